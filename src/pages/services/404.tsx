import React from 'react';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';

/**
 * /services/404: the service-not-found page. The server answers every
 * unknown /services/ path with
 * this file, and on the client those paths render `NotFound/Content`, which
 * shows the service-not-found content for them. Rendering the same component
 * here keeps the prerendered HTML and the client's tree identical, so
 * hydration matches on both routes.
 */
export default function ServiceNotFoundPage(): React.ReactElement {
  return (
    <Layout>
      <NotFoundContent />
    </Layout>
  );
}
