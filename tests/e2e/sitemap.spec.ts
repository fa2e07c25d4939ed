import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {disallowedPaths, keptOutOfSearch, keptOutPaths} from '../../src/config/indexing';
import type {Locator} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {onPages} from './support/specPages';
import {listedPosts, type PostFolder} from '../support/publishedPosts';

/**
 * The HTML sitemap is generated from the build's real content. These tests
 * read the content folders themselves (blog/, case-studies/, docs/guides/)
 * and check the page against them, so a post or guide that the generator
 * missed fails here.
 */

const root = process.cwd();

interface Expected {
  path: string;
  title: string;
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

function isPublished(data: Record<string, unknown>): boolean {
  return data.draft !== true && data.unlisted !== true;
}

/** The posts of a blog folder the served build lists (tests/support/publishedPosts.ts). */
function publishedPosts(folder: PostFolder): Expected[] {
  return listedPosts(folder).map(({path: postPath, title}) => ({path: postPath, title}));
}

/** Guides under docs/guides: an absolute `slug` wins; otherwise /guides/ + slug or file id (number prefixes dropped). */
function publishedGuides(): Expected[] {
  const dir = path.join(root, 'docs', 'guides');
  return markdownFiles(dir).flatMap((file) => {
    const {data, content} = matter(fs.readFileSync(file, 'utf8'));
    if (!isPublished(data)) return [];
    const id = path
      .relative(dir, file)
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .map((part) => part.replace(/^\d+[-_.]/, ''))
      .join('/');
    const slug = typeof data.slug === 'string' ? data.slug : id;
    const title = String(data.sidebar_label ?? data.title ?? /^#\s+(.+)$/m.exec(content)?.[1] ?? id);
    return [{path: slug.startsWith('/') ? slug : `/guides/${slug}`, title}];
  });
}

async function sitemapLinks(page: import('@playwright/test').Page): Promise<Map<string, string>> {
  await page.goto('/sitemap');
  await hydrated(page);
  const pairs = await page
    .locator('main section a')
    .evaluateAll((links) => links.map((a) => [a.getAttribute('href') ?? '', (a.textContent ?? '').trim()] as [string, string]));
  return new Map(pairs);
}

/** The addresses a section links to under `base`, in order: its posts. */
async function postLinks(section: Locator, base: string): Promise<string[]> {
  const hrefs = await section.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith(base));
}

test.describe('HTML sitemap', () => {
  test('lists every published insight, newest first, under its own title', async ({page}) => {
    const posts = publishedPosts('blog');
    const links = await sitemapLinks(page);
    for (const post of posts) {
      expect(links.get(post.path), post.path).toBe(post.title);
    }
    const insights = page.locator('section', {has: page.getByRole('heading', {name: /^Insights/})});
    expect(await postLinks(insights, '/insights/')).toEqual(posts.map((p) => p.path));
    const dates = await insights.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(dates).toHaveLength(posts.length);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('lists every guide and every case study', async ({page}) => {
    const guides = publishedGuides();
    const caseStudies = publishedPosts('case-studies');
    expect(guides.length).toBeGreaterThan(0);
    const links = await sitemapLinks(page);
    for (const guide of guides) expect(links.has(guide.path), guide.path).toBe(true);
    for (const study of caseStudies) expect(links.get(study.path), study.path).toBe(study.title);
    const studies = page.locator('section', {has: page.getByRole('heading', {name: /^Case studies/})});
    expect(await postLinks(studies, '/case-studies/')).toEqual(caseStudies.map((p) => p.path));
    const guideSection = page.locator('section', {has: page.getByRole('heading', {name: /^Guides and resources/})});
    for (const guide of guides) {
      await expect(guideSection.locator(`a[href="${guide.path}"]`)).toHaveCount(1);
    }
  });

  test('groups pages by section, one h1, and leaves internal pages out', async ({page}) => {
    const links = await sitemapLinks(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Sitemap');
    const headings = await page.getByRole('heading', {level: 2}).allTextContents();
    const titles = headings.map((h) => h.replace(/\s*\(\d+\)$/, ''));
    for (const expected of ['Company', 'Services', 'Insights', 'Case studies']) expect(titles).toContain(expected);
    expect(titles.indexOf('Company')).toBeLessThan(titles.indexOf('Insights'));

    const company = page.locator('section', {has: page.getByRole('heading', {name: /^Company/})});
    await expect(company.getByRole('link').first()).toHaveText('Home');
    await expect(company.getByRole('link', {name: 'Contact', exact: true})).toHaveAttribute('href', '/contact');
    const services = page.locator('section', {has: page.getByRole('heading', {name: /^Services/})});
    await expect(services.getByRole('link').first()).toHaveAttribute('href', '/services');

    for (const hidden of ['/sitemap', ...keptOutPaths]) {
      expect(links.has(hidden), hidden).toBe(false);
    }
    // The count in the introduction is the number of links listed.
    await expect(page.getByText(`All ${links.size} public pages of this site`)).toBeVisible();
  });

  test('every listed link answers 200 with an indexable page, not a redirect', async ({page, request}) => {
    const links = await sitemapLinks(page);
    expect(links.size).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const href of links.keys()) {
      const response = await request.get(href, {maxRedirects: 0});
      const body = response.status() === 200 ? await response.text() : '';
      if (response.status() !== 200) problems.push(`${href}: HTTP ${response.status()}`);
      else if (/http-equiv="refresh"/i.test(body)) problems.push(`${href}: redirect page`);
      else if (/<meta[^>]+name="robots"[^>]+noindex/i.test(body)) problems.push(`${href}: noindex`);
    }
    expect(problems).toEqual([]);
  });

  test('the pages kept out of search carry their robots tag and are out of sitemap.xml; robots.txt closes the internal ones', async ({
    page,
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const hidden of keptOutPaths) expect(xml, hidden).not.toContain(`${hidden}</loc>`);
    expect(xml).toContain('/about</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots.match(/^Disallow: .*$/gm)).toEqual(disallowedPaths.map((p) => `Disallow: ${p}`));
    for (const {paths, robots: directive} of Object.values(keptOutOfSearch)) {
      for (const hidden of directive ? paths : []) {
        await page.goto(hidden);
        await expect(page.locator('meta[name="robots"]'), hidden).toHaveAttribute('content', directive!);
      }
    }
  });

  test('the footer links to it', onPages('/'), async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Sitemap', exact: true}).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Sitemap');
  });
});
