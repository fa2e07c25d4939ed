/**
 * What site search downloads and how fast it answers on a phone. These tests
 * time keystrokes (a visitor types at 60 ms a key; a pause of 150 ms runs a
 * search), so they run on their own, after every other browser test has
 * finished (the `timing` project of playwright.config.ts): with another test
 * loading the processor, a gap between two keys can pass 150 ms and an extra
 * search would load fragments a visitor never downloads.
 */
import {test, expect} from './fixtures';
import {FIRST_QUERIES, LATENCY_QUERIES, PHONE, SEARCH_BUDGETS, measureFirstQuery, measureLatency} from '../../scripts/search-perf.mjs';

test.describe.configure({mode: 'serial'});

test.describe('weight and speed on a phone', () => {
  for (const query of FIRST_QUERIES) {
    test(`"${query}" as the first query of a visit downloads at most ${SEARCH_BUDGETS.firstQueryKb} KB`, async ({browser, baseURL}) => {
      // A context of its own: nothing cached from an earlier query.
      const context = await browser.newContext(PHONE);
      try {
        const page = await context.newPage();
        const first = await measureFirstQuery(page, `${baseURL}/`, query);
        const paths = first.files.map((f: {path: string}) => f.path);
        // Search's own chunk, Pagefind's script, its WebAssembly, entry, metadata, index chunks and one fragment per result.
        expect(paths.some((p: string) => /^\/assets\/js\/site-search\.[\w]+\.js$/.test(p))).toBe(true);
        expect(paths).toContain('/pagefind/pagefind.js');
        expect(paths).toContain('/pagefind/wasm.en.pagefind');
        // Anything else that arrived meanwhile is a route chunk prefetched for a link, never a search file.
        expect(
          first.others.every((f: {path: string}) => /^\/assets\/js\/[\w~.-]+\.js$/.test(f.path)),
          JSON.stringify(first.others),
        ).toBe(true);
        console.log(`search, first query "${query}": ${(first.bytes / 1024).toFixed(1)} KB in ${paths.length} responses`);
        expect(first.bytes / 1024).toBeLessThanOrEqual(SEARCH_BUDGETS.firstQueryKb);
        // Index chunks stay small: the indexer's chunk size is set by the build (src/plugins/post-build/search.ts).
        for (const f of first.files.filter((x: {path: string}) => x.path.startsWith('/pagefind/index/'))) {
          expect(f.bytes, f.path).toBeLessThan(8 * 1024);
        }
      } finally {
        await context.close();
      }
    });
  }

  test(`results follow the last keystroke within ${SEARCH_BUDGETS.latencyMs} ms (median of ${LATENCY_QUERIES.length} queries after the first)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await measureFirstQuery(page, `${baseURL}/`, FIRST_QUERIES[0]);
      const latency = await measureLatency(page, LATENCY_QUERIES);
      expect(latency.samples).toHaveLength(10);
      console.log(`search, last keystroke to results: median ${latency.median} ms (${latency.samples.join(', ')})`);
      expect(latency.median).toBeLessThanOrEqual(SEARCH_BUDGETS.latencyMs);
    } finally {
      await context.close();
    }
  });
});
