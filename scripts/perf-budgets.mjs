/**
 * The budgets `npm run perf` holds every page to (scripts/perf.mjs), in their own module so that
 * perf/README.md's table can be checked against them (tests/unit/docs.test.ts) without running
 * Lighthouse. Scores are Lighthouse's 0-100; the mobile timings are medians of the runs.
 */
export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.01,
  homeJsKb: 180,
  pageJsKb: 230,
  pageCssKb: 40,
  buildSeconds: 90,
};
