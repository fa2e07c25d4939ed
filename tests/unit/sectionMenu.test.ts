import {describe, expect, test} from '@jest/globals';
import {isCurrentPage, sectionLinks, sectionTitle, type SidebarItemLike} from '@site/src/lib/sectionMenu';

const faqs: SidebarItemLike[] = [
  {
    type: 'category',
    label: 'FAQs',
    href: '/faqs',
    items: [
      {type: 'link', label: 'Services', href: '/faqs/services'},
      {type: 'link', label: 'Experts', href: '/faqs/experts'},
    ],
  },
];

describe('sectionLinks', () => {
  test('lists the category page, then its pages, in sidebar order', () => {
    expect(sectionLinks(faqs)).toEqual([
      {label: 'FAQs', href: '/faqs', depth: 0},
      {label: 'Services', href: '/faqs/services', depth: 1},
      {label: 'Experts', href: '/faqs/experts', depth: 1},
    ]);
  });

  test('a category without a page of its own lists only its pages', () => {
    const items: SidebarItemLike[] = [{type: 'category', label: 'Guides', items: [{type: 'link', label: 'A', href: '/guides/a'}]}];
    expect(sectionLinks(items)).toEqual([{label: 'A', href: '/guides/a', depth: 1}]);
  });

  test('nested categories go one level deeper', () => {
    const items: SidebarItemLike[] = [
      {type: 'link', label: 'Top', href: '/top'},
      {
        type: 'category',
        label: 'Outer',
        items: [{type: 'category', label: 'Inner', href: '/inner', items: [{type: 'link', label: 'Leaf', href: '/leaf'}]}],
      },
    ];
    expect(sectionLinks(items).map((l) => [l.href, l.depth])).toEqual([
      ['/top', 0],
      ['/inner', 1],
      ['/leaf', 2],
    ]);
  });

  test('leaves out unlisted pages, external links, HTML entries and repeats', () => {
    const items: SidebarItemLike[] = [
      {type: 'html'},
      {type: 'link', label: 'Hidden', href: '/hidden', unlisted: true},
      {type: 'link', label: 'Elsewhere', href: 'https://example.com/'},
      {type: 'category', label: 'Cat', href: '/cat', linkUnlisted: true, items: [{type: 'link', label: 'Page', href: '/page'}]},
      {type: 'link', label: 'Page again', href: '/page'},
    ];
    expect(sectionLinks(items)).toEqual([{label: 'Page', href: '/page', depth: 1}]);
  });

  test('an empty sidebar gives no links', () => {
    expect(sectionLinks([])).toEqual([]);
  });
});

describe('sectionTitle', () => {
  test("is the one top-level category's label", () => {
    expect(sectionTitle(faqs)).toBe('FAQs');
    expect(sectionTitle([{type: 'html'}, ...faqs])).toBe('FAQs');
  });

  test('is null for a sidebar of several top-level entries or of links', () => {
    expect(sectionTitle([...faqs, ...faqs])).toBeNull();
    expect(sectionTitle([{type: 'link', label: 'A', href: '/a'}])).toBeNull();
    expect(sectionTitle([])).toBeNull();
  });
});

describe('isCurrentPage', () => {
  test('matches the same path, with or without a trailing slash', () => {
    expect(isCurrentPage('/faqs/services', '/faqs/services')).toBe(true);
    expect(isCurrentPage('/faqs/services', '/faqs/services/')).toBe(true);
    expect(isCurrentPage('/', '/')).toBe(true);
  });

  test('does not match a parent or a sibling', () => {
    expect(isCurrentPage('/faqs', '/faqs/services')).toBe(false);
    expect(isCurrentPage('/faqs/services', '/faqs/experts')).toBe(false);
  });
});
