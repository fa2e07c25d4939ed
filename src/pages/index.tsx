import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {brand} from '@site/src/config/site';

export default function Home(): React.ReactElement {
  return (
    <Layout title="CRM and RevOps for Private Equity" description={brand.description}>
      <main className="container margin-vert--xl">
        <h1>Turn portfolio CRM operations into profit drivers in 100 days</h1>
        <p>
          {brand.name} rebuilds the CRM, data and reporting behind PE-backed and mid-size companies, with a 100-day
          implementation guarantee.
        </p>
        <p>
          <Link className="button button--primary margin-right--md" to="/data-operations-assessment">
            Assess PE Readiness
          </Link>
          <Link className="button button--secondary" to="/revops-roi-calculator">
            Calculate ROI Impact
          </Link>
        </p>
      </main>
    </Layout>
  );
}
