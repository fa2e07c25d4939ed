/**
 * The upstream files the site copies, wraps or relies on are the ones it was
 * written against: each row of UPGRADING.md's table pins an upstream file's
 * content, and a Docusaurus upgrade that changes one fails here, naming the
 * project file to re-check. Every theme component the site shadows must have
 * a row, and a row in src/theme/README.md that says the same: wrapped or
 * ejected (checked against the component's source) and what to re-check.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';

const root = path.resolve(__dirname, '../..');
const upgrading = fs.readFileSync(path.join(root, 'UPGRADING.md'), 'utf8');

const themeReadme = fs.readFileSync(path.join(root, 'src/theme/README.md'), 'utf8');

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

  test('every project file named exists', () => {
    expect(departures.length).toBeGreaterThanOrEqual(20);
    const missing = departures.map((d) => d.projectFile).filter((file) => !fs.existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });

  test('every theme component the site shadows is listed', () => {
    const listed = new Set(departures.map((d) => d.projectFile));
    expect(themeComponents().filter((file) => !listed.has(file))).toEqual([]);
  });
});

describe('src/theme/README.md', () => {
  test('has one row per theme component', () => {
    expect(themeRows.map((r) => r.component).sort()).toEqual(themeComponents().map(componentName).sort());
  });

  test.each(themeComponents())('%s: wrapped or ejected as its source and UPGRADING.md say', (file) => {
    const row = themeRows.find((r) => r.component === componentName(file))!;
    const wraps = fs.readFileSync(path.join(root, file), 'utf8').includes("from '@theme-original/");
    expect(row.how).toBe(wraps ? 'wrapped' : 'ejected');
    const first = departures.find((d) => d.projectFile === file)!;
    expect(first.how.startsWith(row.how)).toBe(true);
  });

  test.each(themeComponents())('%s: the same re-check as UPGRADING.md', (file) => {
    const row = themeRows.find((r) => r.component === componentName(file))!;
    const upgradeNotes = departures.filter((d) => d.projectFile === file).map((d) => d.recheck);
    expect(row.recheck).toBe(upgradeNotes.join(' '));
  });
});
