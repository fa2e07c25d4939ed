import {describe, expect, test} from '@jest/globals';
import {buildLlmsTxt, buildRobotsTxt} from '@site/src/lib/llmsTxt';

const site = 'https://www.keelson-revops.example';

describe('llms.txt', () => {
  test('lists each section with absolute links and one-line summaries', () => {
    const text = buildLlmsTxt(site, {
      name: 'Keelson RevOps',
      summary: 'CRM and RevOps\nfor private equity.',
      details: 'Founded 2012.',
      sections: [
        {heading: 'Guides', entries: [{title: 'Hiring a HubSpot expert', path: '/guides/hubspot-expert', summary: 'What to ask,\n what to pay.'}]},
        {heading: 'Empty', entries: []},
      ],
    });
    expect(text.split('\n').slice(0, 3)).toEqual(['# Keelson RevOps', '', '> CRM and RevOps for private equity.']);
    expect(text).toContain(`- [Hiring a HubSpot expert](${site}/guides/hubspot-expert): What to ask, what to pay.`);
    expect(text).not.toContain('## Empty');
  });
});

describe('robots.txt', () => {
  test('points at the absolute sitemap and keeps internal pages out', () => {
    const text = buildRobotsTxt(site, ['/structured-data-test', '/admin/']);
    expect(text).toContain('Disallow: /admin/');
    expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});
