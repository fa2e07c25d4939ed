/**
 * The redirect pages pass: for a host that only serves files (no redirect
 * rules), writes a small page at every legacy path the build can list, which
 * sends the browser on to the target (src/lib/serverRules.ts). Hosts with
 * real rules get none: there, every legacy path answers with a 301.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {exactRedirects, prefixRedirects} from '../../config/redirects';
import {needsRedirectPages} from '../../lib/host';
import {expandRedirects, fileRedirects} from '../../lib/redirects';
import {redirectPage, redirectPageFile} from '../../lib/serverRules';
import type {PostBuildPass} from './types';

export const redirectPagesPass: PostBuildPass = {
  name: 'redirect-pages',
  async run({outDir, routesPaths, siteConfig}, {host}) {
    if (!needsRedirectPages(host)) return;
    const table = expandRedirects({exact: exactRedirects, prefix: prefixRedirects}, routesPaths);
    const redirects = fileRedirects(table, routesPaths);
    await Promise.all(
      redirects.map(async (redirect) => {
        const file = path.join(outDir, redirectPageFile(redirect.from));
        await fs.mkdir(path.dirname(file), {recursive: true});
        // `wx`: a redirect page never replaces a file the build wrote.
        await fs.writeFile(file, redirectPage(redirect, siteConfig.url), {flag: 'wx'});
      }),
    );
    console.log(`[post-build] ${redirects.length} redirect pages for a host that only serves files (SITE_HOST=${host})`);
  },
};
