/**
 * `npm run perf -- --library N`: what the site costs as the library grows.
 * Makes two copies of the site under perf/tmp/ (gitignored, never
 * committed): one as it is and one grown to N insights with copies of real
 * posts (new slugs, dates before 2023, links to other posts pointed at
 * /insights, front matter otherwise as written, so the front-matter check
 * holds). Both are built with the same config, one after the other, timed,
 * with the peak memory of the build's process tree; each is served by nginx
 * (gzip, the generated rules) and loaded in Debian's Chromium with cookies
 * declined. Reports, side by side: main.js and the runtime, the JavaScript
 * the home page, a post, /insights and a calculator download in their first
 * 2.5 s, the build, and the first search query's download. The section goes
 * into perf/report.md; exits non-zero on a missed budget.
 *
 * Options: --library N (default 1000), --skip-build (measure the copies
 * already built).
 */
import {spawn, execFileSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {heaviestFirstQuery, measureSearch, SEARCH_BUDGETS} from './search-perf.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const TMP = path.join(root, 'perf/tmp');

export const LIBRARY_BUDGETS = {
  /** Extra gzipped JavaScript a page downloads in its first 2.5 s, grown library against today's. */
  extraJsKb: 10,
  /** Peak memory of the grown library's build (all its processes). */
  buildPeakMb: 2048,
  /** The first search query's download on the grown library. */
  firstQueryKb: SEARCH_BUDGETS.firstQueryKb,
};

/** The pages whose JavaScript is compared. */
export const LIBRARY_PAGES = [
  {type: 'home', path: '/'},
  {type: 'post', path: '/insights/true-cost-of-bad-data'},
  {type: 'insights list', path: '/insights'},
  {type: 'calculator', path: '/revops-roi-calculator'},
];

/** How long after navigation a page's script downloads are counted. */
const WINDOW_MS = 2500;

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Posts are dated from the day before this one backwards, one a day: every copy predates every real post. */
const LAST_COPY_DAY = Date.UTC(2022, 11, 31);

/** A copy of `text` (a post's Markdown) under a new slug and date, its links to other posts pointed at the list. */
export function copyPost(text, slug, day) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) throw new Error('a post without front matter');
  const frontMatter = match[1]
    .replace(/^slug: .*$/m, `slug: ${slug}`)
    .replace(/^date: .*$/m, `date: ${day}`)
    // A revision before the new publication date would be an error; a copy has none.
    .replace(/^last_update:\n {2}date: .*\n?/m, '');
  const body = text.slice(match[0].length).replace(/\]\(\/insights\/[^)\s]*\)/g, '](/insights)');
  return `---\n${frontMatter}\n---\n${body}`;
}

/** The site's tracked files copied to `dir`, and the blog grown to `target` insights. */
export function makeLibrary(dir, target) {
  fs.rmSync(dir, {recursive: true, force: true});
  const files = execFileSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'}).split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(from, path.join(dir, file));
  }
  const posts = fs
    .readdirSync(path.join(root, 'blog'))
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f))
    .sort();
  const extra = Math.max(0, target - posts.length);
  for (let i = 0; i < extra; i += 1) {
    const source = posts[i % posts.length];
    const text = fs.readFileSync(path.join(root, 'blog', source), 'utf8');
    const slug = `${/^slug: (.*)$/m.exec(text)[1].trim()}-copy-${Math.floor(i / posts.length) + 1}`;
    const day = new Date(LAST_COPY_DAY - i * 86_400_000).toISOString().slice(0, 10);
    fs.writeFileSync(path.join(dir, 'blog', `${day}-${slug}${path.extname(source)}`), copyPost(text, slug, day));
  }
  return posts.length + extra;
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      // Field 24 of stat: resident pages.
      rss.set(Number(entry), Number(fields[21]) * 4096);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/** Builds the copy in `dir` for nginx, from clean; its wall time and the peak memory of its process tree. */
export function buildLibrary(dir) {
  for (const out of ['build', '.docusaurus']) fs.rmSync(path.join(dir, out), {recursive: true, force: true});
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const env = {
      ...process.env,
      SITE_HOST: 'nginx',
      VERCEL_JSON: 'skip',
      DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
      DOCUSAURUS_PERF_LOGGER: 'true',
    };
    for (const name of ['HUBSPOT_PORTAL_ID', 'HUBSPOT_CONTACT_FORM_ID', 'HUBSPOT_FORMS_BASE_URL', 'GTAG_ID']) delete env[name];
    const child = spawn('npx', ['docusaurus', 'build'], {cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe']});
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    let peak = 0;
    const poll = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 250);
    child.on('exit', (code) => {
      clearInterval(poll);
      // Docusaurus's own timings and memory per phase (DOCUSAURUS_PERF_LOGGER), for finding where a peak comes from.
      fs.writeFileSync(path.join(dir, 'build.log'), log);
      if (code !== 0) reject(new Error(`the build in ${dir} failed:\n${log.slice(-4000)}`));
      else resolve({seconds: (Date.now() - started) / 1000, peakMb: Math.round(peak / 1024 / 1024)});
    });
  });
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Serves the build in `buildDir` with nginx and its rules (tests/support/serve-build.sh) on `port`, once it answers. */
export async function serveBuild(buildDir, port) {
  const child = spawn('bash', ['tests/support/serve-build.sh', String(port)], {
    cwd: root,
    stdio: 'ignore',
    env: {...process.env, BUILD_DIR: buildDir},
  });
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('nginx did not start');
}

/** Gzipped size of a built file as nginx serves it: its .gz copy, or gzip at level 9. */
function gzipSize(file) {
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
}

/** The gzipped size of the one built script whose name starts with `prefix`. */
function bundleSize(buildDir, prefix) {
  const dir = path.join(buildDir, 'assets/js');
  const file = fs.readdirSync(dir).find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  return gzipSize(path.join(dir, file));
}

/** The scripts a page downloads in its first WINDOW_MS, cookies declined, in a fresh context. */
async function pageScripts(browser, buildDir, url) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'));
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const scripts = new Set();
    page.on('response', (response) => {
      const u = new URL(response.url());
      if (u.origin === origin && u.pathname.endsWith('.js')) scripts.add(u.pathname);
    });
    await page.goto(url);
    await page.waitForTimeout(WINDOW_MS);
    const files = [...scripts];
    const bytes = files.reduce((sum, p) => sum + gzipSize(path.join(buildDir, p)), 0);
    return {count: files.length, bytes};
  } finally {
    await context.close();
  }
}

/** Everything measured on one built copy. */
async function measure(browser, buildDir) {
  const port = await freePort();
  const server = await serveBuild(buildDir, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const pages = {};
    for (const p of LIBRARY_PAGES) pages[p.path] = await pageScripts(browser, buildDir, `${base}${p.path}`);
    const search = await measureSearch(browser, base);
    return {
      mainGzip: bundleSize(buildDir, 'main.'),
      runtimeGzip: bundleSize(buildDir, 'runtime~main.'),
      chunks: fs.readdirSync(path.join(buildDir, 'assets/js')).filter((f) => f.endsWith('.js')).length,
      pages,
      firstQuery: heaviestFirstQuery(search.firsts),
    };
  } finally {
    server.kill();
  }
}

export function libraryReport(posts, today, grown) {
  const misses = [];
  const row = (label, a, b, unit = 'KB') => `| ${label} | ${a} ${unit} | ${b} ${unit} | ${Math.round((b - a) * 10) / 10} ${unit} |`;
  const lines = [
    '## Library growth',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run perf -- --library ${posts.grown}\`: two copies of the site in one run, today's library (${posts.today} insights) and one grown to ${posts.grown} insights with copies of real posts; each built for nginx from clean, served with gzip, each page loaded in Debian's Chromium (1280x800, cookies declined). JavaScript counts every script a page downloads in its first ${WINDOW_MS / 1000} s, link prefetches included, gzipped.`,
    '',
    `| measure | ${posts.today} insights | ${posts.grown} insights | difference |`,
    '|---|---|---|---|',
    row('`main.js`, gzipped', kb(today.mainGzip), kb(grown.mainGzip)),
    row('`runtime~main.js`, gzipped', kb(today.runtimeGzip), kb(grown.runtimeGzip)),
    row('script files in the build', today.chunks, grown.chunks, ''),
    ...LIBRARY_PAGES.map((p) => {
      const a = kb(today.pages[p.path].bytes);
      const b = kb(grown.pages[p.path].bytes);
      if (b - a > LIBRARY_BUDGETS.extraJsKb)
        misses.push(
          `library: ${p.type} (${p.path}) loads ${Math.round((b - a) * 10) / 10} KB more JavaScript > ${LIBRARY_BUDGETS.extraJsKb} KB`,
        );
      return row(`JavaScript of ${p.type} \`${p.path}\` (files ${today.pages[p.path].count} / ${grown.pages[p.path].count})`, a, b);
    }),
    row('build time', today.build.seconds.toFixed(1), grown.build.seconds.toFixed(1), 's'),
    row('build peak memory', today.build.peakMb, grown.build.peakMb, 'MB'),
    row(
      `first search query, gzipped (heaviest of five: "${today.firstQuery.query}" / "${grown.firstQuery.query}")`,
      kb(today.firstQuery.bytes),
      kb(grown.firstQuery.bytes),
    ),
    '',
    `Budgets at the grown size: at most ${LIBRARY_BUDGETS.extraJsKb} KB more JavaScript per page than today's library, a build peak under ${LIBRARY_BUDGETS.buildPeakMb} MB, a first search query of at most ${LIBRARY_BUDGETS.firstQueryKb} KB. Build time is reported, not budgeted; the machine is shared, so it is noisy.`,
    '',
  ];
  if (grown.build.peakMb >= LIBRARY_BUDGETS.buildPeakMb)
    misses.push(`library: the build peaks at ${grown.build.peakMb} MB >= ${LIBRARY_BUDGETS.buildPeakMb} MB`);
  if (kb(grown.firstQuery.bytes) > LIBRARY_BUDGETS.firstQueryKb)
    misses.push(`library: the first search query downloads ${kb(grown.firstQuery.bytes)} KB > ${LIBRARY_BUDGETS.firstQueryKb} KB`);
  lines.push(misses.length ? `Missed:\n\n${misses.map((m) => `- ${m}`).join('\n')}\n` : 'Every library budget is met.\n');
  return {lines, misses};
}

const START = '<!-- library growth: start -->';
const END = '<!-- library growth: end -->';

/** perf/report.md with its library section replaced by `section` (or without one, when `section` is null). */
export function withLibrarySection(report, section) {
  const start = report.indexOf(START);
  const end = report.indexOf(END);
  const rest = start >= 0 && end > start ? report.slice(0, start).trimEnd() + report.slice(end + END.length) : report.trimEnd();
  return section === null ? `${rest.trimEnd()}\n` : `${rest.trimEnd()}\n\n${START}\n${section.trimEnd()}\n${END}\n`;
}

/** The library section of perf/report.md as it stands, to carry into a report rewritten without it. */
export function librarySection(report) {
  const start = report.indexOf(START);
  const end = report.indexOf(END);
  return start >= 0 && end > start ? report.slice(start + START.length, end).trim() : null;
}

export async function runLibraryPerf(target, {skipBuild = false} = {}) {
  const todayDir = path.join(TMP, 'library-today');
  const grownDir = path.join(TMP, `library-${target}`);
  const posts = {today: makeLibrary(todayDir, 0), grown: makeLibrary(grownDir, target)};
  const builds = {};
  for (const [key, dir] of [
    ['today', todayDir],
    ['grown', grownDir],
  ]) {
    console.log(`building ${path.relative(root, dir)} ...`);
    builds[key] = skipBuild ? {seconds: NaN, peakMb: NaN} : await buildLibrary(dir);
    console.log(`  ${builds[key].seconds.toFixed(1)} s, peak ${builds[key].peakMb} MB`);
  }
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
  let today;
  let grown;
  try {
    today = {...(await measure(browser, path.join(todayDir, 'build'))), build: builds.today};
    grown = {...(await measure(browser, path.join(grownDir, 'build'))), build: builds.grown};
  } finally {
    await browser.close();
  }
  const {lines, misses} = libraryReport(posts, today, grown);
  const reportPath = path.join(root, 'perf/report.md');
  const current = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, 'utf8') : '# Performance report\n';
  fs.writeFileSync(reportPath, withLibrarySection(current, lines.join('\n')));
  fs.writeFileSync(path.join(root, 'perf/library.json'), `${JSON.stringify({posts, today, grown, misses}, null, 2)}\n`);
  console.log(lines.join('\n'));
  return misses;
}
