/**
 * The timers of a post's copy action and its toasts: the checked state shows for 3 seconds, and a
 * toast closes by itself after 5, pauses while hovered or while the window is left, and goes with a
 * swipe. The page runs on Playwright's clock (`page.clock`), paused once the page is ready, so each
 * wait is one the test makes the page's own timers take, to the millisecond: a busy processor
 * stretches nothing, and the spec runs with the others. The share links and the failed copy:
 * blog.spec.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated, declineCookies} from './fixtures';
import {onPages} from './support/specPages';
import {SHARED_POST_PATH as POST_PATH} from './support/samples';

/**
 * Lets the page finish the work it queued before this call (React runs the effects that start a
 * timer in a task of their own, queued through a message channel, after the change shows): a
 * message posted now is handled after them. Until then the page's timers may not exist yet, and
 * moving the clock would leave them behind.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );
}

/** Moves the page's clock on by `ms`, running every timer that falls due on the way. */
async function wait(page: Page, ms: number): Promise<void> {
  await settle(page);
  await page.clock.runFor(ms);
  await settle(page);
}

// The cookie banner is decided, so it never covers what these tests click; the clock is the page's
// own until it is ready, then stands still between the test's moves.
test.beforeEach(async ({page, context}) => {
  await declineCookies(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto(POST_PATH);
  await hydrated(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
});

test.describe('the copy action and its toasts on a post', onPages(POST_PATH), () => {
  test('Copy link copies the absolute URL, shows the checked state for 3 seconds and a toast', async ({page}) => {
    const url = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(url).toMatch(/^https?:\/\/[^/]+\/insights\//);
    await page.getByRole('button', {name: 'Copy link'}).click();

    const copied = page.getByRole('button', {name: 'Copied'});
    await expect(copied).toHaveAttribute('data-copied', 'true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const region = page.getByRole('region', {name: /Notifications/});
    await expect(region.getByText('Link copied', {exact: true})).toBeVisible();
    await expect(region.getByText('URL copied to clipboard', {exact: true})).toBeVisible();

    // Checked for 3 seconds from the copy, not a millisecond less, then back.
    await wait(page, 2999);
    await expect(copied).toHaveAttribute('data-copied', 'true');
    await wait(page, 1);
    await expect(page.getByRole('button', {name: 'Copy link'})).toHaveAttribute('data-copied', 'false');
  });

  test('toasts: one at a time, F8 focuses them, hover pauses the 5 s timer, swipe right dismisses', async ({page}) => {
    const region = page.getByRole('region', {name: /Notifications/});
    const toasts = region.locator('li');

    await page.getByRole('button', {name: 'Copy link'}).click();
    await page.getByRole('button', {name: 'Copied'}).click();
    await expect(toasts).toHaveCount(1);

    await page.keyboard.press('F8');
    await expect(region.locator('ol')).toBeFocused();

    // Hovering pauses the timer: still there well past 5 s.
    await toasts.first().hover();
    await wait(page, 6000);
    await expect(toasts).toHaveCount(1);
    // Leaving resumes it; it closes within the remaining time.
    await page.mouse.move(5, 300);
    await page.locator('h1').click();
    await wait(page, 5000);
    await expect(toasts).toHaveCount(0);

    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(toasts).toHaveCount(1);
    const box = (await toasts.first().boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let dx = 10; dx <= 160; dx += 10) await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2);
    await page.mouse.up();
    // Gone with the swipe, well before its timer.
    await wait(page, 1000);
    await expect(toasts).toHaveCount(0);
  });

  test('leaving the window pauses the toast; coming back resumes it', async ({page}) => {
    await page.mouse.move(5, 300);
    await page.getByRole('button', {name: 'Copy link'}).click();
    const toasts = page.getByRole('region', {name: /Notifications/}).locator('li');
    await expect(toasts).toHaveCount(1);
    // The toast viewport listens for blur in an effect after the toast is shown.
    await settle(page);
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await wait(page, 6500);
    await expect(toasts).toHaveCount(1);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await wait(page, 5000);
    await expect(toasts).toHaveCount(0);
  });

  test('the toast closes by itself after 5 seconds', async ({page}) => {
    await page.getByRole('button', {name: 'Copy link'}).click();
    const toasts = page.getByRole('region', {name: /Notifications/}).locator('li');
    await expect(toasts).toHaveCount(1);
    await page.mouse.move(5, 300);
    await wait(page, 4999);
    await expect(toasts).toHaveCount(1);
    await wait(page, 1);
    await expect(toasts).toHaveCount(0);
  });
});
