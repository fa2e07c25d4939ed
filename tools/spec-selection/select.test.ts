import {describe, expect, test} from '@jest/globals';
import {
  EVERYTHING,
  INERT,
  covers,
  matchesAny,
  routeMatches,
  selectSpecs,
  selectTests,
  testListLine,
  uncoveredPages,
  type SelectionInput,
  type SpecInput,
} from './select';

describe('routeMatches', () => {
  test('an exact route, one segment below, any depth below', () => {
    expect(routeMatches('/about', '/about')).toBe(true);
    expect(routeMatches('/about', '/about/team')).toBe(false);
    expect(routeMatches('/insights/*', '/insights/a')).toBe(true);
    expect(routeMatches('/insights/*', '/insights/a/b')).toBe(false);
    expect(routeMatches('/insights/*', '/insights')).toBe(false);
    expect(routeMatches('/insights/**', '/insights/tags/x/page/2')).toBe(true);
    expect(routeMatches('/insights/**', '/insights')).toBe(false);
    expect(routeMatches('/insights/**', '/insightsx/a')).toBe(false);
  });

  test('a page walk covers every route', () => {
    expect(covers({everyPage: 'filtered'}, '/anything')).toBe(true);
    expect(covers({routes: ['/a', '/b/**']}, '/b/c')).toBe(true);
    expect(covers({routes: ['/a', '/b/**']}, '/c')).toBe(false);
  });
});

describe('matchesAny', () => {
  test('`*` stays within a segment, `**/` spans any number of folders', () => {
    expect(matchesAny('README.md', ['*.md'])).toBe(true);
    expect(matchesAny('docs/guide.md', ['*.md'])).toBe(false);
    expect(matchesAny('src/lib/README.md', ['src/**/README.md'])).toBe(true);
    expect(matchesAny('src/README.md', ['src/**/README.md'])).toBe(true);
    expect(matchesAny('tools/copy/rules.test.ts', ['**/*.test.ts'])).toBe(true);
    expect(matchesAny('src/theme/Footer/index.tsx', ['src/theme/**'])).toBe(true);
    expect(matchesAny('src/themes.ts', ['src/theme/**'])).toBe(false);
  });

  test('content and site code are neither inert nor read everywhere by rule', () => {
    for (const file of [
      'blog/2024-01-01-post.md',
      'docs/guides/a.mdx',
      'src/data/approach.ts',
      'src/pages/about.tsx',
      'src/components/Card/index.tsx',
    ]) {
      expect([file, matchesAny(file, INERT), matchesAny(file, EVERYTHING)]).toEqual([file, false, false]);
    }
  });
});

const spec = (coverage: SpecInput['coverage'], imports: string[]): SpecInput => ({coverage, imports});

function input(changed: string[], extra: Partial<SelectionInput> = {}): SelectionInput {
  return {
    changed,
    pageSources: new Map([
      ['/', ['src/pages/index.tsx', 'src/components/Hero/index.tsx', 'src/data/home.ts']],
      ['/approach', ['src/pages/approach.tsx', 'src/data/approach.ts', 'src/components/Hero/index.tsx']],
      ['/insights/a', ['blog/a.md', 'blog/b.md']],
      ['/insights/b', ['blog/b.md', 'blog/a.md']],
      ['/insights', ['blog/a.md', 'blog/b.md']],
    ]),
    routes: ['/', '/approach', '/insights', '/insights/a', '/insights/b', '/insights/page/2', '/404', '/search'],
    shared: new Set(['src/config/site.ts', 'src/lib/url.ts']),
    specs: new Map([
      ['tests/e2e/home.spec.ts', spec({routes: ['/']}, ['tests/e2e/home.spec.ts', 'tests/e2e/fixtures.ts'])],
      [
        'tests/e2e/pages.spec.ts',
        spec({routes: ['/approach']}, ['tests/e2e/pages.spec.ts', 'tests/e2e/fixtures.ts', 'src/data/approach.ts']),
      ],
      ['tests/e2e/blog.spec.ts', spec({routes: ['/insights', '/insights/**']}, ['tests/e2e/blog.spec.ts', 'tests/e2e/fixtures.ts'])],
      ['tests/e2e/site-walk.spec.ts', spec({everyPage: 'filtered'}, ['tests/e2e/site-walk.spec.ts', 'tests/e2e/fixtures.ts'])],
      ['tests/e2e/visual.spec.ts', spec({everyPage: 'filtered'}, ['tests/e2e/visual.spec.ts', 'tests/e2e/fixtures.ts'])],
      ['tests/e2e/search.spec.ts', spec({everyPage: 'whole'}, ['tests/e2e/search.spec.ts', 'tests/e2e/fixtures.ts'])],
    ]),
    ...extra,
  };
}

describe('selectSpecs', () => {
  test('a data module reaches the pages that import it, plus the pages the map cannot trace; the specs of those pages run there', () => {
    const selection = selectSpecs(input(['src/data/approach.ts']));
    expect(selection.everything).toBe(false);
    expect(selection.pages).toEqual(['/404', '/approach', '/search']);
    // The spec that imports the module too runs, test by test, on the pages it reaches, like the others.
    expect(selection.specs).toEqual([
      'tests/e2e/pages.spec.ts',
      'tests/e2e/search.spec.ts',
      'tests/e2e/site-walk.spec.ts',
      'tests/e2e/visual.spec.ts',
    ]);
    expect(selection.wholeSpecs).toEqual([]);
    expect(selection.reasons).toEqual(['src/data/approach.ts: reaches 1 page(s): /approach; read by tests/e2e/pages.spec.ts']);
  });

  test('a module only a spec reads runs that spec on every page it covers', () => {
    const selection = selectSpecs(
      input(['src/data/fixtures.ts'], {
        specs: new Map([
          ...input([]).specs,
          ['tests/e2e/pages.spec.ts', spec({routes: ['/approach']}, ['tests/e2e/pages.spec.ts', 'src/data/fixtures.ts'])],
        ]),
      }),
    );
    expect(selection.wholeSpecs).toEqual(['tests/e2e/pages.spec.ts']);
    expect(selection.pages).toEqual([]);
  });

  test('a post reaches its page, the pages that show it and the list; not the home page', () => {
    const selection = selectSpecs(input(['blog/a.md']));
    // The paged list is untraced: a page of its section reached reaches it.
    expect(selection.pages).toEqual(['/404', '/insights', '/insights/a', '/insights/b', '/insights/page/2', '/search']);
    expect(selection.specs).toEqual([
      'tests/e2e/blog.spec.ts',
      'tests/e2e/search.spec.ts',
      'tests/e2e/site-walk.spec.ts',
      'tests/e2e/visual.spec.ts',
    ]);
    expect(selection.wholeSpecs).toEqual([]);
  });

  test('a post the build leaves out before and after the change reaches no page; with a page, it reaches as any post', () => {
    const unbuilt = new Map([['blog/c.md', 'scheduled for 2026-12-09']]);
    const selection = selectSpecs(input(['blog/c.md'], {unbuilt}));
    expect(selection).toEqual({
      everything: false,
      pages: [],
      specs: [],
      wholeSpecs: [],
      reasons: ['blog/c.md: scheduled for 2026-12-09: the build leaves it out, so it reaches no page'],
    });
    // Beside a published post, the published post decides what runs.
    expect(selectSpecs(input(['blog/a.md', 'blog/c.md'], {unbuilt})).pages).toEqual(selectSpecs(input(['blog/a.md'])).pages);
    // Not left out (no entry): a file no page is traced to reaches everything.
    expect(selectSpecs(input(['blog/c.md'])).everything).toBe(true);
    // A file the map traces to a page has that page, whatever the caller says.
    expect(selectSpecs(input(['blog/a.md'], {unbuilt: new Map([['blog/a.md', 'a draft']])})).pages).toContain('/insights/a');
  });

  test('a component used by two pages reaches both', () => {
    expect(selectSpecs(input(['src/components/Hero/index.tsx'])).pages).toEqual(['/', '/404', '/approach', '/search']);
  });

  test('shared code, the theme, a stylesheet, the config, a file no page is traced to, or a deleted file: the whole suite', () => {
    for (const file of [
      'src/lib/url.ts',
      'src/theme/Footer/index.tsx',
      'src/css/custom.css',
      'docusaurus.config.ts',
      'static/img/logo.svg',
      'blog/authors.yml',
      'src/data/gone.ts',
    ]) {
      const selection = selectSpecs(input([file]));
      expect([file, selection.everything, selection.pages, selection.specs]).toEqual([file, true, [], []]);
      expect(selection.wholeSpecs).toHaveLength(6);
    }
  });

  test('a spec, its support or its baselines run that spec alone, on every page it covers', () => {
    expect(selectSpecs(input(['tests/e2e/blog.spec.ts']))).toEqual({
      everything: false,
      pages: [],
      specs: [],
      wholeSpecs: ['tests/e2e/blog.spec.ts'],
      reasons: ['tests/e2e/blog.spec.ts: read by tests/e2e/blog.spec.ts'],
    });
    expect(selectSpecs(input(['tests/e2e/__screenshots__/visual.spec.ts/home-390.png'])).wholeSpecs).toEqual(['tests/e2e/visual.spec.ts']);
    expect(selectSpecs(input(['tests/e2e/fixtures.ts'])).wholeSpecs).toHaveLength(6);
  });

  test('test support no spec imports runs the whole suite; unit tests and docs run no browser spec', () => {
    expect(selectSpecs(input(['tests/support/serve-build.sh'])).everything).toBe(true);
    expect(selectSpecs(input(['playwright.config.ts'])).everything).toBe(true);
    const inert = selectSpecs(input(['tests/unit/copy.test.ts', 'README.md', 'src/lib/README.md', 'tools/copy/rules.ts']));
    expect(inert).toEqual({everything: false, pages: [], specs: [], wholeSpecs: [], reasons: expect.any(Array)});
    expect(inert.reasons).toHaveLength(4);
  });

  test('nothing changed: nothing runs', () => {
    expect(selectSpecs(input([]))).toEqual({everything: false, pages: [], specs: [], wholeSpecs: [], reasons: []});
  });
});

describe('uncoveredPages', () => {
  const built = new Set(['/', '/about', '/insights/a']);
  const isBuilt = (p: string) => built.has(p);

  test('built pages outside the routes, each once, sorted; slashes and queries do not matter', () => {
    const urls = [
      'http://127.0.0.1:4173/about/',
      'http://127.0.0.1:4173/about?x=1',
      'http://127.0.0.1:4173/insights/a',
      'http://127.0.0.1:4173/',
    ];
    expect(uncoveredPages({routes: ['/']}, urls, isBuilt)).toEqual(['/about', '/insights/a']);
    expect(uncoveredPages({routes: ['/', '/about', '/insights/*']}, urls, isBuilt)).toEqual([]);
  });

  test('paths that are not built pages and undecodable paths are left out; a page walk covers everything', () => {
    expect(uncoveredPages({routes: []}, ['http://127.0.0.1:1/no-such-page', 'http://127.0.0.1:1/insights/%E0%A4'], isBuilt)).toEqual([]);
    expect(uncoveredPages({everyPage: 'whole'}, ['http://127.0.0.1:1/about'], isBuilt)).toEqual([]);
  });
});

describe('a spec that tests how a build is made', () => {
  const withPreviews = (changed: string[]) =>
    input(changed, {
      specs: new Map([
        ...input([]).specs,
        ['tests/e2e/previews.spec.ts', spec({machinery: 'the preview builds'}, ['tests/e2e/previews.spec.ts', 'src/lib/preview.ts'])],
      ]),
    });

  test('covers every page, but no page a change reaches chooses it', () => {
    expect(covers({machinery: 'the preview builds'}, '/approach')).toBe(true);
    const selection = selectSpecs(withPreviews(['blog/a.md']));
    expect(selection.pages).toContain('/insights/a');
    expect(selection.specs).not.toContain('tests/e2e/previews.spec.ts');
    expect(selection.wholeSpecs).toEqual([]);
  });

  test('a file it imports runs it whole, and so does a change that reaches everything', () => {
    expect(selectSpecs(withPreviews(['src/lib/preview.ts'])).wholeSpecs).toEqual(['tests/e2e/previews.spec.ts']);
    expect(selectSpecs(withPreviews(['src/config/site.ts'])).wholeSpecs).toContain('tests/e2e/previews.spec.ts');
  });
});

describe('selectTests', () => {
  const listed = (id: string, annotations: {type: string; description?: string}[] = []) => ({id, annotations});
  const tests = [
    listed('tests/e2e/home.spec.ts:10', [{type: 'pages', description: '/'}]),
    listed('tests/e2e/faqs.spec.ts:20', [{type: 'pages', description: '/faqs/crm /faqs/data'}]),
    listed('tests/e2e/faqs.spec.ts:30', [{type: 'pages', description: '/faqs/**'}]),
    listed('tests/e2e/search.spec.ts:40'),
    listed('tests/e2e/dates-build.spec.ts:50', [{type: 'machinery', description: 'a second build'}]),
    listed('tests/e2e/faqs.spec.ts:20', [{type: 'pages', description: '/faqs/crm /faqs/data'}]),
  ];

  test('a test runs when a reached page is one of its pages, or when it names none; never a machinery test', () => {
    expect(selectTests(tests, ['/faqs/data', '/search'])).toEqual([
      'tests/e2e/faqs.spec.ts:20',
      'tests/e2e/faqs.spec.ts:30',
      'tests/e2e/search.spec.ts:40',
    ]);
    expect(selectTests(tests, ['/'])).toEqual(['tests/e2e/home.spec.ts:10', 'tests/e2e/search.spec.ts:40']);
  });

  test('with no page reached, only the tests that name no page', () => {
    expect(selectTests(tests, [])).toEqual(['tests/e2e/search.spec.ts:40']);
  });

  test('`/x/**` matches pages below it, not the page itself', () => {
    expect(selectTests([tests[2]!], ['/faqs'])).toEqual([]);
    expect(selectTests([tests[2]!], ['/faqs/a/b'])).toEqual(['tests/e2e/faqs.spec.ts:30']);
  });

  test('tests a loop declares on one line are chosen one by one, each by its own titles', () => {
    const perPage = ['/', '/about', '/insights'].map((page) =>
      listed(testListLine('chromium', 'measure.spec.ts', ['measure', page]), [{type: 'pages', description: page}]),
    );
    expect(selectTests(perPage, ['/about'])).toEqual(['[chromium] › measure.spec.ts › measure › /about']);
  });
});

describe('testListLine', () => {
  test('names the project, the file and every title, as Playwright reads a --test-list file', () => {
    expect(testListLine('timing', 'search-timing.spec.ts', ['weight and speed on a phone', '"contact" as the first query'])).toBe(
      '[timing] › search-timing.spec.ts › weight and speed on a phone › "contact" as the first query',
    );
    expect(testListLine('chromium', 'home.spec.ts', ['a title with > and : in it'])).toBe(
      '[chromium] › home.spec.ts › a title with > and : in it',
    );
  });

  test('refuses a title the line cannot carry, naming the file and the title', () => {
    expect(() => testListLine('chromium', 'a.spec.ts', ['menu › item'])).toThrow(
      'a.spec.ts: the title "menu › item" cannot be named in a test list',
    );
    expect(() => testListLine('chromium', 'a.spec.ts', ['padded '])).toThrow('a.spec.ts: the title "padded " cannot be named');
  });
});
