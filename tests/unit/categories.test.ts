/**
 * The categories have one home, src/data/categories.ts. The tag list the blog
 * plugin reads (blog/tags.yml) and the writers' guide (CONTRIBUTING.md) must
 * say the same thing, in the same order; the front-matter check, the covers,
 * the calls to action and the new-post script read the module itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, test} from '@jest/globals';
import {CASE_STUDY_CATEGORY, CATEGORIES, DEFAULT_CATEGORY, categoryNamed, categoryOrDefault} from '@site/src/data/categories';
import {offerFor, postOffers} from '@site/src/data/postOffers';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const tags = matter(`---\n${read('blog/tags.yml')}\n---\n`).data as Record<string, {label: string; permalink: string}>;

describe('the category list', () => {
  test('has unique names and tags, and holds the case-study and default categories', () => {
    expect(new Set(CATEGORIES.map((c) => c.name)).size).toBe(CATEGORIES.length);
    expect(new Set(CATEGORIES.map((c) => c.tag)).size).toBe(CATEGORIES.length);
    expect(categoryNamed(CASE_STUDY_CATEGORY)?.tag).toBe('case-study');
    expect(categoryNamed(DEFAULT_CATEGORY)?.tag).toBe('insights');
  });

  test('looks a category up by its exact name, and falls back to the default', () => {
    expect(categoryNamed('Data Quality')?.tag).toBe('data-quality');
    expect(categoryNamed('data quality')).toBeUndefined();
    expect(categoryNamed(undefined)).toBeUndefined();
    expect(categoryOrDefault('Lead Management').name).toBe('Lead Management');
    expect(categoryOrDefault('No Such Category').name).toBe('Insights');
    expect(categoryOrDefault(undefined).name).toBe('Insights');
  });

  test('gives each category a palette of its own', () => {
    const palettes = CATEGORIES.map((c) => JSON.stringify(c.palette));
    expect(palettes.filter((p, i) => palettes.indexOf(p) !== i)).toEqual([]);
    for (const {palette} of CATEGORIES) for (const color of Object.values(palette)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('blog/tags.yml', () => {
  test('starts with the categories, in order, each labeled with its name and with its own page', () => {
    const first = Object.entries(tags).slice(0, CATEGORIES.length);
    expect(first.map(([tag, {label, permalink}]) => ({tag, label, permalink}))).toEqual(
      CATEGORIES.map(({name, tag}) => ({tag, label: name, permalink: `/${tag}`})),
    );
  });

  test('has no other tag named like a category', () => {
    const names = new Set<string>(CATEGORIES.map((c) => c.name));
    const others = Object.entries(tags).slice(CATEGORIES.length);
    expect(others.filter(([, {label}]) => names.has(label)).map(([tag]) => tag)).toEqual([]);
  });
});

describe("the writers' guide", () => {
  test('lists the categories and their tags, in order', () => {
    const guide = read('CONTRIBUTING.md');
    const table = guide.slice(guide.indexOf('| category | tag |'));
    const rows = [...table.matchAll(/^\| ([^|`]+?) \| `([a-z-]+)` \|$/gm)].map((m) => ({name: m[1], tag: m[2]}));
    expect(rows).toEqual(CATEGORIES.map(({name, tag}) => ({name, tag})));
  });
});

describe('the call to action under a post', () => {
  test("is the tool its category names, and the default category's for an unknown one", () => {
    expect(offerFor('Data Quality')).toBe(postOffers['bad-data-cost']);
    expect(offerFor('HubSpot')).toBe(postOffers['hubspot-roi']);
    expect(offerFor('Lead Management')).toBe(postOffers['revops-roi']);
    expect(offerFor('Private Equity')).toBe(postOffers.assessment);
    expect(offerFor('No Such Category')).toBe(postOffers.assessment);
    expect(offerFor(undefined)).toBe(postOffers.assessment);
  });

  test('leads to a page of the site', () => {
    expect(Object.values(postOffers).map((o) => o.href)).toEqual([
      '/data-operations-assessment',
      '/bad-data-cost-calculator',
      '/revops-roi-calculator',
      '/hubspot-roi-calculator',
    ]);
  });
});
