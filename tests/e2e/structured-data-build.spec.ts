import fs from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated} from './fixtures';
import {extractJsonLdBlocks} from '../../src/lib/jsonLd';
import {faqPages} from '../../src/data/faqs';
import type {FaqItem} from '../../src/data/faqs/types';
import {hubspotPrivateEquityFaqs} from '../../src/data/guideFaqs';
import {isServicePage, serviceCards} from '../../src/data/services';
import {sampleCaseStudy} from './support/samples';
import {builtPosts} from '../support/publishedPosts';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const ISO_DATE = /^\d{4}(-\d{2}(-\d{2})?)?(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const URL_KEYS = new Set(['url', 'item', 'image', 'logo', '@id', 'sameAs', 'mainEntityOfPage']);
const DATE_KEYS = new Set(['datePublished', 'dateModified', 'dateCreated', 'foundingDate']);

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'assets' ? [] : htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

/** Problems a checker of required properties does not see: relative URLs and non-ISO dates, anywhere in the tree. */
function deepProblems(value: unknown, where: string, out: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => deepProblems(v, `${where}[${i}]`, out));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, v] of Object.entries(value)) {
    const at = `${where}.${key}`;
    const strings = typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    if (URL_KEYS.has(key)) for (const s of strings) if (!/^https?:\/\//.test(s)) out.push(`${at} is not an absolute URL: ${s}`);
    if (DATE_KEYS.has(key)) for (const s of strings) if (!ISO_DATE.test(s)) out.push(`${at} is not an ISO 8601 date: ${s}`);
    deepProblems(v, at, out);
  }
}

function pagePath(file: string): string {
  const rel = `/${path.relative(buildDir, file).replace(/\\/g, '/')}`;
  return rel.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
}

function typesOn(pathname: string): string[] {
  const file = fs.existsSync(path.join(buildDir, `${pathname}.html`))
    ? path.join(buildDir, `${pathname}.html`)
    : path.join(buildDir, pathname, 'index.html');
  return extractJsonLdBlocks(fs.readFileSync(file, 'utf8')).flatMap((b) => b.types);
}

test('every JSON-LD block of every built page is valid and complete', () => {
  const problems: string[] = [];
  let blocks = 0;
  for (const file of htmlFiles(buildDir)) {
    for (const block of extractJsonLdBlocks(fs.readFileSync(file, 'utf8'))) {
      blocks += 1;
      const where = `${pagePath(file)} block ${block.index}`;
      problems.push(...block.issues.map((i) => `${where}: ${i}`));
      if (block.data !== undefined) deepProblems(block.data, where, problems);
    }
  }
  expect(blocks).toBeGreaterThan(80);
  expect(problems).toEqual([]);
});

/** Every `aggregateRating` or `review` in a block, at any depth, by where it sits. */
function ratingsIn(value: unknown, where: string, out: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => ratingsIn(v, `${where}[${i}]`, out));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, v] of Object.entries(value)) {
    if (key === 'aggregateRating' || key === 'review') out.push(`${where}.${key}`);
    ratingsIn(v, `${where}.${key}`, out);
  }
}

test('no JSON-LD on the site rates or reviews the firm: no aggregateRating or review anywhere', () => {
  // Everything the site describes is the firm or its own work (services, guides, posts), so any rating
  // in its markup would be one it gives itself. The testimonials' stars are on the home page, not here.
  const found: string[] = [];
  const read = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    read.add(pagePath(file));
    for (const block of extractJsonLdBlocks(fs.readFileSync(file, 'utf8')))
      ratingsIn(block.data, `${pagePath(file)} block ${block.index}`, found);
  }
  // The walk read every post the build publishes.
  const posts = [...builtPosts('blog'), ...builtPosts('case-studies')];
  expect(posts.filter((post) => !read.has(post.path)).map((post) => post.file)).toEqual([]);
  expect(found).toEqual([]);
  expect(typesOn('/')).toContain('ProfessionalService');
});

test('each kind of page carries the structured data it should', () => {
  expect(typesOn('/')).toEqual(expect.arrayContaining(['ProfessionalService', 'WebSite']));
  expect(typesOn('/insights/crm-cleanup-plan')).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  expect(typesOn(`/case-studies/${sampleCaseStudy.slug}`)).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  expect(typesOn('/guides/hubspot-expert')).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList', 'FAQPage']));
  expect(typesOn('/guides/hubspot-private-equity')).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList', 'FAQPage']));
  expect(typesOn('/guides/pe-hubspot-implementation-roadmap')).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList', 'HowTo']));
  for (const article of [
    '/guides/complete-hubspot-guide-for-private-equity',
    '/guides/pe-decision-framework',
    '/data-quality-dimensions-guide',
    '/resources/data-impact',
  ]) {
    expect(typesOn(article)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  }
  // An FAQ page is an FAQPage, not an article.
  expect(typesOn('/faqs/services')).not.toContain('Article');
  for (const faq of faqPages) {
    expect(typesOn(faq.path)).toContain('FAQPage');
  }
  for (const service of serviceCards.filter(isServicePage)) {
    expect(typesOn(service.href)).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
  }
});

test('a guide or resource page, like a post, names its section and its word count', () => {
  const expected: Record<string, string> = {
    '/guides/hubspot-expert': 'Guides',
    '/guides/pe-hubspot-implementation-roadmap': 'Guides',
    '/data-quality-dimensions-guide': 'Resources',
    '/resources/data-impact': 'Resources',
  };
  for (const [page, section] of Object.entries(expected)) {
    const html = fs.readFileSync(path.join(buildDir, `${page.slice(1)}.html`), 'utf8');
    const article = extractJsonLdBlocks(html)
      .map((b) => b.data as Record<string, unknown>)
      .find((d) => d['@type'] === 'Article');
    expect(article, page).toBeDefined();
    expect(article!.articleSection, page).toBe(section);
    // The long guides run to thousands of words; every article has hundreds at least.
    expect(article!.wordCount, page).toEqual(expect.any(Number));
    expect(article!.wordCount as number, page).toBeGreaterThan(500);
  }
});

test('a post describes itself fully: headline, image, author, publisher, dates, section, keywords, word count', () => {
  const html = fs.readFileSync(path.join(buildDir, 'insights/true-cost-of-bad-data.html'), 'utf8');
  const posting = extractJsonLdBlocks(html)
    .map((b) => b.data as Record<string, unknown>)
    .find((d) => d['@type'] === 'BlogPosting')!;
  for (const key of [
    'headline',
    'description',
    'image',
    'author',
    'publisher',
    'datePublished',
    'articleSection',
    'keywords',
    'wordCount',
  ]) {
    expect([key, posting[key] !== undefined && posting[key] !== '']).toEqual([key, true]);
  }
  expect(posting.articleSection).toBe('Data Quality');
  expect(posting.wordCount as number).toBeGreaterThan(700);
});

test('FAQ answers in the structured data are the answers a reader sees', async ({page}) => {
  // Each page's questions, as its data lists them.
  const sources: Record<string, readonly FaqItem[]> = {
    '/faqs/services': faqPages.find((f) => f.path === '/faqs/services')!.items,
    '/faqs/data-quality': faqPages.find((f) => f.path === '/faqs/data-quality')!.items,
    '/guides/hubspot-private-equity': hubspotPrivateEquityFaqs,
  };
  for (const [faq, items] of Object.entries(sources)) {
    await page.goto(faq);
    await hydrated(page);
    const data = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
        .map((s) => JSON.parse(s.textContent ?? '{}'))
        .find((d) => d['@type'] === 'FAQPage'),
    );
    const questions = data.mainEntity as Array<{name: string; acceptedAnswer: {text: string}}>;
    expect([faq, questions.map((q) => q.name)]).toEqual([faq, items.map((item) => item.question)]);
    for (const q of questions) {
      const button = page.getByRole('button', {name: q.name, exact: true});
      const region = page.locator(`#${await button.getAttribute('aria-controls')}`);
      const visible = (await region.evaluate((el) => el.textContent ?? '')).replace(/\s+/g, ' ').trim();
      expect(visible).toBe(q.acceptedAnswer.text.replace(/\s+/g, ' ').trim());
    }
  }
});
