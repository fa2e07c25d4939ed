/**
 * The days the build gives docs and pages, on this repository: every guide
 * and resource page has a publication day in its front matter (it makes the
 * page an Article), and every page can be dated, committed or not.
 */
import {beforeAll, describe, expect, test} from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {toUtcDate} from '@site/src/lib/dates';
import {publishedDay} from '@site/src/plugins/content-dates';
import {pageSourceFiles} from './support/sitePaths';
import {fallbacks, pageChangeDays} from './support/pageDays';

const root = path.resolve(__dirname, '../..');
const files = pageSourceFiles();
const docs = [...files].filter(([, [file]]) => /\.mdx?$/.test(file));
const frontMatterOf = (file: string) => matter(fs.readFileSync(path.join(root, file), 'utf8')).data as Record<string, unknown>;

let days = new Map<string, string>();
beforeAll(async () => {
  days = await pageChangeDays();
}, 120_000);

describe('page dates', () => {
  test('every guide and resource page has a real `published` day, no later than its last change', () => {
    const articles = docs.filter(([page]) => /^\/(guides|resources)\/./.test(page));
    expect(articles.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const [page, [file]] of articles) {
      const published = publishedDay(frontMatterOf(file));
      if (!published) problems.push(`${file}: front matter \`published\` is missing or not a YYYY-MM-DD day`);
      else if (published > (days.get(page) ?? ''))
        problems.push(`${file}: published ${published} is after its last change ${days.get(page)}`);
    }
    expect(problems).toEqual([]);
  });

  test('a `published` day in any doc is a real day', () => {
    const bad = docs
      .map(([, [file]]) => [file, frontMatterOf(file).published] as const)
      .filter(([, value]) => value !== undefined && publishedDay({published: value}) === undefined);
    expect(bad).toEqual([]);
  });

  test('every page and doc gets a day, never later than today: uncommitted work is dated today, not left undated', () => {
    const problems = [...files.keys()].flatMap((page) => {
      const day = days.get(page);
      if (!day || toUtcDate(day) === null) return [`${page}: no day`];
      return day > fallbacks.today ? [`${page}: dated ${day}, after today`] : [];
    });
    expect(problems).toEqual([]);
  });
});
