/**
 * Build-time guards: what lean-client and lean-blog assume about
 * Docusaurus's files, its runtime and its exports, checked against the
 * installed files on every `docusaurus build`. A Docusaurus upgrade that
 * breaks an assumption stops the build with the file, the expectation and
 * the pin of UPGRADING.md to re-check, instead of building a site that
 * fails only in the browser. Each check reads the real file and tests the
 * shape the project relies on (an import, an assignment, a template's
 * lines), so an upstream change that keeps that shape passes; the pins'
 * hashes (tests/unit/upstream.test.ts) flag every other change at `npm test`.
 *
 * The checks are pure (text in, throw or return); the plugins read the files.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A broken assumption about an upstream file: names the file, what was expected and the pin to re-check. */
export class UpstreamShapeError extends Error {
  constructor(upstreamFile: string, expected: string, projectFile: string, pin: string = upstreamFile) {
    super(
      `lean-client: ${upstreamFile}: expected ${expected}. ${projectFile} relies on it: re-check the pin of ${pin} in UPGRADING.md (the re-check column), port the change, then record its new hash.`,
    );
    this.name = 'UpstreamShapeError';
  }
}

export const PIN = {
  clientEntry: '@docusaurus/core/lib/client/clientEntry.js',
  preload: '@docusaurus/core/lib/client/preload.js',
  docusaurus: '@docusaurus/core/lib/client/docusaurus.js',
  componentCreator: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
  link: '@docusaurus/core/lib/client/exports/Link.js',
  codegenRoutes: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
  ssgTemplate: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
  blogRoutes: '@docusaurus/plugin-content-blog/lib/routes.js',
} as const;

/** The blog's list components: their routes carry `modules.items` (lean-blog) and a `__props` JSON module (route groups). */
export const BLOG_LIST_COMPONENTS = ['@theme/BlogListPage', '@theme/BlogTagsPostsPage', '@theme/Blog/Pages/BlogAuthorsPostsPage'];

/**
 * Where a guard reads an upstream file: `<package>/<path>` in the installed
 * package, or in LEAN_CLIENT_UPSTREAM_DIR when that folder holds the file
 * (a planted copy, to see a guard stop a real build).
 */
export function upstreamPath(file: string): string {
  const planted = process.env.LEAN_CLIENT_UPSTREAM_DIR;
  if (planted && fs.existsSync(path.join(planted, file))) return path.join(planted, file);
  return installedPath(file);
}

/** `<package>/<path>` in the installed package. */
export function installedPath(file: string): string {
  const parts = file.split('/');
  const pkg = parts.slice(0, file.startsWith('@') ? 2 : 1).join('/');
  const rest = parts.slice(pkg.split('/').length).join('/');
  // The packages' export maps hide most of these files from require: find the package folder instead.
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    dir = path.dirname(require.resolve(pkg));
  }
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== pkg
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`lean-client: cannot find the folder of ${pkg}`);
    dir = parent;
  }
  return path.join(dir, rest);
}

export function readUpstream(file: string): string {
  const full = upstreamPath(file);
  if (!fs.existsSync(full)) throw new UpstreamShapeError(file, 'the file to exist (it moved or is gone)', 'lean-client');
  return fs.readFileSync(full, 'utf8');
}

/** The specifiers a module imports (static `import ... from`, side-effect imports and `import()`). */
export function importsOf(source: string): string[] {
  const found = [
    ...source.matchAll(/^\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g),
  ];
  return [...new Set(found.map((m) => m[1]!))];
}

/** The `process.env.X` names a module reads. */
const envOf = (source: string) => new Set([...source.matchAll(/process\.env\.(\w+)/g)].map((m) => m[1]!));

/** How many times a module assigns `window.docusaurus` (not its properties). */
const windowAssignments = (source: string) => [...source.matchAll(/window\.docusaurus\s*=(?!=)/g)].length;

/**
 * The stock client entry, as the staged copy (client/clientEntry.tsx) ports
 * it: the modules it imports (each imported by the copy, the stock ones by
 * their `@docusaurus/core/lib/client/` path), the environment variables it
 * reads, and one assignment of `window.docusaurus`, which the copy makes too
 * (src/clientModules/idlePrefetch.ts intercepts that assignment with a
 * property setter).
 */
export function checkClientEntry(stock: string, copy: string): void {
  const file = PIN.clientEntry;
  const project = 'src/plugins/lean-client/client/clientEntry.tsx';
  const ported = new Set(importsOf(copy));
  // The stock entry's own modules: its copy imports App and docusaurus by path, preload is replaced (client/preload.ts).
  const local: Record<string, string | null> = {
    './App': '@docusaurus/core/lib/client/App',
    './docusaurus': '@docusaurus/core/lib/client/docusaurus',
    './preload': null,
    './exports/ExecutionEnvironment': null,
  };
  const missing = importsOf(stock).filter((spec) => {
    if (spec in local) return local[spec] !== null && !ported.has(local[spec]!);
    return !ported.has(spec);
  });
  if (missing.length > 0) {
    throw new UpstreamShapeError(file, `to import only what its staged copy imports; the copy lacks ${missing.join(', ')}`, project);
  }
  const env = [...envOf(stock)].filter((name) => !envOf(copy).has(name));
  if (env.length > 0)
    throw new UpstreamShapeError(file, `to read only the environment its copy reads; the copy lacks ${env.join(', ')}`, project);
  if (!/window\.docusaurus\s*=\s*docusaurus;/.test(stock) || windowAssignments(stock) !== 1) {
    throw new UpstreamShapeError(
      file,
      'one assignment `window.docusaurus = docusaurus;` (the property setter of idlePrefetch catches it)',
      project,
    );
  }
  if (windowAssignments(copy) !== 1) {
    throw new UpstreamShapeError(
      project,
      'one assignment of `window.docusaurus` (the property setter of idlePrefetch catches it)',
      project,
    );
  }
}

/**
 * `window.docusaurus`: src/clientModules/idlePrefetch.ts defines it with a
 * property setter, so it must be set by one plain assignment (the client
 * entry's, checked above) and by no other client file, and `Link` must read
 * `prefetch` and `preload` from it each time it calls them.
 */
export function checkWindowDocusaurus(clientFiles: ReadonlyMap<string, string>, link: string): void {
  const project = 'src/clientModules/idlePrefetch.ts';
  for (const [file, source] of clientFiles) {
    if (file === PIN.clientEntry) continue;
    if (windowAssignments(source) > 0 || /defineProperty\(\s*window\s*,\s*['"]docusaurus['"]/.test(source)) {
      throw new UpstreamShapeError(file, 'no assignment of `window.docusaurus` outside the client entry', project);
    }
  }
  for (const method of ['prefetch', 'preload']) {
    if (!new RegExp(`window\\.docusaurus\\.${method}\\(`).test(link)) {
      throw new UpstreamShapeError(PIN.link, `a call of \`window.docusaurus.${method}(...)\` (the wrapped ${method})`, project);
    }
  }
}

/**
 * `docusaurus.js`, which the client entry wraps: a frozen default export of
 * `{prefetch, preload}`, its `preload` the stock `./preload` (which the build
 * replaces), its `prefetch` matching `@generated/routes` and asking
 * `__webpack_require__.gca` for each chunk name of `@generated/routesChunkNames`.
 */
export function checkDocusaurusClient(source: string): void {
  const project = 'src/plugins/lean-client/client/clientEntry.tsx';
  const expect = (ok: boolean, what: string) => {
    if (!ok) throw new UpstreamShapeError(PIN.docusaurus, what, project);
  };
  expect(/const docusaurus = \{\s*prefetch,\s*preload,?\s*\};/.test(source), 'the object `{prefetch, preload}` it exports');
  expect(/export default Object\.freeze\(docusaurus\);/.test(source), '`export default Object.freeze(docusaurus)`');
  const imports = importsOf(source);
  for (const spec of ['@generated/routes', '@generated/routesChunkNames', './preload']) {
    expect(imports.includes(spec), `an import of ${spec}`);
  }
  expect(/__webpack_require__\.gca\(/.test(source), 'prefetch to ask `__webpack_require__.gca(chunkName)` for chunk files');
}

/**
 * The stock `preload`, which client/preload.ts replaces: one default export
 * taking the path, matching `@generated/routes` for the path as requested and
 * decoded, and calling each matched component's `preload`.
 */
export function checkPreload(source: string): void {
  const project = 'src/plugins/lean-client/client/preload.ts';
  const expect = (ok: boolean, what: string) => {
    if (!ok) throw new UpstreamShapeError(PIN.preload, what, project);
  };
  expect(/export default function preload\(\s*pathname\s*\)/.test(source), '`export default function preload(pathname)`');
  expect(importsOf(source).includes('@generated/routes'), 'an import of @generated/routes');
  expect(
    /\[pathname, decodeURI\(pathname\)\]/.test(source),
    'matching the path as requested and decoded (`[pathname, decodeURI(pathname)]`)',
  );
  expect(/matchRoutes\(routes, /.test(source), '`matchRoutes(routes, ...)`');
  expect(/\.component\.preload\?\.\(\)/.test(source), 'a call of each matched component\u2019s `preload?.()`');
}

/**
 * The readers of the registry and chunk-name map, which route-group buckets
 * extend in place (`Object.assign` in client/routeGroups.tsx): only
 * ComponentCreator and docusaurus.js import them, and ComponentCreator looks
 * a route up when it is called, not when its module loads.
 */
export function checkGeneratedReaders(clientFiles: ReadonlyMap<string, string>): void {
  const project = 'src/plugins/lean-client/client/routeGroups.tsx';
  const readers = new Set<string>([PIN.componentCreator, PIN.docusaurus]);
  for (const [file, source] of clientFiles) {
    const reads = importsOf(source).filter((spec) => spec === '@generated/registry' || spec === '@generated/routesChunkNames');
    if (reads.length > 0 && !readers.has(file)) {
      throw new UpstreamShapeError(
        file,
        `no import of ${reads.join(' or ')} (buckets extend them in place; only ComponentCreator and docusaurus.js are known readers)`,
        project,
      );
    }
  }
  const creator = clientFiles.get(PIN.componentCreator);
  if (creator === undefined) throw new UpstreamShapeError(PIN.componentCreator, 'the file to exist', project);
  const start = creator.search(/export default function ComponentCreator\(/);
  const expect = (ok: boolean, what: string) => {
    if (!ok) throw new UpstreamShapeError(PIN.componentCreator, what, project);
  };
  expect(start >= 0, '`export default function ComponentCreator(...)`');
  expect(
    /^import routesChunkNames from '@generated\/routesChunkNames';$/m.test(creator),
    'a default import of @generated/routesChunkNames named routesChunkNames',
  );
  expect(/^import registry from '@generated\/registry';$/m.test(creator), 'a default import of @generated/registry named registry');
  const before = creator.slice(0, start).replace(/^import .*$/gm, '');
  expect(
    !/\b(registry|routesChunkNames)\b/.test(before),
    'no use of registry or routesChunkNames before ComponentCreator (a copy made at load would miss the buckets)',
  );
  const body = creator.slice(start);
  expect(
    /routesChunkNames\[`\$\{path\}-\$\{hash\}`\]/.test(body),
    'ComponentCreator to look up `routesChunkNames[`${path}-${hash}`]` when called',
  );
  expect(/registry\[chunkName\]/.test(body), 'ComponentCreator to look up `registry[chunkName]` when called');
}

/**
 * The page template (ssrTemplate.ts) is the stock one with its script tags
 * replaced by the loader: apart from the script lines, the stock template's
 * lines must be the copy's, in the same order.
 */
export function checkSsrTemplate(stockModule: string, copy: string): void {
  const project = 'src/plugins/lean-client/ssrTemplate.ts';
  const literal = /exports\.default = `([\s\S]*)`;\s*$/.exec(stockModule);
  if (!literal) throw new UpstreamShapeError(PIN.ssgTemplate, 'the template as `exports.default = `...``', project);
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  const stock = lines(literal[1]!);
  const scriptsStart = stock.indexOf('<% it.scripts.forEach((script) => { %>');
  if (
    scriptsStart < 0 ||
    !/^<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>$/.test(stock[scriptsStart + 1] ?? '') ||
    stock[scriptsStart + 2] !== '<% }); %>'
  ) {
    throw new UpstreamShapeError(
      PIN.ssgTemplate,
      'the scripts as `<% it.scripts.forEach((script) => { %>` `<script src=... defer>` `<% }); %>`',
      project,
    );
  }
  stock.splice(scriptsStart, 3);
  const own = lines(copy).filter((line) => !line.includes('__client-scripts'));
  const differs = stock.findIndex((line, i) => own[i] !== line);
  if (differs >= 0 || own.length !== stock.length) {
    const at = differs >= 0 ? differs : Math.min(stock.length, own.length);
    throw new UpstreamShapeError(
      PIN.ssgTemplate,
      `its lines, scripts aside, to be the copy's; line ${at + 1} is ${JSON.stringify(stock[at] ?? '(none)')}, the copy has ${JSON.stringify(own[at] ?? '(none)')}`,
      project,
    );
  }
}

/** The stock module replaced by client/preload.ts, and what the client compilation holds after the replacement. */
export interface ReplacementCheck {
  /** Every module resource of the client compilation. */
  resources: readonly string[];
  stock: RegExp;
  replacement: string;
}

/**
 * After the client compilation: the replacement of `preload.js`
 * (NormalModuleReplacementPlugin in index.ts) matched. The project's preload
 * is in the bundle and the stock one is not; otherwise Docusaurus moved or
 * renamed the file, or imports it by a path the pattern does not match.
 */
export function checkReplacement({resources, stock, replacement}: ReplacementCheck): void {
  const project = 'src/plugins/lean-client/index.ts';
  const left = resources.filter((resource) => stock.test(resource));
  if (left.length > 0) {
    throw new UpstreamShapeError(
      left[0]!,
      `to be replaced by ${path.basename(replacement)}: the stock module is still in the client bundle`,
      project,
    );
  }
  if (!resources.includes(replacement)) {
    throw new UpstreamShapeError(
      PIN.preload,
      `to be imported by the client bundle at a path matching ${stock} (the replacement by client/preload.ts matched no module)`,
      project,
    );
  }
}

/** The theme's list pages, which lean-blog hands each post's record as `items`. */
export const BLOG_LIST_PAGES = [
  '@docusaurus/theme-classic/lib/theme/BlogListPage/index.js',
  '@docusaurus/theme-classic/lib/theme/BlogTagsPostsPage/index.js',
  '@docusaurus/theme-classic/lib/theme/Blog/Pages/BlogAuthorsPostsPage/index.js',
];

/**
 * Each list page of the theme takes `items` from its props and renders them
 * with `<BlogPostItems items={items} />`: lean-blog moves the posts from
 * `modules.items` to `props.items`, which reach the component under the same name.
 */
export function checkBlogListPages(pages: ReadonlyMap<string, string>): void {
  for (const [file, source] of pages) {
    const takesItems = /\{[^}]*\bitems\b[^}]*\}\s*=\s*props\b/.test(source) || /function \w+\(\{[^}]*\bitems\b[^}]*\}\)/.test(source);
    if (!takesItems || !source.includes('<BlogPostItems items={items} />')) {
      throw new UpstreamShapeError(
        file,
        'a list page that takes `items` from its props and renders `<BlogPostItems items={items} />`',
        'src/plugins/lean-blog/index.ts',
        PIN.blogRoutes,
      );
    }
  }
}

/** Every `.js` file under @docusaurus/core/lib/client, by its pin-style name, with its text. */
export function readClientFiles(): Map<string, string> {
  const dir = path.dirname(installedPath(PIN.clientEntry));
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!entry.endsWith('.js')) continue;
    const name = `@docusaurus/core/lib/client/${entry.split(path.sep).join('/')}`;
    files.set(name, fs.readFileSync(upstreamPath(name), 'utf8'));
  }
  return files;
}

/** Every upstream check that reads files only, run once when the plugin loads. */
export function checkUpstreamFiles(projectRoot: string, copyOfTemplate: string): void {
  const clientFiles = readClientFiles();
  const project = (file: string) => fs.readFileSync(path.join(projectRoot, file), 'utf8');
  checkClientEntry(readUpstream(PIN.clientEntry), project('src/plugins/lean-client/client/clientEntry.tsx'));
  checkWindowDocusaurus(clientFiles, readUpstream(PIN.link));
  checkDocusaurusClient(readUpstream(PIN.docusaurus));
  checkPreload(readUpstream(PIN.preload));
  checkGeneratedReaders(clientFiles);
  checkSsrTemplate(readUpstream(PIN.ssgTemplate), copyOfTemplate);
  checkBlogListPages(new Map(BLOG_LIST_PAGES.map((file) => [file, readUpstream(file)])));
}
