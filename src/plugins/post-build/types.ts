import type {Plugin} from '@docusaurus/types';

/** What Docusaurus hands every plugin's `postBuild`: the site's props plus `outDir`, `routesPaths`, `routesBuildMetadata`. */
export type PostBuildArgs = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** One step of the post-build sequence (see ./index.ts). */
export interface PostBuildPass {
  /** Named in the build log and in the error when the pass fails. */
  name: string;
  run(args: PostBuildArgs): Promise<void>;
}
