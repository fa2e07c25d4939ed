import {describe, test, expect} from '@jest/globals';
import {
  botVerdict,
  buildHubspotSubmission,
  companySizeChoices,
  consentText,
  contactLimits,
  emptyContactForm,
  firstInvalidField,
  hubspotSubmitUrl,
  hubspotUtk,
  isContactFormConfigured,
  MIN_FILL_TIME_MS,
  serviceChoices,
  splitName,
  validateContactForm,
  validateField,
  type ContactFormValues,
} from '@site/src/lib/contactForm';
import {serviceCards} from '@site/src/data/services';

const valid: ContactFormValues = {
  name: 'Jordan Ellis',
  email: 'jordan.ellis@northfield-partners.example',
  company: 'Northfield Partners',
  role: 'Operating Partner',
  companySize: 'portfolio-6-15',
  service: 'dataops-implementation',
  message: 'Three portfolio companies report pipeline three different ways.',
  consent: true,
};

function withValue<K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]): ContactFormValues {
  return {...valid, [key]: value};
}

describe('choices', () => {
  test('what-you-need lists the six services of the services grid and "Not sure yet"', () => {
    expect(serviceChoices.map((c) => c.value)).toEqual([
      'analytics-bi',
      'dataops-implementation',
      'team-training',
      'marketing-operations-revops',
      'lineage-mapping',
      'custom-solutions',
      'not-sure',
    ]);
    expect(serviceChoices.slice(0, 6).map((c) => c.label)).toEqual(serviceCards.map((c) => c.title));
    expect(serviceChoices[0].label).toBe('Analytics & BI');
    expect(serviceChoices[6].label).toBe('Not sure yet');
  });

  test('size covers both companies and PE portfolios, with unique values', () => {
    const labels = companySizeChoices.map((c) => c.label).join(' | ');
    expect(labels).toMatch(/employees/);
    expect(labels).toMatch(/portfolio companies/);
    expect(new Set(companySizeChoices.map((c) => c.value)).size).toBe(companySizeChoices.length);
  });
});

describe('validation', () => {
  test('a complete form has no errors', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  test('an empty form has an error on every field, first one is name', () => {
    const errors = validateContactForm(emptyContactForm);
    expect(Object.keys(errors).sort()).toEqual(
      ['company', 'companySize', 'consent', 'email', 'message', 'name', 'role', 'service'].sort(),
    );
    expect(firstInvalidField(errors)).toBe('name');
  });

  test('name: required, at least 2 and at most 100 characters, whitespace ignored', () => {
    expect(validateField('name', withValue('name', '   '))).toBe('Enter your name.');
    expect(validateField('name', withValue('name', ' J '))).toMatch(/at least 2/);
    expect(validateField('name', withValue('name', 'Jo'))).toBeUndefined();
    expect(validateField('name', withValue('name', 'a'.repeat(contactLimits.nameMax)))).toBeUndefined();
    expect(validateField('name', withValue('name', 'a'.repeat(contactLimits.nameMax + 1)))).toMatch(/100 characters/);
  });

  test('email: required and shaped like an address', () => {
    expect(validateField('email', withValue('email', ''))).toBe('Enter your work e-mail address.');
    for (const bad of ['jordan', 'jordan@', '@northfield.example', 'jordan@northfield', 'jo rdan@northfield.example', 'a@b@c.example', 'jordan@northfield.']) {
      expect(validateField('email', withValue('email', bad))).toMatch(/name@company\.com/);
    }
    for (const good of ['jordan@northfield.example', ' jordan.ellis+crm@mail.northfield.co.uk ']) {
      expect(validateField('email', withValue('email', good))).toBeUndefined();
    }
    const long = `${'a'.repeat(250)}@b.example`;
    expect(validateField('email', withValue('email', long))).toMatch(/name@company\.com/);
  });

  test('company: required, at most 120 characters', () => {
    expect(validateField('company', withValue('company', ' '))).toBe('Enter your company or firm name.');
    expect(validateField('company', withValue('company', 'x'.repeat(121)))).toMatch(/120 characters/);
    expect(validateField('company', withValue('company', 'x'.repeat(120)))).toBeUndefined();
  });

  test('role: required, at most 100 characters', () => {
    expect(validateField('role', withValue('role', ''))).toMatch(/^Enter your role/);
    expect(validateField('role', withValue('role', 'r'.repeat(101)))).toMatch(/100 characters/);
    expect(validateField('role', withValue('role', 'CFO'))).toBeUndefined();
  });

  test('size and service must be one of the offered choices', () => {
    expect(validateField('companySize', withValue('companySize', ''))).toMatch(/company size or portfolio size/);
    expect(validateField('companySize', withValue('companySize', 'huge'))).toMatch(/company size or portfolio size/);
    for (const c of companySizeChoices) expect(validateField('companySize', withValue('companySize', c.value))).toBeUndefined();
    expect(validateField('service', withValue('service', ''))).toMatch(/Not sure yet/);
    expect(validateField('service', withValue('service', 'Analytics & BI'))).toMatch(/Not sure yet/);
    for (const c of serviceChoices) expect(validateField('service', withValue('service', c.value))).toBeUndefined();
  });

  test('message: required, 10 to 5,000 characters after trimming', () => {
    expect(validateField('message', withValue('message', '  '))).toBe('Tell us briefly what you want to fix.');
    expect(validateField('message', withValue('message', '   too short  '))).toMatch(/at least 10/);
    expect(validateField('message', withValue('message', 'x'.repeat(10)))).toBeUndefined();
    expect(validateField('message', withValue('message', 'x'.repeat(5000)))).toBeUndefined();
    expect(validateField('message', withValue('message', 'x'.repeat(5001)))).toBe(
      'Keep the message to 5,000 characters or fewer (now 5,001).',
    );
  });

  test('consent must be given', () => {
    expect(validateField('consent', withValue('consent', false))).toMatch(/^Tick the box/);
    expect(validateField('consent', valid)).toBeUndefined();
  });

  test('first invalid field follows the order on the page', () => {
    expect(firstInvalidField(validateContactForm({...valid, message: '', email: 'x'}))).toBe('email');
    expect(firstInvalidField(validateContactForm({...valid, consent: false, service: ''}))).toBe('service');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('bot checks', () => {
  const startedAt = 1_000_000;

  test('a filled honeypot wins over everything', () => {
    expect(botVerdict({honeypot: 'https://spam.example', startedAt, now: startedAt + 60_000})).toBe('honeypot');
  });

  test('a submission faster than the minimum fill time is refused', () => {
    expect(MIN_FILL_TIME_MS).toBe(3000);
    expect(botVerdict({honeypot: '', startedAt, now: startedAt + MIN_FILL_TIME_MS - 1})).toBe('too-fast');
  });

  test('a person who took their time passes', () => {
    expect(botVerdict({honeypot: '', startedAt, now: startedAt + MIN_FILL_TIME_MS})).toBeNull();
    expect(botVerdict({honeypot: '  ', startedAt, now: startedAt + 45_000})).toBeNull();
  });
});

describe('configuration and endpoint', () => {
  const settings = {
    hubspotPortalId: '4000001',
    hubspotContactFormId: 'c0ffee00-0000-4000-8000-000000000001',
    hubspotFormsBaseUrl: 'https://api.hsforms.com/',
  };

  test('the form is configured only with both a portal id and a form id', () => {
    expect(isContactFormConfigured(settings)).toBe(true);
    expect(isContactFormConfigured({...settings, hubspotContactFormId: ''})).toBe(false);
    expect(isContactFormConfigured({...settings, hubspotPortalId: ' '})).toBe(false);
  });

  test('submit URL is the Forms API v3 integration endpoint on the configured base', () => {
    expect(hubspotSubmitUrl(settings)).toBe(
      'https://api.hsforms.com/submissions/v3/integration/submit/4000001/c0ffee00-0000-4000-8000-000000000001',
    );
    expect(hubspotSubmitUrl({...settings, hubspotFormsBaseUrl: 'http://127.0.0.1:5405'})).toBe(
      'http://127.0.0.1:5405/submissions/v3/integration/submit/4000001/c0ffee00-0000-4000-8000-000000000001',
    );
  });
});

describe('payload builder', () => {
  const context = {pageUri: 'https://www.keelson-revops.example/contact', pageName: 'Contact | Keelson RevOps'};

  test('maps every field to its HubSpot contact property, trimmed', () => {
    const body = buildHubspotSubmission({...valid, company: '  Northfield Partners ', name: ' Jordan  Ellis '}, context);
    expect(body.fields).toEqual([
      {objectTypeId: '0-1', name: 'firstname', value: 'Jordan'},
      {objectTypeId: '0-1', name: 'lastname', value: 'Ellis'},
      {objectTypeId: '0-1', name: 'email', value: 'jordan.ellis@northfield-partners.example'},
      {objectTypeId: '0-1', name: 'company', value: 'Northfield Partners'},
      {objectTypeId: '0-1', name: 'jobtitle', value: 'Operating Partner'},
      {objectTypeId: '0-1', name: 'company_size_or_portfolio', value: 'portfolio-6-15'},
      {objectTypeId: '0-1', name: 'service_interest', value: 'dataops-implementation'},
      {objectTypeId: '0-1', name: 'message', value: 'Three portfolio companies report pipeline three different ways.'},
    ]);
    expect(body.legalConsentOptions).toEqual({consent: {consentToProcess: true, text: consentText}});
  });

  test('without a tracking cookie the context has no hutk key at all', () => {
    const body = buildHubspotSubmission(valid, context);
    expect(body.context).toEqual(context);
    expect('hutk' in body.context).toBe(false);
  });

  test('with consent and a cookie the context carries hutk', () => {
    const hutk = hubspotUtk('theme=light; hubspotutk=0a1b2c3d4e5f; other=1', 'accepted');
    const body = buildHubspotSubmission(valid, {...context, hutk});
    expect(body.context).toEqual({...context, hutk: '0a1b2c3d4e5f'});
  });

  test('a one-word name leaves the last name out rather than sending an empty value', () => {
    const body = buildHubspotSubmission({...valid, name: 'Priyanka'}, context);
    expect(body.fields.filter((f) => f.name === 'lastname')).toEqual([]);
    expect(body.fields[0]).toEqual({objectTypeId: '0-1', name: 'firstname', value: 'Priyanka'});
  });

  test('splitName keeps compound last names together', () => {
    expect(splitName('Ana María de la Cruz')).toEqual({firstName: 'Ana', lastName: 'María de la Cruz'});
  });
});

describe('hubspotutk cookie', () => {
  const cookies = 'a=1; hubspotutk=abc%20123; b=2';

  test('read only when the visitor accepted cookies', () => {
    expect(hubspotUtk(cookies, 'accepted')).toBe('abc 123');
    expect(hubspotUtk(cookies, 'declined')).toBeUndefined();
    expect(hubspotUtk(cookies, null)).toBeUndefined();
  });

  test('missing or empty cookie gives undefined; similar names do not match', () => {
    expect(hubspotUtk('', 'accepted')).toBeUndefined();
    expect(hubspotUtk('hubspotutk=', 'accepted')).toBeUndefined();
    expect(hubspotUtk('xhubspotutk=nope; hubspotutk_old=nope', 'accepted')).toBeUndefined();
  });
});
