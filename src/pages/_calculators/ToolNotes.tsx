import React from 'react';
import styles from './styles.module.css';

/** Shown only when JavaScript is off: the method below still reads; the inputs do not respond. */
export function NoscriptNote({figures}: {figures: string}): React.ReactElement {
  return (
    <noscript>
      <p className={styles.noscript}>
        This calculator needs JavaScript to respond to your figures. Without it, the results show {figures}, and the method under &ldquo;How
        we calculate this&rdquo; reads in full.
      </p>
    </noscript>
  );
}

/** Printed under the results (hidden on screen), so a paper copy leads back to the same figures. */
export function PrintLink({url}: {url: string}): React.ReactElement | null {
  if (!url) return null;
  return <p className={styles.printOnly}>These results online: {url}</p>;
}
