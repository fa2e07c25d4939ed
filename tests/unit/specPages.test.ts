import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {SPEC_PAGES} from '../e2e/support/specPages';

const e2e = path.resolve(__dirname, '../e2e');

describe('the pages of each browser spec (tests/e2e/support/specPages.ts)', () => {
  test('every spec has an entry and every entry is a spec', () => {
    const specs = fs
      .readdirSync(e2e)
      .filter((name) => name.endsWith('.spec.ts'))
      .sort();
    expect(Object.keys(SPEC_PAGES).sort()).toEqual(specs);
  });

  test('every route is a page path: absolute, no trailing slash, wildcards only as the last segment', () => {
    const bad = Object.entries(SPEC_PAGES).flatMap(([name, coverage]) =>
      'routes' in coverage
        ? coverage.routes.filter((route) => !/^\/([a-z0-9-]+(\/[a-z0-9-]+)*(\/\*\*?)?)?$/.test(route)).map((route) => `${name}: ${route}`)
        : [],
    );
    expect(bad).toEqual([]);
  });
});
