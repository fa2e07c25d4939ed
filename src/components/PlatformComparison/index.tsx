import React from 'react';
import clsx from 'clsx';
import {AlertTriangle, Check, X} from 'lucide-react';
import {ICON_LABELS, comparisonIcon, type ComparisonIcon} from '@site/src/lib/comparison';
import styles from './styles.module.css';
import type {ComparisonRow, PlatformCard} from '@site/src/data/platforms';

interface Props {
  platforms: readonly PlatformCard[];
  rows: readonly ComparisonRow[];
}

const ICONS: Record<ComparisonIcon, typeof Check> = {check: Check, warning: AlertTriangle, cross: X};

function CellIcon({kind}: {kind: ComparisonIcon}) {
  const Icon = ICONS[kind];
  return (
    <span role="img" aria-label={ICON_LABELS[kind]} className={styles.icon} data-icon={kind}>
      <Icon aria-hidden="true" size={16} strokeWidth={2.5} />
    </span>
  );
}

/**
 * Platform cards (pricing and PE score) over a weighted comparison table.
 * The table scrolls sideways on a phone; the scroll box is focusable so a
 * keyboard user can scroll it too.
 */
export default function PlatformComparison({platforms, rows}: Props): React.ReactElement {
  return (
    <div className={styles.comparison} data-testid="platform-comparison">
      <ul className={clsx('clean-list', styles.cards)}>
        {platforms.map((p) => (
          <li key={p.id} className={styles.card} style={{'--platform-color': p.color} as React.CSSProperties}>
            <p className={styles.cardName}>{p.name}</p>
            <p className={styles.pricing}>{p.pricing}</p>
            <div className={styles.scoreRow}>
              <span className={styles.scoreLabel}>PE score</span>
              <span className={styles.score} data-testid={`pe-score-${p.id}`}>
                {p.peScore}
                <span className={styles.scoreOf}>/100</span>
              </span>
            </div>
            <div
              className={styles.scoreTrack}
              role="progressbar"
              aria-label={`${p.name} PE score`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={p.peScore}>
              <div className={styles.scoreFill} style={{width: `${p.peScore}%`}} />
            </div>
            <p className={styles.summary}>{p.summary}</p>
          </li>
        ))}
      </ul>

      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Platform comparison table (scrolls sideways)">
        <table className={styles.table}>
          <caption className={styles.caption}>How the four platforms compare on what matters to a PE portfolio</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              {platforms.map((p) => (
                <th key={p.id} scope="col">
                  {p.name}
                </th>
              ))}
              <th scope="col">Weight</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.category}>
                <th scope="row">{row.category}</th>
                {platforms.map((p) => {
                  const value = row.values[p.id];
                  const icon = comparisonIcon(row.category, value);
                  return (
                    <td key={p.id}>
                      <span className={styles.cell}>
                        {icon && <CellIcon kind={icon} />}
                        <span>{value}</span>
                      </span>
                    </td>
                  );
                })}
                <td>
                  <span className={styles.weight} data-weight={row.weight}>
                    {row.weight}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
