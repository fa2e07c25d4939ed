import {describe, expect, test} from '@jest/globals';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {pickPosts, readingMinutes, summarisePosts, type BlogPostLike} from '@site/src/lib/postSummaries';
import {readBlogPosts} from '@site/src/plugins/post-summaries';
import {attachRelatedPosts, type RelatedPostsMetadata} from '@site/src/plugins/post-summaries/relatedPosts';

function post(slug: string, date: string, over: Partial<BlogPostLike['metadata']> = {}, fm: Record<string, unknown> = {}) {
  return {
    metadata: {
      title: `Title ${slug}`,
      description: `Description ${slug}`,
      permalink: `/insights/${slug}`,
      date: new Date(`${date}T00:00:00Z`),
      readingTime: 4.4,
      frontMatter: {category: 'Data Quality', tags: ['data-quality'], image: `/img/covers/${slug}.webp`, image_alt: 'Cover', ...fm},
      ...over,
    },
  };
}

describe('summarisePosts', () => {
  test('newest first, unlisted posts left out, front matter read', () => {
    const out = summarisePosts([
      post('old', '2023-01-01'),
      post('new', '2025-01-01'),
      post('hidden', '2025-02-01', {unlisted: true}),
    ]);
    expect(out.map((s) => s.slug)).toEqual(['new', 'old']);
    expect(out[0]).toMatchObject({
      title: 'Title new',
      date: '2025-01-01',
      category: 'Data Quality',
      image: '/img/covers/new.webp',
      imageAlt: 'Cover',
      // 4.4 minutes reads as 5, as on the post page.
      readingTime: 5,
    });
  });

  test('pickPosts keeps the requested order and refuses an unknown slug', () => {
    const all = summarisePosts([post('a', '2023-01-01'), post('b', '2024-01-01')]);
    expect(pickPosts(all, ['a', 'b']).map((s) => s.slug)).toEqual(['a', 'b']);
    expect(() => pickPosts(all, ['missing'])).toThrow(/missing/);
  });
});

describe('readBlogPosts', () => {
  test('reads one instance and tolerates a missing one', () => {
    const posts = [post('a', '2023-01-01')];
    const allContent = {'docusaurus-plugin-content-blog': {default: {blogPosts: posts}}};
    expect(readBlogPosts(allContent, 'default')).toBe(posts);
    expect(readBlogPosts(allContent, 'case-studies')).toEqual([]);
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
