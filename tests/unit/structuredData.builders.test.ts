import {describe, expect, test} from '@jest/globals';
import {brand, contact} from '@site/src/config/site';
import {aggregateRating} from '@site/src/lib/rating';
import {
  breadcrumbJsonLd,
  howToJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  websiteJsonLd,
  withAbsoluteUrls,
} from '@site/src/lib/structuredData';
import {featuredTestimonials} from '@site/src/data/testimonials';

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
  test('the firm carries the testimonials aggregate rating: average, count, best 5, worst 1', () => {
    const rating = aggregateRating(featuredTestimonials.map((t) => t.rating));
    const org = organizationJsonLd(site, firm, rating);
    expect(org.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 5,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(org.url).toBe(`${site}/`);
    expect(org.address.postalCode).toBe('02110');
  });

  test('no testimonials, no rating claimed', () => {
    expect('aggregateRating' in organizationJsonLd(site, firm, null)).toBe(false);
  });

  test('the website points at the firm', () => {
    expect(websiteJsonLd(site, brand.name, brand.description).publisher).toEqual({'@id': `${site}/#organization`});
  });

  test('breadcrumbs are numbered from 1 with absolute items', () => {
    expect(breadcrumbJsonLd(site, [{name: 'Home', path: '/'}, {name: 'Services', path: '/services'}]).itemListElement).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Home', item: `${site}/`},
      {'@type': 'ListItem', position: 2, name: 'Services', item: `${site}/services`},
    ]);
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
