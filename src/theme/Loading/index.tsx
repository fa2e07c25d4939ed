import React, {Suspense, lazy} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

// In the main bundle ("eager": no request, so it still shows when the network is what failed), but
// evaluated only when needed: the route table imports this component, and the not-found page brings
// the whole layout with it.
const NotFound = lazy(() => import(/* webpackMode: "eager" */ '@theme/NotFound'));

/**
 * Shown while a page's code loads. A page whose code fails to load shows the
 * not-found page, which offers a refresh: the visitor can retry once the
 * network is back.
 */
export default function Loading({error, pastDelay}: LoadingComponentProps): React.ReactElement | null {
  if (error) {
    console.error('Page failed to load:', error);
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden />
      <span className={styles.label}>Loading page…</span>
    </div>
  );
}
