import React from 'react';
import {adjustmentMessage, type Adjustment} from '@site/src/lib/toolQuery';
import styles from './styles.module.css';

interface Props<K extends string> {
  adjustments: Adjustment<K>[];
  describe: (field: K) => {label: string; show: (n: number) => string};
}

/** Says, field by field, which values from the link were adjusted and what was used instead. */
export default function QueryNotice<K extends string>({adjustments, describe}: Props<K>): React.ReactElement | null {
  if (adjustments.length === 0) return null;
  return (
    <div className={styles.notice} role="status" data-testid="query-notice">
      <p className={styles.noticeTitle}>Some values in this link were adjusted</p>
      <ul>
        {adjustments.map((a) => {
          const {label, show} = describe(a.field);
          return <li key={`${a.field}-${a.kind}`}>{adjustmentMessage(a, label, show)}</li>;
        })}
      </ul>
    </div>
  );
}
