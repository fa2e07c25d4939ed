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
import {proseOf, type ProseBlock} from '@site/tools/copy/prose';
import type {SpellVerdict} from '@site/tools/copy/rules';

export const root = path.resolve(__dirname, '../../..');

/** Folders whose files carry copy. */
export const COPY_FOLDERS = ['blog', 'case-studies', 'docs', 'src/data', 'src/pages', 'src/components'] as const;

export interface CopyFile {
  /** Path from the repository root, with forward slashes. */
  file: string;
  source: string;
  blocks: ProseBlock[];
  /** Front-matter date of a post or case study. */
  frontMatterDate: string | null;
  /** `/insights/slug` or `/case-studies/slug` for posts; null otherwise. */
  postPath: string | null;
}

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return walk(rel);
    return /\.(?:md|mdx|ts|tsx|ya?ml)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [rel] : [];
  });
}

export function readCopyFiles(folders: readonly string[] = COPY_FOLDERS): CopyFile[] {
  return folders
    .flatMap((folder) => walk(folder))
    .sort()
    .map((file) => {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      let frontMatterDate: string | null = null;
      let postPath: string | null = null;
      if (/^(?:blog|case-studies)\/[^/]+\.mdx?$/.test(file)) {
        const {data} = matter(source);
        frontMatterDate = frontMatterDay(data.date) ?? null;
        postPath = `/${file.startsWith('blog/') ? 'insights' : 'case-studies'}/${String(data.slug)}`;
      }
      return {file, source, blocks: proseOf(file, source), frontMatterDate, postPath};
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
