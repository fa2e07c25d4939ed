import React from 'react';
import Head from '@docusaurus/Head';

/** One JSON-LD block in the page head. `<` is escaped so no text can close the script early. */
export default function JsonLd({data}: {data: unknown}): React.ReactElement {
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>
    </Head>
  );
}
