import React from 'react';
import type {FieldUnit} from '@site/src/data/calculators';
import {showValue} from '@site/src/lib/fieldDisplay';
import {adjustmentMessage, type Adjustment} from '@site/src/lib/toolQuery';
import styles from './styles.module.css';

interface Props<K extends string> {
  adjustments: Adjustment<K>[];
  /** The words of each field: its label, and the unit its values are written in. */
  copy: Record<K, {label: string; unit: FieldUnit}>;
}

/** Says, field by field, which values from the link were adjusted and what was used instead. */
export default function QueryNotice<K extends string>({adjustments, copy}: Props<K>): React.ReactElement | null {
  if (adjustments.length === 0) return null;
  return (
    <div className={styles.notice} role="status" data-testid="query-notice">
      <p className={styles.noticeTitle}>Some values in this link were adjusted</p>
      <ul>
        {adjustments.map((a) => {
          const {label, unit} = copy[a.field];
          return <li key={`${a.field}-${a.kind}`}>{adjustmentMessage(a, label, (n) => showValue(n, unit))}</li>;
        })}
      </ul>
    </div>
  );
}
