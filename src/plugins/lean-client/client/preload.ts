/**
 * Docusaurus's `preload` (`@docusaurus/core/lib/client/preload.js`), which
 * the build puts in its place (../index.ts): the same matching and the same
 * `preload` of each matched route's component, once the route-group buckets
 * of the path are in (./routeGroups.tsx). Docusaurus calls it before every
 * navigation (PendingNavigation, which reloads the page when it fails, as
 * after a deploy that removed the chunks) and on hover (`window.docusaurus.preload`).
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadRouteGroups} from './routeGroups';

export default function preload(pathname: string): Promise<unknown[]> {
  // As the stock preload: the path as requested and decoded (decodeURI throws here on a malformed escape, as it does there).
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  return loadRouteGroups(paths).then(() =>
    Promise.all(
      paths
        .map((p) => matchRoutes(routes, p))
        .flat()
        // react-loadable's preload returns the loading promise (typed void).
        .map((match) => (match.route.component as {preload?: () => unknown} | undefined)?.preload?.()),
    ),
  );
}
