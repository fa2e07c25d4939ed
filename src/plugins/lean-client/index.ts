/**
 * lean-client: keeps what the site does not use out of the JavaScript every
 * page loads. The classic theme registers Prism (the syntax highlighter) as
 * a client module, so it ships on every page even when no page shows code;
 * here the bundlers resolve prism-react-renderer to a small stub, and
 * src/theme/CodeBlock renders code as plain preformatted text.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanClientPlugin(): Plugin<void> {
  return {
    name: 'lean-client',
    configureWebpack() {
      return {
        resolve: {
          alias: {'prism-react-renderer$': path.resolve(__dirname, 'prism-stub.ts')},
        },
      };
    },
  };
}
