/**
 * The blog plugins' `processBlogPosts` step, set for both blog instances in
 * docusaurus.config.ts: what the site adds to each post's own metadata
 * before the plugin creates its pages, so a post page ships only what it
 * shows. Pure: type imports from the blog plugin only.
 *
 * - `lastUpdatedAt`: the revision day of the front matter `last_update.date`
 *   (attachRevisionDates in ./posts.ts).
 * - `wordCount`: read by the post's BlogPosting structured data.
 * - `related`: three related posts (./relatedPosts.ts), read with
 *   `useBlogPost().metadata.related` under the post; the whole library never
 *   ships as global data.
 */
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {countWords} from '../../lib/words';
import {attachRevisionDates, isListed, postRecord} from '../../lib/posts';
import {relatedPosts} from './relatedPosts';
import type {PostMetadataAdditions} from '../../lib/pluginData';

type Extended = BlogPost['metadata'] & PostMetadataAdditions;

/** Each post's word count, from its Markdown. */
export function attachWordCounts(blogPosts: BlogPost[]): BlogPost[] {
  for (const post of blogPosts) (post.metadata as Extended).wordCount = countWords(post.content);
  return blogPosts;
}

/** Each post's related posts, among the listed posts of the same blog. */
export function attachRelatedPosts(blogPosts: BlogPost[]): BlogPost[] {
  const relatable = blogPosts.filter(isListed).map(postRecord);
  for (const post of blogPosts) (post.metadata as Extended).related = relatedPosts(postRecord(post), relatable);
  return blogPosts;
}

/** The whole step, as the blog plugin calls it. */
export async function processBlogPosts({blogPosts}: {blogPosts: BlogPost[]}): Promise<BlogPost[]> {
  return attachRelatedPosts(attachWordCounts(attachRevisionDates(blogPosts)));
}
