/**
 * Sitemap entries as crawlers should see them: no pagination pages (page 2
 * of a list is not a page anyone searches for), and a lastmod on every entry.
 * A generated page (a category, an author, a list) has no file of its own;
 * it changes when the newest entry of its section does. Pure.
 */

export interface SitemapItem {
  url: string;
  lastmod?: string | null;
  changefreq?: string | null;
  priority?: number | null;
}

const PAGINATION = /\/page\/\d+$/;

function section(url: string): string {
  const {pathname} = new URL(url);
  return `/${pathname.split('/')[1] ?? ''}`;
}

function newest(dates: Array<string | null | undefined>): string | undefined {
  return dates.filter((d): d is string => !!d).sort().at(-1);
}

export function completeSitemapItems<T extends SitemapItem>(items: readonly T[]): T[] {
  const kept = items.filter((item) => !PAGINATION.test(new URL(item.url).pathname));
  const siteNewest = newest(kept.map((i) => i.lastmod));
  const bySection = new Map<string, string | undefined>();
  for (const item of kept) {
    const key = section(item.url);
    if (!bySection.has(key)) bySection.set(key, newest(kept.filter((i) => section(i.url) === key).map((i) => i.lastmod)));
  }
  return kept.map((item) => (item.lastmod ? item : {...item, lastmod: bySection.get(section(item.url)) ?? siteNewest ?? null}));
}
