import React from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {usePostFacts} from '@site/src/components/PostCard/postFacts';
import styles from './styles.module.css';

/**
 * Wrapper: the category (or a case study's industry) above the title,
 * linking to its page, and the cover image under the theme's header (title,
 * date, reading time, authors). The cover is the post's largest image above
 * the fold, so it loads at once.
 */
export default function HeaderWrapper(): React.ReactElement {
  const {isBlogPostPage} = useBlogPost();
  const {label, labelPermalink, image, imageAlt} = usePostFacts();
  return (
    <>
      {label && <p className={styles.label}>{labelPermalink ? <Link to={labelPermalink}>{label}</Link> : label}</p>}
      <Header />
      {image && (
        <img
          className={styles.cover}
          src={image}
          alt={imageAlt ?? ''}
          width={800}
          height={400}
          loading={isBlogPostPage ? 'eager' : 'lazy'}
          fetchPriority={isBlogPostPage ? 'high' : 'auto'}
          decoding="async"
        />
      )}
    </>
  );
}
