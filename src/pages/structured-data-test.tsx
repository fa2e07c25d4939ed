import React from 'react';
import Layout from '@theme/Layout';
import RobotsMeta from '@site/src/components/RobotsMeta';
import StructuredDataInspector from '@site/src/components/StructuredDataInspector';

/** Internal tool, public like every page (no access check), but kept out of search engines (src/config/indexing.ts). */
export default function StructuredDataTest(): React.ReactElement {
  return (
    <Layout title="Structured Data Test" description="Internal tool: lists the JSON-LD blocks a page of this site carries.">
      <RobotsMeta page="structured-data-test" />
      <StructuredDataInspector heading="Structured data test" />
    </Layout>
  );
}
