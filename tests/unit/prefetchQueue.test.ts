import {describe, expect, test} from '@jest/globals';
import {createPrefetchQueue, prefetchFailure} from '@site/src/lib/prefetchQueue';

/** A queue on a fake clock where each prefetch takes `costMs`, and idle callbacks run when `idle()` is called. */
function setup(costMs: number, budgetMs = 4, fail: string[] = []) {
  let clock = 0;
  const ran: string[] = [];
  const waiting: (() => void)[] = [];
  const queue = createPrefetchQueue({
    run: (path) => {
      clock += costMs;
      ran.push(path);
      if (fail.includes(path)) throw new Error('chunk missing');
    },
    schedule: (callback) => waiting.push(callback),
    now: () => clock,
    budgetMs,
  });
  const idle = () => {
    const callbacks = waiting.splice(0);
    callbacks.forEach((cb) => cb());
    return callbacks.length;
  };
  return {queue, ran, idle, waiting};
}

describe('createPrefetchQueue', () => {
  test('nothing runs in the task that reports the links; it waits for idle time', () => {
    const {queue, ran, waiting} = setup(1);
    expect(queue.add('/insights')).toBe(true);
    expect(queue.add('/contact')).toBe(true);
    expect(ran).toEqual([]);
    expect(waiting).toHaveLength(1);
    expect(queue.pending()).toEqual(['/insights', '/contact']);
  });

  test('a slice stops at the budget and asks for more idle time: 1.5 ms each, 4 ms budget, three per slice', () => {
    const {queue, ran, idle} = setup(1.5);
    ['/a', '/b', '/c', '/d', '/e', '/f', '/g'].forEach((p) => queue.add(p));
    expect(idle()).toBe(1);
    // 1.5, 3.0 (< 4, go on), 4.5 (>= 4, stop)
    expect(ran).toEqual(['/a', '/b', '/c']);
    idle();
    expect(ran).toEqual(['/a', '/b', '/c', '/d', '/e', '/f']);
    idle();
    expect(ran).toEqual(['/a', '/b', '/c', '/d', '/e', '/f', '/g']);
    expect(idle()).toBe(0);
  });

  test('one prefetch always runs, even when it alone exceeds the budget', () => {
    const {queue, ran, idle} = setup(10);
    queue.add('/a');
    queue.add('/b');
    idle();
    expect(ran).toEqual(['/a']);
    idle();
    expect(ran).toEqual(['/a', '/b']);
  });

  test('each path once, in the order it came into view', () => {
    const {queue, ran, idle} = setup(0);
    expect(queue.add('/b')).toBe(true);
    expect(queue.add('/a')).toBe(true);
    expect(queue.add('/b')).toBe(false);
    idle();
    expect(queue.add('/a')).toBe(false);
    idle();
    expect(ran).toEqual(['/b', '/a']);
  });

  test('a failing prefetch does not stop the ones after it', () => {
    const {queue, ran, idle} = setup(0, 4, ['/broken']);
    queue.add('/broken');
    queue.add('/fine');
    idle();
    expect(ran).toEqual(['/broken', '/fine']);
  });
});

describe('prefetchFailure', () => {
  test('names what failed to load, for which page, and why', () => {
    expect(prefetchFailure('preload', '/services/lineage-mapping', new Error('Loading chunk 312 failed.'))).toBe(
      'Could not preload the code of /services/lineage-mapping; it loads again on a click. (Loading chunk 312 failed.)',
    );
    expect(prefetchFailure('prefetch', '/insights', 'offline')).toBe(
      'Could not prefetch the code of /insights; it loads again on a click. (offline)',
    );
  });
});
