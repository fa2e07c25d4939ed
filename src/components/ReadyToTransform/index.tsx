import React from 'react';
import Link from '@docusaurus/Link';
import {ArrowRight} from 'lucide-react';
import styles from './styles.module.css';

/**
 * The closing call to action shared by every guide, FAQ and resource page:
 * "Ready to Transform Your Portfolio Operations?" with a "Get In Touch" link
 * to /contact.
 */
export default function ReadyToTransform(): React.ReactElement {
  return (
    <section className={styles.block} aria-labelledby="ready-to-transform" data-pagefind-ignore="all">
      <h2 id="ready-to-transform" className={styles.title}>
        Ready to Transform Your Portfolio Operations?
      </h2>
      <p className={styles.text}>
        Start with a free 30-minute consultation. Tell us what the board keeps asking for and what the CRM cannot answer; we will tell you
        what we would fix first, roughly what it costs, and whether it fits inside our 100-day implementation guarantee.
      </p>
      <div className={styles.actions}>
        <Link to="/contact" className={styles.cta}>
          {/* Color sits on an inner span: the docs' Markdown link color outranks a module class on the link. */}
          <span className={styles.ctaInner}>
            Get In Touch
            <ArrowRight aria-hidden="true" size={18} />
          </span>
        </Link>
      </div>
    </section>
  );
}
