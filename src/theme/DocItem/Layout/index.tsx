import React from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import DocSectionMenu from '@site/src/components/DocSectionMenu';

type Props = WrapperProps<typeof LayoutType>;

/** The theme's doc layout with the section menu above it, for phones (src/components/DocSectionMenu). */
export default function DocItemLayoutWrapper(props: Props): React.ReactElement {
  return (
    <>
      <DocSectionMenu />
      <Layout {...props} />
    </>
  );
}
