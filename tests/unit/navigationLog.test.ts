import {describe, expect, test} from '@jest/globals';
import {createNavigationLog, debugInfo, errorMessage, type NavigationEvent, describeNavigation} from '@site/src/lib/navigationLog';

function event(i: number, success = true): NavigationEvent {
  return {timestamp: i, type: 'pushState', from: `/p${i - 1}`, to: `/p${i}`, success, ...(success ? {} : {error: `failed ${i}`})};
}

describe('navigation log', () => {
  test('keeps the last 50 events, dropping the oldest', () => {
    const log = createNavigationLog();
    for (let i = 1; i <= 51; i += 1) log.record(event(i));
    const events = log.list();
    expect(events).toHaveLength(50);
    expect(events[0]?.timestamp).toBe(2);
    expect(events[49]?.timestamp).toBe(51);
  });

  test('filters failed events and clears', () => {
    const log = createNavigationLog(5);
    log.record(event(1));
    log.record(event(2, false));
    log.record(event(3));
    expect(log.failed().map((e) => e.timestamp)).toEqual([2]);
    log.clear();
    expect(log.list()).toEqual([]);
  });

  test('the list returned is a copy', () => {
    const log = createNavigationLog();
    log.record(event(1));
    log.list().pop();
    expect(log.list()).toHaveLength(1);
  });

  test('debug info holds the last 10 events and every failed one', () => {
    const log = createNavigationLog();
    for (let i = 1; i <= 30; i += 1) log.record(event(i, i !== 3));
    const info = debugInfo(log, 'https://x.example/about', '/about');
    expect(info.url).toBe('https://x.example/about');
    expect(info.path).toBe('/about');
    expect(info.recent.map((e) => e.timestamp)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(info.failed.map((e) => e.timestamp)).toEqual([3]);
  });
});

describe('errorMessage', () => {
  test('uses the error message, a string, or "Unknown error"', () => {
    expect(errorMessage(new Error('SecurityError: blocked'))).toBe('SecurityError: blocked');
    expect(errorMessage('quota exceeded')).toBe('quota exceeded');
    expect(errorMessage(new Error(''))).toBe('Unknown error');
    expect(errorMessage(undefined)).toBe('Unknown error');
    expect(errorMessage({code: 1})).toBe('Unknown error');
  });
});

describe('describeNavigation', () => {
  test('one console line per event: its type, where from and where to', () => {
    expect(describeNavigation({timestamp: 1, type: 'pushState', from: '/', to: '/about', success: true})).toBe(
      '[navigation] pushState / -> /about',
    );
    expect(describeNavigation({timestamp: 1, type: 'load', from: '', to: '/insights', success: true})).toBe(
      '[navigation] load (none) -> /insights',
    );
  });

  test('a failed change says so, with its message', () => {
    expect(describeNavigation({timestamp: 1, type: 'replaceState', from: '/a', to: '/b', success: false, error: 'SecurityError'})).toBe(
      '[navigation] replaceState /a -> /b failed: SecurityError',
    );
    expect(describeNavigation({timestamp: 1, type: 'popstate', from: '/a', to: '/b', success: false})).toBe(
      '[navigation] popstate /a -> /b failed: Unknown error',
    );
  });
});
