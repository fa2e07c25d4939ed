import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Stat {
  value: string;
  label: string;
  /** Where the figure comes from, or what it measures. */
  note: string;
}

/** A grid of headline figures (the complete guide's statistic cards). */
export default function StatCards({stats, label}: {stats: readonly Stat[]; label: string}): React.ReactElement {
  return (
    <ul className={clsx('clean-list', styles.grid)} aria-label={label}>
      {stats.map((s) => (
        <li key={s.label} className={styles.card}>
          <span className={styles.value}>{s.value}</span>
          <span className={styles.label}>{s.label}</span>
          <span className={styles.note}>{s.note}</span>
        </li>
      ))}
    </ul>
  );
}
