import React from 'react';
import {Mail, MapPin, Phone} from 'lucide-react';
import {contact} from '@site/src/config/site';
import {consultation, nextSteps} from './content';
import styles from './styles.module.css';

/** The side column: the consultation offer, what happens after sending, and the direct contact details. */
export default function ContactAside(): React.ReactElement {
  return (
    <aside className={styles.aside} aria-label="Consultation and contact details">
      <section className={styles.panel} aria-labelledby="consultation-heading">
        <h2 id="consultation-heading" className={styles.panelTitle}>
          {consultation.title}
        </h2>
        <p>{consultation.body}</p>
      </section>

      <section className={styles.panel} aria-labelledby="next-steps-heading">
        <h2 id="next-steps-heading" className={styles.panelTitle}>
          What happens after you send
        </h2>
        <ol className={styles.steps}>
          {nextSteps.map((step) => (
            <li key={step.title}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.panel} aria-labelledby="direct-heading">
        <h2 id="direct-heading" className={styles.panelTitle}>
          Reach us directly
        </h2>
        <ul className={styles.details}>
          <li>
            <Mail aria-hidden="true" size={20} />
            <div>
              <span className={styles.detailLabel}>E-mail</span>
              {/* eslint-disable-next-line @docusaurus/no-html-links -- mailto: opens the e-mail app */}
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </div>
          </li>
          <li>
            <Phone aria-hidden="true" size={20} />
            <div>
              <span className={styles.detailLabel}>Phone</span>
              {/* eslint-disable-next-line @docusaurus/no-html-links -- tel: starts a call */}
              <a href={contact.phoneHref}>{contact.phone}</a>
            </div>
          </li>
          <li>
            <MapPin aria-hidden="true" size={20} />
            <div>
              <span className={styles.detailLabel}>Office</span>
              <address className={styles.address}>{contact.addressLine}</address>
            </div>
          </li>
        </ul>
      </section>
    </aside>
  );
}
