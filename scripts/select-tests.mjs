/**
 * The tests of the chosen specs that the reached pages need, for the quick check (scripts/check.sh):
 * reads Playwright's listing of those specs (`npx playwright test --list --reporter=json`) on
 * stdin and the reached pages from E2E_PAGES (comma-separated), and prints one test location a
 * line (`tests/e2e/<spec>.ts:<line>`), as Playwright takes them on its command line. The rule is
 * `selectTests` in tools/spec-selection/select.ts: a test's `onPages` and `machinery` annotations
 * (tests/e2e/support/specPages.ts). A listing with errors (a spec that cannot load) stops it.
 *
 *   npx playwright test --project=chromium --list --reporter=json <specs> | node scripts/select-tests.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadTs, root} from './load-ts.mjs';

const {selectTests} = await loadTs('tools/spec-selection/select.ts');

const listing = JSON.parse(fs.readFileSync(0, 'utf8'));
if (listing.errors?.length) {
  for (const error of listing.errors) console.error(error.message);
  console.error('select-tests: Playwright could not list the chosen specs (above).');
  process.exit(2);
}
const testDir = path.relative(root, listing.config.rootDir);
const tests = [];
const visit = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) tests.push({location: `${testDir}/${spec.file}:${spec.line}`, annotations: t.annotations ?? []});
  }
  for (const child of suite.suites ?? []) visit(child);
};
for (const suite of listing.suites) visit(suite);

const reached = (process.env.E2E_PAGES ?? '').split(',').filter(Boolean);
for (const location of selectTests(tests, reached)) console.log(location);
