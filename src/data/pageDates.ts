/**
 * Dates of the docs and React pages that git cannot give.
 *
 * - `published`: the day a guide or resource page was first published. It is
 *   an editorial fact, like a post's `date` front matter; a page with one is
 *   an article (Article structured data, "Published"/"Updated" in its hero).
 * - `updated`: the day the page's content last changed. A build reads that
 *   day from git (the newest commit of the page's source and the content
 *   modules it imports); this one is used only where git cannot say, as in a
 *   shallow clone. When you change a page, set its day here to the day of the
 *   change. A unit test fails when a day here is later than git's.
 *
 * Keys are the page paths. Every page in sitemap.xml that is not a post or a
 * list needs an entry (tests/e2e/dates-build.spec.ts checks it).
 */

export interface PageDateRecord {
  /** YYYY-MM-DD: first publication (guides and resources only). */
  published?: string;
  /** YYYY-MM-DD: last change of the page's content, for builds without git history. */
  updated: string;
}

export const pageDates: Readonly<Record<string, PageDateRecord>> = {
  '/': {updated: '2026-11-28'},
  '/about': {updated: '2026-11-24'},
  '/approach': {updated: '2026-11-26'},
  '/bad-data-cost-calculator': {updated: '2026-11-28'},
  '/book': {updated: '2026-11-23'},
  '/contact': {updated: '2026-11-26'},
  '/data-operations-assessment': {updated: '2026-11-26'},
  '/get-started': {updated: '2026-11-23'},
  '/hubspot-roi-calculator': {updated: '2026-11-28'},
  '/pe-value-creation-program': {updated: '2026-11-28'},
  '/privacy': {updated: '2026-11-26'},
  '/revops-roi-calculator': {updated: '2026-11-28'},
  '/services': {updated: '2026-11-28'},
  '/services/analytics-bi': {updated: '2026-11-28'},
  '/services/dataops-implementation': {updated: '2026-11-26'},
  '/services/lineage-mapping': {updated: '2026-11-28'},
  '/services/marketing-operations-revops': {updated: '2026-11-26'},
  '/services/team-training': {updated: '2026-11-26'},
  '/terms': {updated: '2026-11-26'},

  '/faqs': {updated: '2026-11-23'},
  '/faqs/approach': {updated: '2026-11-26'},
  '/faqs/data-quality': {updated: '2026-11-26'},
  '/faqs/experts': {updated: '2026-11-26'},
  '/faqs/modules': {updated: '2026-11-26'},
  '/faqs/services': {updated: '2026-11-26'},

  '/data-quality-dimensions-guide': {published: '2024-02-13', updated: '2026-11-26'},
  '/resources/data-impact': {published: '2025-02-04', updated: '2026-11-26'},
  '/guides/pe-portfolio-value-creation-case-studies': {published: '2024-08-13', updated: '2026-11-26'},
  '/guides/pe-hubspot-implementation-roadmap': {published: '2024-09-03', updated: '2026-11-26'},
  '/guides/hubspot-private-equity': {published: '2024-09-24', updated: '2026-11-26'},
  '/guides/complete-hubspot-guide-for-private-equity': {published: '2024-10-15', updated: '2026-11-26'},
  '/guides/pe-decision-framework': {published: '2024-12-01', updated: '2026-11-26'},
  '/guides/hubspot-expert': {published: '2024-12-03', updated: '2026-11-26'},
};
