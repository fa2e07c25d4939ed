import {describe, expect, test} from '@jest/globals';
import {htmlFileOf, searchTypeFor, searchablePages} from '@site/src/lib/searchIndex';

describe('searchTypeFor', () => {
  test.each([
    ['/insights/crm-cleanup-plan', 'Insight'],
    ['/case-studies/b2b-saas-churn-turnaround', 'Case study'],
    ['/guides/hubspot-expert', 'Guide'],
    ['/data-quality-dimensions-guide', 'Guide'],
    ['/resources/data-impact', 'Guide'],
    ['/faqs', 'FAQ'],
    ['/faqs/services', 'FAQ'],
    ['/data-operations-assessment', 'Tool'],
    ['/bad-data-cost-calculator', 'Tool'],
    ['/revops-roi-calculator', 'Tool'],
    ['/hubspot-roi-calculator', 'Tool'],
    ['/services', 'Service'],
    ['/services/lineage-mapping', 'Service'],
    ['/', 'Company page'],
    ['/about', 'Company page'],
    ['/contact', 'Company page'],
    ['/pe-value-creation-program', 'Company page'],
    ['/about/', 'Company page'],
  ] as const)('%s is %s', (path, type) => {
    expect(searchTypeFor(path)).toBe(type);
  });

  test.each([
    '/insights',
    '/insights/',
    '/case-studies',
    '/insights/tags/crm-hygiene',
    '/insights/tags',
    '/insights/authors/dana',
    '/insights/page/2',
    '/insights/archive',
    '/case-studies/tags/manufacturing',
    '/case-studies/authors/dana',
    '/guides',
    '/resources',
    '/sitemap',
    '/404',
    '/404.html',
    '/services/404',
    '/services/analytics-bi/extra',
    '/faqs/services/more',
    '/contact/thank-you',
    '/data-operations-assessment/results',
  ])('%s stays out', (path) => {
    expect(searchTypeFor(path)).toBeNull();
  });
});

describe('searchablePages', () => {
  test('keeps searchable routes once, drops noindex ones, and sorts them', () => {
    const noIndex = new Set(['/thank-you', '/structured-data-test']);
    const pages = searchablePages(
      ['/services/team-training', '/insights', '/thank-you', '/about', '/about', '/insights/tags/x', '/structured-data-test', '/faqs'],
      (path) => noIndex.has(path),
    );
    expect(pages).toEqual([
      {path: '/about', type: 'Company page'},
      {path: '/faqs', type: 'FAQ'},
      {path: '/services/team-training', type: 'Service'},
    ]);
  });

  test('an empty build indexes nothing', () => {
    expect(searchablePages([], () => false)).toEqual([]);
  });
});

describe('htmlFileOf', () => {
  test('maps routes to the files of a build without trailing slashes', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/about')).toBe('about.html');
    expect(htmlFileOf('/faqs/services')).toBe('faqs/services.html');
  });
});
