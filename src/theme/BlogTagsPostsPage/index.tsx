import React from 'react';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type BlogTagsPostsPageType from '@theme/BlogTagsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogTagsPostsPageTitle} from '@docusaurus/theme-common/internal';
import PageHead from '@site/src/components/PageHead';

type Props = WrapperProps<typeof BlogTagsPostsPageType>;

/** Wrapper: a tag page's title says which page of the list it is, and its description follows the head rules. */
export default function BlogTagsPostsPageWrapper(props: Props): React.ReactElement {
  const title = useBlogTagsPostsPageTitle(props.tag);
  return (
    <>
      <BlogTagsPostsPage {...props} />
      <PageHead title={title} description={props.tag.description} page={props.listMetadata.page} />
    </>
  );
}
