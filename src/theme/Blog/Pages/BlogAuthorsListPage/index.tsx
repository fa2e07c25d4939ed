import React from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import PageHead from '@site/src/components/PageHead';
import {blogPagesCopy} from '@site/src/data/blogPages';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

/** Wrapper: each blog's author index gets a title of its own and a description (the theme gives both blogs "Authors" and none). */
export default function BlogAuthorsListPageWrapper(props: Props): React.ReactElement {
  const copy = blogPagesCopy(useRouteContext().plugin.id);
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageHead title={copy.authorsTitle} description={copy.authorsDescription} />
    </>
  );
}
