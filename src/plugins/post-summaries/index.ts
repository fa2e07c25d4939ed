/**
 * post-summaries: after every plugin has loaded its content, reads the posts
 * of both blog instances and publishes a few small records as global data:
 * the footer's Popular Articles and the three newest insights. Global data
 * ships on every page, so it is kept to those eight records; anything larger
 * gets a route of its own. After the build it also writes /api/content.json
 * (the business, its services and the ten newest insights, absolute URLs).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {popularArticleSlugs} from '../../config/footer';
import {brand, contact} from '../../config/site';
import {serviceCards} from '../../data/services';
import {buildContentJson, type ContentJson} from '../../lib/contentJson';
import {pickPosts, summarisePost, type PostSummary} from '../../lib/postSummaries';
import {blogPostsOf, postRecords} from '../../lib/posts';

export interface PostSummariesGlobalData {
  popular: PostSummary[];
  latest: PostSummary[];
}

export const CONTENT_JSON_PATH = 'api/content.json';

export function contentJsonFor(siteUrl: string, insights: readonly PostSummary[]): ContentJson {
  return buildContentJson({
    siteUrl,
    business: {name: brand.name, description: brand.description},
    contact: {email: contact.email, phone: contact.phone, address: contact.addressLine},
    services: serviceCards,
    posts: insights,
  });
}

export default function postSummariesPlugin(context: LoadContext): Plugin<void> {
  let insights: PostSummary[] = [];
  return {
    name: 'post-summaries',
    async allContentLoaded({allContent, actions}) {
      insights = postRecords(blogPostsOf(allContent, 'default')).map(summarisePost);
      const data: PostSummariesGlobalData = {
        popular: pickPosts(insights, popularArticleSlugs),
        latest: insights.slice(0, 3),
      };
      actions.setGlobalData(data);
    },
    async postBuild({outDir}) {
      const file = path.join(outDir, CONTENT_JSON_PATH);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, `${JSON.stringify(contentJsonFor(context.siteConfig.url, insights), null, 2)}\n`);
    },
  };
}
