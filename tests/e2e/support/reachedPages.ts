/**
 * The pages a walk covers: every page, or, when the quick check sets
 * `E2E_PAGES` (comma-separated page paths, scripts/check.sh), only those, the
 * pages a change reaches. `npm test` never sets it, so the walks cover every
 * page there.
 */
const listed = process.env.E2E_PAGES ? new Set(process.env.E2E_PAGES.split(',').filter(Boolean)) : undefined;

/** Whether a walk covers `pagePath` (`/insights/x`, `/` for the home page, `/404` for the not-found page). */
export function isReached(pagePath: string): boolean {
  return !listed || listed.has(pagePath);
}

/** The items whose page a walk covers. */
export function reachedOnly<T>(items: readonly T[], pathOf: (item: T) => string): T[] {
  return items.filter((item) => isReached(pathOf(item)));
}

/** The first segment of a page path: `faqs` for `/faqs/crm`, the page's section. */
const sectionOf = (pagePath: string) => pagePath.split('/')[1] ?? '';

/** Whether a walk covers some page of `pagePath`'s section (every page, when E2E_PAGES is unset). */
export function isSectionReached(pagePath: string): boolean {
  return !listed || [...listed].some((reached) => sectionOf(reached) === sectionOf(pagePath));
}
