import {describe, expect, test} from '@jest/globals';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import type {PostSource} from '@site/src/lib/posts';
import {attachRelatedPosts, attachWordCounts, processBlogPosts} from '@site/src/plugins/lean-blog/processBlogPosts';
import type {PostMetadataAdditions} from '@site/src/lib/pluginData';
import {postSource} from './support/posts';

const post = (slug: string, date: string, over: Partial<PostSource['metadata']> = {}, fm: Record<string, unknown> = {}) =>
  postSource(`/insights/${slug}`, date, over, fm);
const added = (p: BlogPost) => p.metadata as BlogPost['metadata'] & PostMetadataAdditions;

describe('attachRelatedPosts', () => {
  test('each post gets up to three related posts of the same category or tags, never itself', () => {
    const posts = [
      post('a', '2024-01-01', {}, {tags: ['data-quality', 'crm-hygiene']}),
      post('b', '2024-02-01', {}, {tags: ['data-quality', 'crm-hygiene']}),
      post('c', '2024-03-01'),
      post('d', '2024-04-01'),
      post('e', '2024-05-01'),
      post('f', '2024-06-01', {}, {category: 'HubSpot', tags: ['hubspot']}),
    ] as unknown as BlogPost[];
    const out = attachRelatedPosts(posts);
    const related = (p: BlogPost) => (p.metadata as BlogPost['metadata'] & PostMetadataAdditions).related ?? [];
    expect(related(out[0]!).map((r) => r.permalink)).toEqual(['/insights/b', '/insights/e', '/insights/d']);
    expect(related(out[5]!)).toEqual([]);
    expect(related(out[1]!)[0]).toMatchObject({title: 'Title a', readingTime: 5, label: 'Data Quality'});
  });

  test('an unlisted post is never offered as a related post', () => {
    const posts = [post('a', '2024-01-01'), post('hidden', '2024-02-01', {unlisted: true})] as unknown as BlogPost[];
    const out = attachRelatedPosts(posts);
    expect((out[0]!.metadata as BlogPost['metadata'] & PostMetadataAdditions).related).toEqual([]);
  });
});

describe('attachWordCounts', () => {
  test("counts the words of each post's Markdown", () => {
    const posts = [
      {...post('a', '2024-01-01'), content: 'One two three.\n\n## A heading\n\nFour, five; six.'},
      {...post('b', '2024-02-01'), content: ''},
    ] as unknown as BlogPost[];
    const out = attachWordCounts(posts);
    expect(out.map((p) => added(p).wordCount)).toEqual([8, 0]);
  });
});

describe('processBlogPosts', () => {
  test('gives every post its revision date, word count and related posts', async () => {
    const posts = [
      {...post('a', '2024-01-01', {}, {last_update: {date: '2026-11-24'}}), content: 'Two words.'},
      {...post('b', '2024-02-01'), content: 'Three words here.'},
    ] as unknown as BlogPost[];
    const out = await processBlogPosts({blogPosts: posts});
    expect(out.map((p) => [p.metadata.lastUpdatedAt, added(p).wordCount, added(p).related?.map((r) => r.permalink)])).toEqual([
      [Date.UTC(2026, 10, 24), 2, ['/insights/b']],
      [undefined, 3, ['/insights/a']],
    ]);
  });
});
