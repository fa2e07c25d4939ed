/**
 * The writers' scripts (new post, covers, illustrations) and the unit-test
 * check load site modules with scripts/load-ts.mjs (jiti, with the `@site/`
 * alias). Every module they name loads that way, with what the script reads
 * from it, or the script fails before it does anything.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';

const root = path.resolve(__dirname, '../..');
const SCRIPTS = ['scripts/new-post.mjs', 'scripts/check-unit-tests-fail.mjs', 'tools/covers/draw.mjs', 'tools/illustrations/render.mjs'];

/** Each `const {a, b} = await loadTs('file')` or `const x = await loadTs('file')` of a script. */
const loaded = SCRIPTS.flatMap((script) =>
  [...fs.readFileSync(path.join(root, script), 'utf8').matchAll(/const\s+(\{[^}]*\}|\w+)\s*=\s*await\s+loadTs\('([^']+)'\)/g)].map((m) => ({
    script,
    file: m[2],
    names: m[1].startsWith('{')
      ? m[1]
          .slice(1, -1)
          .split(',')
          .map((name) => name.trim().split(':')[0].trim())
          .filter(Boolean)
      : [],
  })),
);

/** Loads a module the way the scripts do, in a fresh Node process; returns its export names. */
function exportsOf(file: string): string[] {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import {loadTs} from './scripts/load-ts.mjs'; const m = await loadTs(${JSON.stringify(file)}); console.log(JSON.stringify(Object.keys(m)));`,
    ],
    {cwd: root, encoding: 'utf8'},
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').pop()!);
}

describe('modules the scripts load', () => {
  test('are found in every script', () => {
    expect(new Set(loaded.map((l) => l.script))).toEqual(new Set(SCRIPTS));
  });

  test.each(loaded)('$file loads for $script, with what it reads', ({file, names}) => {
    expect(exportsOf(file)).toEqual(expect.arrayContaining(names));
  });
});
