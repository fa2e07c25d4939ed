import {describe, test, expect} from '@jest/globals';
import {contactEmail, contactEmailText, mailtoUrl, MAILTO_SAFE_LENGTH} from '@site/src/lib/contactEmail';
import {type ContactFormValues} from '@site/src/lib/contactForm';
import {contact} from '@site/src/config/site';
import {consentText} from '@site/src/data/legal';

const values: ContactFormValues = {
  topic: 'analytics-bi',
  name: ' Jordan Ellis-Park ',
  email: 'jordan@northfield-partners.example',
  company: 'Northfield & Partners',
  role: 'Operating Partner',
  companySize: 'portfolio-6-15',
  message: 'Board pack: 3 numbers for "pipeline".\nWhich one is right? 100% sure + fast?',
  consent: true,
};

describe('the contact form as an e-mail', () => {
  test('goes to the address it is given, with a subject naming the topic, the sender and the company', () => {
    const email = contactEmail(values, contact.email);
    expect(email.to).toBe('hello@keelson-revops.example');
    expect(email.subject).toBe('Analytics & BI inquiry from Jordan Ellis-Park, Northfield & Partners');
  });

  test("the body holds the message, then every field under the form's labels, with CRLF line breaks", () => {
    expect(contactEmail(values, contact.email).body).toBe(
      [
        'Board pack: 3 numbers for "pipeline".',
        'Which one is right? 100% sure + fast?',
        '',
        '--',
        'What is this about: Analytics & BI',
        'Your name: Jordan Ellis-Park',
        'Work e-mail: jordan@northfield-partners.example',
        'Company or firm: Northfield & Partners',
        'Your role: Operating Partner',
        'Company size or portfolio size: PE firm: 6-15 portfolio companies',
        '',
        `Consent: ${consentText}`,
      ].join('\r\n'),
    );
  });

  test('the default topic and the playbook have their own subjects', () => {
    expect(contactEmail({...values, topic: 'not-sure'}, contact.email).subject).toBe(
      'Consultation request from Jordan Ellis-Park, Northfield & Partners',
    );
    expect(contactEmail({...values, topic: 'playbook'}, contact.email).subject).toMatch(/^Playbook request from /);
    expect(contactEmail({...values, topic: 'bogus'}, contact.email).subject).toMatch(/^Consultation request from /);
  });

  test('without a name or company the subject is the topic alone; without consent the body says so', () => {
    const email = contactEmail({...values, name: ' ', company: '', consent: false}, contact.email);
    expect(email.subject).toBe('Analytics & BI inquiry');
    expect(email.body.endsWith('\r\nConsent: not given')).toBe(true);
  });
});

describe('mailto URL', () => {
  const email = contactEmail(values, contact.email);
  const url = mailtoUrl(email);

  test('percent-encodes subject and body: spaces as %20, never "+", line breaks as %0D%0A', () => {
    expect(url.startsWith('mailto:hello@keelson-revops.example?subject=Analytics%20%26%20BI%20inquiry%20from%20Jordan')).toBe(true);
    expect(url).toContain('&body=Board%20pack%3A%203%20numbers%20for%20%22pipeline%22.%0D%0AWhich%20one');
    expect(url).toContain('100%25%20sure%20%2B%20fast%3F');
    expect(url).not.toMatch(/[ \n\r"<>]/);
  });

  test('decodes back to exactly the subject and body', () => {
    const parsed = new URL(url);
    expect(parsed.protocol).toBe('mailto:');
    expect(parsed.pathname).toBe(contact.email);
    expect(parsed.searchParams.get('subject')).toBe(email.subject);
    expect(parsed.searchParams.get('body')).toBe(email.body);
    expect([...parsed.searchParams.keys()]).toEqual(['subject', 'body']);
  });

  test('non-ASCII text is encoded as UTF-8', () => {
    const withAccents = mailtoUrl(contactEmail({...values, name: 'Zoë Müller'}, contact.email));
    expect(withAccents).toContain('Zo%C3%AB%20M%C3%BCller');
  });

  test('a short inquiry stays under the length some e-mail apps cut at; a 5,000-character one does not', () => {
    expect(url.length).toBeLessThan(MAILTO_SAFE_LENGTH);
    expect(mailtoUrl(contactEmail({...values, message: 'x'.repeat(5000)}, contact.email)).length).toBeGreaterThan(MAILTO_SAFE_LENGTH);
  });
});

describe('the e-mail as text to copy', () => {
  test('recipient and subject lines, a blank line, then the body', () => {
    const email = contactEmail(values, contact.email);
    expect(contactEmailText(email)).toBe(`To: hello@keelson-revops.example\r\nSubject: ${email.subject}\r\n\r\n${email.body}`);
  });
});
