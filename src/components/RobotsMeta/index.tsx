import React from 'react';
import Head from '@docusaurus/Head';
import {keptOutOfSearch, type KeptOutPage} from '@site/src/config/indexing';

/** The robots tag of a page kept out of search engines, as src/config/indexing.ts lists it. */
export default function RobotsMeta({page}: {page: KeptOutPage}): React.ReactElement | null {
  const {robots} = keptOutOfSearch[page];
  if (!robots) return null;
  return (
    <Head>
      <meta name="robots" content={robots} />
    </Head>
  );
}
