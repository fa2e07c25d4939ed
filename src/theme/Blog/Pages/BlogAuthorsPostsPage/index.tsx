import React from 'react';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import PageHead from '@site/src/components/PageHead';
import {blogPagesCopy} from '@site/src/data/blogPages';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

/**
 * Wrapper: an author's page names its blog in the title (the theme's "Name - N
 * posts" is the same on both blogs when the counts are), says which page of
 * the list it is, and has a description (the theme gives none).
 */
export default function BlogAuthorsPostsPageWrapper(props: Props): React.ReactElement {
  const copy = blogPagesCopy(useRouteContext().plugin.id);
  const author = {
    name: props.author.name ?? props.author.key,
    title: props.author.title ?? undefined,
    description: props.author.description ?? undefined,
  };
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      <PageHead title={copy.authorTitle(author)} description={copy.authorDescription(author)} page={props.listMetadata.page} />
    </>
  );
}
