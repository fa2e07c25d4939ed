import {describe, expect, test} from '@jest/globals';
import path from 'node:path';
import {
  frontMatterDay,
  isShown,
  postDay,
  publicationFrontMatter,
  publicationLabel,
  publicationState,
  readPublication,
} from '@site/src/lib/publication';
import {checkPublishedContent, isPostFile, postFrontMatterParser} from '@site/src/plugins/lean-blog/publication';
import {formatUnpublishedLink, linksToUnpublished, splitByPublication} from '@site/src/plugins/front-matter-check/unpublishedLinks';
import type {PostFile} from '@site/src/plugins/front-matter-check/frontMatterCheck';

const production = {buildDate: '2026-12-07', production: true};
const preview = {buildDate: '2026-12-07', production: false};

describe('a post’s publication', () => {
  test('dated before or on the build’s day: published; the day after: scheduled; a draft whatever its day', () => {
    expect(publicationState({day: '2026-12-06', draft: false}, '2026-12-07')).toBe('published');
    expect(publicationState({day: '2026-12-07', draft: false}, '2026-12-07')).toBe('published');
    expect(publicationState({day: '2026-12-08', draft: false}, '2026-12-07')).toBe('scheduled');
    expect(publicationState({day: '2027-01-01', draft: false}, '2026-12-31')).toBe('scheduled');
    expect(publicationState({day: '2026-12-31', draft: false}, '2027-01-01')).toBe('published');
    expect(publicationState({day: '2020-01-01', draft: true}, '2026-12-07')).toBe('draft');
    expect(publicationState({day: '2030-01-01', draft: true}, '2026-12-07')).toBe('draft');
  });

  test('production shows only published posts; previews and the development server show all three', () => {
    expect(['published', 'scheduled', 'draft'].map((s) => isShown(s as 'published', production))).toEqual([true, false, false]);
    expect(['published', 'scheduled', 'draft'].map((s) => isShown(s as 'published', preview))).toEqual([true, true, true]);
  });

  test('dates are days: a YAML date is its UTC day, a timestamp the day written before its T, whatever its zone', () => {
    expect(frontMatterDay(new Date('2026-12-08T00:00:00Z'))).toBe('2026-12-08');
    expect(frontMatterDay('2026-12-08')).toBe('2026-12-08');
    // 23:30 in New York is already December 9 in UTC: the writer wrote December 8.
    expect(frontMatterDay('2026-12-08T23:30:00-05:00')).toBe('2026-12-08');
    expect(frontMatterDay('2026-12-08T01:00:00+09:00')).toBe('2026-12-08');
    expect(frontMatterDay('2026-02-30')).toBeUndefined();
    expect(frontMatterDay('next Tuesday')).toBeUndefined();
  });

  test('a post’s day is its front matter date, else its file name’s', () => {
    expect(postDay('2026-12-08', 'blog/2026-12-01-a.md')).toBe('2026-12-08');
    expect(postDay(undefined, 'blog/2026-12-01-a.md')).toBe('2026-12-01');
    expect(postDay(undefined, '/site/case-studies/2026-12-09-b.md')).toBe('2026-12-09');
    expect(postDay(undefined, 'blog/a.md')).toBeUndefined();
    expect(postDay(undefined, 'blog/2026-13-01-a.md')).toBeUndefined();
  });
});

describe('the front matter the blog plugin sees', () => {
  const post = (over: Record<string, unknown> = {}) => ({slug: 'a', date: new Date('2026-12-08T00:00:00Z'), ...over});

  test('production: a scheduled post or a draft becomes a draft (dropped), unlisted removed; a published post is untouched', () => {
    expect(publicationFrontMatter(post({unlisted: true}), 'blog/x.md', production)).toEqual({slug: 'a', date: post().date, draft: true});
    expect(publicationFrontMatter(post({date: '2026-12-01', draft: true}), 'blog/x.md', production)).toEqual({
      slug: 'a',
      date: '2026-12-01',
      draft: true,
    });
    const published = post({date: '2026-12-07'});
    expect(publicationFrontMatter(published, 'blog/x.md', production)).toBe(published);
    // Moving the build's day to the post's publishes it.
    expect(publicationFrontMatter(post(), 'blog/x.md', {buildDate: '2026-12-08', production: true})).toEqual(post());
  });

  test('any other build: the draft flag goes, and a post production leaves out carries its state and day', () => {
    expect(publicationFrontMatter(post(), 'blog/x.md', preview)).toEqual({...post(), publication: {state: 'scheduled', day: '2026-12-08'}});
    expect(publicationFrontMatter(post({date: '2026-12-01', draft: true}), 'blog/x.md', preview)).toEqual({
      slug: 'a',
      date: '2026-12-01',
      publication: {state: 'draft', day: '2026-12-01'},
    });
    expect(publicationFrontMatter(post({date: '2026-12-01', draft: false}), 'blog/x.md', preview)).toEqual({slug: 'a', date: '2026-12-01'});
  });

  test('a post without a readable day is left as it is (the front-matter check names it)', () => {
    expect(publicationFrontMatter({slug: 'a', date: 'soon'}, 'blog/x.md', production)).toEqual({slug: 'a', date: 'soon'});
  });

  test('the marker a page reads, and what it says', () => {
    expect(readPublication({publication: {state: 'scheduled', day: '2026-12-08'}})).toEqual({state: 'scheduled', day: '2026-12-08'});
    expect(readPublication({publication: {state: 'published', day: '2026-12-08'}})).toBeUndefined();
    expect(readPublication({publication: 'scheduled'})).toBeUndefined();
    expect(readPublication({})).toBeUndefined();
    expect(publicationLabel({state: 'scheduled', day: '2026-12-08'})).toBe('Scheduled for December 8, 2026');
    expect(publicationLabel({state: 'draft', day: '2026-12-08'})).toBe('Draft: not published');
  });

  test('the parser changes posts of the two blog folders only', async () => {
    const siteDir = path.join(path.sep, 'site');
    const parse = postFrontMatterParser(siteDir, production);
    const defaultParseFrontMatter = async () => ({frontMatter: post(), content: 'Body'});
    const at = (file: string) => parse({filePath: path.join(siteDir, file), fileContent: '', defaultParseFrontMatter});
    expect((await at('blog/2026-12-08-a.md')).frontMatter.draft).toBe(true);
    expect((await at('case-studies/2026-12-08-a.md')).frontMatter.draft).toBe(true);
    expect((await at('docs/blog/a.md')).frontMatter.draft).toBeUndefined();
    expect(isPostFile(siteDir, path.join(siteDir, 'blog/authors.yml'))).toBe(false);
    expect(isPostFile(siteDir, path.join(siteDir, 'blog/2026-12-08-a/index.mdx'))).toBe(true);
  });
});

describe('the guard on the blog plugin’s content', () => {
  const loaded = (frontMatter: Record<string, unknown>) => ({
    metadata: {source: '@site/blog/2026-12-08-a.md', date: '2026-12-08', frontMatter},
  });

  test('passes what the parser asked for', () => {
    expect(() => checkPublishedContent([loaded({date: '2026-12-07'})], production)).not.toThrow();
    expect(() =>
      checkPublishedContent([loaded({date: '2026-12-08', publication: {state: 'scheduled', day: '2026-12-08'}})], preview),
    ).not.toThrow();
    expect(() =>
      checkPublishedContent([loaded({date: '2026-12-08', publication: {state: 'draft', day: '2026-12-08'}})], preview),
    ).not.toThrow();
  });

  test('fails, naming the post and the pin, when a scheduled post or a draft reached production or a preview lost its marker', () => {
    expect(() => checkPublishedContent([loaded({date: '2026-12-08'})], production)).toThrow(
      /@site\/blog\/2026-12-08-a\.md \(scheduled, 2026-12-08\).*blogUtils\.js in UPGRADING\.md/,
    );
    expect(() => checkPublishedContent([loaded({date: '2026-12-01', draft: true})], production)).toThrow(/\(draft, 2026-12-01\)/);
    expect(() => checkPublishedContent([loaded({date: '2026-12-08'})], preview)).toThrow(/non-production build of 2026-12-07/);
    expect(() => checkPublishedContent([loaded({date: '2026-12-01', draft: true})], preview)).toThrow(/draft, 2026-12-01/);
  });
});

describe('links to a post production leaves out', () => {
  const file = (name: string, data: Record<string, unknown>, kind: PostFile['kind'] = 'insight'): PostFile => ({
    file: `${kind === 'insight' ? 'blog' : 'case-studies'}/${name}`,
    kind,
    data,
  });
  const posts = [
    file('2026-12-01-old.md', {slug: 'old', date: '2026-12-01'}),
    file('2026-12-08-next.md', {slug: 'next', date: '2026-12-08'}),
    file('2026-11-01-idea.md', {slug: 'idea', date: '2026-11-01', draft: true}),
    file('2026-12-07-today.md', {slug: 'today', date: '2026-12-07'}, 'case-study'),
    file('2026-12-09-win.md', {slug: 'win', date: '2026-12-09'}, 'case-study'),
  ];

  test('the posts a build of a day publishes and leaves out', () => {
    const {published, unpublished} = splitByPublication(posts, production);
    expect(published.map((p) => p.file)).toEqual(['blog/2026-12-01-old.md', 'case-studies/2026-12-07-today.md']);
    expect(unpublished).toEqual([
      {file: 'blog/2026-12-08-next.md', path: '/insights/next', state: 'scheduled', day: '2026-12-08'},
      {file: 'blog/2026-11-01-idea.md', path: '/insights/idea', state: 'draft', day: '2026-11-01'},
      {file: 'case-studies/2026-12-09-win.md', path: '/case-studies/win', state: 'scheduled', day: '2026-12-09'},
    ]);
    expect(splitByPublication(posts, {buildDate: '2026-12-09'}).unpublished.map((p) => p.path)).toEqual(['/insights/idea']);
  });

  test('each link is named by file and line; a longer slug, or the same slug elsewhere, is not the post', () => {
    const {unpublished} = splitByPublication(posts, production);
    const sources = [
      {
        file: 'docs/guide.mdx',
        source: 'Intro\n\nSee [the next one](/insights/next).\n[Not it](/insights/next-steps) and [/guides/next](/guides/next).',
      },
      {
        file: 'blog/2026-12-01-old.md',
        source: '---\nslug: old\n---\n\nRead [the file](./2026-12-08-next.md) and\n[the idea](/insights/idea#why).',
      },
      {file: 'src/data/faqs.ts', source: "answer: 'Read [a win](https://keelson.example/case-studies/win/).',"},
    ];
    const links = linksToUnpublished(sources, unpublished);
    expect(links.map((link) => `${link.file}:${link.line} ${link.post.path}`)).toEqual([
      'blog/2026-12-01-old.md:5 /insights/next',
      'blog/2026-12-01-old.md:6 /insights/idea',
      'docs/guide.mdx:3 /insights/next',
      'src/data/faqs.ts:1 /case-studies/win',
    ]);
    expect(links.map(formatUnpublishedLink)).toEqual([
      'blog/2026-12-01-old.md:5: links to /insights/next (blog/2026-12-08-next.md), scheduled for 2026-12-08: production leaves it out until a build on that day; add the link on its day',
      'blog/2026-12-01-old.md:6: links to /insights/idea (blog/2026-11-01-idea.md), a draft: production never publishes it; remove the link, or publish the post (remove draft: true)',
      'docs/guide.mdx:3: links to /insights/next (blog/2026-12-08-next.md), scheduled for 2026-12-08: production leaves it out until a build on that day; add the link on its day',
      'src/data/faqs.ts:1: links to /case-studies/win (case-studies/2026-12-09-win.md), scheduled for 2026-12-09: production leaves it out until a build on that day; add the link on its day',
    ]);
    expect(linksToUnpublished(sources, [])).toEqual([]);
  });
});
