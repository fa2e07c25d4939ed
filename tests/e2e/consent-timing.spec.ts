/**
 * The consent code's timers: the banner waits a second after the app mounts, and the
 * analytics log names the trackers a fixed time after the page has loaded. Both are
 * measured on the page's own clock, and the spec runs in the `timing` project
 * (playwright.config.ts): alone, after every other browser test, so a busy processor
 * does not stretch what it measures.
 */
import {test, expect, hydrated, acceptCookies, declineCookies} from './fixtures';
import {analyticsLoadedMessage} from '../../src/lib/consent';
import {consentCommands, denied, externalUrls, standInGoogleTag, standInTracker} from './support/consentStandIns';

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

test.describe('the analytics-loaded log', () => {
  /** Records, on the page's clock, each console.debug line that starts with `[analytics]`. */
  const recordAnalyticsLog = () => {
    const lines: {text: string; at: number}[] = [];
    (window as unknown as {__analyticsLog: typeof lines}).__analyticsLog = lines;
    const debug = console.debug.bind(console);
    console.debug = (...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (text.startsWith('[analytics]')) lines.push({text, at: performance.now()});
      debug(...args);
    };
  };
  /** What the page logged, and when its load event started (both ms since the page's time origin). */
  const readLog = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      lines: (window as unknown as {__analyticsLog: {text: string; at: number}[]}).__analyticsLog,
      loadedAt: navigation && navigation.loadEventStart > 0 ? navigation.loadEventStart : null,
    };
  };

  for (const {width, delay} of [
    {width: 1280, delay: 2000},
    {width: 390, delay: 3000},
  ]) {
    test(`after accepting, at ${width}px it names the trackers ${delay / 1000} s after the page has loaded`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      await standInTracker(page);
      await standInGoogleTag(page);
      await acceptCookies(page);
      await page.addInitScript(recordAnalyticsLog);
      await page.goto('/about');
      await expect
        .poll(async () => (await page.evaluate(readLog)).lines.map((l) => l.text), {timeout: delay + 5000})
        .toEqual([analyticsLoadedMessage({hubspot: true, google: true})]);
      const {lines, loadedAt} = await page.evaluate(readLog);
      expect(loadedAt).not.toBeNull();
      expect(lines[0]!.at - loadedAt!).toBeGreaterThanOrEqual(delay - 100);
      expect(lines[0]!.at - loadedAt!).toBeLessThan(delay + 1500);
    });
  }

  test('declined, nothing loads and nothing is logged', async ({page}) => {
    await declineCookies(page);
    await page.addInitScript(recordAnalyticsLog);
    await page.goto('/about');
    await hydrated(page);
    await page.waitForTimeout(3500);
    expect((await page.evaluate(readLog)).lines).toEqual([]);
  });
});
