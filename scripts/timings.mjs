#!/usr/bin/env node
// Where the gate's time goes: each step of `npm test`, each build, each build or host test file,
// and each browser spec's worker time, from what the last run recorded in reports/timings/:
//
//   steps.tsv         one line per step of scripts/test-all.sh: name, seconds, and "beside" for a
//                     step that ran beside the others (the checks beside the builds): its seconds are
//                     not added to the total, and its share is of the run's whole time
//   jest-builds.json  the build and host tests' report (jest --json)
//   playwright.json   the browser tests' report (Playwright's JSON reporter)
//
//   npm run timings [-- <folder>]     prints the tables as Markdown (tests/README.md keeps one)
//
// A spec's worker time is the sum of its tests' durations: what it costs the workers, whatever
// ran beside it. The browser step's wall time is the JSON report's own duration.
import fs from 'node:fs';
import path from 'node:path';

const folder = path.resolve(process.argv[2] ?? 'reports/timings');

function read(name, parse) {
  const file = path.join(folder, name);
  if (!fs.existsSync(file)) return null;
  return parse(fs.readFileSync(file, 'utf8'));
}

const seconds = (ms) => Math.round(ms / 1000);
const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

function table(head, rows) {
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((h, i) => (i === 0 ? '---' : '---:')).join('|')}|`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

const out = [];

const steps = read('steps.tsv', (text) =>
  text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, secs, beside] = line.split('\t');
      return {name, secs: Number(secs), beside: beside === 'beside'};
    }),
);
if (steps) {
  const total = steps.filter((s) => !s.beside).reduce((sum, s) => sum + s.secs, 0);
  out.push(`## npm test, step by step (${minutes(total)} in all)\n`);
  if (steps.some((s) => s.beside)) out.push('Steps marked "beside" ran at the same time as the builds; the total leaves them out.\n');
  out.push(
    table(
      ['step', 's', 'share'],
      steps.map((s) => [s.beside ? `${s.name} (beside)` : s.name, String(s.secs), `${Math.round((100 * s.secs) / total)}%`]),
    ),
  );
}

const jest = read('jest-builds.json', JSON.parse);
if (jest) {
  const files = jest.testResults
    .map((r) => ({file: path.relative(process.cwd(), r.name), secs: seconds(r.endTime - r.startTime), tests: r.assertionResults.length}))
    .sort((a, b) => b.secs - a.secs);
  out.push(`\n## Build and host tests (jest.builds.config.mjs)\n`);
  out.push(
    table(
      ['file', 'tests', 's'],
      files.map((f) => [`\`${f.file}\``, String(f.tests), String(f.secs)]),
    ),
  );
}

/** Every test of a Playwright JSON report, with its file, project and result. */
function playwrightTests(report) {
  const found = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        for (const r of t.results) found.push({file: spec.file ?? file, project: t.projectName, duration: r.duration, status: r.status});
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of report.suites) visit(suite, suite.file);
  return found;
}

const playwright = read('playwright.json', JSON.parse);
if (playwright) {
  const tests = playwrightTests(playwright);
  const bySpec = new Map();
  for (const t of tests) {
    const key = `${t.file}${t.project === 'chromium' ? '' : ` (${t.project})`}`;
    const entry = bySpec.get(key) ?? {tests: 0, ms: 0, longest: 0};
    entry.tests += 1;
    entry.ms += t.duration;
    entry.longest = Math.max(entry.longest, t.duration);
    bySpec.set(key, entry);
  }
  const worker = tests.reduce((sum, t) => sum + t.duration, 0);
  const rows = [...bySpec].sort((a, b) => b[1].ms - a[1].ms);
  out.push(
    `\n## Browser tests: ${tests.length} tests, ${minutes(seconds(playwright.stats.duration))} wall, ${minutes(seconds(worker))} of worker time\n`,
  );
  out.push(
    table(
      ['spec', 'tests', 'worker s', 'share', 'longest test s'],
      rows.map(([spec, e]) => [
        `\`${spec}\``,
        String(e.tests),
        String(seconds(e.ms)),
        `${Math.round((100 * e.ms) / worker)}%`,
        String(seconds(e.longest)),
      ]),
    ),
  );
  const failed = tests.filter((t) => t.status !== 'passed' && t.status !== 'skipped');
  if (failed.length) out.push(`\n${failed.length} browser test(s) did not pass in this run.`);
}

if (out.length === 0) {
  console.error(`npm run timings: nothing recorded in ${folder}: run npm test first.`);
  process.exit(2);
}
console.log(out.join('\n'));
