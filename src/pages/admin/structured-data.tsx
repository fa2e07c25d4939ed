import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import StructuredDataInspector from '@site/src/components/StructuredDataInspector';

/** The same internal tool at its second address (specification, section 2); noindex and out of both sitemaps. */
export default function AdminStructuredData(): React.ReactElement {
  return (
    <Layout title="Structured Data (Admin)" description="Internal tool: lists the JSON-LD blocks a page of this site carries.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <StructuredDataInspector heading="Structured data" />
    </Layout>
  );
}
