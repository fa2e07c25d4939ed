/**
 * What the documentation states in tables is the code's fact, not its wording: each table row is
 * checked against the module that holds the fact (the performance budgets, the host differences the
 * host walk records), and every file the README names exists. A writer may reword any cell but the
 * one that names the fact.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {DEFAULT_PRODUCTION_BRANCH} from '@site/src/config/deployment';
import {NETLIFY_TOML, WRANGLER_TOML, readNetlifySettings, readPagesSettings} from '@site/tests/hosts/support/hostSettings';
import {KNOWN_DIFFERENCES} from '../hosts/support/walk';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The rows of the Markdown table that follows `heading`, as arrays of trimmed cells, header and rule left out. */
function tableAfter(doc: string, heading: string): string[][] {
  const start = doc.indexOf(heading);
  if (start < 0) throw new Error(`no "${heading}" in the document`);
  const lines = doc.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2);
}

const code = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1];

describe('perf/README.md', () => {
  test('its budgets table is every budget the performance scripts hold, with their limits', () => {
    const script = [
      "const {BUDGETS} = await import('./scripts/perf-budgets.mjs');",
      "const {SEARCH_BUDGETS} = await import('./scripts/search-perf.mjs');",
      "const {LIBRARY_BUDGETS} = await import('./scripts/library-perf.mjs');",
      'console.log(JSON.stringify({...BUDGETS, ...SEARCH_BUDGETS, ...LIBRARY_BUDGETS}));',
    ].join('\n');
    const budgets = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {cwd: root, encoding: 'utf8'}),
    ) as Record<string, number>;
    const rows = tableAfter(read('perf/README.md'), '## Budgets');
    const documented = Object.fromEntries(rows.map(([, key, limit]) => [code(key!) ?? key, Number(limit)]));
    expect(documented).toEqual(budgets);
  });
});

describe('tests/README.md', () => {
  test('its table of known host differences has one row per difference the host walk records, for the same host', () => {
    const count = (hosts: string[]) => hosts.reduce<Record<string, number>>((acc, host) => ({...acc, [host]: (acc[host] ?? 0) + 1}), {});
    const rows = tableAfter(read('tests/README.md'), '### Known host differences');
    expect(count(rows.map(([host]) => code(host!) ?? host!))).toEqual(count(KNOWN_DIFFERENCES.map((d) => d.host)));
  });
});

describe('README.md', () => {
  test('every file and folder it names exists', () => {
    const named = [...read('README.md').matchAll(/`([^`\s<>]+)`/g)]
      .map((m) => m[1]!)
      .filter((name) => /^(\.?[\w-]+\/)+[\w.-]*$|^[\w-]+\.(md|ts|json)$|^\.nvmrc$/.test(name) && !name.startsWith('/'));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !fs.existsSync(path.join(root, name)))).toEqual([]);
  });
});

describe('README.md, Deploy', () => {
  const rows = tableAfter(read('README.md'), '## Deploy');
  const row = (host: string) => rows.find(([name]) => name === host)!.join(' | ');

  test('has a row for each host, naming the settings file it reads', () => {
    expect(rows.map(([host]) => host)).toEqual(['Netlify', 'Cloudflare Pages', 'Vercel', 'nginx, any static host']);
    expect(rows.map(([, , file]) => /`([^`]+)`/.exec(file!)![1])).toEqual([
      NETLIFY_TOML,
      WRANGLER_TOML,
      'vercel.json',
      'build/nginx/*.conf',
    ]);
  });

  test('gives Cloudflare Pages the build command of netlify.toml (Pages keeps it in its dashboard) and its production branch', () => {
    const cloudflare = row('Cloudflare Pages');
    expect(cloudflare).toContain(`build command \`${readNetlifySettings(read(NETLIFY_TOML)).command}\``);
    expect(cloudflare).toContain(`the production branch is \`${DEFAULT_PRODUCTION_BRANCH}\` unless \`SITE_PRODUCTION_BRANCH\``);
    expect(read('README.md')).toContain(`into the folder \`${readPagesSettings(read(WRANGLER_TOML)).outputDir}\``);
  });

  test('names the variables production needs, each documented in src/config/README.md', () => {
    const deploy = read('README.md').split('## Deploy')[1]!.split('\n## ')[0]!;
    for (const name of ['SITE_URL', 'HUBSPOT_PORTAL_ID', 'HUBSPOT_CONTACT_FORM_ID', 'GTAG_ID']) {
      expect([name, deploy.includes(`\`${name}\``), read('src/config/README.md').includes(`| \`${name}\` |`)]).toEqual([name, true, true]);
    }
  });
});
