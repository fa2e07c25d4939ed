import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import matter from 'gray-matter';
import {faqPages} from '@site/src/data/faqs';
import {isServicePage, serviceCards} from '@site/src/data/services';
import {RESOURCE_PATHS} from '@site/tools/copy/library';
import {answerLinks, countSentences, answerPlainText, faqItemProblems, questionsRepeatedAcrossPages} from '@site/src/lib/faq';

const root = path.resolve(__dirname, '../..');

/** Pages an FAQ may link to (CONTRIBUTING.md, "Links"), plus every insight and case study. */
const allowedPages = new Set([
  ...RESOURCE_PATHS,
  ...serviceCards.filter(isServicePage).map((card) => card.href),
  '/faqs',
  ...faqPages.map((page) => page.path),
  '/about',
  '/approach',
  '/contact',
  '/pe-value-creation-program',
  '/book',
  '/insights',
  '/case-studies',
]);

function slugsIn(folder: string): Set<string> {
  const dir = path.join(root, folder);
  return new Set(
    fs
      .readdirSync(dir)
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => String(matter(fs.readFileSync(path.join(dir, name), 'utf8')).data.slug)),
  );
}

const insightSlugs = slugsIn('blog');
const caseStudySlugs = slugsIn('case-studies');

function isKnownPage(href: string): boolean {
  const pathname = href.split('#')[0];
  if (allowedPages.has(pathname)) return true;
  const insight = /^\/insights\/([a-z0-9-]+)$/.exec(pathname);
  if (insight) return insightSlugs.has(insight[1]);
  const caseStudy = /^\/case-studies\/([a-z0-9-]+)$/.exec(pathname);
  return caseStudy !== null && caseStudySlugs.has(caseStudy[1]);
}

describe('FAQ pages', () => {
  test('every page lives at /faqs/<its id>, once, and has questions', () => {
    for (const page of faqPages) {
      expect(page.path).toBe(`/faqs/${page.id}`);
      expect(page.items.length).toBeGreaterThan(0);
    }
    expect(new Set(faqPages.map((page) => page.path)).size).toBe(faqPages.length);
  });

  test.each(faqPages.map((page) => [page.path, page] as const))(
    '%s: no empty answer, no answer under two sentences or over six, no repeated question',
    (_path, page) => {
      expect(faqItemProblems(page.items)).toEqual([]);
      for (const item of page.items) {
        expect(answerPlainText(item.answer).trim()).not.toBe('');
        expect(countSentences(answerPlainText(item.answer))).toBeGreaterThanOrEqual(2);
      }
    },
  );

  test('no question appears on more than one page', () => {
    expect(questionsRepeatedAcrossPages(faqPages)).toEqual([]);
  });

  test('paths, ids and descriptions are well formed', () => {
    for (const page of faqPages) {
      expect(page.path).toBe(`/faqs/${page.id}`);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(page.title.trim()).not.toBe('');
      expect(countSentences(answerPlainText(page.intro))).toBeGreaterThanOrEqual(2);
    }
  });

  test('every link in an answer or intro leads to a page the site has', () => {
    const unknown = faqPages.flatMap((page) =>
      [page.intro, ...page.items.map((item) => item.answer)]
        .flatMap((text) => answerLinks(text))
        .filter((href) => !isKnownPage(href))
        .map((href) => `${page.path} -> ${href}`),
    );
    expect(unknown).toEqual([]);
  });

  test("answers keep to the firm's pricing and guarantee language", () => {
    const allText = faqPages.flatMap((page) => page.items.map((item) => answerPlainText(item.answer))).join(' ');
    for (const figure of ['$75-400', '$3,500-12,000', '$12,000-35,000', '$25,000-75,000+', '100 days of kickoff', '30-minute']) {
      expect(allText).toContain(figure);
    }
  });

  test.each(faqPages.map((page) => [page.path, page] as const))('%s: the doc front matter matches its data module', (_path, page) => {
    const file = path.join(root, 'docs', `${page.path.slice(1)}.mdx`);
    const {data, content} = matter(fs.readFileSync(file, 'utf8'));
    expect({title: data.title, description: data.description, slug: data.slug}).toEqual({
      title: page.title,
      description: page.description,
      slug: page.path,
    });
    expect(content).toContain('<FaqPage page={page} />');
  });
});
