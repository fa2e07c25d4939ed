import React from 'react';
import clsx from 'clsx';
import Footer from '@theme-original/BlogPostItem/Footer';
import TagsListInline from '@theme/TagsListInline';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import ShareButtons from '@site/src/components/ShareButtons';
import PostCta from '@site/src/components/PostCta';
import RelatedPosts from '@site/src/components/RelatedPosts';
import {usePostFacts} from '@site/src/components/PostCard/postFacts';
import {SearchIgnore} from '@site/src/components/SearchBody';

/**
 * Wrapper: on a post page, the post's tags (the theme's row, without its
 * "Last updated" row: a revised post says so under its title, and the
 * theme's line would format the date with Intl), then the share buttons, the
 * call to action that fits its category, and its related posts (picked at
 * build time). None of these, nor the tags, is part of the post's text in
 * site search. List views keep the theme's footer as it is.
 */
export default function FooterWrapper(): React.ReactElement {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {isCaseStudy, related} = usePostFacts();
  if (!isBlogPostPage) return <Footer />;
  const category = (metadata.frontMatter as {category?: string}).category;
  return (
    <>
      {metadata.tags.length > 0 && (
        <SearchIgnore>
          <footer className="docusaurus-mt-lg">
            <div className={clsx('row', 'margin-top--sm', ThemeClassNames.blog.blogFooterEditMetaRow)}>
              <div className="col">
                <TagsListInline tags={metadata.tags} />
              </div>
            </div>
          </footer>
        </SearchIgnore>
      )}
      <ShareButtons title={metadata.title} heading={isCaseStudy ? 'Share this case study' : 'Share this insight'} />
      <PostCta category={category} />
      <RelatedPosts
        posts={related}
        heading={isCaseStudy ? 'More case studies' : 'Related insights'}
        readLabel={isCaseStudy ? 'Read the case study' : 'Read the insight'}
      />
    </>
  );
}
