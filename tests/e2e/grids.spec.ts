/**
 * Card grids that list data records lay out any count deliberately: at
 * desktop width no card sits alone on the last row and rows differ by at
 * most one card; on a phone they are one column. The column count comes
 * from src/lib/grid.ts (unit-tested there); these tests check that the real
 * CSS honors it, on the built pages, with the data as it is, with the
 * services grid cut or grown to 5, 6 and 7 cards in the page, and with a list
 * of posts cut to every count a list page can show.
 */
import type {Locator, Page} from '@playwright/test';
import {faqPages} from '@site/src/data/faqs';
import {serviceCards} from '@site/src/data/services';
import {team} from '@site/src/data/team';
import {featuredTestimonials} from '@site/src/data/testimonials';
import {gridColumns, spannedGrid} from '@site/src/lib/grid';
import {POSTS_PER_PAGE} from '@site/src/config/postLists';
import {listedPosts} from '../support/publishedPosts';
import {test, expect, hydrated, declineCookies} from './fixtures';
import {onPages} from './support/specPages';
import {reachedOnly} from './support/reachedPages';

const DESKTOP = {width: 1280, height: 900};
const PHONE = {width: 390, height: 844};

/** The cards per row of a grid, top to bottom, read from where its items are drawn. */
async function rowsOf(grid: Locator): Promise<number[]> {
  return grid.evaluate((el) => {
    const tops = new Map<number, number>();
    for (const item of Array.from(el.children)) {
      const top = Math.round(item.getBoundingClientRect().top);
      tops.set(top, (tops.get(top) ?? 0) + 1);
    }
    return [...tops.entries()].sort(([a], [b]) => a - b).map(([, n]) => n);
  });
}

/** No lone card on a row unless there is only one card, and rows within one card of each other. */
function expectBalanced(rows: number[], count: number, where: string): void {
  expect(
    rows.reduce((sum, n) => sum + n, 0),
    `${where}: every card is laid out`,
  ).toBe(count);
  if (count > 1) expect(rows, `${where}: no card alone on a row`).not.toContain(1);
  expect(Math.max(...rows) - Math.min(...rows), `${where}: rows ${rows.join(' + ')}`).toBeLessThanOrEqual(1);
}

async function open(page: Page, path: string): Promise<void> {
  await declineCookies(page);
  await page.goto(path);
  await hydrated(page);
}

/** The grid in main whose items link to the service pages. */
function servicesGrid(page: Page): Locator {
  return page
    .locator('main ul')
    .filter({has: page.locator(`a[href="${serviceCards[0]!.href}"]`)})
    .last();
}

/** Cuts or grows the grid to `count` items (clones of its first), with the column count the component would set. */
async function resize(grid: Locator, count: number, columns: number): Promise<void> {
  await grid.evaluate(
    (el, {count, columns}) => {
      while (el.children.length > count) el.lastElementChild!.remove();
      while (el.children.length < count) el.appendChild(el.firstElementChild!.cloneNode(true));
      (el as HTMLElement).style.setProperty('--grid-columns', String(columns));
    },
    {count, columns},
  );
}

/** The first list in main whose items are posts (cards of the insights or case studies). */
function postList(page: Page): Locator {
  return page
    .locator('main ul')
    .filter({has: page.locator('article')})
    .first();
}

const servicePagesWithGrid = ['/', '/services', '/services/404'];

test.describe('the services grid at 1280px', () => {
  test.use({viewport: DESKTOP});

  for (const path of reachedOnly(servicePagesWithGrid, (p) => p)) {
    test(`${path}: the services as the data lists them, then 5, 6 and 7 cards`, onPages(path), async ({page}) => {
      await open(page, path);
      const grid = servicesGrid(page);
      await expect(grid.locator(':scope > li')).toHaveCount(serviceCards.length);
      const rows = await rowsOf(grid);
      expectBalanced(rows, serviceCards.length, `${path} as built`);
      // The component set the column count the rule gives for the data.
      expect(rows[0]).toBe(gridColumns(serviceCards.length, 3));
      for (const count of [5, 6, 7]) {
        await resize(grid, count, gridColumns(count, 3));
        const resized = await rowsOf(grid);
        expectBalanced(resized, count, `${path} with ${count} cards`);
        // The grid draws the columns it is given: a lone seventh card would show here.
        expect(resized[0]).toBe(gridColumns(count, 3));
      }
    });
  }
});

test.describe('the services grid at 390px', () => {
  test.use({viewport: PHONE});

  for (const path of reachedOnly(servicePagesWithGrid, (p) => p)) {
    test(`${path}: one column whatever the count`, onPages(path), async ({page}) => {
      await open(page, path);
      const grid = servicesGrid(page);
      for (const count of [serviceCards.length, 5, 6, 7]) {
        await resize(grid, count, gridColumns(count, 3));
        expect(await rowsOf(grid)).toEqual(Array.from({length: count}, () => 1));
      }
    });
  }
});

test.describe('other grids of records at 1280px', () => {
  test.use({viewport: DESKTOP});

  const grids: {name: string; path: string; grid: (page: Page) => Locator; count: number | null}[] = [
    {
      name: 'testimonials',
      path: '/',
      grid: (page) => page.locator('main figure[data-testimonial]').first().locator('xpath=..'),
      count: featuredTestimonials.length,
    },
    {
      name: 'team',
      path: '/about',
      grid: (page) => page.locator('main ul').filter({has: page.locator('a[href^="/insights/authors/"]')}),
      count: team.length,
    },
    {name: 'FAQ hub', path: '/faqs', grid: (page) => page.getByRole('list', {name: 'FAQ topics'}), count: faqPages.length},
    {
      name: 'case studies',
      path: '/case-studies',
      grid: postList,
      count: null,
    },
    {
      name: 'insights',
      path: '/insights',
      grid: postList,
      count: null,
    },
  ];
  for (const {name, path, grid: find, count} of reachedOnly(grids, (g) => g.path)) {
    test(`${name} on ${path}: no card alone on the last row`, onPages(path), async ({page}) => {
      await open(page, path);
      const grid = find(page);
      const items = await grid.evaluate((el) => el.children.length);
      if (count !== null) expect(items).toBe(count);
      expectBalanced(await rowsOf(grid), items, `${name} on ${path}`);
    });
  }
});

test.describe('a list of posts at 1280px', onPages('/insights'), () => {
  test.use({viewport: DESKTOP});

  test('/insights cut to every count a page can show: balanced rows of at most three cards, none narrower than in a row of three', async ({
    page,
  }) => {
    await open(page, '/insights');
    const grid = postList(page);
    const perPage = await grid.evaluate((el) => el.children.length);
    // The first page holds a page's worth of the listed insights, or all of them when there are fewer.
    expect(perPage, 'the first page of /insights').toBe(Math.min(POSTS_PER_PAGE, listedPosts('blog').length));
    // The list sets the tracks and spans the rule gives for its count.
    const built = await grid.evaluate((el) => ({
      columns: Number((el as HTMLElement).style.getPropertyValue('--grid-columns')),
      spans: Array.from(el.children).map((item) => Number((item as HTMLElement).style.getPropertyValue('--grid-span'))),
    }));
    expect(built).toEqual(spannedGrid(perPage, 3));
    const rowOfThree = await grid.evaluate((el) => {
      (el as HTMLElement).style.setProperty('--grid-columns', '3');
      for (const item of Array.from(el.children)) (item as HTMLElement).style.setProperty('--grid-span', '1');
      return el.children[0]!.getBoundingClientRect().width;
    });
    // From a full page down to one post, taking the last card away each time.
    for (let count = perPage; count >= 1; count -= 1) {
      const {columns, spans} = spannedGrid(count, 3);
      const narrowest = await grid.evaluate(
        (el, {count, columns, spans}) => {
          while (el.children.length > count) el.lastElementChild!.remove();
          (el as HTMLElement).style.setProperty('--grid-columns', String(columns));
          Array.from(el.children).forEach((item, i) => (item as HTMLElement).style.setProperty('--grid-span', String(spans[i])));
          return Math.min(...Array.from(el.children).map((item) => item.getBoundingClientRect().width));
        },
        {count, columns, spans},
      );
      const rows = await rowsOf(grid);
      expectBalanced(rows, count, `${count} posts`);
      expect(Math.max(...rows), `${count} posts: rows ${rows.join(' + ')}`).toBeLessThanOrEqual(3);
      expect(narrowest, `${count} posts: the narrowest card`).toBeGreaterThanOrEqual(rowOfThree - 1);
    }
  });
});
