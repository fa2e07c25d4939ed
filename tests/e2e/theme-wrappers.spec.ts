/**
 * Each theme component the site wraps (src/theme/README.md, "wrapped") still
 * renders, with what the wrapper adds, on a page where it appears. A wrapper
 * renders the theme's own component, so an upgrade reaches the site through
 * it; what can break is the wrapper's addition, and that is what each test
 * below looks for, after hydration. Each title starts with the component's
 * name: tests/unit/upstream.test.ts requires one per wrapped component.
 */
import type {Page} from '@playwright/test';
import {blogPagesCopy} from '../../src/data/blogPages';
import {test, expect, hydrated, declineCookies} from './fixtures';
import {titledBlock} from './support/codeBlocks';
import {sampleAuthor} from './support/samples';
import {onPages} from './support/specPages';

const POST = '/insights/true-cost-of-bad-data';
const GUIDE = '/guides/hubspot-expert';
const BRAND = ' | Keelson RevOps';

async function visit(page: Page, path: string): Promise<void> {
  await declineCookies(page);
  await page.goto(path);
  await hydrated(page);
}

/** How many head elements match, after hydration. */
const countInHead = (page: Page, selector: string) => page.locator(`head ${selector}`).count();

test('Root: the cookie banner appears on a first visit, around every page', onPages('/about'), async ({page}) => {
  await page.goto('/about');
  await hydrated(page);
  await expect(page.getByRole('region', {name: 'Cookie consent'})).toBeVisible();
});

test(
  'Layout: a page of src/pages has the navbar, the footer, its head by the site rules, and its text marked for search',
  onPages('/about'),
  async ({page}) => {
    await visit(page, '/about');
    await expect(page.locator('header nav[aria-label="Main"]').first()).toBeAttached();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page).toHaveTitle(/\| Keelson RevOps$/);
    expect(await countInHead(page, 'meta[name="twitter:title"]')).toBe(1);
    await expect(page.locator('[data-pagefind-body]')).toHaveAttribute('data-pagefind-filter', 'type:Company page');
  },
);

test(
  'BlogListPage: the list has one h1, its title, and a page number from page 2 on',
  onPages('/insights', '/insights/page/2'),
  async ({page}) => {
    await visit(page, '/insights');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Insights');
    await visit(page, '/insights/page/2');
    await expect(page).toHaveTitle(`Insights (page 2)${BRAND}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
  },
);

test('BlogPostItem: a post page marks the post for search with its category as a filter', onPages(POST), async ({page}) => {
  await visit(page, POST);
  const body = page.locator('[data-pagefind-body]');
  await expect(body).toHaveCount(1);
  await expect(body).toHaveAttribute('data-search-category', 'Data Quality');
  await expect(body).toHaveAttribute('data-pagefind-filter', /category\[data-search-category\]/);
  await expect(body.getByRole('heading', {level: 1})).toBeVisible();
});

test('BlogPostItem/Header: the category links above the title, and the cover follows the header', onPages(POST), async ({page}) => {
  await visit(page, POST);
  const article = page.locator('article').first();
  const order = await article.evaluate((el) => {
    const at = (node: Element | null) => (node ? Array.from(el.querySelectorAll('*')).indexOf(node) : -1);
    return {
      label: at(el.querySelector('a[href="/insights/tags/data-quality"]')),
      title: at(el.querySelector('h1')),
      cover: at(el.querySelector('img[src^="/img/covers/"]')),
    };
  });
  expect(order.label).toBeGreaterThanOrEqual(0);
  expect(order.label).toBeLessThan(order.title);
  expect(order.title).toBeLessThan(order.cover);
});

test(
  'BlogPostItem/Footer: a post page ends with its tags, share buttons, a call to action and related posts',
  onPages(POST),
  async ({page}) => {
    await visit(page, POST);
    const share = page.getByRole('group', {name: /^Share this insight/}).or(page.locator('[aria-label^="Share this insight"]'));
    await expect(share.first()).toBeVisible();
    await expect(share.first().getByRole('link', {name: /LinkedIn/})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Calculate your bad-data cost'})).toHaveAttribute('href', '/bad-data-cost-calculator');
    await expect(page.getByRole('heading', {name: 'Related insights'})).toBeVisible();
    // After the tags row, in this order.
    const order = await page.evaluate(() => {
      const all = Array.from(document.querySelectorAll('*'));
      const at = (selector: string) => all.indexOf(document.querySelector(selector)!);
      const cta = all.findIndex((el) => el.tagName === 'A' && el.textContent === 'Calculate your bad-data cost');
      return [at('.theme-blog-footer-edit-meta-row'), at('[aria-label^="Share this insight"]'), cta];
    });
    expect(order[0]).toBeGreaterThan(-1);
    expect(order[0]).toBeLessThan(order[1]);
    expect(order[1]).toBeLessThan(order[2]);
  },
);

test('DocItem/Layout: a guide carries Article structured data, and a phone gets the section menu', onPages(GUIDE), async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await visit(page, GUIDE);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')['@type']));
  expect(types).toContain('Article');
  await expect(page.locator('details summary').filter({hasText: 'In this section'})).toBeVisible();
});

test('DocItem/Content: a guide marks its title and text for search, typed as a guide', onPages(GUIDE), async ({page}) => {
  await visit(page, GUIDE);
  const body = page.locator('[data-pagefind-body]');
  await expect(body).toHaveCount(1);
  await expect(body).toHaveAttribute('data-pagefind-filter', 'type:Guide');
  await expect(body.locator('nav[aria-label="Breadcrumbs"]')).toHaveCount(0);
});

test('DocItem/Metadata: a guide has one title, one description and Twitter tags by the site rules', onPages(GUIDE), async ({page}) => {
  await visit(page, GUIDE);
  await expect(page).toHaveTitle(/\| Keelson RevOps$/);
  expect(await countInHead(page, 'meta[name="description"]')).toBe(1);
  expect(await countInHead(page, 'meta[name="twitter:title"]')).toBe(1);
  expect(await countInHead(page, 'meta[name="twitter:description"]')).toBe(1);
});

test(
  'DocCategoryGeneratedIndexPage: a sidebar category index has its title and description by the site rules',
  onPages('/guides'),
  async ({page}) => {
    await visit(page, '/guides');
    await expect(page).toHaveTitle(`Guides for PE operators and RevOps leaders${BRAND}`);
    expect(await countInHead(page, 'meta[name="description"]')).toBe(1);
  },
);

test('BlogPostPage/Metadata: a post is an article with its own Twitter tags', onPages(POST), async ({page}) => {
  await visit(page, POST);
  expect(await countInHead(page, 'meta[property="og:type"][content="article"]')).toBe(1);
  expect(await countInHead(page, 'meta[property="article:published_time"]')).toBe(1);
  expect(await countInHead(page, 'meta[name="twitter:title"]')).toBe(1);
});

test(
  'BlogTagsListPage: each blog names its tag index in its own words',
  onPages('/insights/tags', '/case-studies/tags'),
  async ({page}) => {
    await visit(page, '/insights/tags');
    await expect(page).toHaveTitle(`${blogPagesCopy('default').tagsTitle}${BRAND}`);
    await visit(page, '/case-studies/tags');
    await expect(page).toHaveTitle(`${blogPagesCopy('case-studies').tagsTitle}${BRAND}`);
  },
);

test(
  'BlogTagsPostsPage: a tag page has its title by the site rules and a description',
  onPages('/insights/tags/crm-hygiene'),
  async ({page}) => {
    await visit(page, '/insights/tags/crm-hygiene');
    await expect(page).toHaveTitle(/posts tagged with "CRM hygiene" \| Keelson RevOps$/);
    expect(await countInHead(page, 'meta[name="description"]')).toBe(1);
  },
);

test('Blog/Pages/BlogAuthorsListPage: each blog names its author index and describes it', onPages('/insights/authors'), async ({page}) => {
  await visit(page, '/insights/authors');
  await expect(page).toHaveTitle(`${blogPagesCopy('default').authorsTitle}${BRAND}`);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', blogPagesCopy('default').authorsDescription);
});

test(
  'Blog/Pages/BlogAuthorsPostsPage: an author page names its blog and the author',
  onPages(`/insights/authors/${sampleAuthor.key}`),
  async ({page}) => {
    await visit(page, `/insights/authors/${sampleAuthor.key}`);
    await expect(page).toHaveTitle(`Insights by ${sampleAuthor.name}${BRAND}`);
    expect(await countInHead(page, 'meta[name="description"]')).toBe(1);
  },
);

test(
  'CodeBlock: a fenced block on a post becomes the theme code block, highlighted, with its title and buttons',
  onPages(titledBlock().post),
  async ({page}) => {
    const block = titledBlock();
    await visit(page, block.post);
    const figure = page.locator('article .theme-code-block').first();
    await expect(figure.getByText(block.title, {exact: true})).toBeVisible();
    await expect(figure.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    await expect(figure.locator(`pre.language-${block.language} .token-line`)).toHaveCount(block.lines.length);
  },
);

test('CodeBlock/Line/Token: tokens carry their classes and no style attribute', onPages(titledBlock().post), async ({page}) => {
  const block = titledBlock();
  await visit(page, block.post);
  const figure = page.locator('article .theme-code-block').first();
  await expect(figure.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
  expect(await figure.locator('.token-line > span.token').count()).toBeGreaterThan(block.lines.length);
  await expect(figure.locator('.token-line [style]')).toHaveCount(0);
});
