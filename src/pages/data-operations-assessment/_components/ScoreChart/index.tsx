import React from 'react';
import clsx from 'clsx';
import type {DimensionResult} from '@site/src/lib/assessment';
import styles from './styles.module.css';

const tierLabel = {foundation: 'Needs foundations', strengthen: 'Partly in place', refine: 'Strong'} as const;

/**
 * Score per area as a bar chart: the bars are decoration, the numbers and the
 * tier are text, so the chart reads the same to a screen reader, in print and
 * without color.
 */
export default function ScoreChart({
  results,
  weakestIds,
}: {
  results: readonly DimensionResult[];
  weakestIds: readonly string[];
}): React.ReactElement {
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>Score by area, out of 100</figcaption>
      <ul className={clsx('clean-list', styles.rows)}>
        {results.map((r) => (
          <li key={r.dimension.id} className={styles.row} data-testid={`area-score-${r.dimension.id}`}>
            <span className={styles.area}>
              <span className={styles.areaName}>{r.dimension.name}</span>
              {weakestIds.includes(r.dimension.id) && <span className={styles.focus}>Focus area</span>}
            </span>
            <span className={styles.track} aria-hidden>
              <span className={styles.bar} data-tier={r.tier} style={{width: `${r.score}%`}} />
            </span>
            <span className={styles.value}>
              <span className={styles.visuallyHidden}>: </span>
              <span data-testid="score-value">{r.score}</span>
              <span className={styles.outOf}> / 100</span>
              <span className={styles.tier}>{tierLabel[r.tier]}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
