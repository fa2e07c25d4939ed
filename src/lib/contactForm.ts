/**
 * The contact form's rules and its HubSpot submission, as pure functions: the
 * choices it offers, what counts as a valid entry, when a submission looks
 * like a bot, the exact JSON body sent to HubSpot's Forms API and how its
 * refusals map back to fields. The page component is a thin shell over this
 * module, so every rule is unit-tested here (tests/unit/contactForm.test.ts)
 * rather than in the browser.
 */
import {formatNumber} from './format';
import {TOPIC_PARAM} from './contactLinks';
import {withoutTrailingSlash} from './url';
import {contactTopics, DEFAULT_CONTACT_TOPIC, type ContactTopic, type ContactTopicId} from '../data/contactTopics';
import {consentText} from '../data/legal';
import {CONSENT_ACCEPTED} from '../config/consentStorage';

export interface Choice {
  value: string;
  label: string;
}

/** One select serves both audiences: operating companies give headcount, PE firms give portfolio size. */
export const companySizeChoices: readonly Choice[] = [
  {value: 'under-50', label: 'Company: under 50 employees'},
  {value: '50-200', label: 'Company: 50-200 employees'},
  {value: '201-1000', label: 'Company: 201-1,000 employees'},
  {value: 'over-1000', label: 'Company: over 1,000 employees'},
  {value: 'portfolio-2-5', label: 'PE firm: 2-5 portfolio companies'},
  {value: 'portfolio-6-15', label: 'PE firm: 6-15 portfolio companies'},
  {value: 'portfolio-16-plus', label: 'PE firm: 16 or more portfolio companies'},
];

export interface ContactFormValues {
  /** A topic id; kept as a string because it arrives from the address bar and from storage. */
  topic: string;
  name: string;
  email: string;
  company: string;
  role: string;
  companySize: string;
  message: string;
  consent: boolean;
}

export type ContactField = keyof ContactFormValues;

/** Field order on the page: focus goes to the first invalid field in this order. */
export const contactFieldOrder: readonly ContactField[] = [
  'topic',
  'name',
  'email',
  'company',
  'role',
  'companySize',
  'message',
  'consent',
];

/** What a person reads beside each field; the e-mail version of the form uses the same words. */
export const contactFieldLabels: Record<ContactField, string> = {
  topic: 'What is this about?',
  name: 'Your name',
  email: 'Work e-mail',
  company: 'Company or firm',
  role: 'Your role',
  companySize: 'Company size or portfolio size',
  message: 'What would you like to fix?',
  consent: consentText,
};

export const emptyContactForm: ContactFormValues = {
  topic: DEFAULT_CONTACT_TOPIC,
  name: '',
  email: '',
  company: '',
  role: '',
  companySize: '',
  message: '',
  consent: false,
};

export function findTopic(id: string): ContactTopic | undefined {
  return contactTopics.find((t) => t.id === id);
}

/** The topic a form shows: the one asked for when it exists, otherwise the default. */
export function topicOrDefault(id: string): ContactTopic {
  return findTopic(id) ?? (findTopic(DEFAULT_CONTACT_TOPIC) as ContactTopic);
}

/**
 * The topic a link asks for (`?topic=playbook`), or null when the address has
 * none or one the form does not offer: the form then keeps its own topic.
 */
export function topicFromSearch(search: string): ContactTopicId | null {
  const asked = new URLSearchParams(search).get(TOPIC_PARAM);
  if (asked === null) return null;
  return findTopic(asked.trim())?.id ?? null;
}

/**
 * Changes the topic. A message that is empty or still exactly the old topic's
 * suggested text is replaced by the new topic's suggestion; anything the
 * visitor wrote stays.
 */
export function withTopic(values: ContactFormValues, topic: ContactTopicId): ContactFormValues {
  const current = values.message.trim();
  const suggested = findTopic(values.topic)?.message;
  const untouched = current === '' || (suggested !== undefined && current === suggested);
  return {...values, topic, message: untouched ? (findTopic(topic)?.message ?? '') : values.message};
}

export const contactLimits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  companyMax: 120,
  roleMax: 100,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** A person needs longer than this to read and fill eight fields; a script does not. */
export const MIN_FILL_TIME_MS = 3000;

export type ContactErrors = Partial<Record<ContactField, string>>;

// Deliberately permissive: one @, no spaces, a dot in the domain. HubSpot does the strict check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function isChoice(value: string, choices: readonly Choice[]): boolean {
  return choices.some((c) => c.value === value);
}

export function validateField(field: ContactField, values: ContactFormValues): string | undefined {
  const L = contactLimits;
  switch (field) {
    case 'topic':
      return findTopic(values.topic) ? undefined : 'Choose what your inquiry is about.';
    case 'name': {
      const v = values.name.trim();
      if (!v) return 'Enter your name.';
      if (v.length < L.nameMin) return `Enter at least ${L.nameMin} characters for your name.`;
      if (v.length > L.nameMax) return `Keep your name to ${L.nameMax} characters or fewer.`;
      return undefined;
    }
    case 'email': {
      const v = values.email.trim();
      if (!v) return 'Enter your work e-mail address.';
      if (v.length > L.emailMax || !EMAIL_PATTERN.test(v)) {
        return 'Enter an e-mail address in the form name@company.com.';
      }
      return undefined;
    }
    case 'company': {
      const v = values.company.trim();
      if (!v) return 'Enter your company or firm name.';
      if (v.length > L.companyMax) return `Keep the company name to ${L.companyMax} characters or fewer.`;
      return undefined;
    }
    case 'role': {
      const v = values.role.trim();
      if (!v) return 'Enter your role.';
      if (v.length > L.roleMax) return `Keep your role to ${L.roleMax} characters or fewer.`;
      return undefined;
    }
    case 'companySize':
      return isChoice(values.companySize, companySizeChoices) ? undefined : 'Choose your company size or portfolio size.';
    case 'message': {
      const v = values.message.trim();
      if (!v) return 'Tell us briefly what you want to fix.';
      if (v.length < L.messageMin) return `Write at least ${L.messageMin} characters so we can prepare for the call.`;
      if (v.length > L.messageMax) {
        return `Keep the message to ${formatNumber(L.messageMax)} characters or fewer (now ${formatNumber(v.length)}).`;
      }
      return undefined;
    }
    case 'consent':
      return values.consent ? undefined : 'Check the box so we may contact you about your inquiry.';
  }
}

/** Every field's error, or an empty object when the form may be sent. */
export function validateContactForm(values: ContactFormValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of contactFieldOrder) {
    const message = validateField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return contactFieldOrder.find((field) => errors[field] !== undefined);
}

export type BotVerdict = 'honeypot' | 'too-fast' | null;

/**
 * A filled honeypot means a script filled every input it found; a submission
 * faster than MIN_FILL_TIME_MS after the form appeared is almost certainly one.
 */
export function botVerdict(input: {honeypot: string; startedAt: number; now: number}): BotVerdict {
  if (input.honeypot.trim() !== '') return 'honeypot';
  if (input.now - input.startedAt < MIN_FILL_TIME_MS) return 'too-fast';
  return null;
}

export interface ContactFormSettings {
  hubspotPortalId: string;
  hubspotContactFormId: string;
  hubspotFormsBaseUrl: string;
}

export function isContactFormConfigured(settings: ContactFormSettings): boolean {
  return settings.hubspotPortalId.trim() !== '' && settings.hubspotContactFormId.trim() !== '';
}

/** HubSpot's Forms API v3 "submit data to a form" endpoint (unauthenticated). */
export function hubspotSubmitUrl(settings: ContactFormSettings): string {
  const base = withoutTrailingSlash(settings.hubspotFormsBaseUrl);
  const portal = encodeURIComponent(settings.hubspotPortalId.trim());
  const form = encodeURIComponent(settings.hubspotContactFormId.trim());
  return `${base}/submissions/v3/integration/submit/${portal}/${form}`;
}

/**
 * The HubSpot contact properties each field maps to. The two custom ones must
 * exist in the portal, and every one must be a field of the HubSpot form.
 */
export const hubspotPropertyNames = {
  firstName: 'firstname',
  lastName: 'lastname',
  email: 'email',
  company: 'company',
  role: 'jobtitle',
  companySize: 'company_size_or_portfolio',
  topic: 'inquiry_topic',
  message: 'message',
} as const;

/** HubSpot's object type id for contacts. */
export const CONTACT_OBJECT_TYPE = '0-1';

export interface HubspotField {
  objectTypeId: string;
  name: string;
  value: string;
}

export interface HubspotSubmission {
  fields: HubspotField[];
  context: {pageUri: string; pageName: string; hutk?: string};
  legalConsentOptions: {consent: {consentToProcess: boolean; text: string}};
}

export interface SubmissionContext {
  pageUri: string;
  pageName: string;
  /** The visitor's HubSpot tracking cookie; only present when they accepted cookies. */
  hutk?: string;
}

/**
 * HubSpot stores first and last names separately; the form asks for one name
 * as people write it. Everything after the first word is the last name.
 */
export function splitName(name: string): {firstName: string; lastName: string} {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return {firstName: trimmed, lastName: ''};
  return {firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1)};
}

/** The JSON body for the Forms API: trimmed values, empty optional values left out. */
export function buildHubspotSubmission(values: ContactFormValues, context: SubmissionContext): HubspotSubmission {
  const {firstName, lastName} = splitName(values.name);
  const p = hubspotPropertyNames;
  const pairs: Array<[string, string]> = [
    [p.firstName, firstName],
    [p.lastName, lastName],
    [p.email, values.email.trim()],
    [p.company, values.company.trim()],
    [p.role, values.role.trim()],
    [p.companySize, values.companySize],
    [p.topic, values.topic],
    [p.message, values.message.trim()],
  ];
  const fields = pairs.filter(([, value]) => value !== '').map(([name, value]) => ({objectTypeId: CONTACT_OBJECT_TYPE, name, value}));
  const submissionContext: HubspotSubmission['context'] = {pageUri: context.pageUri, pageName: context.pageName};
  if (context.hutk) submissionContext.hutk = context.hutk;
  return {
    fields,
    context: submissionContext,
    legalConsentOptions: {consent: {consentToProcess: values.consent, text: consentText}},
  };
}

/** Which form field a HubSpot property belongs to (the name is split in two on the way out). */
const fieldOfProperty = new Map<string, ContactField>([
  [hubspotPropertyNames.firstName, 'name'],
  [hubspotPropertyNames.lastName, 'name'],
  [hubspotPropertyNames.email, 'email'],
  [hubspotPropertyNames.company, 'company'],
  [hubspotPropertyNames.role, 'role'],
  [hubspotPropertyNames.companySize, 'companySize'],
  [hubspotPropertyNames.topic, 'topic'],
  [hubspotPropertyNames.message, 'message'],
]);

/** What the visitor can do about each of HubSpot's validation error types. */
const hubspotErrorMessages = new Map<string, string>([
  ['INVALID_EMAIL', 'Our form service did not accept this e-mail address. Check it, or use another work address.'],
  ['BLOCKED_EMAIL', 'Our form service does not accept this e-mail address. Use your work address.'],
  ['BLOCKED_FREE_EMAIL_DOMAIN', 'Use your work e-mail address: our form service does not accept free e-mail providers.'],
  ['REQUIRED_FIELD', 'Our form service needs this field filled in.'],
  ['INPUT_TOO_LARGE', 'This is longer than our form service accepts. Shorten it and send again.'],
  ['VALUE_NOT_IN_FIELD_DEFINITION', 'Our form service does not take this choice. Choose another one.'],
]);
const HUBSPOT_FIELD_FALLBACK = 'Our form service did not accept this. Check it and send again.';
/** HubSpot names the field in each error's message: "Error in 'fields.email'. Invalid email address". */
const HUBSPOT_FIELD_IN_MESSAGE = /'fields\.([^']+)'/;

/**
 * The errors of a 400 answer from the Forms API, on the fields they concern.
 * Errors about a property the form does not have (the HubSpot form lacks a
 * field, say) concern no visitor's input and are left out: when nothing is
 * left, the answer is an empty object and the page reports a failed send.
 */
export function hubspotFieldErrors(responseBody: unknown): ContactErrors {
  const errors: ContactErrors = {};
  const list = (responseBody as {errors?: unknown} | null)?.errors;
  if (!Array.isArray(list)) return errors;
  for (const item of list) {
    const message = typeof item?.message === 'string' ? item.message : '';
    const type = typeof item?.errorType === 'string' ? item.errorType : '';
    const property = HUBSPOT_FIELD_IN_MESSAGE.exec(message)?.[1];
    const field = property === undefined ? undefined : fieldOfProperty.get(property);
    if (!field || type === 'FIELD_NOT_IN_FORM_DEFINITION' || errors[field]) continue;
    errors[field] = hubspotErrorMessages.get(type) ?? HUBSPOT_FIELD_FALLBACK;
  }
  return errors;
}

export type SendFailure = 'network' | 'server' | 'rejected';

export type SendOutcome = {kind: 'sent'} | {kind: 'field-errors'; errors: ContactErrors} | {kind: 'failed'; reason: SendFailure};

/**
 * What an answer from the Forms API means for the visitor: sent; refused
 * because of what they typed (shown on the fields); or failed on our side
 * (a 5xx or rate limit: "server"; any other refusal: "rejected").
 */
export function hubspotOutcome(status: number, responseBody: unknown): SendOutcome {
  if (status >= 200 && status < 300) return {kind: 'sent'};
  if (status === 400) {
    const errors = hubspotFieldErrors(responseBody);
    if (Object.keys(errors).length > 0) return {kind: 'field-errors', errors};
  }
  if (status >= 500 || status === 429) return {kind: 'failed', reason: 'server'};
  return {kind: 'failed', reason: 'rejected'};
}

/**
 * The `hubspotutk` cookie ties a submission to the visitor's earlier page
 * views. It is sent only when the visitor accepted cookies; otherwise undefined.
 */
export function hubspotUtk(cookieHeader: string, storedConsent: string | null): string | undefined {
  if (storedConsent !== CONSENT_ACCEPTED) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== 'hubspotutk') continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
