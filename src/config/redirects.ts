/**
 * Every legacy URL of the old site and where it now lives. With the former
 * addresses the content names itself (a service's `formerAddresses`, a post's
 * or guide's `former_addresses` and a post's `retired_to`, read by
 * `src/plugins/post-build/siteRedirects.ts`), it is the one table that feeds
 * the server rules (nginx, `_redirects`, `vercel.json`) and the client
 * redirect pages of hosts that only serve files. Targets are pages, written
 * without a trailing slash; a target that has itself moved is followed to
 * where it leads now when the table is built, so no legacy path takes two
 * hops. `src/plugins/post-build/redirects.ts` checks the table and expands
 * the prefix rules over the site's real routes.
 */

export interface ExactRedirect {
  from: string;
  to: string;
  /**
   * Only a server can answer it: `/index.html` is the home page's own file,
   * so no client redirect page can be written there.
   */
  serverOnly?: true;
  /** Whether the query string is dropped (old blog links carried campaign noise). */
  dropQuery?: true;
  /** The file that names this rule, when it is not this table (a post's front matter, a service's record): for messages. */
  origin?: string;
}

export interface PrefixRedirect {
  /** Paths starting with `${from}/` (and `from` itself). */
  from: string;
  /**
   * `keep`: the rest of the path follows (`/servies/x` → `/services/x`);
   * `drop`: everything lands on `to`; `keep-if-page`: the rest follows when
   * that page exists, anything else lands on `to`.
   */
  subPaths: 'keep' | 'drop' | 'keep-if-page';
  to: string;
  /** Whether the query string is dropped as well (old blog links carried campaign noise). */
  dropQuery?: true;
}

const expertGuide = '/guides/hubspot-expert';
const completeGuide = '/guides/complete-hubspot-guide-for-private-equity';
const assessment = '/data-operations-assessment';
const assessmentResults = '/data-operations-assessment/results';

/** The old blog lived at `/en/blog` and was also reachable at `/blog`: every old blog rule holds under both. */
const oldBlogHomes = ['/en/blog', '/blog'] as const;

/** Named posts of the old blog whose slug changed: old slug → insight slug. */
const renamedPosts: Record<string, string> = {
  'how-to-hire-a-hubspot-consultant': 'hiring-and-working-with-a-hubspot-consultant',
  'crm-data-cleanup-guide': 'crm-cleanup-plan',
  'lead-scoring-best-practices': 'lead-scoring-pitfalls',
  'utm-parameters-guide': 'demystifying-utm-parameters',
  'why-attribution-models-fail': 'marketing-attribution-models-broken',
};

export const exactRedirects: ExactRedirect[] = [
  // Home
  {from: '/index', to: '/'},
  {from: '/index.html', to: '/', serverOnly: true},
  {from: '/home', to: '/'},
  {from: '/documentation', to: '/'},
  {from: '/resources/checklist', to: '/'},
  {from: '/resources/data-guide', to: '/'},
  {from: '/leadership/terms-fee', to: '/'},
  {from: '/our-tech-stack', to: '/'},

  // The expert guide and its many earlier addresses
  {from: '/hubspot-expert-guide', to: expertGuide},
  {from: '/how-to-hire-a-hubspot-expert-in-2025', to: expertGuide},
  {from: '/how-to-hire-a-hubspot-expert', to: expertGuide},
  {from: '/hire-hubspot-expert', to: expertGuide},
  {from: '/hubspot-expert', to: expertGuide},
  {from: '/guides/hubspot-expert-guide', to: expertGuide},

  // The complete PE guide
  {from: '/complete-hubspot-guide', to: completeGuide},
  {from: '/hubspot-guide-pe', to: completeGuide},
  {from: '/pe-hubspot-guide', to: completeGuide},

  // FAQs
  {from: '/faq', to: '/faqs'},
  {from: '/faqs/hubspot-services', to: '/faqs/services'},
  {from: '/faqs/services-5', to: '/faqs/services'},
  {from: '/faqs/hubspot-experts', to: '/faqs/experts'},
  {from: '/faqs/our-approach', to: '/faqs/approach'},
  {from: '/faqs/hubspot-modules', to: '/faqs/modules'},

  // The assessment and its results
  {from: '/assessment', to: assessment},
  {from: '/hubspot-assessment', to: assessment},
  {from: '/data-strategy-assessment', to: assessment},
  {from: '/data-operation-assessment', to: assessment},
  {from: '/hubspot-assessment-results', to: assessmentResults},
  {from: '/assessment/results', to: assessmentResults},
  {from: '/hubspot-assessment/results', to: assessmentResults},
  {from: '/data-strategy-assessment/results', to: assessmentResults},
  {from: '/data-operation-assessment/results', to: assessmentResults},

  // Calculators
  {from: '/calculator', to: '/bad-data-cost-calculator'},
  {from: '/bad-data-calculator', to: '/bad-data-cost-calculator'},
  {from: '/roi-calculator', to: '/revops-roi-calculator'},
  {from: '/revops-calculator', to: '/revops-roi-calculator'},

  // Insights
  {from: '/blog', to: '/insights'},
  {from: '/en/blog', to: '/insights'},
  {from: '/whitepapers', to: '/insights'},
  {from: '/articles', to: '/insights'},
  {from: '/posts', to: '/insights'},
  {from: '/search', to: '/insights'},
  {from: '/how-much-is-bad-data-costing-your-business', to: '/insights/true-cost-of-bad-data'},
  // Renamed posts and the case-studies tag of the old blog, in both of its homes
  ...oldBlogHomes.flatMap((home): ExactRedirect[] => [
    ...Object.entries(renamedPosts).map(([old, slug]): ExactRedirect => ({
      from: `${home}/${old}`,
      to: `/insights/${slug}`,
      dropQuery: true,
    })),
    {from: `${home}/tag/case-studies`, to: '/case-studies', dropQuery: true},
  ]),
  // Old guide and template URLs
  {from: '/guides/crm-data-audit-template', to: '/insights'},
  {from: '/templates/lead-scoring-template', to: '/insights'},
  {from: '/resources/utm-builder', to: '/insights'},
  {from: '/guides/revops-kpi-template', to: '/insights'},
  {from: '/free-templates', to: '/insights'},

  // Playbook landing page
  {from: '/book-page', to: '/book'},
  {from: '/landing-page', to: '/book'},

  // Case studies
  {from: '/testimonials', to: '/case-studies'},
  {from: '/success-stories', to: '/case-studies'},
  {from: '/hubspot-case-studies', to: '/case-studies'},
  {from: '/case-study', to: '/case-studies'},
  {from: '/case-studies/manufacturing-hubspot-migration', to: '/case-studies'},
  {from: '/case-studies/saas-revenue-operations', to: '/case-studies'},
  {from: '/case-studies/healthcare-crm-consolidation', to: '/case-studies'},
  {from: '/case-studies/distribution-data-cleanup', to: '/case-studies'},

  // Services
  {from: '/service', to: '/services'},
  {from: '/our-services', to: '/services'},
  {from: '/services/hubspot-integration', to: '/services'},
  {from: '/services/hubspot-integrations', to: '/services'},
  {from: '/services/hubspot-customization', to: '/services'},
  {from: '/services/custom-integrations', to: '/services'},
  {from: '/integrations', to: '/services'},
  {from: '/customization', to: '/services'},
  {from: '/services/hubspot-implementation', to: '/services/marketing-operations-revops'},
  {from: '/hubspot-implementation', to: '/services/marketing-operations-revops'},
  {from: '/services/hubspot-consulting', to: '/services/marketing-operations-revops'},
  {from: '/services/data-operations', to: '/services/dataops-implementation'},
  {from: '/data-operations', to: '/services/dataops-implementation'},
  {from: '/training', to: '/services/team-training'},
  {from: '/hubspot-training', to: '/services/team-training'},
  {from: '/analytics', to: '/services/analytics-bi'},
  {from: '/business-intelligence', to: '/services/analytics-bi'},

  // Company pages
  {from: '/contact-us', to: '/contact'},
  {from: '/get-in-touch', to: '/contact'},
  {from: '/book-meeting', to: '/contact'},
  {from: '/about-us', to: '/about'},
  {from: '/team', to: '/about'},
  {from: '/approach/data-driven', to: '/approach'},
  {from: '/methodology', to: '/approach'},
  {from: '/methodology/three-pillars', to: '/approach'},

  // Legal
  {from: '/terms-of-service', to: '/terms'},
  {from: '/tos', to: '/terms'},
  {from: '/privacy-policy', to: '/privacy'},
  {from: '/pp', to: '/privacy'},
];

/** Ordered most specific first; the first matching rule wins. */
export const prefixRedirects: PrefixRedirect[] = [
  // The old blog's tags and posts, in both of its homes; campaign query strings are dropped.
  ...oldBlogHomes.flatMap((home): PrefixRedirect[] => [
    {from: `${home}/tag`, subPaths: 'keep-if-page', to: '/insights/tags', dropQuery: true},
    {from: home, subPaths: 'keep', to: '/insights', dropQuery: true},
  ]),
  // Typos that circulated in old e-mails
  {from: '/servies', subPaths: 'keep', to: '/services'},
  {from: '/insigths', subPaths: 'keep', to: '/insights'},
  {from: '/leaderschip', subPaths: 'drop', to: '/about'},
  // The old English-prefixed copy of the site
  {from: '/en', subPaths: 'keep', to: ''},
];
