import React, {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {contact, type DeploymentSettings} from '@site/src/config/site';
import {useSiteSettings} from '@site/src/hooks/useSiteSettings';
import {readChoice} from '@site/src/lib/consent';
import {contactEmail, mailtoUrl} from '@site/src/lib/contactEmail';
import {clearDraft, openStorage, readDraft, startingDraft, writeDraft} from '@site/src/lib/contactDraft';
import {
  botVerdict,
  buildHubspotSubmission,
  companySizeChoices,
  contactFieldLabels,
  contactFieldOrder,
  emptyContactForm,
  firstInvalidField,
  hubspotOutcome,
  hubspotSubmitUrl,
  hubspotUtk,
  isContactFormConfigured,
  topicFromSearch,
  validateContactForm,
  validateField,
  withTopic,
  type ContactErrors,
  type ContactField,
  type ContactFormValues,
  type SendFailure,
  type SendOutcome,
} from '@site/src/lib/contactForm';
import type {ContactTopicId} from '@site/src/data/contactTopics';
import {ChoiceOptions, FieldError, FieldShell, idOf, Select, TopicOptions} from './Fields';
import EmailHandoff from './EmailHandoff';
import {sendFailureText} from './content';
import styles from './styles.module.css';

const THANK_YOU_PATH = '/contact/thank-you';
/** A request that hangs this long is treated like a network failure, so the visitor is never left waiting. */
const SUBMIT_TIMEOUT_MS = 15_000;

type Status = {kind: 'idle'} | {kind: 'too-fast'} | {kind: 'sending'} | {kind: 'field-errors'} | {kind: 'failed'; reason: SendFailure};

function sessionDrafts() {
  return openStorage(() => window.sessionStorage);
}

async function submitToHubspot(settings: DeploymentSettings, values: ContactFormValues): Promise<SendOutcome> {
  const payload = buildHubspotSubmission(values, {
    pageUri: window.location.href.split('#')[0],
    pageName: document.title,
    hutk: hubspotUtk(document.cookie, readChoice(openStorage(() => window.localStorage))),
  });
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), SUBMIT_TIMEOUT_MS);
  try {
    const response = await fetch(hubspotSubmitUrl(settings), {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    return hubspotOutcome(response.status, body);
  } catch {
    return {kind: 'failed', reason: 'network'};
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * The contact form. With a HubSpot form configured it posts to the Forms API;
 * without one it opens the visitor's e-mail app with the same message. Either
 * way the input is kept in session storage until a send succeeds.
 */
export default function ContactForm(): React.ReactElement {
  const settings = useSiteSettings();
  const viaHubspot = isContactFormConfigured(settings);
  const history = useHistory();
  const {search} = useLocation();
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [linkTopic, setLinkTopic] = useState<ContactTopicId | null>(null);
  const [handedOff, setHandedOff] = useState(false);
  const [restored, setRestored] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const [honeypot, setHoneypot] = useState('');
  const startedAt = useRef<number>(Number.POSITIVE_INFINITY);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<ContactField | null>(null);

  useEffect(() => {
    // The clock starts when the form can first be used, i.e. after hydration.
    startedAt.current = Date.now();
  }, []);

  // Storage and the address are read only in the browser, after hydration, so the server's HTML stays valid.
  useEffect(() => {
    const draft = startingDraft(readDraft(sessionDrafts()), topicFromSearch(search));
    setValues(draft.values);
    setLinkTopic(draft.linkTopic);
    setHandedOff(viaHubspot ? false : draft.handedOff);
    setRestored(true);
  }, [search, viaHubspot]);

  useEffect(() => {
    if (restored) writeDraft(sessionDrafts(), {values, linkTopic, handedOff});
  }, [restored, values, linkTopic, handedOff]);

  useEffect(() => {
    if (status.kind === 'failed' || status.kind === 'too-fast') alertRef.current?.focus();
  }, [status]);

  useEffect(() => {
    if (focusAfterRender.current) document.getElementById(idOf(focusAfterRender.current))?.focus();
    focusAfterRender.current = null;
  });

  function update<K extends ContactField>(field: K, value: ContactFormValues[K]): void {
    const next = field === 'topic' ? withTopic(values, value as ContactTopicId) : {...values, [field]: value};
    setValues(next);
    if (!attempted) return;
    // After a failed attempt, each message updates as the visitor fixes the field (a new topic may fill the message).
    setErrors((prev) => {
      const updated = {...prev, [field]: validateField(field, next)};
      if (field === 'topic') updated.message = validateField('message', next);
      return updated;
    });
  }

  /** Marks the fields and moves focus to the first, once its error is rendered and tied to it. */
  function showFieldErrors(found: ContactErrors): void {
    focusAfterRender.current = firstInvalidField(found) ?? null;
    setErrors(found);
  }

  async function send(current: ContactFormValues): Promise<void> {
    setStatus({kind: 'sending'});
    const outcome = await submitToHubspot(settings, current);
    if (outcome.kind === 'sent') {
      clearDraft(sessionDrafts());
      history.push(THANK_YOU_PATH);
    } else if (outcome.kind === 'field-errors') {
      setStatus({kind: 'field-errors'});
      showFieldErrors(outcome.errors);
    } else {
      setStatus({kind: 'failed', reason: outcome.reason});
    }
  }

  function openEmail(current: ContactFormValues): void {
    setHandedOff(true);
    window.location.href = mailtoUrl(contactEmail(current, contact.email));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const verdict = viaHubspot ? botVerdict({honeypot, startedAt: startedAt.current, now: Date.now()}) : null;
    if (verdict === 'honeypot') {
      // Looks like success to the script; nothing is sent anywhere.
      history.push(THANK_YOU_PATH);
      return;
    }
    setAttempted(true);
    const found = validateContactForm(values);
    if (firstInvalidField(found)) {
      setStatus({kind: 'idle'});
      showFieldErrors(found);
      return;
    }
    setErrors({});
    if (!viaHubspot) {
      openEmail(values);
      return;
    }
    if (verdict === 'too-fast') {
      // The clock keeps running from when the form appeared, so pressing again a moment later goes through.
      setStatus({kind: 'too-fast'});
      return;
    }
    void send(values);
  }

  if (handedOff) {
    return (
      <EmailHandoff
        email={contactEmail(values, contact.email)}
        onEdit={() => {
          focusAfterRender.current = 'message';
          setHandedOff(false);
        }}
        onClear={() => {
          focusAfterRender.current = 'topic';
          setValues(emptyContactForm);
          setLinkTopic(null);
          setAttempted(false);
          setErrors({});
          setHandedOff(false);
        }}
      />
    );
  }

  const invalidCount = contactFieldOrder.filter((f) => errors[f]).length;
  const sending = status.kind === 'sending';
  const text = (field: 'name' | 'email' | 'company' | 'role') => ({
    id: idOf(field),
    name: field,
    className: styles.control,
    value: values[field],
    'aria-invalid': !!errors[field] || undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => update(field, e.target.value),
  });

  return (
    <form className={styles.form} noValidate method="post" onSubmit={onSubmit} aria-describedby="contact-form-note">
      <p id="contact-form-note" className={styles.formNote}>
        All fields are required. We use your details only to answer this inquiry.
      </p>

      <FieldShell field="topic" error={errors.topic}>
        {(describedBy) => (
          <Select
            field="topic"
            value={values.topic}
            invalid={!!errors.topic}
            describedBy={describedBy}
            onChange={(v) => update('topic', v)}>
            <TopicOptions />
          </Select>
        )}
      </FieldShell>

      <div className={styles.row}>
        <FieldShell field="name" error={errors.name}>
          {(describedBy) => <input {...text('name')} type="text" autoComplete="name" aria-describedby={describedBy} />}
        </FieldShell>
        <FieldShell field="email" error={errors.email}>
          {(describedBy) => (
            <input
              {...text('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              aria-describedby={describedBy}
            />
          )}
        </FieldShell>
      </div>

      <div className={styles.row}>
        <FieldShell field="company" error={errors.company}>
          {(describedBy) => <input {...text('company')} type="text" autoComplete="organization" aria-describedby={describedBy} />}
        </FieldShell>
        <FieldShell field="role" error={errors.role}>
          {(describedBy) => <input {...text('role')} type="text" autoComplete="organization-title" aria-describedby={describedBy} />}
        </FieldShell>
      </div>

      <FieldShell field="companySize" error={errors.companySize}>
        {(describedBy) => (
          <Select
            field="companySize"
            value={values.companySize}
            invalid={!!errors.companySize}
            describedBy={describedBy}
            onChange={(v) => update('companySize', v)}>
            <ChoiceOptions choices={companySizeChoices} placeholder="Choose one" />
          </Select>
        )}
      </FieldShell>

      <FieldShell field="message" error={errors.message}>
        {(describedBy) => (
          <textarea
            id={idOf('message')}
            name="message"
            rows={6}
            className={styles.control}
            value={values.message}
            aria-invalid={!!errors.message || undefined}
            aria-describedby={describedBy}
            onChange={(e) => update('message', e.target.value)}
          />
        )}
      </FieldShell>

      {viaHubspot && (
        // Off-screen, unlabeled for people and skipped by keyboard: only a script fills it.
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
        </div>
      )}

      <div className={styles.consent}>
        <input
          id={idOf('consent')}
          name="consent"
          type="checkbox"
          className={styles.checkbox}
          checked={values.consent}
          aria-invalid={!!errors.consent || undefined}
          aria-describedby={errors.consent ? `${idOf('consent')}-error` : `${idOf('consent')}-privacy`}
          onChange={(e) => update('consent', e.target.checked)}
        />
        <div>
          <label htmlFor={idOf('consent')} className={styles.consentLabel}>
            {contactFieldLabels.consent}
          </label>
          <p id={`${idOf('consent')}-privacy`} className={styles.hint}>
            How we handle it: <Link to="/privacy">Privacy Policy</Link>.
          </p>
          {errors.consent && <FieldError id={`${idOf('consent')}-error`} message={errors.consent} />}
        </div>
      </div>

      {status.kind === 'too-fast' && (
        <div ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>That was quicker than a person usually fills in a form.</p>
          <p>
            We hold back very fast submissions to keep out spam. Everything you typed is still here: check it and press Send message again.
          </p>
        </div>
      )}

      {status.kind === 'field-errors' && (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>Your message was not sent.</p>
          <p>
            Our form service did not accept some of your answers. Correct the marked fields and send again; everything else is still here.
          </p>
        </div>
      )}

      {status.kind === 'failed' && (
        <div ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>Your message was not sent.</p>
          <p>
            {sendFailureText[status.reason]} Everything you typed is still in the form. Try again, or e-mail it to us at{' '}
            {/* eslint-disable-next-line @docusaurus/no-html-links -- mailto: opens the e-mail app */}
            <a href={mailtoUrl(contactEmail(values, contact.email))}>{contact.email}</a>: the link opens your e-mail app with the message
            written in.
          </p>
          <button type="button" className={styles.secondaryButton} onClick={() => void send(values)}>
            Try again
          </button>
        </div>
      )}

      {attempted && invalidCount > 0 && (
        <p className={styles.summary} aria-live="polite">
          {invalidCount === 1 ? '1 field needs attention.' : `${invalidCount} fields need attention.`}
        </p>
      )}

      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.submit}
          disabled={sending}
          aria-disabled={sending}
          aria-describedby={viaHubspot ? undefined : 'contact-email-note'}>
          {sending ? 'Sending…' : viaHubspot ? 'Send message' : 'Send by e-mail'}
        </button>
        {viaHubspot ? (
          <p className={styles.actionsNote}>Free 30-minute consultation. No obligation.</p>
        ) : (
          <p id="contact-email-note" className={styles.actionsNote}>
            Sending opens your e-mail app with this message to <span className={styles.nowrap}>{contact.email}</span>, ready to send.
            Nothing reaches us until you press Send there.
          </p>
        )}
      </div>
      <noscript>
        <p className={styles.alert}>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- mailto: opens the e-mail app */}
          This form needs JavaScript. Without it, write to <a href={`mailto:${contact.email}`}>{contact.email}</a> or call{' '}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- tel: starts a call */}
          <a href={contact.phoneHref}>{contact.phone}</a>.
        </p>
      </noscript>
    </form>
  );
}
