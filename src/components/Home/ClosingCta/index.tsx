import React from 'react';
import Link from '@docusaurus/Link';
import {closingCta} from '@site/src/data/home';
import styles from './styles.module.css';

/** The page's last word: the free assessment, with a consultant as the alternative. */
export default function ClosingCta(): React.ReactElement {
  return (
    <section className={styles.band} aria-labelledby="closing-heading" data-pagefind-ignore="all">
      <div className={styles.inner}>
        <h2 id="closing-heading" className={styles.title}>
          {closingCta.title}
        </h2>
        <p className={styles.text}>{closingCta.text}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to={closingCta.primary.href}>
            {closingCta.primary.label}
          </Link>
          <Link className="button button--outline button--primary button--lg" to={closingCta.secondary.href}>
            {closingCta.secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
