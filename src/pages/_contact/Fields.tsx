import React from 'react';
import {CircleAlert} from 'lucide-react';
import {contactFieldLabels, type Choice, type ContactField} from '@site/src/lib/contactForm';
import {contactTopicGroups, contactTopics, type ContactTopicGroup} from '@site/src/data/contactTopics';
import styles from './styles.module.css';

export const idOf = (field: ContactField): string => `contact-${field}`;

const hints: Partial<Record<ContactField, string>> = {
  role: 'For example VP of Marketing, CFO or Operating Partner.',
  message: 'A few sentences are enough: what is broken, since when, and what it costs you.',
};

/** The icon repeats the red color's meaning for people who do not see red; screen readers get the words only. */
export function FieldError({id, message}: {id: string; message: string}): React.ReactElement {
  return (
    <p id={id} className={styles.error}>
      <CircleAlert className={styles.errorIcon} aria-hidden="true" size={16} />
      <span>{message}</span>
    </p>
  );
}

interface FieldShellProps {
  field: ContactField;
  error?: string;
  children: (describedBy: string | undefined) => React.ReactNode;
}

/** Label, control, hint and inline error; the control gets the ids to point aria-describedby at. */
export function FieldShell({field, error, children}: FieldShellProps): React.ReactElement {
  const id = idOf(field);
  const hint = hints[field];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {contactFieldLabels[field]}
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

interface SelectProps {
  field: ContactField;
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}

export function Select({field, value, invalid, describedBy, onChange, children}: SelectProps): React.ReactElement {
  return (
    <select
      id={idOf(field)}
      name={field}
      className={styles.control}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}>
      {children}
    </select>
  );
}

export function ChoiceOptions({choices, placeholder}: {choices: readonly Choice[]; placeholder: string}): React.ReactElement {
  return (
    <>
      <option value="">{placeholder}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </>
  );
}

function topicOptions(group: ContactTopicGroup | null): React.ReactElement[] {
  return contactTopics
    .filter((t) => t.group === group)
    .map((t) => (
      <option key={t.id} value={t.id}>
        {t.label}
      </option>
    ));
}

/** The topics: the default on its own, then each group under its heading. */
export function TopicOptions(): React.ReactElement {
  return (
    <>
      {topicOptions(null)}
      {contactTopicGroups.map((group) => (
        <optgroup key={group} label={group}>
          {topicOptions(group)}
        </optgroup>
      ))}
    </>
  );
}
