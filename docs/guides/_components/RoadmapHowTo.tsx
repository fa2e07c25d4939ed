import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {howToJsonLd} from '@site/src/lib/structuredData';
import {guides, roadmapSteps} from '@site/src/data/guides';

/** HowTo structured data for the roadmap guide: its phases as steps, each pointing at its section. */
export default function RoadmapHowTo({description}: {description: string}): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  const guide = guides['pe-hubspot-implementation-roadmap'];
  const data = howToJsonLd(siteConfig.url, {name: guide.title, description, path: guide.path, totalTime: 'P130D'}, roadmapSteps);
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
