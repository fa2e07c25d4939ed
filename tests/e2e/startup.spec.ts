/**
 * How the client starts (src/plugins/lean-client/ssrTemplate.ts, src/plugins/lean-client,
 * src/clientModules/idlePrefetch.ts): scripts after the first paint, the app
 * built in stages, route code prefetched for visible links in idle time. And
 * the test browser itself: its switches, and the stand-in that answers every
 * other host (playwright.config.ts).
 */
import {EXTRA_DISABLED_FEATURES, PLAYWRIGHT_DISABLED_FEATURES} from '../../playwright.config';
import {test, expect, hydrated, declineCookies} from './fixtures';
import {serviceCard} from '@site/src/data/services';

test('the client scripts are requested only after the first contentful paint, and the page hydrates', async ({page}) => {
  await page.goto('/guides/hubspot-private-equity');
  await hydrated(page);
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const main = performance.getEntriesByType('resource').find((r) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(r.name))!;
    const stages = performance
      .getEntriesByType('mark')
      .filter((m) => m.name.startsWith('client-entry:'))
      .map((m) => m.name.slice(13));
    return {fcp, mainRequested: main.startTime, stages};
  });
  expect(timing.mainRequested).toBeGreaterThanOrEqual(timing.fcp);
  // Every stage ran, in order, ending in hydration.
  expect(timing.stages).toEqual(['start', 'registry', 'routes', 'match', 'preload', 'react-dom', 'router', 'app', 'layout', 'hydrate']);
});

test('a tampered path with a malformed escape still gets a working not-found page', async ({page, consoleErrors}) => {
  // %E0%A4 is a cut-off UTF-8 sequence: decodeURI throws on it, and the stock start-up stopped there.
  const response = await page.goto('/insights/%E0%A4');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByTestId('attempted-path')).toContainText('You asked for /insights/%E0%A4');
  // The page's own 404 status is the only error the console shows: nothing from the app.
  expect(consoleErrors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  await page.getByRole('link', {name: 'Go to Insights'}).click();
  await expect(page).toHaveURL(/\/insights$/);
});

test('route code of visible links is prefetched once the page is idle, and the browser fetches it', async ({page}) => {
  const fetched = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.url().includes('/assets/js/')) fetched.add(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await hydrated(page);
  // The home page shows links to the insights list (among others): its list component is prefetched.
  await expect.poll(() => page.locator('link[rel="prefetch"]').count(), {timeout: 10_000}).toBeGreaterThan(0);
  const hrefs = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(hrefs.every((href) => /^\/assets\/js\/[\w~-]+\.[0-9a-f]+\.js$/.test(href))).toBe(true);
  // Each prefetch is a real request for a file that exists.
  await expect.poll(() => hrefs.filter((href) => !fetched.has(href)), {timeout: 10_000}).toEqual([]);
  // Following a link whose code was prefetched works without a full page load.
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  await page
    .locator('main')
    .getByRole('link', {name: /insights/i})
    .first()
    .click();
  await expect(page).toHaveURL(/\/insights/);
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
});

test('route code that cannot load on hover is a console warning, and the page carries on', async ({page}) => {
  const warnings: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let blocking = false;
  await page.route('**/assets/js/**', (route) => (blocking ? route.abort('blockedbyclient') : route.continue()));
  await declineCookies(page);
  await page.goto('/about');
  await hydrated(page);
  // From here on no further script loads: the footer's links were never in view, so none of their code is in yet.
  blocking = true;
  const service = serviceCard('lineage-mapping');
  await page
    .locator('footer')
    .getByRole('link', {name: service.menuName ?? service.title, exact: true})
    .hover();
  await expect.poll(() => warnings.find((w) => w.startsWith(`Could not preload the code of ${service.href}`))).toBeTruthy();
  await page.waitForTimeout(500);
  expect(pageErrors).toEqual([]);
  // The page still answers: its menu opens.
  await page.getByRole('button', {name: 'Services'}).first().click();
  await expect(page.getByRole('link', {name: 'All Services'}).first()).toBeVisible();
});

test("the browser runs with every feature Playwright turns off, and the address bar's pop-up pages off too", async ({browser}) => {
  // The browser's own command line, as chrome://version shows it.
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = ((await page.locator('#command_line').textContent()) ?? '').split(/\s+/);
  // And they are off: a page is open, and no target of the browser is one of the address bar's pop-ups.
  const session = await browser.newBrowserCDPSession();
  const {targetInfos} = (await session.send('Target.getTargets')) as {targetInfos: {url: string}[]};
  await session.detach();
  await page.close();
  expect(targetInfos.map((t) => t.url).filter((url) => url.includes('omnibox'))).toEqual([]);
  const switches = commandLine
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  expect(switches.length).toBeGreaterThanOrEqual(2);
  // Chromium reads the last switch only (playwright.config.ts adds it after Playwright's own).
  const inEffect = switches.at(-1)!;
  const playwrights = switches.slice(0, -1).flat();
  expect(
    playwrights.filter((feature) => !inEffect.includes(feature)),
    'add these to PLAYWRIGHT_DISABLED_FEATURES in playwright.config.ts',
  ).toEqual([]);
  expect(inEffect).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...EXTRA_DISABLED_FEATURES]));
});

test('a request to any other host is answered by the local stand-in and recorded, never sent out', async ({page, externalRequests}) => {
  // A page of another host, over HTTPS and over HTTP: the stand-in answers both, naming the host asked for.
  for (const url of ['https://www.linkedin.com/sharing/share-offsite/?url=x', 'http://example.org/page']) {
    const response = (await page.goto(url))!;
    expect([url, response.status(), response.headers()['x-keelson-stand-in'], await response.text()]).toEqual([
      url,
      200,
      new URL(url).host,
      '',
    ]);
  }
  // A script of another host: answered with a script that does nothing, so the page loads it without an error.
  const script = 'https://js.tracker.example/tag.js';
  const loaded = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const element = document.createElement('script');
        element.src = src;
        element.onload = () => resolve('loaded');
        element.onerror = () => resolve('failed');
        document.head.append(element);
      }),
    script,
  );
  expect(loaded).toBe('loaded');
  expect(externalRequests.map((r) => [r.url, r.resourceType])).toEqual([
    ['https://www.linkedin.com/sharing/share-offsite/?url=x', 'document'],
    ['http://example.org/page', 'document'],
    [script, 'script'],
  ]);
});
