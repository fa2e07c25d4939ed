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
      <main className="container margin-vert--xl">
        <h1>Structured data</h1>
        <p>
          An internal check for the people who maintain this site. Choose a page and see the JSON-LD blocks its HTML
          carries, as a crawler receives them, with any required property that is missing.
        </p>
        <StructuredDataInspector />
      </main>
    </Layout>
  );
}
