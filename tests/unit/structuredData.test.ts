import {describe, test, expect} from '@jest/globals';
import {checkJsonLd, extractJsonLdBlocks, normalisePagePath, pathsFromSitemapXml} from '@site/src/lib/jsonLd';

const ctx = 'https://schema.org';

describe('extractJsonLdBlocks', () => {
  test('finds every ld+json script, in order, whatever the attribute style', () => {
    const html = `<head>
      <script type="application/ld+json" data-rh="true">{"@context":"${ctx}","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"https://x.example/"}]}</script>
      <script src="/main.js"></script>
      <script type=application/ld+json>{"@context":"${ctx}","@type":"Organization","name":"Keelson RevOps","url":"https://x.example"}</script>
    </head>`;
    const blocks = extractJsonLdBlocks(html);
    expect(blocks.map((b) => [b.index, b.types, b.issues])).toEqual([
      [1, ['BreadcrumbList'], []],
      [2, ['Organization'], []],
    ]);
  });

  test('invalid JSON is reported as a problem, not thrown', () => {
    const [block] = extractJsonLdBlocks('<script type="application/ld+json">{"@type": </script>');
    expect(block.data).toBeUndefined();
    expect(block.issues[0]).toMatch(/^Not valid JSON: /);
  });

  test('a page without JSON-LD gives no blocks', () => {
    expect(extractJsonLdBlocks('<html><script>var a = 1;</script></html>')).toEqual([]);
  });
});

describe('checkJsonLd', () => {
  test('missing required properties are named per type', () => {
    expect(checkJsonLd({'@context': ctx, '@type': 'BlogPosting', headline: 'x'}).issues).toEqual([
      'BlogPosting is missing "datePublished".',
      'BlogPosting is missing "author".',
    ]);
  });

  test('no schema.org context and no type are reported', () => {
    expect(checkJsonLd({name: 'x'}).issues).toEqual(['No "@context" pointing at schema.org.', 'The entity has no @type.']);
  });

  test('FAQ questions need a name and an answer text', () => {
    const faq = {
      '@context': ctx,
      '@type': 'FAQPage',
      mainEntity: [
        {'@type': 'Question', name: 'Q1', acceptedAnswer: {'@type': 'Answer', text: 'A1'}},
        {'@type': 'Question', name: 'Q2', acceptedAnswer: {'@type': 'Answer', text: ''}},
      ],
    };
    expect(checkJsonLd(faq)).toEqual({types: ['FAQPage'], issues: ['FAQ question 2 needs "name" and "acceptedAnswer.text".']});
  });

  test('breadcrumb items need a name and a position', () => {
    const crumbs = {'@context': ctx, '@type': 'BreadcrumbList', itemListElement: [{'@type': 'ListItem', name: 'Home'}]};
    expect(checkJsonLd(crumbs).issues).toEqual(['Breadcrumb item 1 needs "name" and "position".']);
  });

  test('a breadcrumb trail starts at the home page', () => {
    const trail = (first: unknown) => ({
      '@context': ctx,
      '@type': 'BreadcrumbList',
      itemListElement: [first, {'@type': 'ListItem', position: 2, name: 'Guides', item: 'https://x.example/guides'}],
    });
    expect(checkJsonLd(trail({'@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/'})).issues).toEqual([]);
    expect(checkJsonLd(trail({'@type': 'ListItem', position: 1, name: 'Home', item: {'@id': 'https://x.example/'}})).issues).toEqual([]);
    expect(checkJsonLd(trail({'@type': 'ListItem', position: 1, name: 'Guides', item: 'https://x.example/guides'})).issues).toEqual([
      'The breadcrumb trail starts at /guides, not at the home page.',
    ]);
  });

  test('an article is not modified before it was published, and its dateModified is a date', () => {
    const article = (dates: Record<string, string>) => ({
      '@context': ctx,
      '@type': 'Article',
      headline: 'x',
      author: {name: 'K'},
      ...dates,
    });
    expect(checkJsonLd(article({datePublished: '2024-12-03', dateModified: '2026-11-24'})).issues).toEqual([]);
    expect(checkJsonLd(article({datePublished: '2024-12-03', dateModified: '2024-12-03'})).issues).toEqual([]);
    expect(checkJsonLd(article({datePublished: '2024-12-03'})).issues).toEqual([]);
    expect(checkJsonLd(article({datePublished: '2025-05-27T00:00:00.000Z', dateModified: '2025-05-26'})).issues).toEqual([
      'Article was modified (2025-05-26) before it was published (2025-05-27T00:00:00.000Z).',
    ]);
    expect(checkJsonLd({...article({datePublished: '2024-12-03', dateModified: 'last week'}), '@type': 'BlogPosting'}).issues).toEqual([
      'BlogPosting "dateModified" is not a date.',
    ]);
  });

  test('the business carries no rating or review of itself', () => {
    const firm = {'@context': ctx, '@type': 'ProfessionalService', name: 'Keelson RevOps', url: 'https://x.example/'};
    expect(checkJsonLd(firm).issues).toEqual([]);
    const rated = {...firm, aggregateRating: {'@type': 'AggregateRating', ratingValue: 5, reviewCount: 3}};
    expect(checkJsonLd(rated).issues).toEqual([
      'ProfessionalService carries "aggregateRating": a rating or review a business publishes about itself is self-serving; leave it out.',
    ]);
    const reviewed = {
      ...firm,
      '@type': ['Organization', 'LocalBusiness'],
      address: 'Boston',
      review: [{'@type': 'Review', reviewBody: 'Great'}],
    };
    expect(checkJsonLd(reviewed).issues).toEqual([
      'Organization carries "review": a rating or review a business publishes about itself is self-serving; leave it out.',
    ]);
    // An empty list claims nothing.
    expect(checkJsonLd({...firm, review: []}).issues).toEqual([]);
  });

  test('@graph members and arrays are checked one by one', () => {
    const graph = {
      '@context': ctx,
      '@graph': [
        {'@type': 'WebSite', name: 'Keelson RevOps', url: 'https://x.example'},
        {'@type': ['Organization', 'ProfessionalService'], name: 'Keelson RevOps'},
      ],
    };
    expect(checkJsonLd(graph)).toEqual({
      types: ['WebSite', 'Organization', 'ProfessionalService'],
      issues: ['Organization is missing "url".', 'ProfessionalService is missing "url".'],
    });
    const list = [
      {'@context': ctx, '@type': 'Person', name: 'Dana Whitfield'},
      {'@context': ctx, '@type': 'HowTo', name: 'Clean a CRM'},
    ];
    expect(checkJsonLd(list).issues).toEqual(['HowTo is missing "step".']);
  });
});

describe('page paths', () => {
  test('sitemap.xml locations become sorted, unique same-site paths', () => {
    const xml = `<urlset><url><loc>https://www.keelson-revops.example/insights</loc></url>
      <url><loc>https://www.keelson-revops.example/</loc></url>
      <url><loc> https://www.keelson-revops.example/about </loc></url>
      <url><loc>https://www.keelson-revops.example/about</loc></url><url><loc>not a url</loc></url></urlset>`;
    expect(pathsFromSitemapXml(xml)).toEqual(['/', '/about', '/insights']);
  });

  test('typed input becomes a path of this site', () => {
    expect(normalisePagePath(' /guides/hubspot-expert/ ')).toBe('/guides/hubspot-expert');
    expect(normalisePagePath('https://www.keelson-revops.example/faqs?x=1#top')).toBe('/faqs');
    expect(normalisePagePath('faqs/services')).toBe('/faqs/services');
    expect(normalisePagePath('/')).toBe('/');
    expect(normalisePagePath('   ')).toBeUndefined();
  });
});
