import React from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import NotFound from '@theme/NotFound';
import styles from './styles.module.css';

/**
 * Shown while a page's code loads. A page whose code fails to load shows the
 * not-found page, which offers a refresh (specification, section 8).
 */
export default function Loading({error, pastDelay}: LoadingComponentProps): React.ReactElement | null {
  if (error) {
    console.error('Page failed to load:', error);
    return <NotFound />;
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden />
      <span className={styles.label}>Loading page…</span>
    </div>
  );
}
