/**
 * The contact form as an e-mail, for sites without a form service and as the
 * way out when the service fails: the recipient, a subject that names the
 * topic and the sender, and a body with the message and every field under the
 * form's own labels. `mailtoUrl` encodes it per RFC 6068 (percent-encoded
 * UTF-8, CRLF line breaks, spaces as %20, never "+").
 */
import {companySizeChoices, contactFieldLabels, topicOrDefault, type ContactFormValues} from './contactForm';

export interface ContactEmail {
  to: string;
  subject: string;
  body: string;
}

const CRLF = '\r\n';

/**
 * Beyond about this many characters some e-mail apps (notably on Windows)
 * cut a mailto: link short, so the page warns and offers the text to copy.
 */
export const MAILTO_SAFE_LENGTH = 2000;

function choiceLabel(value: string): string {
  return companySizeChoices.find((c) => c.value === value)?.label ?? value;
}

export function contactEmail(values: ContactFormValues, to: string): ContactEmail {
  const topic = topicOrDefault(values.topic);
  const who = [values.name.trim(), values.company.trim()].filter(Boolean).join(', ');
  const L = contactFieldLabels;
  const details: Array<[string, string]> = [
    [L.topic, topic.label],
    [L.name, values.name.trim()],
    [L.email, values.email.trim()],
    [L.company, values.company.trim()],
    [L.role, values.role.trim()],
    [L.companySize, choiceLabel(values.companySize)],
  ];
  const lines = [
    values.message.trim().replace(/\r?\n/g, CRLF),
    '',
    '--',
    ...details.map(([label, value]) => `${label.replace(/\?$/, '')}: ${value}`),
    '',
    values.consent ? `Consent: ${L.consent}` : 'Consent: not given',
  ];
  return {
    to,
    subject: who ? `${topic.subject} from ${who}` : topic.subject,
    body: lines.join(CRLF),
  };
}

export function mailtoUrl(email: ContactEmail): string {
  return `mailto:${email.to}?subject=${encodeURIComponent(email.subject)}&body=${encodeURIComponent(email.body)}`;
}

/** The whole e-mail as plain text, for a visitor who copies it into any mail program. */
export function contactEmailText(email: ContactEmail): string {
  return [`To: ${email.to}`, `Subject: ${email.subject}`, '', email.body].join(CRLF);
}
