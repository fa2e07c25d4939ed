import {popularArticleSlugs} from '@site/src/config/footer';
import {serviceMenuLinks} from '@site/src/data/services';
import {NAVBAR_MENU_MIN_WIDTH} from '@site/src/lib/viewport';
import {test, expect, hydrated, declineCookies} from './fixtures';
import {onPages} from './support/specPages';
import {armFaults, rewriteRouteChunks} from './support/renderFaults';

test.describe('navbar on desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('Services dropdown opens and leads to a service page', onPages('/'), async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    const services = nav.getByRole('button', {name: 'Services'});
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await services.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link')).toHaveText(['All Services', ...serviceMenuLinks.map((link) => link.name)]);
    const [service] = serviceMenuLinks;
    await menu.getByRole('link', {name: service!.name, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${service!.href}$`));
  });

  test('nested ROI Assessment Tools submenu opens and leads to each tool', onPages('/'), async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('button', {name: 'Insights'}).click();
    const tools = nav.getByRole('button', {name: 'ROI Assessment Tools'});
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    const submenu = page.locator(`#${await tools.getAttribute('aria-controls')}`);
    await expect(submenu.getByRole('link')).toHaveText(['Data Operations Assessment', 'Bad Data Cost Calculator', 'RevOps ROI Calculator']);
    await submenu.getByRole('link', {name: 'Bad Data Cost Calculator'}).click();
    await expect(page).toHaveURL(/\/bad-data-cost-calculator$/);
  });

  test('dropdowns work from the keyboard', onPages('/'), async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    const insights = nav.getByRole('button', {name: 'Insights'});
    await insights.focus();
    await page.keyboard.press('ArrowDown');
    await expect(insights).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', {name: 'Blog'})).toBeFocused();
    await page.keyboard.press('End');
    const tools = nav.getByRole('button', {name: 'ROI Assessment Tools'});
    await expect(tools).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', {name: 'Data Operations Assessment'})).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await expect(tools).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(insights).toHaveAttribute('aria-expanded', 'false');
    await expect(insights).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(insights).toHaveAttribute('aria-expanded', 'true');
  });

  test('playbook button with its NEW badge and Get Started lead to their pages', onPages('/'), async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const playbook = page.getByRole('link', {name: 'Copy Our Playbook NEW'});
    await expect(playbook).toBeVisible();
    await expect(playbook).toHaveAttribute('href', '/book');
    await page.getByRole('link', {name: 'Get Started'}).first().click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test(`the desktop menu shows from ${NAVBAR_MENU_MIN_WIDTH}px and the toggle hides`, onPages('/'), async ({page}) => {
    await page.setViewportSize({width: NAVBAR_MENU_MIN_WIDTH, height: 768});
    await page.goto('/');
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Services'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Open menu'})).toBeHidden();
  });

  test('the navbar turns white after 10px of scroll', onPages('/insights'), async ({page}) => {
    await page.goto('/insights');
    await hydrated(page);
    const header = page.locator('header[data-scrolled]');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

for (const width of [390, NAVBAR_MENU_MIN_WIDTH - 1]) {
  test.describe(`mobile menu at ${width}px`, () => {
    test.use({viewport: {width, height: 800}});

    test('opens, shows every section, and closes after a link click', onPages('/'), async ({page}) => {
      await page.goto('/');
      await hydrated(page);
      await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Services'})).toBeHidden();
      const toggle = page.getByRole('button', {name: 'Open menu'});
      await expect(toggle).toBeVisible();
      await toggle.click();
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeVisible();
      await expect(page.getByRole('button', {name: 'Close menu'})).toHaveAttribute('aria-expanded', 'true');
      for (const name of ['All Services', 'About', 'Approach', 'Blog', 'Case Studies', 'Bad Data Cost Calculator', 'Get Started']) {
        await expect(menu.getByRole('link', {name, exact: true})).toBeVisible();
      }
      await menu.getByRole('link', {name: 'About', exact: true}).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', {name: 'Open menu'})).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test('the footer shows the current year, its columns and the popular articles', onPages('/'), async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const footer = page.locator('footer');
  await expect(footer.getByTestId('footer-year')).toHaveText(String(new Date().getFullYear()));
  for (const column of ['Services', 'Resources', 'Support', 'FAQs', 'Popular Articles']) {
    await expect(footer.getByRole('heading', {name: column, exact: true})).toBeVisible();
  }
  const popular = footer.getByRole('navigation', {name: 'Popular articles'}).getByRole('link');
  await expect(popular).toHaveCount(popularArticleSlugs.length);
  for (const [i, slug] of popularArticleSlugs.entries()) await expect(popular.nth(i)).toHaveAttribute('href', `/insights/${slug}`);
  for (const name of ['Privacy Policy', 'Terms of Service', 'Sitemap']) {
    await expect(footer.getByRole('link', {name, exact: true})).toBeVisible();
  }
});

/** Records, every animation frame, the page's first heading and how far it is scrolled. */
async function recordFrames(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => {
    const frames: {t: number; y: number; h1: string}[] = [];
    (window as unknown as {frames_: typeof frames}).frames_ = frames;
    const tick = () => {
      frames.push({t: performance.now(), y: window.scrollY, h1: document.querySelector('h1')?.textContent ?? ''});
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const framesOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as {frames_: {t: number; y: number; h1: string}[]}).frames_);

test('a link from the bottom of a long page opens the next page at its top at once', onPages('/'), async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo({top: document.body.scrollHeight, behavior: 'instant'}));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
  await recordFrames(page);
  await page.locator('footer').getByRole('link', {name: 'Case Studies', exact: true}).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Case Studies');
  await page.waitForTimeout(300);
  const frames = await framesOf(page);
  const shown = frames.findIndex((f) => f.h1 === 'Case Studies');
  expect(shown).toBeGreaterThan(-1);
  const atTop = frames.findIndex((f, i) => i >= shown && f.y === 0);
  expect(atTop).toBeGreaterThan(-1);
  expect(frames[atTop]!.t - frames[shown]!.t).toBeLessThanOrEqual(100);
  // Once at the top it stays there: nothing glides afterward.
  expect(frames.slice(atTop).every((f) => f.y === 0)).toBe(true);
});

test('a link to a section of the same page still glides there', onPages('/guides/hubspot-expert'), async ({page}) => {
  await page.goto('/guides/hubspot-expert');
  await hydrated(page);
  await recordFrames(page);
  await page.getByRole('navigation', {name: 'Table of contents'}).getByRole('link', {name: 'Common pitfalls'}).click();
  await expect(page).toHaveURL(/#common-pitfalls$/);
  await expect.poll(() => page.locator('#common-pitfalls').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
  const positions = new Set((await framesOf(page)).map((f) => f.y));
  // A jump shows two positions (before and after); a glide passes through many.
  expect(positions.size).toBeGreaterThan(4);
});

test('each navigation is logged at debug level, the first load included', onPages('/'), async ({page}) => {
  const lines: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'debug' && msg.text().startsWith('[navigation]')) lines.push(msg.text());
  });
  await declineCookies(page);
  await page.goto('/');
  await hydrated(page);
  await page.locator('footer').getByRole('link', {name: 'About', exact: true}).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => lines)
    .toEqual(['[navigation] load (none) -> /', '[navigation] pushState / -> /about', '[navigation] popstate /about -> /']);
});

test.describe('not-found page', () => {
  test('answers 404 and shows the attempted path, escaped, with its three actions', async ({page}) => {
    const path = '/no-such-page/<b>bold</b>';
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByText("The page you're looking for doesn't exist or there was an error loading it.")).toBeVisible();
    await expect(page.getByTestId('attempted-path')).toContainText('You asked for /no-such-page/<b>bold</b>');
    await expect(page.locator('main b')).toHaveCount(0);

    await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
    await page.getByRole('button', {name: 'Refresh Page'}).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBeUndefined();
    await hydrated(page);

    await page.getByRole('link', {name: 'Go to Insights'}).click();
    await expect(page).toHaveURL(/\/insights$/);
    await page.goBack();
    await page.getByRole('link', {name: 'Go to Home'}).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('navigation error screen', () => {
  test('a page that throws while rendering shows the screen, and Try Again recovers', onPages('/'), async ({page, consoleErrors}) => {
    await rewriteRouteChunks(page);
    await page.goto('/');
    await hydrated(page);
    await armFaults(page, true);
    await page.locator('footer').getByRole('link', {name: 'About', exact: true}).click();
    await expect(page.getByRole('heading', {name: 'Navigation Error'})).toBeVisible();
    await expect(page.getByText('Something went wrong while navigating. This might be a caching issue.')).toBeVisible();
    for (const name of ['Try Again', 'Clear Cache & Reload', 'Force Refresh']) {
      await expect(page.getByRole('button', {name})).toBeVisible();
    }
    await expect(page.getByRole('link', {name: 'Go to Home'})).toHaveAttribute('href', '/');
    expect(consoleErrors.some((e) => e.includes('Simulated render failure'))).toBe(true);
    await armFaults(page, false);
    await page.getByRole('button', {name: 'Try Again'}).click();
    await expect(page.getByRole('heading', {name: 'Navigation Error'})).toHaveCount(0);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});
