import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** The home page's <main>: carries the brand colors its sections and Infima's buttons read. */
export default function HomePage({children}: {children: ReactNode}): React.ReactElement {
  return <main className={styles.page}>{children}</main>;
}
