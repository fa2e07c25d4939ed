import {describe, expect, test} from '@jest/globals';
import {pageDescription, pageTitle} from '@site/src/lib/head';

const brand = 'Keelson RevOps';
const suffix = ' | Keelson RevOps'; // 17 characters

describe('page titles', () => {
  test('a title lacking the brand gets the suffix', () => {
    expect(pageTitle('About', brand)).toBe('About | Keelson RevOps');
  });

  test('a title that already has the brand is left alone', () => {
    expect(pageTitle('Keelson RevOps: CRM for private equity', brand)).toBe('Keelson RevOps: CRM for private equity');
    expect(pageTitle('About | Keelson RevOps', brand)).toBe('About | Keelson RevOps');
  });

  test('an empty title is the brand alone', () => {
    expect(pageTitle('', brand)).toBe(brand);
    expect(pageTitle(undefined, brand)).toBe(brand);
    expect(pageTitle('  Keelson RevOps ', brand)).toBe(brand);
  });

  test.each([59, 60])('a %d-character result stays whole', (length) => {
    const base = 'x'.repeat(length - suffix.length);
    const title = pageTitle(base, brand);
    expect(title).toBe(`${base}${suffix}`);
    expect(title).toHaveLength(length);
  });

  test('a 61-character result is cut to 57 plus an ellipsis', () => {
    const base = 'y'.repeat(61 - suffix.length);
    const title = pageTitle(base, brand);
    expect(title).toHaveLength(60);
    expect(title).toBe(`${`${base}${suffix}`.slice(0, 57)}...`);
  });

  test('a 200-character title is cut to 60', () => {
    const title = pageTitle('z'.repeat(200), brand);
    expect(title).toBe(`${'z'.repeat(57)}...`);
  });

  test('a title with the brand and over 60 characters is cut too', () => {
    const long = `Keelson RevOps ${'w'.repeat(60)}`;
    expect(pageTitle(long, brand)).toBe(`${long.slice(0, 57)}...`);
  });

  test('no space is left before the ellipsis', () => {
    const base = `${'a'.repeat(39)} ${'b'.repeat(10)}`; // a space falls at position 56 of the suffixed title
    const title = pageTitle(base, brand);
    expect(title.endsWith(' ...')).toBe(false);
    expect(title.length).toBeLessThanOrEqual(60);
  });
});

describe('page descriptions', () => {
  test.each([159, 160])('%d characters stay whole', (length) => {
    const d = 'd'.repeat(length);
    expect(pageDescription(d)).toBe(d);
  });

  test('161 characters are cut to 157 plus an ellipsis', () => {
    expect(pageDescription('e'.repeat(161))).toBe(`${'e'.repeat(157)}...`);
  });

  test('200 characters are cut to 160', () => {
    expect(pageDescription('f'.repeat(200))).toHaveLength(160);
  });

  test('runs of white space count once', () => {
    expect(pageDescription('  CRM   data \n cleanup ')).toBe('CRM data cleanup');
  });
});
