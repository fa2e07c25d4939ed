import {describe, expect, test} from '@jest/globals';
import {buildContentJson, CONTENT_JSON_POST_LIMIT, type ContentJsonInput} from '@site/src/plugins/content-json/contentJson';
import {contentJsonFor} from '@site/src/plugins/content-json';
import {brand, contact} from '@site/src/config/site';
import {serviceCards} from '@site/src/data/services';

const site = 'https://www.keelson-revops.example';

const posts = Array.from({length: 12}, (_, i) => {
  const month = String(i + 1).padStart(2, '0');
  return {
    slug: `post-${month}`,
    title: `Post ${month}`,
    description: `Summary of post ${month}.`,
    date: `2024-${month}-15`,
    permalink: `/insights/post-${month}`,
  };
});

const input: ContentJsonInput = {
  siteUrl: `${site}/`,
  business: {name: 'Keelson RevOps', description: 'CRM and RevOps.'},
  contact: {email: 'hello@keelson-revops.example', phone: '+1 (555) 010-0199', address: '100 Summer Street'},
  services: [{title: 'Analytics & BI', description: 'Reporting.', href: '/services/analytics-bi/'}],
  // Shuffled on purpose: the builder must sort, not trust the order it is given.
  posts: [...posts.slice(6), ...posts.slice(0, 6)],
};

describe('buildContentJson', () => {
  const json = buildContentJson(input);

  test('business block with contact details', () => {
    expect(json.business).toEqual({
      name: 'Keelson RevOps',
      description: 'CRM and RevOps.',
      contact: {email: 'hello@keelson-revops.example', phone: '+1 (555) 010-0199', address: '100 Summer Street'},
    });
  });

  test('services carry absolute URLs without a trailing slash', () => {
    expect(json.services).toEqual([{name: 'Analytics & BI', description: 'Reporting.', url: `${site}/services/analytics-bi`}]);
  });

  test('the ten newest posts, newest first, with absolute URLs', () => {
    expect(CONTENT_JSON_POST_LIMIT).toBe(10);
    expect(json.blog).toHaveLength(10);
    expect(json.blog.map((p) => p.date)).toEqual(['12', '11', '10', '09', '08', '07', '06', '05', '04', '03'].map((m) => `2024-${m}-15`));
    expect(json.blog[0]).toEqual({
      title: 'Post 12',
      summary: 'Summary of post 12.',
      date: '2024-12-15',
      url: `${site}/insights/post-12`,
    });
  });

  test('fewer posts than the limit are all kept; same-day posts order by slug', () => {
    const two = buildContentJson({
      ...input,
      posts: [
        {...posts[0]!, slug: 'b', permalink: '/insights/b', date: '2024-05-01'},
        {...posts[0]!, slug: 'a', permalink: '/insights/a', date: '2024-05-01'},
      ],
    });
    expect(two.blog.map((p) => p.url)).toEqual([`${site}/insights/a`, `${site}/insights/b`]);
  });

  test('a revised post carries its revision day as `updated`; others have no such field', () => {
    const out = buildContentJson({
      ...input,
      posts: [
        {...posts[0]!, slug: 'revised', permalink: '/insights/revised', date: '2023-01-24', updated: '2026-11-24'},
        {...posts[0]!, slug: 'plain', permalink: '/insights/plain', date: '2023-01-10'},
      ],
    });
    expect(out.blog).toEqual([
      {title: 'Post 01', summary: 'Summary of post 01.', date: '2023-01-24', updated: '2026-11-24', url: `${site}/insights/revised`},
      {title: 'Post 01', summary: 'Summary of post 01.', date: '2023-01-10', url: `${site}/insights/plain`},
    ]);
  });

  test('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});

describe('contentJsonFor (the file the build writes)', () => {
  const json = contentJsonFor(
    site,
    posts.map((p) => ({...p, category: 'Insights', readingTime: 5, imageAlt: 'A cover.'})),
  );

  test('uses the one brand and contact module', () => {
    expect(json.business).toEqual({
      name: brand.name,
      description: brand.description,
      contact: {email: contact.email, phone: contact.phone, address: contact.addressLine},
    });
  });

  test('lists every service card with an absolute URL', () => {
    expect(json.services).toHaveLength(serviceCards.length);
    expect(json.services.map((s) => s.name)).toEqual(serviceCards.map((s) => s.title));
    for (const s of json.services) expect(s.url).toMatch(new RegExp(`^${site}/[a-z]`));
  });
});
