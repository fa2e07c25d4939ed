import React from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import {BlogListHeadingContext} from '@site/src/components/BlogListHeader';
import PageHead from '@site/src/components/PageHead';

type Props = WrapperProps<typeof BlogListPageType>;

/**
 * Wrapper: hands the list's title and description to BlogPostItems, which
 * renders them as the page's h1; from page 2 on, the document title says
 * which page it is.
 */
export default function BlogListPageWrapper(props: Props): React.ReactElement {
  const {metadata} = props;
  const {plugin} = useRouteContext();
  const basePath = metadata.permalink.replace(/\/page\/\d+$/, '');
  return (
    <BlogListHeadingContext.Provider
      value={{
        title: metadata.blogTitle,
        description: metadata.blogDescription,
        page: metadata.page,
        totalPages: metadata.totalPages,
        basePath,
        showCategories: plugin.id !== 'case-studies',
      }}>
      <BlogListPage {...props} />
      <PageHead title={metadata.blogTitle} description={metadata.blogDescription} page={metadata.page} />
    </BlogListHeadingContext.Provider>
  );
}
