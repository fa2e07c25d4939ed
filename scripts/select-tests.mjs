/**
 * The tests of the chosen specs that the reached pages need, for the quick check (scripts/check.sh):
 * reads Playwright's listing of those specs (`npx playwright test --list --reporter=json`) on
 * stdin and the reached pages from E2E_PAGES (comma-separated), and prints one test a line, as a
 * Playwright `--test-list` file names it (`[project] › file › describe › title`: one test, also
 * where a loop declares several on one line). The rule is `selectTests` in
 * tools/spec-selection/select.ts: a test's `onPages` and `machinery` annotations
 * (tests/e2e/support/specPages.ts). A listing with errors (a spec that cannot load) stops it.
 *
 *   npx playwright test --project=chromium --list --reporter=json <specs> | node scripts/select-tests.mjs > chosen
 *   npx playwright test --project=chromium --test-list chosen
 */
import fs from 'node:fs';
import {loadTs} from './load-ts.mjs';

const {selectTests, testListLine} = await loadTs('tools/spec-selection/select.ts');

const listing = JSON.parse(fs.readFileSync(0, 'utf8'));
if (listing.errors?.length) {
  for (const error of listing.errors) console.error(error.message);
  console.error('select-tests: Playwright could not list the chosen specs (above).');
  process.exit(2);
}
const tests = [];
/** A suite's tests, `titles` being the describe titles above it (a file's own suite adds none). */
const visit = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) {
      tests.push({id: testListLine(t.projectName, spec.file, [...titles, spec.title]), annotations: t.annotations ?? []});
    }
  }
  for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
};
for (const suite of listing.suites) visit(suite, []);

const reached = (process.env.E2E_PAGES ?? '').split(',').filter(Boolean);
for (const id of selectTests(tests, reached)) console.log(id);
