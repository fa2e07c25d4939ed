/**
 * Route groups (src/plugins/lean-client/routeGroups.ts, chunkFiles.ts,
 * client/routeGroups.tsx, client/preload.ts): the routes under /insights and
 * /case-studies are not in main.js but in buckets the browser loads on
 * demand. Everything a visitor does with those pages still works: link
 * prefetch, client-side navigation into each kind of page, back and forward
 * with the scroll position, the navigation error screen, the not-found page,
 * and recovery after a deploy removed the chunks an open tab asks for.
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {armFaults, rewriteRouteChunks} from './support/renderFaults';
import {resourceGroups} from '../../src/data/resources';
import {publishedPosts} from './support/samples';

const POST = '/insights/true-cost-of-bad-data';
/** A case study the home page links to (its resources), and the post's author, whose page the post links to. */
const HOME_CASE_STUDY = resourceGroups.flatMap((g) => g.links).find((l) => l.href.startsWith('/case-studies/'))!.href;
const POST_AUTHOR = publishedPosts('blog').find((p) => `/insights/${p.slug}` === POST)!.authors[0]!;

type Marked = {marker?: number};

/** Sets a marker on the window: it survives a client-side navigation and is gone after a page load. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as Marked).marker = 1));
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as Marked).marker);

/**
 * Clicks the first link to `href` the page has, shown or in a closed menu, as a visitor's click would, and waits
 * until the page it opens has replaced this one: the address changes at the click, the page once its code is in.
 */
async function follow(page: Page, href: string): Promise<void> {
  const heading = page.getByRole('heading', {level: 1});
  const before = await heading.textContent();
  await page.evaluate((h) => {
    const link = document.querySelector<HTMLAnchorElement>(`a[href="${h}"]`);
    if (!link) throw new Error(`no link to ${h}`);
    link.click();
  }, href);
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[/]/g, '\\/')}$`));
  await expect(heading).not.toHaveText(before ?? '');
}

/** The named route chunks a page runs when opened, without the start-up scripts and route buckets. */
async function routeScripts(page: Page, path: string): Promise<string[]> {
  const other = await page.context().newPage();
  try {
    await other.goto(path);
    await hydrated(other);
    return await other.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => (r as PerformanceResourceTiming).initiatorType === 'script' && r.name.includes('/assets/js/'))
        .map((r) => new URL(r.name).pathname)
        // Docusaurus prefetches the chunks the route names (its registry's), not the shared ones they need (numbered).
        .filter((s) => !/\/(main|runtime~main|react-dom|lean-routes-[\w-]+|\d+)\.[0-9a-f]+\.js$/.test(s)),
    );
  } finally {
    await other.close();
  }
}

test.describe('route groups', () => {
  test('main.js carries no route of a group; a group page loads its bucket', async ({page}) => {
    const scripts: string[] = [];
    page.on('requestfinished', (r) => scripts.push(new URL(r.url()).pathname));
    await page.goto(POST);
    await hydrated(page);
    const mainPath = scripts.find((s) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(s))!;
    const main = await (await page.request.get(mainPath)).text();
    // Route objects (the featured posts' links travel in global data, which is not a route).
    expect(main).not.toMatch(/path:"\/insights\/true-cost-of-bad-data"/);
    expect(main).toMatch(/path:"\/about"/);
    expect(scripts.some((s) => /\/assets\/js\/lean-routes-insights-\d+\.[0-9a-f]+\.js$/.test(s))).toBe(true);
  });

  test('link prefetch of a post and of /insights fetches their real route files', async ({page}) => {
    const fetched = new Map<string, number>();
    page.on('requestfinished', async (r) => fetched.set(new URL(r.url()).pathname, (await r.response())?.status() ?? 0));
    const own = new Set(await routeScripts(page, '/about'));
    const wanted = [...(await routeScripts(page, POST)), ...(await routeScripts(page, '/insights'))].filter((s) => !own.has(s));
    expect(wanted.length).toBeGreaterThan(0);
    await page.goto('/about');
    await hydrated(page);
    // What a link coming into view asks for (the footer links to both).
    await page.evaluate(([a, b]) => Promise.all([window.docusaurus.prefetch(a!), window.docusaurus.prefetch(b!)]), [POST, '/insights']);
    const prefetched = () =>
      page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    // Each file the two pages need that /about did not load is prefetched, and the server has it.
    await expect
      .poll(async () => {
        const links = await prefetched();
        return wanted.filter((s) => !links.includes(s));
      })
      .toEqual([]);
    await expect.poll(() => wanted.filter((s) => fetched.get(s) !== 200)).toEqual([]);
  });

  test('a list page prefetches the posts it shows from its one list module, not from a bucket per post', async ({page}) => {
    const wanted = await routeScripts(page, POST);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/insights');
    await hydrated(page);
    // The post is among the cards: once it is in view, its route files are prefetched.
    await page.locator(`main a[href="${POST}"]`).first().scrollIntoViewIfNeeded();
    const prefetched = () =>
      page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    await expect
      .poll(async () => {
        const links = await prefetched();
        return wanted.filter((s) => !requested.includes(s) && !links.includes(s));
      })
      .toEqual([]);
    const lists = requested.filter((s) => /\/lean-routes-insights-list-\d+\.[0-9a-f]+\.js$/.test(s));
    const buckets = requested.filter((s) => /\/lean-routes-insights-\d+\.[0-9a-f]+\.js$/.test(s));
    expect(lists).toHaveLength(1);
    // The index bucket (the list itself, its topics) and no bucket of a post or a later page.
    expect(buckets).toEqual([expect.stringMatching(/\/lean-routes-insights-0\./)]);
  });

  test('navigation into each group works without a page load', async ({page, consoleErrors}) => {
    await page.goto('/');
    await hydrated(page);
    await mark(page);
    // Each link is on the page the step before opened.
    for (const href of [
      HOME_CASE_STUDY,
      '/case-studies',
      '/insights',
      POST,
      '/insights/tags/crm-hygiene',
      POST,
      `/insights/authors/${POST_AUTHOR}`,
    ]) {
      await follow(page, href);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
      expect(await marker(page), `${href} opened with a page load`).toBe(1);
    }
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Marcus/);
    expect(consoleErrors).toEqual([]);
  });

  test('back and forward restore the scroll position across a group page', async ({page}) => {
    await page.goto('/insights');
    await hydrated(page);
    await mark(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    await follow(page, POST);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/The True Cost of Bad Data/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.goBack();
    await expect(page).toHaveURL(/\/insights$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${POST}$`));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(500);
    expect(await marker(page)).toBe(1);
  });

  test('an unknown path under a group gets the not-found page with a 404, and hydrates cleanly', async ({page, consoleErrors}) => {
    const response = await page.goto('/insights/no-such-post');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    expect(consoleErrors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    // The same page when reached inside the app.
    await page.goto('/about');
    await hydrated(page);
    await mark(page);
    // A history entry the app did not make, then a popstate: the router navigates to it in place.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/insights/no-such-post');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    expect(await marker(page)).toBe(1);
  });

  test('a group page that throws while rendering shows the navigation error screen', async ({page, consoleErrors}) => {
    await rewriteRouteChunks(page);
    await page.goto('/about');
    await hydrated(page);
    await armFaults(page, true);
    await follow(page, POST);
    await expect(page.getByRole('heading', {name: 'Navigation Error'})).toBeVisible();
    expect(consoleErrors.some((e) => e.includes('Simulated render failure'))).toBe(true);
    await armFaults(page, false);
    await page.getByRole('button', {name: 'Try Again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/The True Cost of Bad Data/);
  });

  test("Try Again before the group's routes have arrived waits for them: the page opens, not the not-found page", async ({page}) => {
    await rewriteRouteChunks(page);
    // The bucket of the post is held back until Try Again is clicked: the error screen shows while it is on its way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/lean-routes-insights-\d+\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/about');
    await hydrated(page);
    await armFaults(page, true);
    await follow(page, POST);
    await expect(page.getByRole('heading', {name: 'Navigation Error'})).toBeVisible();
    await armFaults(page, false);
    await page.getByRole('button', {name: 'Try Again'}).click();
    // The bucket is still on its way: no not-found page in the meantime.
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/The True Cost of Bad Data/);
  });

  test('after a new deploy removed the group chunks, a click reloads the page at its target', async ({page}) => {
    await page.goto('/about');
    await hydrated(page);
    await mark(page);
    // The deploy: every script the open tab may still ask for is gone, until the page reloads and gets the new site.
    // Every script, not the first one only: the first one asked for may be a link prefetch of another page.
    let gone = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) gone = false;
    });
    await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
      if (gone) await route.fulfill({status: 404, body: 'Not Found'});
      else await route.continue();
    });
    await follow(page, POST);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/The True Cost of Bad Data/);
    await hydrated(page);
    expect(await marker(page), 'the page was not reloaded').toBeUndefined();
  });
});
