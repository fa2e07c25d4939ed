/**
 * What search engines may index. On production, every page but those kept
 * out of search engines, listed once below; on a build that is not
 * production (a host's preview, the development server), nothing at all:
 * every page says noindex, the headers the build writes say it too, and
 * robots.txt disallows everything.
 *
 * The pages kept out on production, in one list. Every build output that
 * decides what search engines see derives from it:
 *
 * - each page's robots meta tag (src/components/RobotsMeta, given the
 *   page's key here);
 * - sitemap.xml leaves the paths out (the `ignorePatterns` of the
 *   content-dates plugin in docusaurus.config.ts);
 * - the HTML sitemap at /sitemap leaves them out (src/plugins/html-sitemap);
 * - robots.txt closes the internal tools to crawlers
 *   (src/plugins/robots-and-llms-txt).
 *
 * tests/unit/indexing.test.ts checks that every page listed here renders its
 * robots tag, that the one other robots tag is the site-wide one (rendered
 * by the Root wrapper, empty on production) and that no page writes one by
 * hand.
 */

export type RobotsDirective = 'noindex, follow' | 'noindex, nofollow';

/** The robots directive of every page of a build that is not production, and its `X-Robots-Tag` header. */
export const NOT_PRODUCTION_ROBOTS = 'noindex, nofollow' satisfies RobotsDirective;

export interface KeptOutOfSearch {
  /** Site paths of the pages, without a trailing slash. */
  paths: readonly string[];
  /** The page's robots tag; null for a page served with status 404, which no search engine indexes. */
  robots: RobotsDirective | null;
  /** Internal tools: also disallowed in robots.txt. */
  closedToCrawlers?: boolean;
  /** Why the page stays out, for the next reader of this list. */
  reason: string;
}

export const keptOutOfSearch = {
  'structured-data-test': {
    paths: ['/structured-data-test', '/admin/structured-data'],
    robots: 'noindex, nofollow',
    closedToCrawlers: true,
    reason: 'an internal tool that lists the JSON-LD of any page; public, but nothing a searcher needs',
  },
  'thank-you': {
    paths: ['/thank-you', '/contact/thank-you'],
    robots: 'noindex, follow',
    reason: 'only makes sense after a request; its links lead to pages that are indexed',
  },
  'assessment-result': {
    paths: ['/data-operations-assessment/results'],
    robots: 'noindex, follow',
    reason: "one visitor's result, read from the address; without answers it shows nothing of its own",
  },
  'service-not-found': {
    paths: ['/services/404'],
    robots: 'noindex, follow',
    reason: 'the page the server sends for an unknown path under /services/',
  },
  'not-found': {
    paths: ['/404'],
    robots: null,
    reason: 'the page the server sends, with status 404, for any unknown path',
  },
} as const satisfies Record<string, KeptOutOfSearch>;

export type KeptOutPage = keyof typeof keptOutOfSearch;

const entries: readonly KeptOutOfSearch[] = Object.values(keptOutOfSearch);

/** Every path kept out of search engines: sitemap.xml's ignore patterns and the HTML sitemap's exclusions. */
export const keptOutPaths: readonly string[] = entries.flatMap((entry) => entry.paths);

/** The paths robots.txt disallows. */
export const disallowedPaths: readonly string[] = entries.filter((entry) => entry.closedToCrawlers).flatMap((entry) => entry.paths);

/** Whether a site path (no trailing slash) is kept out of search engines. */
export function isKeptOutOfSearch(path: string): boolean {
  return keptOutPaths.includes(path);
}

/**
 * The robots tag a page carries: on production, a listed page's own
 * directive and none for any other page (`page` absent: the site-wide tag);
 * on any other build, noindex on every page.
 */
export function robotsDirective(page: KeptOutPage | undefined, deployment: {production: boolean}): RobotsDirective | null {
  if (!deployment.production) return NOT_PRODUCTION_ROBOTS;
  return page ? keptOutOfSearch[page].robots : null;
}

/** The header every answer of a build that is not production carries, where the host reads headers from the build. */
export function robotsHeaders(deployment: {production: boolean}): ReadonlyArray<readonly [string, string]> {
  return deployment.production ? [] : [['X-Robots-Tag', NOT_PRODUCTION_ROBOTS]];
}
