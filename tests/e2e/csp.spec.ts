import fs from 'node:fs';
import path from 'node:path';
import {baseURL, formsBaseURL, plainBaseURL} from '../../playwright.config';
import {watchCspViolations} from './csp';
import {test, expect, hydrated} from './fixtures';
import {reachedOnly} from './support/reachedPages';
import {machinery} from './support/specPages';
import {buildDeployment, listedPosts} from '../support/publishedPosts';

/**
 * The Content-Security-Policy as nginx serves it with each build: `build/`
 * (HubSpot and Google configured, pointing at local stand-ins) and
 * `build-plain/` (nothing configured). The full sitemap walk of `build/`
 * (site-walk.spec.ts) and the consent and contact tests also fail on any
 * violation; this file checks the policy itself, that it blocks what it
 * must, and walks `build-plain/`.
 */

const builds = [
  {name: 'configured', dir: 'build', base: baseURL},
  {name: 'plain', dir: 'build-plain', base: plainBaseURL},
] as const;

/** The headers the build wrote for every path in `_headers` (the `/*` block). */
function writtenHeaders(dir: string): Record<string, string> {
  const block = fs.readFileSync(path.resolve(dir, '_headers'), 'utf8').split(/\n(?=\S)/)[0]!;
  return Object.fromEntries([...block.matchAll(/^ {2}([A-Za-z-]+): (.+)$/gm)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((d): [string, string[]] => [d.split(' ')[0]!, d.split(' ').slice(1)]));
}

for (const build of builds) {
  test(
    `${build.name} build: nginx sends exactly the security headers written for the other hosts, and no version`,
    machinery('the headers each build writes'),
    async ({request}) => {
      const written = writtenHeaders(build.dir);
      expect(Object.keys(written)).toHaveLength(8);
      for (const url of ['/', '/contact', '/this-page-was-never-here']) {
        const response = await request.get(`${build.base}${url}`, {maxRedirects: 0});
        const sent = response.headers();
        for (const [name, value] of Object.entries(written)) expect([url, name, sent[name]]).toEqual([url, name, value]);
        expect(sent['server']).toBe('nginx');
      }
    },
  );
}

test(
  'the policy allows inline scripts by hash only, never eval, and third-party hosts only where they are configured',
  machinery('the policy each build writes'),
  () => {
    const configured = directives(writtenHeaders('build')['content-security-policy']!);
    const plain = directives(writtenHeaders('build-plain')['content-security-policy']!);
    for (const policy of [configured, plain]) {
      expect(policy.get('script-src')!.filter((s) => !s.startsWith("'sha256-"))).toEqual(
        policy === plain
          ? ["'self'", "'wasm-unsafe-eval'"]
          : ["'self'", "'wasm-unsafe-eval'", 'https://js.hs-scripts.com', 'https://js.hs-analytics.net', 'https://*.googletagmanager.com'],
      );
      expect(policy.get('script-src')!.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThanOrEqual(4);
      expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
      expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
    }
    // The two builds carry the same inline scripts, so the same hashes.
    expect(configured.get('script-src')!.filter((s) => s.startsWith("'sha"))).toEqual(
      plain.get('script-src')!.filter((s) => s.startsWith("'sha")),
    );
    expect(configured.get('form-action')).toEqual(["'self'", formsBaseURL]);
    expect(configured.get('connect-src')).toContain(formsBaseURL);
    expect(plain.get('form-action')).toEqual(["'self'"]);
    expect(plain.get('connect-src')).toEqual(["'self'"]);
    expect(plain.get('img-src')).toEqual(["'self'", 'data:']);
  },
);

test("an inline script or handler that is not in the policy is blocked and reported; the site's own inline scripts run", async ({page}) => {
  const violations = await watchCspViolations(page);
  await page.goto('/');
  await hydrated(page);
  // The consent defaults (an inline script allowed by its hash) ran before anything else.
  expect(await page.evaluate(() => Array.isArray(window.dataLayer))).toBe(true);
  expect(violations).toEqual([]);

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
    return (window as unknown as {__injected?: boolean}).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations).toEqual([expect.stringMatching(/^\/: script-src-elem blocked inline( at |$)/)]);

  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img alt="" src="data:," onerror="window.__handler = true">'));
  await expect.poll(() => violations.length).toBe(2);
  expect(violations[1]).toMatch(/^\/: script-src-attr blocked inline( at |$)/);
  expect(await page.evaluate(() => (window as unknown as {__handler?: boolean}).__handler)).toBeUndefined();
});

test('a script from a host the policy does not list is blocked', async ({page}) => {
  const violations = await watchCspViolations(page);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://cdn.example.net/widget.js';
    document.body.appendChild(script);
  });
  await expect
    .poll(() => violations)
    .toEqual([expect.stringMatching(/^\/: script-src-elem blocked https:\/\/cdn\.example\.net\/widget\.js/)]);
});

test.describe(
  'with nothing configured (build-plain/): every sitemap page without a policy violation',
  machinery('the policy of a build with nothing configured'),
  () => {
    // Read when the tests are listed; without build-plain/ the walk is one test that says so.
    const sitemap = path.resolve('build-plain/sitemap.xml');
    if (!fs.existsSync(sitemap)) {
      test('build-plain/ is built', () => expect(fs.existsSync(sitemap), `${sitemap} is missing: npm test makes build-plain/`).toBe(true));
      return;
    }
    const paths = [...fs.readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    // All of them, or those the quick check names (E2E_PAGES).
    const walked = reachedOnly(paths, (p) => p);
    const parts = Math.min(3, walked.length);
    const size = Math.ceil(walked.length / parts);
    for (let part = 0; part < parts; part++) {
      const chunk = walked.slice(part * size, (part + 1) * size);
      test(`part ${part + 1} of ${parts} (${chunk.length} pages)`, async ({page}) => {
        // About a second a page on an idle machine; a busy one may take several.
        test.setTimeout(chunk.length * 10_000);
        // The sitemap lists every post the build lists.
        const listed = (['blog', 'case-studies'] as const).flatMap((folder) =>
          listedPosts(folder, buildDeployment(path.resolve('build-plain'))),
        );
        const inSitemap = new Set(paths.map((p) => p.replace(/(.)\/$/, '$1')));
        expect(listed.filter((post) => !inSitemap.has(post.path)).map((post) => post.file)).toEqual([]);
        const problems = await watchCspViolations(page);
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        for (const p of chunk) {
          const response = await page.goto(`${plainBaseURL}${p}`);
          if (response?.status() !== 200) problems.push(`${p}: answered ${response?.status()}`);
          await hydrated(page);
        }
        expect(problems).toEqual([]);
      });
    }
  },
);
