import React, {useEffect, useRef, useState} from 'react';
import {contact} from '@site/src/config/site';
import {contactEmailText, mailtoUrl, MAILTO_SAFE_LENGTH, type ContactEmail} from '@site/src/lib/contactEmail';
import styles from './styles.module.css';

interface Props {
  email: ContactEmail;
  onEdit: () => void;
  onClear: () => void;
}

type CopyState = 'idle' | 'copied' | 'select';

/**
 * Shown once the form has opened the visitor's e-mail app: what happened,
 * what to do there, and what to do when no app opened (the address, and the
 * whole message to copy). It takes focus so a screen reader announces it.
 */
export default function EmailHandoff({email, onEdit, onClear}: Props): React.ReactElement {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const href = mailtoUrl(email);
  const text = contactEmailText(email);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function copyMessage(): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      // No clipboard access (an insecure page, a refused permission): select the text for a manual copy.
      textRef.current?.focus();
      textRef.current?.select();
      setCopy('select');
    }
  }

  return (
    <div className={styles.handoff}>
      <div className={styles.handoffStatus}>
        <h3 ref={headingRef} tabIndex={-1} className={styles.handoffTitle}>
          Your e-mail app should now be open
        </h3>
        <p>
          It holds a message to <strong>{email.to}</strong> with the subject &ldquo;{email.subject}&rdquo; and everything you entered. Check
          it and press Send there: nothing reaches us until you do. A senior consultant replies within one business day.
        </p>
        {href.length > MAILTO_SAFE_LENGTH && (
          <p>Your message is long, and some e-mail apps shorten long messages. Check that all of it arrived, or copy it from below.</p>
        )}
        <div className={styles.handoffActions}>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- mailto: opens the e-mail app */}
          <a className={styles.secondaryButton} href={href}>
            Open the e-mail again
          </a>
          <button type="button" className={styles.secondaryButton} onClick={onEdit}>
            Edit the message
          </button>
        </div>
      </div>

      <h4 className={styles.handoffSubtitle}>No e-mail app opened?</h4>
      <p>
        Write to {/* eslint-disable-next-line @docusaurus/no-html-links -- mailto: opens the e-mail app */}
        <a className={styles.nowrap} href={`mailto:${email.to}`}>
          {email.to}
        </a>{' '}
        from any e-mail account you use and paste in the message below, or call us on{' '}
        {/* eslint-disable-next-line @docusaurus/no-html-links -- tel: starts a call */}
        <a className={styles.nowrap} href={contact.phoneHref}>
          {contact.phone}
        </a>
        .
      </p>
      <label htmlFor="contact-email-text" className={styles.label}>
        Your message
      </label>
      <textarea
        ref={textRef}
        id="contact-email-text"
        className={styles.control}
        readOnly
        rows={10}
        value={text}
        aria-describedby="contact-copy-status"
      />
      <div className={styles.handoffActions}>
        <button type="button" className={styles.secondaryButton} onClick={() => void copyMessage()}>
          Copy the message
        </button>
        <p id="contact-copy-status" className={styles.hint} role="status">
          {copy === 'copied' && `Copied. Paste it into a new e-mail to ${email.to}.`}
          {copy === 'select' &&
            'Your browser did not let the page copy it. The message is selected: press Ctrl+C (⌘C on a Mac) to copy it.'}
        </p>
      </div>

      <p className={styles.hint}>
        What you typed stays in this browser tab until you close it, so you can come back to it.{' '}
        <button type="button" className={styles.linkButton} onClick={onClear}>
          Clear the form
        </button>
      </p>
    </div>
  );
}
