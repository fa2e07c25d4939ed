/**
 * content-dates: the date of every page, worked out once after all content
 * has loaded (rules in src/lib/contentDates.ts), and sitemap.xml written with
 * those dates as lastmod. Posts are dated by their front matter; docs, React
 * pages and the pages made from data (src/plugins/service-pages) by the
 * newest change of their source and the content modules they import
 * (src/plugins/content-dates/contentSources.ts): its commit, or the day of
 * the build for uncommitted work; list, tag, author and category pages by
 * the newest page they list. A committed tree is never dated by the day of
 * the build, so two builds of one commit write the same sitemap on any day.
 * A guide's or resource page's publication day is its `published` front
 * matter.
 *
 * It is the sitemap plugin (its options, filters and XML) with the dates
 * handed to it as each route's `metadata.lastUpdatedAt`, which also keeps the
 * plugin from asking git itself (that fails in a tree without a repository).
 * The docs' dates and word counts go to the client as global data (`useDocArticle`), for the
 * guides' visible "Updated" line and their Article structured data.
 */
import fs from 'node:fs';
import path from 'node:path';
import sitemapPlugin, {validateOptions} from '@docusaurus/plugin-sitemap';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  blogDateGroups,
  docCategoryDateGroups,
  groupDays,
  pageChangeDay,
  postDates,
  postLastmod,
  withLastmods,
  type DateGroup,
} from '../../lib/contentDates';
import {contentSources} from './contentSources';
import {pageSources, pageSourcesFile, withPagedLists, type PageLinks} from './pageSources';
import {featuredPosts} from '../featured-posts';
import {isListed} from '../../lib/posts';
import {completeSitemapItems} from './sitemapItems';
import {normalizePath} from '../../lib/url';
import {HTML_SITEMAP_PATH} from '../html-sitemap';
import {readGitHistory} from './git';
import type {ContentDatesGlobalData, DocArticle} from '../../lib/pluginData';
import {countWords, mdxProse} from '../../lib/words';
import {isoDay, toUtcDate} from '../../lib/dates';
import type {ServicePagesContent} from '../service-pages';

/** The sitemap plugin's options, which this plugin takes as its own. */
export type SitemapOptions = Parameters<typeof sitemapPlugin>[1];

interface PageSource {
  path: string;
  /** The files whose content modules date the page: a page's or doc's own source, or a generated page's entries. */
  files: readonly string[];
}

/** A doc's `published` front matter as YYYY-MM-DD; undefined when it has none. */
export function publishedDay(frontMatter: Readonly<Record<string, unknown>>): string | undefined {
  const value = frontMatter.published;
  if (!(value instanceof Date) && typeof value !== 'string') return undefined;
  const date = toUtcDate(value);
  return date ? isoDay(date) : undefined;
}

/** The UTC day a file was last modified; undefined when there is none. */
function modifiedDay(file: string): string | undefined {
  return fs.existsSync(file) ? isoDay(fs.statSync(file).mtimeMs) : undefined;
}

function siteFile(aliased: string): string {
  return aliased.replace(/^@site\//, '');
}

export default function contentDatesPlugin(context: LoadContext, options: SitemapOptions): Plugin<void> | null {
  const {siteDir, generatedFilesDir} = context;
  let days = new Map<string, string>();
  let sourcesOfPages = new Map<string, string[]>();
  const sitemap = sitemapPlugin(context, {
    ...options,
    createSitemapItems: async ({defaultCreateSitemapItems, routes, siteConfig}) => {
      const items = completeSitemapItems(await defaultCreateSitemapItems({routes: withLastmods(routes, days), siteConfig}));
      const undated = items.filter((item) => !item.lastmod).map((item) => new URL(item.url).pathname);
      if (undated.length > 0)
        console.warn(
          `[content-dates] No date for ${undated.join(', ')}: neither git nor the files could date their sources. Listed without lastmod.`,
        );
      return items;
    },
  });
  if (!sitemap) return null;

  const cache = new Map<string, string | undefined>();
  const read = (file: string) => {
    if (!cache.has(file)) {
      const full = path.join(siteDir, file);
      cache.set(file, fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined);
    }
    return cache.get(file);
  };

  return {
    ...sitemap,
    name: 'content-dates',

    async allContentLoaded({allContent, actions}) {
      const content = allContent as Record<string, Record<string, unknown> | undefined>;
      const dated = new Map<string, string>();
      const groups: DateGroup[] = [];

      for (const blog of Object.values(content['docusaurus-plugin-content-blog'] ?? {}) as BlogContent[]) {
        const listed = blog.blogPosts.filter(isListed);
        for (const post of listed) dated.set(post.metadata.permalink, postLastmod(postDates(post.metadata)));
        groups.push(...blogDateGroups({...blog, blogPosts: listed}));
      }

      const pageList = (content['docusaurus-plugin-content-pages']?.default ?? []) as Array<{permalink: string; source: string}>;
      const docsVersion = (content['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions[0];
      const fromData = (content['service-pages']?.default as ServicePagesContent | undefined)?.pages ?? [];
      const pages: PageSource[] = [
        ...pageList.map((p) => ({path: normalizePath(p.permalink), files: [siteFile(p.source)]})),
        ...(docsVersion?.docs ?? []).map((d) => ({path: normalizePath(d.permalink), files: [siteFile(d.source)]})),
        ...fromData.map((g) => ({path: normalizePath(g.path), files: g.entries})),
      ];
      const sources = new Map(
        pages.map((page) => [page.path, [...new Set(page.files.flatMap((file) => contentSources(file, read)))].sort()]),
      );
      const history = await readGitHistory(siteDir, [...new Set([...sources.values()].flat())].sort());
      const fallbacks = {today: isoDay(Date.now()), modifiedDay: (file: string) => modifiedDay(path.join(siteDir, file))};

      const uncommitted: string[] = [];
      const cutOff: string[] = [];
      for (const page of pages) {
        const change = pageChangeDay(sources.get(page.path)!, history, fallbacks);
        if (change.by.includes('uncommitted')) uncommitted.push(page.path);
        if (change.by.includes('cut-off')) cutOff.push(page.path);
        if (change.day) dated.set(page.path, change.day);
      }
      if (!history) console.warn("[content-dates] No git history here: docs and pages are dated by their files' modification times.");
      if (uncommitted.length > 0)
        console.info(`[content-dates] ${uncommitted.length} page(s) with uncommitted changes dated today: ${uncommitted.join(', ')}`);
      if (cutOff.length > 0)
        console.info(
          `[content-dates] Shallow clone: ${cutOff.length} page(s) dated by the clone's oldest commit (git fetch --unshallow dates them exactly).`,
        );

      if (docsVersion) {
        const permalinks = new Map(docsVersion.docs.map((d) => [d.id, normalizePath(d.permalink)]));
        groups.push(...docCategoryDateGroups(docsVersion.sidebars, permalinks));
      }
      // What each page depends on, for the quick check (./pageSources.ts).
      const blogs = Object.values(content['docusaurus-plugin-content-blog'] ?? {}) as BlogContent[];
      const posts = blogs.flatMap((blog) => blog.blogPosts);
      const featured = featuredPosts(allContent);
      const links: PageLinks[] = [
        ...groups.map((g) => ({path: g.path, shows: g.members})),
        ...posts.map((post) => {
          const {permalink, prevItem, nextItem} = post.metadata;
          const related = (post.metadata as {related?: Array<{permalink: string}>}).related ?? [];
          return {path: permalink, shows: [prevItem, nextItem, ...related].flatMap((item) => (item ? [item.permalink] : []))};
        }),
        // The HTML sitemap lists every page.
        {path: HTML_SITEMAP_PATH, shows: [...pages.map((page) => page.path), ...posts.map((post) => post.metadata.permalink)]},
        ...(docsVersion?.docs ?? []).map((doc) => ({
          path: normalizePath(doc.permalink),
          shows: (docsVersion?.docs ?? []).filter((d) => doc.sidebar && d.sidebar === doc.sidebar).map((d) => normalizePath(d.permalink)),
        })),
      ];
      sourcesOfPages = pageSources(
        [...pages, ...posts.map((post) => ({path: normalizePath(post.metadata.permalink), files: [siteFile(post.metadata.source)]}))],
        links.map((link) => ({path: normalizePath(link.path), shows: link.shows.map(normalizePath)})),
        [...featured.popular, ...featured.latest].map((post) => normalizePath(post.permalink)),
        read,
      );

      const generated = groupDays(dated, groups);
      days = new Map([...dated, ...generated]);
      const siteNewest = [...days.values()].sort().at(-1);
      // The HTML sitemap lists every page: it changes when the newest of them does.
      if (siteNewest) days.set(HTML_SITEMAP_PATH, siteNewest);

      const docs: Record<string, DocArticle> = {};
      for (const doc of docsVersion?.docs ?? []) {
        const docPath = normalizePath(doc.permalink);
        const published = publishedDay(doc.frontMatter);
        const modified = days.get(docPath);
        const wordCount = countWords(mdxProse(read(siteFile(doc.source)) ?? ''));
        if (published && modified) docs[docPath] = {published, modified, wordCount};
      }
      const data: ContentDatesGlobalData = {docs};
      actions.setGlobalData(data);
    },

    async postBuild(props) {
      await sitemap.postBuild?.(props);
      const file = path.join(generatedFilesDir, 'page-sources', `${path.basename(props.outDir)}.json`);
      await fs.promises.mkdir(path.dirname(file), {recursive: true});
      const routes = props.routesPaths.map(normalizePath);
      await fs.promises.writeFile(file, JSON.stringify(pageSourcesFile(withPagedLists(sourcesOfPages, routes))));
    },
  };
}

export {validateOptions};
