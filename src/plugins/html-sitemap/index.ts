/**
 * html-sitemap: adds the `/sitemap` page, a human-readable map of the site
 * built from what the build really contains. Once every content plugin has
 * loaded, it reads the React and Markdown pages, the docs (guides, FAQs,
 * resources), both blog instances and the insight topics, drops whatever is
 * unlisted, a draft, or kept out of search engines (src/config/indexing.ts,
 * the list sitemap.xml leaves out too), groups the rest by section (sections.ts) and
 * hands that data to the HtmlSitemap component through a route module. No
 * list of pages is kept by hand: a new post or guide appears on its own.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {footerColumns, legalLinks} from '../../config/footer';
import {isKeptOutOfSearch} from '../../config/indexing';
import type {ServicePagesContent} from '../service-pages';
import {mainNavigation, isDropdown, isGroup, type NavLink} from '../../config/navbar';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {blogPostsOf, postRecords} from '../../lib/posts';
import {withoutTrailingSlash} from '../../lib/url';
import {buildHtmlSitemap, layoutTitleFromSource, type PageEntry, type PostEntry} from './sections';
import type {SitemapLink} from '../../lib/pluginData';

export const HTML_SITEMAP_PATH = '/sitemap';

interface PageMetadata {
  type: 'jsx' | 'mdx';
  permalink: string;
  source: string;
  title?: string;
  unlisted?: boolean;
  frontMatter?: Record<string, unknown>;
}

interface DocMetadata {
  id: string;
  permalink: string;
  title: string;
  source: string;
  unlisted?: boolean;
  sidebarPosition?: number;
  frontMatter: Record<string, unknown>;
}

/** The blog's fields the sitemap reads beyond its posts (present on the loaded content, not in its type). */
type BlogListing = BlogContent & {blogListPaginated?: Array<{metadata: {permalink: string}}>};

type AllContent = Record<string, Record<string, unknown> | undefined>;

interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

/** Doc ids in the order the sidebars show them, so guides keep their reading order. */
function sidebarOrder(sidebars: Record<string, SidebarItem[]> | undefined): Map<string, number> {
  const order = new Map<string, number>();
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      const id = item.type === 'category' ? item.link?.id : item.id;
      if (id && !order.has(id)) order.set(id, order.size);
      if (item.items) visit(item.items);
    }
  };
  Object.values(sidebars ?? {}).forEach(visit);
  return order;
}

/** Every label the navbar and footer give a path: the names visitors already know the pages by. */
function navigationLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  const put = (link: NavLink) => {
    if (!labels.has(link.href)) labels.set(link.href, link.name);
  };
  for (const entry of mainNavigation) {
    if (!isDropdown(entry)) {
      put(entry);
      continue;
    }
    for (const item of entry.items) {
      if (isGroup(item)) item.items.forEach(put);
      else put(item);
    }
  }
  footerColumns.forEach((column) => column.links.forEach(put));
  legalLinks.forEach(put);
  return labels;
}

function frontMatterHidesPage(frontMatter: Record<string, unknown> | undefined): boolean {
  if (!frontMatter) return false;
  return frontMatter.unlisted === true || frontMatter.draft === true || frontMatter.noindex === true;
}

export default function htmlSitemapPlugin(context: LoadContext): Plugin<void> {
  const {siteDir} = context;
  const readSource = (aliased: string) => fs.readFile(path.join(siteDir, aliased.replace(/^@site\//, '')), 'utf8').catch(() => '');

  return {
    name: 'html-sitemap',

    async allContentLoaded({allContent, actions}) {
      const content = allContent as unknown as Record<string, AllContent>;
      const navLabels = navigationLabels();
      const excludedPaths = new Set<string>([HTML_SITEMAP_PATH]);

      const pageList = (content['docusaurus-plugin-content-pages']?.default ?? []) as unknown as PageMetadata[];
      const pages: PageEntry[] = [];
      for (const page of pageList) {
        const pagePath = withoutTrailingSlash(page.permalink);
        if (page.unlisted || frontMatterHidesPage(page.frontMatter)) {
          excludedPaths.add(pagePath);
          continue;
        }
        const label = navLabels.get(pagePath) ?? page.title ?? layoutTitleFromSource(await readSource(page.source));
        pages.push({path: pagePath, label});
      }
      // The service pages are made from data (src/plugins/service-pages), not files under src/pages.
      const fromData = (allContent['service-pages']?.default as ServicePagesContent | undefined)?.pages ?? [];
      for (const page of fromData) pages.push({path: page.path, label: navLabels.get(page.path) ?? page.service.title});

      const docsContent = content['docusaurus-plugin-content-docs']?.default as
        {loadedVersions: Array<{docs: DocMetadata[]; sidebars?: Record<string, SidebarItem[]>}>} | undefined;
      const docsVersion = docsContent?.loadedVersions[0];
      const positions = sidebarOrder(docsVersion?.sidebars);
      const docs: PageEntry[] = [];
      for (const doc of docsVersion?.docs ?? []) {
        if (doc.unlisted || frontMatterHidesPage(doc.frontMatter)) continue;
        const label = typeof doc.frontMatter.sidebar_label === 'string' ? doc.frontMatter.sidebar_label : doc.title;
        docs.push({path: withoutTrailingSlash(doc.permalink), label, position: positions.get(doc.id) ?? doc.sidebarPosition});
      }

      const blog = (id: string) => content['docusaurus-plugin-content-blog']?.[id] as BlogListing | undefined;
      const listedPosts = (id: string): PostEntry[] =>
        postRecords(blogPostsOf(allContent, id)).map((p) => ({path: p.permalink, label: p.title, date: p.date}));
      const topics: SitemapLink[] = Object.values(blog('default')?.blogTags ?? {})
        .filter((tag) => !tag.unlisted && tag.items.length > 0)
        .map((tag) => ({path: tag.permalink, label: tag.label}));

      // The blog's first list page is its route base, whatever routeBasePath says.
      const listPath = (id: string, fallback: string) => blog(id)?.blogListPaginated?.[0]?.metadata.permalink ?? fallback;

      const data = buildHtmlSitemap({
        pages,
        docs,
        insights: {listPath: listPath('default', '/insights'), posts: listedPosts('default'), topics},
        caseStudies: {listPath: listPath('case-studies', '/case-studies'), posts: listedPosts('case-studies')},
        isExcluded: (p) => excludedPaths.has(p) || isKeptOutOfSearch(p),
      });

      const modulePath = await actions.createData('html-sitemap.json', JSON.stringify(data));
      actions.addRoute({
        path: HTML_SITEMAP_PATH,
        component: '@site/src/components/HtmlSitemap/index.tsx',
        exact: true,
        modules: {sitemap: modulePath},
      });
    },
  };
}
