/**
 * The preview build (scripts/build-previews.mjs, tests/support/preview-builds.json): a Vercel
 * preview, built with its host's own variables and with every third-party id of build/ set
 * (HubSpot's portal and contact form pointing at the local forms stand-in, the Google tag), as a
 * host applies them to previews by default. It may not be indexed, tracked or wired to the CRM
 * form, and it says what it is on every page. Whether a build is a preview, and what its marker
 * says, is read from each host's variables in one place (readDeployment, src/config/deployment.ts),
 * and tests/unit/deployment.test.ts and tests/unit/site.test.ts hold it for every host (a Netlify
 * deploy preview or branch deploy, a Vercel preview, a Cloudflare Pages preview branch); from there
 * every host's preview runs the same code, so one build proves that the outputs follow. build/,
 * made with the same ids, is production: the other specs check that it behaves as before.
 */
import type {Page, Request} from '@playwright/test';
import {test, expect, hydrated, isLocal, acceptCookies, storedCookieChoice} from './fixtures';
import {formsBaseURL, previewBuilds} from '../../playwright.config';
import {buildDir, builtPages} from '../support/builtPages';
import {CONSENT_ACCEPTED} from '../../src/config/consentStorage';
import {deploymentMarker, readDeployment} from '../../src/config/deployment';
import {NOT_PRODUCTION_ROBOTS} from '../../src/config/indexing';
import {contact} from '../../src/config/site';
import {metaValues, readHeadTags} from '../../src/plugins/post-build/headTags';
import {previewFormNote} from '../../src/pages/_contact/content';
import {buildDeployment, builtPosts} from '../support/publishedPosts';

/** Every request the page sends to the forms stand-in (local, so the fixtures' guard lets it through). */
function formsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(formsBaseURL)) seen.push(request.url());
  });
  return seen;
}

/** Scripts the page carries from any origin but the site's own. */
function foreignScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('script[src]'), (s) => (s as HTMLScriptElement).src).filter(
      (src) => new URL(src).origin !== location.origin,
    ),
  );
}

/** Catches navigations to mailto: URLs before the browser hands them to a mail program. */
async function catchMailto(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {mailtoSeen: string[]}).mailtoSeen = seen;
    (window as unknown as {navigation: EventTarget}).navigation.addEventListener('navigate', (event) => {
      const {destination} = event as Event & {destination: {url: string}};
      if (!destination.url.startsWith('mailto:')) return;
      event.preventDefault();
      seen.push(destination.url);
    });
  });
  return () => page.evaluate(() => (window as unknown as {mailtoSeen: string[]}).mailtoSeen);
}

const productionPages = builtPages(buildDir).map((p) => p.path);

/**
 * The pages a preview has and production does not: the posts it shows that production leaves out
 * (scheduled after the build's day, or drafts: src/lib/publication.ts), each with the list, tag,
 * author and archive pages of its blog that hold it. Empty when every post is published.
 */
function previewOnly(dir: string): {posts: string[]; sections: string[]} {
  const posts = (['blog', 'case-studies'] as const).flatMap((folder) => {
    const published = new Set(builtPosts(folder, buildDeployment(buildDir)).map((post) => post.path));
    return builtPosts(folder, buildDeployment(dir))
      .filter((post) => !published.has(post.path))
      .map((post) => post.path);
  });
  return {posts, sections: [...new Set(posts.map((post) => post.slice(0, post.indexOf('/', 1) + 1)))]};
}

for (const build of previewBuilds) {
  const marker = deploymentMarker(readDeployment(build.env));
  const url = (path: string) => `${build.baseURL}${path}`;

  test.describe(`${build.host} preview (${build.dir})`, () => {
    test('is a preview by its host variables, with a marker naming the host, branch and commit', () => {
      expect(marker).not.toBeNull();
      expect(marker!.label).toBe('Preview');
      expect(marker!.detail).toContain(readDeployment(build.env).ref);
    });

    test('every page says noindex, in its HTML and its headers, and opens with the marker', async ({request}) => {
      const pages = builtPages(build.dir);
      // Every page of production: nothing is left out of the walk. Besides them, only the posts
      // production leaves out and the pages of their blog that list them.
      const paths = pages.map((p) => p.path);
      expect(productionPages.filter((path) => !paths.includes(path))).toEqual([]);
      const only = previewOnly(build.dir);
      expect(only.posts.filter((path) => !paths.includes(path))).toEqual([]);
      const extra = paths.filter((path) => !productionPages.includes(path) && !only.posts.includes(path));
      expect(extra.filter((path) => !only.sections.some((section) => path.startsWith(section)))).toEqual([]);
      const problems: string[] = [];
      for (const {path, html} of pages) {
        const robots = metaValues(readHeadTags(html), 'robots');
        if (robots.length !== 1 || robots[0] !== NOT_PRODUCTION_ROBOTS) problems.push(`${path}: robots tags ${JSON.stringify(robots)}`);
        if (!html.includes(`${marker!.label}</strong>`) || !html.includes(marker!.detail)) problems.push(`${path}: no preview marker`);
        const response = await request.get(url(path), {maxRedirects: 0});
        if (response.headers()['x-robots-tag'] !== NOT_PRODUCTION_ROBOTS) {
          problems.push(`${path}: ${response.status()} X-Robots-Tag ${response.headers()['x-robots-tag']}`);
        }
      }
      const missing = await request.get(url('/no-such-page-here'));
      expect(missing.status()).toBe(404);
      expect(missing.headers()['x-robots-tag']).toBe(NOT_PRODUCTION_ROBOTS);
      expect(problems).toEqual([]);
    });

    test('robots.txt disallows everything and names no sitemap; the policy names no third-party origin', async ({request}) => {
      const robots = await request.get(url('/robots.txt'));
      expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
      const home = await request.get(url('/'));
      const policy = home.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy.match(/\S*(https?:|\*\.)\S*/g)).toBeNull();
    });

    test('with consent accepted, nothing leaves the site: no tracker, no analytics, no form service', async ({page, externalRequests}) => {
      // Four pages, each waited on until its network is quiet: more than one page's time.
      test.setTimeout(90_000);
      const forms = formsRequests(page);
      await page.goto(url('/'));
      await hydrated(page);
      const banner = page.getByRole('region', {name: 'Cookie consent'});
      await banner.getByRole('button', {name: 'Accept'}).click();
      await expect(banner).toBeHidden();
      expect(await storedCookieChoice(page)).toBe(CONSENT_ACCEPTED);
      await page.waitForLoadState('networkidle');
      expect(await foreignScripts(page)).toEqual([]);
      // A stored acceptance loads the trackers at start, on any page.
      for (const path of ['/contact', '/hubspot-roi-calculator', '/insights']) {
        await page.goto(url(path));
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(await foreignScripts(page), path).toEqual([]);
      }
      expect(externalRequests).toEqual([]);
      expect(forms).toEqual([]);
    });

    test('the contact form says it is a preview and sends by e-mail, never to the CRM form', async ({page, externalRequests}) => {
      const forms = formsRequests(page);
      const mailtos = await catchMailto(page);
      await acceptCookies(page);
      let now = Date.now();
      await page.clock.setFixedTime(now);
      await page.goto(url('/contact'));
      await hydrated(page);
      await expect(page.getByText(previewFormNote.title)).toBeVisible();
      const form = page.locator('form').filter({has: page.getByRole('button', {name: /^Send/})});
      await form.getByLabel('Your name', {exact: true}).fill('Jordan Ellis-Park');
      await form.getByLabel('Work e-mail', {exact: true}).fill('jordan.preview@northfield-partners.example');
      await form.getByLabel('Company or firm', {exact: true}).fill('Northfield Partners');
      await form.getByLabel('Your role', {exact: true}).fill('Operating Partner');
      await form.getByLabel('Company size or portfolio size', {exact: true}).selectOption({index: 1});
      await form
        .getByLabel('What would you like to fix?', {exact: true})
        .fill('Six portfolio companies, six definitions of a qualified lead.');
      await form.getByRole('checkbox', {name: /may contact me/}).check();
      now += 5_000;
      await page.clock.setFixedTime(now);
      await form.getByRole('button', {name: /^Send/}).click();
      await expect.poll(mailtos).toHaveLength(1);
      expect(new URL((await mailtos())[0]!).pathname).toBe(contact.email);
      await page.waitForLoadState('networkidle');
      expect(forms).toEqual([]);
      expect(externalRequests).toEqual([]);
    });

    for (const width of [390, 1280]) {
      test(`the marker is shown under the navbar at ${width} px, covering neither the page nor the cookie banner`, async ({page}) => {
        await page.setViewportSize({width, height: 844});
        await page.goto(url('/'));
        await hydrated(page);
        const shown = page.getByRole('complementary', {name: `${marker!.label} build`});
        await expect(shown).toBeVisible();
        await expect(shown).toContainText(marker!.label);
        await expect(shown).toContainText(marker!.detail);
        const box = (await shown.boundingBox())!;
        const navbar = (await page.locator('header[data-scrolled]').boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // Nothing paints over it (the home hero's band runs up behind it), and the page's heading starts below it.
        const topmost = await page.evaluate(
          ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-deployment-marker]'),
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(topmost).toBe(true);
        const heading = (await page.getByRole('heading', {level: 1}).boundingBox())!;
        expect(heading.y).toBeGreaterThanOrEqual(box.y + box.height);
        const banner = page.getByRole('region', {name: 'Cookie consent'});
        await expect(banner).toBeVisible();
        for (const button of await banner.getByRole('button').all()) {
          const b = (await button.boundingBox())!;
          expect(b.y >= box.y + box.height || b.y + b.height <= box.y).toBe(true);
        }
        expect(isLocal(page.url())).toBe(true);
      });
    }
  });
}
