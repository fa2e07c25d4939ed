import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ShieldCheck} from 'lucide-react';
import {hero} from '@site/src/data/home';
import {valueClaims} from '@site/src/data/claims';
import ResultsPanel from '@site/src/components/Home/ResultsPanel';
import styles from './styles.module.css';

/**
 * The page's opening: promise, the two tool buttons, the guarantee and the
 * three value claims. Its largest element is the heading text, painted from
 * the server-rendered HTML with no image to wait for.
 */
export default function Hero(): React.ReactElement {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="hero-heading" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions} data-pagefind-ignore="all">
            <Link className="button button--primary button--lg" to={hero.primary.href}>
              {hero.primary.label}
            </Link>
            <Link className="button button--outline button--primary button--lg" to={hero.secondary.href}>
              {hero.secondary.label}
            </Link>
          </div>
          <p className={styles.guarantee}>
            <ShieldCheck aria-hidden="true" className={styles.guaranteeIcon} size={22} />
            <span>
              <strong>{hero.guaranteeTitle}.</strong> {hero.guaranteeTerms}
            </span>
          </p>
        </div>
        <ResultsPanel />
      </div>
      <div className={clsx(styles.inner, styles.claimsRow)}>
        <ul className={clsx('clean-list', styles.claims)} aria-label={hero.claimsLabel}>
          {valueClaims.map((claim) => (
            <li key={claim.id} className={styles.claim}>
              <span className={styles.figure}>{claim.figure}</span> <span className={styles.label}>{claim.label}</span>{' '}
              <span className={styles.basis}>{claim.basis}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
