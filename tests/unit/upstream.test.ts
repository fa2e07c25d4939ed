/**
 * The upstream files the site copies, wraps or relies on are the ones it was
 * written against: each row of UPGRADING.md's table pins an upstream file's
 * content, and a Docusaurus upgrade that changes one fails here, naming the
 * project file to re-check. Every theme component the site shadows must have
 * a row.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';

const root = path.resolve(__dirname, '../..');
const upgrading = fs.readFileSync(path.join(root, 'UPGRADING.md'), 'utf8');

interface Departure {
  projectFile: string;
  upstreamFile: string;
  sha256: string;
}

/** The table rows: `| \`project file\` | \`upstream file\` | how | \`hash\` | re-check |`. */
const departures: Departure[] = [...upgrading.matchAll(/^\| `([^`]+)` \| `([^`]+)` \| [^|]+ \| `([0-9a-f]{16})` \|/gm)].map((m) => ({
  projectFile: m[1]!,
  upstreamFile: m[2]!,
  sha256: m[3]!,
}));

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
    const changed = departures.flatMap(({projectFile, upstreamFile, sha256}) => {
      const file = upstreamPath(upstreamFile);
      if (!file) return [`${upstreamFile} no longer exists: find where it went and re-port ${projectFile} (UPGRADING.md).`];
      const actual = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
      return actual === sha256
        ? []
        : [`${upstreamFile} changed (sha256 ${actual}, recorded ${sha256}): re-port it into ${projectFile}, then record the new hash in UPGRADING.md.`];
    });
    expect(changed).toEqual([]);
  });

  test('every project file named exists', () => {
    const missing = departures.map((d) => d.projectFile).filter((file) => !fs.existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });

  test('every theme component the site shadows is listed', () => {
    const listed = new Set(departures.map((d) => d.projectFile));
    const components = fs
      .readdirSync(path.join(root, 'src/theme'), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `src/theme/${file.split(path.sep).join('/')}`);
    expect(components.filter((file) => !listed.has(file))).toEqual([]);
  });
});
