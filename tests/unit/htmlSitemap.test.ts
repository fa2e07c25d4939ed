import {describe, test, expect} from '@jest/globals';
import {
  buildHtmlSitemap,
  labelFromPath,
  layoutTitleFromSource,
  sectionOfPath,
  type SitemapInput,
} from '@site/src/plugins/html-sitemap/sections';

function input(overrides: Partial<SitemapInput> = {}): SitemapInput {
  return {
    pages: [
      {path: '/contact', label: 'Contact'},
      {path: '/', label: 'CRM and RevOps for Private Equity'},
      {path: '/about', label: 'About'},
      {path: '/services/analytics-bi', label: 'Analytics & BI'},
      {path: '/services', label: 'All Services'},
      {path: '/revops-roi-calculator', label: 'RevOps ROI Calculator'},
      {path: '/data-operations-assessment', label: 'Data Operations Assessment'},
      {path: '/privacy', label: 'Privacy Policy'},
      {path: '/pe-value-creation-program'},
      {path: '/contact/thank-you', label: 'Thank you'},
    ],
    docs: [
      {path: '/guides/pe-decision-framework', label: 'Decision framework', position: 2},
      {path: '/guides/hubspot-expert', label: 'Hiring a HubSpot Expert', position: 1},
      {path: '/faqs/services', label: 'Services'},
      {path: '/faqs', label: 'All FAQs'},
      {path: '/data-quality-dimensions-guide', label: 'Data Quality Dimensions'},
    ],
    insights: {
      listPath: '/insights',
      posts: [
        {path: '/insights/older', label: 'Older post', date: '2023-05-01'},
        {path: '/insights/newer', label: 'Newer post', date: '2025-02-11'},
      ],
      topics: [
        {path: '/insights/tags/pipeline', label: 'Pipeline'},
        {path: '/insights/tags/attribution', label: 'Attribution'},
      ],
    },
    caseStudies: {listPath: '/case-studies', posts: [{path: '/case-studies/a', label: 'Case A', date: '2024-09-18'}]},
    isExcluded: (p) => p === '/contact/thank-you',
    ...overrides,
  };
}

describe('sectionOfPath', () => {
  test.each([
    ['/', 'company'],
    ['/about', 'company'],
    ['/book', 'company'],
    ['/services', 'services'],
    ['/services/lineage-mapping', 'services'],
    ['/servicesx', 'company'],
    ['/faqs', 'faqs'],
    ['/faqs/modules', 'faqs'],
    ['/guides/hubspot-expert', 'guides'],
    ['/resources/data-impact', 'guides'],
    ['/data-quality-dimensions-guide', 'guides'],
    ['/bad-data-cost-calculator', 'tools'],
    ['/data-operations-assessment', 'tools'],
    ['/data-operations-assessment/results', 'tools'],
    ['/terms', 'legal'],
    ['/privacy', 'legal'],
  ])('%s -> %s', (path, section) => {
    expect(sectionOfPath(path)).toBe(section);
  });
});

describe('buildHtmlSitemap', () => {
  const data = buildHtmlSitemap(input());
  const section = (id: string) => data.sections.find((s) => s.id === id)!;

  test('sections come in a fixed order and empty ones are dropped', () => {
    expect(data.sections.map((s) => s.id)).toEqual([
      'company',
      'services',
      'tools',
      'guides',
      'faqs',
      'insights',
      'case-studies',
      'topics',
      'legal',
    ]);
    const noTools = buildHtmlSitemap(input({pages: [{path: '/', label: 'x'}]}));
    expect(noTools.sections.map((s) => s.id)).not.toContain('tools');
  });

  test('hub pages lead their section; home is labelled Home; the rest sort by label', () => {
    expect(section('company').links.map((l) => l.label)).toEqual(['Home', 'About', 'Contact', 'PE Value Creation Program']);
    expect(section('services').links.map((l) => l.path)).toEqual(['/services', '/services/analytics-bi']);
    expect(section('faqs').links.map((l) => l.path)).toEqual(['/faqs', '/faqs/services']);
  });

  test('guides follow their sidebar position', () => {
    expect(section('guides').links.map((l) => l.path)).toEqual([
      '/guides/hubspot-expert',
      '/guides/pe-decision-framework',
      '/data-quality-dimensions-guide',
    ]);
  });

  test('posts are newest first with their dates, after the list page', () => {
    expect(section('insights').links).toEqual([
      {path: '/insights', label: 'All insights'},
      {path: '/insights/newer', label: 'Newer post', date: '2025-02-11'},
      {path: '/insights/older', label: 'Older post', date: '2023-05-01'},
    ]);
    expect(section('topics').links.map((l) => l.label)).toEqual(['Attribution', 'Pipeline']);
  });

  test('excluded paths are left out and the total counts what is listed', () => {
    const all = data.sections.flatMap((s) => s.links.map((l) => l.path));
    expect(all).not.toContain('/contact/thank-you');
    expect(new Set(all).size).toBe(all.length);
    expect(data.total).toBe(all.length);
  });
});

describe('labels and source checks', () => {
  test("labelFromPath keeps the firm's capitalisation of acronyms and names", () => {
    expect(labelFromPath('/')).toBe('Home');
    expect(labelFromPath('/pe-value-creation-program')).toBe('PE Value Creation Program');
    expect(labelFromPath('/revops-roi-calculator')).toBe('RevOps ROI Calculator');
    expect(labelFromPath('/faqs/hubspot-modules')).toBe('HubSpot Modules');
    expect(labelFromPath('/data-operations-assessment/results')).toBe('Data Operations Assessment: Results');
  });

  test('layoutTitleFromSource reads a literal title and ignores a computed one', () => {
    expect(layoutTitleFromSource('<Layout title="About" description="x">')).toBe('About');
    expect(layoutTitleFromSource("<Layout\n  description={d}\n  title={'Our Approach'}>")).toBe('Our Approach');
    expect(layoutTitleFromSource('<Layout title={`Contact ${brand.name}`}>')).toBeUndefined();
    expect(layoutTitleFromSource('<Layout title={page.title}>')).toBeUndefined();
    expect(layoutTitleFromSource('<main title="not a layout">')).toBeUndefined();
  });
});
