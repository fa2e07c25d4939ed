/**
 * The assets pass: finishes the hashed assets after the build.
 *
 * Docusaurus ships one stylesheet for the whole site, Infima's
 * full framework included, and every page loads it before its first paint.
 * After the build this removes the rules no page can use: rules whose class
 * or id selectors match nothing in any route's page or script chunk (class
 * names the scripts add later, for menus, toasts and tools, appear in those
 * chunks as strings, so they stay), and custom properties nothing reads.
 * Rules that need no class (the box-sizing reset, element rules,
 * :focus-visible) always stay, in their place (src/lib/cssPrune.ts). The
 * cascade-layer specificity shims are written short (`:not(#\#)`).
 *
 * Then every script and stylesheet is compressed once, at gzip's highest
 * level, beside the file (`.gz`), for hosts that serve precompressed files
 * (nginx's gzip_static in tests/support and `npm run perf`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {PurgeCSS} from 'purgecss';
import {pruneStylesheet, shortenSpecificityShims} from '../../lib/cssPrune';
import {routePageFiles} from './routePages';
import type {PostBuildPass} from './types';

const gzip = promisify(zlib.gzip);

export const assetsPass: PostBuildPass = {
  name: 'assets',
  async run(args) {
    const {outDir} = args;
    const cssDir = path.join(outDir, 'assets', 'css');
    const jsDir = path.join(outDir, 'assets', 'js');
    const cssFiles = (await fs.readdir(cssDir)).filter((f) => f.endsWith('.css')).map((f) => path.join(cssDir, f));
    const jsFiles = (await fs.readdir(jsDir)).filter((f) => f.endsWith('.js')).map((f) => path.join(jsDir, f));
    const scripts = await Promise.all(jsFiles.map((f) => fs.readFile(f, 'utf8')));
    const pages = await Promise.all(routePageFiles(args).map(async (f) => ({raw: await fs.readFile(f, 'utf8'), extension: 'html'})));
    const readByScripts = new Set(scripts.flatMap((s) => [...s.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!)));
    for (const file of cssFiles) {
      const original = await fs.readFile(file, 'utf8');
      const [purged] = await new PurgeCSS().purge({
        content: [...pages, ...jsFiles],
        css: [{raw: original}],
        keyframes: false,
        fontFace: false,
        variables: false,
        safelist: {standard: [/^theme-/]},
      });
      await fs.writeFile(file, shortenSpecificityShims(pruneStylesheet(original, purged!.css, readByScripts)));
    }
    await Promise.all(
      [...cssFiles, ...jsFiles].map(async (file) => {
        const body = await fs.readFile(file);
        await fs.writeFile(`${file}.gz`, await gzip(body, {level: zlib.constants.Z_BEST_COMPRESSION}));
      }),
    );
  },
};
