import {describe, expect, test} from '@jest/globals';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {pickPosts, summarisePost} from '@site/src/lib/postSummaries';
import {postRecord, postRecords, type PostSource} from '@site/src/lib/posts';
import {postSource} from './support/posts';
import {attachRelatedPosts, type RelatedPostsMetadata} from '@site/src/plugins/post-summaries/relatedPosts';

const post = (slug: string, date: string, over: Partial<PostSource['metadata']> = {}, fm: Record<string, unknown> = {}) =>
  postSource(`/insights/${slug}`, date, over, fm);

describe('summarisePost', () => {
  test('keeps what the footer, the home page and the content JSON read, and no more', () => {
    expect(summarisePost(postRecord(post('new', '2025-01-01', {}, {industry: 'Manufacturing', services: ['analytics-bi']})))).toEqual({
      slug: 'new',
      title: 'Title new',
      description: 'Description new',
      permalink: '/insights/new',
      date: '2025-01-01',
      category: 'Data Quality',
      readingTime: 5,
      image: '/img/covers/new.webp',
      imageAlt: 'Cover',
    });
  });

  test('a revised post carries its revision day', () => {
    const revised = post('revised', '2024-03-12', {lastUpdatedAt: Date.UTC(2026, 10, 24)});
    expect(summarisePost(postRecord(revised))).toMatchObject({date: '2024-03-12', updated: '2026-11-24'});
  });

  test('pickPosts keeps the requested order and refuses an unknown slug', () => {
    const all = postRecords([post('a', '2023-01-01'), post('b', '2024-01-01')]).map(summarisePost);
    expect(pickPosts(all, ['a', 'b']).map((s) => s.slug)).toEqual(['a', 'b']);
    expect(() => pickPosts(all, ['missing'])).toThrow(/missing/);
  });
});

describe('attachRelatedPosts', () => {
  test('each post gets up to three related posts of the same category or tags, never itself', async () => {
    const posts = [
      post('a', '2024-01-01', {}, {tags: ['data-quality', 'crm-hygiene']}),
      post('b', '2024-02-01', {}, {tags: ['data-quality', 'crm-hygiene']}),
      post('c', '2024-03-01'),
      post('d', '2024-04-01'),
      post('e', '2024-05-01'),
      post('f', '2024-06-01', {}, {category: 'HubSpot', tags: ['hubspot']}),
    ] as unknown as BlogPost[];
    const out = await attachRelatedPosts({blogPosts: posts});
    const related = (p: BlogPost) => (p.metadata as BlogPost['metadata'] & RelatedPostsMetadata).related ?? [];
    expect(related(out[0]!).map((r) => r.permalink)).toEqual(['/insights/b', '/insights/e', '/insights/d']);
    expect(related(out[5]!)).toEqual([]);
    expect(related(out[1]!)[0]).toMatchObject({title: 'Title a', readingTime: 5, label: 'Data Quality'});
  });

  test('an unlisted post is never offered as a related post', async () => {
    const posts = [post('a', '2024-01-01'), post('hidden', '2024-02-01', {unlisted: true})] as unknown as BlogPost[];
    const out = await attachRelatedPosts({blogPosts: posts});
    expect((out[0]!.metadata as BlogPost['metadata'] & RelatedPostsMetadata).related).toEqual([]);
  });
});
