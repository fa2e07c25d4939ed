import fs from 'node:fs';
import path from 'node:path';
import {plainBaseURL} from '../../playwright.config';
import {exactRedirects, prefixRedirects} from '../../src/config/redirects';
import {expandRedirects, resolveRedirect} from '../../src/lib/redirects';
import {IMMUTABLE_CACHE, REVALIDATE_CACHE, redirectPageFile} from '../../src/lib/serverRules';
import {watchCspViolations} from './csp';
import {test, expect, hydrated} from './fixtures';

/**
 * `build/` is built for nginx (SITE_HOST=nginx): real 301s and no redirect
 * pages. `build-plain/` is built for a host that only serves files
 * (SITE_HOST=static), so it carries a redirect page for every legacy path
 * the build can list; the client tests below serve those pages as such a
 * host would.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const plainDir = path.resolve('build-plain');

/** Every page the sitemap lists, as a path. */
function sitemapPaths(dir: string): string[] {
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

const table = expandRedirects({exact: exactRedirects, prefix: prefixRedirects}, sitemapPaths(buildDir));

/** Sample sub-paths for each prefix rule, with where they must land. */
const prefixSamples: Array<[string, string]> = [
  ['/servies/analytics-bi', '/services/analytics-bi'],
  ['/servies', '/services'],
  ['/insigths/crm-cleanup-plan', '/insights/crm-cleanup-plan'],
  ['/insigths', '/insights'],
  ['/leaderschip', '/about'],
  ['/leaderschip/dana-whitfield', '/about'],
  ['/en/blog/true-cost-of-bad-data', '/insights/true-cost-of-bad-data'],
  ['/en/blog/how-to-hire-a-hubspot-consultant', '/insights/hiring-and-working-with-a-hubspot-consultant'],
  ['/en/blog/tag/hubspot', '/insights/tags/hubspot'],
  ['/en/blog/tag/no-longer-a-tag', '/insights/tags'],
  ['/blog/data-enrichment-strategy', '/insights/data-enrichment-strategy'],
  ['/blog/tag/data-quality', '/insights/tags/data-quality'],
  ['/en/about', '/about'],
  ['/en/guides/hubspot-expert', '/guides/hubspot-expert'],
  ['/en', '/'],
];

test.describe('server redirects (nginx with the generated rules)', () => {
  test('every exact legacy path answers 301 with its target, one at a time, with the query where the rule keeps it', async ({request}) => {
    const wrong: string[] = [];
    for (const rule of exactRedirects) {
      for (const from of [rule.from, `${rule.from}/`, `${rule.from}?utm_source=mail`]) {
        if (from === '//' || from === '/index.html/') continue;
        const response = await request.get(from, {maxRedirects: 0});
        const location = response.headers()['location'];
        const want = from.endsWith('?utm_source=mail') && !rule.dropQuery ? `${rule.to}?utm_source=mail` : rule.to;
        if (response.status() !== 301 || location !== want) wrong.push(`${from}: ${response.status()} ${location ?? '(no Location)'}, expected 301 ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('prefix and typo rules keep their sub-paths; old blog links drop the query; old tags land on a tag page or the tag list', async ({request}) => {
    for (const [from, to] of prefixSamples) {
      expect(resolveRedirect(from, table)?.to).toBe(to);
      const response = await request.get(from, {maxRedirects: 0});
      expect([from, response.status(), response.headers()['location']]).toEqual([from, 301, to]);
    }
    const withQuery = await request.get('/en/blog/crm-cleanup-plan?utm_source=newsletter&id=7', {maxRedirects: 0});
    expect(withQuery.headers()['location']).toBe('/insights/crm-cleanup-plan');
    const kept = await request.get('/servies/team-training?ref=mail', {maxRedirects: 0});
    expect(kept.headers()['location']).toBe('/services/team-training?ref=mail');
    const search = await request.get('/search?q=lead%20scoring', {maxRedirects: 0});
    expect(search.headers()['location']).toBe('/insights?q=lead%20scoring');
  });

  test('every canonical page answers 200, and with a trailing slash 301 to itself without it', async ({request}) => {
    const paths = sitemapPaths(buildDir);
    expect(paths.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const p of paths) {
      const response = await request.get(p, {maxRedirects: 0});
      if (response.status() !== 200) wrong.push(`${p}: ${response.status()}`);
    }
    expect(wrong).toEqual([]);
    const about = await request.get('/about/', {maxRedirects: 0});
    expect([about.status(), about.headers()['location']]).toEqual([301, '/about']);
    const post = await request.get('/insights/crm-cleanup-plan/?ref=x', {maxRedirects: 0});
    expect([post.status(), post.headers()['location']]).toEqual([301, '/insights/crm-cleanup-plan?ref=x']);
  });

  test('an unknown path answers 404 with the not-found page; an unknown service with the service-not-found page', async ({page}) => {
    const response = await page.goto('/this-page-was-never-here');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    const service = await page.goto('/services/unknown-service');
    expect(service?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
    await expect(page.getByRole('link', {name: /services/i}).first()).toBeVisible();
  });

  test('security and cache headers, on pages, assets and redirects; no server version', async ({request}) => {
    const html = await request.get('/');
    const h = html.headers();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['strict-transport-security']).toContain('max-age=');
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    expect(h['cache-control']).toBe(REVALIDATE_CACHE);
    expect(h['server']).toBe('nginx');
    const asset = fs.readdirSync(path.join(buildDir, 'assets/js')).find((f) => f.startsWith('main.'))!;
    const js = await request.get(`/assets/js/${asset}`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(js.headers()['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(js.headers()['x-content-type-options']).toBe('nosniff');
    const redirect = await request.get('/about-us', {maxRedirects: 0});
    expect(redirect.headers()['content-security-policy']).toBe(h['content-security-policy']);
    expect(redirect.headers()['server']).toBe('nginx');
    expect((await request.get('/nginx/site.conf')).status()).toBe(404);
  });
});

test.describe('client redirect pages (a host without redirect rules)', () => {
  const plainPolicy = () => /Content-Security-Policy: (.+)/.exec(fs.readFileSync(path.join(plainDir, '_headers'), 'utf8'))![1]!;

  test('only the build for a host that serves files carries them; the nginx build has none', () => {
    const pages = [...exactRedirects.filter((r) => !r.serverOnly).map((r) => r.from), ...prefixSamples.map(([from]) => from)].filter(
      (from) => !from.startsWith('/leaderschip/') && !from.endsWith('/no-longer-a-tag'),
    );
    for (const from of pages) {
      expect([from, fs.existsSync(path.join(plainDir, redirectPageFile(from)))]).toEqual([from, true]);
      expect([from, fs.existsSync(path.join(buildDir, redirectPageFile(from)))]).toEqual([from, false]);
    }
    expect(fs.existsSync(path.join(buildDir, 'en'))).toBe(false);
  });

  test('each page leads the browser to its target under the real policy, keeping the query and fragment as the rule says', async ({page}) => {
    test.setTimeout(180_000);
    const violations = await watchCspViolations(page);
    const policy = plainPolicy();
    // A rule that drops sub-paths has a page for its bare path only: sub-paths cannot be listed in advance.
    const dropped = (from: string) => from.startsWith('/leaderschip/') || from.endsWith('/no-longer-a-tag');
    const visits: Array<[string, string]> = [
      ...exactRedirects.filter((r) => !r.serverOnly).map((r): [string, string] => [r.from, r.to]),
      ...prefixSamples.filter(([from]) => !dropped(from)),
      ['/about-us?ref=mail#team', '/about?ref=mail#team'],
      ['/search?q=lead%20scoring', '/insights?q=lead%20scoring'],
      ['/en/blog/crm-cleanup-plan?utm_source=newsletter#step-1', '/insights/crm-cleanup-plan#step-1'],
      ['/en/blog/how-to-hire-a-hubspot-consultant?utm_campaign=x', '/insights/hiring-and-working-with-a-hubspot-consultant'],
    ];
    for (const [from, to] of visits) {
      const pathname = new URL(from, plainBaseURL).pathname;
      const file = path.join(plainDir, redirectPageFile(pathname));
      // Answer the legacy URL with its page and the build's headers, exactly as a file host with those headers would.
      await page.route(
        (url) => url.pathname === pathname,
        (route) => route.fulfill({path: file, contentType: 'text/html', headers: {'Content-Security-Policy': policy}}),
        {times: 1},
      );
      await page.goto(`${plainBaseURL}${from}`);
      await expect(page).toHaveURL(`${plainBaseURL}${to}`);
    }
    expect(violations).toEqual([]);
  });
});
