import React from 'react';
import styles from './styles.module.css';
import type {StatHighlight} from '@site/src/data/dataImpact';

/** Headline figures in a row of cards, each figure with its meaning right under it. */
export default function StatHighlights({
  stats,
  caption,
}: {
  stats: readonly StatHighlight[];
  /** Where the figures come from, shown under the cards. */
  caption: string;
}): React.ReactElement {
  return (
    <figure className={styles.figure}>
      <dl className={styles.grid}>
        {stats.map((stat) => (
          <div key={stat.value} className={styles.stat}>
            <dt className={styles.value}>{stat.value}</dt>
            <dd className={styles.label}>{stat.label}</dd>
          </div>
        ))}
      </dl>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
