/**
 * The client examples the copy check holds every page to, read from the
 * front matter (`client`) of the posts and case studies that tell them
 * (fields and rules: src/lib/clientExamples.ts; how to write them:
 * CONTRIBUTING.md, "Case studies").
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {exampleFromFrontMatter, type NamedExample} from '@site/src/lib/clientExamples';

export {exampleFromFrontMatter, SIZE_CUE, type ExampleFact, type NamedExample} from '@site/src/lib/clientExamples';

type Fields = Record<string, unknown>;

/** The folders whose posts may tell a client's story, and the address of their pages. */
const STORY_FOLDERS = [
  {folder: 'case-studies', base: '/case-studies'},
  {folder: 'blog', base: '/insights'},
] as const;

/** The client examples recorded in the posts and case studies under `root`, in folder and file order. */
export function readNamedExamples(root: string): NamedExample[] {
  return STORY_FOLDERS.flatMap(({folder, base}) => {
    const dir = path.join(root, folder);
    return fs
      .readdirSync(dir)
      .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('_'))
      .sort()
      .flatMap((name) => {
        const data = matter(fs.readFileSync(path.join(dir, name), 'utf8')).data as Fields;
        const slug = typeof data.slug === 'string' ? data.slug : name.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '');
        const example = exampleFromFrontMatter(`${folder}/${name}`, `${base}/${slug}`, data);
        return example ? [example] : [];
      });
  });
}

/** The site's client examples, read from its posts and case studies. */
export const namedExamples: readonly NamedExample[] = readNamedExamples(path.resolve(__dirname, '../..'));
