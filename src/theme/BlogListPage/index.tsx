import React from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import {BlogListHeadingContext} from '@site/src/components/BlogListHeader';

type Props = WrapperProps<typeof BlogListPageType>;

/** Wrapper: hands the list's title and description to BlogPostItems, which renders them as the page's h1. */
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
    </BlogListHeadingContext.Provider>
  );
}
