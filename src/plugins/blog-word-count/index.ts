/**
 * blog-word-count: a `processBlogPosts` step (not a plugin of its own) that
 * counts each post's words at build time and keeps the number on the post's
 * metadata, where its BlogPosting structured data reads it.
 */
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {countWords} from '../../lib/library';

export interface WordCountMetadata {
  wordCount?: number;
}

export function attachWordCounts(blogPosts: BlogPost[]): BlogPost[] {
  for (const post of blogPosts) {
    (post.metadata as typeof post.metadata & WordCountMetadata).wordCount = countWords(post.content);
  }
  return blogPosts;
}
