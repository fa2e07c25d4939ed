/**
 * legacy-redirects: after the build, checks the redirect table against the
 * pages the build really emitted (the build fails on a source that hides a
 * page, a chain, a loop or a missing target), then writes the server rules
 * from the same table beside the site: `nginx/http.conf` and
 * `nginx/site.conf` (redirects, security and cache headers, 404 pages),
 * `_redirects` and `_headers` for static hosts. The client redirect pages
 * come from @docusaurus/plugin-client-redirects, fed by the same table in
 * docusaurus.config.ts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {exactRedirects, prefixRedirects} from '../../config/redirects';
import {checkRedirects, netlifyRedirects, nginxRedirects} from '../../lib/redirects';
import {nginxSiteConf, staticHostHeaders} from '../../lib/serverRules';

export interface Options {
  /** `throw` in every real build; `warn` only while drafting (BROKEN_LINKS=warn). */
  onProblems: 'throw' | 'warn';
}

export default function legacyRedirectsPlugin(_context: LoadContext, options: Options): Plugin<void> {
  return {
    name: 'legacy-redirects',
    async postBuild({outDir, routesPaths}) {
      const problems = checkRedirects(exactRedirects, prefixRedirects, routesPaths);
      if (problems.length > 0) {
        const message = `The redirect table (src/config/redirects.ts) has problems:\n${problems.map((p) => `- ${p}`).join('\n')}`;
        if (options.onProblems === 'throw') throw new Error(message);
        console.warn(message);
      }
      const {httpConf, serverConf} = nginxRedirects(exactRedirects, prefixRedirects);
      await fs.mkdir(path.join(outDir, 'nginx'), {recursive: true});
      await fs.writeFile(path.join(outDir, 'nginx', 'http.conf'), httpConf);
      await fs.writeFile(path.join(outDir, 'nginx', 'site.conf'), nginxSiteConf(serverConf));
      await fs.writeFile(path.join(outDir, '_redirects'), netlifyRedirects(exactRedirects, prefixRedirects));
      await fs.writeFile(path.join(outDir, '_headers'), staticHostHeaders());
    },
  };
}
