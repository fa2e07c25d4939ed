/**
 * Host parity, on the hosts' own engines: every legacy path of the redirect
 * table (with and without a trailing slash and a query, and sub-paths of the
 * prefix rules), every page with and without a trailing slash and a few dead
 * ends (tests/hosts/support/walk.ts), asked of
 *
 * - nginx itself, over `build-plain/` with its generated rules;
 * - Netlify's emulator (`NetlifyDev`), over `build-netlify/` (SITE_HOST=netlify);
 * - Cloudflare's `wrangler pages dev`, over `build-cloudflare/` (SITE_HOST=cloudflare-pages);
 * - nginx with no rules over `build-static/`, a host that only serves files,
 *   whose redirect pages move the browser on;
 * - Vercel: the routes `@vercel/routing-utils` compiles from the committed
 *   `vercel.json`, applied by the model of tests/unit/support/hosts.ts (no
 *   Vercel engine runs offline), over the files of `build-plain/`.
 *
 * The table is the site's whole table, the content's own former addresses
 * and retired posts included, as the build settles it: no walked URL may take
 * two hops on any host, and every legacy path must end on a page. Each host
 * must give the answer the table defines: the same redirects (one 301,
 * to a target without a trailing slash), final URL and status, and the
 * security and cache headers the build generated. The only exceptions are the
 * known differences (KNOWN_DIFFERENCES), each of which must still happen;
 * tests/README.md lists them (tests/unit/docs.test.ts holds the list to them).
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from '@jest/globals';
import {getTransformedRoutes} from '@vercel/routing-utils';
import {expandRedirects} from '@site/src/plugins/post-build/redirects';
import {securityHeaders} from '@site/src/plugins/post-build/securityHeaders';
import {IMMUTABLE_CACHE, REVALIDATE_CACHE, type VercelConfig} from '@site/src/plugins/post-build/serverRules';
import {isServicePage, serviceCards} from '@site/src/data/services';
import {withoutTrailingSlash} from '@site/src/lib/url';
import {follow, split, vercelHost, type Answer, type Host, type VercelRoute} from '../unit/support/hosts';
import {startCloudflare, startNetlify, startNginx, type Engine} from './support/engines';
import {root} from './support/servers';
import {
  KNOWN_DIFFERENCES,
  defined,
  filesOf,
  legacyPaths,
  pagesOf,
  rawTable,
  redirectPageSources,
  walkedUrls,
  type KnownDifference,
  type WalkContext,
} from './support/walk';

const BUILDS = {
  nginx: 'build-plain',
  netlify: 'build-netlify',
  'cloudflare-pages': 'build-cloudflare',
  vercel: 'build-plain',
  static: 'build-static',
} as const;
type HostName = keyof typeof BUILDS;
const HOSTS = Object.keys(BUILDS) as HostName[];

const dir = (name: HostName) => path.join(root, BUILDS[name]);
const pages = pagesOf(dir('nginx'));
const pageSet = new Set(pages);
const table = expandRedirects(rawTable, pages);
const urls = walkedUrls(table, pages);
const legacy = legacyPaths(table, pages);
/** Whether a walked URL asks a legacy path that leads to a page (with or without a trailing slash and a query). */
const isLegacy = (url: string) => legacy.has(withoutTrailingSlash(split(url).path));
const context: WalkContext = {table, redirectPages: redirectPageSources(dir('static'))};
const vercelJson = JSON.parse(fs.readFileSync(path.join(root, 'vercel.json'), 'utf8')) as VercelConfig;

const engines: Engine[] = [];
const hosts = {} as Record<HostName, Host>;
/** Each host's answer for each walked URL. */
const answers = {} as Record<HostName, Map<string, Answer & {headers: Record<string, string>}>>;

/** Asks every URL of the list, sixteen at a time: wrangler, the slowest engine, answers the walk fastest so. */
async function walk(host: Host, list: readonly string[]): Promise<Map<string, Answer & {headers: Record<string, string>}>> {
  const result = new Map<string, Answer & {headers: Record<string, string>}>();
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const url = list[next++]!;
      result.set(url, await follow(host, url));
    }
  };
  await Promise.all(Array.from({length: 16}, worker));
  return result;
}

beforeAll(async () => {
  const started = await Promise.allSettled([
    startNginx('nginx', BUILDS.nginx),
    startNetlify(BUILDS.netlify),
    startCloudflare(BUILDS['cloudflare-pages']),
    startNginx('static', BUILDS.static, {filesOnly: true}),
  ]);
  for (const s of started) if (s.status === 'fulfilled') engines.push(s.value);
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  const [nginx, netlify, cloudflare, files] = engines;
  const {routes, error} = getTransformedRoutes(vercelJson);
  if (error || !routes) throw new Error(`@vercel/routing-utils cannot compile vercel.json: ${error?.message}`);
  const vercelFiles = new Map(filesOf(dir('vercel')).map((f) => [f, '']));
  Object.assign(hosts, {
    nginx: nginx!.host,
    netlify: netlify!.host,
    'cloudflare-pages': cloudflare!.host,
    vercel: vercelHost(routes as VercelRoute[], vercelFiles),
    static: files!.host,
  });
  // The hosts are walked at once: each engine is a process of its own (Vercel's routes are matched here).
  await Promise.all(HOSTS.map(async (name) => (answers[name] = await walk(hosts[name], urls))));
}, 900_000);

afterAll(async () => {
  await Promise.all(engines.map((e) => e.server.stop()));
});

describe('the builds walked', () => {
  test('every build has the same pages, and the walk asks each legacy path of the table and each page', () => {
    for (const name of HOSTS) expect([name, pagesOf(dir(name))]).toEqual([name, pages]);
    expect(pages.length).toBeGreaterThan(100);
    expect(urls.length).toBeGreaterThan(2000);
    const service = serviceCards.find(isServicePage)!.href;
    expect(urls).toEqual(
      expect.arrayContaining([
        '/about/',
        '/en/blog/crm-cleanup-plan?utm_source=newsletter&id=7',
        `/servies${service.slice('/services'.length)}/`,
        ...[...legacy].map((p) => `${p}?utm_source=newsletter&id=7`),
      ]),
    );
  });

  test('the table the hosts are given has no chain and no redirect to a page that does not exist', () => {
    const wrong: string[] = [];
    for (const url of urls) {
      const want = defined(url, table, pageSet);
      if (want.hops.length > 1) wrong.push(`${url}: ${want.hops.map((h) => h.location).join(' → ')}`);
      if (isLegacy(url) && want.finalStatus !== 200) wrong.push(`${url}: leads to ${want.finalUrl}, which is not a page`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('host parity', () => {
  const used = new Set<KnownDifference>();
  const unexplained = (name: HostName): string[] => {
    const wrong: string[] = [];
    for (const url of urls) {
      const want = defined(url, table, pageSet);
      const got = answers[name].get(url)!;
      const same =
        name === 'static'
          ? got.hops.length === want.hops.length && got.finalUrl === want.finalUrl && got.finalStatus === want.finalStatus
          : JSON.stringify({hops: got.hops, finalUrl: got.finalUrl, finalStatus: got.finalStatus}) === JSON.stringify(want);
      if (same) continue;
      const difference = KNOWN_DIFFERENCES.find((d) => d.host === name && d.explains(url, want, got, context));
      if (difference) used.add(difference);
      else
        wrong.push(
          `${url}: ${JSON.stringify({hops: got.hops, finalUrl: got.finalUrl, finalStatus: got.finalStatus})}, defined ${JSON.stringify(want)}`,
        );
    }
    return wrong;
  };

  for (const name of HOSTS) {
    test(`${name} gives the answer the table defines, except for the recorded differences`, () => {
      expect(unexplained(name)).toEqual([]);
    });
  }

  test('every recorded difference still happens (none is kept after the host stopped differing)', () => {
    expect(KNOWN_DIFFERENCES.filter((d) => !used.has(d)).map((d) => `${d.host}: ${d.description}`)).toEqual([]);
  });

  for (const name of HOSTS) {
    test(`${name} answers every walked URL in at most one hop, and every legacy path of the table on a page`, () => {
      const wrong: string[] = [];
      for (const url of urls) {
        const got = answers[name].get(url)!;
        if (got.hops.length > 1)
          wrong.push(`${url}: ${got.hops.length} hops: ${got.hops.map((h) => `${h.status} ${h.location}`).join(', ')}`);
        if (isLegacy(url) && got.finalStatus !== 200) wrong.push(`${url}: ends on ${got.finalUrl} with ${got.finalStatus}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  test('every host takes an old post to its insight in one hop', () => {
    for (const name of HOSTS) {
      const answer = answers[name].get('/en/blog/how-to-hire-a-hubspot-consultant')!;
      expect([name, answer.hops.length, answer.finalUrl, answer.finalStatus]).toEqual([
        name,
        1,
        '/insights/hiring-and-working-with-a-hubspot-consultant',
        200,
      ]);
    }
  });
});

describe('headers', () => {
  /** The security headers a build generated, as its `_headers` (and so every host's rules) carry them. */
  const generated = (csp: string) => Object.fromEntries(securityHeaders(csp).map(([name, value]) => [name.toLowerCase(), value]));
  const cspOf = (name: HostName): string => {
    if (name === 'vercel') return vercelJson.headers[0]!.headers.find((h) => h.key === 'Content-Security-Policy')!.value;
    return /^ {2}Content-Security-Policy: (.+)$/m.exec(fs.readFileSync(path.join(dir(name), '_headers'), 'utf8'))![1]!;
  };
  /** The main bundle of a build: its name differs between builds, which name their host in it. */
  const assetOf = (name: HostName) =>
    `/assets/js/${fs.readdirSync(path.join(dir(name), 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))}`;
  const image = `/img/${fs.readdirSync(path.join(dir('nginx'), 'img')).find((f) => f.endsWith('.svg'))}`;

  for (const name of ['nginx', 'netlify', 'cloudflare-pages', 'vercel'] as const) {
    test(`${name} sends the generated security headers and the cache rule with pages, files and the not-found page`, async () => {
      const want = generated(cspOf(name));
      for (const url of ['/', '/about', assetOf(name), image, '/no-such-page']) {
        // Netlify's emulator has no not-found page (Netlify's CDN serves 404.html): it answers nothing there.
        if (name === 'netlify' && url === '/no-such-page') continue;
        const {headers, finalStatus} = await follow(hosts[name], url);
        // Cloudflare Pages keeps a not-found answer out of every cache.
        const notFoundCache = name === 'cloudflare-pages' ? 'no-store' : REVALIDATE_CACHE;
        const cache = url.startsWith('/assets/') ? IMMUTABLE_CACHE : url === '/no-such-page' ? notFoundCache : REVALIDATE_CACHE;
        const sent = Object.fromEntries(Object.keys(want).map((h) => [h, headers[h]]));
        expect([name, url, finalStatus, sent, headers['cache-control']]).toEqual([
          name,
          url,
          url === '/no-such-page' ? 404 : 200,
          want,
          cache,
        ]);
      }
    });
  }

  /** The generated security headers a host sends with its answer to a legacy path. */
  const withRedirect = async (name: HostName) => {
    const redirect = await hosts[name].step('/about-us');
    expect([name, redirect.status]).toEqual([name, 301]);
    return Object.keys(generated(cspOf(name))).filter((h) => h in redirect.headers);
  };

  test('nginx and Cloudflare Pages send them with their redirects too', async () => {
    for (const name of ['nginx', 'cloudflare-pages'] as const) {
      expect([name, await withRedirect(name)]).toEqual([name, Object.keys(generated(cspOf(name)))]);
    }
  });

  test('Netlify and Vercel send a redirect without them', async () => {
    for (const name of ['netlify', 'vercel'] as const) expect([name, await withRedirect(name)]).toEqual([name, []]);
  });

  test('a host that only serves files sends none of them', async () => {
    const {headers} = await follow(hosts.static, '/about');
    expect(Object.keys(generated(cspOf('static'))).filter((h) => h in headers)).toEqual([]);
  });
});
