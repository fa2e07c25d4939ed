import React from 'react';
import {BadgeDollarSign, Gauge, LayoutDashboard, GitMerge, TrendingUp, FileCheck2} from 'lucide-react';
import type {Benefit, BenefitIcon} from '@site/src/data/guides';
import styles from './BenefitCards.module.css';

const ICONS: Record<BenefitIcon, typeof Gauge> = {
  valuation: BadgeDollarSign,
  growth: TrendingUp,
  visibility: LayoutDashboard,
  integration: GitMerge,
  guarantee: Gauge,
  exit: FileCheck2,
};

/** The PE guide's six benefit cards. */
export default function BenefitCards({benefits}: {benefits: readonly Benefit[]}): React.ReactElement {
  return (
    <ul className={styles.grid}>
      {benefits.map((b) => {
        const Icon = ICONS[b.icon];
        return (
          <li key={b.title} className={styles.card}>
            <Icon aria-hidden="true" size={22} className={styles.icon} />
            <p className={styles.figure}>{b.figure}</p>
            <h3 className={styles.title}>{b.title}</h3>
            <p className={styles.text}>{b.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
