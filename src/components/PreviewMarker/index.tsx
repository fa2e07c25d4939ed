import React from 'react';
import {deploymentMarker} from '@site/src/config/deployment';
import {useDeployment} from '@site/src/hooks/useDeployment';
import styles from './styles.module.css';

/**
 * The strip at the top of every page of a build that is not production: the
 * word "Preview" (or "Development"), what built it and from which branch and
 * commit. It sits in the page's flow under the navbar, so it covers nothing,
 * and says in words what it is (its color only repeats it). Production
 * renders nothing.
 */
export default function PreviewMarker(): React.ReactElement | null {
  const marker = deploymentMarker(useDeployment());
  if (!marker) return null;
  return (
    <aside className={styles.marker} aria-label={`${marker.label} build`} data-pagefind-ignore="all" data-deployment-marker="">
      <div className={styles.text}>
        <strong className={styles.label}>{marker.label}</strong>{' '}
        <span>{marker.detail}. Not the live site: search engines, analytics and the CRM are off.</span>
      </div>
    </aside>
  );
}
