/**
 * The browser specs the quick check runs when none is named
 * (scripts/check.sh): reads the changed files (one per line on stdin), the
 * map of page sources the build wrote (src/plugins/content-dates/pageSources.ts),
 * the pages of the build, the specs' declarations (tests/e2e/support/specPages.ts)
 * and the tree, and prints the choice of tools/spec-selection/select.ts, one
 * item a line:
 *
 *   why <file>: <what it reaches>
 *   everything                 (the whole browser suite, as npm test runs it)
 *   page <path>                (a page reached)
 *   spec <file>                (run on the reached pages only: E2E_PAGES)
 *   whole-spec <file>          (run on every page it covers)
 *
 *   node scripts/select-specs.mjs <build dir> < changed-files
 *   node scripts/select-specs.mjs <build dir> --markdown < changed-files
 *
 * --markdown prints the same choice for people (the pull-request workflow's job summary,
 * scripts/reach-summary.sh).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {loadTs, root} from './load-ts.mjs';

const buildDir = process.argv[2] ?? 'build';
const markdown = process.argv.includes('--markdown');
const generated = process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus';
const mapFile = path.join(generated, 'page-sources', `${path.basename(buildDir)}.json`);
if (!fs.existsSync(path.join(root, mapFile))) {
  console.error(`select-specs: ${mapFile} is missing: build the site into ${buildDir}/ first (the content-dates plugin writes it).`);
  process.exit(2);
}

const {reachedFiles} = await loadTs('src/plugins/content-dates/contentSources.ts');
const {readPageSourcesFile} = await loadTs('src/plugins/content-dates/pageSources.ts');
const {builtPages} = await loadTs('tests/support/builtPages.ts');
const {SPEC_PAGES} = await loadTs('tests/e2e/support/specPages.ts');
const {selectSpecs} = await loadTs('tools/spec-selection/select.ts');
const {buildDeployment} = await loadTs('tests/support/publishedPosts.ts');
const {isShown, postDay, publicationState, retiredTo} = await loadTs('src/lib/publication.ts');

const read = (file) => {
  const full = path.join(root, file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined;
};
const filesUnder = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
        .flatMap((e) => (e.isFile() && /\.(ts|tsx|js|jsx|mjs)$/.test(e.name) ? [path.relative(root, path.join(e.parentPath, e.name))] : []))
    : [];

// What every page loads or every build runs: the site config, the theme, the plugins, the client modules.
const roots = ['docusaurus.config.ts', 'sidebars.ts', ...['src/theme', 'src/plugins', 'src/clientModules'].flatMap(filesUnder)];
const shared = new Set(roots.flatMap((file) => reachedFiles(file, read)));

const specs = new Map(
  fs
    .readdirSync(path.join(root, 'tests/e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => {
      const coverage = SPEC_PAGES[name];
      if (!coverage) {
        console.error(`select-specs: tests/e2e/${name} has no entry in tests/e2e/support/specPages.ts`);
        process.exit(2);
      }
      return [`tests/e2e/${name}`, {coverage, imports: reachedFiles(`tests/e2e/${name}`, read)}];
    }),
);

const changed = fs.readFileSync(0, 'utf8').split('\n').filter(Boolean);

/** What the check compares with (scripts/check.sh): CHECK_BASE, or HEAD and, on a branch, where it left main. */
const git = (...args) => execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
const bases = (() => {
  if (process.env.CHECK_BASE) return [process.env.CHECK_BASE];
  const revs = ['HEAD'];
  try {
    if (git('rev-parse', '--abbrev-ref', 'HEAD').trim() !== 'main') revs.push(git('merge-base', 'main', 'HEAD').trim());
  } catch {
    // No main branch here: HEAD alone.
  }
  return revs;
})();
/** A post's text at a commit, or undefined where it did not exist. */
const atBase = (rev, file) => {
  try {
    return git('show', `${rev}:${file}`);
  } catch {
    return undefined;
  }
};
/** The day and kind build/ was made for (read from the build itself). */
const build = buildDeployment(path.resolve(root, buildDir));
/** Why the build leaves a post's text out (`scheduled` on `day`, or `draft`), or undefined when it has a page or no readable day. */
const leftOut = (file, text) => {
  const {data} = matter(text);
  const day = postDay(data.date, file);
  if (!day) return undefined;
  const state = publicationState({day, draft: data.draft === true, retired: retiredTo(data) !== undefined}, build.buildDate);
  return (state === 'scheduled' || state === 'draft') && !isShown(state, build) ? {state, day} : undefined;
};
// Changed posts the build leaves out now and at every base (or that are new): they reach no page.
const unbuilt = new Map();
for (const file of changed.filter((f) => /^(blog|case-studies)\/.+\.mdx?$/.test(f))) {
  const now = read(file);
  const state = now === undefined ? undefined : leftOut(file, now);
  if (!state) continue;
  if (
    bases.some((rev) => {
      const before = atBase(rev, file);
      return before !== undefined && !leftOut(file, before);
    })
  )
    continue;
  unbuilt.set(file, state.state === 'draft' ? 'a draft' : `scheduled for ${state.day}`);
}
const selection = selectSpecs({
  changed,
  pageSources: readPageSourcesFile(JSON.parse(fs.readFileSync(path.join(root, mapFile), 'utf8'))),
  routes: builtPages(path.resolve(root, buildDir)).map((page) => page.path),
  shared,
  specs,
  unbuilt,
});
const code = (items) => (items.length ? items.map((item) => `\`${item}\``).join(', ') : 'none');
const lines = markdown
  ? [
      `${changed.length} file(s) changed:`,
      '',
      ...selection.reasons.map((reason) => `- ${reason}`),
      '',
      ...(selection.everything
        ? ['**Every page**: the change reaches the whole site; the quick check runs the whole browser suite for it.']
        : [
            `**Pages reached (${selection.pages.length})**: ${code(selection.pages)}`,
            '',
            `**Specs on those pages**: ${code(selection.specs)}`,
            '',
            `**Specs on every page they cover**: ${code(selection.wholeSpecs)}`,
          ]),
    ]
  : [
      ...selection.reasons.map((reason) => `why ${reason}`),
      ...(selection.everything ? ['everything'] : []),
      ...selection.pages.map((page) => `page ${page}`),
      ...selection.specs.map((spec) => `spec ${spec}`),
      ...selection.wholeSpecs.map((spec) => `whole-spec ${spec}`),
    ];
console.log(lines.join('\n'));
