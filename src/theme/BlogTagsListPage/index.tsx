import React from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import PageHead from '@site/src/components/PageHead';
import {blogPagesCopy} from '@site/src/data/blogPages';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/** Wrapper: each blog's tag index gets a title of its own and a description (the theme gives both blogs "Tags" and none). */
export default function BlogTagsListPageWrapper(props: Props): React.ReactElement {
  const copy = blogPagesCopy(useRouteContext().plugin.id);
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageHead title={copy.tagsTitle} description={copy.tagsDescription} />
    </>
  );
}
