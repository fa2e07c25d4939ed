/**
 * The built page of every route. The passes read these and nothing else:
 * while they run, the client-redirects plugin's own `postBuild` may be
 * writing redirect pages into the same folder, and a pass that walked the
 * folder could read one half-written.
 */
import path from 'node:path';
import {pageFile} from './serverRules';
import type {PostBuildArgs} from './types';

export function routePageFiles({outDir, routesPaths, siteConfig}: PostBuildArgs): string[] {
  return [...new Set(routesPaths.map((route) => path.join(outDir, pageFile(route, siteConfig.trailingSlash))))].sort();
}
