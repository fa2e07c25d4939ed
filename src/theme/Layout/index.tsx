import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import NavigationErrorBoundary from '@site/src/components/NavigationErrorBoundary';
import PageHead from '@site/src/components/PageHead';
import {descriptionProblem} from '@site/src/lib/head';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Wraps the theme's Layout. A page that passes a title or description gets
 * them by the site's head rules (brand suffix, Twitter tags), and a
 * description over 160 characters fails the build with the page's path, as a
 * post's or a guide's does. A page that throws shows the Navigation Error
 * screen, navbar and footer intact.
 */
export default function LayoutWrapper(props: Props): React.ReactElement {
  const {title, description} = props;
  const {pathname} = useLocation();
  const problem = descriptionProblem(description);
  if (problem) {
    throw new Error(
      `The page at ${pathname} (src/pages${pathname === '/' ? '/index' : pathname}.tsx or .../index.tsx, or the data it reads): description ${problem}: "${description}"`,
    );
  }
  return (
    <Layout {...props}>
      {(title !== undefined || description !== undefined) && <PageHead title={title} description={description} />}
      <NavigationErrorBoundary>{props.children}</NavigationErrorBoundary>
    </Layout>
  );
}
