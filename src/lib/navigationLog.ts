/**
 * A bounded log of navigation events, kept so that the Navigation Error
 * screen can print what happened before a route failed. Pure: no window.
 */

export type NavigationType = 'load' | 'pushState' | 'replaceState' | 'popstate';

export interface NavigationEvent {
  timestamp: number;
  type: NavigationType;
  from: string;
  to: string;
  success: boolean;
  error?: string;
}

export const NAVIGATION_LOG_LIMIT = 50;
export const DEBUG_RECENT_EVENTS = 10;

export interface NavigationLog {
  record(event: NavigationEvent): void;
  /** Every kept event, oldest first. */
  list(): NavigationEvent[];
  failed(): NavigationEvent[];
  clear(): void;
}

export function createNavigationLog(limit = NAVIGATION_LOG_LIMIT): NavigationLog {
  let events: NavigationEvent[] = [];
  return {
    record(event) {
      events = [...events, event].slice(-limit);
    },
    list: () => [...events],
    failed: () => events.filter((e) => !e.success),
    clear() {
      events = [];
    },
  };
}

/**
 * One event as a line of the browser console (debug level, so a production
 * console stays quiet unless someone asks for verbose messages):
 * `[navigation] pushState / -> /about` or, for a failure,
 * `[navigation] pushState / -> /about failed: <message>`.
 */
export function describeNavigation(event: NavigationEvent): string {
  const line = `[navigation] ${event.type} ${event.from || '(none)'} -> ${event.to}`;
  return event.success ? line : `${line} failed: ${event.error ?? 'Unknown error'}`;
}

/** The message a failed history change is recorded with. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

export interface NavigationDebugInfo {
  url: string;
  path: string;
  recent: NavigationEvent[];
  failed: NavigationEvent[];
}

export function debugInfo(log: NavigationLog, url: string, path: string): NavigationDebugInfo {
  return {url, path, recent: log.list().slice(-DEBUG_RECENT_EVENTS), failed: log.failed()};
}
