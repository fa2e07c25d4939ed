/**
 * The W3C Nu HTML checker (the `vnu-jar` package, on the machine's Java) over
 * every page of build/ and build-plain/, one run of the checker each. Those
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
import {machinery} from './support/specPages';
import {buildDeployment, builtPosts} from '../support/publishedPosts';

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

/** Every page of `dir`, or those the quick check names (E2E_PAGES), through the checker. */
async function checkBuild(dir: string): Promise<void> {
  // About 8 s of CPU a build; far longer in wall time while the browser tests share the machine.
  test.setTimeout(360_000);
  expect(fs.existsSync(dir), `${dir} is missing: build the site first`).toBe(true);
  const pages = builtPages(dir);
  // The build has a page for every post it publishes.
  const paths = new Set(pages.map((page) => page.path));
  const posts = (['blog', 'case-studies'] as const).flatMap((folder) => builtPosts(folder, buildDeployment(dir)));
  expect(posts.filter((post) => !paths.has(post.path)).map((post) => post.file)).toEqual([]);
  const report = await runChecker(reachedOnly(pages, (page) => page.path).map((page) => page.file));
  expect(nuErrors(report, path.resolve('.'))).toEqual([]);
}

test('every page of build/ has no error in the W3C Nu HTML checker', () => checkBuild(buildDir));

test(
  'every page of build-plain/ (nothing configured) has no error in the W3C Nu HTML checker',
  machinery('the pages of a build with nothing configured'),
  () => checkBuild(plainBuildDir),
);
