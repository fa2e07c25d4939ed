import {axe} from './support/axe';
import {test, expect, hydrated} from './fixtures';
import {onPages} from './support/specPages';
import {reachedOnly} from './support/reachedPages';
import type {Locator, Page} from '@playwright/test';
import {faqPages} from '@site/src/data/faqs';
import {BOUNCE_RATE_CEILING_PERCENT, dataImpactStats} from '@site/src/data/dataImpact';
import {answerSegments, questionCountText} from '@site/src/lib/faq';

const faqPaths = faqPages.map((faq) => faq.path);

/** A FAQ page's data, by id. */
function faqPage(id: string): (typeof faqPages)[number] {
  const found = faqPages.find((faq) => faq.id === id);
  if (!found) throw new Error(`no FAQ page with id "${id}" in src/data/faqs`);
  return found;
}

/** The accordion's question buttons, in order. */
function questions(page: Page): Locator {
  return page.locator('[data-faq-accordion]').getByRole('button');
}

/** The answer region a question button controls. */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function expectOnlyOpen(page: Page, openIndex: number | null): Promise<void> {
  const buttons = questions(page);
  const count = await buttons.count();
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    const open = i === openIndex;
    await expect(button).toHaveAttribute('aria-expanded', open ? 'true' : 'false');
    const panel = await panelOf(page, button);
    if (open) await expect(panel).toBeVisible();
    else await expect(panel).toBeHidden();
  }
}

test.describe('FAQ hub', onPages('/faqs'), () => {
  test.use({viewport: {width: 1280, height: 900}});

  test("each card's count text equals the number of questions on its page", async ({page, consoleErrors}) => {
    // Visits the hub and every FAQ page.
    test.setTimeout(90_000);
    await page.goto('/faqs');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Frequently Asked Questions');
    const cards = page.getByRole('list', {name: 'FAQ topics'}).getByRole('listitem');
    await expect(cards).toHaveCount(faqPaths.length);

    const shown: {href: string; count: string}[] = [];
    for (let i = 0; i < faqPaths.length; i += 1) {
      const card = cards.nth(i);
      shown.push({
        href: (await card.getByRole('link').getAttribute('href')) ?? '',
        count: (await card.locator('[data-faq-count]').innerText()).trim(),
      });
    }
    expect(shown.map((card) => card.href)).toEqual(faqPaths);
    expect(shown.map((card) => card.count)).toEqual(faqPages.map((faq) => questionCountText(faq.items.length)));

    let total = 0;
    for (const card of shown) {
      await page.goto(card.href);
      await hydrated(page);
      const asked = await questions(page).count();
      expect(card.count, card.href).toBe(questionCountText(asked));
      total += asked;
    }

    await page.goto('/faqs');
    await expect(page.getByText(`${questionCountText(total)} answered across ${faqPages.length} topics`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a card leads to its FAQ page, with breadcrumbs back to the hub', async ({page}) => {
    await page.goto('/faqs');
    await hydrated(page);
    const target = faqPage('data-quality');
    await page.getByRole('link', {name: target.title}).click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(target.title);
    const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await breadcrumbs.getByRole('link', {name: 'FAQs'}).click();
    await expect(page).toHaveURL(/\/faqs$/);
  });
});

test.describe('FAQ pages', () => {
  test.use({viewport: {width: 1280, height: 900}});

  // Every FAQ page, or those the quick check names (E2E_PAGES).
  for (const path of reachedOnly(faqPaths, (p) => p)) {
    test(`${path}: FAQPage structured data matches the visible questions and answers`, onPages(path), async ({page, consoleErrors}) => {
      await page.goto(path);
      await hydrated(page);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faq = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
      expect(faq, 'FAQPage JSON-LD').toBeTruthy();

      const buttons = questions(page);
      const count = await buttons.count();
      expect(faq.mainEntity).toHaveLength(count);
      for (let i = 0; i < count; i += 1) {
        const button = buttons.nth(i);
        const panel = await panelOf(page, button);
        expect(faq.mainEntity[i].name).toBe((await button.innerText()).trim());
        expect(faq.mainEntity[i].acceptedAnswer.text).toBe(((await panel.textContent()) ?? '').trim());
      }
      await expect(page.getByRole('heading', {name: 'Ready to Transform Your Portfolio Operations?'})).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test(
    'the first answer starts open; clicking another keeps one open at a time; clicking the open one closes it',
    onPages('/faqs/**'),
    async ({page}) => {
      const faq = faqPage('services');
      // Two questions other than the first, wherever the page's list of questions ends.
      const middle = Math.floor(faq.items.length / 2);
      const last = faq.items.length - 1;
      await page.goto(faq.path);
      await hydrated(page);
      await expectOnlyOpen(page, 0);

      const buttons = questions(page);
      await expect(buttons).toHaveCount(faq.items.length);
      await buttons.nth(middle).click();
      await expectOnlyOpen(page, middle);

      await buttons.nth(last).click();
      await expectOnlyOpen(page, last);

      await buttons.nth(last).click();
      await expectOnlyOpen(page, null);

      await buttons.nth(0).click();
      await expectOnlyOpen(page, 0);
    },
  );

  test('the accordion works from the keyboard', onPages('/faqs/approach'), async ({page}) => {
    await page.goto('/faqs/approach');
    await hydrated(page);
    const buttons = questions(page);
    await expectOnlyOpen(page, 0);

    // Reach the first question with Tab, as a keyboard user would.
    await page.locator('h1').click();
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if (await buttons.nth(0).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(buttons.nth(0)).toBeFocused();

    await page.keyboard.press('Enter');
    await expectOnlyOpen(page, null);

    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expectOnlyOpen(page, 1);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectOnlyOpen(page, 2);

    await page.keyboard.press('Space');
    await expectOnlyOpen(page, null);

    await page.keyboard.press('End');
    await expect(buttons.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(0)).toBeFocused();
  });

  test('a link inside an answer leads to its page', onPages('/faqs/**'), async ({page}) => {
    // The first answer of any FAQ page that links to another page of the site.
    const withLink = faqPages
      .flatMap((faq) =>
        faq.items.map((item, index) => ({
          faq,
          index,
          link: answerSegments(item.answer).find((s) => s.kind === 'link' && s.href.startsWith('/')),
        })),
      )
      .find((entry) => entry.link);
    expect(withLink, 'some FAQ answer links to a page of the site').toBeTruthy();
    const {faq, index, link} = withLink!;
    if (link?.kind !== 'link') throw new Error('unreachable');
    await page.goto(faq.path);
    await hydrated(page);
    const button = questions(page).nth(index);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    const panel = await panelOf(page, button);
    await panel.getByRole('link', {name: link.label, exact: true}).first().click();
    await expect(page).toHaveURL(new RegExp(`${link.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('every answer can be read', onPages('/faqs/**'), async ({page}) => {
      const faq = faqPage('modules');
      await page.goto(faq.path);
      const panels = page.locator('[data-faq-panel]');
      await expect(panels).toHaveCount(faq.items.length);
      for (let i = 0; i < faq.items.length; i += 1) await expect(panels.nth(i)).toBeVisible();
    });
  });
});

test.describe('data-quality resources', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test(
    'the dimensions guide covers six dimensions and closes with the assessment link',
    onPages('/data-quality-dimensions-guide'),
    async ({page, consoleErrors}) => {
      await page.goto('/data-quality-dimensions-guide');
      await hydrated(page);
      const article = page.locator('article');
      for (const dimension of ['Accuracy', 'Completeness', 'Consistency', 'Timeliness', 'Validity', 'Integrity']) {
        const heading = article.locator(`h2#${dimension.toLowerCase()}`);
        await expect(heading).toBeVisible();
        await expect(heading).toContainText(dimension);
      }
      await expect(page.getByRole('link', {name: 'Assess Your Data Quality'})).toHaveAttribute('href', '/data-operations-assessment');
      await expect(page.getByRole('link', {name: 'Get In Touch'}).last()).toHaveAttribute('href', '/contact');
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    'the data-impact page shows the headline figures, six impact sections, the 5% threshold and both actions',
    onPages('/resources/data-impact'),
    async ({page, consoleErrors}) => {
      await page.goto('/resources/data-impact');
      await hydrated(page);
      const article = page.locator('article');
      await expect(article.locator('dt')).toHaveText(dataImpactStats.map((stat) => stat.value));
      const sections = article.locator('h2').filter({hasNotText: /solution|Ready to Transform/i});
      // The page's six impact sections (specification).
      await expect(sections).toHaveCount(6);
      await expect(article.getByText(`bounces above ${BOUNCE_RATE_CEILING_PERCENT}%`)).toBeVisible();
      await expect(page.getByRole('link', {name: 'Take Free Assessment'})).toHaveAttribute('href', '/data-operations-assessment');
      await expect(page.getByRole('link', {name: 'Calculate Your Costs'})).toHaveAttribute('href', '/bad-data-cost-calculator');
      expect(consoleErrors).toEqual([]);
    },
  );
});

test.describe('at 390px', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const path of reachedOnly(['/faqs', '/faqs/data-quality', '/data-quality-dimensions-guide', '/resources/data-impact'], (p) => p)) {
    test(`${path} fits the screen without sideways scrolling`, onPages(path), async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('accessibility', () => {
  test.use({viewport: {width: 1280, height: 900}});

  for (const path of reachedOnly(['/faqs', '/faqs/data-quality', '/data-quality-dimensions-guide', '/resources/data-impact'], (p) => p)) {
    test(`${path}: no axe violations in the page content`, onPages(path), async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      const scan = await axe(page).include('article').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
