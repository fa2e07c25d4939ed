import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useRouteContext from '@docusaurus/useRouteContext';
import NavigationErrorBoundary from '@site/src/components/NavigationErrorBoundary';
import SearchBody from '@site/src/components/SearchBody';
import {searchTypeFor} from '@site/src/lib/searchIndex';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Wraps the theme's Layout so a page that throws shows the Navigation Error
 * screen, navbar and footer intact. A page of its own (src/pages) is marked
 * for site search here, with its title and type; docs and posts mark their
 * content in their own wrappers. Only page routes are marked by address:
 * an unknown address renders the not-found page through the docs route, and
 * must hydrate exactly as the 404 page was prerendered.
 */
export default function LayoutWrapper(props: Props): React.ReactElement {
  const {plugin} = useRouteContext();
  const {pathname} = useLocation();
  const type = plugin.name === 'docusaurus-plugin-content-pages' ? searchTypeFor(pathname) : null;
  return (
    <Layout {...props}>
      <NavigationErrorBoundary>
        {type ? (
          <SearchBody type={type} title={props.title}>
            {props.children}
          </SearchBody>
        ) : (
          props.children
        )}
      </NavigationErrorBoundary>
    </Layout>
  );
}
