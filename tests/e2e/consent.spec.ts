import type {Page} from '@playwright/test';
import {watchCspViolations} from './csp';
import {test, expect, hydrated, isLocal} from './fixtures';

const HUBSPOT_SCRIPT = /^https:\/\/js\.hs-scripts\.com\/\d+\.js$/;
const GOOGLE_TAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/;
/** What the real tags load and report to once they run: HubSpot's analytics script and page-view pixel, Google's collect call. */
const HUBSPOT_ANALYTICS = /^https:\/\/js\.hs-analytics\.net\/analytics\//;
const HUBSPOT_PIXEL = /^https:\/\/track\.hubspot\.com\/__pt\.gif\?/;
const GOOGLE_COLLECT = /^https:\/\/region1\.google-analytics\.com\/g\/collect\?/;

/**
 * Answers the HubSpot loader with a stand-in tracker that records the
 * commands it receives and, like the real one, loads the analytics script
 * from js.hs-analytics.net and reports the page view to track.hubspot.com.
 */
async function standInTracker(page: Page) {
  await page.route(HUBSPOT_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `(function(){var queued=Array.isArray(window._hsq)?window._hsq:[];window.__hsCommands=queued.slice();
        window._hsq={push:function(c){window.__hsCommands.push(c);}};
        var s=document.createElement('script');s.src='https://js.hs-analytics.net/analytics/1700000000000/4000001.js';document.head.appendChild(s);
        new Image().src='https://track.hubspot.com/__pt.gif?k=1&a=4000001';})();`,
    }),
  );
}

/** Answers the Google tag with a stand-in that, like the real one, sends the page view to the GA4 collect endpoint. */
async function standInGoogleTag(page: Page) {
  await page.route(GOOGLE_TAG, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `fetch('https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST000001&en=page_view',{method:'POST',mode:'no-cors',keepalive:true});`,
    }),
  );
}

function externalUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (!isLocal(request.url())) urls.push(request.url());
  });
  return urls;
}

async function consentCommands(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((args) => args[0] === 'consent'),
  );
}

const granted = {ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted'};
const denied = {ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied'};

test('before any choice: the banner appears one second after the page starts, and nothing leaves the site', async ({page}) => {
  const external = externalUrls(page);
  // Record, from the start of navigation, when the page hydrates and when the banner shows.
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as {__marks: Record<string, number>}).__marks = marks;
    new MutationObserver(() => {
      if (!marks.hydrated && document.documentElement.dataset.hasHydrated === 'true') marks.hydrated = performance.now();
      if (!marks.banner && document.querySelector('[aria-label="Cookie consent"]')) marks.banner = performance.now();
    }).observe(document, {subtree: true, childList: true, attributes: true});
  });
  await page.goto('/');
  const banner = page.getByRole('region', {name: 'Cookie consent'});
  await expect(banner).toBeVisible();
  const marks = await page.evaluate(() => (window as unknown as {__marks: {hydrated: number; banner: number}}).__marks);
  // The timer starts when the app mounts, a little before the hydrated mark, and never before the page began.
  expect(marks.banner).toBeGreaterThanOrEqual(1000);
  expect(marks.banner - marks.hydrated).toBeGreaterThan(700);
  expect(marks.banner - marks.hydrated).toBeLessThan(2500);
  expect(await consentCommands(page)).toEqual([['consent', 'default', {...denied, wait_for_update: 500}]]);
  await page.goto('/insights');
  await hydrated(page);
  await expect(banner).toBeVisible();
  expect(external).toEqual([]);
});

test('decline stores the choice, denies consent, and nothing loads, also after a reload', async ({page}) => {
  const violations = await watchCspViolations(page);
  const external = externalUrls(page);
  await page.goto('/');
  const banner = page.getByRole('region', {name: 'Cookie consent'});
  await banner.getByRole('button', {name: 'Decline'}).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', denied]);
  expect(await page.evaluate(() => window._hsq)).toEqual([['doNotTrack']]);
  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(1500);
  await expect(banner).toBeHidden();
  expect(external).toEqual([]);
  expect(violations).toEqual([]);
});

test('accept grants consent, loads the tracker, switches do-not-track off, and loads again next visit', async ({page}) => {
  const violations = await watchCspViolations(page);
  await standInTracker(page);
  await standInGoogleTag(page);
  const external = externalUrls(page);
  await page.goto('/');
  const banner = page.getByRole('region', {name: 'Cookie consent'});
  await banner.getByRole('button', {name: 'Accept'}).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', granted]);
  await expect.poll(() => external.filter((u) => HUBSPOT_SCRIPT.test(u)).length).toBe(1);
  await expect.poll(() => external.filter((u) => GOOGLE_TAG.test(u)).length).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {__hsCommands?: unknown[]}).__hsCommands))
    .toContainEqual(['doNotTrack', {track: true}]);
  // The tags' own requests leave the page: the policy lets each through.
  for (const pattern of [HUBSPOT_ANALYTICS, HUBSPOT_PIXEL, GOOGLE_COLLECT]) {
    await expect.poll(() => external.filter((u) => pattern.test(u)).length, {message: String(pattern)}).toBe(1);
  }

  external.length = 0;
  await page.reload();
  await hydrated(page);
  await expect.poll(() => external.filter((u) => HUBSPOT_SCRIPT.test(u)).length).toBe(1);
  await page.waitForTimeout(1200);
  await expect(banner).toBeHidden();
  // A returning visitor is granted by the head script, before any tag runs.
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', {...denied, wait_for_update: 500}],
    ['consent', 'update', granted],
  ]);
  expect(violations).toEqual([]);
});

test('the close button only hides the banner: nothing stored, banner again next visit', async ({page}) => {
  const external = externalUrls(page);
  await page.goto('/');
  const banner = page.getByRole('region', {name: 'Cookie consent'});
  await banner.getByRole('button', {name: 'Close cookie banner'}).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();
  expect(await consentCommands(page)).toHaveLength(1);
  await page.reload();
  await expect(banner).toBeVisible();
  expect(external).toEqual([]);
});

test('the footer link reopens the banner so a visitor can change their mind', async ({page}) => {
  await standInTracker(page);
  await page.goto('/');
  const banner = page.getByRole('region', {name: 'Cookie consent'});
  await banner.getByRole('button', {name: 'Decline'}).click();
  await page.locator('footer').getByRole('button', {name: 'Cookie settings'}).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', {name: 'Accept'}).click();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', granted]);
});

test('storage that throws still gives a working banner, and the choice holds for the visit', async ({page, consoleErrors}) => {
  await standInTracker(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const external = externalUrls(page);
  await page.goto('/');
  const banner = page.getByRole('region', {name: 'Cookie consent'});
  await expect(banner).toBeVisible();
  await banner.getByRole('button', {name: 'Accept'}).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => external.filter((u) => HUBSPOT_SCRIPT.test(u)).length).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test('a stored value other than the two allowed counts as no choice', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'maybe'));
  const external = externalUrls(page);
  await page.goto('/');
  await expect(page.getByRole('region', {name: 'Cookie consent'})).toBeVisible();
  expect(external).toEqual([]);
});

test.describe('the analytics-loaded log', () => {
  /** Console messages at debug level, with the time each arrived (ms since the page's time origin). */
  async function debugLines(page: Page): Promise<{text: string; at: number}[]> {
    const lines: {text: string; at: number}[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'debug') lines.push({text: msg.text(), at: Date.now()});
    });
    return lines;
  }

  for (const {width, delay} of [
    {width: 1280, delay: 2000},
    {width: 390, delay: 3000},
  ]) {
    test(`after accepting, at ${width}px it names the trackers ${delay / 1000} s after the page has loaded`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      await standInTracker(page);
      await standInGoogleTag(page);
      await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
      const lines = await debugLines(page);
      await page.goto('/about');
      const loadedAt = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            document.readyState === 'complete' ? resolve(Date.now()) : window.addEventListener('load', () => resolve(Date.now())),
          ),
      );
      await expect
        .poll(() => lines.find((l) => l.text.startsWith('[analytics]'))?.text, {timeout: delay + 3000})
        .toBe('[analytics] loaded: HubSpot tracker, Google tag');
      const logged = lines.find((l) => l.text.startsWith('[analytics]'))!;
      expect(logged.at - loadedAt).toBeGreaterThanOrEqual(delay - 100);
      expect(logged.at - loadedAt).toBeLessThan(delay + 1500);
    });
  }

  test('declined, nothing loads and nothing is logged', async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'));
    const lines = await debugLines(page);
    await page.goto('/about');
    await hydrated(page);
    await page.waitForTimeout(3500);
    expect(lines.filter((l) => l.text.startsWith('[analytics]'))).toEqual([]);
  });
});
