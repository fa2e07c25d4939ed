/**
 * The site's copy as the copy checks read it: every Markdown, MDX, script
 * and YAML file under the content and code folders, with its prose, its
 * date and its URL, plus the dates of all posts. Shared by the copy test
 * and the library test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import matter from 'gray-matter';
import {frontMatterDay} from '@site/src/plugins/front-matter-check/frontMatterCheck';
import {retiredTo} from '@site/src/lib/publication';
import {proseOf, type ProseBlock} from '@site/tools/copy/prose';
import type {SpellVerdict} from '@site/tools/copy/rules';

export const root = path.resolve(__dirname, '../../..');

/** Folders whose files carry copy. */
export const COPY_FOLDERS = ['blog', 'case-studies', 'docs', 'src/data', 'src/pages', 'src/components'] as const;
/** Modules outside those folders whose strings readers see: the contact form's consent text and messages. */
export const COPY_MODULES = ['src/lib/contactForm.ts'] as const;

export interface CopyFile {
  /** Path from the repository root, with forward slashes. */
  file: string;
  source: string;
  blocks: ProseBlock[];
  /** Front-matter date of a post or case study. */
  frontMatterDate: string | null;
  /** `/insights/slug` or `/case-studies/slug` for posts; null otherwise. */
  postPath: string | null;
  /** Whether a post says `draft: true`; false for other files. */
  draft: boolean;
  /** Whether a post is retired (`retired_to`); false for other files. */
  retired: boolean;
  /** A post's `last_update.date`, else its `date`; null for other files. */
  postUpdated: string | null;
  /** The front-matter `slug` of a Markdown or MDX file (a doc's path), or null. */
  slug: string | null;
  /** The line of the `slug:` key, or 1. */
  slugLine: number;
  /** The first line after the front matter (1 without one). */
  bodyLine: number;
}

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return walk(rel);
    return /\.(?:md|mdx|ts|tsx|ya?ml)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [rel] : [];
  });
}

export function readCopyFiles(folders: readonly string[] = COPY_FOLDERS, modules: readonly string[] = COPY_MODULES): CopyFile[] {
  return [...folders.flatMap((folder) => walk(folder)), ...modules].sort().map((file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    let frontMatterDate: string | null = null;
    let postPath: string | null = null;
    let postUpdated: string | null = null;
    let draft = false;
    let retired = false;
    let slug: string | null = null;
    const front = /\.mdx?$/.test(file) ? /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/.exec(source)?.[0] : undefined;
    if (front) {
      const {data} = matter(source);
      slug = typeof data.slug === 'string' ? data.slug : null;
      if (/^(?:blog|case-studies)\/[^/]+\.mdx?$/.test(file)) {
        frontMatterDate = frontMatterDay(data.date) ?? null;
        postPath = `/${file.startsWith('blog/') ? 'insights' : 'case-studies'}/${String(data.slug)}`;
        postUpdated = frontMatterDay((data.last_update as {date?: unknown} | undefined)?.date) ?? frontMatterDate;
        draft = data.draft === true;
        retired = retiredTo(data) !== undefined;
      }
    }
    const slugAt = front ? front.search(/^slug:/m) : -1;
    return {
      file,
      source,
      blocks: proseOf(file, source),
      frontMatterDate,
      postPath,
      postUpdated,
      draft,
      retired,
      slug,
      slugLine: slugAt < 0 ? 1 : (front?.slice(0, slugAt).split('\n').length ?? 1),
      bodyLine: front ? front.split('\n').length + 1 : 1,
    };
  });
}

/** Runs cspell over the words (in a child process: cspell-lib is an ES module) and returns the words it rejects. */
export function spellCheck(words: readonly string[]): Map<string, SpellVerdict> {
  const result = spawnSync(process.execPath, [path.join(root, 'tests/unit/support/spellWords.mjs')], {
    input: JSON.stringify(words),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`the speller failed: ${result.stderr}`);
  return new Map(Object.entries(JSON.parse(result.stdout) as Record<string, SpellVerdict>));
}
