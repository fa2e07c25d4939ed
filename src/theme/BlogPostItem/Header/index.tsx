import React from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {usePostFacts} from '@site/src/components/PostCard/postFacts';
import {COVER_SIZES, coverImage} from '@site/src/lib/covers';
import styles from './styles.module.css';

/**
 * Wrapper: the category (or a case study's industry) above the title,
 * linking to its page, and the cover image under the theme's header (title,
 * date, reading time, authors), at the responsive widths the build made
 * (src/plugins/covers). The cover is the post's largest image above the
 * fold, so it loads at once.
 */
export default function HeaderWrapper(): React.ReactElement {
  const {isBlogPostPage, metadata} = useBlogPost();
  const {label, labelPermalink, imageAlt} = usePostFacts();
  return (
    <>
      {label && <p className={styles.label}>{labelPermalink ? <Link to={labelPermalink}>{label}</Link> : label}</p>}
      <Header />
      <img
        className={styles.cover}
        {...coverImage(metadata.permalink, COVER_SIZES.header)}
        alt={imageAlt}
        loading={isBlogPostPage ? 'eager' : 'lazy'}
        fetchPriority={isBlogPostPage ? 'high' : 'auto'}
        decoding="async"
      />
    </>
  );
}
