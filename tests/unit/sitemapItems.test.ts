import {describe, expect, test} from '@jest/globals';
import {completeSitemapItems} from '@site/src/lib/sitemapItems';

const s = 'https://www.keelson-revops.example';

describe('sitemap entries', () => {
  test('drop pagination pages', () => {
    const out = completeSitemapItems([
      {url: `${s}/insights`, lastmod: '2025-05-27'},
      {url: `${s}/insights/page/2`, lastmod: null},
      {url: `${s}/case-studies/page/3`},
    ]);
    expect(out.map((i) => i.url)).toEqual([`${s}/insights`]);
  });

  test('a generated page takes the newest date of its section, else of the site', () => {
    const out = completeSitemapItems([
      {url: `${s}/insights/crm-cleanup-plan`, lastmod: '2024-11-19'},
      {url: `${s}/insights/silent-sales-marketing-divide`, lastmod: '2025-05-27'},
      {url: `${s}/insights/tags/data-quality`, lastmod: null},
      {url: `${s}/about`, lastmod: '2026-01-10'},
      {url: `${s}/sitemap`},
    ]);
    expect(out.find((i) => i.url.endsWith('/tags/data-quality'))?.lastmod).toBe('2025-05-27');
    expect(out.find((i) => i.url.endsWith('/sitemap'))?.lastmod).toBe('2026-01-10');
    expect(out.find((i) => i.url.endsWith('/crm-cleanup-plan'))?.lastmod).toBe('2024-11-19');
  });
});
