import React from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageHead from '@site/src/components/PageHead';

/** Wrapper: a guide's or FAQ page's title, description and social tags by the site's head rules. */
export default function DocItemMetadataWrapper(): React.ReactElement {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      <PageHead title={metadata.title} description={metadata.description} />
    </>
  );
}
