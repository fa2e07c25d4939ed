import React from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {formatDate} from '@site/src/lib/dates';
import {postDates} from '@site/src/lib/contentDates';
import {readingMinutes} from '@site/src/lib/posts';
import {publicationText} from '@site/src/components/PostCard/postFacts';
import styles from './styles.module.css';

/**
 * A post's date and reading time ("May 15, 2025 · 9 min read"), as the
 * theme writes them, without the theme's Intl.DateTimeFormat and
 * Intl.PluralRules: each loads locale data on the main thread of every post
 * page, for an English-only site that needs neither. A revised post adds an
 * "Updated" line with its revision day, the same day as its dateModified
 * and its sitemap lastmod. Outside production, a scheduled post or a draft
 * says so above its date ("Scheduled for December 8, 2026").
 */
export default function BlogPostItemHeaderInfo({className}: Props): React.ReactElement {
  const {metadata} = useBlogPost();
  const {readingTime} = metadata;
  const {published, revised} = postDates(metadata);
  const publication = publicationText(metadata.frontMatter as Record<string, unknown>);
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)} data-pagefind-ignore="">
      {publication && (
        <p className={styles.publication} data-publication="">
          {publication}
        </p>
      )}
      <div>
        <time dateTime={published}>{formatDate(published)}</time>
        {readingTime !== undefined && <> · {readingMinutes(readingTime)} min read</>}
      </div>
      {revised && (
        <div className={styles.updated}>
          Updated <time dateTime={revised}>{formatDate(revised)}</time>
        </div>
      )}
    </div>
  );
}
