import React from 'react';
import Link from '@docusaurus/Link';
import {CalendarClock} from 'lucide-react';
import {contactPath} from '@site/src/lib/contactLinks';
import styles from './styles.module.css';

/** The step after the result: a free 30-minute consultation to talk it through. */
export default function ConsultationCta(): React.ReactElement {
  return (
    <section className={styles.cta} aria-labelledby="consultation-heading">
      <h2 id="consultation-heading" className={styles.title}>
        Talk your result through with a senior consultant
      </h2>
      <p className={styles.text}>
        In a free 30-minute consultation we go through your three weakest areas, tell you which fix pays back first, and what it would take
        in your CRM. Bring this result link; no preparation needed. If you go ahead, the agreed scope is live within 100 days of kickoff,
        under our 100-day implementation guarantee.
      </p>
      <p className={styles.actions}>
        <Link className={styles.button} to={contactPath('dataops-implementation')}>
          <CalendarClock size={18} aria-hidden />
          Book your free 30-minute consultation
        </Link>
      </p>
    </section>
  );
}
