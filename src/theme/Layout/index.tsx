import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import NavigationErrorBoundary from '@site/src/components/NavigationErrorBoundary';

type Props = WrapperProps<typeof LayoutType>;

/** Wraps the theme's Layout so a page that throws shows the Navigation Error screen, navbar and footer intact. */
export default function LayoutWrapper(props: Props): React.ReactElement {
  return (
    <Layout {...props}>
      <NavigationErrorBoundary>{props.children}</NavigationErrorBoundary>
    </Layout>
  );
}
