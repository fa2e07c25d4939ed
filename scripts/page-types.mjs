/**
 * One page of every type the site has: what `npm run perf` measures and what
 * the visual tests (tests/e2e/visual.spec.ts) photograph. `notFound` marks
 * the not-found page, served here as its file: Lighthouse will not audit a
 * response with a 404 status.
 *
 * @type {ReadonlyArray<{type: string, path: string, notFound?: boolean}>}
 */
export const PAGE_TYPES = [
  {type: 'home', path: '/'},
  {type: 'insights list', path: '/insights'},
  {type: 'post', path: '/insights/true-cost-of-bad-data'},
  {type: 'case study', path: '/case-studies/b2b-saas-churn-turnaround'},
  {type: 'expert guide', path: '/guides/hubspot-expert'},
  {type: 'PE guide with calculator', path: '/guides/hubspot-private-equity'},
  {type: 'FAQ page', path: '/faqs/services'},
  {type: 'calculator', path: '/bad-data-cost-calculator'},
  {type: 'assessment', path: '/data-operations-assessment'},
  {type: 'service page', path: '/services/analytics-bi'},
  {type: 'contact', path: '/contact'},
  {type: 'not found', path: '/404.html', notFound: true},
];
