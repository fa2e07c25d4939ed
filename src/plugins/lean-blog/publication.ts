/**
 * Scheduled posts and drafts, decided once, where the blog plugin reads each
 * post: the site's `markdown.parseFrontMatter` (docusaurus.config.ts) runs
 * `publicationFrontMatter` (src/lib/publication.ts) on every file of the two
 * blog folders. In production a post dated after the build's day, or a
 * draft, becomes `draft: true`, and the blog plugin drops it before it makes
 * its page, lists, tag and author pages, feeds and related posts; every
 * other plugin reads the blog plugin's content, so it is gone from the
 * sitemap, search, llms.txt, api/content.json, the covers and share cards,
 * the archives and the footer and home lists too. In any other build it is
 * kept and carries `publication: {state, day}`, which its page and card show.
 *
 * `checkPublishedContent` guards that behavior on every build: the blog
 * plugin must have dropped every post production does not publish (it drops
 * drafts when NODE_ENV is production, in blogUtils.js) and, in any other
 * build, kept the drafts.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {postDay, publicationFrontMatter, publicationState, readPublication, type BuildDay} from '../../lib/publication';

/** The folders of the two blog instances, from the site's root. */
export const POST_FOLDERS = ['blog', 'case-studies'] as const;

const BLOG_UTILS_PIN = '@docusaurus/plugin-content-blog/lib/blogUtils.js';

/** Whether a file is a post of one of the two blogs: a Markdown or MDX file under blog/ or case-studies/. */
export function isPostFile(siteDir: string, filePath: string): boolean {
  const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
  return /\.mdx?$/.test(relative) && POST_FOLDERS.some((folder) => relative.startsWith(`${folder}/`));
}

/** The site's `markdown.parseFrontMatter`: the default parser, then each post's publication in this build. */
export function postFrontMatterParser(siteDir: string, build: BuildDay): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    if (!isPostFile(siteDir, params.filePath)) return result;
    return {...result, frontMatter: publicationFrontMatter(result.frontMatter, params.filePath, build)};
  };
}

interface LoadedPost {
  metadata: {source: string; date: Date | string; frontMatter: Record<string, unknown>};
}

/**
 * Throws when the blog plugin's content is not what `publicationFrontMatter`
 * asked for: a production build that still holds a draft or a post dated
 * after the build's day, or another build that marks no post it should.
 */
export function checkPublishedContent(posts: readonly LoadedPost[], build: BuildDay): void {
  for (const {metadata} of posts) {
    const fm = metadata.frontMatter;
    const day = postDay(fm.date, metadata.source);
    if (!day) continue;
    const state = publicationState({day, draft: fm.draft === true}, build.buildDate);
    const marked = readPublication(fm);
    const wrong = build.production
      ? state !== 'published' || marked !== undefined
      : fm.draft !== undefined || (marked?.state !== 'draft' && (state === 'scheduled') !== (marked?.state === 'scheduled'));
    if (wrong) {
      throw new Error(
        `lean-blog: ${metadata.source} (${state}, ${day}) reached the blog's content of a ${build.production ? 'production' : 'non-production'} build of ${build.buildDate} unchanged: the blog plugin no longer reads the front matter the site's markdown.parseFrontMatter writes, or no longer drops drafts when NODE_ENV is production (src/plugins/lean-blog/publication.ts relies on both): re-check the pin of ${BLOG_UTILS_PIN} in UPGRADING.md.`,
      );
    }
  }
}
