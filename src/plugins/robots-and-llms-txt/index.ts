/**
 * robots-and-llms-txt: what the build tells crawlers beyond the pages themselves.
 * After the build it writes robots.txt (on production pointing at the
 * absolute sitemap and closing the internal tools of src/config/indexing.ts
 * to crawlers; on any other build disallowing everything) and
 * llms.txt (the firm, its services, guides, FAQs, case studies
 * and insights, each with a one-line summary), from the content every other
 * plugin loaded.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {deploymentOf} from '../../config/deployment';
import {disallowedPaths} from '../../config/indexing';
import {brand} from '../../config/site';
import {serviceCards} from '../../data/services';
import {buildLlmsTxt, buildRobotsTxt, type LlmsEntry} from './llmsTxt';
import {blogPostsOf, postRecords, type PostRecord} from '../../lib/posts';

interface DocLike {
  title: string;
  description: string;
  permalink: string;
  unlisted?: boolean;
}

export default function robotsAndLlmsTxtPlugin(context: LoadContext): Plugin<void> {
  let entries: {docs: DocLike[]; posts: PostRecord[]; caseStudies: PostRecord[]} = {docs: [], posts: [], caseStudies: []};
  const siteUrl = context.siteConfig.url;
  const deployment = deploymentOf(context.siteConfig.customFields);

  return {
    name: 'robots-and-llms-txt',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as {loadedVersions: Array<{docs: DocLike[]}>} | undefined;
      entries = {
        docs: (docsContent?.loadedVersions[0]?.docs ?? []).filter((d) => !d.unlisted),
        posts: postRecords(blogPostsOf(allContent, 'default')),
        caseStudies: postRecords(blogPostsOf(allContent, 'case-studies')),
      };
    },
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, 'robots.txt'), buildRobotsTxt(siteUrl, disallowedPaths, deployment));

      const fromDocs = (prefix: string): LlmsEntry[] =>
        entries.docs
          .filter((d) => d.permalink.startsWith(prefix))
          .map((d) => ({title: d.title, path: d.permalink, summary: d.description}))
          .sort((a, b) => a.path.localeCompare(b.path));
      const fromPosts = (posts: PostRecord[]): LlmsEntry[] =>
        posts.map((p) => ({title: p.title, path: p.permalink, summary: p.description, published: p.date, updated: p.updated}));
      const text = buildLlmsTxt(siteUrl, {
        name: brand.name,
        summary: brand.description,
        details: `${brand.name} is a ${brand.city} consultancy founded in ${brand.foundedYear}. It implements and repairs HubSpot-centered revenue stacks, cleans and governs CRM data, builds reporting that boards trust, and trains the people who run it, under a 100-day implementation guarantee.`,
        sections: [
          {heading: 'Services', entries: serviceCards.map((s) => ({title: s.title, path: s.href, summary: s.description}))},
          {
            heading: 'Guides and resources',
            entries: [...fromDocs('/guides/'), ...fromDocs('/data-quality-dimensions-guide'), ...fromDocs('/resources/')],
          },
          {heading: 'FAQs', entries: fromDocs('/faqs')},
          {heading: 'Case studies', entries: fromPosts(entries.caseStudies)},
          {heading: 'Insights', entries: fromPosts(entries.posts)},
        ],
      });
      await fs.writeFile(path.join(outDir, 'llms.txt'), text);
    },
  };
}
