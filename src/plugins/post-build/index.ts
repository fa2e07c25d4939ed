/**
 * post-build: every pass that reads the built site runs here, one after
 * another in the order below, after the static pages are rendered.
 * Docusaurus runs the `postBuild` hooks of all plugins at the same time, so
 * two passes in two plugins could read a file while the other writes it; in
 * one plugin, in a fixed order, they cannot. No pass rewrites a page: what a
 * page shows and says comes from its render.
 *
 * The passes read the page of each route (`routePages.ts`), never the whole
 * output folder: the client-redirects plugin writes its redirect pages there
 * at the same time. The order: the search pass indexes the pages and writes
 * the index; the assets pass writes a gzip copy of every script and
 * stylesheet; the host rules come last, because the security policy they
 * carry is computed from the pages as they ship.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assetsPass} from './assets';
import {hostRulesPass} from './hostRules';
import {searchPass} from './search';
import type {PostBuildOptions, PostBuildPass} from './types';

/** The passes, in the order they run. */
export const passes: readonly PostBuildPass[] = [searchPass, assetsPass, hostRulesPass];

export default function postBuildPlugin(_context: LoadContext, options: PostBuildOptions): Plugin<void> {
  return {
    name: 'post-build',
    async postBuild(args) {
      for (const pass of passes) {
        try {
          await pass.run(args, options);
        } catch (error) {
          throw new Error(`post-build pass "${pass.name}" failed`, {cause: error});
        }
      }
    },
  };
}
