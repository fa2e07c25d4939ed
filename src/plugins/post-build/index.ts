/**
 * post-build: every pass that reads the built site runs here, one after
 * another in the order below, after the static pages are rendered.
 * Docusaurus runs the `postBuild` hooks of all plugins at the same time, so
 * two passes in two plugins could read a file while the other writes it; in
 * one plugin, in a fixed order, they cannot. No pass rewrites a page: what a
 * page shows and says comes from its render.
 *
 * The order: the assets pass reads every page before any redirect page
 * exists; the redirect pages are written next (only for a host that serves
 * files only); the host rules come last, because the security policy they
 * carry is computed from every page the build ships.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assetsPass} from './assets';
import {hostRulesPass} from './hostRules';
import {redirectPagesPass} from './redirectPages';
import {searchPass} from './search';
import type {PostBuildOptions, PostBuildPass} from './types';

/** The passes, in the order they run. */
export const passes: readonly PostBuildPass[] = [searchPass, assetsPass, redirectPagesPass, hostRulesPass];

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
