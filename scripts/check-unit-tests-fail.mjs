#!/usr/bin/env node
/**
 * Every unit test must be able to fail. For each test file (tests/unit, and
 * the tools' own tests under tools/), this
 * removes the code it tests and runs it again: each project module the test
 * file imports (through `@site/` or a relative path, directly or through the
 * support modules of tests/unit/support) is replaced by an empty module, and a test file that imports no module loses
 * the project files it reads instead (named in READS below). Every test in
 * the file must then fail. Prints one line per test file and exits 1 if any
 * test still passes. Each file must first pass with nothing removed, so a
 * file that cannot run proves nothing. Every file is put back afterwards,
 * also on Ctrl+C.
 *
 *   npm run check:unit-tests            # every test file (a few minutes)
 *   npm run check:unit-tests -- head    # only test files whose name contains "head"
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadTs, root} from './load-ts.mjs';

const {importSpecifiers, resolveSpecifier} = await loadTs('src/plugins/content-dates/contentSources.ts');
/** Folders whose `*.test.ts` files jest runs (jest.config.mjs `roots`). */
const TEST_ROOTS = ['tests/unit', 'tools'];

/** Project files a test file reads rather than imports: they are removed too. */
const READS = {
  'tests/unit/upstream.test.ts': ['UPGRADING.md', 'src/theme/README.md', 'tests/e2e/theme-wrappers.spec.ts'],
  'tests/unit/docs.test.ts': [
    'README.md',
    'perf/README.md',
    'tests/README.md',
    'scripts/perf-budgets.mjs',
    'scripts/search-perf.mjs',
    'scripts/library-perf.mjs',
  ],
  'tests/unit/securityHeaders.test.ts': ['src/plugins/post-build/README.md'],
  'tests/unit/workflows.test.ts': ['scripts/lint-workflows.mjs', '.github/workflows/test.yml', '.github/workflows/rebuild.yml'],
  'tests/unit/scriptModules.test.ts': [
    'scripts/load-ts.mjs',
    'scripts/new-post.mjs',
    'scripts/check-unit-tests-fail.mjs',
    'tools/covers/draw.mjs',
    'tools/illustrations/render.mjs',
  ],
};

/** A project file (relative, forward slashes), or undefined when there is none. */
function read(file) {
  const full = path.join(root, file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined;
}

/**
 * The project modules a test file imports (type-only imports are not code),
 * directly or through the test support modules it uses (tests/unit/support),
 * which are test code and stay.
 */
function importedModules(testFile) {
  const modules = new Set();
  const seen = new Set([testFile]);
  const queue = [testFile];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const specifier of importSpecifiers(read(file))) {
      const imported = resolveSpecifier(specifier, file, read);
      if (!imported) continue;
      if (!imported.startsWith('tests/')) modules.add(imported);
      else if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return [...modules];
}

function emptied(file) {
  return /\.(md|mdx)$/.test(file) ? '' : 'export {};\n';
}

/** Runs one test file: how many files jest ran, the names of the tests that passed, and how many failed. */
function runTests(testFile) {
  const report = path.join(os.tmpdir(), `unit-test-check-${process.pid}.json`);
  fs.rmSync(report, {force: true});
  spawnSync('npx', ['jest', '--ci', '--silent', '--json', `--outputFile=${report}`, testFile], {cwd: root, encoding: 'utf8'});
  if (!fs.existsSync(report)) return {files: 0, passed: [], failed: 0};
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  fs.rmSync(report, {force: true});
  const results = json.testResults.flatMap((file) => file.assertionResults);
  return {
    files: json.testResults.length,
    passed: results.filter((test) => test.status === 'passed').map((test) => test.fullName),
    failed: results.filter((test) => test.status === 'failed').length,
  };
}

const originals = new Map();
function restore() {
  for (const [file, text] of originals) fs.writeFileSync(path.join(root, file), text);
  originals.clear();
}
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

/** Test files under a folder, relative to the project root. */
function testFilesUnder(dir) {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'support' ? [] : testFilesUnder(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const filter = process.argv[2] ?? '';
const testFiles = TEST_ROOTS.flatMap(testFilesUnder)
  .filter((file) => path.basename(file).includes(filter))
  .sort();

const survivors = [];
for (const name of testFiles) {
  const removed = [...importedModules(name), ...(READS[name] ?? [])];
  if (removed.length === 0) {
    survivors.push(`${name}: imports no project module and reads no listed file`);
    console.log(`?? ${name}: nothing to remove`);
    continue;
  }
  // With nothing removed the file must run and pass, or a failure below would prove nothing.
  const baseline = runTests(name);
  if (baseline.files !== 1 || baseline.passed.length === 0 || baseline.failed > 0) {
    survivors.push(`${name}: does not pass as it is (${baseline.passed.length} passed, ${baseline.failed} failed)`);
    console.log(`?? ${name}: does not pass with nothing removed`);
    continue;
  }
  try {
    for (const file of removed) {
      const full = path.join(root, file);
      originals.set(file, fs.readFileSync(full, 'utf8'));
      fs.writeFileSync(full, emptied(file));
    }
    const run = runTests(name);
    if (run.files !== 1) throw new Error(`jest did not run ${name}`);
    if (run.passed.length > 0) {
      survivors.push(...run.passed.map((test) => `${name} › ${test} passes with ${removed.join(', ')} removed`));
      console.log(`!! ${name}: ${run.passed.length} of ${baseline.passed.length} tests still pass without ${removed.join(', ')}`);
    } else {
      console.log(`ok ${name}: every test fails without ${removed.join(', ')}`);
    }
  } finally {
    restore();
  }
}

if (survivors.length > 0) {
  console.error(`\n${survivors.length} test(s) cannot fail:\n${survivors.map((s) => `  ${s}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nEvery test in the ${testFiles.length} test files fails when the code it tests is removed.`);
