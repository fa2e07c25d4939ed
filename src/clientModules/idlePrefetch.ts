/**
 * Moves Docusaurus's viewport prefetching into idle time (see
 * src/lib/prefetchQueue.ts). `<Link>` calls `window.docusaurus.prefetch`
 * when a link scrolls into view; the client entry sets `window.docusaurus`
 * after this module has run, so the property is defined here with a setter
 * that keeps the real object and hands out one whose `prefetch` queues.
 * Hover and touch still preload at once, unchanged.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createPrefetchQueue} from '@site/src/lib/prefetchQueue';

type DocusaurusClient = Window['docusaurus'];

const SLICE_BUDGET_MS = 4;

if (ExecutionEnvironment.canUseDOM) {
  let client: DocusaurusClient | undefined;
  let wrapped: DocusaurusClient | undefined;
  const queue = createPrefetchQueue({
    run: (path) => void client?.prefetch(path),
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
      wrapped = Object.freeze({...value, prefetch: (path: string) => (queue.add(path) ? Promise.resolve([]) : false)});
    },
  });
}
