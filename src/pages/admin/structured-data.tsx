import React from 'react';
import Layout from '@theme/Layout';
import RobotsMeta from '@site/src/components/RobotsMeta';
import StructuredDataInspector from '@site/src/components/StructuredDataInspector';

/** The same internal tool at its second address, kept out of search engines like the first (src/config/indexing.ts). */
export default function AdminStructuredData(): React.ReactElement {
  return (
    <Layout title="Structured Data (Admin)" description="Internal tool: lists the JSON-LD blocks a page of this site carries.">
      <RobotsMeta page="structured-data-test" />
      <StructuredDataInspector heading="Structured data" />
    </Layout>
  );
}
