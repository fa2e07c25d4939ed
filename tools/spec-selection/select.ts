/**
 * Which browser specs the quick check (scripts/check.sh) runs for a change,
 * when no spec is named: those of the pages the change reaches. Pure: the
 * caller reads the tree, the build's map of page sources and the specs'
 * declarations (tests/e2e/support/specPages.ts) and passes them in.
 *
 * A changed file, in this order:
 * 1. that a spec imports and no built page is traced to (the spec itself,
 *    its support, a module only tests read), or a screenshot baseline of a
 *    spec: runs that spec, on every page it covers;
 * 2. that changes no build and no browser test (`INERT`: unit tests, tools,
 *    docs beside the code...): runs nothing;
 * 3. that every page or every browser test reads (`EVERYTHING`, or reached
 *    through imports from the theme, the plugins or the site config):
 *    runs the whole browser suite, as `npm test` does;
 * 4. a post the build leaves out, before and after the change (`unbuilt`:
 *    scheduled after the build's day, or a draft, in production): reaches no
 *    page; the build's checks of its front matter and links, and the unit
 *    tests that read posts, still run for it;
 * 5. in the sources of built pages (the build's map): reaches those pages,
 *    also when a spec imports it (a data module the pages and a spec both
 *    read): the spec's tests of those pages run, like any other spec's;
 * 6. anything else: the check cannot tell which pages it reaches, so it runs
 *    the whole browser suite.
 * Pages the map cannot trace are reached by a change that reaches a page of
 * their section (the first segment of the path: a paged list of insights by
 * a change to an insight), or, when their section has no traced page (search,
 * the HTML sitemap, the not-found page), by every change that reaches a page.
 *
 * A spec that covers many pages is then cut test by test (`selectTests`): a
 * test that declares its pages (the `pages` annotation, `onPages` in
 * tests/e2e/support/specPages.ts) runs when a change reaches one of them; a
 * test that checks how a build is made (the `machinery` annotation, or a spec
 * whose coverage is `machinery`: the preview builds, the redirect rules, a
 * second build) runs only when a file its spec imports changes, never for a
 * page's content; any other test runs whenever its spec does.
 */

/** What a spec visits or reads, declared once per spec. */
export type SpecCoverage =
  /** The routes it visits or reads: `/about`, `/insights/*` (one segment), `/insights/**` (any depth). */
  | {routes: readonly string[]}
  /** It walks every page and honors `E2E_PAGES` (only those pages) when set. */
  | {everyPage: 'filtered'}
  /** It reads the whole site (the search index, the HTML sitemap, every page's head): it runs for any page reached. */
  | {everyPage: 'whole'}
  /**
   * It tests how a build is made (what the string names: the preview builds, the redirect rules...),
   * not a page's content: it reads any page, and runs only when a file it imports changes.
   */
  | {machinery: string};

export interface SpecInput {
  coverage: SpecCoverage;
  /** Every file the spec reaches through imports, itself included. */
  imports: readonly string[];
}

export interface SelectionInput {
  /** Changed files, deleted ones included. */
  changed: readonly string[];
  /** Each traced built page and the files its content depends on. */
  pageSources: ReadonlyMap<string, readonly string[]>;
  /** Every built page (route path), traced or not. */
  routes: readonly string[];
  /** Files every page depends on: those reached from the theme, the plugins and the site config. */
  shared: ReadonlySet<string>;
  /** Spec file to its declaration and imports. */
  specs: ReadonlyMap<string, SpecInput>;
  /**
   * Changed post files the build leaves out, as it was and as it is now (a scheduled post or a
   * draft in production), each with why: they reach no page. A post that had a page before the
   * change, or has one now, is not among them.
   */
  unbuilt?: ReadonlyMap<string, string>;
}

export interface Selection {
  /** The whole browser suite, as `npm test` runs it. */
  everything: boolean;
  /** The built pages reached, sorted (empty when `everything`). */
  pages: string[];
  /** Specs to run on the reached pages only (E2E_PAGES), sorted. */
  specs: string[];
  /** Specs to run on every page they cover (their own code changed), sorted. */
  wholeSpecs: string[];
  /** One line per changed file: what it reaches, and why. */
  reasons: string[];
}

/** Files that change no build and no browser test, unless a spec imports them. */
export const INERT: readonly string[] = [
  'tests/unit/**',
  'tests/hosts/**',
  'tests/builds/**',
  'tests/README.md',
  'tools/**',
  'perf/**',
  '.github/**',
  '*.md',
  'src/**/README.md',
  'scripts/README.md',
  'scripts/check.sh',
  'scripts/select-specs.mjs',
  'scripts/select-tests.mjs',
  'scripts/reach-summary.sh',
  'scripts/timings.mjs',
  'scripts/check-unit-tests-fail.mjs',
  'scripts/new-post.mjs',
  'scripts/perf.mjs',
  'scripts/perf-budgets.mjs',
  'scripts/library-perf.mjs',
  'scripts/search-perf.mjs',
  'scripts/rehearse.mjs',
  '**/*.test.ts',
  'cspell.json',
  'project-words.txt',
  'eslint.config.mjs',
  'jest.config.mjs',
  'jest.builds.config.mjs',
  '.prettierrc.json',
  '.prettierignore',
  '.gitignore',
];

/** Files every build or every browser test reads: a change runs the whole browser suite. */
export const EVERYTHING: readonly string[] = [
  'playwright.config.ts',
  'tests/**',
  'package.json',
  'package-lock.json',
  '.nvmrc',
  'docusaurus.config.ts',
  'sidebars.ts',
  'src/theme/**',
  'src/css/**',
  'src/plugins/**',
  'src/clientModules/**',
  'static/**',
  'scripts/**',
];

function globRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** Whether a file matches one of the globs (`*` within a segment, `**` across segments). */
export function matchesAny(file: string, globs: readonly string[]): boolean {
  return globs.some((glob) => globRegExp(glob).test(file));
}

/** Whether a route path matches a declared route: exact, `/x/*` one segment below, `/x/**` any depth below. */
export function routeMatches(pattern: string, route: string): boolean {
  if (pattern.endsWith('/**')) return route.startsWith(pattern.slice(0, -2)) && route.length > pattern.length - 2;
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -1);
    return route.startsWith(base) && route.length > base.length && !route.slice(base.length).includes('/');
  }
  return pattern === route;
}

/** Whether a spec covers a route (a spec that tests a build's making reads every page). */
export function covers(coverage: SpecCoverage, route: string): boolean {
  return !('routes' in coverage) || coverage.routes.some((pattern) => routeMatches(pattern, route));
}

const SCREENSHOTS = 'tests/e2e/__screenshots__/';

/** The browser specs a change needs (see the module comment for the rules). */
export function selectSpecs(input: SelectionInput): Selection {
  const reasons: string[] = [];
  const wholeSpecs = new Set<string>();
  const reached = new Set<string>();
  let everything = false;
  const pagesOf = new Map<string, string[]>();
  for (const [page, files] of input.pageSources) {
    for (const file of files) pagesOf.set(file, [...(pagesOf.get(file) ?? []), page]);
  }

  for (const file of [...input.changed].sort()) {
    const importers = [...input.specs].filter(([, spec]) => spec.imports.includes(file)).map(([name]) => name);
    if (file.startsWith(SCREENSHOTS)) {
      const spec = `tests/e2e/${file.slice(SCREENSHOTS.length).split('/')[0]}`;
      if (input.specs.has(spec)) importers.push(spec);
    }
    const pages = pagesOf.get(file) ?? [];
    const testOnly = file.startsWith('tests/') || file.startsWith('tools/') || file.startsWith('scripts/');
    if (importers.length > 0 && (testOnly || pages.length === 0) && !input.shared.has(file)) {
      for (const spec of importers) wholeSpecs.add(spec);
      reasons.push(`${file}: read by ${importers.join(', ')}`);
    } else if (matchesAny(file, INERT)) {
      reasons.push(`${file}: changes no page and no browser test`);
    } else if (matchesAny(file, EVERYTHING) || input.shared.has(file)) {
      everything = true;
      reasons.push(`${file}: read by every page or every browser test`);
    } else if (input.unbuilt?.has(file) && pages.length === 0) {
      reasons.push(`${file}: ${input.unbuilt.get(file)}: the build leaves it out, so it reaches no page`);
    } else if (pages.length > 0) {
      for (const page of pages) reached.add(page);
      const shown = pages.slice(0, 5).join(', ') + (pages.length > 5 ? `, and ${pages.length - 5} more` : '');
      reasons.push(`${file}: reaches ${pages.length} page(s): ${shown}${importers.length > 0 ? `; read by ${importers.join(', ')}` : ''}`);
    } else {
      everything = true;
      reasons.push(`${file}: no built page is traced to it, so it may reach any page`);
    }
  }

  if (everything) {
    const all = [...input.specs.keys()].sort();
    return {everything, pages: [], specs: [], wholeSpecs: all, reasons};
  }
  if (reached.size > 0) {
    const section = (route: string) => route.split('/')[1] ?? '';
    const traced = new Set([...input.pageSources.keys()].map(section));
    const reachedSections = new Set([...reached].map(section));
    for (const route of input.routes) {
      if (input.pageSources.has(route)) continue;
      if (!traced.has(section(route)) || reachedSections.has(section(route))) reached.add(route);
    }
  }
  const pages = [...reached].sort();
  const specs = [...input.specs]
    .filter(([name, spec]) => !wholeSpecs.has(name) && !('machinery' in spec.coverage) && pages.some((page) => covers(spec.coverage, page)))
    .map(([name]) => name)
    .sort();
  return {everything, pages, specs, wholeSpecs: [...wholeSpecs].sort(), reasons};
}

/**
 * The built pages among `urls` that `coverage` does not cover, sorted, each
 * once. A URL's path is decoded and loses a trailing slash; paths that are
 * not built pages (`isBuiltPage` false: a missing page, a legacy address, a
 * file) are left out.
 */
export function uncoveredPages(coverage: SpecCoverage, urls: Iterable<string>, isBuiltPage: (pagePath: string) => boolean): string[] {
  const out = new Set<string>();
  for (const url of urls) {
    const pagePath = builtPagePath(url, isBuiltPage);
    if (pagePath !== undefined && !covers(coverage, pagePath)) out.add(pagePath);
  }
  return [...out].sort();
}

/** The built page a URL opens (its path decoded, without a trailing slash), or undefined when it opens none. */
export function builtPagePath(url: string, isBuiltPage: (pagePath: string) => boolean): string | undefined {
  let pagePath: string;
  try {
    pagePath = decodeURIComponent(new URL(url).pathname);
  } catch {
    return undefined;
  }
  if (pagePath.length > 1) pagePath = pagePath.replace(/\/+$/, '');
  return isBuiltPage(pagePath) ? pagePath : undefined;
}

/** A test as Playwright lists it, with the annotations the quick check reads. */
export interface ListedTest {
  /** The test's line of a Playwright `--test-list` file (`testListLine`). */
  id: string;
  annotations: readonly {type: string; description?: string}[];
}

/** What Playwright's `--test-list` lines put between the project, the file and each title. */
const TEST_LIST_SEPARATOR = '›';

/**
 * One test as a line of a Playwright `--test-list` file: `[project] › file › describe … › title`,
 * the file relative to the test directory. It names that one test, where a `file:line` location
 * names every test a loop declares on the line. Throws on a title the line cannot carry: one that
 * holds the separator, or starts or ends with a space (Playwright trims each title of the line).
 */
export function testListLine(project: string, file: string, titles: readonly string[]): string {
  for (const title of titles) {
    if (title.includes(TEST_LIST_SEPARATOR) || title !== title.trim())
      throw new Error(
        `${file}: the title "${title}" cannot be named in a test list (it holds "${TEST_LIST_SEPARATOR}" or starts or ends with a space): rename it`,
      );
  }
  return [`[${project}]`, file, ...titles].join(` ${TEST_LIST_SEPARATOR} `);
}

/** The annotation types: `pages` holds routes separated by spaces; `machinery` says what the test checks of a build. */
export const PAGES_ANNOTATION = 'pages';
export const MACHINERY_ANNOTATION = 'machinery';

/**
 * The tests, of specs chosen for the pages a change reaches, that those pages need: a test with a
 * `pages` annotation when one of its routes matches a reached page, never a `machinery` test, and
 * every other test. Returns their ids, in the order given, each once.
 */
export function selectTests(tests: readonly ListedTest[], reached: readonly string[]): string[] {
  const chosen = new Set<string>();
  for (const t of tests) {
    if (t.annotations.some((a) => a.type === MACHINERY_ANNOTATION)) continue;
    const routes = t.annotations
      .filter((a) => a.type === PAGES_ANNOTATION)
      .flatMap((a) => (a.description ?? '').split(' ').filter(Boolean));
    if (routes.length > 0 && !reached.some((page) => routes.some((route) => routeMatches(route, page)))) continue;
    chosen.add(t.id);
  }
  return [...chosen];
}
