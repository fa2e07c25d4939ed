import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {CalendarClock, Check} from 'lucide-react';
import {consultation} from '@site/src/data/home';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import styles from './styles.module.css';

/** The book-a-consultation block: the free call, what it covers, and the way to book it. */
export default function Consultation(): React.ReactElement {
  return (
    <section id="consultation" className={styles.band} aria-labelledby="consultation-heading" data-pagefind-ignore="all">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <CalendarClock aria-hidden="true" size={32} className={styles.icon} />
          <h2 id="consultation-heading" className={styles.title}>
            {consultation.title}
          </h2>
          <p className={styles.text}>{consultation.text}</p>
          <p className={styles.agendaLabel}>{consultation.agendaLabel}</p>
          <ul className={clsx('clean-list', styles.agenda)}>
            {consultation.agenda.map((item) => (
              <li key={item}>
                <Check aria-hidden="true" size={18} className={styles.check} />
                {item}
              </li>
            ))}
          </ul>
          <Link className="button button--primary button--lg" to={consultation.cta.href}>
            {consultation.cta.label}
          </Link>
        </div>
        <figure className={styles.figure}>
          <ResponsiveImage
            name={consultation.image.name}
            preset="hero"
            alt={consultation.image.alt}
            sizes="(max-width: 1023px) calc(100vw - 2rem), 560px"
            className={styles.image}
          />
          <figcaption className={styles.caption}>{consultation.image.caption}</figcaption>
        </figure>
      </div>
    </section>
  );
}
