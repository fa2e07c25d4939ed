/**
 * Fenced code blocks (src/theme/CodeBlock): on a post with a titled block
 * and a highlighted line, the production build shows the title, the code
 * colored by token classes, the highlighted line and a copy button that
 * copies; with JavaScript off the code is there, highlighted; nothing shifts,
 * no CSP or axe violation, and long lines scroll inside the block on a
 * phone, or wrap with the block's word-wrap button. Pages without code load no highlighter. The block under test is
 * the first titled block with a highlighted line in blog/, read from its
 * Markdown.
 */
import {axe} from './support/axe';
import type {BrowserContext, Page} from '@playwright/test';
import {guides} from '../../src/data/guides';
import {roiTools} from '../../src/config/navbar';
import {watchCspViolations} from './csp';
import {test, expect, hydrated, declineCookies} from './fixtures';
import {onPages} from './support/specPages';
import {postLinkingTo, postWithoutCode, titledBlock} from './support/codeBlocks';
import {layoutShifts, watchLayoutShifts} from './support/layoutShifts';

const block = titledBlock();

/** Pages without code: home, a post with no code block, a guide, a calculator. */
const withoutCode = [
  '/',
  postWithoutCode(),
  Object.values(guides)[0]!.path,
  roiTools.items.find((item) => 'href' in item && item.href.endsWith('-calculator'))!.href,
];

/** A string only the highlighter's chunk holds: prism-react-renderer's line class. */
const HIGHLIGHTER_MARK = 'token-line';

/** Opens the post and waits until the highlighter has replaced the server's block (the buttons are there). */
async function openPost(page: Page): Promise<void> {
  await declineCookies(page);
  await page.goto(block.post);
  await hydrated(page);
  await expect(page.locator('.theme-code-block').first().getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
}

const codeBlock = (page: Page) => page.locator('article .theme-code-block').first();

test(
  'a titled block shows its title, highlighted tokens, its highlighted line and a copy button that copies',
  onPages(block.post),
  async ({page, context}) => {
    const {title, lines, highlighted} = block;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPost(page);
    const figure = codeBlock(page);
    await expect(figure.getByText(title, {exact: true})).toBeVisible();
    expect(await figure.locator('.token-line').allTextContents()).toEqual(lines);
    await expect(figure.locator('.token.keyword').first()).toBeVisible();
    await expect(figure.locator('.token.string').first()).toBeVisible();
    const highlightedLines = figure.locator('.theme-code-block-highlighted-line');
    await expect(highlightedLines).toHaveCount(1);
    expect(await highlightedLines.textContent()).toBe(lines[highlighted - 1]);
    // Colors are classes: no token carries a style attribute (the policy's reason to need none).
    await expect(figure.locator('[style]')).toHaveCount(0);

    await figure.hover();
    const copy = figure.getByRole('button', {name: 'Copy code to clipboard'});
    await copy.click();
    await expect(figure.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join('\n'));
  },
);

test(
  'opened by a link inside the site, the block loads the highlighter and ends the same',
  onPages(postLinkingTo(block.post)),
  async ({page}) => {
    const {title, lines} = block;
    await declineCookies(page);
    await page.goto(postLinkingTo(block.post));
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as {__samePage: boolean}).__samePage = true));
    await page.locator(`article a[href="${block.post}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${block.post}$`));
    const figure = codeBlock(page);
    await expect(figure.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    await expect(figure.getByText(title, {exact: true})).toBeVisible();
    expect(await figure.locator('.token-line').allTextContents()).toEqual(lines);
    await expect(figure.locator('.token.keyword').first()).toBeVisible();
    // A client-side navigation: the document is the one the test started on.
    expect(await page.evaluate(() => (window as unknown as {__samePage?: boolean}).__samePage)).toBe(true);
  },
);

test.describe('with JavaScript off', onPages(block.post), () => {
  test.use({javaScriptEnabled: false});

  test('the code is readable and already highlighted in the HTML', async ({page}) => {
    const {title, lines, highlighted} = block;
    await page.goto(block.post);
    const figure = codeBlock(page);
    await expect(figure.getByText(title, {exact: true})).toBeVisible();
    expect(await figure.locator('.token-line').allTextContents()).toEqual(lines);
    await expect(figure.locator('.token.keyword').first()).toBeVisible();
    expect(await figure.locator('.theme-code-block-highlighted-line').textContent()).toBe(lines[highlighted - 1]);
    await expect(figure.locator('[style]')).toHaveCount(0);
    // Tokens are colored by the stylesheet: a keyword is not the plain text color.
    const colors = await figure.evaluate((el) => ({
      keyword: getComputedStyle(el.querySelector('.token.keyword')!).color,
      plain: getComputedStyle(el.querySelector('pre')!).color,
    }));
    expect(colors.keyword).not.toBe(colors.plain);
  });
});

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 800},
]) {
  test.describe(`at ${viewport.width}px`, onPages(block.post), () => {
    test.use({viewport});

    test('no layout shift, no CSP or axe violation, and the code scrolls inside its block', async ({page}) => {
      const violations = await watchCspViolations(page);
      await watchLayoutShifts(page);
      await openPost(page);
      const figure = codeBlock(page);
      await figure.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      // Shifts made while the parser still runs follow the machine's load (support/layoutShifts.ts).
      expect(await layoutShifts(page, {afterParsing: true})).toEqual([]);
      expect(violations).toEqual([]);
      const scan = await axe(page).include('article .theme-code-block').withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      const widths = await page.evaluate(() => {
        const pre = document.querySelector('article .theme-code-block pre')!;
        return {page: document.documentElement.scrollWidth, viewport: window.innerWidth, scroll: pre.scrollWidth, client: pre.clientWidth};
      });
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      if (viewport.width === 390) {
        expect(widths.scroll).toBeGreaterThan(widths.client);
        // The theme's word-wrap button wraps the long lines instead.
        await figure.hover();
        await figure.getByRole('button', {name: 'Toggle word wrap'}).click();
        await expect.poll(() => figure.locator('pre').evaluate((pre) => pre.scrollWidth - pre.clientWidth)).toBeLessThanOrEqual(0);
      }
    });

    test('the code block looks as it should', async ({page}) => {
      await openPost(page);
      const figure = codeBlock(page);
      await figure.scrollIntoViewIfNeeded();
      await expect(figure).toHaveScreenshot(`code-block-${viewport.width}.png`);
    });
  });
}

/** The scripts a page fetches, from its start until the network is idle (in a page of its own), with their bodies. */
async function scriptsOf(context: BrowserContext, url: string): Promise<{url: string; body: string}[]> {
  const page = await context.newPage();
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  });
  await page.goto(url);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return Promise.all([...urls].map(async (script) => ({url: script, body: await (await context.request.get(script)).text()})));
}

test('only a page with code loads the highlighter', onPages(block.post, ...withoutCode), async ({context}) => {
  await declineCookies(context);
  const withCode = await scriptsOf(context, block.post);
  expect(withCode.filter((s) => s.body.includes(HIGHLIGHTER_MARK)).length).toBe(1);
  for (const url of withoutCode) {
    const scripts = await scriptsOf(context, url);
    expect(scripts.length).toBeGreaterThan(0);
    expect({url, highlighter: scripts.filter((s) => s.body.includes(HIGHLIGHTER_MARK)).map((s) => s.url)}).toEqual({url, highlighter: []});
  }
});
