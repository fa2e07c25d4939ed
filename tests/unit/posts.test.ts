import {describe, expect, test} from '@jest/globals';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {
  coverAlt,
  attachRevisionDates,
  blogPostsOf,
  isListed,
  newestFirst,
  postRecord,
  postRecords,
  readingMinutes,
  type PostSource,
} from '@site/src/lib/posts';
import {postSource} from './support/posts';
import {categoryOrDefault} from '@site/src/data/categories';

const post = (slug: string, date: string, over: Partial<PostSource['metadata']> = {}, fm: Record<string, unknown> = {}) =>
  postSource(`/case-studies/${slug}`, date, {readingTime: 6.01, ...over}, {category: 'Case Study', tags: ['manufacturing'], ...fm});

describe('postRecord', () => {
  test('every field a plugin reads, from the metadata and front matter', () => {
    const record = postRecord(
      post('precision-parts', '2024-09-18', {}, {industry: 'Manufacturing', services: ['analytics-bi', 'dataops-implementation']}),
    );
    expect(record).toEqual({
      slug: 'precision-parts',
      permalink: '/case-studies/precision-parts',
      title: 'Title precision-parts',
      description: 'Description precision-parts',
      date: '2024-09-18',
      category: 'Case Study',
      label: 'Manufacturing',
      tags: ['manufacturing'],
      services: ['analytics-bi', 'dataops-implementation'],
      imageAlt: 'Cover',
      readingTime: 7,
    });
  });

  test('the label falls back to the category; a single tag string is a list of one; no category is ""', () => {
    const record = postRecord(post('x', '2024-01-01', {}, {industry: undefined, tags: 'pipeline', category: undefined}));
    expect(record).toMatchObject({label: undefined, category: '', tags: ['pipeline'], services: []});
    expect(postRecord(post('y', '2024-01-01')).label).toBe('Case Study');
  });

  test('a revision timestamp becomes the revision day; a date given as a string is read in UTC', () => {
    const record = postRecord(
      post('z', '2024-01-01', {date: '2023-12-31T23:30:00.000Z' as unknown as Date, lastUpdatedAt: Date.UTC(2026, 10, 24, 23, 59)}),
    );
    expect(record.date).toBe('2023-12-31');
    expect(record.updated).toBe('2026-11-24');
    expect('updated' in postRecord(post('w', '2024-01-01'))).toBe(false);
  });
});

describe('postRecords', () => {
  test('listed posts only, newest first, a tie broken by slug', () => {
    const out = postRecords([
      post('old', '2023-01-01'),
      post('b-same-day', '2025-01-01'),
      post('a-same-day', '2025-01-01'),
      post('hidden', '2025-02-01', {unlisted: true}),
    ]);
    expect(out.map((r) => r.slug)).toEqual(['a-same-day', 'b-same-day', 'old']);
  });

  test('newestFirst orders by publication day', () => {
    expect(newestFirst({date: '2024-01-02', slug: 'a'}, {date: '2024-01-01', slug: 'b'})).toBeLessThan(0);
    expect(newestFirst({date: '2024-01-01', slug: 'b'}, {date: '2024-01-01', slug: 'a'})).toBeGreaterThan(0);
  });
});

describe('isListed', () => {
  test('an unlisted post is not listed; a post without the flag is', () => {
    expect(isListed({metadata: {unlisted: true}})).toBe(false);
    expect(isListed({metadata: {unlisted: false}})).toBe(true);
    expect(isListed({metadata: {}})).toBe(true);
  });
});

describe('readingMinutes', () => {
  test('rounds up to whole minutes, at least one', () => {
    expect(readingMinutes(4.4)).toBe(5);
    expect(readingMinutes(5)).toBe(5);
    expect(readingMinutes(0.2)).toBe(1);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(undefined)).toBe(1);
  });
});

describe('blogPostsOf', () => {
  test('reads one instance and tolerates a missing one', () => {
    const posts = [post('a', '2023-01-01')];
    const allContent = {'docusaurus-plugin-content-blog': {default: {blogPosts: posts}}};
    expect(blogPostsOf(allContent, 'default')).toBe(posts);
    expect(blogPostsOf(allContent, 'case-studies')).toEqual([]);
    expect(blogPostsOf({}, 'default')).toEqual([]);
  });
});

describe('attachRevisionDates', () => {
  const withFrontMatter = (frontMatter: Record<string, unknown>, lastUpdatedAt?: number) =>
    ({metadata: {frontMatter, lastUpdatedAt, lastUpdatedBy: 'git author'}}) as unknown as BlogPost;

  test('lastUpdatedAt comes from last_update.date and from nothing else', () => {
    const [revised, plain, gitDated] = attachRevisionDates([
      withFrontMatter({last_update: {date: new Date(Date.UTC(2026, 10, 24))}}),
      withFrontMatter({}),
      // A git date already on the metadata (showLastUpdateTime on) is not a revision.
      withFrontMatter({}, Date.UTC(2026, 10, 23)),
    ]);
    expect(revised!.metadata.lastUpdatedAt).toBe(Date.UTC(2026, 10, 24));
    expect(plain!.metadata.lastUpdatedAt).toBeUndefined();
    expect(gitDated!.metadata.lastUpdatedAt).toBeUndefined();
    expect(revised!.metadata.lastUpdatedBy).toBeUndefined();
  });

  test('a date written as a string is read as that day in UTC', () => {
    const [post] = attachRevisionDates([withFrontMatter({last_update: {date: '2025-06-02'}})]);
    expect(post!.metadata.lastUpdatedAt).toBe(Date.UTC(2025, 5, 2));
  });
});

describe('coverAlt', () => {
  test('a post with its own picture is described by its image_alt', () => {
    expect(coverAlt({image: '/img/covers/x.png', image_alt: 'A funnel of scored leads.', category: 'Lead Management'})).toBe(
      'A funnel of scored leads.',
    );
  });

  test("a post that names no picture shows its category's cover, and says what that shows", () => {
    expect(coverAlt({category: 'Lead Management'})).toBe(categoryOrDefault('Lead Management').coverAlt);
    expect(coverAlt({image_alt: 'Left over from an old picture', category: 'HubSpot'})).toBe(categoryOrDefault('HubSpot').coverAlt);
    expect(coverAlt({category: 'No such category'})).toBe(categoryOrDefault(undefined).coverAlt);
  });
});
