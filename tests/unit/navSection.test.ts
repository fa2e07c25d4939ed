import {describe, expect, test} from '@jest/globals';
import type {NavEntry} from '@site/src/config/navbar';
import {currentEntry, entryLinks, isWithin} from '@site/src/lib/navSection';

const entries: NavEntry[] = [
  {
    name: 'Services',
    items: [
      {name: 'All Services', href: '/services'},
      {name: 'Analytics', href: '/services/analytics-bi'},
    ],
  },
  {name: 'About', href: '/about'},
  {
    name: 'Insights',
    items: [
      {name: 'Blog', href: '/insights'},
      {name: 'Expert guide', href: '/guides/hubspot-expert'},
      {name: 'Tools', items: [{name: 'Calculator', href: '/bad-data-cost-calculator'}]},
    ],
  },
  {name: 'Guides', href: '/guides'},
];

describe('isWithin', () => {
  test('the page itself and the pages below it, with or without a trailing slash', () => {
    expect(isWithin('/about', '/about')).toBe(true);
    expect(isWithin('/about/', '/about')).toBe(true);
    expect(isWithin('/about/team', '/about')).toBe(true);
    expect(isWithin('/about', '/about/')).toBe(true);
  });

  test('a page whose path only starts with the same letters is not within', () => {
    expect(isWithin('/aboutus', '/about')).toBe(false);
    expect(isWithin('/services-old', '/services')).toBe(false);
  });

  test('the home page holds only itself', () => {
    expect(isWithin('/', '/')).toBe(true);
    expect(isWithin('/about', '/')).toBe(false);
  });
});

describe('entryLinks', () => {
  test('a link is its own; a menu lists its links and its groups’ links, in order', () => {
    expect(entryLinks(entries[1]!)).toEqual([{name: 'About', href: '/about'}]);
    expect(entryLinks(entries[2]!).map((l) => l.href)).toEqual(['/insights', '/guides/hubspot-expert', '/bad-data-cost-calculator']);
  });
});

describe('currentEntry', () => {
  test('a menu holds its links’ pages and what lies below them', () => {
    expect(currentEntry('/services', entries)).toBe('Services');
    expect(currentEntry('/services/analytics-bi', entries)).toBe('Services');
    expect(currentEntry('/services/unlisted-service', entries)).toBe('Services');
    expect(currentEntry('/insights/true-cost-of-bad-data', entries)).toBe('Insights');
  });

  test('a link in a nested group counts for its top-level menu', () => {
    expect(currentEntry('/bad-data-cost-calculator', entries)).toBe('Insights');
  });

  test('the longest matching link wins: /guides/hubspot-expert is the Insights menu’s, not the Guides link’s', () => {
    expect(currentEntry('/guides/hubspot-expert', entries)).toBe('Insights');
    expect(currentEntry('/guides/another-guide', entries)).toBe('Guides');
  });

  test('a plain link', () => {
    expect(currentEntry('/about/', entries)).toBe('About');
  });

  test('a page no entry holds: none', () => {
    expect(currentEntry('/', entries)).toBeUndefined();
    expect(currentEntry('/contact', entries)).toBeUndefined();
    expect(currentEntry('/contact', [])).toBeUndefined();
  });
});
