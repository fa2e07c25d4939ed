import type {Plugin} from '@docusaurus/types';
import type {DeploymentSettings} from '../../config/site';
import type {SiteHost, VercelJsonMode} from './host';

/** What Docusaurus hands every plugin's `postBuild`: the site's props plus `outDir`, `routesPaths`, `routesBuildMetadata`. */
export type PostBuildArgs = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** The build's own settings, given to the plugin in docusaurus.config.ts. */
export interface PostBuildOptions {
  /** The host this build is for (src/plugins/post-build/host.ts). */
  host: SiteHost;
  /** What happens to the committed vercel.json (src/plugins/post-build/host.ts). */
  vercelJson: VercelJsonMode;
  /** The settings the build uses (blanked off production: `effectiveSettings` in src/config/site.ts); the policy lists their hosts. */
  settings: DeploymentSettings;
  /**
   * The settings as configured, production's: `vercel.json` is committed and
   * shared by production and previews, so it is always checked against them.
   */
  vercelSettings: DeploymentSettings;
  /** Whether the build is production; any other build's headers add `X-Robots-Tag: noindex` (src/config/indexing.ts). */
  production: boolean;
  /** `throw` in every real build; `warn` only while drafting (BROKEN_LINKS=warn). */
  onTableProblems: 'throw' | 'warn';
}

/** One step of the post-build sequence (see ./index.ts). */
export interface PostBuildPass {
  /** Named in the build log and in the error when the pass fails. */
  name: string;
  run(args: PostBuildArgs, options: PostBuildOptions): Promise<void>;
}
