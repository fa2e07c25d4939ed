/**
 * The browser's side of route groups (see ../routeGroups.ts, which writes
 * the lean route table and the bucket modules at build time).
 *
 * Each group stands in the route table as one route matching its prefix;
 * it renders the group's routes loaded so far, then the routes that follow
 * it in the table (the not-found page). `loadRouteGroups` imports the bucket
 * of each path that falls under a group, once, unless the path's route is
 * already in; the client entry awaits it before matching the first page, and
 * `preload` (./preload.ts, which replaces Docusaurus's own) before every
 * navigation. It also starts loading the list module of a list page it
 * opens: the routes of the posts and pages the list links to. The client
 * entry's `prefetch` awaits `prefetchRouteGroups`, which lets list modules on
 * their way arrive first, so a list page's links need no bucket of their own.
 * A bucket or list module adds its registry entries and chunk names to the
 * ones ComponentCreator and `prefetch` read, and the file names of its chunks
 * (filled in by the build, ../chunkFiles.ts) to the bundler's map, which
 * lists only the chunks of the rest of the site.
 */
import React, {useEffect, useState} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import Loading from '@theme/Loading';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import type {RouteConfig} from 'react-router-config';
import {bucketOf, groupOf, routeKey} from '@site/src/lib/routeBuckets';

declare const __webpack_require__: {
  u: (chunkId: string | number) => string;
  p: string;
  gca: (chunkName: string) => string;
};

type BucketLoader = () => Promise<{default: RouteConfig[]}>;

interface GroupRoute extends RouteConfig {
  routes: RouteConfig[];
  /** How many routes at the end of `routes` follow the group in the table. */
  fallbacks: number;
  loaders: BucketLoader[];
  prefix: string;
}

const groups: GroupRoute[] = [];
const loaded = new Map<string, Promise<void>>();
/** The buckets (`loaded`'s keys) that have arrived: a path of theirs that is not among their routes is unknown. */
const arrived = new Set<string>();

/** How long a group page waits for its routes before the loading screen shows: react-loadable's default delay. */
const LOADING_DELAY_MS = 200;

/**
 * Renders the group's routes, then the routes that follow the group in the
 * table, once the bucket of the path is in. `preload` brings it in before
 * every navigation, but a render may come without one (an error boundary's
 * Try Again remounts the routes at an address whose navigation never
 * finished): until the bucket arrives the route shows the loading screen, as
 * a page whose code is loading does, never the not-found page of a path
 * whose route is simply not in yet.
 */
function GroupRoutes({route, location}: {route: GroupRoute; location: {pathname: string}}): React.ReactNode {
  const {pathname} = location;
  const ready = routesReady(pathname);
  const [, setArrivals] = useState(0);
  const [pastDelay, setPastDelay] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    setPastDelay(false);
    setError(null);
    const timer = setTimeout(() => setPastDelay(true), LOADING_DELAY_MS);
    loadRouteGroups(pathForms(pathname)).then(
      () => live && setArrivals((n) => n + 1),
      (failure: unknown) => live && setError(failure instanceof Error ? failure : new Error(String(failure))),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ready, pathname, attempt]);
  if (!ready) {
    return <Loading isLoading={!error} pastDelay={pastDelay} timedOut={false} error={error} retry={() => setAttempt((n) => n + 1)} />;
  }
  return renderRoutes(route.routes);
}

/** The route that stands for a group in the table: it matches the prefix and everything below it. */
export function routeGroup(prefix: string, loaders: BucketLoader[]): GroupRoute {
  const route: GroupRoute = {path: `${prefix}/:rest*`, component: GroupRoutes as never, routes: [], fallbacks: 0, loaders, prefix};
  groups.push(route);
  return route;
}

/** Gives each group route, as its last subroutes, the routes that follow it in the table. */
export function withFallbacks(routes: RouteConfig[]): RouteConfig[] {
  routes.forEach((route, i) => {
    const group = groups.find((g) => g === route);
    if (!group) return;
    group.routes = routes.slice(i + 1);
    group.fallbacks = group.routes.length;
  });
  return routes;
}

/** The chunk files and chunk names that buckets registered: the bundler's own map lists only the rest of the site's. */
const chunkFiles: Record<string, string> = {};
const chunkIds: Record<string, string> = {};
let bundlerHooked = false;

function hookBundler(): void {
  if (bundlerHooked || typeof __webpack_require__ === 'undefined') return;
  bundlerHooked = true;
  const fileOf = __webpack_require__.u;
  __webpack_require__.u = (chunkId) => chunkFiles[chunkId] ?? fileOf(chunkId);
  const assetOf = __webpack_require__.gca;
  __webpack_require__.gca = (chunkName) =>
    chunkName in chunkIds ? __webpack_require__.p + __webpack_require__.u(chunkIds[chunkName]!) : assetOf(chunkName);
}

/** The route keys of the group routes loaded so far, from buckets and list modules. */
const known = new Set<string>();
/** A list page's route key -> the loader of its list module (the routes it links to), as its bucket registered it. */
const listLoaders = new Map<string, BucketLoader>();
const listLoads = new Map<string, Promise<void>>();

/** Adds routes to a group, before the fallbacks, leaving out those already there (a list module and a bucket may both carry one). */
function addRoutes(group: GroupRoute, routes: RouteConfig[]): void {
  const fresh = routes.filter((route) => !known.has(routeKey(route.path as string)));
  for (const route of fresh) known.add(routeKey(route.path as string));
  group.routes.splice(group.routes.length - group.fallbacks, 0, ...fresh);
}

/**
 * Called by a bucket or list module: registers the file names of its chunks
 * (a JSON object the build wrote in place of the placeholder string), its
 * registry entries, its routes' chunk names and the loaders of its list
 * pages' list modules, then creates its routes.
 */
export function registerBucket(
  files: string | {files: Record<string, string>; ids: Record<string, string>},
  entries: Record<string, unknown>,
  names: Record<string, unknown>,
  createRoutes: () => RouteConfig[],
  lists: Record<string, BucketLoader> = {},
): RouteConfig[] {
  if (typeof files === 'object') {
    hookBundler();
    Object.assign(chunkFiles, files.files);
    Object.assign(chunkIds, files.ids);
  }
  Object.assign(registry as Record<string, unknown>, entries);
  Object.assign(routesChunkNames as Record<string, unknown>, names);
  for (const [page, loader] of Object.entries(lists)) listLoaders.set(routeKey(page), loader);
  return createRoutes();
}

/** The group a path falls under, if any. */
const groupFor = (path: string): GroupRoute | undefined => {
  const prefix = groupOf(
    path,
    groups.map((g) => g.prefix),
  );
  return groups.find((g) => g.prefix === prefix);
};

/** Starts loading the list module of a list page, once (again after a failure); nothing waits for it but prefetches. */
function loadList(group: GroupRoute, path: string): void {
  const key = routeKey(path);
  const loader = listLoaders.get(key);
  if (!loader || listLoads.has(key)) return;
  const loading = loader().then(({default: routes}) => addRoutes(group, routes));
  // A list module that failed to load (a deploy removed it) leaves its links to their buckets, and is tried again next time.
  loading.catch(() => listLoads.delete(key));
  listLoads.set(key, loading);
}

/** The key of the bucket of a group that holds `path` (in `loaded` and `arrived`), and its index. */
function bucketKey(group: GroupRoute, path: string): {key: string; index: number} {
  const index = bucketOf(path, group.prefix, group.loaders.length);
  return {key: `${group.prefix}#${index}`, index};
}

/** Loads the bucket that holds `path`, if it falls under a group and its route is not in yet; once per bucket. */
function loadBucket(path: string, withList: boolean): Promise<void> | undefined {
  const group = groupFor(path);
  if (!group) return undefined;
  let loading: Promise<void> = Promise.resolve();
  if (!known.has(routeKey(path))) {
    const {key, index} = bucketKey(group, path);
    let bucket = loaded.get(key);
    if (!bucket) {
      bucket = group.loaders[index]!().then(({default: routes}) => {
        addRoutes(group, routes);
        arrived.add(key);
      });
      // A bucket that failed to load (a deploy removed it) is tried again next time.
      bucket.catch(() => loaded.delete(key));
      loaded.set(key, bucket);
    }
    loading = bucket;
  }
  return withList ? loading.then(() => loadList(group, path)) : loading;
}

/** A path as requested and decoded, as matching tries it (a path that does not decode only as requested). */
function pathForms(path: string): string[] {
  try {
    return Array.from(new Set([path, decodeURI(path)]));
  } catch {
    return [path];
  }
}

/** Whether matching `path` is complete: each form of it is outside the groups, a route already in, or in a bucket that arrived. */
function routesReady(path: string): boolean {
  return pathForms(path).every((form) => {
    const group = groupFor(form);
    return !group || known.has(routeKey(form)) || arrived.has(bucketKey(group, form).key);
  });
}

/**
 * Loads the buckets of the routes that `paths` may match, so that matching
 * them is complete, and starts loading the list module of a list page among
 * them (for the page being opened: the client entry's first match, preload).
 */
export function loadRouteGroups(paths: readonly string[]): Promise<void> {
  const loads = paths.map((path) => loadBucket(path, true)).filter((p): p is Promise<void> => p !== undefined);
  return loads.length === 0 ? Promise.resolve() : Promise.all(loads).then(() => undefined);
}

/**
 * Loads what a prefetch of `path` needs: once the list modules on their way
 * are in (the open list page's links are in them), the bucket of its route
 * if that is still missing. A list module that fails leaves the bucket to load.
 */
export function prefetchRouteGroups(path: string): Promise<void> {
  const lists = [...listLoads.values()].map((loading) => loading.catch(() => undefined));
  return Promise.all(lists).then(() => loadBucket(path, false));
}
