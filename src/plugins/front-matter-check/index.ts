/**
 * front-matter-check: before any content loads, reads the front matter of
 * every insight (blog/) and case study (case-studies/) and fails the build
 * with one line per problem (file, field, what is wrong): unknown category
 * or author, a description over 160 characters, a missing cover file or alt
 * text, a slug used twice, a date in the future, a `last_update.date` in the
 * future or before publication. It runs when the plugin is
 * created, so its message comes before the blog plugin's own errors. The
 * rules live in src/lib/frontMatterCheck.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  checkFrontMatter,
  formatProblem,
  localToday,
  type PostFile,
  type PostKind,
} from '../../lib/frontMatterCheck';

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
      .map((name) => ({
        file: `${folder}/${name}`,
        kind,
        data: matter(fs.readFileSync(path.join(dir, name), 'utf8')).data as Record<string, unknown>,
      }));
  });
}

export function readAuthorKeys(siteDir: string): string[] {
  const yaml = fs.readFileSync(path.join(siteDir, 'blog/authors.yml'), 'utf8');
  // gray-matter's own YAML engine (public, but missing from its type definitions).
  const {engines} = matter as unknown as {engines: {yaml: {parse: (text: string) => unknown}}};
  const authors = engines.yaml.parse(yaml) as Record<string, unknown> | null;
  return Object.keys(authors ?? {});
}

export default function frontMatterCheckPlugin(context: LoadContext): Plugin<void> {
  const {siteDir} = context;
  const problems = checkFrontMatter(readPostFiles(siteDir), {
    authors: readAuthorKeys(siteDir),
    today: localToday(),
    imageExists: (publicPath) => fs.existsSync(path.join(siteDir, 'static', publicPath)),
  });
  if (problems.length > 0) {
    throw new Error(
      `Front matter check failed with ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`,
    );
  }
  return {name: 'front-matter-check'};
}
