/**
 * Route prefetches, run in small slices of idle time.
 *
 * Docusaurus's `<Link>` prefetches a route's code as soon as the link
 * scrolls into view. Each prefetch matches the path against the whole route
 * table and adds a `<link rel="prefetch">` per chunk; a long guide shows
 * dozens of links at once, and doing them all in the task that reports them
 * blocked the main thread for 30 ms and more on a throttled phone. This
 * queue keeps the behavior (every visible route is still prefetched, once,
 * in the order it came into view) and spends at most `budgetMs` per slice,
 * so no slice becomes a long task.
 */

export interface PrefetchQueueOptions {
  /** Does the real prefetch of one route path. */
  run: (path: string) => void;
  /** Calls back when the browser is idle (requestIdleCallback, or a timer where there is none). */
  schedule: (callback: () => void) => void;
  now: () => number;
  /** The most time a slice may take before yielding; one prefetch always runs. */
  budgetMs: number;
}

export interface PrefetchQueue {
  /** Queues a path; false when it was queued or run before. */
  add: (path: string) => boolean;
  /** Paths waiting for idle time. */
  pending: () => readonly string[];
}

export function createPrefetchQueue({run, schedule, now, budgetMs}: PrefetchQueueOptions): PrefetchQueue {
  const seen = new Set<string>();
  const queue: string[] = [];
  let scheduled = false;

  const slice = () => {
    scheduled = false;
    const started = now();
    do {
      const path = queue.shift()!;
      try {
        run(path);
      } catch {
        // A prefetch is a hint: a failure must not stop the ones after it.
      }
    } while (queue.length > 0 && now() - started < budgetMs);
    if (queue.length > 0) request();
  };

  const request = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(slice);
  };

  return {
    add(path) {
      if (seen.has(path)) return false;
      seen.add(path);
      queue.push(path);
      request();
      return true;
    },
    pending: () => [...queue],
  };
}

/** The console warning for a route's code that failed to load ahead of a click. */
export function prefetchFailure(kind: 'prefetch' | 'preload', path: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `Could not ${kind} the code of ${path}; it loads again on a click. (${reason})`;
}
