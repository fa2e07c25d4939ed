/**
 * The blog plugins' `processBlogPosts` hook (set for both instances in
 * docusaurus.config.ts): attaches each post's related posts to its metadata,
 * so a post page ships only its own three records instead of the whole
 * library as global data. Reads `useBlogPost().metadata.related` on the client.
 */
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {relatedPosts, type RelatablePost, type RelatedPost} from '../../lib/relatedPosts';

/** A blog post's metadata as this site extends it. */
export interface RelatedPostsMetadata {
  related?: RelatedPost[];
}

function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

export function toRelatable(post: BlogPost): RelatablePost {
  const {metadata} = post;
  const fm = metadata.frontMatter as Record<string, unknown>;
  const str = (key: string) => (typeof fm[key] === 'string' ? (fm[key] as string) : undefined);
  return {
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    date: new Date(metadata.date).toISOString().slice(0, 10),
    category: str('category') ?? '',
    label: str('industry') ?? str('category'),
    tags: strings(fm.tags),
    services: strings(fm.services),
    image: str('image'),
    imageAlt: str('image_alt'),
    readingTime: metadata.readingTime === undefined ? undefined : Math.max(1, Math.ceil(metadata.readingTime)),
  };
}

export async function attachRelatedPosts({blogPosts}: {blogPosts: BlogPost[]}): Promise<BlogPost[]> {
  const listed = blogPosts.filter((p) => !p.metadata.unlisted);
  const relatable = listed.map(toRelatable);
  for (const post of blogPosts) {
    (post.metadata as typeof post.metadata & RelatedPostsMetadata).related = relatedPosts(toRelatable(post), relatable);
  }
  return blogPosts;
}
