import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import StructuredDataInspector from '@site/src/components/StructuredDataInspector';

/** Internal tool, public like every page (no access check), but kept out of search engines and both sitemaps. */
export default function StructuredDataTest(): React.ReactElement {
  return (
    <Layout title="Structured Data Test" description="Internal tool: lists the JSON-LD blocks a page of this site carries.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <StructuredDataInspector heading="Structured data test" />
    </Layout>
  );
}
