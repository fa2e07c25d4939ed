import React, {useEffect} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {navigationLog} from '@site/src/clientModules/navigationTracker';
import {debugInfo} from '@site/src/lib/navigationLog';
import styles from './styles.module.css';

export const NAVIGATION_ERROR_TITLE = 'Navigation Error';
export const NAVIGATION_ERROR_TEXT = 'Something went wrong while navigating. This might be a caching issue.';

async function clearCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keys = await caches.keys();
  await Promise.all(keys.map((key) => caches.delete(key)));
}

function NavigationErrorScreen({error, tryAgain}: {error: Error; tryAgain: () => void}) {
  useEffect(() => {
    console.error('Route rendering error:', error);
    console.info('Navigation debug info:', debugInfo(navigationLog, window.location.href, window.location.pathname));
  }, [error]);

  return (
    <main className={styles.screen} role="alert">
      <h1>{NAVIGATION_ERROR_TITLE}</h1>
      <p>{NAVIGATION_ERROR_TEXT}</p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={tryAgain}>
          Try Again
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            clearCacheStorage().finally(() => window.location.reload());
          }}>
          Clear Cache &amp; Reload
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.location.replace(window.location.href)}>
          Force Refresh
        </button>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- a full page load, after an error */}
        <a className="button button--secondary" href="/">
          Go to Home
        </a>
      </div>
    </main>
  );
}

/** Catches an error thrown while a page renders and shows the Navigation Error screen inside the layout. */
export default function NavigationErrorBoundary({children}: {children: React.ReactNode}): React.ReactElement {
  return <ErrorBoundary fallback={(params) => <NavigationErrorScreen {...params} />}>{children}</ErrorBoundary>;
}
