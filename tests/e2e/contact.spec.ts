import {axe} from './support/axe';
import type {APIRequestContext, Locator, Page} from '@playwright/test';
import {formsBaseURL, baseURL, plainBaseURL} from '../../playwright.config';
import {contactTopics, DEFAULT_CONTACT_TOPIC} from '@site/src/data/contactTopics';
import {contactEmail} from '@site/src/lib/contactEmail';
import {
  companySizeChoices,
  contactFieldLabels,
  contactFieldOrder,
  emptyContactForm,
  firstInvalidField,
  validateContactForm,
  type ContactField,
  type ContactFormValues,
} from '@site/src/lib/contactForm';
import {serviceCard} from '@site/src/data/services';
import {CONSENT_ACCEPTED, CONSENT_DECLINED} from '@site/src/config/consentStorage';
import type {ConsentChoice} from '@site/src/lib/consent';
import {watchCspViolations} from './csp';
import {test, expect, hydrated, declineCookies, storeCookieChoice} from './fixtures';
import {machinery} from './support/specPages';

/**
 * The contact form in both builds. In build/, against a real local HTTP
 * server standing in for HubSpot's Forms API (tests/support/forms-server.mjs;
 * the build's HUBSPOT_FORMS_BASE_URL points at it). Each of those tests uses
 * its own e-mail address, so tests running in parallel only see and steer
 * their own submissions. In build-plain/ (no HubSpot settings), the form
 * opens the visitor's e-mail app: the tests catch that navigation and read
 * the mailto: URL it would have opened.
 */

const portalId = process.env.HUBSPOT_PORTAL_ID ?? '4000001';
const formId = process.env.HUBSPOT_CONTACT_FORM_ID ?? 'c0ffee00-0000-4000-8000-000000000001';

type FieldErrorSpec = {message: string; errorType: string};

interface Received {
  portalId: string;
  formId: string;
  body: {
    fields: Array<{objectTypeId: string; name: string; value: string}>;
    context: Record<string, string>;
    legalConsentOptions: {consent: {consentToProcess: boolean; text: string}};
  };
  contentType: string | null;
  origin: string | null;
  status: number;
}

async function received(request: APIRequestContext, email: string): Promise<Received[]> {
  const response = await request.get(`${formsBaseURL}/__received?contains=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Received[];
}

async function answerWith(request: APIRequestContext, status: number, email: string, errors: FieldErrorSpec[] = []): Promise<void> {
  const response = await request.post(`${formsBaseURL}/__mode`, {data: {status, contains: email, errors}});
  expect(response.ok()).toBe(true);
}

function uniqueEmail(label: string): string {
  return `jordan.${label}.${Date.now()}${Math.floor(Math.random() * 1e6)}@northfield-partners.example`;
}

/*
 * The form's fields, their order and labels come from src/lib/contactForm.ts, its topics and their
 * ids (HubSpot's inquiry_topic values) from src/data/contactTopics.ts, the e-mail it writes from
 * src/lib/contactEmail.ts: a field or topic added there is filled and checked here with no edit.
 */
const serviceTopics = contactTopics.filter((t) => t.group === 'Services');
/** The topic that arrives with a message written in (the playbook request). */
const writtenTopic = contactTopics.find((t) => t.message !== undefined)!;
const typedTopic = serviceTopics[0]!;
const typedSize = companySizeChoices.find((c) => c.value.startsWith('portfolio-'))!;

const typed = {
  name: 'Jordan Ellis-Park',
  company: 'Northfield Partners',
  role: 'Operating Partner',
  message: 'Our six portfolio companies each define a qualified lead differently, so the board pack never adds up.',
};

/** What the visitor fills in, field by field. */
function typedValues(email: string): ContactFormValues {
  return {...typed, topic: typedTopic.id, email, companySize: typedSize.value, consent: true};
}

/** A field of the form, by its label. */
function field(scope: Page | Locator, name: ContactField): Locator {
  // The consent box's name runs on into the link to the privacy policy.
  if (name === 'consent') return scope.getByRole('checkbox', {name: contactFieldLabels.consent});
  return scope.getByLabel(contactFieldLabels[name], {exact: true});
}

/** Puts one value into one field as a person would: chooses an option, ticks the box or types. */
async function enter(scope: Page | Locator, name: ContactField, values: ContactFormValues): Promise<void> {
  const value = values[name];
  if (typeof value === 'boolean') await field(scope, name)[value ? 'check' : 'uncheck']();
  else if (name === 'topic') await field(scope, name).selectOption(value);
  else if (name === 'companySize') await field(scope, name).selectOption(value);
  else await field(scope, name).fill(value);
}

/** The form's count of fields to put right, as the page writes it. */
function needAttention(count: number): string {
  return count === 1 ? '1 field needs attention.' : `${count} fields need attention.`;
}

/** After a send with `values`, the fields the rules refuse are marked and described, focus is on the first, the rest keep their text. */
async function expectRefused(page: Page, values: ContactFormValues): Promise<void> {
  const errors = validateContactForm(values);
  const first = firstInvalidField(errors);
  expect(first, 'these values are refused').toBeDefined();
  await expect(field(page, first!)).toBeFocused();
  for (const name of contactFieldOrder) {
    const message = errors[name];
    if (message) {
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
      // A field's hint, where it has one, comes first; the message ends the description.
      await expect(field(page, name)).toHaveAccessibleDescription(new RegExp(`(^|\\s)${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    } else {
      await expect(field(page, name)).not.toHaveAttribute('aria-invalid', 'true');
      const value = values[name];
      if (typeof value === 'string') await expect(field(page, name)).toHaveValue(value);
    }
  }
  await expect(page.getByText(needAttention(Object.keys(errors).length))).toBeVisible();
}

/** Opens the contact page with the cookie choice already made, so the banner never covers the form. */
async function openContact(page: Page, consent: ConsentChoice = CONSENT_DECLINED, path = '/contact'): Promise<void> {
  await storeCookieChoice(page, consent);
  await page.goto(path);
  await hydrated(page);
}

async function fillForm(page: Page, email: string): Promise<void> {
  const form = page.locator('form').filter({has: page.getByRole('button', {name: /^Send/})});
  for (const name of contactFieldOrder) await enter(form, name, typedValues(email));
}

async function expectEverythingKept(page: Page, email: string): Promise<void> {
  const values = typedValues(email);
  for (const name of contactFieldOrder) {
    const value = values[name];
    if (typeof value === 'boolean') await expect(field(page, name)).toBeChecked({checked: value});
    else await expect(field(page, name)).toHaveValue(value);
  }
}

/** Opens the form, fills it in at a person's pace (past the minimum fill time) and presses Send. */
async function fillAndSend(page: Page, email: string, consent: ConsentChoice = CONSENT_DECLINED): Promise<{later: () => Promise<void>}> {
  const clock = await freezeClock(page);
  await openContact(page, consent);
  await fillForm(page, email);
  await clock.later();
  await page.getByRole('button', {name: 'Send message'}).click();
  return clock;
}

/** The thank-you page, as a person sees it: its address and its heading. */
async function expectThankYou(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/contact\/thank-you$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/^Thank you/);
}

/** Date.now() stands still from here on; each `later` moves it on past the minimum fill time. */
async function freezeClock(page: Page): Promise<{later: () => Promise<void>}> {
  let now = Date.now();
  await page.clock.setFixedTime(now);
  return {
    later: () => {
      now += 5_000;
      return page.clock.setFixedTime(now);
    },
  };
}

test.describe('contact page', () => {
  test('shows the contact details, the free consultation and what happens next', async ({page}) => {
    await openContact(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Talk to a senior consultant');
    await expect(page.getByRole('heading', {name: 'Free 30-minute consultation'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'What happens after you send'})).toBeVisible();
    const direct = page.getByRole('complementary', {name: 'Consultation and contact details'});
    await expect(direct.getByRole('link', {name: 'hello@keelson-revops.example'})).toHaveAttribute(
      'href',
      'mailto:hello@keelson-revops.example',
    );
    await expect(direct.getByRole('link', {name: '+1 (555) 010-0199'})).toHaveAttribute('href', 'tel:+15550100199');
    await expect(direct.getByText('100 Summer Street, Suite 1200, Boston, MA 02110')).toBeVisible();
    const topic = field(page, 'topic');
    // The topic outside any group is the default; each group's topics follow under its heading.
    const ungrouped = contactTopics.filter((t) => t.group === null);
    const groups = [...new Set(contactTopics.flatMap((t) => (t.group === null ? [] : [t.group])))];
    await expect(topic).toHaveValue(ungrouped[0]!.id);
    await expect(topic.locator('option')).toHaveText([
      ...ungrouped.map((t) => t.label),
      ...groups.flatMap((group) => contactTopics.filter((t) => t.group === group).map((t) => t.label)),
    ]);
    await expect(topic.locator('optgroup')).toHaveCount(groups.length);
    for (const [i, group] of groups.entries()) {
      await expect(topic.locator('optgroup').nth(i)).toHaveAttribute('label', group);
    }
    // With a form service configured, the button sends; nothing mentions an e-mail app.
    await expect(page.getByRole('button', {name: 'Send message'})).toBeVisible();
    await expect(page.getByText(/opens your e-mail app/)).toHaveCount(0);
  });

  test('invalid fields get linked messages, focus goes to the first, typed text stays, nothing is sent', async ({page, request}) => {
    await openContact(page);
    const email = 'jordan@northfield';
    const partial: ContactFormValues = {...emptyContactForm, email, company: typed.company, message: typed.message};
    for (const name of ['email', 'company', 'message'] as const) await enter(page, name, partial);
    await page.getByRole('button', {name: 'Send message'}).click();
    // Fields the rules refuse are marked; fields that were right are not, and keep their text.
    await expectRefused(page, partial);

    // Each message goes away as its field is put right.
    const errors = validateContactForm(partial);
    const first = firstInvalidField(errors)!;
    const mended = {...partial, [first]: typedValues(email)[first]};
    await enter(page, first, mended);
    await expect(field(page, first)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(errors[first]!)).toHaveCount(0);
    await expect(page.getByText(needAttention(Object.keys(validateContactForm(mended)).length))).toBeVisible();

    const scan = await axe(page).include('main').analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await received(request, email)).toEqual([]);
  });

  test('a valid submission reaches the Forms API with exactly the fields typed, then the thank-you page', async ({page, request}) => {
    const violations = await watchCspViolations(page);
    const email = uniqueEmail('success');
    await fillAndSend(page, email);
    await expectThankYou(page);
    await expect(page.getByRole('button', {name: 'Send message'})).toHaveCount(0);

    const got = await received(request, email);
    expect(got).toHaveLength(1);
    const [submission] = got;
    expect(submission.portalId).toBe(portalId);
    expect(submission.formId).toBe(formId);
    expect(submission.contentType).toMatch(/^application\/json/);
    expect(submission.origin).toBe(baseURL);
    expect(submission.body.fields).toEqual([
      {objectTypeId: '0-1', name: 'firstname', value: 'Jordan'},
      {objectTypeId: '0-1', name: 'lastname', value: 'Ellis-Park'},
      {objectTypeId: '0-1', name: 'email', value: email},
      {objectTypeId: '0-1', name: 'company', value: typed.company},
      {objectTypeId: '0-1', name: 'jobtitle', value: typed.role},
      {objectTypeId: '0-1', name: 'company_size_or_portfolio', value: typedSize.value},
      {objectTypeId: '0-1', name: 'inquiry_topic', value: typedTopic.id},
      {objectTypeId: '0-1', name: 'message', value: typed.message},
    ]);
    expect(submission.body.context).toEqual({pageUri: `${baseURL}/contact`, pageName: expect.stringMatching(/^Contact/)});
    expect(submission.body.legalConsentOptions.consent.consentToProcess).toBe(true);
    // The Forms API's origin is in the policy's connect-src and form-action.
    expect(violations).toEqual([]);

    // A successful send forgets the input: the form is empty again.
    await page.goto('/contact');
    await hydrated(page);
    await expect(field(page, 'name')).toHaveValue('');
    await expect(field(page, 'message')).toHaveValue('');
  });

  test('with cookies accepted, the hubspotutk cookie goes along as hutk', async ({page, context, request}) => {
    await context.addCookies([{name: 'hubspotutk', value: '5f1e0c6a9b2d4e7f8a1b3c5d7e9f0a2b', url: baseURL}]);
    const email = uniqueEmail('hutk');
    await fillAndSend(page, email, CONSENT_ACCEPTED);
    await expectThankYou(page);
    const got = await received(request, email);
    expect(got).toHaveLength(1);
    expect(got[0].body.context.hutk).toBe('5f1e0c6a9b2d4e7f8a1b3c5d7e9f0a2b');
  });

  test('a server error keeps every field, explains, and Try again sends it once the server recovers', async ({page, request}) => {
    const email = uniqueEmail('failure');
    await answerWith(request, 500, email);
    const clock = await fillAndSend(page, email);

    const alert = page.getByRole('alert').filter({hasText: 'Your message was not sent.'});
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(alert).toContainText('Our form service had a problem and did not take your message');
    await expect(alert).toContainText('Everything you typed is still in the form.');
    // The way out: the same message as an e-mail.
    const mailto = await alert.getByRole('link', {name: 'hello@keelson-revops.example'}).getAttribute('href');
    const url = new URL(mailto ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@keelson-revops.example');
    expect(url.searchParams.get('subject')).toBe(contactEmail(typedValues(email), url.pathname).subject);
    expect(url.searchParams.get('body')).toContain(`${typed.message}\r\n`);
    expect(url.searchParams.get('body')).toBe(contactEmail(typedValues(email), url.pathname).body);
    await expect(page).toHaveURL(/\/contact$/);
    await expectEverythingKept(page, email);
    expect((await received(request, email)).map((r) => r.status)).toEqual([500]);

    // Leaving and coming back (or a reload) loses nothing either.
    await page.reload();
    await hydrated(page);
    await expectEverythingKept(page, email);
    await clock.later();
    await page.getByRole('button', {name: 'Send message'}).click();
    await expect(alert).toBeVisible();
    expect((await received(request, email)).map((r) => r.status)).toEqual([500, 500]);

    await answerWith(request, 200, email);
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expectThankYou(page);
    const got = await received(request, email);
    expect(got.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(got[2].body.fields).toEqual(got[0].body.fields);
  });

  test('an unreachable form service is reported the same way', async ({page, request}) => {
    await page.route(`${formsBaseURL}/submissions/**`, (route) => route.abort('connectionrefused'));
    const email = uniqueEmail('offline');
    await fillAndSend(page, email);
    const alert = page.getByRole('alert').filter({hasText: 'Your message was not sent.'});
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(alert).toContainText('We could not reach our form service, so nothing arrived on our side.');
    await expect(alert.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expectEverythingKept(page, email);
    expect(await received(request, email)).toEqual([]);
  });

  test('a 400 naming a field shows the message on that field, focuses it and keeps the input', async ({page, request}) => {
    const email = uniqueEmail('refused');
    await answerWith(request, 400, email, [{message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL'}]);
    await fillAndSend(page, email);

    const emailField = field(page, 'email');
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription(
      'Our form service did not accept this e-mail address. Check it, or use another work address.',
    );
    await expect(page.getByText('1 field needs attention.')).toBeVisible();
    await expect(page.getByRole('alert').filter({hasText: 'Your message was not sent.'})).toContainText(
      'Our form service did not accept some of your answers. Correct the marked fields',
    );
    // No other field is marked, and nothing typed is lost.
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    await expectEverythingKept(page, email);
    expect((await received(request, email)).map((r) => r.status)).toEqual([400]);

    // A corrected address goes through.
    const corrected = uniqueEmail('corrected');
    await emailField.fill(corrected);
    await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', {name: 'Send message'}).click();
    await expectThankYou(page);
    expect(await received(request, corrected)).toHaveLength(1);
  });

  test('a 400 that names no field of the form is reported as a failed send, input kept', async ({page, request}) => {
    const email = uniqueEmail('misconfigured');
    await answerWith(request, 400, email, [
      {message: "Error in 'fields.inquiry_topic'. Field not in form", errorType: 'FIELD_NOT_IN_FORM_DEFINITION'},
    ]);
    await fillAndSend(page, email);
    const alert = page.getByRole('alert').filter({hasText: 'Your message was not sent.'});
    await expect(alert).toBeFocused();
    await expect(alert).toContainText('Our form service turned the message down');
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expectEverythingKept(page, email);
  });

  test('a filled honeypot gets a thank-you page and nothing is sent', async ({page, request}) => {
    const clock = await freezeClock(page);
    await openContact(page);
    const email = uniqueEmail('honeypot');
    await fillForm(page, email);
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).not.toBeInViewport();
    await trap.fill('https://cheap-leads.example', {force: true});
    await clock.later();
    await page.getByRole('button', {name: 'Send message'}).click();
    await expectThankYou(page);
    expect(await received(request, email)).toEqual([]);
  });

  test('a submission faster than a person can type is held back with a message, input kept', async ({page, request}) => {
    const clock = await freezeClock(page);
    await openContact(page);
    const email = uniqueEmail('fast');
    await fillForm(page, email);
    await page.getByRole('button', {name: 'Send message'}).click();
    const alert = page.getByRole('alert').filter({hasText: 'That was quicker than a person usually fills in a form.'});
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expectEverythingKept(page, email);
    expect(await received(request, email)).toEqual([]);

    await clock.later();
    await page.getByRole('button', {name: 'Send message'}).click();
    await expectThankYou(page);
    expect(await received(request, email)).toHaveLength(1);
  });
});

test.describe('contact form topics from links', () => {
  test('a link chooses the topic; the playbook request arrives written in', async ({page}) => {
    const chosen = serviceTopics.at(-1)!;
    await openContact(page, CONSENT_DECLINED, `/contact?topic=${chosen.id}`);
    await expect(field(page, 'topic')).toHaveValue(chosen.id);
    await expect(field(page, 'message')).toHaveValue('');

    await page.goto(`/contact?topic=${writtenTopic.id}`);
    await hydrated(page);
    await expect(field(page, 'topic')).toHaveValue(writtenTopic.id);
    await expect(field(page, 'message')).toHaveValue(writtenTopic.message!);
  });

  for (const query of [
    '?topic=free-money',
    '?topic=Playbook',
    '?topic=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '?topic=',
    '?topic=__proto__',
  ]) {
    test(`an unknown topic (${query}) falls back to the default, with no error`, async ({page, consoleErrors}) => {
      await openContact(page, CONSENT_DECLINED, `/contact${query}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Talk to a senior consultant');
      await expect(field(page, 'topic')).toHaveValue(DEFAULT_CONTACT_TOPIC);
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a reload keeps a topic the visitor changed; a new link changes it and keeps everything else', async ({page}) => {
    const [linked, changed] = [serviceTopics[0]!, serviceTopics.at(-1)!];
    await openContact(page, CONSENT_DECLINED, `/contact?topic=${linked.id}`);
    await field(page, 'name').fill(typed.name);
    await field(page, 'topic').selectOption({label: changed.label});
    await page.reload();
    await hydrated(page);
    await expect(field(page, 'topic')).toHaveValue(changed.id);
    await expect(field(page, 'name')).toHaveValue(typed.name);

    // The playbook page's button, followed with the half-filled form in this tab.
    await page.goto('/book');
    await hydrated(page);
    await page.getByRole('main').getByRole('link', {name: 'Request the playbook'}).first().click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?topic=${writtenTopic.id}$`));
    await expect(field(page, 'topic')).toHaveValue(writtenTopic.id);
    await expect(field(page, 'name')).toHaveValue(typed.name);
    await expect(field(page, 'message')).toHaveValue(writtenTopic.message!);
  });

  test("each page's call to action opens the form on its topic", async ({page}) => {
    await declineCookies(page);
    const cases: Array<{from: string; link: string; topic: string}> = [
      // A service page is where its record says (its slug); its topic is its id, which does not change.
      {from: serviceCard('analytics-bi').href, link: 'Book a free 30-minute consultation', topic: 'analytics-bi'},
      {from: serviceCard('lineage-mapping').href, link: 'Book a free 30-minute consultation', topic: 'lineage-mapping'},
      {from: '/pe-value-creation-program', link: 'Talk to us about a program slot', topic: 'pe-program'},
      {from: '/bad-data-cost-calculator', link: 'Book a free 30-minute consultation', topic: 'dataops-implementation'},
      {from: '/hubspot-roi-calculator', link: 'Book a free 30-minute consultation', topic: 'marketing-operations-revops'},
      {from: '/services', link: 'Book a free 30-minute consultation', topic: DEFAULT_CONTACT_TOPIC},
      {from: '/about', link: 'Book a free 30-minute consultation', topic: DEFAULT_CONTACT_TOPIC},
    ];
    for (const {from, link, topic} of cases) {
      await page.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
      await page.goto(from);
      await hydrated(page);
      const target = page.getByRole('main').getByRole('link', {name: link}).first();
      await expect(target).toHaveAttribute('href', topic === DEFAULT_CONTACT_TOPIC ? '/contact' : `/contact?topic=${topic}`);
      await target.click();
      await expect(field(page, 'topic')).toHaveValue(topic);
    }
  });
});

/**
 * Catches navigations to mailto: URLs (through the Navigation API, before the
 * browser hands them to a mail program) and records them for the test.
 */
async function catchMailto(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {mailtoSeen: string[]}).mailtoSeen = seen;
    const navigation = (window as unknown as {navigation: EventTarget}).navigation;
    navigation.addEventListener('navigate', (event) => {
      const {destination} = event as Event & {destination: {url: string}};
      if (!destination.url.startsWith('mailto:')) return;
      event.preventDefault();
      seen.push(destination.url);
    });
  });
  return () => page.evaluate(() => (window as unknown as {mailtoSeen: string[]}).mailtoSeen);
}

/** The build with no HubSpot settings: the pages a fresh clone builds. */
async function openPlainContact(page: Page, path = '/contact'): Promise<() => Promise<string[]>> {
  const mailtos = await catchMailto(page);
  await openContact(page, CONSENT_DECLINED, `${plainBaseURL}${path}`);
  return mailtos;
}

test.describe('contact form without a form service (build-plain)', machinery('the contact form of a build with no form service'), () => {
  const email = 'jordan.ellis-park@northfield-partners.example';

  test('the same form says, beside its button, that sending opens the e-mail app', async ({page}) => {
    await openPlainContact(page);
    await expect(page.getByText('Online submissions are not configured')).toHaveCount(0);
    const button = page.getByRole('button', {name: 'Send by e-mail'});
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleDescription(
      'Sending opens your e-mail app with this message to hello@keelson-revops.example, ready to send. Nothing reaches us until you press Send there.',
    );
    for (const name of contactFieldOrder) await expect(field(page, name)).toBeVisible();
    await expect(page.locator('input[name="website"]')).toHaveCount(0);
  });

  test('invalid input gets the same messages and opens nothing', async ({page}) => {
    const mailtos = await openPlainContact(page);
    const partial: ContactFormValues = {...emptyContactForm, email: 'jordan@northfield'};
    await enter(page, 'email', partial);
    await page.getByRole('button', {name: 'Send by e-mail'}).click();
    await expectRefused(page, partial);
    expect(await mailtos()).toEqual([]);
  });

  test('sending opens a mailto: URL with the recipient, the subject and every field, then explains', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: plainBaseURL});
    const mailtos = await openPlainContact(page);
    await fillForm(page, email);
    await page.getByRole('button', {name: 'Send by e-mail'}).click();

    await expect.poll(mailtos).toHaveLength(1);
    const [opened] = await mailtos();
    const url = new URL(opened);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@keelson-revops.example');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    // Encoded as RFC 6068 asks: %20 for spaces, %0D%0A for line breaks, nothing raw.
    expect(opened).not.toMatch(/[ +\n]/);
    expect(opened).toContain('%0D%0A');
    const written = contactEmail(typedValues(email), url.pathname);
    expect(url.searchParams.get('subject')).toBe(written.subject);
    expect(url.searchParams.get('body')).toBe(written.body);
    // The message leads; every other field follows under its label, in the form's order.
    const body = written.body.split('\r\n');
    expect(body[0]).toBe(typed.message);
    for (const name of contactFieldOrder.filter((n) => n !== 'message' && n !== 'consent')) {
      expect(body.findIndex((line) => line.startsWith(contactFieldLabels[name].replace(/\?$/, '')))).toBeGreaterThan(0);
    }
    expect(body.at(-1)).toBe(`Consent: ${contactFieldLabels.consent}`);

    // What happened, and what to do if no e-mail app opened.
    const heading = page.getByRole('heading', {name: 'Your e-mail app should now be open'});
    await expect(heading).toBeFocused();
    await expect(page.getByText('Check it and press Send there: nothing reaches us until you do.')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'No e-mail app opened?'})).toBeVisible();
    const card = page.getByRole('region', {name: 'Tell us what you need to fix'});
    await expect(card.getByRole('link', {name: 'hello@keelson-revops.example'})).toHaveAttribute(
      'href',
      'mailto:hello@keelson-revops.example',
    );
    const text = page.getByLabel('Your message', {exact: true});
    await expect(text).toHaveValue(
      `To: hello@keelson-revops.example\nSubject: ${written.subject}\n\n${written.body.replaceAll('\r\n', '\n')}`,
    );
    await card.getByRole('button', {name: 'Copy the message'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied.'})).toHaveText(
      'Copied. Paste it into a new e-mail to hello@keelson-revops.example.',
    );
    expect((await page.evaluate(() => navigator.clipboard.readText())).replaceAll('\r\n', '\n')).toBe(await text.inputValue());

    // The same e-mail can be opened again.
    await card.getByRole('link', {name: 'Open the e-mail again'}).click();
    await expect.poll(mailtos).toEqual([opened, opened]);

    const scan = await axe(page).include('main').analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Back from the e-mail app (a reload on many phones): the explanation and the input are still there.
    await page.reload();
    await hydrated(page);
    await expect(heading).toBeVisible();
    await card.getByRole('button', {name: 'Edit the message'}).click();
    await expect(field(page, 'message')).toBeFocused();
    await expectEverythingKept(page, email);

    // Clearing starts afresh, and stays cleared after a reload.
    await page.getByRole('button', {name: 'Send by e-mail'}).click();
    await card.getByRole('button', {name: 'Clear the form'}).click();
    await expect(field(page, 'topic')).toBeFocused();
    await expect(field(page, 'name')).toHaveValue('');
    await page.reload();
    await hydrated(page);
    await expect(field(page, 'name')).toHaveValue('');
    await expect(field(page, 'topic')).toHaveValue(DEFAULT_CONTACT_TOPIC);
  });

  test('a reload keeps what was typed', async ({page}) => {
    const mailtos = await openPlainContact(page);
    await fillForm(page, email);
    await page.reload();
    await hydrated(page);
    await expectEverythingKept(page, email);
    await expect(page.getByRole('button', {name: 'Send by e-mail'})).toBeVisible();
    expect(await mailtos()).toEqual([]);
  });

  test('keyboard only: fill the form, send with Enter, land on the explanation', async ({page}) => {
    const mailtos = await openPlainContact(page, `/contact?topic=${writtenTopic.id}`);
    // Tab order is the form's field order. The topic and the message arrived filled in by the link;
    // a select takes its first choice from ArrowDown, the box a Space, the rest are typed.
    const values: ContactFormValues = {
      ...typedValues(email),
      topic: writtenTopic.id,
      companySize: companySizeChoices[0]!.value,
      message: '',
    };
    await field(page, contactFieldOrder[0]!).focus();
    for (const name of contactFieldOrder) {
      await expect(field(page, name)).toBeFocused();
      const value = values[name];
      if (name === 'companySize') await page.keyboard.press('ArrowDown');
      else if (typeof value === 'boolean') await page.keyboard.press('Space');
      else if (name !== 'topic' && value !== '') await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await expect(page.getByRole('main').getByRole('link', {name: 'Privacy Policy'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Send by e-mail'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(mailtos).toHaveLength(1);
    const url = new URL((await mailtos())[0]);
    const written = contactEmail({...values, message: writtenTopic.message!}, url.pathname);
    expect(url.searchParams.get('subject')).toBe(written.subject);
    expect(url.searchParams.get('body')).toBe(written.body);
    await expect(page.getByRole('heading', {name: 'Your e-mail app should now be open'})).toBeFocused();
  });

  test('with storage blocked the form still works; with no clipboard the message is selected to copy', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
      Object.defineProperty(navigator, 'clipboard', {
        value: {writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))},
      });
    });
    const mailtos = await openPlainContact(page);
    await fillForm(page, email);
    await page.getByRole('button', {name: 'Send by e-mail'}).click();
    await expect.poll(mailtos).toHaveLength(1);
    await page.getByRole('button', {name: 'Copy the message'}).click();
    await expect(page.getByRole('status').filter({hasText: 'did not let the page copy it'})).toBeVisible();
    const text = page.getByLabel('Your message', {exact: true});
    await expect(text).toBeFocused();
    const selected = await text.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
    expect(selected).toBe(await text.inputValue());
  });
});
