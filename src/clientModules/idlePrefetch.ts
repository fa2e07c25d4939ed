/**
 * Moves Docusaurus's viewport prefetching into idle time (see
 * src/lib/prefetchQueue.ts). `<Link>` calls `window.docusaurus.prefetch`
 * when a link scrolls into view, and `window.docusaurus.preload` on hover,
 * touch or focus; the client entry sets `window.docusaurus` after this module
 * has run, so the property is defined here with a setter that keeps the real
 * object and hands out one whose `prefetch` queues. Hover and touch still
 * preload at once. Neither promise is awaited by `<Link>`, so a chunk that
 * fails to load (a blocked request, a deploy that removed it) is caught here
 * and reported as a console warning: the page carries on, and a click on the
 * link still navigates, or reloads when the chunk is really gone.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createPrefetchQueue, prefetchFailure} from '@site/src/lib/prefetchQueue';

type DocusaurusClient = Window['docusaurus'];

const SLICE_BUDGET_MS = 4;

/** The same answer, but a failure to load becomes a console warning instead of an unhandled rejection. */
function quietly(kind: 'prefetch' | 'preload', path: string, loading: false | Promise<void[]> | undefined): false | Promise<void[]> {
  if (!loading) return false;
  return loading.catch((error: unknown) => {
    console.warn(prefetchFailure(kind, path, error));
    return [];
  });
}

if (ExecutionEnvironment.canUseDOM) {
  let client: DocusaurusClient | undefined;
  let wrapped: DocusaurusClient | undefined;
  const queue = createPrefetchQueue({
    run: (path) => void quietly('prefetch', path, client?.prefetch(path)),
    schedule: (callback) =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => callback(), {timeout: 2000})
        : window.setTimeout(callback, 50),
    now: () => performance.now(),
    budgetMs: SLICE_BUDGET_MS,
  });
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => wrapped,
    set: (value: DocusaurusClient) => {
      client = value;
      // The real prefetch returns a promise nobody awaits (Link ignores it); queued, there is nothing to await.
      wrapped = Object.freeze({
        ...value,
        prefetch: (path: string) => (queue.add(path) ? Promise.resolve([]) : false),
        preload: (path: string) => quietly('preload', path, value.preload(path)),
      });
    },
  });
}
