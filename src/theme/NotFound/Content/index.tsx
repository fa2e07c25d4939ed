import React, {Suspense, lazy, useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import PageHead from '@site/src/components/PageHead';

// Loaded only when needed: this component ships with every page, the services data should not.
const ServiceNotFound = lazy(() => import('@site/src/components/ServiceNotFound'));
import styles from './styles.module.css';

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_TEXT = "The page you're looking for doesn't exist or there was an error loading it.";

/**
 * The not-found page's content, used by the theme's NotFound page and by the
 * docs plugin (mounted at `/`) for every unknown path. 404.html is
 * prerendered once for every path, so the attempted path is shown only after
 * hydration. React escapes it: a path is always text, never markup.
 */
export default function NotFoundContent(): React.ReactElement {
  const location = useLocation();
  const [attempted, setAttempted] = useState<string | null>(null);
  useEffect(() => setAttempted(location.pathname + location.search), [location.pathname, location.search]);

  // An unknown path under /services/ gets the service-not-found page, which lists the services that
  // exist; only unknown paths ever reach this component.
  if (location.pathname.startsWith('/services/')) {
    return (
      <Suspense fallback={null}>
        <ServiceNotFound />
      </Suspense>
    );
  }

  return (
    <main className={styles.main}>
      <PageHead title={NOT_FOUND_TITLE} description={NOT_FOUND_TEXT} brandCard />
      <p className={styles.code} aria-hidden>
        404
      </p>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p className={styles.text}>{NOT_FOUND_TEXT}</p>
      {/* Its line is kept in place before hydration (invisible), so showing the path moves nothing. */}
      <p className={styles.path} data-testid="attempted-path" style={{visibility: attempted === null ? 'hidden' : 'visible'}}>
        You asked for <code>{attempted}</code>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
        <Link className="button button--primary" to="/">
          Go to Home
        </Link>
        <Link className="button button--secondary" to="/insights">
          Go to Insights
        </Link>
      </div>
    </main>
  );
}
