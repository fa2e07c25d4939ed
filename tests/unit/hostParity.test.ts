/**
 * Host parity: every legacy path in the redirect table, every page and a few
 * paths that lead nowhere, walked through each host's generated rules by a
 * small interpreter of that host (tests/unit/support/hosts.ts). A host that
 * only serves files is walked over the pages `@docusaurus/plugin-client-redirects`
 * itself writes with the site's `createRedirects`. Each host must give the
 * answer the table defines: the same redirects (one 301, to a target without
 * a trailing slash), the same final URL and the same status. The only
 * exceptions are the differences recorded below, which the README lists word
 * for word; a new difference fails this test until it is recorded there too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, test} from '@jest/globals';
import {exactRedirects, prefixRedirects} from '@site/src/config/redirects';
import {readDeploymentSettings} from '@site/src/config/site';
import {clientSourcesFor, exactPairs, expandRedirects, redirectPageSources, resolveRedirect} from '@site/src/plugins/post-build/redirects';
import {withoutTrailingSlash} from '@site/src/lib/url';
import {contentSecurityPolicy, securityHeaders, sha256Source} from '@site/src/plugins/post-build/securityHeaders';
import {
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
  headersFile,
  nginxHttpConf,
  nginxSiteConf,
  redirectsFile,
  vercelConfig,
} from '@site/src/plugins/post-build/serverRules';
import {clientRedirectPages} from './support/clientRedirectPages';
import {sitePaths} from './support/sitePaths';
import {cloudflareHost, follow, netlifyHost, nginxHost, split, staticFilesHost, vercelHost, type Answer, type Host} from './support/hosts';

const pages = sitePaths();
const pageSet = new Set(pages);
/** The routes Docusaurus hands the plugin: every page, plus the not-found page's own route. */
const routes = [...pages, '/404.html'];
const rawTable = {exact: exactRedirects, prefix: prefixRedirects};
const table = expandRedirects(rawTable, pages);
const settings = readDeploymentSettings({});
const headers = securityHeaders(contentSecurityPolicy({settings, scriptHashes: [sha256Source('start()')], styleHashes: []}));

const ASSET = '/assets/js/main.3f2a9c1e.js';
const siteFiles = new Map<string, string>([
  ...pages.map((p): [string, string] => [p === '/' ? 'index.html' : `${p.slice(1)}.html`, '<!DOCTYPE html><p>page</p>']),
  ['404.html', '<!DOCTYPE html><p>not found</p>'],
  [ASSET.slice(1), 'start()'],
  ['img/logo.svg', '<svg></svg>'],
]);
/** What the plugin writes for a build for a host that only serves files (filled before the tests run). */
let redirectPages = new Map<string, string>();
/** The legacy path a redirect page answers: `en/about/index.html` answers `/en/about`. */
const sourceOf = (file: string) => `/${file.replace(/\/index\.html$/, '')}`;

const hosts: Record<string, Host> = {
  nginx: nginxHost(nginxHttpConf(table), nginxSiteConf(table, headers), siteFiles),
  netlify: netlifyHost(redirectsFile(table, 'netlify'), headersFile(headers), siteFiles),
  'cloudflare-pages': cloudflareHost(redirectsFile(table, 'cloudflare-pages'), headersFile(headers), siteFiles),
  vercel: vercelHost(vercelConfig(table, headers), siteFiles),
};

/** A URL with a query put back where a rule took it away (before any fragment). */
function keepQuery(url: string, query: string): string {
  const parts = split(url);
  return parts.query ? url : `${parts.path}?${query}${parts.fragment}`;
}

/**
 * The answer the table defines: a legacy path goes to its target in one 301, a
 * trailing slash goes, a page answers 200. The browser keeps the fragment.
 */
function defined(url: string): Answer {
  const hops: Answer['hops'] = [];
  let current = url;
  for (;;) {
    const {path: p, query, fragment} = split(current);
    const redirect = resolveRedirect(p, table);
    let location: string | null = null;
    if (redirect) location = redirect.dropQuery || !query ? redirect.to : `${redirect.to}?${query}`;
    else if (p !== '/' && p.endsWith('/')) location = query ? `${withoutTrailingSlash(p)}?${query}` : withoutTrailingSlash(p);
    if (location === null) return {hops, finalUrl: current, finalStatus: pageSet.has(p) ? 200 : 404};
    hops.push({status: 301, location});
    current = `${location}${fragment}`;
  }
}

/** Every URL walked: legacy paths with and without a slash and a query, their sub-paths, every page, and dead ends. */
function walkedUrls(): string[] {
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
    for (const page of pages) {
      if (rule.subPaths === 'keep' && rule.to === '') variants(`${rule.from}${page === '/' ? '' : page}`);
      else if (page.startsWith(`${rule.to}/`)) variants(`${rule.from}${page.slice(rule.to.length)}`);
    }
  }
  for (const page of pages) variants(page);
  variants('/no-such-page');
  return [...urls].sort();
}

interface KnownDifference {
  host: string;
  /** The sentence the README's list of host differences carries. */
  readme: string;
  /** Whether this difference explains the host's answer for this URL; it must explain nothing else. */
  explains(url: string, defined: Answer, actual: Answer): boolean;
}

/** The rule drops the query, and the host kept it on every hop: nothing else differs. */
const sameExceptQuery = (url: string, want: Answer, got: Answer) => {
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
const sameExceptQueryByPage = (url: string, want: Answer, got: Answer) => {
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

const KNOWN_DIFFERENCES: KnownDifference[] = [
  {
    host: 'netlify',
    readme:
      'Netlify keeps the query string on old blog links (`/en/blog/{postId}?utm_source=…`): it passes the query on unless a rule names query parameters.',
    explains: sameExceptQuery,
  },
  {
    host: 'cloudflare-pages',
    readme: "Cloudflare Pages keeps the query string on old blog links: it keeps the request's query unless the target has one of its own.",
    explains: sameExceptQuery,
  },
  {
    host: 'vercel',
    readme: 'Vercel keeps the query string on old blog links: it passes the query on to every redirect target.',
    explains: sameExceptQuery,
  },
  {
    host: 'netlify',
    readme:
      'Netlify answers a page asked for with a trailing slash (`/about/`) itself: it strips the slash before it reads the rules, so no rule can remove it.',
    explains: (url, want, got) =>
      resolveRedirect(split(url).path, table) === null && split(url).path.endsWith('/') && answeredWhereAsked(url, got, want.finalStatus),
  },
  {
    host: 'netlify',
    readme: 'On Netlify, `/index` and `/index.html` show the home page: the file `index.html` answers them before any rule.',
    explains: (url, _want, got) => homeFile(url) && answeredWhereAsked(url, got, 200),
  },
  {
    host: 'vercel',
    readme: 'On Vercel, `/index` and `/index.html` answer 308, not 301: its clean-URL rule runs before any redirect.',
    explains: (url, want, got) =>
      homeFile(url) &&
      got.hops.length === 1 &&
      got.hops[0]!.status === 308 &&
      got.hops[0]!.location === want.hops[0]!.location &&
      got.finalUrl === want.finalUrl,
  },
  {
    host: 'static',
    readme:
      'A host that only serves files keeps the query string on old blog links: the redirect page of `@docusaurus/plugin-client-redirects` passes the query and fragment on to any target that has none of its own.',
    explains: sameExceptQueryByPage,
  },
  {
    host: 'static',
    readme: 'A host that only serves files answers `/index` and `/index.html` with the home page, the file those paths name.',
    explains: (url, _want, got) => homeFile(url) && answeredWhereAsked(url, got, 200),
  },
  {
    host: 'static',
    readme: "A host that only serves files cannot remove a trailing slash from a page's address (`/about/` is not found there).",
    explains: (url, _want, got) =>
      resolveRedirect(split(url).path, table) === null && split(url).path.endsWith('/') && answeredWhereAsked(url, got, 404),
  },
  {
    host: 'static',
    readme:
      'A host that only serves files has a redirect page only for the legacy paths the build can list: an old sub-path that leads to no page (`/leaderschip/anything`, `/blog/no-such-post`, `/en/no-such-page`) is not found where it was asked.',
    explains: (url, _want, got) => {
      const p = withoutTrailingSlash(split(url).path);
      return (
        table.prefix.some((r) => p.startsWith(`${r.from}/`)) &&
        !redirectPages.has(`${p.slice(1)}/index.html`) &&
        answeredWhereAsked(url, got, 404)
      );
    },
  },
];

beforeAll(async () => {
  redirectPages = await clientRedirectPages(routes, redirectPageSources('static', rawTable));
  hosts.static = staticFilesHost(new Map([...siteFiles, ...redirectPages]));
});

describe('the redirect pages of a build for a host that only serves files', () => {
  test('the plugin writes one at every source createRedirects names, and nowhere else', () => {
    const named = routes.flatMap((route) => clientSourcesFor(route, rawTable));
    expect(new Set(named).size).toBe(named.length);
    expect([...redirectPages.keys()].map(sourceOf).sort()).toEqual([...named].sort());
    expect(redirectPages.size).toBeGreaterThan(400);
    expect(redirectPages.has('about-us/index.html')).toBe(true);
    expect(redirectPages.has('en/blog/crm-cleanup-plan/index.html')).toBe(true);
  });

  test('no redirect page takes the place of a file of the site', () => {
    for (const file of redirectPages.keys()) expect([file, siteFiles.has(file)]).toEqual([file, false]);
    for (const route of routes) expect([route, clientSourcesFor(route, rawTable).filter((from) => pageSet.has(from))]).toEqual([route, []]);
  });

  test('a build for a host with redirect rules gets none', async () => {
    for (const host of ['nginx', 'netlify', 'cloudflare-pages', 'vercel'] as const) {
      expect([host, (await clientRedirectPages(routes, redirectPageSources(host, rawTable))).size]).toEqual([host, 0]);
    }
  });

  test('with scripts, a page sends the browser to its target with the query and fragment; without, its refresh sends it to the target alone', () => {
    const withScripts = hosts.static!;
    const withoutScripts = staticFilesHost(new Map([...siteFiles, ...redirectPages]), {scripts: false});
    expect(follow(withScripts, '/about-us?ref=mail#team').hops).toEqual([{status: 'client', location: '/about?ref=mail#team'}]);
    expect(follow(withoutScripts, '/about-us?ref=mail#team').hops).toEqual([{status: 'client', location: '/about'}]);
    for (const file of redirectPages.keys()) {
      const from = sourceOf(file);
      // `/index` finds the home page's own `index.html` first (a recorded difference).
      if (siteFiles.has(`${from.slice(1)}.html`)) continue;
      const want = resolveRedirect(from, table)!.to;
      expect([from, follow(withoutScripts, `${from}?a=1#b`)]).toEqual([
        from,
        {hops: [{status: 'client', location: want}], finalUrl: want, finalStatus: 200, headers: {}},
      ]);
    }
  });
});

describe('host parity', () => {
  const urls = walkedUrls();
  const unexplained: string[] = [];
  const used = new Set<KnownDifference>();

  beforeAll(() => {
    for (const [name, host] of Object.entries(hosts)) {
      for (const url of urls) {
        const want = defined(url);
        const got = follow(host, url);
        const same =
          name === 'static'
            ? got.hops.length === want.hops.length && got.finalUrl === want.finalUrl && got.finalStatus === want.finalStatus
            : JSON.stringify({hops: got.hops, finalUrl: got.finalUrl, finalStatus: got.finalStatus}) === JSON.stringify(want);
        if (same) continue;
        const difference = KNOWN_DIFFERENCES.find((d) => d.host === name && d.explains(url, want, got));
        if (difference) used.add(difference);
        else
          unexplained.push(
            `${name} ${url}: ${JSON.stringify({hops: got.hops, finalUrl: got.finalUrl, finalStatus: got.finalStatus})}, defined ${JSON.stringify(want)}`,
          );
      }
    }
  });

  test('walks every legacy path of the table and every page', () => {
    expect(urls.length).toBeGreaterThan(2000);
    for (const pair of exactPairs(table)) expect(urls).toContain(pair.from);
    expect(urls).toEqual(expect.arrayContaining(['/about/', '/en/blog/crm-cleanup-plan?utm_source=newsletter&id=7', '/blog/tag/hubspot']));
  });

  test('every host gives the answer the table defines, except for the recorded differences', () => {
    expect(unexplained).toEqual([]);
  });

  test('every recorded difference still happens (none is kept after the host stopped differing)', () => {
    expect(KNOWN_DIFFERENCES.filter((d) => !used.has(d)).map((d) => `${d.host}: ${d.readme}`)).toEqual([]);
  });

  test('the README lists every recorded difference, word for word', () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8').replace(/\s+/g, ' ');
    for (const d of KNOWN_DIFFERENCES) expect([d.host, readme.includes(d.readme)]).toEqual([d.host, true]);
  });

  test('every host and the redirect pages agree on what the table promises most: old posts in one hop', () => {
    for (const [name, host] of Object.entries(hosts)) {
      const answer = follow(host, '/en/blog/how-to-hire-a-hubspot-consultant');
      expect([name, answer.hops.length, answer.finalUrl, answer.finalStatus]).toEqual([
        name,
        1,
        '/insights/hiring-and-working-with-a-hubspot-consultant',
        200,
      ]);
    }
    expect(follow(hosts.nginx!, '/en/blog/crm-cleanup-plan?utm_source=newsletter#step-1').finalUrl).toBe(
      '/insights/crm-cleanup-plan#step-1',
    );
    expect(follow(hosts.static!, '/en/blog/crm-cleanup-plan?utm_source=newsletter#step-1').finalUrl).toBe(
      '/insights/crm-cleanup-plan?utm_source=newsletter#step-1',
    );
    for (const name of ['nginx', 'static']) {
      expect([name, follow(hosts[name]!, '/search?q=lead+scoring').finalUrl]).toEqual([name, '/insights?q=lead+scoring']);
    }
  });

  test('no rule on any host leaves a trailing slash on its target', () => {
    for (const [name, host] of Object.entries(hosts)) {
      for (const url of urls) {
        for (const hop of follow(host, url).hops) {
          const target = split(hop.location).path;
          if (target !== '/' && target.endsWith('/')) throw new Error(`${name} ${url} → ${hop.location}`);
        }
      }
    }
  });

  test('/about/ answers /about on every host with rules', () => {
    for (const name of ['nginx', 'cloudflare-pages', 'vercel']) {
      expect([name, follow(hosts[name]!, '/about/').hops]).toEqual([name, [{status: 301, location: '/about'}]]);
    }
  });
});

describe('headers', () => {
  const expected = (file: string) => ({
    ...Object.fromEntries(headers),
    'Cache-Control': file.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
  });

  test('nginx, _headers (Netlify, Cloudflare Pages) and vercel.json send the same security and cache headers', () => {
    for (const url of ['/', '/about', ASSET, '/img/logo.svg', '/no-such-page']) {
      for (const name of ['nginx', 'netlify', 'cloudflare-pages', 'vercel']) {
        expect([name, url, follow(hosts[name]!, url).headers]).toEqual([name, url, expected(url)]);
      }
    }
  });

  test('nginx sends the security headers with its redirects too', () => {
    const redirect = hosts.nginx!.step('/about-us');
    expect(redirect.status).toBe(301);
    expect(redirect.headers).toEqual(Object.fromEntries(headers));
  });
});
