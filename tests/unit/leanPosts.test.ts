import {describe, expect, test} from '@jest/globals';
import type {RouteConfig} from '@docusaurus/types';
import {leanListItem, leanPost, type PostLike} from '@site/src/plugins/lean-blog/leanPosts';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {blogRouteComponents, leanRoute, postsForFeed} from '@site/src/plugins/lean-blog';
import {BLOG_LIST_COMPONENTS} from '@site/src/plugins/lean-client/guards';

const post: PostLike = {
  metadata: {
    source: '@site/blog/2025-05-15-a-post.md',
    permalink: '/insights/a-post',
    title: 'A post',
    description: 'What the post says.',
    date: new Date('2025-05-15T00:00:00Z'),
    tags: [{label: 'CRM Hygiene', permalink: '/insights/tags/crm-hygiene', description: 'long text', inline: false}],
    readingTime: 7.3,
    authors: [{name: 'Priya', key: 'priya', page: null}],
    frontMatter: {
      category: 'Tips & Tricks',
      image: '/img/covers/a-post.webp',
      image_alt: 'Cover',
      keywords: ['crm'],
      slug: 'a-post',
      title: 'A post',
    },
    unlisted: false,
  },
};
const bySource = new Map([[post.metadata.source, post]]);

describe('leanPost', () => {
  test('keeps what a card and the list structured data read, and no more', () => {
    expect(leanPost(post)).toEqual({
      metadata: {
        permalink: '/insights/a-post',
        title: 'A post',
        description: 'What the post says.',
        date: '2025-05-15T00:00:00.000Z',
        tags: [{label: 'CRM Hygiene', permalink: '/insights/tags/crm-hygiene'}],
        readingTime: 7.3,
        authors: [{name: 'Priya', key: 'priya', page: null}],
        frontMatter: {category: 'Tips & Tricks', image: '/img/covers/a-post.webp', image_alt: 'Cover', keywords: ['crm']},
        unlisted: false,
      },
      frontMatter: {category: 'Tips & Tricks', image: '/img/covers/a-post.webp', image_alt: 'Cover', keywords: ['crm']},
      assets: {},
    });
  });

  test('a revised post keeps its revision timestamp, which the list structured data writes as dateModified', () => {
    const revised = {metadata: {...post.metadata, lastUpdatedAt: Date.UTC(2026, 10, 24)}};
    expect(leanPost(revised).metadata.lastUpdatedAt).toBe(Date.UTC(2026, 10, 24));
    expect('lastUpdatedAt' in leanPost(post).metadata).toBe(false);
  });

  test('an unknown post is a build error naming the file', () => {
    expect(() => leanListItem({content: {path: '@site/blog/missing.md'}}, bySource)).toThrow('@site/blog/missing.md');
  });
});

describe('leanRoute', () => {
  const components = blogRouteComponents({
    blogListComponent: BLOG_LIST_COMPONENTS[0],
    blogTagsPostsComponent: BLOG_LIST_COMPONENTS[1],
    blogAuthorsPostsComponent: BLOG_LIST_COMPONENTS[2],
    blogPostComponent: '@theme/BlogPostPage',
  } as never);

  test('a list route loses its per-post imports and carries the records as props', () => {
    const route: RouteConfig = {
      path: '/insights',
      component: '@theme/BlogListPage',
      exact: true,
      modules: {sidebar: 'sidebar.json', items: [{content: {__import: true, path: post.metadata.source, query: {truncated: true}}}]},
      props: {metadata: {page: 1}},
    };
    const lean = leanRoute(route, bySource, components);
    expect(lean.modules).toEqual({sidebar: 'sidebar.json'});
    expect(lean.props).toEqual({metadata: {page: 1}, items: [{content: leanPost(post)}]});
  });

  test('a post route is left alone', () => {
    const route: RouteConfig = {
      path: '/insights/a-post',
      component: '@theme/BlogPostPage',
      exact: true,
      modules: {content: post.metadata.source},
    };
    expect(leanRoute(route, bySource, components)).toBe(route);
  });
});

describe('postsForFeed', () => {
  const dated = (slug: string, date: string, over: Record<string, unknown> = {}) =>
    ({
      id: slug,
      metadata: {permalink: `/insights/${slug}`, date: new Date(`${date}T00:00:00Z`), unlisted: false, ...over},
    }) as unknown as BlogPost;

  test('the first post goes in dated by the newest change among the posts the feed carries; the others as they are', () => {
    const posts = [
      dated('newest', '2025-05-27'),
      dated('revised', '2023-01-24', {lastUpdatedAt: Date.UTC(2026, 10, 24)}),
      dated('old', '2023-01-10'),
    ];
    const out = postsForFeed(posts, 20);
    expect(out.map((p) => p.metadata.permalink)).toEqual(['/insights/newest', '/insights/revised', '/insights/old']);
    expect(out[0]!.metadata.date).toEqual(new Date(Date.UTC(2026, 10, 24)));
    expect(out[1]).toBe(posts[1]);
    // The original post keeps its own date.
    expect(posts[0]!.metadata.date).toEqual(new Date(Date.UTC(2025, 4, 27)));
  });

  test('a revision outside the feed does not date it; unlisted posts are not in it', () => {
    const posts = [
      dated('hidden', '2025-06-01', {unlisted: true}),
      dated('newest', '2025-05-27'),
      dated('revised', '2023-01-24', {lastUpdatedAt: Date.UTC(2026, 10, 24)}),
    ];
    const out = postsForFeed(posts, 1);
    expect(out.map((p) => p.metadata.permalink)).toEqual(['/insights/newest', '/insights/revised']);
    expect(out[0]).toBe(posts[1]);
    expect(postsForFeed([], 20)).toEqual([]);
  });
});
