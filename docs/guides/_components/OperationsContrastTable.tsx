import React from 'react';
import type {OperationsContrast} from '@site/src/data/guides';
import styles from './OperationsContrastTable.module.css';

/** Chaotic versus standardized operations, row by row. A real table, so it reads correctly aloud. */
export default function OperationsContrastTable({rows}: {rows: readonly OperationsContrast[]}): React.ReactElement {
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label="Chaotic versus standardized operations (scrolls sideways)">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Area</th>
            <th scope="col" className={styles.chaoticHead}>
              Chaotic operations
            </th>
            <th scope="col" className={styles.standardHead}>
              Standardized operations
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.aspect}>
              <th scope="row">{row.aspect}</th>
              <td>{row.chaotic}</td>
              <td>{row.standardized}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
