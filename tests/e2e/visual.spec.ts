/**
 * What the visitor sees, compared with committed pictures
 * (`__screenshots__/visual.spec.ts/`): one page of every type at 390 and
 * 1280 px, and the states a visitor reaches by acting (menus open, the
 * cookie banner, results, form errors, a toast). A rule that stops applying
 * (a button losing its colors, a menu losing its panel) changes the picture
 * and fails here. tests/README.md says how to review a difference and how to
 * update a picture after an intended change.
 *
 * Still pictures: animations and the caret are off (playwright.config.ts),
 * the fonts are the same on every machine (tests/support/fonts.conf), the
 * cookie choice is made beforehand unless the banner is the subject, and the
 * one thing that changes with the date, the footer's year, is masked.
 * Pictures are viewport-high or of one element, so the baselines stay small.
 *
 * The pictures guard layout, not words: text that the data and the content
 * move (figures and counts, dates such as a guide's Updated day, the team's
 * names and roles, the services' names) is fixed before each picture
 * (`fixDataText`): every run of digits reads 00, every month name Month,
 * every team member's name and role a fixed one, every service's name
 * another. Re-measuring a figure, a new revision day, a renamed person or a
 * renamed service leaves every baseline as it is; the page specs check that
 * text against the data (home, pages, guides, dates-build, blog, search).
 */
import type {Locator, Page, PageScreenshotOptions} from '@playwright/test';
import {PAGE_TYPES} from '../../scripts/page-types.mjs';
import {test, expect, hydrated, declineCookies} from './fixtures';
import {isReached} from './support/reachedPages';
import {badDataFields} from '../../src/data/badDataCost';
import {badDataCost} from '../../src/lib/badDataCost';
import {formatMoney} from '../../src/lib/format';
import {readToolQuery} from '../../src/lib/toolQuery';
import {team} from '../../src/data/team';
import {serviceCards} from '../../src/data/services';

const VIEWPORTS = [
  {width: 390, height: 844},
  {width: 1280, height: 800},
] as const;

/** A path the site does not have: the server answers with the not-found page. */
const UNKNOWN_PATH = '/insights/no-such-article';
/** The result of a completed assessment (scored by hand in tests/unit/assessment.test.ts: 42, Developing). */
const ASSESSMENT_RESULT = '/data-operations-assessment/results?a=v1-543121334222444112-n';
const CALCULATOR_WITH_FIGURES =
  '/bad-data-cost-calculator?contacts=80000&companies=10000&duplicates=10&incomplete=20&stale=25&added=2000&team=10&hours=4&rate=80&deal=40000&lost=2&outreach=2';

/** The page a picture shows, as the quick check names pages (E2E_PAGES): the not-found page is `/404`. */
const pageOf = (address: string) => (address.endsWith('.html') ? address.slice(0, -'.html'.length) : address.split('?')[0]!);

/** Every page type, or those whose page the quick check names. */
const pageTypes = PAGE_TYPES.filter(({path}) => isReached(pageOf(path)));

const fileName = (words: string) => words.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The page is hydrated, its fonts are in, and every image in view has loaded. */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      const box = img.getBoundingClientRect();
      const inView = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      return !inView || (img.complete && img.naturalWidth > 0);
    }),
  );
}

/** What a team member's name and role read as in the pictures. */
const FIXED_NAME = 'Team Member';
const FIXED_ROLE = 'Their role';
/** What a service's name (in the menus, the footer, the cards, its page) reads as in the pictures. */
const FIXED_SERVICE = 'Service Name';

/**
 * Rewrites, in the page as shown, the text the data moves: each team
 * member's name and role and each service's name and menu name (longest
 * first, so a name inside another is not cut), every month name and every
 * run of digits. The same page with another
 * figure, day, count or person then gives the same picture; only what the
 * layout does with the text is compared. Text assertions before the picture
 * read the page as it really is.
 */
async function fixDataText(page: Page): Promise<void> {
  const people = [
    ...team.map((m) => ({from: m.name, to: FIXED_NAME})),
    ...team.map((m) => ({from: m.role, to: FIXED_ROLE})),
    ...serviceCards
      .flatMap((card) => [card.title, ...(card.menuName ? [card.menuName] : [])])
      .map((name) => ({from: name, to: FIXED_SERVICE})),
  ].sort((a, b) => b.from.length - a.from.length);
  await page.evaluate((people) => {
    const months = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text that is code, not words shown: styles and scripts keep theirs.
      if (node.parentElement?.closest('style, script, noscript, template')) continue;
      const before = node.nodeValue ?? '';
      let text = before;
      for (const {from, to} of people) text = text.split(from).join(to);
      text = text.replace(months, 'Month').replace(/\d+/g, '00');
      if (text !== before) node.nodeValue = text;
    }
  }, people);
}

/**
 * Options every picture shares, once the data's text is fixed
 * (`fixDataText`). Masked: the footer's year (the visitor's current year)
 * and whatever else `varying` names.
 */
async function still(
  page: Page,
  options: PageScreenshotOptions = {},
  varying: Locator[] = [],
  {textFixed = false} = {},
): Promise<PageScreenshotOptions & {mask: Locator[]}> {
  if (!textFixed) await fixDataText(page);
  return {...options, mask: [page.getByTestId('footer-year'), ...varying]};
}

/**
 * What changes on a page type whenever a writer publishes, masked so that a
 * new post does not fail the test: the insights list shows the newest posts
 * and counts its pages. Its heading, category links and grid stay compared.
 */
const VARYING: Record<string, (page: Page) => Locator[]> = {
  'insights list': (page) => [page.locator('main article'), page.getByText(/^Page \d+ of \d+, newest first$/)],
};

/**
 * Opens `path` as a visitor who has already answered the cookie banner (so it
 * covers nothing), and waits until the page holds still.
 */
async function visit(page: Page, path: string): Promise<void> {
  await declineCookies(page);
  await page.goto(path);
  await settled(page);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    for (const {type, path, notFound} of pageTypes) {
      test(type, async ({page}) => {
        await visit(page, notFound ? UNKNOWN_PATH : path);
        if (notFound) await expect(page.getByTestId('attempted-path')).toContainText(UNKNOWN_PATH);
        await expect(page).toHaveScreenshot(`${fileName(type)}-${viewport.width}.png`, await still(page, {}, VARYING[type]?.(page)));
      });
    }

    if (isReached('/')) {
      test('cookie banner on a first visit', async ({page}) => {
        await page.goto('/');
        await settled(page);
        await expect(page.getByRole('region', {name: 'Cookie consent'})).toBeVisible();
        await expect(page).toHaveScreenshot(`cookie-banner-${viewport.width}.png`, await still(page));
      });
    }

    if (isReached('/bad-data-cost-calculator')) {
      test('calculator with results', async ({page}) => {
        await visit(page, CALCULATOR_WITH_FIGURES);
        await expect(page.getByTestId('bad-data-total')).toHaveText(
          formatMoney(
            badDataCost(readToolQuery(CALCULATOR_WITH_FIGURES.slice(CALCULATOR_WITH_FIGURES.indexOf('?')), badDataFields).values).total,
          ),
        );
        const results = page.locator('section[aria-labelledby="your-cost"]');
        await expect(results).toHaveScreenshot(`calculator-results-${viewport.width}.png`, await still(page));
      });
    }

    if (isReached(pageOf(ASSESSMENT_RESULT))) {
      test('assessment results', async ({page}) => {
        await visit(page, ASSESSMENT_RESULT);
        await expect(page.getByTestId('overall-score')).toHaveText('42');
        await expect(page).toHaveScreenshot(`assessment-results-${viewport.width}.png`, await still(page));
      });
    }

    if (isReached('/contact')) {
      test('contact form with validation errors', async ({page}) => {
        await visit(page, '/contact');
        await page.getByLabel('Company or firm', {exact: true}).fill('Northfield Capital');
        await page.getByRole('button', {name: 'Send message'}).click();
        await expect(page.getByText('6 fields need attention.')).toBeVisible();
        const form = page.locator('form').filter({has: page.getByRole('button', {name: 'Send message'})});
        await expect(form).toHaveScreenshot(`contact-errors-${viewport.width}.png`, await still(page));
      });
    }

    if (isReached('/insights/true-cost-of-bad-data')) {
      test('a toast after copying a link', async ({page, context}) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await visit(page, '/insights/true-cost-of-bad-data');
        // Fixed before the click, so the picture is taken as soon after it as before.
        await fixDataText(page);
        // Masked: it reads "Copied" for a moment after the click, so the picture may catch either label.
        const copyButton = page.getByRole('button', {name: /^(?:Copy link|Copied)$/});
        await page.getByRole('button', {name: 'Copy link'}).click();
        const toast = page.getByRole('region', {name: /Notifications/}).getByRole('listitem');
        await expect(toast).toContainText('Link copied');
        // The pointer on the toast holds its 5-second timer while the picture is taken.
        await toast.hover();
        await expect(page).toHaveScreenshot(`toast-${viewport.width}.png`, await still(page, {}, [copyButton], {textFixed: true}));
      });
    }
  });
}

test.describe('menus open', () => {
  if (isReached('/')) {
    test('mobile menu open at 390px', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await visit(page, '/');
      await page.getByRole('button', {name: 'Open menu'}).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await expect(page).toHaveScreenshot('mobile-menu-open-390.png', await still(page));
    });
  }

  if (isReached('/guides/hubspot-expert')) {
    test('section menu of a guide open at 390px', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await visit(page, '/guides/hubspot-expert');
      const menu = page.getByRole('navigation', {name: 'Guides pages'});
      await menu.locator('summary').click();
      await expect(menu.getByRole('link', {name: 'PE Decision Framework'})).toBeVisible();
      await expect(page).toHaveScreenshot('section-menu-open-390.png', await still(page));
    });
  }

  if (isReached('/')) {
    test('desktop dropdown with its nested submenu open at 1280px', async ({page}) => {
      await page.setViewportSize({width: 1280, height: 800});
      await visit(page, '/');
      const nav = page.getByRole('navigation', {name: 'Main'});
      await nav.getByRole('button', {name: 'Insights'}).click();
      await nav.getByRole('button', {name: 'ROI Assessment Tools'}).click();
      await expect(nav.getByRole('link', {name: 'Bad Data Cost Calculator'})).toBeVisible();
      await expect(page).toHaveScreenshot(
        'desktop-dropdown-open-1280.png',
        await still(page, {clip: {x: 0, y: 0, width: 1280, height: 600}}),
      );
    });
  }
});
