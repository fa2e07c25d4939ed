/**
 * The search engine behind the navbar's box, loaded only once a visitor
 * focuses the box or types (a chunk of its own). It loads Pagefind's script
 * from the site itself (`/pagefind/`, written by the build); Pagefind then
 * fetches its WebAssembly module, its metadata, the index chunks a query
 * needs and one fragment per result shown, all from the same folder.
 * Nothing here evaluates strings as code.
 */
import {MAX_SUGGESTIONS, toSuggestions, type PagefindResultData} from '@site/src/lib/searchResults';
import type {Suggestion} from '@site/src/data/search';

interface PagefindSearch {
  results: Array<{id: string; data: () => Promise<PagefindResultData>}>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: Record<string, unknown>): Promise<PagefindSearch>;
}

export interface SearchEngine {
  /** Suggestions for `query`, or null when a later query has replaced it. */
  search(query: string): Promise<Suggestion[] | null>;
}

/**
 * Keystrokes closer together than this make one search. Pagefind's own
 * debounced search loads the index chunks of every prefix typed; this one
 * loads nothing until the typing pauses. Each search that runs also loads
 * the fragments of its suggestions, so the pause is long enough that a
 * quick typist's word is one search, and short enough that results still
 * follow the last keystroke well within 300 ms.
 */
const DEBOUNCE_MS = 150;

/**
 * Ranking, tuned on the relevance table of the browser tests: a match in a
 * page's title counts for much more than one in its text, a match in the
 * name of a service, tool or company page (src/lib/searchIndex.ts) more
 * still, and long guides are not pushed down for their length.
 */
const RANKING = {
  termFrequency: 1.0,
  pageLength: 0.5,
  termSaturation: 1.2,
  metaWeights: {title: 10, name: 20, type: 1, category: 1},
};

/**
 * How long loading or one search may take before the box gives up and says
 * so. A browser that refuses to compile Pagefind's WebAssembly (a policy
 * without 'wasm-unsafe-eval') leaves Pagefind waiting for ever.
 */
const GIVE_UP_MS = 6000;

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    work,
    sleep(GIVE_UP_MS).then(() => Promise.reject(new Error(`Site search: ${what} took longer than ${GIVE_UP_MS} ms`))),
  ]);
}

export async function loadSearchEngine(scriptUrl: string): Promise<SearchEngine> {
  const pagefind = (await import(/* webpackIgnore: true */ scriptUrl)) as Pagefind;
  // On the main thread: a worker would cost a second copy of Pagefind's script, and a search takes milliseconds.
  await pagefind.options({noWorker: true, excerptLength: 18, ranking: RANKING});
  await withinTime(pagefind.init(), 'loading the index');
  let latest = 0;
  return {
    async search(query) {
      const mine = ++latest;
      await sleep(DEBOUNCE_MS);
      if (mine !== latest) return null;
      const found = await withinTime(pagefind.search(query), 'a search');
      if (mine !== latest) return null;
      // One fragment download per suggestion shown, and no more.
      const data = await withinTime(Promise.all(found.results.slice(0, MAX_SUGGESTIONS).map((result) => result.data())), 'loading results');
      return mine === latest ? toSuggestions(data, query) : null;
    },
  };
}
