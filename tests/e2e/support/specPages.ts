/**
 * The pages each browser spec visits or reads, in one place: the quick check
 * (scripts/check.sh, tools/spec-selection/select.ts) runs a spec when a change
 * reaches one of them. `routes` are page paths (`/insights/*`: one segment
 * below, `/insights/**`: any depth below); `everyPage: 'filtered'` walks every
 * page and honors `E2E_PAGES` (tests/e2e/support/reachedPages.ts);
 * `everyPage: 'whole'` reads the whole site and runs for any page reached;
 * `machinery` tests how a build is made, not a page's content, and runs only
 * when a file it imports changes.
 *
 * Within a spec, a test or a group declares the pages it is about with
 * `onPages(...)`, or that it tests a build's making with `machinery(...)`: the
 * quick check then runs it test by test (`selectTests` in
 * tools/spec-selection/select.ts). The fixtures hold a test to its `onPages`:
 * the first page it opens must be one of them.
 *
 * The fixtures (tests/e2e/fixtures.ts) hold each spec to its entry: a test that
 * opens a built page its spec's routes do not cover fails, naming the page,
 * so this table stays true as specs change. A new spec needs an entry
 * (tests/unit/specPages.test.ts).
 */
import type {TestDetails} from '@playwright/test';
import {MACHINERY_ANNOTATION, PAGES_ANNOTATION, type SpecCoverage} from '../../../tools/spec-selection/select';
import {PAGE_TYPES} from '../../../scripts/page-types.mjs';

/** The pages a test or a group is about (routes as in SPEC_PAGES): `test.describe('...', onPages('/'), () => ...)`. */
export function onPages(...routes: string[]): TestDetails {
  return {annotation: {type: PAGES_ANNOTATION, description: routes.join(' ')}};
}

/** A test or group that checks how a build is made (`what`), not a page's content. */
export function machinery(what: string): TestDetails {
  return {annotation: {type: MACHINERY_ANNOTATION, description: what}};
}

const BLOGS = ['/insights', '/insights/**', '/case-studies', '/case-studies/**'];

export const SPEC_PAGES: Readonly<Record<string, SpecCoverage>> = {
  'assessment.spec.ts': {routes: ['/', '/data-operations-assessment', '/data-operations-assessment/**', '/contact', ...BLOGS]},
  'blog.spec.ts': {routes: ['/', '/about', ...BLOGS]},
  'calculators.spec.ts': {
    routes: [
      '/',
      '/bad-data-cost-calculator',
      '/revops-roi-calculator',
      '/hubspot-roi-calculator',
      '/data-operations-assessment',
      '/resources/**',
    ],
  },
  'code-blocks.spec.ts': {
    routes: [
      '/',
      '/bad-data-cost-calculator',
      '/revops-roi-calculator',
      '/hubspot-roi-calculator',
      ...BLOGS,
      '/guides/**',
      '/faqs/**',
      '/resources/**',
    ],
  },
  'consent-timing.spec.ts': {routes: ['/', '/about', '/insights']},
  'consent.spec.ts': {routes: ['/', '/about', '/insights']},
  'contact.spec.ts': {
    routes: [
      '/',
      '/contact',
      '/contact/**',
      '/book',
      '/thank-you',
      '/about',
      '/services',
      '/services/**',
      '/pe-value-creation-program',
      '/bad-data-cost-calculator',
      '/hubspot-roi-calculator',
    ],
  },
  'csp.spec.ts': {everyPage: 'filtered'},
  'dates-build.spec.ts': {everyPage: 'whole'},
  'departures.spec.ts': {routes: ['/', '/insights', '/insights/**', '/faqs/**']},
  // It follows the links inside the answers, wherever the copy points them.
  'faqs.spec.ts': {everyPage: 'whole'},
  'grids.spec.ts': {routes: ['/', '/about', '/services', '/services/**', '/faqs', ...BLOGS]},
  'guides.spec.ts': {routes: ['/', '/guides', '/guides/**', '/contact', '/data-operations-assessment', '/revops-roi-calculator', ...BLOGS]},
  'head-build.spec.ts': {everyPage: 'whole'},
  'head.spec.ts': {everyPage: 'whole'},
  // It follows the home page's calls to action, wherever the copy points them.
  'home.spec.ts': {everyPage: 'whole'},
  'html-validity.spec.ts': {everyPage: 'filtered'},
  'measure.spec.ts': {
    routes: [
      ...PAGE_TYPES.filter((pageType) => !pageType.notFound).map((pageType) => pageType.path),
      '/services',
      '/about',
      '/approach',
      '/insights',
      '/pe-value-creation-program',
      '/faqs',
      '/data-operations-assessment/results',
    ],
  },
  'navbar.spec.ts': {routes: ['/', '/about', '/services/**', '/insights/**']},
  'pages.spec.ts': {everyPage: 'whole'},
  // It reads every page of the preview build.
  'previews.spec.ts': {machinery: 'the preview build: no index, no tracking, no CRM form, the marker'},
  'redirects.spec.ts': {machinery: 'the redirect rules and the redirect pages of build-static/'},
  'route-groups.spec.ts': {routes: ['/', '/about', ...BLOGS]},
  'search-timing.spec.ts': {machinery: "the search's download weight and keystroke latency"},
  'search.spec.ts': {everyPage: 'whole'},
  'section-menu.spec.ts': {
    routes: ['/', '/guides', '/guides/**', '/faqs', '/faqs/**', '/resources', '/resources/**', '/data-quality-dimensions-guide'],
  },
  'share-timers.spec.ts': {routes: BLOGS},
  'shell.spec.ts': {
    routes: [
      '/',
      '/book',
      '/contact',
      '/insights',
      '/guides/**',
      '/about',
      '/services',
      '/services/**',
      '/case-studies',
      '/approach',
      '/get-started',
      '/bad-data-cost-calculator',
      '/privacy',
      '/terms',
      '/sitemap',
      '/faqs',
      '/faqs/**',
      '/resources/**',
      '/insights/**',
    ],
  },
  'site-walk.spec.ts': {everyPage: 'filtered'},
  'sitemap.spec.ts': {everyPage: 'whole'},
  'startup.spec.ts': {routes: ['/', '/about', '/guides/**', '/insights', '/insights/**']},
  'structured-data-build.spec.ts': {everyPage: 'whole'},
  'structured-data.spec.ts': {everyPage: 'whole'},
  'theme-wrappers.spec.ts': {routes: ['/', '/about', '/bad-data-cost-calculator', '/guides', '/guides/**', ...BLOGS]},
  'visual.spec.ts': {everyPage: 'filtered'},
  // One page of each type (scripts/page-types.mjs); the not-found page is no built route.
  'wcag.spec.ts': {routes: PAGE_TYPES.filter((pageType) => !pageType.notFound).map((pageType) => pageType.path)},
};
