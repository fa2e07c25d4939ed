/**
 * Route groups: the browser's route table without the routes of large
 * groups (every path under `/insights` and `/case-studies`: posts, list,
 * tag and author pages), which would otherwise ship in main.js, about 80
 * bytes gzipped per route, on every page.
 *
 * Docusaurus writes three files the client bundle imports: `routes.js`
 * (the route table), `registry.js` (chunk name -> loader of the module)
 * and `routesChunkNames.json` (route -> chunk names of its modules). This
 * module reads them after Docusaurus wrote them and writes lean copies for
 * the client bundle only (the server bundle keeps the originals, so every
 * page renders exactly as before):
 *
 * - `routes.js`: the table with each group's routes replaced by one route
 *   that matches the group's prefix and renders the group's routes loaded so
 *   far, then the routes that follow the group in the table (so an unknown
 *   path under the prefix still reaches the not-found page);
 * - `registry.js` and `routesChunkNames.json` without what only a group's
 *   routes use;
 * - one module per bucket of each group (`bucketOf` in src/lib/routeBuckets.ts,
 *   about BUCKET_ROUTES routes each), carrying its routes, their chunk names
 *   and their registry entries; the browser imports the bucket of a path
 *   before it matches, preloads or prefetches it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {bucketOf, groupOf, isIndexPath, routeKey} from '../../lib/routeBuckets';
import {BLOG_LIST_COMPONENTS, PIN, UpstreamShapeError} from './guards';

/** About how many routes one bucket carries: a page that prefetches a few links loads a few buckets. */
export const BUCKET_ROUTES = 16;

/** The placeholder a bucket module carries until the build puts the file names of its chunks there (chunkFiles.ts). */
export const CHUNK_FILES_PLACEHOLDER = '__LEAN_CLIENT_CHUNK_FILES__';

/** The chunk name of a bucket: `lean-routes-<group>-<n>`. */
export const BUCKET_CHUNK_PREFIX = 'lean-routes-';

interface Creator {
  creator: [string] | [string, string];
}

/** A route of the generated table, as evaluated with a stand-in for ComponentCreator. */
export interface TableRoute {
  path: string;
  component: Creator;
  exact?: boolean;
  routes?: TableRoute[];
  [attribute: string]: unknown;
}

type ChunkNames = Record<string, unknown>;

/** Evaluates the generated routes.js (an array literal of route objects) with ComponentCreator calls recorded. */
export function readRouteTable(source: string): TableRoute[] {
  const header = "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [";
  if (!source.startsWith(header)) throw new Error('lean-client: the generated routes.js no longer starts as expected');
  const body = `return [${source.slice(header.length)}`;
  const creator = (...args: [string] | [string, string]): Creator => ({creator: args});
  // The file is Docusaurus's own output for this build: an array literal and ComponentCreator calls.
  return new Function('ComponentCreator', body)(creator) as TableRoute[];
}

/** A registry line of the generated registry.js: chunk name -> module path (escaped as Docusaurus wrote it). */
export function readRegistry(source: string): Map<string, string> {
  // `export default {`, one line per chunk name, the last one closing the object (`...],};`).
  const lines = source.split('\n');
  if (lines[0] !== 'export default {' || lines.at(-1) !== '' || !lines.at(-2)!.endsWith('};')) {
    throw new Error('lean-client: the generated registry.js no longer has the expected shape');
  }
  lines[lines.length - 2] = lines.at(-2)!.slice(0, -2);
  if (lines.at(-2) === '') lines.splice(-2, 1);
  const entry =
    /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "((?:[^"\\]|\\.)*)"\), "\2", require\.resolveWeak\("\2"\)\],$/;
  const registry = new Map<string, string>();
  for (const line of lines.slice(1, -1)) {
    const match = entry.exec(line);
    if (!match) throw new Error(`lean-client: unexpected line in the generated registry.js: ${line}`);
    registry.set(match[1]!, match[2]!);
  }
  return registry;
}

/** One registry line, as Docusaurus writes it. */
function registryLine(name: string, modulePath: string): string {
  return `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;
}

/** A route object as JavaScript source: ComponentCreator calls restored, everything else as JSON. */
export function routeSource(route: TableRoute): string {
  const parts = Object.entries(route).map(([key, value]) => {
    if (key === 'component') return `component: ComponentCreator(${(value as Creator).creator.map((a) => JSON.stringify(a)).join(', ')})`;
    if (key === 'routes') return `routes: [${(value as TableRoute[]).map(routeSource).join(', ')}]`;
    return `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  return `{${parts.join(', ')}}`;
}

const routeKeyOf = (route: TableRoute): string | undefined =>
  route.component.creator.length === 2 ? `${route.component.creator[0]}-${route.component.creator[1]}` : undefined;

/** Every chunk name a chunk-names entry refers to (nested objects and arrays of them). */
function chunkNamesIn(names: unknown): string[] {
  if (typeof names === 'string') return [names];
  if (names && typeof names === 'object') return Object.values(names).flatMap(chunkNamesIn);
  return [];
}

/** Every string in a JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The routes of a table and of all their subroutes. */
function allRoutes(routes: readonly TableRoute[]): TableRoute[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.routes ?? [])]);
}

export interface Bucket {
  group: string;
  index: number;
  routes: TableRoute[];
  chunkNames: Record<string, ChunkNames>;
  registry: Map<string, string>;
  /** Path of a list page among `routes` -> the index of its list module. */
  lists: Record<string, number>;
}

/** The routes a list page links to (see `splitRouteTable`), loaded with the page. */
export interface ListModule {
  group: string;
  index: number;
  /** The list page's path. */
  page: string;
  routes: TableRoute[];
  chunkNames: Record<string, ChunkNames>;
  registry: Map<string, string>;
}

export interface SplitTable {
  /** The top-level routes, with `{group}` standing where each group's routes were. */
  table: Array<TableRoute | {group: string}>;
  chunkNames: Record<string, ChunkNames>;
  registry: Map<string, string>;
  buckets: Bucket[];
  bucketCounts: Record<string, number>;
  lists: ListModule[];
}

/**
 * Splits the table. A group's routes must be top-level, exact, static paths
 * without subroutes, and every top-level route before the group's last one
 * must be one too: then whichever route matched a path before still matches
 * it first, and the prefix's placeholder, standing at the group's first
 * route, changes no match of a path outside the group.
 *
 * Bucket 0 of a group holds its index pages (`isIndexPath`); the other
 * routes share the other buckets, about `bucketRoutes` each, by a hash of the
 * path (`bucketOf`). `namedPaths` gives the paths a route's props name (a
 * list page's posts and its next and previous pages): each route that names
 * other routes of its group, index pages aside, gets a list module carrying
 * those routes, which the browser loads with the page, so that the links it
 * prefetches need no bucket of their own.
 */
export function splitRouteTable(
  routes: readonly TableRoute[],
  chunkNames: Record<string, ChunkNames>,
  registry: ReadonlyMap<string, string>,
  prefixes: readonly string[],
  bucketRoutes = BUCKET_ROUTES,
  namedPaths: (route: TableRoute) => readonly string[] = () => [],
): SplitTable {
  const isStatic = (route: TableRoute) => route.exact === true && !route.routes && !/[:*?()[\]]/.test(route.path);
  const grouped = new Map<string, TableRoute[]>(prefixes.map((prefix) => [prefix, []]));
  const table: SplitTable['table'] = [];
  const lastIndex = new Map<string, number>();
  routes.forEach((route, i) => {
    const group = groupOf(route.path, prefixes);
    if (!group) {
      table.push(route);
      return;
    }
    if (!isStatic(route) || !routeKeyOf(route)) {
      throw new Error(`lean-client: the route ${route.path} of the group ${group} is not an exact static route without subroutes`);
    }
    if (grouped.get(group)!.length === 0) table.push({group});
    grouped.get(group)!.push(route);
    lastIndex.set(group, i);
  });
  for (const [group, last] of lastIndex) {
    const before = routes.slice(0, last).filter((route) => !isStatic(route));
    if (before.length > 0)
      throw new Error(`lean-client: the route ${before[0]!.path} comes before the group ${group} and is not exact and static`);
  }

  const groupKeys = new Set([...grouped.values()].flat().map((route) => routeKeyOf(route)!));
  const mainNames = new Set(
    allRoutes(routes)
      .map(routeKeyOf)
      .filter((key): key is string => key !== undefined && !groupKeys.has(key))
      .flatMap((key) => chunkNamesIn(chunkNames[key])),
  );
  const leanChunkNames = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !groupKeys.has(key)));
  const leanRegistry = new Map([...registry].filter(([name]) => mainNames.has(name)));

  /** Adds a route, its chunk names and the registry entries main.js does not carry to a bucket or list module. */
  const add = (
    target: {routes: TableRoute[]; chunkNames: Record<string, ChunkNames>; registry: Map<string, string>},
    route: TableRoute,
  ) => {
    const key = routeKeyOf(route)!;
    target.routes.push(route);
    // Each route's chunk names are keyed `path-hash`, the arguments of its ComponentCreator call.
    if (!chunkNames[key])
      throw new UpstreamShapeError(PIN.codegenRoutes, `routesChunkNames.json to hold the route ${route.path} under "${key}"`, THIS_FILE);
    target.chunkNames[key] = chunkNames[key];
    for (const name of chunkNamesIn(chunkNames[key])) {
      if (mainNames.has(name)) continue;
      const modulePath = registry.get(name);
      if (modulePath === undefined) throw new Error(`lean-client: the chunk ${name} of ${route.path} is not in the registry`);
      target.registry.set(name, modulePath);
    }
  };

  const buckets: Bucket[] = [];
  const bucketCounts: Record<string, number> = {};
  const lists: ListModule[] = [];
  for (const [group, groupRoutes] of grouped) {
    if (groupRoutes.length === 0) continue;
    const hashed = groupRoutes.filter((route) => !isIndexPath(route.path, group)).length;
    const count = 1 + Math.ceil(hashed / bucketRoutes);
    bucketCounts[group] = count;
    const own: Bucket[] = Array.from({length: count}, (_, index) => ({
      group,
      index,
      routes: [],
      chunkNames: {},
      registry: new Map(),
      lists: {},
    }));
    const byKey = new Map(groupRoutes.map((route) => [routeKey(route.path), route]));
    for (const route of groupRoutes) {
      const bucket = own[bucketOf(route.path, group, count)]!;
      add(bucket, route);
      const linked = new Map<string, TableRoute>();
      for (const named of namedPaths(route)) {
        const target = byKey.get(routeKey(named));
        if (target && target !== route && !isIndexPath(target.path, group)) linked.set(routeKey(target.path), target);
      }
      // A page naming more routes than two buckets hold (an archive) gets none: its links load their own buckets.
      if (linked.size === 0 || linked.size > 2 * bucketRoutes) continue;
      const list: ListModule = {
        group,
        index: lists.filter((l) => l.group === group).length,
        page: route.path,
        routes: [],
        chunkNames: {},
        registry: new Map(),
      };
      for (const target of linked.values()) add(list, target);
      bucket.lists[route.path] = list.index;
      lists.push(list);
    }
    buckets.push(...own);
  }
  return {table, chunkNames: leanChunkNames, registry: leanRegistry, buckets, bucketCounts, lists};
}

/** The file name (in the lean folder) of a bucket module, or of a list module: `insights-3.js`, `insights-list-3.js`. */
const moduleFile = (group: string, index: number, kind: 'bucket' | 'list' = 'bucket') =>
  `${group.slice(1).replace(/\//g, '-')}${kind === 'list' ? '-list' : ''}-${index}.js`;

/** A dynamic import of a module of the lean folder, in a chunk named after the file (`lean-routes-<file>`). */
const importOf = (file: string) => `() => import(/* webpackChunkName: "${BUCKET_CHUNK_PREFIX}${file.replace(/\.js$/, '')}" */ "./${file}")`;

export const RUNTIME_MODULE = path.resolve(__dirname, 'client/routeGroups.tsx');

/** The lean route table's source: the table, a placeholder route per group, each group's bucket loaders. */
export function leanRoutesSource(split: SplitTable): string {
  const entries = split.table.map((entry) => {
    if (!('group' in entry) || typeof entry.group !== 'string') return routeSource(entry as TableRoute);
    const group = entry.group;
    const loaders = Array.from({length: split.bucketCounts[group]!}, (_, index) => importOf(moduleFile(group, index)));
    return `routeGroup(${JSON.stringify(group)}, [${loaders.join(', ')}])`;
  });
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import {routeGroup, withFallbacks} from ${JSON.stringify(RUNTIME_MODULE)};

export default withFallbacks([
${entries.map((e) => `  ${e},`).join('\n')}
  {path: '*', component: ComponentCreator('*')},
]);
`;
}

/**
 * A bucket or list module's source: it registers its chunk files, registry
 * entries and chunk names (and, for a bucket, the loaders of its list
 * pages' list modules), then creates its routes.
 */
export function bucketSource(bucket: Bucket | ListModule): string {
  const lists = 'lists' in bucket ? Object.entries(bucket.lists) : [];
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import {registerBucket} from ${JSON.stringify(RUNTIME_MODULE)};

export default registerBucket("${CHUNK_FILES_PLACEHOLDER}", {
${[...bucket.registry].map(([name, modulePath]) => registryLine(name, modulePath)).join('\n')}
}, ${JSON.stringify(bucket.chunkNames)}, () => [
${bucket.routes.map((route) => `  ${routeSource(route)},`).join('\n')}
], {
${lists.map(([page, index]) => `  ${JSON.stringify(page)}: ${importOf(moduleFile(bucket.group, index, 'list'))},`).join('\n')}
});
`;
}

const THIS_FILE = 'src/plugins/lean-client/routeGroups.ts';

/**
 * The paths a route's props name: the strings of its `__props` module (a
 * list page's records, its next and previous pages). A blog list page (its
 * `__comp` one of BLOG_LIST_COMPONENTS) must have one, a JSON module under
 * `@generated/` whose `items` are the records lean-blog wrote
 * (`{content: {metadata: {permalink}}}`); anything else is a build error, as
 * the list pages would silently lose their list modules. Other routes name
 * what their `__props` JSON holds, or nothing.
 */
export function namedPathsOf(
  route: TableRoute,
  chunkNames: Record<string, ChunkNames>,
  registry: ReadonlyMap<string, string>,
  readGenerated: (modulePath: string) => unknown,
): string[] {
  const names = chunkNames[routeKeyOf(route)!];
  const component = typeof names?.__comp === 'string' ? registry.get(names.__comp) : undefined;
  const isList = component !== undefined && BLOG_LIST_COMPONENTS.includes(component);
  const name = names?.__props;
  const modulePath = typeof name === 'string' ? registry.get(name) : undefined;
  const isJson = modulePath?.startsWith('@generated/') && modulePath.endsWith('.json');
  if (!isList) return isJson ? stringsIn(readGenerated(modulePath!)) : [];
  const expected = (what: string) =>
    new UpstreamShapeError(PIN.codegenRoutes, `the list page ${route.path} (${component}) to have ${what}`, THIS_FILE);
  if (!isJson)
    throw expected(
      `a __props chunk naming a JSON module under @generated/ in routesChunkNames.json and registry.js (found ${JSON.stringify(names)})`,
    );
  const props = readGenerated(modulePath!) as {items?: unknown};
  const records = Array.isArray(props?.items) ? (props.items as Array<{content?: {metadata?: {permalink?: unknown}}}>) : null;
  if (!records || records.some((item) => typeof item?.content?.metadata?.permalink !== 'string')) {
    throw expected(`in ${modulePath} the items lean-blog wrote, each {content: {metadata: {permalink}}}`);
  }
  return stringsIn(props);
}

export interface LeanFiles {
  routes: string;
  registry: string;
  routesChunkNames: string;
}

/**
 * Reads the generated files of `generatedDir`, writes the lean ones to
 * `<generatedDir>/lean-client/` and returns their paths, for the client
 * bundle's aliases.
 */
export function writeLeanRoutes(generatedDir: string, prefixes: readonly string[]): LeanFiles {
  const read = (file: string) => fs.readFileSync(path.join(generatedDir, file), 'utf8');
  const routes = readRouteTable(read('routes.js'));
  // The catch-all route Docusaurus appends is written again by leanRoutesSource.
  const last = routes.pop();
  if (last?.path !== '*') throw new Error('lean-client: the generated routes.js no longer ends with the catch-all route');
  const chunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, ChunkNames>;
  const registry = readRegistry(read('registry.js'));
  const readGenerated = (modulePath: string): unknown =>
    JSON.parse(fs.readFileSync(path.join(generatedDir, modulePath.slice('@generated/'.length)), 'utf8'));
  const namedPaths = (route: TableRoute) => namedPathsOf(route, chunkNames, registry, readGenerated);
  const split = splitRouteTable(routes, chunkNames, registry, prefixes, BUCKET_ROUTES, namedPaths);
  const dir = path.join(generatedDir, 'lean-client');
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const files: LeanFiles = {
    routes: path.join(dir, 'routes.js'),
    registry: path.join(dir, 'registry.js'),
    routesChunkNames: path.join(dir, 'routesChunkNames.json'),
  };
  fs.writeFileSync(files.routes, leanRoutesSource(split));
  fs.writeFileSync(
    files.registry,
    `export default {\n${[...split.registry]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([name, modulePath]) => registryLine(name, modulePath))
      .join('\n')}};\n`,
  );
  fs.writeFileSync(files.routesChunkNames, JSON.stringify(split.chunkNames));
  for (const bucket of split.buckets) fs.writeFileSync(path.join(dir, moduleFile(bucket.group, bucket.index)), bucketSource(bucket));
  for (const list of split.lists) fs.writeFileSync(path.join(dir, moduleFile(list.group, list.index, 'list')), bucketSource(list));
  return files;
}
