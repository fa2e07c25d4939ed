/**
 * post-build: every pass that reads the built site runs here, one after
 * another in the order below, after the static pages are rendered.
 * Docusaurus runs the `postBuild` hooks of all plugins at the same time, so
 * two passes in two plugins could read a file while the other writes it; in
 * one plugin, in a fixed order, they cannot. No pass rewrites a page: what a
 * page shows and says comes from its render.
 */
import type {Plugin} from '@docusaurus/types';
import {assetsPass} from './assets';
import {searchPass} from './search';
import type {PostBuildPass} from './types';

/** The passes, in the order they run. */
export const passes: readonly PostBuildPass[] = [searchPass, assetsPass];

export default function postBuildPlugin(): Plugin<void> {
  return {
    name: 'post-build',
    async postBuild(args) {
      for (const pass of passes) {
        try {
          await pass.run(args);
        } catch (error) {
          throw new Error(`post-build pass "${pass.name}" failed`, {cause: error});
        }
      }
    },
  };
}
