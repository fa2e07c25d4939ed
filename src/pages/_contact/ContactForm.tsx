import React, {useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {CircleAlert} from 'lucide-react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DeploymentSettings} from '@site/src/config/site';
import {contact} from '@site/src/config/site';
import {readChoice} from '@site/src/lib/consent';
import {
  botVerdict,
  buildHubspotSubmission,
  companySizeChoices,
  consentText,
  contactFieldOrder,
  emptyContactForm,
  firstInvalidField,
  hubspotSubmitUrl,
  hubspotUtk,
  isContactFormConfigured,
  serviceChoices,
  validateContactForm,
  validateField,
  type Choice,
  type ContactErrors,
  type ContactField,
  type ContactFormValues,
} from '@site/src/lib/contactForm';
import styles from './styles.module.css';

const THANK_YOU_PATH = '/contact/thank-you';
/** A request that hangs this long is treated like a network failure, so the visitor is never left waiting. */
const SUBMIT_TIMEOUT_MS = 15_000;

type Status = 'idle' | 'too-fast' | 'sending' | 'failed';

const labels: Record<ContactField, string> = {
  name: 'Your name',
  email: 'Work e-mail',
  company: 'Company or firm',
  role: 'Your role',
  companySize: 'Company size or portfolio size',
  service: 'What you need',
  message: 'What would you like to fix?',
  consent: consentText,
};

const hints: Partial<Record<ContactField, string>> = {
  role: 'For example VP of Marketing, CFO or Operating Partner.',
  message: 'A few sentences are enough: what is broken, since when, and what it costs you.',
};

function useSettings(): DeploymentSettings {
  const {siteConfig} = useDocusaurusContext();
  return (siteConfig.customFields as {settings: DeploymentSettings}).settings;
}

function mailtoHref(values: ContactFormValues): string {
  const who = [values.name.trim(), values.company.trim()].filter(Boolean).join(', ');
  const subject = who ? `Enquiry from ${who}` : 'Enquiry from the website';
  return `mailto:${contact.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(values.message.trim())}`;
}

async function submitToHubspot(settings: DeploymentSettings, values: ContactFormValues): Promise<void> {
  const payload = buildHubspotSubmission(values, {
    pageUri: window.location.href.split('#')[0],
    pageName: document.title,
    hutk: hubspotUtk(document.cookie, readChoice(window.localStorage)),
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
    if (!response.ok) throw new Error(`The form service answered ${response.status}.`);
  } finally {
    window.clearTimeout(timer);
  }
}

function NotConfigured(): React.ReactElement {
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeTitle}>Online submissions are not configured on this copy of the site.</p>
      <p>
        The form cannot send anything yet, so please write to us directly at{' '}
        <a href={`mailto:${contact.email}`}>{contact.email}</a> or call <a href={contact.phoneHref}>{contact.phone}</a>. A
        senior consultant answers either way.
      </p>
    </div>
  );
}

/** The icon repeats the red colour's meaning for people who do not see red; screen readers get the words only. */
function FieldError({id, message}: {id: string; message: string}): React.ReactElement {
  return (
    <p id={id} className={styles.error}>
      <CircleAlert className={styles.errorIcon} aria-hidden="true" size={16} />
      <span>{message}</span>
    </p>
  );
}

interface FieldShellProps {
  field: ContactField;
  id: string;
  error?: string;
  children: (describedBy: string | undefined) => React.ReactNode;
}

/** Label, control, hint and inline error; the control gets the ids to point aria-describedby at. */
function FieldShell({field, id, error, children}: FieldShellProps): React.ReactElement {
  const hint = hints[field];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {labels[field]}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}

function Select({
  id,
  field,
  value,
  choices,
  placeholder,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  field: ContactField;
  value: string;
  choices: readonly Choice[];
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}): React.ReactElement {
  return (
    <select
      id={id}
      name={field}
      className={styles.control}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}>
      <option value="">{placeholder}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

export default function ContactForm(): React.ReactElement {
  const settings = useSettings();
  const history = useHistory();
  const formId = useId();
  const idOf = (field: ContactField) => `contact-${field}`;
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [honeypot, setHoneypot] = useState('');
  const startedAt = useRef<number>(Number.POSITIVE_INFINITY);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The clock starts when the form can first be used, i.e. after hydration.
    startedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (status === 'failed' || status === 'too-fast') alertRef.current?.focus();
  }, [status]);

  if (!isContactFormConfigured(settings)) return <NotConfigured />;

  function update<K extends ContactField>(field: K, value: ContactFormValues[K]): void {
    const next = {...values, [field]: value};
    setValues(next);
    // After a failed attempt, each message updates as the visitor fixes the field.
    if (attempted) setErrors((prev) => ({...prev, [field]: validateField(field, next)}));
  }

  async function send(current: ContactFormValues): Promise<void> {
    setStatus('sending');
    try {
      await submitToHubspot(settings, current);
      history.push(THANK_YOU_PATH);
    } catch {
      setStatus('failed');
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (status === 'sending') return;
    const verdict = botVerdict({honeypot, startedAt: startedAt.current, now: Date.now()});
    if (verdict === 'honeypot') {
      // Looks like success to the script; nothing is sent anywhere.
      history.push(THANK_YOU_PATH);
      return;
    }
    setAttempted(true);
    const found = validateContactForm(values);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      setStatus('idle');
      document.getElementById(idOf(first))?.focus();
      return;
    }
    if (verdict === 'too-fast') {
      // The clock keeps running from when the form appeared, so pressing again a moment later goes through.
      setStatus('too-fast');
      return;
    }
    void send(values);
  }

  const invalidCount = contactFieldOrder.filter((f) => errors[f]).length;
  const sending = status === 'sending';

  return (
    <form id={formId} className={styles.form} noValidate method="post" onSubmit={onSubmit} aria-describedby={`${formId}-note`}>
      <p id={`${formId}-note`} className={styles.formNote}>
        All fields are required. We use your details only to answer this enquiry.
      </p>

      <div className={styles.row}>
        <FieldShell field="name" id={idOf('name')} error={errors.name}>
          {(describedBy) => (
            <input
              id={idOf('name')}
              name="name"
              type="text"
              autoComplete="name"
              className={styles.control}
              value={values.name}
              aria-invalid={!!errors.name || undefined}
              aria-describedby={describedBy}
              onChange={(e) => update('name', e.target.value)}
            />
          )}
        </FieldShell>
        <FieldShell field="email" id={idOf('email')} error={errors.email}>
          {(describedBy) => (
            <input
              id={idOf('email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              className={styles.control}
              value={values.email}
              aria-invalid={!!errors.email || undefined}
              aria-describedby={describedBy}
              onChange={(e) => update('email', e.target.value)}
            />
          )}
        </FieldShell>
      </div>

      <div className={styles.row}>
        <FieldShell field="company" id={idOf('company')} error={errors.company}>
          {(describedBy) => (
            <input
              id={idOf('company')}
              name="company"
              type="text"
              autoComplete="organization"
              className={styles.control}
              value={values.company}
              aria-invalid={!!errors.company || undefined}
              aria-describedby={describedBy}
              onChange={(e) => update('company', e.target.value)}
            />
          )}
        </FieldShell>
        <FieldShell field="role" id={idOf('role')} error={errors.role}>
          {(describedBy) => (
            <input
              id={idOf('role')}
              name="role"
              type="text"
              autoComplete="organization-title"
              className={styles.control}
              value={values.role}
              aria-invalid={!!errors.role || undefined}
              aria-describedby={describedBy}
              onChange={(e) => update('role', e.target.value)}
            />
          )}
        </FieldShell>
      </div>

      <div className={styles.row}>
        <FieldShell field="companySize" id={idOf('companySize')} error={errors.companySize}>
          {(describedBy) => (
            <Select
              id={idOf('companySize')}
              field="companySize"
              value={values.companySize}
              choices={companySizeChoices}
              placeholder="Choose one"
              invalid={!!errors.companySize}
              describedBy={describedBy}
              onChange={(v) => update('companySize', v)}
            />
          )}
        </FieldShell>
        <FieldShell field="service" id={idOf('service')} error={errors.service}>
          {(describedBy) => (
            <Select
              id={idOf('service')}
              field="service"
              value={values.service}
              choices={serviceChoices}
              placeholder="Choose a service"
              invalid={!!errors.service}
              describedBy={describedBy}
              onChange={(v) => update('service', v)}
            />
          )}
        </FieldShell>
      </div>

      <FieldShell field="message" id={idOf('message')} error={errors.message}>
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

      {/* Off-screen, unlabelled for people and skipped by keyboard: only a script fills it. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${formId}-website`}>Website</label>
        <input
          id={`${formId}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>

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
            {labels.consent}
          </label>
          <p id={`${idOf('consent')}-privacy`} className={styles.hint}>
            How we handle it: <Link to="/privacy">Privacy Policy</Link>.
          </p>
          {errors.consent && <FieldError id={`${idOf('consent')}-error`} message={errors.consent} />}
        </div>
      </div>

      {status === 'too-fast' && (
        <div ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>That was quicker than a person usually fills in a form.</p>
          <p>We hold back very fast submissions to keep out spam. Everything you typed is still here: check it and press Send message again.</p>
        </div>
      )}

      {status === 'failed' && (
        <div ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>Your message was not sent.</p>
          <p>
            We could not reach our form service, so nothing arrived on our side. Everything you typed is still in the form.
            Try again, or e-mail us at <a href={mailtoHref(values)}>{contact.email}</a> and we will answer from there.
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
        <button type="submit" className={styles.submit} disabled={sending} aria-disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
        <p className={styles.actionsNote}>Free 30-minute consultation. No obligation.</p>
      </div>
      <noscript>
        <p className={styles.alert}>
          This form needs JavaScript. Without it, write to <a href={`mailto:${contact.email}`}>{contact.email}</a> or call{' '}
          <a href={contact.phoneHref}>{contact.phone}</a>.
        </p>
      </noscript>
    </form>
  );
}
