/**
 * lean-client: keeps what the site does not use out of the JavaScript every
 * page loads, and spreads what it does use over several tasks.
 *
 * - The classic theme registers Prism (the syntax highlighter) as a client
 *   module, so it would ship on every page; here that module is replaced by
 *   an empty one (./client/prism-stub.ts), and src/theme/CodeBlock loads the
 *   highlighter and its languages in a chunk of their own, on the pages that
 *   show code.
 * - The browser bundle starts from ./client/clientEntry.tsx, Docusaurus's own
 *   entry evaluated in stages (see that file), instead of the stock one.
 * - The routes of large groups (every path under ROUTE_GROUPS: posts, list,
 *   tag and author pages) leave the client's route table, registry and
 *   chunk-name map, and the bundler's chunk-file map (./routeGroups.ts,
 *   ./chunkFiles.ts): they come in small buckets the browser loads for the
 *   paths it opens, prefetches or preloads, so what every page loads does
 *   not grow with the library. Docusaurus's `preload` is replaced by
 *   ./client/preload.ts, which loads a path's bucket first. Production
 *   builds only: the development server regenerates routes as content
 *   changes, and keeps the stock tables. The server bundle always keeps
 *   them, so every page renders as before.
 * - Every assumption the above makes about Docusaurus's files is checked on
 *   each build (./guards.ts): when the plugin loads, and once the client
 *   compilation has its modules (the `preload` replacement matched).
 * - React DOM (with its scheduler) is a start-up script of its own: the
 *   browser compiles each script in the background but finishes it on the
 *   main thread, in a task as long as the script is large (16 ms for the
 *   400 KB main bundle here, four times that on a throttled phone). Two
 *   scripts of half the size each finish in a shorter task.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {writeLeanRoutes} from './routeGroups';
import {ChunkFilesPlugin} from './chunkFiles';
import {checkReplacement, checkUpstreamFiles} from './guards';
import {ssrTemplate} from './ssrTemplate';

export const CLIENT_ENTRY = path.resolve(__dirname, 'client/clientEntry.tsx');
/** Docusaurus's preload, and the project's, which loads a path's route-group bucket first. */
export const STOCK_PRELOAD = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;
export const PRELOAD = path.resolve(__dirname, 'client/preload.ts');
/** The classic theme's Prism client module, and the empty module that replaces it. */
export const THEME_PRISM_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
export const PRISM_STUB = path.resolve(__dirname, 'client/prism-stub.ts');

/** The route groups: every route at or below each prefix travels in buckets, not in main.js. */
export const ROUTE_GROUPS = ['/insights', '/case-studies'];

/** Checks, once the client compilation has all its modules, that the stock preload was replaced (guards.ts). */
export class ReplacementCheckPlugin {
  apply(compiler: {hooks: {thisCompilation: {tap: (name: string, fn: (compilation: CompilationLike) => void) => void}}}): void {
    compiler.hooks.thisCompilation.tap('lean-client-replacement-check', (compilation) => {
      compilation.hooks.finishModules.tap('lean-client-replacement-check', (modules) => {
        const resources = [...modules].map((module) => module.resource).filter((r): r is string => typeof r === 'string');
        checkReplacement({resources, stock: STOCK_PRELOAD, replacement: PRELOAD});
      });
    });
  }
}

interface CompilationLike {
  hooks: {finishModules: {tap: (name: string, fn: (modules: Iterable<{resource?: string}>) => void) => void}};
}

export default function leanClientPlugin(): Plugin<void> {
  // The upstream files this plugin and lean-blog were written against still have the shapes they rely on.
  checkUpstreamFiles(path.resolve(__dirname, '../../..'), ssrTemplate);
  return {
    name: 'lean-client',
    configureWebpack(config, isServer, utils) {
      if (!isServer) {
        // The client config's entry is the stock clientEntry.js path; the server bundle keeps its own.
        if (typeof config.entry !== 'string' || !config.entry.endsWith(path.join('client', 'clientEntry.js'))) {
          throw new Error(`lean-client: expected the stock client entry, found ${JSON.stringify(config.entry)}`);
        }
        config.entry = CLIENT_ENTRY;
      }
      const groups = !isServer && config.mode === 'production';
      if (groups) {
        const resolve = config.resolve!;
        const generated = (resolve.alias as Record<string, string>)['@generated'];
        if (typeof generated !== 'string') throw new Error('lean-client: expected the @generated alias in the client config');
        const lean = writeLeanRoutes(generated, ROUTE_GROUPS);
        // Exact aliases first: the bundler takes the first alias that matches, and @generated matches these too.
        resolve.alias = {
          '@generated/routes$': lean.routes,
          '@generated/registry$': lean.registry,
          '@generated/routesChunkNames$': lean.routesChunkNames,
          ...resolve.alias,
        };
      }
      const noThemePrism = new utils.currentBundler.instance.NormalModuleReplacementPlugin(THEME_PRISM_MODULE, PRISM_STUB);
      return {
        ...(isServer
          ? {plugins: [noThemePrism]}
          : {
              plugins: groups
                ? [
                    noThemePrism,
                    new utils.currentBundler.instance.NormalModuleReplacementPlugin(STOCK_PRELOAD, PRELOAD),
                    new ReplacementCheckPlugin() as unknown as {apply: () => void},
                    // An Rspack plugin (the site builds with Rspack); the config is typed for webpack.
                    new ChunkFilesPlugin() as unknown as {apply: () => void},
                  ]
                : [noThemePrism],
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    reactDom: {
                      test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                      name: 'react-dom',
                      chunks: 'initial',
                      enforce: true,
                      priority: 60,
                    },
                  },
                },
              },
            }),
      };
    },
  };
}
