import {describe, expect, test} from '@jest/globals';
import {buildLlmsTxt, buildRobotsTxt} from '@site/src/plugins/robots-and-llms-txt/llmsTxt';

const site = 'https://www.keelson-revops.example';

describe('llms.txt', () => {
  test('lists each section with absolute links and one-line summaries', () => {
    const text = buildLlmsTxt(site, {
      name: 'Keelson RevOps',
      summary: 'CRM and RevOps\nfor private equity.',
      details: 'Founded 2012.',
      sections: [
        {
          heading: 'Guides',
          entries: [{title: 'Hiring a HubSpot expert', path: '/guides/hubspot-expert', summary: 'What to ask,\n what to pay.'}],
        },
        {heading: 'Empty', entries: []},
      ],
    });
    expect(text.split('\n').slice(0, 3)).toEqual(['# Keelson RevOps', '', '> CRM and RevOps for private equity.']);
    expect(text).toContain(`- [Hiring a HubSpot expert](${site}/guides/hubspot-expert): What to ask, what to pay.`);
    expect(text).not.toContain('## Empty');
  });
});

describe('llms.txt dates', () => {
  test('a post carries its publication day, and its revision day when it was revised', () => {
    const text = buildLlmsTxt(site, {
      name: 'K',
      summary: 'S',
      details: 'D',
      sections: [
        {
          heading: 'Insights',
          entries: [
            {title: 'Revised', path: '/insights/revised', summary: 'Was rewritten.', published: '2023-01-24', updated: '2026-11-24'},
            {title: 'Plain', path: '/insights/plain', summary: 'Never revised.', published: '2024-02-06'},
            {title: 'No summary', path: '/insights/bare', summary: '', published: '2024-02-07'},
          ],
        },
      ],
    });
    expect(text).toContain(`- [Revised](${site}/insights/revised): Was rewritten. (Published 2023-01-24; updated 2026-11-24.)`);
    expect(text).toContain(`- [Plain](${site}/insights/plain): Never revised. (Published 2024-02-06.)`);
    expect(text).toContain(`- [No summary](${site}/insights/bare): (Published 2024-02-07.)`);
  });
});

describe('robots.txt', () => {
  test('points at the absolute sitemap and keeps internal pages out', () => {
    const text = buildRobotsTxt(site, ['/structured-data-test', '/admin/'], {production: true});
    expect(text).toContain('Disallow: /admin/');
    expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  test('off production disallows everything and names no sitemap', () => {
    expect(buildRobotsTxt(site, ['/structured-data-test'], {production: false})).toBe('User-agent: *\nDisallow: /\n');
  });
});
