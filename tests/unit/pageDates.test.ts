/**
 * The days kept in src/data/pageDates.ts: publication days of the guides and
 * resource pages, and the days git would give each page, for builds without
 * history. Checked against this repository's own history.
 */
import {describe, expect, test} from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import {pageDates} from '@site/src/data/pageDates';
import {pageChangeDay} from '@site/src/lib/contentDates';
import {contentSources} from '@site/src/plugins/content-dates/contentSources';
import {toUtcDate} from '@site/src/lib/dates';
import {readGitHistory} from '@site/src/plugins/content-dates/git';
import {pageSourceFiles} from './support/sitePaths';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => {
  const full = path.join(root, file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined;
};
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && toUtcDate(value) !== null;

describe('pageDates', () => {
  const files = pageSourceFiles();

  test('every entry names a page or doc of the site, with real days, published no later than updated', () => {
    const problems: string[] = [];
    for (const [page, {published, updated}] of Object.entries(pageDates)) {
      if (!files.has(page)) problems.push(`${page}: no page or doc has this path`);
      if (!isDay(updated)) problems.push(`${page}: updated "${updated}" is not a YYYY-MM-DD day`);
      if (published !== undefined && !isDay(published)) problems.push(`${page}: published "${published}" is not a YYYY-MM-DD day`);
      if (published && published > updated) problems.push(`${page}: published ${published} is after updated ${updated}`);
    }
    expect(problems).toEqual([]);
  });

  test('every guide and resource page has a publication day (it makes the page an Article)', () => {
    const articles = [...files.keys()].filter((p) => p.startsWith('/guides/') || p.startsWith('/resources/') || p.endsWith('-guide'));
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(articles.filter((p) => !pageDates[p]?.published)).toEqual([]);
  });

  test('no kept day is later than the change git knows of: a build without history never dates a page ahead of the truth', async () => {
    const sources = new Map(Object.keys(pageDates).map((page) => [page, contentSources(files.get(page) ?? '', read)]));
    const history = await readGitHistory(root, [...new Set([...sources.values()].flat())]);
    const ahead: string[] = [];
    for (const [page, {updated}] of Object.entries(pageDates)) {
      const fromGit = pageChangeDay(sources.get(page)!, history).day;
      if (fromGit && updated > fromGit) ahead.push(`${page}: kept ${updated}, git says ${fromGit}`);
    }
    expect(ahead).toEqual([]);
  });
});
