/**
 * The writers' scripts (new post, covers, images) load site modules with
 * scripts/load-ts.mjs, which transpiles one file on its own: a module it
 * loads may import types, nothing at run time, or the script fails before it
 * does anything.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {importSpecifiers} from '@site/src/lib/contentSources';

const root = path.resolve(__dirname, '../..');
const scripts = [
  ...fs.readdirSync(path.join(root, 'scripts')).map((name) => `scripts/${name}`),
  ...fs.readdirSync(path.join(root, 'tools/covers')).map((name) => `tools/covers/${name}`),
].filter((name) => name.endsWith('.mjs'));
const loaded = scripts.flatMap((name) =>
  [...fs.readFileSync(path.join(root, name), 'utf8').matchAll(/loadTs\('([^']+)'\)/g)].map((m) => ({script: name, file: m[1]})),
);

describe('modules the scripts load', () => {
  test('are found', () => {
    expect(new Set(loaded.map((l) => l.file))).toEqual(
      new Set([
        'src/data/categories.ts',
        'tools/covers/scenes.ts',
        'src/lib/contentSources.ts',
        'tools/covers/kit.ts',
        'src/lib/dates.ts',
        'src/lib/imagePresets.ts',
      ]),
    );
  });

  test.each(loaded)('$file, loaded by $script, imports nothing at run time', ({file}) => {
    expect(importSpecifiers(fs.readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });
});
