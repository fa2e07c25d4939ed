import {describe, expect, test} from '@jest/globals';
import {relatedPosts, relatedness, type RelatablePost} from '@site/src/plugins/lean-blog/relatedPosts';

const post = (slug: string, over: Partial<RelatablePost> = {}): RelatablePost => ({
  permalink: `/insights/${slug}`,
  title: slug,
  description: `About ${slug}`,
  date: '2024-01-01',
  category: 'Data Quality',
  tags: ['data-quality'],
  imageAlt: `The cover of ${slug}.`,
  ...over,
});

describe('relatedness', () => {
  test('category counts 3, each shared tag or service 1', () => {
    const a = post('a', {tags: ['data-quality', 'crm-hygiene', 'reporting'], services: ['analytics-bi']});
    expect(relatedness(a, post('b', {tags: ['data-quality', 'reporting']}))).toBe(5);
    expect(relatedness(a, post('c', {category: 'HubSpot', tags: ['hubspot', 'crm-hygiene'], services: ['analytics-bi']}))).toBe(2);
    expect(relatedness(a, post('d', {category: 'HubSpot', tags: ['hubspot']}))).toBe(0);
  });
});

describe('relatedPosts', () => {
  const me = post('me', {tags: ['data-quality', 'crm-hygiene', 'reporting']});
  const all = [
    me,
    post('same-category-old', {date: '2023-02-01'}),
    post('same-category-new', {date: '2024-06-01'}),
    post('category-and-tag', {tags: ['data-quality', 'crm-hygiene'], date: '2023-01-01'}),
    post('tag-only', {category: 'HubSpot', tags: ['hubspot', 'reporting']}),
    post('unrelated', {category: 'Private Equity', tags: ['private-equity']}),
  ];

  test('best match first, ties to the newer post, never itself, never an unrelated post', () => {
    expect(relatedPosts(me, all).map((p) => p.title)).toEqual(['category-and-tag', 'same-category-new', 'same-category-old']);
    expect(relatedPosts(me, all, 10).map((p) => p.title)).toEqual([
      'category-and-tag',
      'same-category-new',
      'same-category-old',
      'tag-only',
    ]);
  });

  test('the same input always gives the same order, whatever the input order', () => {
    const once = relatedPosts(me, all, 10);
    expect(relatedPosts(me, [...all].reverse(), 10)).toEqual(once);
  });

  test("a card's label is the category unless the post names another (a case study's industry)", () => {
    const cs = [me, post('plant', {label: 'Manufacturing'})];
    expect(relatedPosts(me, cs).map((p) => p.label)).toEqual(['Manufacturing']);
    expect(relatedPosts(me, all)[0]?.label).toBe('Data Quality');
  });

  test('equal score and date fall back to the permalink', () => {
    const twins = [me, post('zeta'), post('alpha')];
    expect(relatedPosts(me, twins).map((p) => p.title)).toEqual(['alpha', 'zeta']);
  });

  test('returns only what a card needs', () => {
    const [first] = relatedPosts(me, all);
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['date', 'description', 'imageAlt', 'label', 'permalink', 'readingTime', 'title'].sort(),
    );
  });
});
