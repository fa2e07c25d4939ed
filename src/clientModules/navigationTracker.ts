/**
 * Records every navigation (first load, history pushes and replaces, back and
 * forward) in the bounded navigation log, and logs each one at debug level. A
 * history change that throws is recorded as failed and the error is raised
 * again.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {
  createNavigationLog,
  describeNavigation,
  errorMessage,
  type NavigationEvent,
  type NavigationType,
} from '@site/src/lib/navigationLog';

export const navigationLog = createNavigationLog();

/** Where the visitor is, as the last successful event left it: a back or forward step starts here. */
let current = '';

function keep(event: NavigationEvent): void {
  navigationLog.record(event);
  if (event.success) current = event.to;
  console.debug(describeNavigation(event));
}

function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

function toPath(url: string | URL | null | undefined): string {
  if (url == null) return currentPath();
  const resolved = new URL(String(url), window.location.href);
  return resolved.pathname + resolved.search + resolved.hash;
}

function track(type: 'pushState' | 'replaceState'): void {
  const original = window.history[type];
  window.history[type] = function tracked(this: History, data: unknown, unused: string, url?: string | URL | null) {
    const from = currentPath();
    const to = toPath(url);
    try {
      original.call(this, data, unused, url);
      keep({timestamp: Date.now(), type, from, to, success: true});
    } catch (error) {
      keep({timestamp: Date.now(), type, from, to, success: false, error: errorMessage(error)});
      throw error;
    }
  };
}

function record(type: NavigationType, from: string, to: string): void {
  keep({timestamp: Date.now(), type, from, to, success: true});
}

if (ExecutionEnvironment.canUseDOM) {
  record('load', document.referrer, currentPath());
  track('pushState');
  track('replaceState');
  window.addEventListener('popstate', () => record('popstate', current, currentPath()));
}
