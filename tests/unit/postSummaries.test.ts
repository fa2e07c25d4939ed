import {describe, expect, test} from '@jest/globals';
import {pickPosts, summarizePost} from '@site/src/plugins/featured-posts/postSummaries';
import {postRecord, postRecords, type PostSource} from '@site/src/lib/posts';
import {postSource} from './support/posts';

const post = (slug: string, date: string, over: Partial<PostSource['metadata']> = {}, fm: Record<string, unknown> = {}) =>
  postSource(`/insights/${slug}`, date, over, fm);

describe('summarizePost', () => {
  test('keeps what the footer, the home page and the content JSON read, and no more', () => {
    expect(summarizePost(postRecord(post('new', '2025-01-01', {}, {industry: 'Manufacturing', services: ['analytics-bi']})))).toEqual({
      slug: 'new',
      title: 'Title new',
      description: 'Description new',
      permalink: '/insights/new',
      date: '2025-01-01',
      category: 'Data Quality',
      readingTime: 5,
      imageAlt: 'Cover',
    });
  });

  test('a revised post carries its revision day', () => {
    const revised = post('revised', '2024-03-12', {lastUpdatedAt: Date.UTC(2026, 10, 24)});
    expect(summarizePost(postRecord(revised))).toMatchObject({date: '2024-03-12', updated: '2026-11-24'});
  });

  test('pickPosts keeps the requested order and refuses an unknown slug', () => {
    const all = postRecords([post('a', '2023-01-01'), post('b', '2024-01-01')]).map(summarizePost);
    expect(pickPosts(all, ['a', 'b']).map((s) => s.slug)).toEqual(['a', 'b']);
    expect(() => pickPosts(all, ['missing'])).toThrow(/missing/);
  });
});
