/**
 * Sitemap entries as crawlers should see them: no pagination pages (page 2
 * of a list is not a page anyone searches for). Each entry's lastmod is the
 * page's own date (src/lib/contentDates.ts), handed to the sitemap plugin by
 * src/plugins/content-dates. Pure.
 */

export interface SitemapItem {
  url: string;
  lastmod?: string | null;
  changefreq?: string | null;
  priority?: number | null;
}

const PAGINATION = /\/page\/\d+$/;

export function completeSitemapItems<T extends SitemapItem>(items: readonly T[]): T[] {
  return items.filter((item) => !PAGINATION.test(new URL(item.url).pathname));
}
