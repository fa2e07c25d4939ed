import {describe, expect, test} from '@jest/globals';
import {completeSitemapItems} from '@site/src/plugins/content-dates/sitemapItems';

const s = 'https://www.keelson-revops.example';

describe('sitemap entries', () => {
  test('drop pagination pages and keep every other entry as it is', () => {
    const out = completeSitemapItems([
      {url: `${s}/insights`, lastmod: '2025-05-27'},
      {url: `${s}/insights/page/2`, lastmod: null},
      {url: `${s}/case-studies/page/3`},
      {url: `${s}/insights/page-one-of-many`, lastmod: '2024-01-09'},
    ]);
    expect(out).toEqual([
      {url: `${s}/insights`, lastmod: '2025-05-27'},
      {url: `${s}/insights/page-one-of-many`, lastmod: '2024-01-09'},
    ]);
  });
});
