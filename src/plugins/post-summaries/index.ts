/**
 * post-summaries: after every plugin has loaded its content, reads the posts
 * of both blog instances and publishes a few small records as global data:
 * the footer's Popular Articles and the three newest insights. Global data
 * ships on every page, so it is kept to those eight records; anything larger
 * gets a route of its own.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {popularArticleSlugs} from '../../config/footer';
import {pickPosts, summarisePosts, type BlogPostLike, type PostSummary} from '../../lib/postSummaries';

export interface PostSummariesGlobalData {
  popular: PostSummary[];
  latest: PostSummary[];
}

type BlogContent = {blogPosts: BlogPostLike[]} | undefined;

export function readBlogPosts(allContent: Record<string, Record<string, unknown>>, id: string): BlogPostLike[] {
  const content = allContent['docusaurus-plugin-content-blog']?.[id] as BlogContent;
  return content?.blogPosts ?? [];
}

export default function postSummariesPlugin(_context: LoadContext): Plugin<void> {
  return {
    name: 'post-summaries',
    async allContentLoaded({allContent, actions}) {
      const posts = summarisePosts(readBlogPosts(allContent, 'default'));
      const data: PostSummariesGlobalData = {
        popular: pickPosts(posts, popularArticleSlugs),
        latest: posts.slice(0, 3),
      };
      actions.setGlobalData(data);
    },
  };
}
