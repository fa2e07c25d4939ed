/**
 * The library as written: every slug the site must keep
 * names, lengths that follow the topic (deep insights and short notes), no
 * paragraph shared between posts, openings and endings that do not follow
 * one template, a link from every post to a guide, tool or service page,
 * and case studies that do not share one skeleton and each quote the client
 * by role. (A link into every post from another page's prose is the copy
 * check's `orphan-post` rule, tests/unit/copy.test.ts.) Each rule is also
 * tested on a small example, so a broken check cannot pass. How many posts
 * the library holds is a target, not a rule: the build prints a notice when
 * production publishes fewer (src/lib/contentTargets.ts).
 */
import {describe, expect, test} from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {frontMatterDay, postFormat, type PostFormat} from '@site/src/plugins/front-matter-check/frontMatterCheck';
import {
  countWords,
  dominantPatterns,
  endingPatterns,
  hasAttributedQuote,
  internalLinks,
  lengthProblems,
  MAX_ENDING_SHARE,
  MAX_OPENING_SHARE,
  MIN_BODY_WORDS,
  NOTE_MIN_WORDS,
  SHORT_NOTES,
  openingPatterns,
  paragraphs,
  postLinks,
  resourceLinks,
  sectionHeadings,
  sharedParagraphs,
  sharedSkeletons,
} from '@site/tools/copy/library';

const root = path.resolve(__dirname, '../..');

interface Post {
  file: string;
  kind: 'insights' | 'case-studies';
  slug: string;
  date: string;
  /** `kind` in front matter: article (the default) or note. */
  format: PostFormat;
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
        format: postFormat(data),
        body: content,
      };
    });
}

const insights = readFolder('blog');
const caseStudies = readFolder('case-studies');
const all = [...insights, ...caseStudies];

/** Insight slugs the site must keep (old links and the footer point at them). */
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
    expect(
      sharedParagraphs([
        {file: 'a.md', body: 'x'.repeat(160)},
        {file: 'b.md', body: 'x'.repeat(160)},
      ]),
    ).toEqual([]);
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

  test('lengthProblems: no article under the minimum unless a short note; how many deep and short pieces there are is no problem', () => {
    const posts = [
      {file: 'deep.md', words: 1_800},
      {file: 'note600.md', words: 600},
      {file: 'note900.md', words: 900},
      {file: 'mid.md', words: 700},
    ];
    expect(lengthProblems(posts)).toEqual([]);
    // 599 is under the short notes' span and under the minimum; 699 is a short note.
    expect(
      lengthProblems([
        {file: 'stub.md', words: 599},
        {file: 'note699.md', words: 699},
      ]),
    ).toEqual(['stub.md: 599 words, under 700 and not a short note (news or an announcement may be kind: note)']);
    // No deep piece and no short note: a target the build reports (src/lib/contentTargets.ts), not a problem.
    expect(lengthProblems([{file: 'mid.md', words: 1_200}])).toEqual([]);
  });

  test(`a note (kind: note) may be as short as ${NOTE_MIN_WORDS} words and counts as neither a deep insight nor a short note`, () => {
    const articles = [{file: 'short.md', words: SHORT_NOTES.min}];
    expect(lengthProblems([...articles, {file: 'news.md', words: NOTE_MIN_WORDS, kind: 'note'}])).toEqual([]);
    expect(lengthProblems([...articles, {file: 'news.md', words: NOTE_MIN_WORDS - 1, kind: 'note'}])).toEqual([
      `news.md: ${NOTE_MIN_WORDS - 1} words, under ${NOTE_MIN_WORDS} for a note (kind: note)`,
    ]);
    expect(lengthProblems([...articles, {file: 'news.md', words: NOTE_MIN_WORDS, kind: 'article'}])).toEqual([
      `news.md: ${NOTE_MIN_WORDS} words, under ${MIN_BODY_WORDS} and not a short note (news or an announcement may be kind: note)`,
    ]);
  });

  test('opening and ending patterns: first words, the "If you..." reader, the signpost, the closing words', () => {
    const body =
      'If you run RevOps, the numbers disagree. Here is the fix.\n\n<!-- truncate -->\n\n## Step\n\n- a list\n\nStart with the dictionary. Then stop.';
    expect(openingPatterns(body)).toEqual([
      'opens with "if you"',
      'names the reader with "If you..." in the first paragraph',
      'ends the first paragraph with a signpost ("This post...", "Here is...")',
    ]);
    expect(openingPatterns('The board asked twice. Nobody knew.')).toEqual(['opens with "the board"']);
    expect(endingPatterns(body)).toEqual(['last paragraph opens with "start with"', 'last sentence opens with "then stop"']);
  });

  test('dominantPatterns reports a pattern shared by more than the given share of the posts, and which posts share it', () => {
    const posts = [
      {file: 'a', patterns: ['x', 'y']},
      {file: 'b', patterns: ['x']},
      {file: 'c', patterns: ['z']},
      {file: 'd', patterns: ['z']},
      {file: 'e', patterns: ['w']},
      {file: 'f', patterns: ['v']},
      {file: 'g', patterns: ['v']},
      {file: 'h', patterns: ['u']},
    ];
    expect(dominantPatterns(posts, MAX_OPENING_SHARE)).toEqual([]);
    expect(dominantPatterns([...posts, {file: 'i', patterns: ['x']}], MAX_OPENING_SHARE)).toEqual(['x: 3 of 9 posts (a, b, i)']);
    expect(dominantPatterns([...posts, {file: 'i', patterns: ['x']}], MAX_ENDING_SHARE)).toEqual([]);
  });

  test('sharedSkeletons finds two case studies with the same ## headings in the same order, whatever the case', () => {
    const log = 'Intro.\n\n## The company\n\nText.\n\n### Week 1\n\n## The log\n\n```\n## not a heading\n```';
    expect(sectionHeadings(log)).toEqual(['The company', 'The log']);
    expect(
      sharedSkeletons([
        {file: 'a.md', body: log},
        {file: 'b.md', body: '## The log\n\n## The company'},
        {file: 'c.md', body: 'No headings at all.'},
        {file: 'd.md', body: 'No headings either.'},
      ]),
    ).toEqual([]);
    expect(
      sharedSkeletons([
        {file: 'a.md', body: log},
        {file: 'b.md', body: '## the company\n\nOther words.\n\n## The Log'},
      ]),
    ).toEqual(['a.md and b.md share the headings "the company", "The Log"']);
  });

  test('hasAttributedQuote wants a block quote whose last line names who said it', () => {
    expect(hasAttributedQuote('Text.\n\n> We trust the number now.\n>\n> — Chief Financial Officer, a manufacturer\n\nMore.')).toBe(true);
    expect(hasAttributedQuote('> We trust the number now.\n\nText.')).toBe(false);
    expect(hasAttributedQuote('> — Chief Financial Officer')).toBe(false);
    expect(hasAttributedQuote('We trust the number now.\n\n— Chief Financial Officer')).toBe(false);
    expect(hasAttributedQuote('<!--\n> Quote.\n> — CFO\n-->')).toBe(false);
  });
});

describe('the library', () => {
  test('every slug the site must keep is an insight', () => {
    const slugs = insights.map((p) => p.slug);
    expect(SPEC_SLUGS.filter((slug) => !slugs.includes(slug))).toEqual([]);
  });

  // A date after today schedules a post (src/lib/publication.ts): it is not a mistake.
  test('why-crm-implementations-fail is dated 2025-05-15; insights are dated from 2023', () => {
    expect(insights.find((p) => p.slug === 'why-crm-implementations-fail')?.date).toBe('2025-05-15');
    expect(insights.filter((p) => !(p.date >= '2023-01-01')).map((p) => `${p.file}: ${p.date}`)).toEqual([]);
  });

  test(`lengths follow the topic: no article under ${MIN_BODY_WORDS} words unless a short note, no note under ${NOTE_MIN_WORDS}`, () => {
    expect(lengthProblems(insights.map((p) => ({file: p.file, words: countWords(p.body), kind: p.format})))).toEqual([]);
    const short = caseStudies.map((p) => ({file: p.file, words: countWords(p.body)})).filter((p) => p.words < MIN_BODY_WORDS);
    expect(short).toEqual([]);
  });

  test('no two posts share a paragraph of more than 160 characters', () => {
    expect(sharedParagraphs(all.map((p) => ({file: p.file, body: p.body})))).toEqual([]);
  });

  // A pattern is the first two words of the first prose paragraph, the "If you..." reader formula anywhere in
  // it, a signpost as its last sentence, and the first two words of the last prose paragraph and of its last
  // sentence. No opening pattern may cover more than a quarter of the posts (insights and case studies
  // together), as no opening move may (the copy check's opening-move rule); no ending pattern more than a
  // third of the insights.
  test.each([
    ['opening', 'a quarter of the posts', all, openingPatterns, MAX_OPENING_SHARE],
    ['ending', 'a third of the insights', insights, endingPatterns, MAX_ENDING_SHARE],
  ] as const)('no %s pattern covers more than %s', (_kind, _share, posts, patternsOf, share) => {
    expect(
      dominantPatterns(
        posts.map((p) => ({file: p.file, patterns: patternsOf(p.body)})),
        share,
      ),
    ).toEqual([]);
  });

  test('every link to a post leads to a post that exists', () => {
    const existing = new Set(all.map((p) => `/${p.kind}/${p.slug}`));
    const missing = all.flatMap((p) =>
      postLinks(p.body, `/${p.kind}/${p.slug}`)
        .filter((l) => !existing.has(l))
        .map((l) => `${p.file}: links to ${l}, which is not a post`),
    );
    expect(missing).toEqual([]);
  });

  test('case studies take the shape of their story: no two share their ## headings', () => {
    expect(sharedSkeletons(caseStudies.map((p) => ({file: p.file, body: p.body})))).toEqual([]);
  });

  test("every case study gives the client's words, attributed to a role", () => {
    expect(caseStudies.filter((p) => !hasAttributedQuote(p.body)).map((p) => p.file)).toEqual([]);
  });

  test('every post links to at least one guide, tool or service page', () => {
    expect(all.filter((p) => resourceLinks(p.body).length === 0).map((p) => p.file)).toEqual([]);
  });
});
