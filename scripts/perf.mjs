#!/usr/bin/env node
/**
 * `npm run perf`: builds the site from clean, serves the build the way the
 * real host does (nginx with gzip and the generated server rules), runs
 * Lighthouse (Debian's Chromium) on one page of every type, mobile and
 * desktop, three runs each, and checks the medians and the JavaScript and
 * CSS each page loads against the budgets of the performance issue, then
 * measures site search on a phone (scripts/search-perf.mjs): what the first
 * query downloads and how fast results follow the last keystroke.
 * Writes perf/report.md and perf/report.json; exits non-zero on a missed
 * budget, naming the page and the figure.
 *
 * Options: --runs N (default 3), --skip-build (measure the existing build),
 * --only /path[,/path] (some pages, for a quick look). `--library N` measures
 * instead what the site costs with N insights against today's library
 * (scripts/library-perf.mjs) and writes that section of the report.
 * `--against REF` measures instead the working tree against the commit REF
 * in one run (see compareAgainst) and writes perf/compare.md.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {chromium} from '@playwright/test';
import {heaviestFirstQuery, measureSearch, searchReport} from './search-perf.mjs';
import {PAGE_TYPES} from './page-types.mjs';
import {BUDGETS} from './perf-budgets.mjs';
import {freePort, librarySection, runLibraryPerf, serveBuild, withLibrarySection} from './library-perf.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(opt('--runs', '3'));
const SKIP_BUILD = args.includes('--skip-build');
const ONLY = opt('--only', null)?.split(',') ?? null;
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

/** The median of the runs that produced the figure (Lighthouse reports none when a run's trace fails). */
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function build(siteDir = root) {
  for (const dir of ['build', '.docusaurus']) fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  const started = Date.now();
  // Built for the host it is measured on: nginx, with real redirects and no redirect pages.
  execFileSync('npx', ['docusaurus', 'build'], {cwd: siteDir, stdio: 'inherit', env: {...process.env, SITE_HOST: 'nginx'}});
  return (Date.now() - started) / 1000;
}

async function audit(chrome, url, formFactor, buildDir = BUILD_DIR) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const lhr = result.lhr;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  // Sizes come from the build output (raw file, and its gzip at level 9 as served), not from
  // transfer sizes, which also count response headers.
  const weigh = (type) => {
    const origin = url.split('/').slice(0, 3).join('/');
    const files = requests
      .filter((r) => r.resourceType === type && r.url.startsWith(origin))
      .map((r) => path.join(path.resolve(root, buildDir), new URL(r.url).pathname));
    const sizes = files
      .filter((f) => fs.existsSync(f))
      .map((f) => {
        const body = fs.readFileSync(f);
        const gz = fs.existsSync(`${f}.gz`) ? fs.statSync(`${f}.gz`).size : zlib.gzipSync(body, {level: 9}).length;
        return {raw: body.length, gzip: gz};
      });
    return {count: sizes.length, raw: sizes.reduce((s, x) => s + x.raw, 0), gzip: sizes.reduce((s, x) => s + x.gzip, 0)};
  };
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)])),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: weigh('Script'),
    css: weigh('Stylesheet'),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

function summarise(runs) {
  return {
    scores: Object.fromEntries(Object.keys(runs[0].scores).map((k) => [k, median(runs.map((r) => r.scores[k]))])),
    lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
    tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
    cls: Math.round(median(runs.map((r) => r.cls)) * 1000) / 1000,
    js: runs[0].js,
    css: runs[0].css,
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
  };
}

function check(page, mobile, desktop) {
  const misses = [];
  const label = `${page.type} (${page.path})`;
  for (const [ff, m] of [
    ['mobile', mobile],
    ['desktop', desktop],
  ]) {
    if (ff === 'mobile') {
      if (m.scores.performance < BUDGETS.performance)
        misses.push(`${label}: mobile performance ${m.scores.performance} < ${BUDGETS.performance}`);
      if (m.lcpMs > BUDGETS.lcpMs) misses.push(`${label}: mobile LCP ${m.lcpMs} ms > ${BUDGETS.lcpMs} ms`);
      if (m.tbtMs > BUDGETS.tbtMs) misses.push(`${label}: mobile TBT ${m.tbtMs} ms > ${BUDGETS.tbtMs} ms`);
      if (m.cls > BUDGETS.cls) misses.push(`${label}: mobile CLS ${m.cls} > ${BUDGETS.cls}`);
    }
    for (const cat of ['accessibility', 'best-practices', 'seo']) {
      if (cat === 'seo' && page.notFound) continue; // a 404 is noindex by nature
      if (m.scores[cat] < BUDGETS[cat])
        misses.push(`${label}: ${ff} ${cat} ${m.scores[cat]} < ${BUDGETS[cat]} (${m.failedAudits.join(', ')})`);
    }
  }
  const jsKb = kb(mobile.js.gzip);
  const jsBudget = page.path === '/' ? BUDGETS.homeJsKb : BUDGETS.pageJsKb;
  if (jsKb > jsBudget) misses.push(`${label}: ${jsKb} KB of gzipped JavaScript > ${jsBudget} KB`);
  if (kb(mobile.css.gzip) > BUDGETS.pageCssKb) misses.push(`${label}: ${kb(mobile.css.gzip)} KB of gzipped CSS > ${BUDGETS.pageCssKb} KB`);
  return misses;
}

function report(results, buildSeconds, misses, search) {
  const lines = [
    '# Performance report',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run perf\`: Lighthouse ${RUNS} runs per page and form factor (medians), nginx with gzip, Debian Chromium.`,
    '',
    `Full production build from clean: ${buildSeconds === null ? 'not measured (--skip-build)' : `${buildSeconds.toFixed(1)} s`} (budget ${BUDGETS.buildSeconds} s).`,
    '',
    '| page | mobile perf | LCP ms | TBT ms | CLS | a11y | best pr. | SEO | desktop perf | JS files | JS KB raw | JS KB gzip | CSS KB gzip |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      ({page, mobile, desktop}) =>
        `| ${page.type} \`${page.path}\` | ${mobile.scores.performance} | ${mobile.lcpMs} | ${mobile.tbtMs} | ${mobile.cls} | ${mobile.scores.accessibility} | ${mobile.scores['best-practices']} | ${page.notFound ? `${mobile.scores.seo} (exempt)` : mobile.scores.seo} | ${desktop.scores.performance} | ${mobile.js.count} | ${kb(mobile.js.raw)} | ${kb(mobile.js.gzip)} | ${kb(mobile.css.gzip)} |`,
    ),
    '',
    `Budgets: performance >= ${BUDGETS.performance}; accessibility, best practices, SEO = 100; LCP <= ${BUDGETS.lcpMs} ms; TBT <= ${BUDGETS.tbtMs} ms; CLS <= ${BUDGETS.cls}; JS <= ${BUDGETS.homeJsKb} KB gzip on the home page, <= ${BUDGETS.pageJsKb} KB elsewhere; CSS <= ${BUDGETS.pageCssKb} KB gzip.`,
    '',
    ...(search ? searchReport(search).lines : []),
    misses.length ? `## Missed budgets\n\n${misses.map((m) => `- ${m}`).join('\n')}` : 'Every budget is met.',
    '',
  ];
  fs.mkdirSync(path.join(root, 'perf'), {recursive: true});
  // The library section (`--library N`) is measured on its own and kept as it was.
  const reportPath = path.join(root, 'perf/report.md');
  const kept = fs.existsSync(reportPath) ? librarySection(fs.readFileSync(reportPath, 'utf8')) : null;
  fs.writeFileSync(reportPath, withLibrarySection(lines.join('\n'), kept));
  fs.writeFileSync(
    path.join(root, 'perf/report.json'),
    `${JSON.stringify({buildSeconds, budgets: BUDGETS, results, search, misses}, null, 2)}\n`,
  );
}

async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * `--against REF`: blocking time is the one figure that follows this
 * machine's load, by up to 100 ms between runs of one build, so a change is
 * judged against the code before it, measured in the same run, and not
 * against a past report. REF is checked out in a temporary worktree
 * (perf/tmp/against, using this checkout's node_modules) and built the same
 * way as the working tree; then each page is audited on a phone RUNS times
 * per build, the two builds taking turns, and perf/compare.md gets the
 * medians side by side. It reports; the budgets stay with `npm run perf`.
 */
async function compareAgainst(ref) {
  const dir = path.join(root, 'perf/tmp/against');
  fs.rmSync(dir, {recursive: true, force: true});
  execFileSync('git', ['worktree', 'prune'], {cwd: root});
  const commit = execFileSync('git', ['rev-parse', '--short', ref], {cwd: root, encoding: 'utf8'}).trim();
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], {cwd: root, stdio: 'inherit'});
  const servers = [];
  let chrome;
  try {
    if (!SKIP_BUILD) build();
    build(dir);
    const sides = [{buildDir: BUILD_DIR}, {buildDir: path.join(dir, 'build')}];
    for (const side of sides) {
      side.port = await freePort();
      servers.push(await serveBuild(path.resolve(root, side.buildDir), side.port));
    }
    chrome = await launchChrome();
    const rows = [];
    for (const page of PAGE_TYPES.filter((p) => !ONLY || ONLY.includes(p.path))) {
      const runs = sides.map(() => []);
      for (let i = 0; i < RUNS; i += 1) {
        const order = i % 2 === 0 ? [0, 1] : [1, 0];
        for (const k of order)
          runs[k].push(await audit(chrome, `http://127.0.0.1:${sides[k].port}${page.path}`, 'mobile', sides[k].buildDir));
      }
      const [tree, before] = runs.map(summarise);
      const tbts = runs.map((r) => r.map((x) => Math.round(x.tbtMs)).join(', '));
      rows.push(
        `| ${page.type} \`${page.path}\` | ${tree.tbtMs} (${tbts[0]}) | ${before.tbtMs} (${tbts[1]}) | ${tree.tbtMs - before.tbtMs} | ${tree.scores.performance} / ${before.scores.performance} | ${tree.lcpMs} / ${before.lcpMs} |`,
      );
      console.log(`${page.type}: TBT ${tree.tbtMs} ms here, ${before.tbtMs} ms at ${commit}`);
    }
    const lines = [
      '# Same-run comparison',
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run perf -- --against ${ref}\`: the working tree and ${commit} built for nginx, served with gzip, and audited by Lighthouse on a phone (Debian Chromium), ${RUNS} runs per page and build, the builds taking turns. Medians, with each run's TBT in brackets.`,
      '',
      `| page | TBT ms, working tree | TBT ms, ${commit} | difference | mobile perf | LCP ms |`,
      '|---|---|---|---|---|---|',
      ...rows,
      '',
    ];
    fs.writeFileSync(path.join(root, 'perf/compare.md'), lines.join('\n'));
    console.log('\nWritten to perf/compare.md');
  } finally {
    await chrome?.kill();
    for (const server of servers) server.kill();
    execFileSync('git', ['worktree', 'remove', '--force', dir], {cwd: root});
  }
}

async function main() {
  const against = opt('--against', null);
  if (against !== null) {
    await compareAgainst(against);
    return;
  }
  const library = opt('--library', null);
  if (library !== null) {
    const misses = await runLibraryPerf(Number(library), {skipBuild: SKIP_BUILD});
    console.log(misses.length ? `\nMissed budgets:\n${misses.map((m) => `- ${m}`).join('\n')}` : '\nEvery library budget is met.');
    process.exitCode = misses.length ? 1 : 0;
    return;
  }
  const buildSeconds = SKIP_BUILD ? null : build();
  const port = await freePort();
  const server = await serveBuild(path.resolve(root, BUILD_DIR), port);
  const chrome = await launchChrome();
  const results = [];
  let search = null;
  try {
    for (const page of PAGE_TYPES.filter((p) => !ONLY || ONLY.includes(p.path))) {
      const url = `http://127.0.0.1:${port}${page.path}`;
      const runs = {mobile: [], desktop: []};
      for (const ff of ['mobile', 'desktop']) for (let i = 0; i < RUNS; i += 1) runs[ff].push(await audit(chrome, url, ff));
      const entry = {page, mobile: summarise(runs.mobile), desktop: summarise(runs.desktop)};
      results.push(entry);
      console.log(
        `${page.type}: mobile ${entry.mobile.scores.performance} (LCP ${entry.mobile.lcpMs} ms, TBT ${entry.mobile.tbtMs} ms), desktop ${entry.desktop.scores.performance}`,
      );
    }
    if (!ONLY) {
      const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
      try {
        search = await measureSearch(browser, `http://127.0.0.1:${port}`);
      } finally {
        await browser.close();
      }
      console.log(
        `search: first query ${Math.round(heaviestFirstQuery(search.firsts).bytes / 102.4) / 10} KB, median ${search.latency.median} ms to results`,
      );
    }
  } finally {
    await chrome.kill();
    server.kill();
  }
  const misses = results.flatMap(({page, mobile, desktop}) => check(page, mobile, desktop));
  if (buildSeconds !== null && buildSeconds > BUDGETS.buildSeconds)
    misses.push(`build: ${buildSeconds.toFixed(1)} s > ${BUDGETS.buildSeconds} s`);
  if (search) misses.push(...searchReport(search).misses);
  report(results, buildSeconds, misses, search);
  console.log(misses.length ? `\nMissed budgets:\n${misses.map((m) => `- ${m}`).join('\n')}` : '\nEvery budget is met.');
  process.exitCode = misses.length ? 1 : 0;
}

await main();
