/**
 * The W3C Nu HTML checker (the `vnu-jar` package, on the machine's Java) over
 * every page of build/ and build-plain/, in one run of the checker. Those
 * nginx builds have no redirect pages; build-static/ adds only the
 * client-redirects plugin's pages (which send the browser on at once, and
 * which the server rules answer with a 301 instead) to pages identical to
 * build-plain/'s (redirects.spec.ts), so it is not checked again.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {builtPages, buildDir, plainBuildDir} from '../support/builtPages';
import {nuErrors} from '../../tools/page-checks/nuChecker';
import {reachedOnly} from './support/reachedPages';

const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const java = process.env.JAVA ?? 'java';

function runChecker(files: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      java,
      ['-jar', jar, '--errors-only', '--exit-zero-always', '--format', 'json', ...files],
      {maxBuffer: 64 * 1024 * 1024},
      (error, _stdout, stderr) => {
        if (error) reject(new Error(`The Nu HTML checker did not run (${java} -jar ${jar}): ${error.message}`));
        else resolve(stderr);
      },
    );
  });
}

test('every page of both builds has no error in the W3C Nu HTML checker', async () => {
  // About 15 s of CPU for both builds; far longer in wall time while the browser tests share the machine.
  test.setTimeout(360_000);
  const dirs = [buildDir, plainBuildDir];
  for (const dir of dirs) expect(fs.existsSync(dir), `${dir} is missing: build the site first`).toBe(true);
  const pages = dirs.flatMap((dir) => builtPages(dir));
  expect(pages.length).toBeGreaterThan(240);
  // Every page, or those the quick check names (E2E_PAGES).
  const report = await runChecker(reachedOnly(pages, (page) => page.path).map((page) => page.file));
  expect(nuErrors(report, path.resolve('.'))).toEqual([]);
});
