/**
 * Which pages site search indexes, and the type each result carries. A page
 * is searchable when a reader would want it as an answer: a post, a case
 * study, a guide, an FAQ page, a tool, a service or a company page. Lists,
 * tag, author and archive pages, generated category indexes, the HTML
 * sitemap, not-found pages and pages marked noindex stay out. Pure.
 */

export const SEARCH_TYPES = ['Insight', 'Case study', 'Guide', 'FAQ', 'Tool', 'Service', 'Company page'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * Types of pages a visitor looks up by name (a service, a tool, a company
 * page): their title is also indexed as the page's `name`, a field the
 * search box ranks above any other, so the page comes first for its name
 * even where a post's title shares a word with it.
 */
export const NAMED_TYPES: readonly SearchType[] = ['Service', 'Tool', 'Company page'];

/** The free tools: the assessment and the calculators. */
export const TOOL_PATHS: readonly string[] = [
  '/data-operations-assessment',
  '/bad-data-cost-calculator',
  '/revops-roi-calculator',
  '/hubspot-roi-calculator',
];

/** Pages that list or point to other pages rather than say something themselves. */
export const LIST_PATHS: readonly string[] = ['/insights', '/case-studies', '/guides', '/resources', '/sitemap'];

/** Second path segments of a blog instance that are lists, not posts. */
const BLOG_LIST_SEGMENTS = new Set(['tags', 'authors', 'page', 'archive']);

const NOT_FOUND_PATHS = new Set(['/404', '/404.html', '/services/404']);

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/**
 * The result type of the page at `pathname`, or null when the page is not
 * searchable by its address alone. Pages marked noindex are left out
 * separately (see `searchablePages`): the address does not say so.
 */
export function searchTypeFor(pathname: string): SearchType | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (NOT_FOUND_PATHS.has(path) || LIST_PATHS.includes(path)) return null;
  const [first, second, ...rest] = segmentsOf(path);
  if (first === undefined) return 'Company page';
  if (first === 'insights' || first === 'case-studies') {
    if (second === undefined || rest.length > 0 || BLOG_LIST_SEGMENTS.has(second)) return null;
    return first === 'insights' ? 'Insight' : 'Case study';
  }
  if (first === 'guides' || first === 'resources') return second !== undefined && rest.length === 0 ? 'Guide' : null;
  if (first === 'data-quality-dimensions-guide') return second === undefined ? 'Guide' : null;
  if (first === 'faqs') return rest.length === 0 ? 'FAQ' : null;
  if (first === 'services') return rest.length === 0 ? 'Service' : null;
  if (TOOL_PATHS.includes(path)) return 'Tool';
  // Any other page of its own at the top level is one of the firm's pages (about, approach, contact...).
  return second === undefined ? 'Company page' : null;
}

export interface SearchablePage {
  path: string;
  type: SearchType;
}

/**
 * The pages the index holds, from the build's routes: every route whose
 * address is searchable and that is not marked noindex, once each, sorted.
 */
export function searchablePages(routesPaths: readonly string[], noIndex: (path: string) => boolean): SearchablePage[] {
  const seen = new Set<string>();
  const pages: SearchablePage[] = [];
  for (const path of routesPaths) {
    const type = searchTypeFor(path);
    if (type === null || noIndex(path) || seen.has(path)) continue;
    seen.add(path);
    pages.push({path, type});
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** The built HTML file of a route of a `trailingSlash: false` build, relative to the output folder. */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+/, '')}.html`;
}
