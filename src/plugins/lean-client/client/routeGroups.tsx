/**
 * The browser's side of route groups (see ../routeGroups.ts, which writes
 * the lean route table and the bucket modules at build time).
 *
 * Each group stands in the route table as one route matching its prefix;
 * it renders the group's routes loaded so far, then the routes that follow
 * it in the table (the not-found page). `loadRouteGroups` imports the bucket
 * of each path that falls under a group, once; the client entry awaits it
 * before matching the first page, `preload` (./preload.ts, which replaces
 * Docusaurus's own) before every navigation, and the client entry's
 * `prefetch` before prefetching a link. A bucket adds its registry entries
 * and chunk names to the ones ComponentCreator and `prefetch` read, and the
 * file names of its chunks (filled in by the build, ../chunkFiles.ts) to the
 * bundler's map, which lists only the chunks of the rest of the site.
 */
import React from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import type {RouteConfig} from 'react-router-config';
import {bucketOf, groupOf} from '@site/src/lib/routeBuckets';

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

/** Renders the group's routes, then the routes that follow the group in the table. */
function GroupRoutes({route}: {route: GroupRoute}): React.ReactNode {
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

/**
 * Called by a bucket module: registers the file names of its chunks (a JSON
 * object the build wrote in place of the placeholder string), its registry
 * entries and its routes' chunk names, then creates its routes.
 */
export function registerBucket(
  files: string | {files: Record<string, string>; ids: Record<string, string>},
  entries: Record<string, unknown>,
  names: Record<string, unknown>,
  createRoutes: () => RouteConfig[],
): RouteConfig[] {
  if (typeof files === 'object') {
    hookBundler();
    Object.assign(chunkFiles, files.files);
    Object.assign(chunkIds, files.ids);
  }
  Object.assign(registry as Record<string, unknown>, entries);
  Object.assign(routesChunkNames as Record<string, unknown>, names);
  return createRoutes();
}

/** Loads the bucket that holds `path`, if it falls under a group; once per bucket. */
function loadBucket(path: string): Promise<void> | undefined {
  const prefix = groupOf(
    path,
    groups.map((g) => g.prefix),
  );
  const group = groups.find((g) => g.prefix === prefix);
  if (!group) return undefined;
  const index = bucketOf(path, group.loaders.length);
  const key = `${group.prefix}#${index}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = group.loaders[index]!().then(({default: routes}) => {
      group.routes.splice(group.routes.length - group.fallbacks, 0, ...routes);
    });
    // A bucket that failed to load (a deploy removed it) is tried again next time.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Loads the buckets of the routes that `paths` may match, so that matching them is complete. */
export function loadRouteGroups(paths: readonly string[]): Promise<void> {
  const loads = paths.map(loadBucket).filter((p): p is Promise<void> => p !== undefined);
  return loads.length === 0 ? Promise.resolve() : Promise.all(loads).then(() => undefined);
}
