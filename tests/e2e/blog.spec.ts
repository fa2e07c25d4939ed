/**
 * Insights and case studies in the browser: list order, cards, category,
 * author and archive pages, a post's share actions and a failed copy (the
 * copy's and the toasts' timers: share-timers.spec.ts), related posts and
 * call to action, the footer and home page titles, the feeds and /api/content.json (search: search.spec.ts). Expected titles and
 * dates are read from the Markdown files, never typed here.
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated, declineCookies} from './fixtures';
import {popularArticleSlugs} from '../../src/config/footer';
import {RELATED_POST_LIMIT} from '../../src/plugins/lean-blog/relatedPosts';
import {CONTENT_JSON_POST_LIMIT} from '../../src/plugins/content-json/contentJson';
import {POSTS_PER_PAGE} from '../../src/config/postLists';
import {serviceCards} from '../../src/data/services';
import {sampleAuthor, SHARED_POST_PATH, SHARED_POST_SLUG} from './support/samples';
import {onPages} from './support/specPages';
import {listedPosts, type PostFolder} from '../support/publishedPosts';
import {EAGER_CARDS} from '../../src/lib/grid';

interface PostFile {
  slug: string;
  title: string;
  date: string;
  category: string;
  industry?: string;
  imageAlt: string;
}

/** The posts the served build lists, newest first, through the build's publication rule. */
function readPosts(folder: PostFolder): PostFile[] {
  return listedPosts(folder).map(({slug, title, date, data}) => ({
    slug,
    title,
    date,
    category: data.category as string,
    industry: data.industry as string | undefined,
    imageAlt: data.image_alt as string,
  }));
}

const insights = readPosts('blog');
const caseStudies = readPosts('case-studies');
const POST = insights.find((p) => p.slug === SHARED_POST_SLUG)!;
const POST_PATH = SHARED_POST_PATH;

// The cookie banner is decided, so it never covers what these tests click.
test.beforeEach(async ({context}) => {
  await declineCookies(context);
});

async function canonical(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toMatch(/^https?:\/\/[^/]+\/insights\//);
  return href!;
}

/** Replaces window.open with a recorder, so the URL and window features can be read back. */
async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: [string, string, string][] = [];
    (window as unknown as {openCalls: typeof calls}).openCalls = calls;
    window.open = ((url: string, name: string, features: string) => {
      calls.push([String(url), String(name), String(features)]);
      return null;
    }) as typeof window.open;
  });
}

function featureSize(features: string): {width: number; height: number} {
  const get = (key: string) => Number(new RegExp(`(?:^|,)${key}=(\\d+)`).exec(features)?.[1]);
  return {width: get('width'), height: get('height')};
}

test.describe('share buttons on a post', onPages(POST_PATH), () => {
  test('LinkedIn opens its sharer with the page URL in a 600x570 window', async ({page}) => {
    await recordWindowOpen(page);
    await page.goto(POST_PATH);
    await hydrated(page);
    const url = await canonical(page);
    await page.getByRole('link', {name: 'Share on LinkedIn'}).click();
    const calls = await page.evaluate(() => (window as unknown as {openCalls: string[][]}).openCalls);
    expect(calls).toHaveLength(1);
    const [href, , features] = calls[0]!;
    const shared = new URL(href!);
    expect(shared.origin + shared.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(shared.searchParams.get('url')).toBe(url);
    expect(featureSize(features!)).toEqual({width: 600, height: 570});
    await expect(page).toHaveURL(new RegExp(`${POST_PATH}$`));
  });

  test('X opens its intent with the URL and the title in a 600x300 window', async ({page}) => {
    await recordWindowOpen(page);
    await page.goto(POST_PATH);
    await hydrated(page);
    const url = await canonical(page);
    await page.getByRole('link', {name: 'Post on X'}).click();
    const calls = await page.evaluate(() => (window as unknown as {openCalls: string[][]}).openCalls);
    expect(calls).toHaveLength(1);
    const [href, , features] = calls[0]!;
    const intent = new URL(href!);
    expect(intent.origin + intent.pathname).toBe('https://twitter.com/intent/tweet');
    expect(intent.searchParams.get('url')).toBe(url);
    expect(intent.searchParams.get('text')).toBe(POST.title);
    expect(featureSize(features!)).toEqual({width: 600, height: 300});
  });

  test('a real popup window opens on the sharer and the page stays put', async ({page, context, externalRequests}) => {
    await page.goto(POST_PATH);
    await hydrated(page);
    const url = await canonical(page);
    const popupPromise = context.waitForEvent('page');
    await page.getByRole('link', {name: 'Share on LinkedIn'}).click();
    const popup = await popupPromise;
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).searchParams.get('url')).toBe(url);
    expect(externalRequests.some((r) => r.url.startsWith('https://www.linkedin.com/sharing/share-offsite/'))).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${POST_PATH}$`));
  });

  test('a failed copy shows the destructive toast and no checked state', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))},
      });
    });
    await page.goto(POST_PATH);
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy link'}).click();
    const region = page.getByRole('region', {name: /Notifications/});
    const toast = region.locator('[data-variant="destructive"]');
    await expect(toast).toBeVisible();
    await expect(toast.getByText('Failed to copy', {exact: true})).toBeVisible();
    await expect(toast.getByText('Could not copy to clipboard', {exact: true})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy link'})).toHaveAttribute('data-copied', 'false');
  });
});

test.describe('a post page', onPages(POST_PATH), () => {
  test('shows its category, cover, reading time, call to action and related posts', async ({page, consoleErrors}) => {
    await page.goto(POST_PATH);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(POST.title);
    const article = page.locator('article').first();
    // The label above the title (the tag list at the foot of the post links there too).
    await expect(article.getByRole('link', {name: POST.category, exact: true}).first()).toHaveAttribute('href', /\/insights\/tags\//);
    // The cover in its responsive sizes: at 1280 px the text column is 800 px wide, so the browser takes the 800 px file.
    const cover = article.locator(`img[src$="/img/covers/${POST.slug}-800.webp"]`);
    await expect(cover).toHaveAttribute('width', '800');
    await expect(cover).toHaveAttribute('height', '400');
    await expect(cover).toHaveAttribute('alt', POST.imageAlt);
    await expect(cover).toHaveAttribute('srcset', [400, 800, 1200, 1600].map((w) => `/img/covers/${POST.slug}-${w}.webp ${w}w`).join(', '));
    expect(
      await cover.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight, new URL(img.currentSrc).pathname]),
    ).toEqual([800, 400, `/img/covers/${POST.slug}-800.webp`]);
    await expect(article.locator('time').first()).toHaveAttribute('datetime', new RegExp(`^${POST.date}`));
    await expect(article.getByText(/\d+ min read/).first()).toBeVisible();

    const cta = page.getByRole('region', {name: /HubSpot return|revenue data|bad data|return before/});
    await expect(cta.getByRole('link')).toHaveAttribute(
      'href',
      /^\/(data-operations-assessment|bad-data-cost-calculator|revops-roi-calculator|hubspot-roi-calculator)$/,
    );

    const related = page.getByRole('region', {name: 'Related insights'});
    const links = related.getByRole('heading', {level: 3}).getByRole('link');
    await expect(links).toHaveCount(Math.min(RELATED_POST_LIMIT, insights.length - 1));
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain(POST_PATH);
    for (const href of hrefs) expect(insights.some((p) => `/insights/${p.slug}` === href)).toBe(true);
    // Same category or shared tags, picked at build time: the same posts on every load.
    await page.reload();
    await hydrated(page);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(hrefs);

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(page.locator('h1')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('the category link leads to the category page', async ({page}) => {
    await page.goto(POST_PATH);
    await hydrated(page);
    await page.locator('article').first().getByRole('link', {name: POST.category, exact: true}).first().click();
    await expect(page).toHaveURL(/\/insights\/tags\/hubspot$/);
    await expect(page.locator('h1')).toContainText(POST.category);
    await expect(page.locator('main article h2')).toHaveText(insights.filter((p) => p.category === POST.category).map((p) => p.title));
  });
});

test.describe('lists', () => {
  test(
    '/insights lists cards newest first, a page at a time, and the next page carries on',
    onPages('/insights', '/insights/page/2'),
    async ({page, consoleErrors}) => {
      const firstPage = insights.slice(0, POSTS_PER_PAGE);
      await page.goto('/insights');
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText('Insights');
      const cards = page.locator('main article');
      await expect(cards).toHaveCount(firstPage.length);
      const titles = await cards.locator('h2').allTextContents();
      expect(titles).toEqual(firstPage.map((p) => p.title));
      const dates = await cards.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''));
      expect([...dates].sort().reverse()).toEqual(dates);

      const first = cards.first();
      await expect(first.locator('img')).toHaveAttribute('width', '800');
      await expect(first.locator('img')).toHaveAttribute('height', '400');
      // The covers likely above the fold load at once; the rest as they scroll in.
      const loading = await cards.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')));
      expect(loading).toEqual(firstPage.map((_, i) => (i < EAGER_CARDS ? 'eager' : 'lazy')));
      await expect(first.getByText(insights[0]!.category, {exact: true})).toBeVisible();
      await expect(first.getByText(/\d+ min read/)).toBeVisible();

      // A second page when the posts fill more than one.
      const older = page.getByRole('link', {name: /Older entries/});
      if (insights.length <= POSTS_PER_PAGE) {
        await expect(older).toHaveCount(0);
      } else {
        await older.click();
        await expect(page).toHaveURL(/\/insights\/page\/2$/);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('main article h2')).toHaveText(insights.slice(POSTS_PER_PAGE, 2 * POSTS_PER_PAGE).map((p) => p.title));
      }
      expect(consoleErrors).toEqual([]);
    },
  );

  test('a card opens its post', onPages('/insights'), async ({page}) => {
    await page.goto('/insights');
    await hydrated(page);
    await page.locator('main article').nth(1).locator('h2 a').click();
    await expect(page).toHaveURL(new RegExp(`/insights/${insights[1]!.slug}$`));
    await expect(page.locator('h1')).toHaveText(insights[1]!.title);
  });

  test(
    'a category page lists exactly the posts of that category, newest first',
    onPages('/insights', '/insights/tags/data-quality'),
    async ({page}) => {
      const expected = insights.filter((p) => p.category === 'Data Quality');
      await page.goto('/insights');
      await hydrated(page);
      await page.getByRole('navigation', {name: 'Categories'}).getByRole('link', {name: 'Data Quality'}).click();
      await expect(page).toHaveURL(/\/insights\/tags\/data-quality$/);
      await expect(page.locator('h1')).toContainText('Data Quality');
      await expect(page.locator('main article h2')).toHaveText(expected.map((p) => p.title));
    },
  );

  test('author and archive pages list posts', onPages(`/insights/authors/${sampleAuthor.key}`, '/insights/archive'), async ({page}) => {
    await page.goto(`/insights/authors/${sampleAuthor.key}`);
    await hydrated(page);
    await expect(page.locator('h1')).toContainText(sampleAuthor.name);
    await expect(page.locator('main article').first()).toBeVisible();

    await page.goto('/insights/archive');
    await hydrated(page);
    await expect(page.getByRole('link', {name: insights[insights.length - 1]!.title})).toBeVisible();
    await expect(page.getByRole('link', {name: insights[0]!.title})).toBeVisible();
  });

  test('/case-studies shows a card per case study with title, description, industry and link', onPages('/case-studies'), async ({page}) => {
    await page.goto('/case-studies');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Case Studies');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(caseStudies.length);
    await expect(cards.locator('h2')).toHaveText(caseStudies.map((c) => c.title));
    for (const [i, study] of caseStudies.entries()) {
      const card = cards.nth(i);
      await expect(card.getByText(study.industry!, {exact: true})).toBeVisible();
      await expect(card.locator('h2 a')).toHaveAttribute('href', `/case-studies/${study.slug}`);
      expect((await card.locator('p').allTextContents()).some((t) => t.length > 40)).toBe(true);
    }
  });

  test(
    "a case study page has its industry, cover, the client's words, share buttons and more case studies",
    onPages('/case-studies', `/case-studies/${caseStudies[0]!.slug}`),
    async ({page}) => {
      const study = caseStudies[0]!;
      await page.goto('/case-studies');
      await hydrated(page);
      await page.locator('main article h2 a').first().click();
      await expect(page).toHaveURL(new RegExp(`/case-studies/${study.slug}$`));
      await expect(page.locator('h1')).toHaveText(study.title);
      const article = page.locator('article').first();
      await expect(article.getByRole('link', {name: study.industry!, exact: true}).first()).toBeVisible();
      await expect(article.locator(`img[src$="/img/covers/case-studies/${study.slug}-800.webp"]`)).toBeVisible();
      await expect(page.getByRole('button', {name: 'Copy link'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'Share on LinkedIn'})).toBeVisible();
      // Each case study has its own headings; every one quotes the client, attributed to a role.
      await expect(article.locator('blockquote')).toBeVisible();
      await expect(article.locator('blockquote')).toContainText(/— \p{L}/u);
      await expect(page.getByRole('region', {name: 'More case studies'}).locator('h3')).toHaveCount(
        Math.min(RELATED_POST_LIMIT, caseStudies.length - 1),
      );
    },
  );
});

test.describe('at 390px', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const path of ['/insights', POST_PATH, '/insights/tags/data-quality', '/case-studies', `/case-studies/${caseStudies[0]!.slug}`]) {
    test(`${path} fits the screen without sideways scrolling`, onPages(path), async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const h1 = (await page.locator('h1').boundingBox())!;
      expect(h1.x).toBeGreaterThanOrEqual(0);
      expect(h1.x + h1.width).toBeLessThanOrEqual(390);
    });
  }
});

test.describe('post titles elsewhere', () => {
  test('the footer shows the popular articles by their real titles', onPages('/about'), async ({page}) => {
    await page.goto('/about');
    await hydrated(page);
    const popular = page.getByRole('navigation', {name: 'Popular articles'}).getByRole('link');
    const expected = popularArticleSlugs.map((slug) => insights.find((p) => p.slug === slug)!);
    await expect(popular).toHaveText(expected.map((p) => p.title));
    expect(await popular.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expected.map((p) => `/insights/${p.slug}`));
  });

  test('the home page shows the newest insights by their real titles', onPages('/'), async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    for (const post of insights.slice(0, 3)) {
      await expect(page.locator('main').getByRole('link', {name: post.title, exact: true})).toHaveAttribute(
        'href',
        `/insights/${post.slug}`,
      );
    }
  });
});

test.describe('feeds and content JSON', () => {
  test('RSS and Atom feeds of insights list the newest posts with absolute links', async ({request}) => {
    const rss = await request.get('/insights/rss.xml');
    expect(rss.status()).toBe(200);
    const rssText = await rss.text();
    expect(rssText).toContain('<rss');
    expect(rssText).toContain('<title>Keelson RevOps Insights</title>');
    const rssTitles = [...rssText.matchAll(/<item>\s*<title>([\s\S]*?)<\/title>/g)].map((m) => m[1]);
    expect(rssTitles.length).toBe(Math.min(20, insights.length));
    const decode = (s: string) =>
      s
        .replace(/<!\[CDATA\[|\]\]>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;|&apos;/g, "'");
    expect(decode(rssTitles[0]!)).toBe(insights[0]!.title);
    const links = [...rssText.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]!);
    for (const link of links) expect(link).toMatch(/^https?:\/\/[^/]+\/insights\/[a-z0-9-]+$/);

    const atom = await request.get('/insights/atom.xml');
    expect(atom.status()).toBe(200);
    const atomText = await atom.text();
    expect(atomText).toContain('<feed');
    expect(atomText).toContain(`/insights/${insights[0]!.slug}`);
  });

  test('the case-study feed has its own title and every case study', async ({request}) => {
    const rss = await request.get('/case-studies/rss.xml');
    expect(rss.status()).toBe(200);
    const text = await rss.text();
    expect(text).toContain('<title>Keelson RevOps Case Studies</title>');
    expect([...text.matchAll(/<item>/g)]).toHaveLength(caseStudies.length);
    expect((await request.get('/case-studies/atom.xml')).status()).toBe(200);
  });

  test('/api/content.json is valid JSON with the business, services and the 10 newest insights', async ({request}) => {
    const response = await request.get('/api/content.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const json = JSON.parse(await response.text());
    expect(json.business.name).toBe('Keelson RevOps');
    expect(json.business.contact).toEqual({
      email: 'hello@keelson-revops.example',
      phone: '+1 (555) 010-0199',
      address: '100 Summer Street, Suite 1200, Boston, MA 02110',
    });
    // Every service card, in the cards' order (src/data/services.ts).
    expect(json.services.map((s: {name: string; url: string}) => [s.name, new URL(s.url).pathname + new URL(s.url).search])).toEqual(
      serviceCards.map((card) => [card.title, card.href]),
    );
    for (const s of json.services) {
      expect(s.name).toBeTruthy();
      expect(s.description).toBeTruthy();
      expect(s.url).toMatch(/^https?:\/\/[^/]+\/(services|contact)/);
    }
    expect(json.blog).toHaveLength(Math.min(CONTENT_JSON_POST_LIMIT, insights.length));
    expect(json.blog.map((b: {title: string}) => b.title)).toEqual(insights.slice(0, CONTENT_JSON_POST_LIMIT).map((p) => p.title));
    expect(json.blog.map((b: {date: string}) => b.date)).toEqual(insights.slice(0, CONTENT_JSON_POST_LIMIT).map((p) => p.date));
    for (const b of json.blog) {
      expect(b.summary.length).toBeGreaterThan(20);
      expect(b.url).toMatch(/^https?:\/\/[^/]+\/insights\/[a-z0-9-]+$/);
      expect((await request.get(new URL(b.url).pathname)).status()).toBe(200);
    }
  });
});
