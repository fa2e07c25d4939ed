import {describe, test, expect} from '@jest/globals';
import {
  botVerdict,
  buildHubspotSubmission,
  companySizeChoices,
  contactLimits,
  emptyContactForm,
  findTopic,
  firstInvalidField,
  hubspotFieldErrors,
  hubspotOutcome,
  hubspotSubmitUrl,
  hubspotUtk,
  isContactFormConfigured,
  MIN_FILL_TIME_MS,
  splitName,
  topicFromSearch,
  topicOrDefault,
  validateContactForm,
  validateField,
  withTopic,
  type ContactFormValues,
} from '@site/src/lib/contactForm';
import {contactTopics} from '@site/src/data/contactTopics';
import {playbook} from '@site/src/data/playbook';
import {serviceCards} from '@site/src/data/services';
import {consentText} from '@site/src/data/legal';

const valid: ContactFormValues = {
  topic: 'dataops-implementation',
  name: 'Jordan Ellis',
  email: 'jordan.ellis@northfield-partners.example',
  company: 'Northfield Partners',
  role: 'Operating Partner',
  companySize: 'portfolio-6-15',
  message: 'Three portfolio companies report pipeline three different ways.',
  consent: true,
};

function withValue<K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]): ContactFormValues {
  return {...valid, [key]: value};
}

describe('choices', () => {
  test('topics: "not sure yet" first, every card of the services grid in its order, then the program and the playbook', () => {
    expect(contactTopics.map((t) => t.id)).toEqual(['not-sure', ...serviceCards.map((c) => c.id), 'pe-program', 'playbook']);
    const serviceTopics = contactTopics.slice(1, 1 + serviceCards.length);
    expect(serviceTopics.map((t) => t.label)).toEqual(serviceCards.map((c) => c.title));
    expect(serviceTopics.every((t) => t.group === 'Services')).toBe(true);
    // A service's e-mail subject names the service.
    for (const t of serviceTopics) expect(t.subject).toBe(`${t.label} inquiry`);
    expect(contactTopics[0]).toMatchObject({group: null, subject: 'Consultation request'});
    expect(contactTopics.at(-1)).toMatchObject({id: 'playbook', message: playbook.requestMessage});
    expect(new Set(contactTopics.map((t) => t.label)).size).toBe(contactTopics.length);
  });

  test('the form opens on the default topic, "not sure yet"', () => {
    expect(emptyContactForm.topic).toBe('not-sure');
    expect(topicOrDefault('no-such-topic').id).toBe('not-sure');
    expect(topicOrDefault('playbook').id).toBe('playbook');
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

  test('an empty form has an error on every field but the preset topic, first one is name', () => {
    const errors = validateContactForm(emptyContactForm);
    expect(Object.keys(errors).sort()).toEqual(['company', 'companySize', 'consent', 'email', 'message', 'name', 'role'].sort());
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
    for (const bad of [
      'jordan',
      'jordan@',
      '@northfield.example',
      'jordan@northfield',
      'jo rdan@northfield.example',
      'a@b@c.example',
      'jordan@northfield.',
    ]) {
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

  test('size and topic must be one of the offered choices', () => {
    expect(validateField('companySize', withValue('companySize', ''))).toMatch(/company size or portfolio size/);
    expect(validateField('companySize', withValue('companySize', 'huge'))).toMatch(/company size or portfolio size/);
    for (const c of companySizeChoices) expect(validateField('companySize', withValue('companySize', c.value))).toBeUndefined();
    expect(validateField('topic', withValue('topic', ''))).toBe('Choose what your inquiry is about.');
    expect(validateField('topic', withValue('topic', 'Analytics & BI'))).toBe('Choose what your inquiry is about.');
    for (const t of contactTopics) expect(validateField('topic', withValue('topic', t.id))).toBeUndefined();
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
    expect(validateField('consent', withValue('consent', false))).toMatch(/^Check the box/);
    expect(validateField('consent', valid)).toBeUndefined();
  });

  test('first invalid field follows the order on the page', () => {
    expect(firstInvalidField(validateContactForm({...valid, message: '', email: 'x'}))).toBe('email');
    expect(firstInvalidField(validateContactForm({...valid, consent: false, companySize: ''}))).toBe('companySize');
    expect(firstInvalidField(validateContactForm({...valid, name: '', topic: 'x'}))).toBe('topic');
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
      {objectTypeId: '0-1', name: 'inquiry_topic', value: 'dataops-implementation'},
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

describe('topics from links', () => {
  test('a known topic in the address is taken, surrounding spaces ignored', () => {
    expect(topicFromSearch('?topic=playbook')).toBe('playbook');
    expect(topicFromSearch('?utm_source=x&topic=analytics-bi')).toBe('analytics-bi');
    expect(topicFromSearch('?topic=%20pe-program%20')).toBe('pe-program');
  });

  test('no topic, an unknown one or a tampered one gives null (the form keeps its own topic)', () => {
    expect(topicFromSearch('')).toBeNull();
    expect(topicFromSearch('?service=analytics-bi')).toBeNull();
    expect(topicFromSearch('?topic=')).toBeNull();
    expect(topicFromSearch('?topic=Playbook')).toBeNull();
    expect(topicFromSearch('?topic=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBeNull();
    expect(topicFromSearch('?topic=__proto__')).toBeNull();
    expect(topicFromSearch('?topic=%E0%A4%A')).toBeNull();
  });

  test('the first topic parameter counts', () => {
    expect(topicFromSearch('?topic=playbook&topic=pe-program')).toBe('playbook');
  });

  test('choosing the playbook fills an empty message with the request', () => {
    expect(withTopic(emptyContactForm, 'playbook')).toEqual({...emptyContactForm, topic: 'playbook', message: playbook.requestMessage});
    expect(withTopic({...emptyContactForm, message: '  '}, 'playbook').message).toBe(playbook.requestMessage);
  });

  test('leaving the playbook removes the untouched request, but never what the visitor wrote', () => {
    const requested = withTopic(emptyContactForm, 'playbook');
    expect(withTopic(requested, 'analytics-bi')).toEqual({...emptyContactForm, topic: 'analytics-bi', message: ''});
    const edited = {...requested, message: `${playbook.requestMessage} And the scorecard template, please.`};
    expect(withTopic(edited, 'analytics-bi').message).toBe(edited.message);
    expect(withTopic(valid, 'playbook').message).toBe(valid.message);
  });

  test('every topic id is found again by findTopic', () => {
    for (const t of contactTopics) expect(findTopic(t.id)).toBe(t);
    expect(findTopic('constructor')).toBeUndefined();
  });
});

describe('Forms API answers', () => {
  const invalidEmail = {
    status: 'error',
    message: 'The request is not valid',
    correlationId: '01a0e8fb-38b0-7a68-a263-d0320f56fb51',
    errors: [{message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL'}],
  };

  test('2xx is sent', () => {
    expect(hubspotOutcome(200, {inlineMessage: 'Thanks'})).toEqual({kind: 'sent'});
    expect(hubspotOutcome(204, null)).toEqual({kind: 'sent'});
  });

  test('a 400 naming a field puts a message on that field', () => {
    expect(hubspotOutcome(400, invalidEmail)).toEqual({
      kind: 'field-errors',
      errors: {email: 'Our form service did not accept this e-mail address. Check it, or use another work address.'},
    });
  });

  test('split name, custom properties and each error type map to the right field and words', () => {
    const errors = hubspotFieldErrors({
      errors: [
        {message: "Error in 'fields.lastname'. Required field 'lastname' is missing", errorType: 'REQUIRED_FIELD'},
        {message: "Error in 'fields.email'. Blocked", errorType: 'BLOCKED_FREE_EMAIL_DOMAIN'},
        {message: "Error in 'fields.inquiry_topic'. 'x' is not a valid option", errorType: 'VALUE_NOT_IN_FIELD_DEFINITION'},
        {message: "Error in 'fields.message'. Too long", errorType: 'INPUT_TOO_LARGE'},
        {message: "Error in 'fields.jobtitle'. Something new", errorType: 'SOMETHING_NEW'},
      ],
    });
    expect(errors).toEqual({
      name: 'Our form service needs this field filled in.',
      email: 'Use your work e-mail address: our form service does not accept free e-mail providers.',
      topic: 'Our form service does not take this choice. Choose another one.',
      message: 'This is longer than our form service accepts. Shorten it and send again.',
      role: 'Our form service did not accept this. Check it and send again.',
    });
  });

  test('the first error on a field wins', () => {
    const errors = hubspotFieldErrors({
      errors: [
        {message: "Error in 'fields.firstname'. Required", errorType: 'REQUIRED_FIELD'},
        {message: "Error in 'fields.lastname'. Too long", errorType: 'INPUT_TOO_LARGE'},
      ],
    });
    expect(errors).toEqual({name: 'Our form service needs this field filled in.'});
  });

  test('a 400 about the form set-up, an unknown property or no errors at all is a rejected send', () => {
    const notInForm = {errors: [{message: "Error in 'fields.inquiry_topic'. Not in form", errorType: 'FIELD_NOT_IN_FORM_DEFINITION'}]};
    expect(hubspotOutcome(400, notInForm)).toEqual({kind: 'failed', reason: 'rejected'});
    expect(hubspotOutcome(400, {errors: [{message: "Error in 'fields.__proto__'.", errorType: 'INVALID_EMAIL'}]})).toEqual({
      kind: 'failed',
      reason: 'rejected',
    });
    expect(hubspotOutcome(400, {status: 'error', message: 'The request is not valid'})).toEqual({kind: 'failed', reason: 'rejected'});
    expect(hubspotOutcome(400, null)).toEqual({kind: 'failed', reason: 'rejected'});
    expect(hubspotOutcome(400, {errors: [null, 7, {message: 42}]})).toEqual({kind: 'failed', reason: 'rejected'});
    expect(hubspotOutcome(404, invalidEmail)).toEqual({kind: 'failed', reason: 'rejected'});
  });

  test('5xx and rate limiting are failures on the service side', () => {
    expect(hubspotOutcome(500, {status: 'error'})).toEqual({kind: 'failed', reason: 'server'});
    expect(hubspotOutcome(503, null)).toEqual({kind: 'failed', reason: 'server'});
    expect(hubspotOutcome(429, null)).toEqual({kind: 'failed', reason: 'server'});
  });
});
