import fs from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated} from './fixtures';
import {exactRedirects, prefixRedirects} from '../../src/config/redirects';
import {resolveRedirect} from '../../src/lib/redirects';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

/** Every page the sitemap lists, as a path. */
function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Sample sub-paths for each prefix rule, with where they must land. */
const prefixSamples: Array<[string, string]> = [
  ['/servies/analytics-bi', '/services/analytics-bi'],
  ['/servies', '/services'],
  ['/insigths/crm-cleanup-plan', '/insights/crm-cleanup-plan'],
  ['/insigths', '/insights'],
  ['/leaderschip', '/about'],
  ['/leaderschip/dana-whitfield', '/about'],
  ['/en/blog/true-cost-of-bad-data', '/insights/true-cost-of-bad-data'],
  ['/blog/data-enrichment-strategy', '/insights/data-enrichment-strategy'],
  ['/en/about', '/about'],
  ['/en/guides/hubspot-expert', '/guides/hubspot-expert'],
  ['/en', '/'],
];

test.describe('server redirects (nginx with the generated rules)', () => {
  test('every exact legacy path answers 301 with its target, one at a time', async ({request}) => {
    const wrong: string[] = [];
    for (const rule of exactRedirects) {
      for (const from of [rule.from, `${rule.from}/`]) {
        if (from === '//') continue;
        const response = await request.get(from, {maxRedirects: 0});
        const location = response.headers()['location'];
        if (response.status() !== 301 || location !== rule.to) wrong.push(`${from}: ${response.status()} ${location ?? '(no Location)'}, expected 301 ${rule.to}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('prefix and typo rules keep their sub-paths; old blog links drop the query', async ({request}) => {
    for (const [from, to] of prefixSamples) {
      expect(resolveRedirect(from, exactRedirects, prefixRedirects)?.to).toBe(to);
      const response = await request.get(from, {maxRedirects: 0});
      expect([from, response.status(), response.headers()['location']]).toEqual([from, 301, to]);
    }
    const withQuery = await request.get('/en/blog/crm-cleanup-plan?utm_source=newsletter&id=7', {maxRedirects: 0});
    expect(withQuery.headers()['location']).toBe('/insights/crm-cleanup-plan');
    const kept = await request.get('/servies/team-training?ref=mail', {maxRedirects: 0});
    expect(kept.headers()['location']).toBe('/services/team-training?ref=mail');
  });

  test('every canonical page answers 200, and with a trailing slash 301 to itself without it', async ({request}) => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const p of paths) {
      const response = await request.get(p, {maxRedirects: 0});
      if (response.status() !== 200) wrong.push(`${p}: ${response.status()}`);
    }
    expect(wrong).toEqual([]);
    const about = await request.get('/about/', {maxRedirects: 0});
    expect([about.status(), about.headers()['location']]).toEqual([301, '/about']);
    const post = await request.get('/insights/crm-cleanup-plan/', {maxRedirects: 0});
    expect([post.status(), post.headers()['location']]).toEqual([301, '/insights/crm-cleanup-plan']);
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

  test('security and cache headers', async ({request}) => {
    const html = await request.get('/');
    const h = html.headers();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['strict-transport-security']).toContain('max-age=');
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['cache-control']).toContain('must-revalidate');
    const asset = fs.readdirSync(path.join(buildDir, 'assets/js')).find((f) => f.startsWith('main.'))!;
    const js = await request.get(`/assets/js/${asset}`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers()['x-content-type-options']).toBe('nosniff');
    expect((await request.get('/nginx/site.conf')).status()).toBe(404);
  });
});

test.describe('client redirect pages (a host without server rules)', () => {
  test('each static redirect page leads the browser to its target', async ({page}) => {
    test.setTimeout(120_000);
    // A rule that drops sub-paths has a static page for its bare path only: sub-paths cannot be listed in advance.
    const dropped = (from: string) => prefixRedirects.some((r) => r.subPaths === 'drop' && from.startsWith(`${r.from}/`));
    const pages = [
      ...exactRedirects.filter((r) => !r.serverOnly).map((r) => [r.from, r.to] as const),
      ...prefixSamples.filter(([from]) => !dropped(from)),
    ];
    for (const [from, to] of pages) {
      const file = path.join(buildDir, from, 'index.html');
      expect([from, fs.existsSync(file)]).toEqual([from, true]);
      // Answer the legacy URL with its static page, exactly as a plain file host would.
      await page.route(`**${from}`, (route) => route.fulfill({path: file, contentType: 'text/html'}), {times: 1});
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
    }
  });
});
