/**
 * front-matter-check: before any content loads, reads the front matter of
 * every insight (blog/) and case study (case-studies/) and fails the build
 * with one line per problem (file, field, what is wrong): unknown category
 * or author, a description over 160 characters, a social-card field over its
 * limit, a cover or share picture that is missing or of the wrong kind, a
 * cover without alt text, a slug used twice, a `kind` other than article or
 * note (with its line), a `draft` that is not true or false, a `publication` the writer set, a
 * `last_update.date` after the build's day or before publication, a `retired_to` or
 * `former_addresses` that is not an address. A date after the build's day
 * is not a problem: it schedules the post (src/lib/publication.ts). It runs
 * when the plugin is created, so its message comes before the blog plugin's
 * own errors. Once the docs and pages are loaded, it fails the build the same
 * way for a guide, FAQ, resource or Markdown page, or a sidebar category's
 * index page, whose description is missing or over 160 characters. The rules
 * live in src/plugins/front-matter-check/frontMatterCheck.ts. It also prints a
 * notice, and goes on, when production publishes fewer insights or case
 * studies than the firm's target (src/lib/contentTargets.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {team} from '../../data/team';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {
  checkFrontMatter,
  checkPageDescriptions,
  formatProblem,
  postFormat,
  type DescribedPage,
  type PostFile,
  type PostKind,
  type Problem,
} from './frontMatterCheck';
import type {Deployment} from '../../config/deployment';
import {contentTargetNotices, lengthTargetNotices} from '../../lib/contentTargets';
import {countWords} from '../../lib/words';
import {picturePath} from '../covers/pictures';
import {formatUnpublishedLink, linksToUnpublished, splitByPublication, type SourceFile} from './unpublishedLinks';

const FOLDERS: readonly {folder: string; kind: PostKind}[] = [
  {folder: 'blog', kind: 'insight'},
  {folder: 'case-studies', kind: 'case-study'},
];

export function readPostFiles(siteDir: string): PostFile[] {
  return FOLDERS.flatMap(({folder, kind}) => {
    const dir = path.join(siteDir, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('_'))
      .sort()
      .map((name) => {
        const source = fs.readFileSync(path.join(dir, name), 'utf8');
        return {file: `${folder}/${name}`, kind, data: matter(source).data as Record<string, unknown>, source};
      });
  });
}

/** `@site/docs/x.mdx` as the writer knows it: `docs/x.mdx`. */
function projectPath(source: string): string {
  return source.replace(/^@site\//, '');
}

type SidebarItem = {type: string; label?: string; items?: SidebarItem[]; link?: {type: string; description?: string}};

/** The pages whose description a writer sets: docs, Markdown pages, and the index pages of sidebar categories. */
export function describedPages(docs: DocsContent | undefined, pages: PagesContent | undefined): DescribedPage[] {
  const described: DescribedPage[] = [];
  for (const version of docs?.loadedVersions ?? []) {
    for (const doc of version.docs) {
      const fromFrontMatter = typeof doc.frontMatter.description === 'string';
      described.push({
        file: projectPath(doc.source),
        field: fromFrontMatter ? 'description' : 'description (none in front matter, so the first paragraph is used)',
        description: doc.description,
      });
    }
    const visit = (item: SidebarItem) => {
      if (item.type !== 'category') return;
      if (item.link?.type === 'generated-index')
        described.push({file: 'sidebars.ts', field: `category "${item.label}": link.description`, description: item.link.description});
      item.items?.forEach(visit);
    };
    for (const items of Object.values(version.sidebars)) (items as SidebarItem[]).forEach(visit);
  }
  for (const page of pages ?? [])
    if (page.type === 'mdx') described.push({file: projectPath(page.source), field: 'description', description: page.description});
  return described;
}

/** The folders whose pages (and the copy and data they render) may link to a post, besides the published posts. */
export const LINKING_FOLDERS = ['docs', 'src/pages', 'src/data', 'src/components', 'src/config', 'src/theme'] as const;

/** The Markdown, MDX and script files of the linking folders, from the project root. */
export function readLinkingSources(siteDir: string): SourceFile[] {
  return LINKING_FOLDERS.flatMap((folder) => {
    const dir = path.join(siteDir, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((name) => /\.(mdx?|tsx?|jsx?)$/.test(name))
      .sort()
      .map((name) => ({file: `${folder}/${name.split(path.sep).join('/')}`, source: fs.readFileSync(path.join(dir, name), 'utf8')}));
  });
}

/**
 * Links from a published page to a post production leaves out: a production
 * build fails on them; any other build, which shows the post, warns (a link
 * to a retired post, which no build has, fails every build).
 */
function checkUnpublishedLinks(siteDir: string, posts: readonly PostFile[], deployment: Deployment): void {
  const {published, unpublished} = splitByPublication(posts, deployment);
  const sources = [...published.map((post) => ({file: post.file, source: post.source ?? ''})), ...readLinkingSources(siteDir)];
  const links = linksToUnpublished(sources, unpublished);
  const lines = links.map(formatUnpublishedLink);
  if (lines.length === 0) return;
  const heading = `${lines.length} link(s) from a published page to a post production does not publish on ${deployment.buildDate}`;
  const retired = links.some((link) => link.post.state === 'retired');
  if (deployment.production || retired) throw new Error(`Front matter check failed: ${heading}:\n${lines.join('\n')}`);
  console.warn(
    `[front-matter-check] ${heading} (this ${deployment.kind} build shows the post; production fails on these):\n${lines.join('\n')}`,
  );
}

/** A notice, never a failure, for each kind of post and each length of insight production publishes fewer of than the firm's target. */
function noticeContentTargets(posts: readonly PostFile[], deployment: Deployment): void {
  const listed = splitByPublication(posts, deployment).published.filter((post) => post.data.unlisted !== true);
  const count = (kind: PostKind) => listed.filter((post) => post.kind === kind).length;
  const articleWords = listed
    .filter((post) => post.kind === 'insight' && postFormat(post.data) !== 'note')
    .map((post) => countWords(matter(post.source ?? '').content));
  for (const notice of [
    ...contentTargetNotices({insight: count('insight'), 'case-study': count('case-study')}),
    ...lengthTargetNotices(articleWords),
  ])
    console.warn(`[front-matter-check] ${notice}`);
}

function fail(problems: readonly Problem[]): never {
  throw new Error(`Front matter check failed with ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`);
}

export default function frontMatterCheckPlugin(context: LoadContext): Plugin<void> {
  const {siteDir} = context;
  const {deployment} = context.siteConfig.customFields as {deployment: Deployment};
  const posts = readPostFiles(siteDir);
  const problems = checkFrontMatter(posts, {
    authors: team.map((member) => member.key),
    today: deployment.buildDate,
    pictureExists: (postFile, ref) => fs.existsSync(picturePath(siteDir, postFile, ref)),
  });
  if (problems.length > 0) fail(problems);
  checkUnpublishedLinks(siteDir, posts, deployment);
  noticeContentTargets(posts, deployment);
  return {
    name: 'front-matter-check',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const pages = allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined;
      const pageProblems = checkPageDescriptions(describedPages(docs, pages));
      if (pageProblems.length > 0) fail(pageProblems);
    },
  };
}
