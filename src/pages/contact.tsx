import React from 'react';
import Layout from '@theme/Layout';
import {brand, contact} from '@site/src/config/site';

export default function Contact(): React.ReactElement {
  return (
    <Layout title="Contact" description={`Talk to ${brand.name} about your CRM, data or RevOps problem.`}>
      <main className="container margin-vert--xl">
        <h1>Contact {brand.name}</h1>
        <p>
          Write to <a href={`mailto:${contact.email}`}>{contact.email}</a> or call <a href={contact.phoneHref}>{contact.phone}</a>.
        </p>
        <address>{contact.addressLine}</address>
      </main>
    </Layout>
  );
}
