import React from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SearchBody from '@site/src/components/SearchBody';
import {searchTypeFor} from '@site/src/lib/searchIndex';

type Props = WrapperProps<typeof BlogPostItemType>;

/**
 * Wrapper: on a post page, marks the post (header and text) for site
 * search, typed by its address, with its category as a filter. The share
 * buttons, call to action and related posts under it are marked to be
 * left out by their own components.
 */
export default function BlogPostItemWrapper(props: Props): React.ReactElement {
  const {metadata, isBlogPostPage} = useBlogPost();
  const type = isBlogPostPage ? searchTypeFor(metadata.permalink) : null;
  if (!type) return <BlogPostItem {...props} />;
  const category = (metadata.frontMatter as {category?: unknown}).category;
  return (
    <SearchBody type={type} category={typeof category === 'string' ? category : undefined}>
      <BlogPostItem {...props} />
    </SearchBody>
  );
}
