/**
 * The library as written (issue 4): enough posts, every slug the
 * specification and DECISIONS name, at least 700 words each, no paragraph
 * shared between posts, and the internal links every post must carry. Each
 * rule is also tested on a small example, so a broken check cannot pass.
 */
import {describe, expect, test} from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {frontMatterDay} from '@site/src/lib/frontMatterCheck';
import {
  countWords,
  internalLinks,
  MIN_BODY_WORDS,
  paragraphs,
  postLinks,
  resourceLinks,
  sharedParagraphs,
} from '@site/src/lib/library';

const root = path.resolve(__dirname, '../..');

interface Post {
  file: string;
  kind: 'insights' | 'case-studies';
  slug: string;
  date: string;
  body: string;
}

function readFolder(folder: 'blog' | 'case-studies'): Post[] {
  return fs
    .readdirSync(path.join(root, folder))
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => {
      const {data, content} = matter(fs.readFileSync(path.join(root, folder, name), 'utf8'));
      return {
        file: `${folder}/${name}`,
        kind: folder === 'blog' ? 'insights' : 'case-studies',
        slug: String(data.slug),
        date: frontMatterDay(data.date) ?? '',
        body: content,
      };
    });
}

const insights = readFolder('blog');
const caseStudies = readFolder('case-studies');
const all = [...insights, ...caseStudies];

/** Insight slugs named in the specification (section 2, "/insights"), plus the one DECISIONS adds. */
const SPEC_SLUGS = [
  'hiring-and-working-with-a-hubspot-consultant',
  'stop-buying-contact-lists',
  'silent-sales-marketing-divide',
  'marketing-dashboards-fail',
  'marketing-leaders-data-quality-crisis',
  'upscale-home-improvement-goods-manufacturer',
  'create-pro-level-hubspot-lead-score-model',
  'true-cost-of-bad-data',
  'lead-scoring-pitfalls',
  'data-enrichment-strategy',
  'psychology-data-governance',
  'marketing-operations-isnt-it',
  'marketing-attribution-models-broken',
  'demystifying-utm-parameters',
  'crm-cleanup-plan',
  'hidden-revenue-leak',
  'forgotten-art-campaign-documentation',
  'data-truth-gap',
  'navigating-first-90-days-revops',
  'customer-segmentation-mistake',
  'customer-churn-blindspot',
  'customer-acquisition-cost',
  'why-crm-implementations-fail',
];

describe('the checks themselves', () => {
  test('countWords counts prose, not markup, URLs or comments', () => {
    expect(countWords('## Two words\n\nOne [linked text](/insights/x) here. <!-- truncate -->\n\n- a list item')).toBe(9);
  });

  test('paragraphs split on blank lines and skip headings', () => {
    expect(paragraphs('## Heading\n\nFirst line\ncontinues.\n\n  Second.  ')).toEqual(['First line continues.', 'Second.']);
  });

  test('sharedParagraphs finds a long paragraph in two posts, ignores short ones and case', () => {
    const long = 'A'.repeat(100) + ' shared sentence that runs well past the limit of one hundred and sixty characters.';
    const found = sharedParagraphs([
      {file: 'a.md', body: `${long}\n\nShort and common.`},
      {file: 'b.md', body: `Intro.\n\n${long.toLowerCase()}\n\nShort and common.`},
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]?.files).toEqual(['a.md', 'b.md']);
    expect(sharedParagraphs([{file: 'a.md', body: 'x'.repeat(160)}, {file: 'b.md', body: 'x'.repeat(160)}])).toEqual([]);
  });

  test('link helpers read root-relative links and sort posts from resources', () => {
    const body =
      'See [one](/insights/crm-cleanup-plan), [two](/case-studies/b2b-saas-churn-turnaround#results), ' +
      '[me](/insights/me), [again](/insights/crm-cleanup-plan/), [tag](/insights/tags), ' +
      '[tool](/bad-data-cost-calculator?x=1), [service](/services/analytics-bi) and [out](https://example.org).';
    expect(internalLinks(body)).toHaveLength(7);
    expect(postLinks(body, '/insights/me')).toEqual(['/insights/crm-cleanup-plan', '/case-studies/b2b-saas-churn-turnaround']);
    expect(resourceLinks(body)).toEqual(['/bad-data-cost-calculator', '/services/analytics-bi']);
  });
});

describe('the library', () => {
  test('at least 40 insights and 6 case studies', () => {
    expect(insights.length).toBeGreaterThanOrEqual(40);
    expect(caseStudies.length).toBeGreaterThanOrEqual(6);
  });

  test('every slug the specification and DECISIONS list is an insight', () => {
    const slugs = insights.map((p) => p.slug);
    expect(SPEC_SLUGS.filter((slug) => !slugs.includes(slug))).toEqual([]);
  });

  test('why-crm-implementations-fail is dated 2025-05-15; insights are dated 2023 to 2025', () => {
    expect(insights.find((p) => p.slug === 'why-crm-implementations-fail')?.date).toBe('2025-05-15');
    expect(insights.filter((p) => !/^202[345]-/.test(p.date)).map((p) => p.file)).toEqual([]);
  });

  test(`every post has at least ${MIN_BODY_WORDS} words of body`, () => {
    const short = all
      .map((p) => ({file: p.file, words: countWords(p.body)}))
      .filter((p) => p.words < MIN_BODY_WORDS);
    expect(short).toEqual([]);
  });

  test('no two posts share a paragraph of more than 160 characters', () => {
    expect(sharedParagraphs(all.map((p) => ({file: p.file, body: p.body})))).toEqual([]);
  });

  test('every post links to at least two other posts that exist', () => {
    const existing = new Set(all.map((p) => `/${p.kind}/${p.slug}`));
    const problems = all.flatMap((p) => {
      const links = postLinks(p.body, `/${p.kind}/${p.slug}`);
      const missing = links.filter((l) => !existing.has(l)).map((l) => `${p.file}: links to ${l}, which is not a post`);
      const tooFew = links.filter((l) => existing.has(l)).length < 2 ? [`${p.file}: links to ${links.length} other post(s)`] : [];
      return [...missing, ...tooFew];
    });
    expect(problems).toEqual([]);
  });

  test('every post links to at least one guide, tool or service page', () => {
    expect(all.filter((p) => resourceLinks(p.body).length === 0).map((p) => p.file)).toEqual([]);
  });
});
