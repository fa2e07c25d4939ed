import React from 'react';
import clsx from 'clsx';
import {BadgeCheck} from 'lucide-react';
import {trustBanner} from '@site/src/data/home';
import styles from './styles.module.css';

/** The 50+ banner, with the sectors behind the number (never client names). */
export default function TrustBanner(): React.ReactElement {
  return (
    <section className={styles.banner} aria-label={trustBanner.lead}>
      <div className={styles.inner}>
        <p className={styles.lead}>
          <BadgeCheck aria-hidden="true" size={24} className={styles.icon} />
          <span>
            {trustBanner.leadParts[0]} <strong className={styles.figure}>{trustBanner.leadParts[1]}</strong> {trustBanner.leadParts[2]}
          </span>
        </p>
        <ul className={clsx('clean-list', styles.sectors)} aria-label={trustBanner.sectorsLabel}>
          {trustBanner.sectors.map((sector) => (
            <li key={sector}>{sector}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
