import {watchCspViolations} from './csp';
import {test, expect, hydrated, storedCookieChoice} from './fixtures';
import {CONSENT_ACCEPTED, CONSENT_DECLINED, CONSENT_STORAGE_KEY} from '../../src/config/consentStorage';
import {onPages} from './support/specPages';
import {
  consentCommands,
  denied,
  externalUrls,
  GOOGLE_COLLECT,
  GOOGLE_TAG,
  granted,
  HUBSPOT_ANALYTICS,
  HUBSPOT_PIXEL,
  HUBSPOT_SCRIPT,
  standInGoogleTag,
  standInTracker,
} from './support/consentStandIns';

test('decline stores the choice, denies consent, and nothing loads, also after a reload', onPages('/'), async ({page}) => {
  const violations = await watchCspViolations(page);
  const external = externalUrls(page);
  await page.goto('/');
  const banner = page.getByRole('region', {name: 'Cookie consent'});
  await banner.getByRole('button', {name: 'Decline'}).click();
  await expect(banner).toBeHidden();
  expect(await storedCookieChoice(page)).toBe(CONSENT_DECLINED);
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', denied]);
  expect(await page.evaluate(() => window._hsq)).toEqual([['doNotTrack']]);
  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(1500);
  await expect(banner).toBeHidden();
  expect(external).toEqual([]);
  expect(violations).toEqual([]);
});

test('accept grants consent, loads the tracker, switches do-not-track off, and loads again next visit', onPages('/'), async ({page}) => {
  const violations = await watchCspViolations(page);
  await standInTracker(page);
  await standInGoogleTag(page);
  const external = externalUrls(page);
  await page.goto('/');
  const banner = page.getByRole('region', {name: 'Cookie consent'});
  await banner.getByRole('button', {name: 'Accept'}).click();
  await expect(banner).toBeHidden();
  expect(await storedCookieChoice(page)).toBe(CONSENT_ACCEPTED);
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

test('the close button only hides the banner: nothing stored, banner again next visit', onPages('/'), async ({page}) => {
  const external = externalUrls(page);
  await page.goto('/');
  const banner = page.getByRole('region', {name: 'Cookie consent'});
  await banner.getByRole('button', {name: 'Close cookie banner'}).click();
  await expect(banner).toBeHidden();
  expect(await storedCookieChoice(page)).toBeNull();
  expect(await consentCommands(page)).toHaveLength(1);
  await page.reload();
  await expect(banner).toBeVisible();
  expect(external).toEqual([]);
});

test('the footer link reopens the banner so a visitor can change their mind', onPages('/'), async ({page}) => {
  await standInTracker(page);
  await page.goto('/');
  const banner = page.getByRole('region', {name: 'Cookie consent'});
  await banner.getByRole('button', {name: 'Decline'}).click();
  await page.locator('footer').getByRole('button', {name: 'Cookie settings'}).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', {name: 'Accept'}).click();
  expect(await storedCookieChoice(page)).toBe(CONSENT_ACCEPTED);
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', granted]);
});

test(
  'storage that throws still gives a working banner, and the choice holds for the visit',
  onPages('/'),
  async ({page, consoleErrors}) => {
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
  },
);

test('a stored value other than the two allowed counts as no choice', onPages('/'), async ({page}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'maybe'), CONSENT_STORAGE_KEY);
  const external = externalUrls(page);
  await page.goto('/');
  await expect(page.getByRole('region', {name: 'Cookie consent'})).toBeVisible();
  expect(external).toEqual([]);
});
