import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useRouteContext from '@docusaurus/useRouteContext';
import NavigationErrorBoundary from '@site/src/components/NavigationErrorBoundary';
import PageHead from '@site/src/components/PageHead';
import PreviewMarker from '@site/src/components/PreviewMarker';
import SearchBody from '@site/src/components/SearchBody';
import {descriptionProblem} from '@site/src/lib/head';
import {searchTypeFor} from '@site/src/lib/searchIndex';

type Props = WrapperProps<typeof LayoutType>;

/** The plugins whose routes are pages of their own: src/pages, and the service pages made from data (src/plugins/service-pages). */
const PAGE_PLUGINS = new Set(['docusaurus-plugin-content-pages', 'service-pages']);

/**
 * Wraps the theme's Layout. A page that passes a title or description gets
 * them by the site's head rules (brand suffix, Twitter tags), and a
 * description over 160 characters fails the build with the page's path, as a
 * post's or a guide's does. A page that throws shows the Navigation Error
 * screen, navbar and footer intact. A page of its own (src/pages, or a
 * service page made from data) is marked
 * for site search here, with its title and type; docs and posts mark their
 * content in their own wrappers. Only page routes are marked by address: an
 * unknown address renders the not-found page through the docs route, and
 * must hydrate exactly as the 404 page was prerendered. On a build that is
 * not production, every page opens with the preview marker
 * (src/components/PreviewMarker), first under the navbar.
 */
export default function LayoutWrapper(props: Props): React.ReactElement {
  const {title, description} = props;
  const {plugin} = useRouteContext();
  const {pathname} = useLocation();
  const problem = descriptionProblem(description);
  if (problem) {
    throw new Error(
      `The page at ${pathname} (${plugin.name === 'service-pages' ? 'its record in src/data/services.ts' : `src/pages${pathname === '/' ? '/index' : pathname}.tsx or .../index.tsx, or the data it reads`}): description ${problem}: "${description}"`,
    );
  }
  const type = PAGE_PLUGINS.has(plugin.name) ? searchTypeFor(pathname) : null;
  return (
    <Layout {...props}>
      {(title !== undefined || description !== undefined) && <PageHead title={title} description={description} />}
      <PreviewMarker />
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
