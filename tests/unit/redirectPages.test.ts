/**
 * The redirect pages of a build for a host that only serves files, as
 * `@docusaurus/plugin-client-redirects` itself writes them with the site's
 * `createRedirects`: one at every legacy path the build can list, none in a
 * build for a host with redirect rules, and each leading the browser to its
 * target (read by the model of tests/unit/support/hosts.ts). The host walk
 * (tests/hosts/hostEngines.test.ts) asks them of a real build served as such a
 * host serves it; the browser tests follow a sample in Chromium.
 */
import {beforeAll, describe, expect, test} from '@jest/globals';
import path from 'node:path';
import {clientSourcesFor, expandRedirects, redirectPageSources, resolveRedirect} from '@site/src/plugins/post-build/redirects';
import {siteRedirectTable} from '@site/src/plugins/post-build/siteRedirects';
import {clientRedirectPages} from './support/clientRedirectPages';
import {follow, staticFilesHost} from './support/hosts';
import {sitePaths} from './support/sitePaths';

const pages = sitePaths();
const pageSet = new Set(pages);
/** The routes Docusaurus hands the plugin: every page, plus the not-found page's own route. */
const routes = [...pages, '/404.html'];
const rawTable = siteRedirectTable(path.resolve(__dirname, '../..')).table;
const table = expandRedirects(rawTable, pages);
const siteFiles = new Map<string, string>([
  ...pages.map((p): [string, string] => [p === '/' ? 'index.html' : `${p.slice(1)}.html`, '<!DOCTYPE html><p>page</p>']),
  ['404.html', '<!DOCTYPE html><p>not found</p>'],
]);
/** What the plugin writes for a build for a host that only serves files (filled before the tests run). */
let redirectPages = new Map<string, string>();
/** The legacy path a redirect page answers: `en/about/index.html` answers `/en/about`. */
const sourceOf = (file: string) => `/${file.replace(/\/index\.html$/, '')}`;

beforeAll(async () => {
  redirectPages = await clientRedirectPages(routes, redirectPageSources('static', rawTable));
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

  test('with scripts, a page sends the browser to its target with the query and fragment; without, its refresh sends it to the target alone', async () => {
    const withScripts = staticFilesHost(new Map([...siteFiles, ...redirectPages]));
    const withoutScripts = staticFilesHost(new Map([...siteFiles, ...redirectPages]), {scripts: false});
    expect((await follow(withScripts, '/about-us?ref=mail#team')).hops).toEqual([{status: 'client', location: '/about?ref=mail#team'}]);
    expect((await follow(withoutScripts, '/about-us?ref=mail#team')).hops).toEqual([{status: 'client', location: '/about'}]);
    for (const file of redirectPages.keys()) {
      const from = sourceOf(file);
      // `/index` finds the home page's own `index.html` first (a recorded difference).
      if (siteFiles.has(`${from.slice(1)}.html`)) continue;
      const want = resolveRedirect(from, table)!.to;
      expect([from, await follow(withoutScripts, `${from}?a=1#b`)]).toEqual([
        from,
        {hops: [{status: 'client', location: want}], finalUrl: want, finalStatus: 200, headers: {}},
      ]);
    }
  });
});
