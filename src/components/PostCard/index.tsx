import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {COVER_SIZES, coverImage} from '@site/src/lib/covers';
import {formatDate, isoDay} from '@site/src/lib/dates';
import styles from './styles.module.css';

export interface PostCardProps {
  permalink: string;
  title: string;
  description: string;
  /** ISO date or YYYY-MM-DD. */
  date: string;
  /** The category, or a case study's industry. */
  label?: string;
  /** Minutes, already rounded. */
  readingTime?: number;
  /** What the cover shows. */
  imageAlt: string;
  /** Heading level of the title: h2 in a list page, h3 under a section heading. */
  as?: 'h2' | 'h3';
  /** Above the fold: load the cover at once instead of lazily. */
  eager?: boolean;
  /** Outside production, a post production leaves out: "Scheduled for December 8, 2026" or "Draft: not published". */
  publication?: string;
  /** Text of the call to read on, e.g. "Read the case study". */
  readLabel?: string;
  className?: string;
}

/**
 * One post as a card: cover, category, title, date and reading time,
 * description. The title's link covers the whole card, so the card is one
 * tab stop and one click target.
 */
export default function PostCard({
  permalink,
  title,
  description,
  date,
  label,
  readingTime,
  imageAlt,
  as: Heading = 'h2',
  eager = false,
  readLabel = 'Read the insight',
  publication,
  className,
}: PostCardProps): React.ReactElement {
  return (
    <article className={clsx(styles.card, className)}>
      <img
        className={styles.cover}
        {...coverImage(permalink, COVER_SIZES.card)}
        alt={imageAlt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.body}>
        {publication && (
          <p className={styles.publication} data-publication="">
            {publication}
          </p>
        )}
        {label && <p className={styles.label}>{label}</p>}
        <Heading className={styles.title}>
          <Link to={permalink} className={styles.link}>
            {title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          <time dateTime={isoDay(date)}>{formatDate(date)}</time>
          {readingTime !== undefined && <> · {readingTime} min read</>}
        </p>
        <p className={styles.description}>{description}</p>
        <span className={styles.more} aria-hidden="true">
          {readLabel} →
        </span>
      </div>
    </article>
  );
}
