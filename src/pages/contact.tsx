import React from 'react';
import Layout from '@theme/Layout';
import {brand} from '@site/src/config/site';
import ContactForm from './_contact/ContactForm';
import ContactAside from './_contact/ContactAside';
import PreviewFormNote from './_contact/PreviewFormNote';
import {contactIntro} from './_contact/content';
import styles from './_contact/styles.module.css';

export default function Contact(): React.ReactElement {
  return (
    <Layout
      title="Contact: Free 30-Minute Consultation"
      description={`Tell ${brand.name} what is wrong with your CRM, data or reporting. A senior consultant replies within one business day with times for a free 30-minute call.`}>
      <main className={styles.page}>
        <header className={styles.intro}>
          <h1>{contactIntro.title}</h1>
          <p className={styles.lead}>{contactIntro.lead}</p>
        </header>
        <div className={styles.layout}>
          <section className={styles.card} aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading" className={styles.cardTitle}>
              Tell us what you need to fix
            </h2>
            <PreviewFormNote />
            <ContactForm />
          </section>
          <ContactAside />
        </div>
      </main>
    </Layout>
  );
}
