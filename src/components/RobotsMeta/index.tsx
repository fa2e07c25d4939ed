import React from 'react';
import Head from '@docusaurus/Head';
import {robotsDirective, type KeptOutPage} from '@site/src/config/indexing';
import {useDeployment} from '@site/src/hooks/useDeployment';

/**
 * A page's robots tag, by the rule of src/config/indexing.ts: with `page`, the
 * tag of a page kept out of search engines; without, the site-wide tag the
 * Root wrapper renders on every page, which says noindex on a build that is
 * not production and is absent on production. Both say the same on a
 * preview, so the page keeps one tag.
 */
export default function RobotsMeta({page}: {page?: KeptOutPage}): React.ReactElement | null {
  const robots = robotsDirective(page, useDeployment());
  if (!robots) return null;
  return (
    <Head>
      <meta name="robots" content={robots} />
    </Head>
  );
}
