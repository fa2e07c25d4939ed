import type {ArchiveEntry, ArchiveYear} from '../../lib/pluginData';
/**
 * The archive of a blog (insights or case studies): every listed post as a
 * small record, newest first, grouped by year. Pure; the built-in archive
 * shipped every post's full text to the browser, this ships titles and dates.
 */

export function groupByYear(entries: readonly ArchiveEntry[]): ArchiveYear[] {
  const sorted = [...entries].sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : b.date.localeCompare(a.date)));
  const years: ArchiveYear[] = [];
  for (const entry of sorted) {
    const year = entry.date.slice(0, 4);
    const last = years.at(-1);
    if (last?.year === year) last.posts.push(entry);
    else years.push({year, posts: [entry]});
  }
  return years;
}
