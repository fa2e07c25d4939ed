/**
 * css-purge: Docusaurus ships one stylesheet for the whole site, Infima's
 * full framework included, and every page loads it before its first paint.
 * After the build this removes the rules no page can use: selectors whose
 * classes appear in no built HTML page and no script chunk, and custom
 * properties nothing reads. Class names the scripts can add later (menus,
 * toasts, tools) appear in those chunks as strings, so they stay; variables
 * read from inline styles in the scripts stay too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {PurgeCSS} from 'purgecss';

export default function cssPurgePlugin(): Plugin<void> {
  return {
    name: 'css-purge',
    async postBuild({outDir}) {
      const cssDir = path.join(outDir, 'assets', 'css');
      const jsDir = path.join(outDir, 'assets', 'js');
      const cssFiles = (await fs.readdir(cssDir)).filter((f) => f.endsWith('.css')).map((f) => path.join(cssDir, f));
      const jsFiles = (await fs.readdir(jsDir)).filter((f) => f.endsWith('.js')).map((f) => path.join(jsDir, f));
      const scripts = await Promise.all(jsFiles.map((f) => fs.readFile(f, 'utf8')));
      const variablesFromScripts = [...new Set(scripts.flatMap((s) => [...s.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!)))];
      const results = await new PurgeCSS().purge({
        content: [path.join(outDir, '**/*.html'), ...jsFiles],
        css: cssFiles,
        variables: true,
        keyframes: true,
        fontFace: true,
        safelist: {standard: [/^theme-/], variables: variablesFromScripts},
      });
      await Promise.all(results.map((r) => (r.file ? fs.writeFile(r.file, r.css) : undefined)));
    },
  };
}
