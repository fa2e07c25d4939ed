#!/usr/bin/env node
/**
 * A rehearsal of a Docusaurus upgrade, in a copy of the project:
 *
 *   npm run rehearse -- <version> [--dir DIR] [--port PORT] [--reuse] [--only STEPS]
 *
 * 1. Copies the project (its git history, which the content dates read, and
 *    the working tree's files, without node_modules or builds) into DIR
 *    (default perf/tmp/rehearse-<version>, gitignored).
 * 2. Sets every `@docusaurus/*` package the project pins to <version> (and
 *    stops when one of them has no such version) and installs there (`--legacy-peer-deps`: a canary's peer ranges may not
 *    name the versions the project pins). `--reuse` keeps an earlier
 *    rehearsal's install of the same version and only copies the files again.
 * 3. Builds there (`npm run build`, SITE_HOST=static, so no nginx is needed; the build's guards
 *    run, src/plugins/lean-client/guards.ts), type-checks, runs the unit tests, and walks
 *    /, /insights, a post, a guide and the RevOps calculator in Chromium with
 *    client navigation and Back, served by `docusaurus serve`, failing on any
 *    console error or full page load.
 * 4. Prints each pin of UPGRADING.md whose upstream file changed, with a
 *    one-line summary of the difference (lines, exports, first changed line).
 *
 * `--only build,types,unit,walk,pins` runs only those steps in an earlier
 * rehearsal's folder (its files and install kept as they are), to re-run one.
 * Each step runs even when an earlier one failed (the walk needs the build),
 * and the last lines say what passed. Canaries move, so this is not part of
 * `npm test`. Run it on Node 24 or newer (scripts/node-runtime.sh).
 */
import {spawn, spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function usage(message) {
  console.error(`${message}\nUsage: npm run rehearse -- <version> [--dir DIR] [--port PORT] [--reuse] [--only build,types,unit,walk,pins]`);
  process.exit(2);
}

const args = process.argv.slice(2);
let version;
let dir;
let port = 3190;
let reuse = false;
let only = null;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--dir') dir = path.resolve(args[++i] ?? usage('--dir needs a directory'));
  else if (arg === '--port') port = Number(args[++i] ?? usage('--port needs a number'));
  else if (arg === '--reuse') reuse = true;
  else if (arg === '--only') only = new Set((args[++i] ?? usage('--only needs steps')).split(','));
  else if (arg.startsWith('-')) usage(`Unknown option ${arg}`);
  else if (!version) version = arg;
  else usage(`One version only (got ${version} and ${arg})`);
}
if (!version) usage('Which Docusaurus version?');
dir ??= path.join(root, 'perf/tmp', `rehearse-${version}`);

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 14 && version.startsWith('4.'))) {
  usage(`Node ${process.versions.node} is too old: run through scripts/node-runtime.sh (use_site_node); Docusaurus 4 needs Node >= 24.14.`);
}

const results = [];
function record(step, ok, detail = '') {
  results.push({step, ok, detail});
  console.log(`\n== ${ok ? 'PASS' : 'FAIL'} ${step}${detail ? `: ${detail}` : ''}\n`);
}

/** Runs a command in the copy, shows the end of its output, and returns whether it passed and the whole output. */
function run(command, commandArgs, env = {}) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, {
    cwd: dir,
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  process.stdout.write(output.split('\n').slice(-60).join('\n'));
  return {ok: result.status === 0, output};
}

// 1. The copy.
function copyProject() {
  const installed = path.join(dir, 'node_modules');
  const keep = reuse && fs.existsSync(installed);
  if (keep) {
    for (const entry of fs.readdirSync(dir)) if (entry !== 'node_modules') fs.rmSync(path.join(dir, entry), {recursive: true, force: true});
  } else {
    fs.rmSync(dir, {recursive: true, force: true});
  }
  fs.mkdirSync(dir, {recursive: true});
  // The history: a local clone shares the objects; the content-dates plugin reads `git log`.
  const tmpClone = path.join(dir, '.clone');
  spawnSync('git', ['clone', '--quiet', '--no-checkout', root, tmpClone], {stdio: 'inherit'});
  fs.renameSync(path.join(tmpClone, '.git'), path.join(dir, '.git'));
  fs.rmSync(tmpClone, {recursive: true, force: true});
  spawnSync('git', ['reset', '--quiet'], {cwd: dir});
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8'})
    .stdout.split('\0')
    .filter((file) => file && !file.startsWith('node_modules/') && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  return keep;
}

// 2. The install.
function install(kept) {
  const pkgFile = path.join(dir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  const pinned = [];
  const held = [];
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if (!name.startsWith('@docusaurus/') || pkg[field][name].startsWith('npm:')) continue;
      // A canary may publish some packages only (4.0.0-canary-6822: core alone).
      const published = spawnSync('npm', ['view', `${name}@${version}`, 'version'], {encoding: 'utf8'}).stdout.trim();
      if (published === version) {
        pkg[field][name] = version;
        pinned.push(name);
      } else {
        held.push(`${name}@${pkg[field][name]}`);
      }
    }
  }
  if (held.length > 0) {
    // A release is all of its packages together: one core with 3.x plugins rehearses nothing.
    record('install', false, `not published at ${version}: ${held.join(', ')}; rehearse a version every package has`);
    return false;
  }
  fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  const marker = path.join(dir, 'node_modules/@docusaurus/core/package.json');
  if (kept && fs.existsSync(marker) && JSON.parse(fs.readFileSync(marker, 'utf8')).version === version) {
    record('install', true, `kept the earlier install of ${pinned.length} @docusaurus packages at ${version}`);
    return true;
  }
  const {ok, output} = run('npm', ['install', '--legacy-peer-deps', '--no-audit', '--no-fund']);
  const core = fs.existsSync(marker) ? JSON.parse(fs.readFileSync(marker, 'utf8')).version : 'missing';
  const good = ok && core === version;
  record(
    'install',
    good,
    good ? `${pinned.length} @docusaurus packages at ${version}` : `@docusaurus/core is ${core}; ${lastLines(output)}`,
  );
  return good;
}

function lastLines(output, n = 3) {
  return output
    .trim()
    .split('\n')
    .filter((line) => line.trim())
    .slice(-n)
    .join(' | ');
}

// 3. Build, unit tests, the walk.
function build() {
  const {ok, output} = run('npm', ['run', 'build'], {SITE_HOST: 'static', DOCUSAURUS_NO_PERSISTENT_CACHE: '1', VERCEL_JSON: 'skip'});
  // A guard's message (src/plugins/lean-client/guards.ts) names the upstream file and the pin.
  const guard = output.split('\n').find((l) => /^(?:Error: )?lean-(client|blog): /.test(l.trim()));
  const warnings = [...new Set(output.split('\n').filter((l) => /\[WARNING\]|Warning:/.test(l)))];
  const warned = warnings.length > 0 ? `; ${warnings.length} warning lines, e.g. ${warnings[0].trim().slice(0, 160)}` : '; no warnings';
  record('build', ok, ok ? `docusaurus build passed, guards included${warned}` : (guard?.trim() ?? lastLines(output)));
  return ok;
}

function typeCheck() {
  const {ok, output} = run('npx', ['tsc', '--noEmit']);
  const errors = [...output.matchAll(/^(\S+?)\(\d+,\d+\): error (TS\d+)/gm)];
  const files = [...new Set(errors.map((m) => m[1]))];
  record(
    'type check',
    ok,
    ok ? 'tsc --noEmit passed' : `${errors.length} errors in ${files.slice(0, 6).join(', ')}${files.length > 6 ? ', ...' : ''}`,
  );
  return ok;
}

function unitTests() {
  const {ok, output} = run('npx', ['jest', '--ci']);
  const summary = output.split('\n').filter((line) => /^(Tests|Test Suites):/.test(line));
  const failed = [...output.matchAll(/^FAIL (\S+)/gm)].map((m) => m[1]);
  record('unit tests', ok, [...summary, ...(failed.length ? [`failed: ${[...new Set(failed)].join(', ')}`] : [])].join('; '));
  return ok;
}

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

/** The walk: every step a client-side navigation (a marker on window survives it), no console error. */
async function walk() {
  const server = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const steps = [];
  const errors = [];
  let browser;
  try {
    if (!(await waitFor(`${base}/`, 60_000))) throw new Error(`docusaurus serve did not answer on ${base}`);
    const {chromium} = await import('@playwright/test');
    browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
    const page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const hydrated = () =>
      page.waitForFunction(() => performance.getEntriesByName('client-entry:hydrate').length > 0, null, {timeout: 20_000});
    const stillSameDocument = async (what) => {
      if (!(await page.evaluate(() => window.__rehearsal === true))) throw new Error(`${what} loaded a new document`);
    };
    const heading = () => page.evaluate(() => document.querySelector('h1')?.textContent ?? '');
    /** Waits for the path, then for the page to render (the router keeps the old page until the new one's chunks are in). */
    const arrive = async (pathname, before) => {
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === pathname.replace(/\/$/, ''), {timeout: 15_000});
      await page.waitForFunction((old) => (document.querySelector('h1')?.textContent ?? '') !== old, before, {timeout: 15_000});
    };
    /** Clicks a visible link in the page (client navigation) and waits for its page. */
    const click = async (selector, what) => {
      const link = page.locator(selector).filter({visible: true}).first();
      const href = new URL(await link.getAttribute('href'), base).pathname;
      const before = await heading();
      await link.click();
      await arrive(href, before);
      await stillSameDocument(what);
      steps.push(`${what} ${href}`);
      return href;
    };

    await page.goto(`${base}/`);
    await hydrated();
    await page.evaluate(() => {
      window.__rehearsal = true;
    });
    steps.push('/');
    await click('a[href="/insights"]', 'insights');
    const post = await click('main a[href^="/insights/"]:not([href*="/tags/"]):not([href*="/page/"]):not([href*="/authors/"])', 'post');
    let before = await heading();
    await page.goBack();
    await arrive('/insights', before);
    await stillSameDocument('Back');
    steps.push(`Back from ${post} to /insights`);
    before = await heading();
    await page.goBack();
    await arrive('/', before);
    await stillSameDocument('Back');
    steps.push('Back to /');
    await click('a[href^="/guides/"]', 'guide');
    await click('a[href="/revops-roi-calculator"]', 'calculator').catch(async (error) => {
      // The calculator may not be linked from a guide: reach it from the home page's links instead.
      if (!String(error).includes('Timeout')) throw error;
      await page.goBack();
      await click('a[href="/revops-roi-calculator"]', 'calculator');
    });
    await page.locator('main input').first().waitFor({timeout: 15_000});
    if (errors.length > 0) throw new Error(`console errors: ${errors.join(' | ')}`);
    record('browser walk', true, steps.join(' -> '));
    return true;
  } catch (error) {
    record(
      'browser walk',
      false,
      `${error instanceof Error ? error.message.split('\n')[0] : error} (after ${steps.join(' -> ') || 'nothing'})${errors.length ? `; console errors: ${errors.join(' | ')}` : ''}`,
    );
    return false;
  } finally {
    await browser?.close();
    try {
      process.kill(-server.pid);
    } catch {
      // Already gone.
    }
  }
}

// 4. The pins.
const sha16 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);

/** Names a module exports, from its source text (ES and CommonJS forms). */
function exportsOf(text) {
  const names = new Set();
  for (const m of text.matchAll(/^export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm)) names.add(m[1]);
  for (const m of text.matchAll(/^export\s+default\b/gm)) names.add(m[0] && 'default');
  for (const m of text.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of m[1].split(','))
      if (part.trim())
        names.add(
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1),
        );
  }
  for (const m of text.matchAll(/\bexports\.([\w$]+)\s*=/g)) if (m[1] !== '__esModule') names.add(m[1]);
  return names;
}

/** One line: how many lines changed, which exports came and went, the first changed line. */
export function diffSummary(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  const inA = new Map();
  for (const line of a) inA.set(line, (inA.get(line) ?? 0) + 1);
  const added = [];
  for (const line of b) {
    if (inA.get(line)) inA.set(line, inA.get(line) - 1);
    else added.push(line);
  }
  const removed = [...inA].flatMap(([line, n]) => Array(n).fill(line));
  const ea = exportsOf(before);
  const eb = exportsOf(after);
  const gone = [...ea].filter((n) => !eb.has(n));
  const came = [...eb].filter((n) => !ea.has(n));
  const lines = [...removed.map((l) => `-${l.trim()}`), ...added.map((l) => `+${l.trim()}`)].filter((l) => l.length > 1);
  const isComment = (l) => /^[+-](\/\/|\*|\/\*)/.test(l);
  const first = lines.find((l) => !isComment(l)) ?? (lines.length > 0 ? `comments only: ${lines[0]}` : undefined);
  const exportsPart =
    gone.length || came.length ? `exports ${[...came.map((n) => `+${n}`), ...gone.map((n) => `-${n}`)].join(' ')}` : 'same exports';
  return `+${added.length} -${removed.length} lines, ${exportsPart}${first ? `; e.g. ${first.slice(0, 100)}` : ''}`;
}

function pins() {
  const upgrading = fs.readFileSync(path.join(root, 'UPGRADING.md'), 'utf8');
  const rows = [...upgrading.matchAll(/^\| `([^`]+)` \| `([^`]+)` \| ([^|]+) \| `([0-9a-f]{16})` \| (.*) \|$/gm)];
  const seen = new Set();
  const changed = [];
  for (const [, projectFile, upstreamFile, , sha] of rows) {
    const key = `${projectFile} ${upstreamFile}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const now = path.join(dir, 'node_modules', upstreamFile);
    const before = path.join(root, 'node_modules', upstreamFile);
    if (!fs.existsSync(now)) {
      changed.push(`${upstreamFile} (for ${projectFile}): gone in ${version}`);
      continue;
    }
    if (sha16(now) === sha) continue;
    const summary = fs.existsSync(before)
      ? diffSummary(fs.readFileSync(before, 'utf8'), fs.readFileSync(now, 'utf8'))
      : 'the pinned version is not installed here to compare';
    changed.push(`${upstreamFile} (for ${projectFile}): ${summary}`);
  }
  console.log(`\n== Pins of UPGRADING.md: ${changed.length} of ${seen.size} changed in ${version}`);
  for (const line of changed) console.log(`  - ${line}`);
  record('pins', changed.length === 0, `${changed.length} of ${seen.size} pinned upstream files changed`);
}

const started = Date.now();
console.log(`Rehearsing @docusaurus/* ${version} in ${dir} on Node ${process.versions.node}`);
const wanted = (step) => !only || only.has(step);
const installed = only
  ? fs.existsSync(path.join(dir, 'node_modules')) || usage(`--only needs an earlier rehearsal in ${dir}`)
  : install(copyProject());
if (installed) {
  const built = wanted('build') ? build() : fs.existsSync(path.join(dir, 'build'));
  if (wanted('types')) typeCheck();
  if (wanted('unit')) unitTests();
  if (wanted('walk')) {
    if (built) await walk();
    else record('browser walk', false, 'not run: the build failed');
  }
  if (wanted('pins')) pins();
}
console.log(`\n== Rehearsal of ${version} (${Math.round((Date.now() - started) / 1000)} s, in ${path.relative(root, dir) || dir})`);
for (const {step, ok, detail} of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${step}${detail ? `: ${detail}` : ''}`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
