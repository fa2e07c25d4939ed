/**
 * The redirect pages `@docusaurus/plugin-client-redirects` writes for a set of
 * routes, made by the plugin itself: its `postBuild` runs with the site's
 * `createRedirects` into a temporary folder, and the files it wrote are read
 * back (paths without a leading slash, as a host sees them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import clientRedirectsPlugin, {type PluginOptions} from '@docusaurus/plugin-client-redirects';
import type {LoadContext, Plugin} from '@docusaurus/types';

type PostBuildProps = Parameters<NonNullable<Plugin<void>['postBuild']>>[0];

function filesUnder(dir: string, root = dir): Array<[string, string]> {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry): Array<[string, string]> => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, root);
    return [[path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8')]];
  });
}

export async function clientRedirectPages(
  routesPaths: readonly string[],
  createRedirects: NonNullable<PluginOptions['createRedirects']>,
): Promise<Map<string, string>> {
  // The settings of docusaurus.config.ts the plugin reads.
  const siteConfig = {baseUrl: '/', trailingSlash: false, onDuplicateRoutes: 'throw', future: {experimental_router: 'browser'}};
  const options: PluginOptions = {id: 'default', fromExtensions: [], toExtensions: [], redirects: [], createRedirects};
  const plugin = clientRedirectsPlugin({siteConfig} as unknown as LoadContext, options);
  if (!plugin?.postBuild) throw new Error('@docusaurus/plugin-client-redirects no longer has a postBuild step');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-redirects-'));
  try {
    await plugin.postBuild({routesPaths: [...routesPaths], baseUrl: '/', outDir, siteConfig} as unknown as PostBuildProps);
    return new Map(filesUnder(outDir));
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
}
