/**
 * The search pass: builds the site search index with Pagefind's Node API
 * from the rendered pages, and writes it to `pagefind/` in the output.
 *
 * It reads the pages src/lib/searchIndex.ts calls searchable (no lists, no
 * tag or author pages, nothing marked noindex; redirect pages are not
 * routes). What each page contributes is decided by its render: the
 * element marked `data-pagefind-body` (src/components/SearchBody) with the
 * page's title and type, and inside it nothing marked
 * `data-pagefind-ignore`. A searchable page that lacks that element fails
 * the build, so a page cannot silently drop out of search. Pages are read,
 * never written.
 *
 * Only what the search box loads is written: Pagefind's script, its English
 * WebAssembly module, the entry file, the metadata, and the index, filter
 * and fragment chunks. Pagefind's own UI bundles and its web worker (the box
 * runs Pagefind on the main thread) are left out. The script is written
 * minified; every other file as Pagefind made it.
 */
import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {minify} from '@swc/core';
import {htmlFileOf, searchablePages} from '../../lib/searchIndex';
import type {PostBuildPass} from './types';

/** The folder of the index in the output, as the search box requests it. */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Index chunk positions per square root of the number of pages indexed. */
const CHUNK_POSITIONS_PER_ROOT_PAGE = 110;

/**
 * Word positions per index chunk, from the number of pages indexed. A first
 * query downloads the metadata, which lists every chunk (so it grows as
 * chunks get smaller and more numerous), and one chunk per word typed (which
 * grows as chunks get bigger); the sum is least when the chunk size grows
 * with the square root of the library: about 1,000 positions (chunks of
 * about 2 KB) for today's 81 pages, about 3,500 at 1,000 pages. Pagefind's
 * default, 20,000, makes chunks of about 30 KB here. Pagefind reads the size
 * from its environment when its indexer starts (1.6: the variable below);
 * the search browser test fails if the chunks grow back.
 */
export function indexChunkPositions(pageCount: number): number {
  return Math.round(CHUNK_POSITIONS_PER_ROOT_PAGE * Math.sqrt(Math.max(1, pageCount)));
}
const CHUNK_SIZE_VARIABLE = 'PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE';

/** Runs `start` with one environment variable set, as a child process started by it inherits it. */
async function withEnv<T>(name: string, value: string, start: () => Promise<T>): Promise<T> {
  const before = process.env[name];
  process.env[name] = value;
  try {
    return await start();
  } finally {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  }
}

/** Pagefind's script, the first file every search loads. */
export const SEARCH_SCRIPT = 'pagefind.js';

/**
 * Pagefind's script ships without whitespace but with its own names (about
 * 13 KB gzipped); minified by SWC, which also minifies the site's own
 * scripts, it is about 11 KB. Its exports keep their names, and its file
 * keeps its name: the script finds its folder from its own address.
 */
export async function minifiedScript(code: string): Promise<string> {
  return (await minify(code, {module: true, compress: true, mangle: true})).code;
}

/** The site is in English: one index, stemmed as English, searched by Pagefind's English module. */
const LANGUAGE = 'en';

const SHIPPED = new RegExp(
  `^(pagefind\\.js|pagefind-entry\\.json|wasm\\.${LANGUAGE}\\.pagefind|pagefind\\.[\\w-]+\\.pf_meta|(index|filter|fragment)/[\\w-]+\\.pf_(index|filter|fragment))$`,
);

/**
 * Pagefind is an ES module with no CommonJS entry, and the loader Docusaurus
 * reads plugins with turns imports into require(), which its export map
 * refuses. Importing its entry file by URL gets past the export map.
 */
async function loadPagefind(siteDir: string): Promise<typeof import('pagefind')> {
  const folders = createRequire(path.join(siteDir, 'package.json')).resolve.paths('pagefind') ?? [];
  const entry = folders.map((folder) => path.join(folder, 'pagefind', 'lib', 'index.js')).find((file) => existsSync(file));
  if (!entry) throw new Error('the pagefind package is not installed (npm install)');
  return (await import(pathToFileURL(entry).href)) as typeof import('pagefind');
}

async function readPage(outDir: string, route: string): Promise<string> {
  const candidates = [htmlFileOf(route), path.posix.join(route.replace(/^\/+/, ''), 'index.html')];
  for (const file of candidates) {
    try {
      return await fs.readFile(path.join(outDir, file), 'utf8');
    } catch {
      // try the next layout
    }
  }
  throw new Error(`no built page for ${route} (looked for ${candidates.join(', ')})`);
}

export const searchPass: PostBuildPass = {
  name: 'search',
  async run({siteDir, outDir, routesPaths, routesBuildMetadata}) {
    const pagefind = await loadPagefind(siteDir);
    const pages = searchablePages(routesPaths, (route) => routesBuildMetadata[route]?.noIndex === true);
    const {index, errors} = await withEnv(CHUNK_SIZE_VARIABLE, String(indexChunkPositions(pages.length)), () =>
      pagefind.createIndex({forceLanguage: LANGUAGE}),
    );
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    try {
      const problems: string[] = [];
      for (const page of pages) {
        const {errors: pageErrors, file} = await index.addHTMLFile({url: page.path, content: await readPage(outDir, page.path)});
        if (pageErrors.length > 0) problems.push(`${page.path}: ${pageErrors.join('; ')}`);
        else if (file.meta.type !== page.type)
          problems.push(`${page.path}: no search body of type "${page.type}" (found ${file.meta.type ? `"${file.meta.type}"` : 'none'})`);
      }
      if (problems.length > 0) throw new Error(`Pages the search index cannot take:\n${problems.map((p) => `- ${p}`).join('\n')}`);
      const {errors: fileErrors, files} = await index.getFiles();
      if (fileErrors.length > 0) throw new Error(`Pagefind could not write the index: ${fileErrors.join('; ')}`);
      const target = path.join(outDir, SEARCH_INDEX_DIR);
      await fs.rm(target, {recursive: true, force: true});
      const shipped = files.filter((f) => SHIPPED.test(f.path.replace(/\\/g, '/')));
      for (const file of shipped) {
        const destination = path.join(target, file.path);
        await fs.mkdir(path.dirname(destination), {recursive: true});
        await fs.writeFile(
          destination,
          file.path === SEARCH_SCRIPT ? await minifiedScript(Buffer.from(file.content).toString('utf8')) : file.content,
        );
      }
      console.log(`[search] indexed ${pages.length} pages into /${SEARCH_INDEX_DIR} (${shipped.length} files)`);
    } finally {
      await index.deleteIndex();
      await pagefind.close();
    }
  },
};
