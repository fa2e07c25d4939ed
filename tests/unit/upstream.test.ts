/**
 * The upstream files the site copies or ejects are the ones it was written
 * against: each row of UPGRADING.md's table pins an upstream file's content,
 * and a Docusaurus upgrade that changes one fails here, naming the project
 * file to re-check. Every theme component the site shadows has a row in
 * src/theme/README.md that says whether it is wrapped or ejected (checked
 * against the component's source: a wrapper imports `@theme-original`,
 * statically or lazily). An ejected component is pinned in
 * UPGRADING.md with the same re-check; a wrapped one is not pinned, and has
 * a browser check in tests/e2e/theme-wrappers.spec.ts instead.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {PIN} from '@site/src/plugins/lean-client/guards';

const root = path.resolve(__dirname, '../..');
const upgrading = fs.readFileSync(path.join(root, 'UPGRADING.md'), 'utf8');

const themeReadme = fs.readFileSync(path.join(root, 'src/theme/README.md'), 'utf8');
const wrapperChecks = fs.readFileSync(path.join(root, 'tests/e2e/theme-wrappers.spec.ts'), 'utf8');

interface Departure {
  projectFile: string;
  upstreamFile: string;
  how: string;
  sha256: string;
  recheck: string;
}

/** The table rows: `| \`project file\` | \`upstream file\` | how | \`hash\` | re-check |`. */
const departures: Departure[] = [...upgrading.matchAll(/^\| `([^`]+)` \| `([^`]+)` \| ([^|]+) \| `([0-9a-f]{16})` \| (.*) \|$/gm)].map(
  (m) => ({projectFile: m[1]!, upstreamFile: m[2]!, how: m[3]!, sha256: m[4]!, recheck: m[5]!}),
);

/** The theme README's rows: `| \`component\` | how | why | re-check |`, the component named as `@theme/` names it. */
const themeRows = [...themeReadme.matchAll(/^\| `([^`]+)` \| (wrapped|ejected)[^|]*\| .*? \| ([^|]*(?:\\\|[^|]*)*) \|$/gm)].map((m) => ({
  component: m[1]!,
  how: m[2]!,
  recheck: m[3]!,
}));

function themeComponents(): string[] {
  return fs
    .readdirSync(path.join(root, 'src/theme'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `src/theme/${file.split(path.sep).join('/')}`);
}

/** `src/theme/DocItem/Layout/index.tsx` -> `DocItem/Layout`. */
const componentName = (file: string) => file.replace(/^src\/theme\//, '').replace(/(\/index)?\.tsx?$/, '');

/** A wrapper imports the original: statically, or lazily (`import('@theme-original/...')`, a chunk of its own). */
const wraps = (file: string) =>
  /from '@theme-original\/|import\((?:\/\*[^*]*\*\/\s*)?'@theme-original\//.test(fs.readFileSync(path.join(root, file), 'utf8'));
const ejectedComponents = () => themeComponents().filter((file) => !wraps(file));
const wrappedComponents = () => themeComponents().filter(wraps);

/** Read from node_modules directly: package export maps hide most of these files from require. */
function upstreamPath(file: string): string | null {
  const full = path.join(root, 'node_modules', file);
  return fs.existsSync(full) ? full : null;
}

describe('UPGRADING.md', () => {
  test('lists the departures', () => {
    expect(departures.length).toBeGreaterThanOrEqual(20);
    const tableRows = upgrading.split('\n').filter((line) => /^\| `/.test(line));
    // A row the pattern above cannot read would be skipped silently.
    expect(tableRows.length).toBe(departures.length);
  });

  test('every upstream file is the version the project was written against', () => {
    expect(departures.length).toBeGreaterThanOrEqual(20);
    const changed = departures.flatMap(({projectFile, upstreamFile, sha256}) => {
      const file = upstreamPath(upstreamFile);
      if (!file) return [`${upstreamFile} no longer exists: find where it went and re-port ${projectFile} (UPGRADING.md).`];
      const actual = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
      return actual === sha256
        ? []
        : [
            `${upstreamFile} changed (sha256 ${actual}, recorded ${sha256}): re-port it into ${projectFile}, then record the new hash in UPGRADING.md.`,
          ];
    });
    expect(changed).toEqual([]);
  });

  test('every upstream file a build guard names as its pin is pinned here', () => {
    const pinned = new Set(departures.map((d) => d.upstreamFile));
    expect(Object.values(PIN).filter((file) => !pinned.has(file))).toEqual([]);
  });

  test('every project file named exists', () => {
    expect(departures.length).toBeGreaterThanOrEqual(20);
    const missing = departures.map((d) => d.projectFile).filter((file) => !fs.existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });

  test('every ejected theme component is pinned', () => {
    const listed = new Set(departures.map((d) => d.projectFile));
    expect(ejectedComponents().length).toBeGreaterThanOrEqual(10);
    expect(ejectedComponents().filter((file) => !listed.has(file))).toEqual([]);
  });

  test('no wrapped theme component is pinned: a wrapper follows upstream by design', () => {
    expect(departures.length).toBeGreaterThanOrEqual(20);
    const listed = new Set(departures.map((d) => d.projectFile));
    expect(wrappedComponents().length).toBeGreaterThanOrEqual(10);
    expect(wrappedComponents().filter((file) => listed.has(file))).toEqual([]);
  });
});

describe('tests/e2e/theme-wrappers.spec.ts', () => {
  test.each(wrappedComponents())('%s: has a browser check that it still renders what it adds', (file) => {
    // A test whose title starts with the component's name, however the formatter breaks the call.
    const escaped = componentName(file).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(wrapperChecks).toMatch(new RegExp(`\\btest\\(\\s*'${escaped}: `));
  });
});

describe('src/theme/README.md', () => {
  test('has one row per theme component', () => {
    expect(themeRows.map((r) => r.component).sort()).toEqual(themeComponents().map(componentName).sort());
  });

  test.each(themeComponents())('%s: wrapped or ejected as its source says', (file) => {
    const row = themeRows.find((r) => r.component === componentName(file))!;
    expect(row.how).toBe(wraps(file) ? 'wrapped' : 'ejected');
  });

  test.each(ejectedComponents())('%s: ejected, with the same re-check as UPGRADING.md', (file) => {
    const row = themeRows.find((r) => r.component === componentName(file))!;
    const pins = departures.filter((d) => d.projectFile === file);
    expect(pins[0]!.how.startsWith('ejected')).toBe(true);
    expect(row.recheck).toBe(pins.map((d) => d.recheck).join(' '));
  });

  test.each(wrappedComponents())('%s: wrapped, its re-check names its browser check', (file) => {
    const row = themeRows.find((r) => r.component === componentName(file))!;
    expect(row.recheck).toContain('`tests/e2e/theme-wrappers.spec.ts`');
  });
});
