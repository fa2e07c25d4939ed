import React from 'react';
import clsx from 'clsx';
import {resultCards} from '@site/src/data/claims';
import {resultSpreads} from '@site/src/data/home';
import {sections} from '@site/src/data/home';
import Section from '@site/src/components/Home/Section';
import styles from './styles.module.css';

/** The three result cards: leads, sales cycle, close rates. */
export default function Results(): React.ReactElement {
  return (
    <Section id="results" copy={sections.results}>
      <ul className={clsx('clean-list', styles.cards)}>
        {resultCards.map((card) => (
          <li key={card.id} className={styles.card}>
            <p className={styles.figure}>{card.figure}</p>
            <h3 className={styles.label}>{card.label}</h3>
            <p className={styles.basis}>{card.basis}</p>
            <p className={styles.spread}>{resultSpreads[card.id]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
