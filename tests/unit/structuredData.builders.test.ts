import {describe, expect, test} from '@jest/globals';
import {brand, contact} from '@site/src/config/site';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  docCrumbs,
  howToJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  websiteJsonLd,
  withAbsoluteUrls,
} from '@site/src/lib/structuredData';

const site = 'https://www.keelson-revops.example';
const firm = {
  name: brand.name,
  description: brand.description,
  foundedYear: brand.foundedYear,
  email: contact.email,
  phone: contact.phone,
  address: contact.address,
};

describe('structured data builders', () => {
  test('the firm: absolute addresses, and no rating or review of itself', () => {
    const org = organizationJsonLd(site, firm);
    expect(org.url).toBe(`${site}/`);
    expect(org.address.postalCode).toBe('02110');
    expect(Object.keys(org)).not.toContain('aggregateRating');
    expect(Object.keys(org)).not.toContain('review');
  });

  test('the website points at the firm', () => {
    expect(websiteJsonLd(site, brand.name, brand.description).publisher).toEqual({'@id': `${site}/#organization`});
  });

  test('breadcrumbs are numbered from 1 with absolute items', () => {
    expect(
      breadcrumbJsonLd(site, [
        {name: 'Home', path: '/'},
        {name: 'Services', path: '/services'},
      ]).itemListElement,
    ).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Home', item: `${site}/`},
      {'@type': 'ListItem', position: 2, name: 'Services', item: `${site}/services`},
    ]);
  });

  test("a doc's trail starts at Home and keeps only the items that are pages", () => {
    expect(
      docCrumbs([
        {label: 'Guides', href: '/guides'},
        {label: 'Unlinked category'},
        {label: 'How to Hire a HubSpot Expert', href: '/guides/hubspot-expert'},
      ]),
    ).toEqual([
      {name: 'Home', path: '/'},
      {name: 'Guides', path: '/guides'},
      {name: 'How to Hire a HubSpot Expert', path: '/guides/hubspot-expert'},
    ]);
    expect(docCrumbs([{label: 'Home again', href: '/'}])).toEqual([{name: 'Home', path: '/'}]);
  });

  test('a guide as an Article: the firm as author and publisher, its dates, absolute URLs', () => {
    const article = articleJsonLd(
      site,
      {
        headline: 'How to Hire a HubSpot Expert',
        description: 'What it costs.',
        path: '/guides/hubspot-expert',
        image: '/img/share/keelson-share.png',
        keywords: ['hire HubSpot expert'],
        datePublished: '2024-12-03',
        dateModified: '2026-11-24',
        wordCount: 4033,
        section: 'Guides',
      },
      'Keelson RevOps',
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      '@id': `${site}/guides/hubspot-expert`,
      url: `${site}/guides/hubspot-expert`,
      headline: 'How to Hire a HubSpot Expert',
      datePublished: '2024-12-03',
      dateModified: '2026-11-24',
      author: {'@type': 'Organization', '@id': `${site}/#organization`, name: 'Keelson RevOps'},
      publisher: {'@id': `${site}/#organization`, logo: {url: `${site}/img/logo.svg`}},
      image: `${site}/img/share/keelson-share.png`,
      keywords: ['hire HubSpot expert'],
      wordCount: 4033,
      articleSection: 'Guides',
    });
    const bare = articleJsonLd(
      site,
      {
        headline: 'x',
        description: 'y',
        path: '/resources/x',
        datePublished: '2024-01-01',
        dateModified: '2024-01-01',
        wordCount: 800,
        section: 'Resources',
      },
      'K',
    );
    expect('image' in bare || 'keywords' in bare).toBe(false);
  });

  test('a service names its provider', () => {
    const s = serviceJsonLd(site, {name: 'Analytics & BI', description: 'Reporting.', path: '/services/analytics-bi'}, brand.name);
    expect(s.url).toBe(`${site}/services/analytics-bi`);
    expect(s.provider.name).toBe(brand.name);
  });

  test('how-to steps link to their sections', () => {
    const h = howToJsonLd(site, {name: 'Roadmap', description: 'd', path: '/guides/pe-hubspot-implementation-roadmap'}, [
      {name: 'Days 1-30', text: 'Foundation.', anchor: 'days-1-30'},
    ]);
    expect(h.step[0]).toEqual({
      '@type': 'HowToStep',
      position: 1,
      name: 'Days 1-30',
      text: 'Foundation.',
      url: `${site}/guides/pe-hubspot-implementation-roadmap#days-1-30`,
    });
  });
});

describe('absolute URLs in JSON-LD', () => {
  test('site paths under URL-valued keys become absolute; other strings and external URLs stay', () => {
    expect(
      withAbsoluteUrls(
        {author: [{name: '/not-a-url', url: '/about', image: '/img/authors/dana.svg'}], sameAs: ['https://x.example/a'], headline: '/x'},
        site,
      ),
    ).toEqual({
      author: [{name: '/not-a-url', url: `${site}/about`, image: `${site}/img/authors/dana.svg`}],
      sameAs: ['https://x.example/a'],
      headline: '/x',
    });
  });
});
