import React from 'react';
import Layout from '@theme/Layout';
import ServiceNotFound from './_components/ServiceNotFound';

/** /services/404: the service-not-found page (specification, section 8: "Missing service"). */
export default function ServiceNotFoundPage(): React.ReactElement {
  return (
    <Layout>
      <ServiceNotFound />
    </Layout>
  );
}
