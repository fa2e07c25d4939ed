/**
 * featured-posts: once every plugin has loaded its content, publishes as
 * global data the few posts the site shows everywhere: the footer's Popular
 * Articles (src/config/footer.ts names them) and the three newest insights
 * on the home page, as small records (src/plugins/featured-posts/postSummaries.ts), and the
 * insights author page of each writer (for /about's links). Global data
 * ships on every page, so it is kept to those eight records and a link per writer; anything larger
 * gets a route of its own.
 */
import type {Plugin} from '@docusaurus/types';
import {popularArticleSlugs} from '../../config/footer';
import {pickPosts, summarizePost} from './postSummaries';
import {authorPagesOf, blogPostsOf, postRecords} from '../../lib/posts';
import type {FeaturedPostsGlobalData} from '../../lib/pluginData';

export const LATEST_INSIGHTS_COUNT = 3;

/** The posts every page carries as global data, from all plugins' loaded content. */
export function featuredPosts(allContent: unknown): FeaturedPostsGlobalData {
  const insights = postRecords(blogPostsOf(allContent, 'default')).map(summarizePost);
  return {
    popular: pickPosts(insights, popularArticleSlugs),
    latest: insights.slice(0, LATEST_INSIGHTS_COUNT),
    authorPages: authorPagesOf(allContent, 'default'),
  };
}

export default function featuredPostsPlugin(): Plugin<void> {
  return {
    name: 'featured-posts',
    async allContentLoaded({allContent, actions}) {
      actions.setGlobalData(featuredPosts(allContent));
    },
  };
}
