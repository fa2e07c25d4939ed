/**
 * The day each React page, doc and generated page last changed, worked out as
 * the build does (src/plugins/content-dates): the newest change of its sources
 * in git, today for uncommitted work, the files' times without a repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isoDay} from '../../../src/lib/dates';
import {pageChangeDay, type DatingFallbacks} from '../../../src/lib/contentDates';
import {contentSources} from '../../../src/plugins/content-dates/contentSources';
import {readGitHistory} from '../../../src/plugins/content-dates/git';
import {pageSourceFiles} from './sitePaths';

const root = path.resolve(__dirname, '../../..');

export const readSource = (file: string): string | undefined => {
  const full = path.join(root, file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined;
};

/** The content sources of a page: the union of each entry's, sorted. */
export function sourcesOf(entries: readonly string[]): string[] {
  return [...new Set(entries.flatMap((file) => contentSources(file, readSource)))].sort();
}

export const fallbacks: DatingFallbacks = {
  today: isoDay(Date.now()),
  modifiedDay: (file) => (fs.existsSync(path.join(root, file)) ? isoDay(fs.statSync(path.join(root, file)).mtimeMs) : undefined),
};

/** Each page's last-change day (YYYY-MM-DD) by path; a page no source dates is left out. */
export async function pageChangeDays(): Promise<Map<string, string>> {
  const sources = new Map([...pageSourceFiles()].map(([page, entries]) => [page, sourcesOf(entries)]));
  const history = await readGitHistory(root, [...new Set([...sources.values()].flat())].sort());
  const days = new Map<string, string>();
  for (const [page, files] of sources) {
    const day = pageChangeDay(files, history, fallbacks).day;
    if (day) days.set(page, day);
  }
  return days;
}
