/**
 * content-json: writes /api/content.json after the build, a machine-readable
 * summary of the firm for tools and assistants: the business, its contact
 * details, its services and the ten newest insights, with absolute URLs
 * (src/plugins/content-json/contentJson.ts). It reads the insights once all content has
 * loaded.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {brand, contact} from '../../config/site';
import {serviceCards} from '../../data/services';
import {buildContentJson, type ContentJson} from './contentJson';
import {summarizePost} from '../featured-posts/postSummaries';
import {blogPostsOf, postRecords} from '../../lib/posts';
import type {PostSummary} from '../../lib/pluginData';

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

export default function contentJsonPlugin(context: LoadContext): Plugin<void> {
  let insights: PostSummary[] = [];
  return {
    name: 'content-json',
    async allContentLoaded({allContent}) {
      insights = postRecords(blogPostsOf(allContent, 'default')).map(summarizePost);
    },
    async postBuild({outDir}) {
      const file = path.join(outDir, CONTENT_JSON_PATH);
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, `${JSON.stringify(contentJsonFor(context.siteConfig.url, insights), null, 2)}\n`);
    },
  };
}
