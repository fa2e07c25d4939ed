/**
 * What the host walk asks and what it expects: every legacy path of the
 * redirect table (with and without a trailing slash and a query, and the
 * sub-paths of its prefix rules), every page of the build with and without a
 * trailing slash, and dead ends; the answer the table defines for each; and
 * the known differences between that answer and what a host gives, each with
 * a sentence saying what differs and what shows it (tests/README.md lists them).
 */
import fs from 'node:fs';
import path from 'node:path';
import {isRedirectPage} from '@site/src/plugins/post-build/headTags';
import {exactPairs, resolveRedirect, type ExpandedTable} from '@site/src/plugins/post-build/redirects';
import {siteRedirectTable} from '@site/src/plugins/post-build/siteRedirects';
import {withoutTrailingSlash} from '@site/src/lib/url';
import {split, type Answer} from '../../unit/support/hosts';

/** The site's whole table as the build settles it: the old site's paths and the addresses the content names. */
export const rawTable = siteRedirectTable(path.resolve(__dirname, '../../..')).table;

/** Every file of a build, relative to it, with `/` separators. */
export function filesOf(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('.')) return [];
    return entry.isDirectory() ? filesOf(full, root) : [path.relative(root, full).split(path.sep).join('/')];
  });
}

const routeOf = (file: string) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');

/** The HTML files of a build that are redirect pages, as the legacy paths they answer (`en/about/index.html` is `/en/about`). */
export function redirectPageSources(dir: string): Set<string> {
  const html = filesOf(dir).filter((f) => f.endsWith('.html'));
  return new Set(html.filter((f) => isRedirectPage(fs.readFileSync(path.join(dir, f), 'utf8'))).map(routeOf));
}

/** The pages of a build as paths: every HTML file but the not-found pages and the redirect pages. */
export function pagesOf(dir: string): string[] {
  const redirects = redirectPageSources(dir);
  return filesOf(dir)
    .filter((f) => f.endsWith('.html') && !/(^|\/)404\.html$/.test(f))
    .map(routeOf)
    .filter((p) => !redirects.has(p))
    .sort();
}

/**
 * The legacy paths that lead to a page: every exact source and prefix rule's
 * bare path, and each prefix rule's sub-path for a page below its target. (A
 * sub-path that leads to no page is a dead end the walk asks on purpose.)
 */
export function legacyPaths(table: ExpandedTable, pages: readonly string[]): Set<string> {
  const paths = new Set(exactPairs(table).map((pair) => pair.from));
  for (const rule of table.prefix) {
    for (const page of pages) {
      if (rule.subPaths === 'keep' && rule.to === '') paths.add(`${rule.from}${page === '/' ? '' : page}`);
      else if (page.startsWith(`${rule.to}/`) && rule.subPaths === 'keep') paths.add(`${rule.from}${page.slice(rule.to.length)}`);
    }
  }
  return paths;
}

/** Every URL walked: legacy paths with and without a slash and a query, their sub-paths, every page, and dead ends. */
export function walkedUrls(table: ExpandedTable, pages: readonly string[]): string[] {
  const urls = new Set<string>();
  const variants = (p: string) => {
    urls.add(p);
    urls.add(`${p}?utm_source=newsletter&id=7`);
    urls.add(`${p}?utm_source=newsletter#part-2`);
    // A file name with a slash after it (`/index.html/`) is no address anyone links to.
    if (p !== '/' && !p.endsWith('.html')) {
      urls.add(`${p}/`);
      urls.add(`${p}/?utm_source=newsletter&id=7`);
    }
  };
  for (const pair of exactPairs(table)) variants(pair.from);
  for (const rule of table.prefix) {
    variants(`${rule.from}/no-such-page`);
    // Deeper than any page of the site.
    variants(`${rule.from}/a/b/c/d/e/f/no-such-page`);
    for (const page of pages) {
      if (rule.subPaths === 'keep' && rule.to === '') variants(`${rule.from}${page === '/' ? '' : page}`);
      else if (page.startsWith(`${rule.to}/`)) variants(`${rule.from}${page.slice(rule.to.length)}`);
    }
  }
  for (const page of pages) variants(page);
  variants('/no-such-page');
  variants('/services/no-such-service');
  return [...urls].sort();
}

/**
 * The answer the table defines: a legacy path goes to its target in one 301, a
 * trailing slash goes, a page answers 200, anything else 404. The browser
 * keeps the fragment.
 */
export function defined(url: string, table: ExpandedTable, pages: ReadonlySet<string>): Answer {
  const hops: Answer['hops'] = [];
  let current = url;
  for (;;) {
    const {path: p, query, fragment} = split(current);
    const redirect = resolveRedirect(p, table);
    let location: string | null = null;
    if (redirect) location = redirect.dropQuery || !query ? redirect.to : `${redirect.to}?${query}`;
    else if (p !== '/' && p.endsWith('/')) location = query ? `${withoutTrailingSlash(p)}?${query}` : withoutTrailingSlash(p);
    if (location === null) return {hops, finalUrl: current, finalStatus: pages.has(p) ? 200 : 404};
    hops.push({status: 301, location});
    current = `${location}${fragment}`;
  }
}

/** What a known difference may look at besides the answers. */
export interface WalkContext {
  table: ExpandedTable;
  /** The legacy paths that have a redirect page in the build for a host that only serves files. */
  redirectPages: ReadonlySet<string>;
}

export interface KnownDifference {
  host: string;
  /** What differs, in a sentence naming what shows it (tests/README.md lists each difference). */
  description: string;
  /** Whether this difference explains the host's answer for this URL; it must explain nothing else. */
  explains(url: string, defined: Answer, actual: Answer, context: WalkContext): boolean;
}

/** A URL with a query put back where a rule took it away (before any fragment). */
function keepQuery(url: string, query: string): string {
  const parts = split(url);
  return parts.query ? url : `${parts.path}?${query}${parts.fragment}`;
}

/** The rule drops the query, and the host kept it on every hop: nothing else differs. */
const sameExceptQuery = (url: string, want: Answer, got: Answer, {table}: WalkContext) => {
  const {path: p, query} = split(url);
  if (!query || !resolveRedirect(p, table)?.dropQuery) return false;
  return (
    got.hops.length === want.hops.length &&
    got.hops.every((h, i) => h.status === want.hops[i]!.status && h.location === keepQuery(want.hops[i]!.location, query)) &&
    got.finalUrl === keepQuery(want.finalUrl, query) &&
    got.finalStatus === want.finalStatus
  );
};
/** The same for redirect pages, which move the browser on themselves (no status to compare). */
const sameExceptQueryByPage = (url: string, want: Answer, got: Answer, {table}: WalkContext) => {
  const {path: p, query} = split(url);
  if (!query || !resolveRedirect(p, table)?.dropQuery) return false;
  return (
    got.hops.length === want.hops.length &&
    got.hops.every((h) => h.status === 'client') &&
    got.finalUrl === keepQuery(want.finalUrl, query) &&
    got.finalStatus === want.finalStatus
  );
};
const answeredWhereAsked = (url: string, got: Answer, status: number) =>
  got.hops.length === 0 && got.finalUrl === url && got.finalStatus === status;
const homeFile = (url: string) => ['/index', '/index.html'].includes(withoutTrailingSlash(split(url).path));

export const KNOWN_DIFFERENCES: KnownDifference[] = [
  {
    host: 'netlify',
    description:
      "Netlify keeps the query string on old blog links (`/en/blog/{postId}?utm_source=…`): it passes the request's query on to a target that has none of its own (Netlify's engine).",
    explains: sameExceptQuery,
  },
  {
    host: 'cloudflare-pages',
    description:
      "Cloudflare Pages keeps the query string on old blog links: it keeps the request's query unless the target has one of its own (wrangler).",
    explains: sameExceptQuery,
  },
  {
    host: 'vercel',
    description:
      'Vercel keeps the query string on old blog links: it passes the query on to every redirect target (the model of its routing: no engine runs offline).',
    explains: sameExceptQuery,
  },
  {
    host: 'netlify',
    description:
      "Netlify answers a page asked for with a trailing slash (`/about/`) itself: the page's file answers that path before any rule that is not forced, and a forced rule cannot tell `/about/` from `/about`, because Netlify drops the slash before it matches (Netlify's engine).",
    explains: (url, want, got, {table}) =>
      resolveRedirect(split(url).path, table) === null && split(url).path.endsWith('/') && answeredWhereAsked(url, got, want.finalStatus),
  },
  {
    host: 'netlify',
    description:
      "On Netlify, a legacy sub-path deeper than any page of the site keeps the trailing slash it was asked with (`/servies/a/b/c/d/e/f/x/` → `/services/a/b/c/d/e/f/x/`, not found either way): Netlify's splat takes the slash along, and `_redirects` spells out sub-paths without it only down to the deepest page (Netlify's engine).",
    explains: (url, want, got) => {
      const {path: p, query} = split(url);
      const slashed = (location: string) => {
        const parts = split(location);
        return `${parts.path}/${parts.query ? `?${parts.query}` : query ? `?${query}` : ''}`;
      };
      return (
        p.endsWith('/') &&
        want.finalStatus === 404 &&
        got.finalStatus === 404 &&
        got.hops.length === 1 &&
        want.hops.length >= 1 &&
        got.hops[0]!.status === 301 &&
        got.hops[0]!.location === slashed(want.hops[0]!.location)
      );
    },
  },
  {
    host: 'netlify',
    description:
      "On Netlify, `/index` and `/index.html` show the home page: the file `index.html` answers them before any rule (Netlify's engine).",
    explains: (url, _want, got) => homeFile(url) && answeredWhereAsked(url, got, 200),
  },
  {
    host: 'vercel',
    description:
      'On Vercel, `/index` and `/index.html` answer 308, not 301: its clean-URL rule comes before any redirect in the routes `@vercel/routing-utils` compiles.',
    explains: (url, want, got) =>
      homeFile(url) &&
      got.hops.length === 1 &&
      got.hops[0]!.status === 308 &&
      got.hops[0]!.location === want.hops[0]!.location &&
      got.finalUrl === want.finalUrl,
  },
  {
    host: 'static',
    description:
      'A host that only serves files keeps the query string on old blog links: the redirect page of `@docusaurus/plugin-client-redirects` passes the query and fragment on to any target that has none of its own (nginx serving `build-static/`).',
    explains: sameExceptQueryByPage,
  },
  {
    host: 'static',
    description:
      'A host that only serves files answers `/index` and `/index.html` with the home page, the file those paths name (nginx serving `build-static/`).',
    explains: (url, _want, got) => homeFile(url) && answeredWhereAsked(url, got, 200),
  },
  {
    host: 'static',
    description:
      "A host that only serves files cannot remove a trailing slash from a page's address (`/about/` is not found there; nginx serving `build-static/`).",
    explains: (url, _want, got, {table}) =>
      resolveRedirect(split(url).path, table) === null && split(url).path.endsWith('/') && answeredWhereAsked(url, got, 404),
  },
  {
    host: 'static',
    description:
      'A host that only serves files has a redirect page only for the legacy paths the build can list: an old sub-path that leads to no page (`/leaderschip/anything`, `/blog/no-such-post`, `/en/no-such-page`) is not found where it was asked (nginx serving `build-static/`).',
    explains: (url, _want, got, {table, redirectPages}) => {
      const p = withoutTrailingSlash(split(url).path);
      return table.prefix.some((r) => p.startsWith(`${r.from}/`)) && !redirectPages.has(p) && answeredWhereAsked(url, got, 404);
    },
  },
];
