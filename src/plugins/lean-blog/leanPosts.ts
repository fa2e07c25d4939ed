/**
 * The record a list, tag or author page gets for each post (see
 * src/plugins/lean-blog): what the card and the list's structured data read
 * through `useBlogPost()`, and nothing of the post's text.
 */
import type {BlogPostMetadata} from '@docusaurus/plugin-content-blog';
import type {LeanPostContent} from '../../lib/pluginData';
import {PUBLICATION_KEY} from '../../lib/publication';

/** The front matter fields a card or the list's structured data reads (`publication`: outside production, the card's marker). */
export const LIST_FRONT_MATTER_KEYS = ['category', 'industry', 'image', 'image_alt', 'keywords', PUBLICATION_KEY] as const;

/** The metadata fields a list record is made from (a whole BlogPost has them all). */
export type PostLike = {
  metadata: Pick<BlogPostMetadata, 'source' | 'permalink' | 'title' | 'description' | 'date' | 'tags' | 'authors' | 'frontMatter'> &
    Partial<Pick<BlogPostMetadata, 'readingTime' | 'unlisted' | 'lastUpdatedAt'>>;
};

/** How the blog plugin lists a post on a list page: its MDX file, imported truncated. */
export interface ItemModule {
  content: {__import?: boolean; path: string; query?: Record<string, unknown>};
}

export function leanFrontMatter(frontMatter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(LIST_FRONT_MATTER_KEYS.filter((key) => frontMatter[key] !== undefined).map((key) => [key, frontMatter[key]]));
}

export function leanPost({metadata}: PostLike): LeanPostContent {
  const frontMatter = leanFrontMatter(metadata.frontMatter);
  return {
    metadata: {
      permalink: metadata.permalink,
      title: metadata.title,
      description: metadata.description,
      date: new Date(metadata.date).toISOString(),
      tags: metadata.tags.map(({label, permalink}) => ({label, permalink})),
      ...(metadata.readingTime === undefined ? {} : {readingTime: metadata.readingTime}),
      ...(metadata.lastUpdatedAt == null ? {} : {lastUpdatedAt: metadata.lastUpdatedAt}),
      authors: metadata.authors.map((author) => ({...author})),
      frontMatter,
      unlisted: Boolean(metadata.unlisted),
    },
    frontMatter,
    assets: {},
  };
}

/** The record that replaces one item module; a module naming an unknown post is a build error. */
export function leanListItem(item: ItemModule, postsBySource: ReadonlyMap<string, PostLike>): {content: LeanPostContent} {
  const post = postsBySource.get(item.content.path);
  if (!post) throw new Error(`lean-blog: a list page names ${item.content.path}, which is not a post of this blog.`);
  return {content: leanPost(post)};
}
