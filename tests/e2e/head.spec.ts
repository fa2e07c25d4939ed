/**
 * The head after hydration, on every page type: the title, canonical link,
 * description and social tags each appear once, with the text the server
 * sent. (A build step that rewrote the built HTML once left its tags beside
 * React Helmet's, so every page ended up with two descriptions.)
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {onPages} from './support/specPages';
import {reachedOnly} from './support/reachedPages';
import {readHeadTags, type HeadTags} from '../../src/plugins/post-build/headTags';
import {serviceCard} from '../../src/data/services';
import {sampleAuthor, sampleCaseStudy} from './support/samples';

/** Tags whose text a crawler or a share card reads; each must be there once. */
const ONCE = ['description', 'og:title', 'og:description', 'og:url', 'og:type', 'twitter:card', 'twitter:title', 'twitter:description'];
const SEO = (key: string) =>
  ONCE.includes(key) || key.startsWith('og:') || key.startsWith('twitter:') || key.startsWith('article:') || key === 'robots';

const pageTypes: Array<[string, string]> = [
  ['home', '/'],
  ['insights list', '/insights'],
  ['insights list, page 2', '/insights/page/2'],
  ['a post with its own social cards', '/insights/customer-acquisition-cost'],
  ['a post', '/insights/crm-cleanup-plan'],
  ['case studies list', '/case-studies'],
  ['a case study', `/case-studies/${sampleCaseStudy.slug}`],
  ['tag index', '/insights/tags'],
  ['a tag page', '/insights/tags/data-governance'],
  ['an industry page', '/case-studies/tags/manufacturing'],
  ['author index', '/insights/authors'],
  ['an author page', `/insights/authors/${sampleAuthor.key}`],
  ['a case-study author page', `/case-studies/authors/${sampleAuthor.key}`],
  ['archive', '/insights/archive'],
  ['guides index', '/guides'],
  ['a guide', '/guides/hubspot-expert'],
  ['the PE guide', '/guides/hubspot-private-equity'],
  ['resources index', '/resources'],
  ['a resource page', '/resources/data-impact'],
  ['the data quality dimensions guide', '/data-quality-dimensions-guide'],
  ['FAQ hub', '/faqs'],
  ['a FAQ page', '/faqs/services'],
  ['RevOps ROI calculator', '/revops-roi-calculator'],
  ['HubSpot ROI calculator', '/hubspot-roi-calculator'],
  ['bad data cost calculator', '/bad-data-cost-calculator'],
  ['assessment', '/data-operations-assessment'],
  ['assessment results without answers', '/data-operations-assessment/results'],
  ['services index', '/services'],
  ['a service page', serviceCard('analytics-bi').href],
  ['contact', '/contact'],
  ['about', '/about'],
  ['HTML sitemap', '/sitemap'],
  ['not-found page', '/404.html'],
];

/** The head as it stands once React Helmet has applied the page's tags (it defers to the next frames). */
async function headAfterHydration(page: Page): Promise<HeadTags> {
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  return readHeadTags(await page.evaluate(() => document.head.outerHTML));
}

/** Title, canonical and the SEO meta tags, sorted, so the order Helmet writes them in does not matter. */
function seoView(tags: HeadTags) {
  return {
    titles: tags.titles,
    canonicals: tags.canonicals,
    meta: tags.meta
      .filter((m) => SEO(m.key))
      .map((m) => `${m.key} = ${m.content}`)
      .sort(),
  };
}

function counts(tags: HeadTags): Record<string, number> {
  const result: Record<string, number> = {title: tags.titles.length, canonical: tags.canonicals.length};
  for (const key of ONCE) result[key] = tags.meta.filter((m) => m.key === key).length;
  return result;
}

const allOnce = Object.fromEntries(['title', 'canonical', ...ONCE].map((k) => [k, 1]));

// Every page type, or those whose sample page the quick check names (E2E_PAGES).
for (const [type, path] of reachedOnly(pageTypes, ([, p]) => p)) {
  test(`${type} (${path}): each head tag once after hydration, as the server sent it`, onPages(path), async ({page, request}) => {
    const served = readHeadTags(await (await request.get(path)).text());
    expect(counts(served)).toEqual(allOnce);
    await page.goto(path);
    const live = await headAfterHydration(page);
    expect(counts(live)).toEqual(allOnce);
    expect(seoView(live)).toEqual(seoView(served));
    expect(await page.title()).toBe(served.titles[0]);
  });
}

test('an unknown path: the not-found head once, with the address the visitor asked for', onPages('/404'), async ({page, request}) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  const served = readHeadTags(await response.text());
  await page.goto('/no-such-page');
  const live = await headAfterHydration(page);
  expect(counts(live)).toEqual(allOnce);
  expect(live.titles).toEqual(['Page Not Found | Keelson RevOps']);
  // The server sends 404.html for every unknown path; once running, the page knows the real address.
  const withoutAddress = (tags: HeadTags) => ({
    ...seoView(tags),
    canonicals: [],
    meta: seoView(tags).meta.filter((m) => !m.startsWith('og:url')),
  });
  expect(withoutAddress(live)).toEqual(withoutAddress(served));
  expect(live.canonicals).toEqual([expect.stringMatching(/\/no-such-page$/)]);
});

test('assessment results: the score in the title, every tag still once', onPages('/data-operations-assessment/results'), async ({page}) => {
  await page.goto('/data-operations-assessment/results?a=v1-543121334222444112-n');
  await expect(page.getByTestId('overall-score')).toBeVisible();
  const live = await headAfterHydration(page);
  expect(counts(live)).toEqual(allOnce);
  expect(live.titles[0]).toMatch(/^Assessment result: \d+\/100, .+ \| Keelson RevOps$/);
  // The social title is the headline alone; this one fits, so the document title is it plus the brand.
  expect(`${live.meta.find((m) => m.key === 'twitter:title')?.content} | Keelson RevOps`).toBe(live.titles[0]);
});

test(
  "moving between pages in the browser leaves one of each tag, the new page's",
  onPages('/', '/insights/true-cost-of-bad-data'),
  async ({page, request}) => {
    // From the home page (a website) to a post with its own social cards (an article), by the footer's link.
    const target = '/insights/true-cost-of-bad-data';
    const served = readHeadTags(await (await request.get(target)).text());
    await page.goto('/');
    await hydrated(page);
    await page.locator(`footer a[href="${target}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page).toHaveTitle(served.titles[0]);
    const live = await headAfterHydration(page);
    expect(counts(live)).toEqual(allOnce);
    expect(seoView(live)).toEqual(seoView(served));
  },
);
