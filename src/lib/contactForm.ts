/**
 * The contact form's rules and its HubSpot submission, as pure functions: the
 * choices it offers, what counts as a valid entry, when a submission looks
 * like a bot, and the exact JSON body sent to HubSpot's Forms API. The page
 * component is a thin shell over this module, so every rule is unit-tested
 * here (tests/unit/contactForm.test.ts) rather than in the browser.
 */
import {formatNumber} from './format';
import {serviceCards} from '@site/src/data/services';

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

/** The six services, named as the services grid names them, plus an honest way out for the undecided. */
export const serviceChoices: readonly Choice[] = [
  ...serviceCards.map((card) => ({value: card.id, label: card.title})),
  {value: 'not-sure', label: 'Not sure yet'},
];

export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  role: string;
  companySize: string;
  service: string;
  message: string;
  consent: boolean;
}

export type ContactField = keyof ContactFormValues;

/** Field order on the page: focus goes to the first invalid field in this order. */
export const contactFieldOrder: readonly ContactField[] = [
  'name',
  'email',
  'company',
  'role',
  'companySize',
  'service',
  'message',
  'consent',
];

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  role: '',
  companySize: '',
  service: '',
  message: '',
  consent: false,
};

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
      return isChoice(values.companySize, companySizeChoices)
        ? undefined
        : 'Choose your company size or portfolio size.';
    case 'service':
      return isChoice(values.service, serviceChoices) ? undefined : 'Choose what you need, or "Not sure yet".';
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
      return values.consent ? undefined : 'Tick the box so we may contact you about your enquiry.';
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
  const base = settings.hubspotFormsBaseUrl.replace(/\/+$/, '');
  const portal = encodeURIComponent(settings.hubspotPortalId.trim());
  const form = encodeURIComponent(settings.hubspotContactFormId.trim());
  return `${base}/submissions/v3/integration/submit/${portal}/${form}`;
}

/** The HubSpot contact properties each field maps to; the two custom ones must exist in the portal. */
export const hubspotPropertyNames = {
  firstName: 'firstname',
  lastName: 'lastname',
  email: 'email',
  company: 'company',
  role: 'jobtitle',
  companySize: 'company_size_or_portfolio',
  service: 'service_interest',
  message: 'message',
} as const;

/** HubSpot's object type id for contacts. */
export const CONTACT_OBJECT_TYPE = '0-1';

export const consentText =
  'I agree that Keelson RevOps may contact me about this enquiry and store the details I have given for that purpose.';

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
    [p.service, values.service],
    [p.message, values.message.trim()],
  ];
  const fields = pairs
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ({objectTypeId: CONTACT_OBJECT_TYPE, name, value}));
  const submissionContext: HubspotSubmission['context'] = {pageUri: context.pageUri, pageName: context.pageName};
  if (context.hutk) submissionContext.hutk = context.hutk;
  return {
    fields,
    context: submissionContext,
    legalConsentOptions: {consent: {consentToProcess: values.consent, text: consentText}},
  };
}

/** The value stored under localStorage 'cookie-consent' that allows tracking. */
export const CONSENT_ACCEPTED = 'accepted';

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
