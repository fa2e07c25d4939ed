import React from 'react';
import Layout from '@theme/Layout';
import {brand} from '@site/src/config/site';

export default function About(): React.ReactElement {
  return (
    <Layout title="About" description={`About ${brand.name}: a senior CRM and RevOps team in ${brand.city} since ${brand.foundedYear}.`}>
      <main className="container margin-vert--xl">
        <h1>About {brand.name}</h1>
        <p>
          We have implemented and repaired HubSpot-centred revenue stacks since {brand.foundedYear}, from {brand.city}, for
          private-equity firms, their portfolio companies and mid-size companies.
        </p>
      </main>
    </Layout>
  );
}
