import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SearchBody from '@site/src/components/SearchBody';
import {searchTypeFor} from '@site/src/lib/searchIndex';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wrapper: marks a doc's title and text (guides, FAQ pages, the resources)
 * for site search, typed by the doc's own address. Breadcrumbs, the
 * table of contents and the previous/next links sit outside it.
 */
export default function ContentWrapper(props: Props): React.ReactElement {
  const {metadata} = useDoc();
  const type = searchTypeFor(metadata.permalink);
  if (!type) return <Content {...props} />;
  return (
    <SearchBody type={type}>
      <Content {...props} />
    </SearchBody>
  );
}
