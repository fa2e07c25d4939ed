import React, {useId} from 'react';
import clsx from 'clsx';
import PostCard from '@site/src/components/PostCard';
import {gridColumnsStyle} from '@site/src/lib/grid';
import styles from './styles.module.css';
import type {RelatedPost} from '@site/src/lib/pluginData';

interface Props {
  posts: readonly RelatedPost[];
  /** "Related insights" or "More case studies". */
  heading: string;
  readLabel?: string;
}

/**
 * The related posts under a post, picked at build time (src/plugins/lean-blog/relatedPosts.ts);
 * on wide screens none sits alone on the last row (src/lib/grid.ts).
 */
export default function RelatedPosts({posts, heading, readLabel}: Props): React.ReactElement | null {
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={headingId} data-pagefind-ignore="all">
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={clsx('clean-list', styles.grid)} style={gridColumnsStyle(posts.length, 3) as React.CSSProperties}>
        {posts.map((post) => (
          <li key={post.permalink}>
            <PostCard
              as="h3"
              permalink={post.permalink}
              title={post.title}
              description={post.description}
              date={post.date}
              label={post.label}
              readingTime={post.readingTime}
              imageAlt={post.imageAlt}
              readLabel={readLabel}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
