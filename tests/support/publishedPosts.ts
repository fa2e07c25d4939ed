/**
 * The posts of the two blogs as a build publishes them, for every test that
 * lists, counts or searches posts. Each file of blog/ and case-studies/ goes
 * through the rule the build itself applies (src/lib/publication.ts), for
 * that build's own day and kind, read from the build: production leaves out
 * a post dated after the build's day (scheduled) and a draft; a preview
 * shows both. So a scheduled post or a draft in the tree changes no test,
 * on any day, and a post reaches a test's expectations on the day the build
 * publishes it.
 *
 * The build's day and kind are the site's `customFields.deployment`
 * (docusaurus.config.ts), which the build bundles into its main script:
 * `buildDeployment` reads them there, and throws, naming the file, when they
 * are not found.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {readPostFiles} from '../../src/plugins/front-matter-check';
import {POST_ROUTES} from '../../src/plugins/front-matter-check/unpublishedLinks';
import type {PostKind} from '../../src/plugins/front-matter-check/frontMatterCheck';
import {isShown, postDay, publicationState, retiredTo, type BuildDay, type PublicationState} from '../../src/lib/publication';
import {newestFirst} from '../../src/lib/posts';

export const root = path.resolve(__dirname, '../..');

/** A blog's folder: insights in blog/, case studies in case-studies/. */
export type PostFolder = 'blog' | 'case-studies';

const KINDS: Readonly<Record<PostFolder, PostKind>> = {blog: 'insight', 'case-studies': 'case-study'};

/** The build the browser tests serve: `BUILD_DIR` (from the project root, as tests/support/serve-build.sh reads it), else build/. */
export function servedBuildDir(): string {
  return path.resolve(root, process.env.BUILD_DIR ?? 'build');
}

/** Reads one `key:value` of the bundled deployment object: a string, or a boolean minified as `!0`/`!1`. */
function bundledValue(object: string, key: string): string | undefined {
  return new RegExp(`["']?${key}["']?:("[^"]*"|!0|!1|true|false)`).exec(object)?.[1];
}

/** The day and kind a build was made for, read from its main script; throws naming the file when they are not there. */
export function buildDeployment(buildDir: string = servedBuildDir()): BuildDay {
  const scripts = path.join(buildDir, 'assets', 'js');
  const main = fs.existsSync(scripts) ? fs.readdirSync(scripts).find((name) => /^main\.[\w-]+\.js$/.test(name)) : undefined;
  if (!main) throw new Error(`${buildDir} has no assets/js/main.*.js: build the site first (npm run build, or the build the test names).`);
  const text = fs.readFileSync(path.join(scripts, main), 'utf8');
  const object = /["']?deployment["']?:\{([^{}]*)\}/.exec(text)?.[1] ?? '';
  const buildDate = /^"(\d{4}-\d{2}-\d{2})"$/.exec(bundledValue(object, 'buildDate') ?? '')?.[1];
  const production = bundledValue(object, 'production');
  if (!buildDate || production === undefined) {
    throw new Error(
      `${path.join(scripts, main)} holds no deployment {buildDate, production}: the tests read the build's day and kind from the site's customFields.deployment (docusaurus.config.ts), bundled into the main script.`,
    );
  }
  return {buildDate, production: production === '!0' || production === 'true'};
}

/** One post file, with what the build decides about it. */
export interface Post {
  folder: PostFolder;
  /** From the project root: `blog/2026-12-08-forecast-categories.md`. */
  file: string;
  slug: string;
  /** Its address on the site: `/insights/<slug>`. */
  path: string;
  title: string;
  /** The post's day, YYYY-MM-DD. */
  date: string;
  /** Hidden from lists, feeds and search, though it has a page (`unlisted: true`). */
  unlisted: boolean;
  state: PublicationState;
  /** The front matter as the writer wrote it. */
  data: Record<string, unknown>;
  /** The Markdown after the front matter. */
  content: string;
}

/** Every post file of a folder, whatever its state, newest first (a tie goes to the slug, as the site lists them). */
export function postFiles(folder: PostFolder, build: Pick<BuildDay, 'buildDate'>, siteDir: string = root): Post[] {
  const kind = KINDS[folder];
  return readPostFiles(siteDir)
    .filter((post) => post.kind === kind)
    .map((post) => {
      const slug = String(post.data.slug);
      const date = postDay(post.data.date, post.file);
      if (!date) throw new Error(`${post.file}: no day in its date or file name`);
      return {
        folder,
        file: post.file,
        slug,
        path: `${POST_ROUTES[kind]}/${slug}`,
        title: String(post.data.title),
        date,
        unlisted: post.data.unlisted === true,
        state: publicationState({day: date, draft: post.data.draft === true, retired: retiredTo(post.data) !== undefined}, build.buildDate),
        data: post.data,
        content: matter(post.source ?? '').content,
      };
    })
    .sort(newestFirst);
}

/** The posts of a folder that have a page in this build (the served build unless named), newest first. */
export function builtPosts(folder: PostFolder, build: BuildDay = buildDeployment()): Post[] {
  return postFiles(folder, build).filter((post) => isShown(post.state, build));
}

/** The posts of a folder that the build lists (its pages, feeds, search and sitemaps): built and not unlisted. */
export function listedPosts(folder: PostFolder, build: BuildDay = buildDeployment()): Post[] {
  return builtPosts(folder, build).filter((post) => !post.unlisted);
}
