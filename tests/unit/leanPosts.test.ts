import {describe, expect, test} from '@jest/globals';
import type {RouteConfig} from '@docusaurus/types';
import {leanListItem, leanPost, type PostLike} from '@site/src/lib/leanPosts';
import {leanRoute} from '@site/src/plugins/lean-blog';

const post: PostLike = {
  metadata: {
    source: '@site/blog/2025-05-15-a-post.md',
    permalink: '/insights/a-post',
    title: 'A post',
    description: 'What the post says.',
    date: new Date('2025-05-15T00:00:00Z'),
    tags: [{label: 'CRM Hygiene', permalink: '/insights/tags/crm-hygiene', description: 'long text'} as {label: string; permalink: string}],
    readingTime: 7.3,
    authors: [{name: 'Priya', key: 'priya'}],
    frontMatter: {category: 'Tips & Tricks', image: '/img/covers/a-post.webp', image_alt: 'Cover', keywords: ['crm'], slug: 'a-post', title: 'A post'},
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
        authors: [{name: 'Priya', key: 'priya'}],
        frontMatter: {category: 'Tips & Tricks', image: '/img/covers/a-post.webp', image_alt: 'Cover', keywords: ['crm']},
        unlisted: false,
      },
      frontMatter: {category: 'Tips & Tricks', image: '/img/covers/a-post.webp', image_alt: 'Cover', keywords: ['crm']},
      assets: {},
    });
  });

  test('an unknown post is a build error naming the file', () => {
    expect(() => leanListItem({content: {path: '@site/blog/missing.md'}}, bySource)).toThrow('@site/blog/missing.md');
  });
});

describe('leanRoute', () => {
  test('a list route loses its per-post imports and carries the records as props', () => {
    const route: RouteConfig = {
      path: '/insights',
      component: '@theme/BlogListPage',
      exact: true,
      modules: {sidebar: 'sidebar.json', items: [{content: {__import: true, path: post.metadata.source, query: {truncated: true}}}]},
      props: {metadata: {page: 1}},
    };
    const lean = leanRoute(route, bySource);
    expect(lean.modules).toEqual({sidebar: 'sidebar.json'});
    expect(lean.props).toEqual({metadata: {page: 1}, items: [{content: leanPost(post)}]});
  });

  test('a post route is left alone', () => {
    const route: RouteConfig = {path: '/insights/a-post', component: '@theme/BlogPostPage', exact: true, modules: {content: post.metadata.source}};
    expect(leanRoute(route, bySource)).toBe(route);
  });
});
