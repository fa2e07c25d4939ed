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
 * runs Pagefind on the main thread) are left out.
 */
import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {htmlFileOf, searchablePages} from '../../lib/searchIndex';
import type {PostBuildPass} from './types';

/** The folder of the index in the output, as the search box requests it. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Word positions per index chunk (Pagefind's default is 20,000, which makes
 * chunks of about 30 KB here). A query loads the chunks holding its words;
 * smaller chunks keep the first query's download within its budget. Pagefind
 * reads this from its environment when its indexer starts (1.6: the variable
 * below); the search browser test fails if the chunks grow back.
 */
const INDEX_CHUNK_POSITIONS = 1000;
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
    const {index, errors} = await withEnv(CHUNK_SIZE_VARIABLE, String(INDEX_CHUNK_POSITIONS), () =>
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
        await fs.writeFile(destination, file.content);
      }
      console.log(`[search] indexed ${pages.length} pages into /${SEARCH_INDEX_DIR} (${shipped.length} files)`);
    } finally {
      await index.deleteIndex();
      await pagefind.close();
    }
  },
};
