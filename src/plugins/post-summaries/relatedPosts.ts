/**
 * The blog plugins' `processBlogPosts` hook (set for both instances in
 * docusaurus.config.ts): attaches each post's related posts to its metadata,
 * so a post page ships only its own three records instead of the whole
 * library as global data. Reads `useBlogPost().metadata.related` on the client.
 */
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {isListed, postRecord} from '../../lib/posts';
import {relatedPosts, type RelatedPost} from '../../lib/relatedPosts';

/** A blog post's metadata as this site extends it. */
export interface RelatedPostsMetadata {
  related?: RelatedPost[];
}

export async function attachRelatedPosts({blogPosts}: {blogPosts: BlogPost[]}): Promise<BlogPost[]> {
  const relatable = blogPosts.filter(isListed).map(postRecord);
  for (const post of blogPosts) {
    (post.metadata as typeof post.metadata & RelatedPostsMetadata).related = relatedPosts(postRecord(post), relatable);
  }
  return blogPosts;
}
