/**
 * The build-time guards (src/plugins/lean-client/guards.ts and the checks in
 * lean-blog and routeGroups.ts): the installed Docusaurus passes them, and
 * each upstream change they exist for, planted in a copy of the real file or
 * shape, stops the build step with the upstream file named.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import type {RouteConfig} from '@docusaurus/types';
import leanClientPlugin, {PRELOAD, ReplacementCheckPlugin, STOCK_PRELOAD} from '@site/src/plugins/lean-client';
import {
  BLOG_LIST_COMPONENTS,
  BLOG_LIST_PAGES,
  checkBlogListPages,
  checkClientEntry,
  checkDocusaurusClient,
  checkGeneratedReaders,
  checkPreload,
  checkReplacement,
  checkSsrTemplate,
  checkUpstreamFiles,
  checkWindowDocusaurus,
  installedPath,
  PIN,
  readClientFiles,
} from '@site/src/plugins/lean-client/guards';
import {namedPathsOf, splitRouteTable, type TableRoute} from '@site/src/plugins/lean-client/routeGroups';
import {ssrTemplate} from '@site/src/plugins/lean-client/ssrTemplate';
import {blogRouteComponents, checkFeedItems, leanRoute} from '@site/src/plugins/lean-blog';

const root = path.resolve(__dirname, '../..');
const upstream = (file: string) => fs.readFileSync(installedPath(file), 'utf8');
const own = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const CLIENT_ENTRY_COPY = 'src/plugins/lean-client/client/clientEntry.tsx';

/** The text with one part replaced; the part must be there, so a planted change always lands. */
function plant(text: string, from: string | RegExp, to: string): string {
  const changed = text.replace(from, to);
  expect(changed).not.toBe(text);
  return changed;
}

describe('the installed Docusaurus', () => {
  test('passes every file check the plugin runs when it loads', () => {
    expect(() => checkUpstreamFiles(root, ssrTemplate)).not.toThrow();
  });
});

describe('preload replacement (NormalModuleReplacementPlugin)', () => {
  const stock = installedPath(PIN.preload);
  const others = [installedPath(PIN.docusaurus), installedPath(PIN.clientEntry)];

  test('passes when the project preload replaced the stock one', () => {
    expect(() => checkReplacement({resources: [...others, PRELOAD], stock: STOCK_PRELOAD, replacement: PRELOAD})).not.toThrow();
  });

  test('an unmatched pattern (the file moved: nothing replaced) stops the build, naming preload.js', () => {
    const moved = stock.replace(/preload\.js$/, 'navigation/preload.js');
    expect(() => checkReplacement({resources: [...others, moved], stock: STOCK_PRELOAD, replacement: PRELOAD})).toThrow(PIN.preload);
  });

  test('the stock module left in the bundle beside the replacement stops the build, naming it', () => {
    expect(() => checkReplacement({resources: [...others, stock, PRELOAD], stock: STOCK_PRELOAD, replacement: PRELOAD})).toThrow(stock);
  });

  test('the check runs when the client compilation has its modules', () => {
    let finish: ((modules: Iterable<{resource?: string}>) => void) | undefined;
    const compilation = {hooks: {finishModules: {tap: (_: string, fn: typeof finish) => (finish = fn)}}};
    new ReplacementCheckPlugin().apply({hooks: {thisCompilation: {tap: (_, fn) => fn(compilation as never)}}});
    expect(() => finish!([{resource: PRELOAD}, {}])).not.toThrow();
    expect(() => finish!([{resource: stock}])).toThrow(stock);
  });
});

describe('route-group buckets extend the registry and chunk-name map in place', () => {
  const files = () => readClientFiles();

  test('ComponentCreator copying the registry when its module loads stops the build, naming it', () => {
    const planted = files();
    planted.set(
      PIN.componentCreator,
      plant(planted.get(PIN.componentCreator)!, /export default function ComponentCreator\(/, 'const table = {...registry};\n$&'),
    );
    expect(() => checkGeneratedReaders(planted)).toThrow(PIN.componentCreator);
  });

  test('ComponentCreator looking routes up under another key stops the build', () => {
    const planted = files();
    planted.set(PIN.componentCreator, plant(planted.get(PIN.componentCreator)!, '[`${path}-${hash}`]', '[hash]'));
    expect(() => checkGeneratedReaders(planted)).toThrow(PIN.componentCreator);
  });

  test('a new reader of @generated/registry stops the build, naming it', () => {
    const planted = files();
    const reader = '@docusaurus/core/lib/client/routeTable.js';
    planted.set(reader, "import registry from '@generated/registry';\nexport const names = Object.keys(registry);\n");
    expect(() => checkGeneratedReaders(planted)).toThrow(reader);
  });

  test('docusaurus.js no longer asking __webpack_require__.gca for chunk files stops the build', () => {
    const planted = plant(upstream(PIN.docusaurus), /__webpack_require__\.gca\(/g, '__webpack_require__.chunkAsset(');
    expect(() => checkDocusaurusClient(planted)).toThrow(PIN.docusaurus);
  });
});

describe('ssgTemplate.html.js, copied into ssrTemplate.ts', () => {
  test('a new line in the stock template stops the build, naming it and the line', () => {
    const planted = plant(upstream(PIN.ssgTemplate), '<%~ it.postBodyTags %>', '<%~ it.postBodyTags %>\n    <%~ it.postScriptTags %>');
    expect(() => checkSsrTemplate(planted, ssrTemplate)).toThrow(PIN.ssgTemplate);
    expect(() => checkSsrTemplate(planted, ssrTemplate)).toThrow('it.postScriptTags');
  });

  test('scripts loaded another way stop the build', () => {
    const planted = plant(upstream(PIN.ssgTemplate), '" defer></script>', '" type="module"></script>');
    expect(() => checkSsrTemplate(planted, ssrTemplate)).toThrow(PIN.ssgTemplate);
  });

  test('a stock template that is no longer a CommonJS string stops the build', () => {
    expect(() => checkSsrTemplate('export default function template() {}', ssrTemplate)).toThrow(PIN.ssgTemplate);
  });

  test('the plugin stops when it loads with a planted template (LEAN_CLIENT_UPSTREAM_DIR)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-client-guard-'));
    const file = path.join(dir, PIN.ssgTemplate);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, plant(upstream(PIN.ssgTemplate), '<meta charset="UTF-8">', '<meta charset="utf-8">'));
    process.env.LEAN_CLIENT_UPSTREAM_DIR = dir;
    try {
      expect(() => leanClientPlugin()).toThrow(PIN.ssgTemplate);
    } finally {
      delete process.env.LEAN_CLIENT_UPSTREAM_DIR;
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('window.docusaurus, intercepted by a property setter', () => {
  test('a stock entry that defines the property instead of assigning it stops the build, naming it', () => {
    const planted = plant(
      upstream(PIN.clientEntry),
      'window.docusaurus = docusaurus;',
      "Object.defineProperty(window, 'docusaurus', {value: docusaurus});",
    );
    expect(() => checkClientEntry(planted, own(CLIENT_ENTRY_COPY))).toThrow(PIN.clientEntry);
  });

  test('another client file assigning it stops the build, naming that file', () => {
    const planted = readClientFiles();
    const file = '@docusaurus/core/lib/client/App.js';
    planted.set(file, `${planted.get(file)!}\nwindow.docusaurus = {};\n`);
    expect(() => checkWindowDocusaurus(planted, upstream(PIN.link))).toThrow(file);
  });

  test('Link reading prefetch from elsewhere stops the build, naming Link.js', () => {
    const planted = plant(upstream(PIN.link), /window\.docusaurus\.prefetch\(/g, 'docusaurus.prefetch(');
    expect(() => checkWindowDocusaurus(readClientFiles(), planted)).toThrow(PIN.link);
  });

  test('a new import or environment variable in the stock entry, missing from the staged copy, stops the build', () => {
    const imported = plant(
      upstream(PIN.clientEntry),
      "import App from './App';",
      "import App from './App';\nimport Scroll from './scroll';",
    );
    expect(() => checkClientEntry(imported, own(CLIENT_ENTRY_COPY))).toThrow('./scroll');
    const env = plant(upstream(PIN.clientEntry), 'process.env.HYDRATE_CLIENT_ENTRY', 'process.env.DOCUSAURUS_HYDRATE');
    expect(() => checkClientEntry(env, own(CLIENT_ENTRY_COPY))).toThrow('DOCUSAURUS_HYDRATE');
  });

  test('a stock preload that no longer matches the decoded path stops the build, naming preload.js', () => {
    const planted = plant(upstream(PIN.preload), '[pathname, decodeURI(pathname)]', '[pathname]');
    expect(() => checkPreload(planted)).toThrow(PIN.preload);
  });
});

describe('lean-blog: the blog routes it rewrites', () => {
  const components = blogRouteComponents({
    blogListComponent: BLOG_LIST_COMPONENTS[0],
    blogTagsPostsComponent: BLOG_LIST_COMPONENTS[1],
    blogAuthorsPostsComponent: BLOG_LIST_COMPONENTS[2],
    blogPostComponent: '@theme/BlogPostPage',
    blogTagsListComponent: '@theme/BlogTagsListPage',
    blogArchiveComponent: '@theme/BlogArchivePage',
    blogAuthorsListComponent: '@theme/Blog/Pages/BlogAuthorsListPage',
  } as never);
  const list = (modules: RouteConfig['modules'], component = BLOG_LIST_COMPONENTS[0]!): RouteConfig => ({
    path: '/insights',
    component,
    exact: true,
    modules,
  });

  test('a list route without modules.items stops the build, naming routes.js and the route', () => {
    const route = list({sidebar: 'sidebar.json', posts: []});
    expect(() => leanRoute(route, new Map(), components)).toThrow(PIN.blogRoutes);
    expect(() => leanRoute(route, new Map(), components)).toThrow('/insights');
  });

  test('items in a new form stop the build', () => {
    expect(() => leanRoute(list({items: ['@site/blog/a.md']} as never), new Map(), components)).toThrow(PIN.blogRoutes);
  });

  test('a route of a component the blog did not have, or items on a route that is no list, stops the build', () => {
    expect(() => leanRoute(list({items: []}, '@theme/BlogSeriesPage'), new Map(), components)).toThrow(PIN.blogRoutes);
    expect(() => leanRoute(list({items: []}, '@theme/BlogArchivePage'), new Map(), components)).toThrow(PIN.blogRoutes);
  });

  test('a theme list page that no longer takes items from its props stops the build, naming it', () => {
    const pages = new Map(BLOG_LIST_PAGES.map((file) => [file, upstream(file)]));
    expect(() => checkBlogListPages(pages)).not.toThrow();
    const file = BLOG_LIST_PAGES[0]!;
    pages.set(file, plant(pages.get(file)!, '<BlogPostItems items={items} />', '<BlogPostItems items={posts} />'));
    expect(() => checkBlogListPages(pages)).toThrow(file);
  });

  test('list components other than the ones the route groups look for stop the build', () => {
    const options = {
      blogListComponent: BLOG_LIST_COMPONENTS[0],
      blogTagsPostsComponent: BLOG_LIST_COMPONENTS[1],
      blogAuthorsPostsComponent: '@theme/Blog/Pages/AuthorPostsPage',
    };
    expect(() => blogRouteComponents(options as never)).toThrow('BLOG_LIST_COMPONENTS');
  });

  test('a feed with an item count other than its posts stops the build', () => {
    expect(() => checkFeedItems([{}], [{}, {}])).toThrow('feed');
    expect(() => checkFeedItems([{}, {}], [{}, {}])).not.toThrow();
  });
});

describe('routeGroups.ts: the list pages props convention', () => {
  const listRoute: TableRoute = {path: '/insights/page/2', component: {creator: ['/insights/page/2', 'abc']}, exact: true};
  const registry = new Map([
    ['comp', BLOG_LIST_COMPONENTS[0]!],
    ['props', '@generated/blog/p/insights-page-2.json'],
    ['post', '@theme/BlogPostPage'],
  ]);
  const records = {items: [{content: {metadata: {permalink: '/insights/a-post'}}}], metadata: {nextPage: '/insights/page/3'}};

  test('a list page names its posts and pages', () => {
    const names = {'/insights/page/2-abc': {__comp: 'comp', __props: 'props'}};
    expect(namedPathsOf(listRoute, names, registry, () => records)).toEqual(['/insights/a-post', '/insights/page/3']);
  });

  test('a list page whose props are no longer a __props JSON module stops the build, naming codegenRoutes.js', () => {
    const names = {'/insights/page/2-abc': {__comp: 'comp', props: 'props'}};
    expect(() => namedPathsOf(listRoute, names, registry, () => records)).toThrow(PIN.codegenRoutes);
  });

  test('props in a new convention (no items records) stop the build', () => {
    const names = {'/insights/page/2-abc': {__comp: 'comp', __props: 'props'}};
    expect(() => namedPathsOf(listRoute, names, registry, () => ({posts: records.items}))).toThrow(PIN.codegenRoutes);
    expect(() => namedPathsOf(listRoute, names, registry, () => ({items: ['/insights/a-post']}))).toThrow(PIN.codegenRoutes);
  });

  test('a route of another component names what its props hold, or nothing', () => {
    const names = {'/insights/page/2-abc': {__comp: 'post'}};
    expect(namedPathsOf(listRoute, names, registry, () => records)).toEqual([]);
  });

  test('a group route missing from routesChunkNames.json (its key convention changed) stops the build', () => {
    expect(() => splitRouteTable([listRoute], {}, registry, ['/insights'])).toThrow(PIN.codegenRoutes);
  });
});
