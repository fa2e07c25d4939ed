import React, {useId} from 'react';
import Link from '@docusaurus/Link';
import {offerFor} from '@site/src/data/postOffers';
import styles from './styles.module.css';

/** The call to action under a post: the free assessment or the calculator that fits its category. */
export default function PostCta({category}: {category?: string}): React.ReactElement {
  const offer = offerFor(category);
  const headingId = useId();
  return (
    <section className={styles.cta} aria-labelledby={headingId} data-pagefind-ignore="all">
      <h2 id={headingId} className={styles.heading}>
        {offer.heading}
      </h2>
      <p className={styles.text}>{offer.text}</p>
      <Link to={offer.href} className={styles.button}>
        {offer.label}
      </Link>
    </section>
  );
}
