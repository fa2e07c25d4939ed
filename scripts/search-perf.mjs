/**
 * Site search, measured in a browser on a 390px phone against the
 * production build served by nginx (gzip): what the first query after page
 * load downloads, and how long results take to appear after the last
 * keystroke. Shared by the browser test (tests/e2e/search.spec.ts) and
 * `npm run perf`, which records the figures in perf/report.md.
 */

export const SEARCH_BUDGETS = {
  /** Everything the first query downloads (search code, Pagefind, its index, the results' fragments), gzipped. */
  firstQueryKb: 100,
  /** Median time from the last keystroke to the results, over the latency queries. */
  latencyMs: 300,
};

/**
 * The queries of the weight check, each measured as the first query of a
 * fresh visit (empty cache): the five queries visitors typed when search was
 * reviewed. The one that downloads most is the figure that must fit.
 */
export const FIRST_QUERIES = ['calculator', 'assessment', 'data lineage service', 'contact', 'hire hubspot expert'];

/** Queries typed after the first one, for the latency median. */
export const LATENCY_QUERIES = [
  'assessment',
  'data lineage service',
  'contact',
  'hire hubspot expert',
  'lead scoring',
  'crm cleanup plan',
  'utm parameters',
  'churn',
  'hubspot vs salesforce',
  'privacy policy',
];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** What search downloads: its own chunk of the bundle, and everything under /pagefind/. */
export const SEARCH_FILE = /^\/(pagefind\/|assets\/js\/site-search\.)/;

/** The search box that is showing: on a phone it sits in the menu, which is opened first. */
async function searchBox(page) {
  const toggle = page.getByRole('button', {name: 'Open menu'});
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('combobox', {name: 'Search'});
}

/** Waits until the box shows the results of `query` (the list carries the query it answers). */
function resultsFor(page, query) {
  return page.locator(`[data-query="${query.replace(/"/g, '\\"')}"]`).filter({visible: true});
}

/**
 * Loads `url` in `page`, opens the box, types `query` as a visitor would
 * and returns search's responses from the moment the box is focused until
 * the results show, with their sizes as received (gzipped where the server
 * compressed them), and apart from them any other same-origin response.
 */
export async function measureFirstQuery(page, url, query) {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const box = await searchBox(page);
  // Let the page's own requests (and link prefetching for an opened menu) settle first.
  await page.waitForLoadState('networkidle');
  const origin = new URL(url).origin;
  const finished = [];
  const onFinished = (request) => finished.push(request);
  page.on('requestfinished', onFinished);
  await box.click();
  await box.pressSequentially(query, {delay: 60});
  await resultsFor(page, query).waitFor();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);
  const files = [];
  const others = [];
  for (const request of finished) {
    if (!request.url().startsWith(origin)) continue;
    const sizes = await request.sizes();
    const file = {path: request.url().slice(origin.length), bytes: sizes.responseBodySize};
    // Search's own files: its chunk of the bundle and Pagefind's folder. Route chunks that link
    // prefetching fetches meanwhile (for the opened menu's links) are listed apart.
    if (SEARCH_FILE.test(file.path)) files.push(file);
    else others.push(file);
  }
  return {query, files, others, bytes: files.reduce((sum, f) => sum + f.bytes, 0)};
}

/**
 * In a page whose box has already searched once, types each query afresh
 * and measures, in the page's own clock, the time from the last keystroke
 * to the moment its results are in the list.
 */
export async function measureLatency(page, queries = LATENCY_QUERIES) {
  const box = page.getByRole('combobox', {name: 'Search'});
  const samples = [];
  for (const query of queries) {
    await box.fill('');
    await page.evaluate((q) => {
      const w = /** @type {any} */ (window);
      w.__searchTiming = {lastKey: 0, shown: 0};
      const box = document.activeElement;
      box?.addEventListener('keydown', () => (w.__searchTiming.lastKey = performance.now()));
      const observer = new MutationObserver(() => {
        const list = [...document.querySelectorAll('[data-query]')].find(
          (el) => el.getAttribute('data-query') === q && el.checkVisibility(),
        );
        if (list && !w.__searchTiming.shown) {
          w.__searchTiming.shown = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-query', 'hidden']});
    }, query);
    await box.pressSequentially(query, {delay: 40});
    await resultsFor(page, query).waitFor();
    const timing = await page.evaluate(() => /** @type {any} */ (window).__searchTiming);
    samples.push(Math.round(timing.shown - timing.lastKey));
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
  return {samples, median};
}

/** A fresh 390px phone context of `browser` (nothing cached), for `npm run perf`. */
export const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};

/** Each first query in a fresh phone context, then the latency in the last one, for `npm run perf`. */
export async function measureSearch(browser, baseUrl) {
  const firsts = [];
  let latency = null;
  for (const [i, query] of FIRST_QUERIES.entries()) {
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      firsts.push(await measureFirstQuery(page, `${baseUrl}/`, query));
      if (i === FIRST_QUERIES.length - 1) latency = await measureLatency(page);
    } finally {
      await context.close();
    }
  }
  return {firsts, latency};
}

/** The first query that downloads most: the figure the budget must fit. */
export const heaviestFirstQuery = (firsts) => firsts.reduce((a, b) => (b.bytes > a.bytes ? b : a));

/** What `npm run perf` reports for search, and the budgets it missed. */
export function searchReport(search) {
  const heaviest = heaviestFirstQuery(search.firsts);
  const firstKb = kb(heaviest.bytes);
  const misses = [];
  if (firstKb > SEARCH_BUDGETS.firstQueryKb)
    misses.push(`search: first query "${heaviest.query}" downloads ${firstKb} KB > ${SEARCH_BUDGETS.firstQueryKb} KB`);
  if (search.latency.median > SEARCH_BUDGETS.latencyMs)
    misses.push(`search: median ${search.latency.median} ms from last keystroke to results > ${SEARCH_BUDGETS.latencyMs} ms`);
  const lines = [
    '## Site search (390px phone)',
    '',
    '| measure | value | budget |',
    '|---|---|---|',
    ...search.firsts.map(
      (f) =>
        `| first query after page load ("${f.query}"): everything search downloads, gzipped | ${kb(f.bytes)} KB in ${f.files.length} responses | <= ${SEARCH_BUDGETS.firstQueryKb} KB |`,
    ),
    `| results after the last keystroke, median of ${search.latency.samples.length} later queries | ${search.latency.median} ms (${search.latency.samples.join(', ')}) | <= ${SEARCH_BUDGETS.latencyMs} ms |`,
    '',
  ];
  return {lines, misses};
}
