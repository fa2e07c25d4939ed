import React from 'react';
import clsx from 'clsx';
import {resultBars} from '@site/src/data/claims';
import {resultsPanel} from '@site/src/data/home';
import styles from './styles.module.css';

/** The three-bar results panel: each bar's length is its percentage. */
export default function ResultsPanel(): React.ReactElement {
  return (
    <figure className={styles.panel} aria-labelledby="results-panel-title">
      <figcaption className={styles.caption}>
        <span id="results-panel-title" className={styles.title}>
          {resultsPanel.title}
        </span>
        <span className={styles.note}>{resultsPanel.note}</span>
      </figcaption>
      <ul className={clsx('clean-list', styles.bars)}>
        {resultBars.map((bar) => (
          <li key={bar.id} className={styles.row}>
            <span className={styles.label}>{bar.label}</span>
            <span className={styles.value}>
              {bar.isIncrease ? '+' : ''}
              {bar.value}%
            </span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{width: `${bar.value}%`}} />
            </span>
            <span className={styles.definition}>{bar.definition}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
