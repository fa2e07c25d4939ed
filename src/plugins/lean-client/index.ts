/**
 * lean-client: keeps what the site does not use out of the JavaScript every
 * page loads, and spreads what it does use over several tasks.
 *
 * - The classic theme registers Prism (the syntax highlighter) as a client
 *   module, so it ships on every page even when no page shows code; here
 *   the bundlers resolve prism-react-renderer to a small stub, and
 *   src/theme/CodeBlock renders code as plain preformatted text.
 * - The browser bundle starts from ./client/clientEntry.tsx, Docusaurus's own
 *   entry evaluated in stages (see that file), instead of the stock one.
 * - React DOM (with its scheduler) is a start-up script of its own: the
 *   browser compiles each script in the background but finishes it on the
 *   main thread, in a task as long as the script is large (16 ms for the
 *   400 KB main bundle here, four times that on a throttled phone). Two
 *   scripts of half the size each finish in a shorter task.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const CLIENT_ENTRY = path.resolve(__dirname, 'client/clientEntry.tsx');

export default function leanClientPlugin(): Plugin<void> {
  return {
    name: 'lean-client',
    configureWebpack(config, isServer) {
      if (!isServer) {
        // The client config's entry is the stock clientEntry.js path; the server bundle keeps its own.
        if (typeof config.entry !== 'string' || !config.entry.endsWith(path.join('client', 'clientEntry.js'))) {
          throw new Error(`lean-client: expected the stock client entry, found ${JSON.stringify(config.entry)}`);
        }
        config.entry = CLIENT_ENTRY;
      }
      return {
        resolve: {
          alias: {'prism-react-renderer$': path.resolve(__dirname, 'client/prism-stub.ts')},
        },
        ...(isServer
          ? {}
          : {
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
