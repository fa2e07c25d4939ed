import {axe} from './support/axe';
import type {APIRequestContext, Page} from '@playwright/test';
import {formsBaseURL, baseURL, plainBaseURL} from '../../playwright.config';
import {contactTopics} from '@site/src/data/contactTopics';
import {serviceCard} from '@site/src/data/services';
import {watchCspViolations} from './csp';
import {test, expect, hydrated} from './fixtures';
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

const typed = {
  topic: 'DataOps Implementation',
  name: 'Jordan Ellis-Park',
  company: 'Northfield Partners',
  role: 'Operating Partner',
  size: 'PE firm: 6-15 portfolio companies',
  message: 'Our six portfolio companies each define a qualified lead differently, so the board pack never adds up.',
};

const consentStatement =
  'I agree that Keelson RevOps may contact me about this inquiry and store the details I have given for that purpose.';

/** Opens the contact page with the cookie choice already made, so the banner never covers the form. */
async function openContact(page: Page, consent: 'accepted' | 'declined' = 'declined', path = '/contact'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('cookie-consent', value), consent);
  await page.goto(path);
  await hydrated(page);
}

async function fillForm(page: Page, email: string): Promise<void> {
  const form = page.locator('form').filter({has: page.getByRole('button', {name: /^Send/})});
  await form.getByLabel('What is this about?', {exact: true}).selectOption({label: typed.topic});
  await form.getByLabel('Your name', {exact: true}).fill(typed.name);
  await form.getByLabel('Work e-mail', {exact: true}).fill(email);
  await form.getByLabel('Company or firm', {exact: true}).fill(typed.company);
  await form.getByLabel('Your role', {exact: true}).fill(typed.role);
  await form.getByLabel('Company size or portfolio size', {exact: true}).selectOption({label: typed.size});
  await form.getByLabel('What would you like to fix?', {exact: true}).fill(typed.message);
  await form.getByRole('checkbox', {name: /may contact me/}).check();
}

async function expectEverythingKept(page: Page, email: string): Promise<void> {
  await expect(page.getByLabel('What is this about?', {exact: true})).toHaveValue('dataops-implementation');
  await expect(page.getByLabel('Your name', {exact: true})).toHaveValue(typed.name);
  await expect(page.getByLabel('Work e-mail', {exact: true})).toHaveValue(email);
  await expect(page.getByLabel('Company or firm', {exact: true})).toHaveValue(typed.company);
  await expect(page.getByLabel('Your role', {exact: true})).toHaveValue(typed.role);
  await expect(page.getByLabel('Company size or portfolio size', {exact: true})).toHaveValue('portfolio-6-15');
  await expect(page.getByLabel('What would you like to fix?', {exact: true})).toHaveValue(typed.message);
  await expect(page.getByRole('checkbox', {name: /may contact me/})).toBeChecked();
}

/** Opens the form, fills it in at a person's pace (past the minimum fill time) and presses Send. */
async function fillAndSend(
  page: Page,
  email: string,
  consent: 'accepted' | 'declined' = 'declined',
): Promise<{later: () => Promise<void>}> {
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
    const topic = page.getByLabel('What is this about?', {exact: true});
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
    await page.getByLabel('Work e-mail', {exact: true}).fill(email);
    await page.getByLabel('Company or firm', {exact: true}).fill(typed.company);
    await page.getByLabel('What would you like to fix?', {exact: true}).fill(typed.message);
    await page.getByRole('button', {name: 'Send message'}).click();

    const name = page.getByLabel('Your name', {exact: true});
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Enter your name.');
    const emailField = page.getByLabel('Work e-mail', {exact: true});
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription('Enter an e-mail address in the form name@company.com.');
    await expect(page.getByLabel('Company size or portfolio size', {exact: true})).toHaveAccessibleDescription(
      'Choose your company size or portfolio size.',
    );
    await expect(page.getByRole('checkbox', {name: /may contact me/})).toHaveAccessibleDescription(
      'Check the box so we may contact you about your inquiry.',
    );
    await expect(page.getByText('5 fields need attention.')).toBeVisible();
    // Fields that were right are not marked, and keep their text.
    await expect(page.getByLabel('Company or firm', {exact: true})).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Company or firm', {exact: true})).toHaveValue(typed.company);
    await expect(emailField).toHaveValue(email);
    await expect(page.getByLabel('What would you like to fix?', {exact: true})).toHaveValue(typed.message);

    // Each message goes away as its field is put right.
    await name.fill(typed.name);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter your name.')).toHaveCount(0);
    await expect(page.getByText('4 fields need attention.')).toBeVisible();

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
      {objectTypeId: '0-1', name: 'company_size_or_portfolio', value: 'portfolio-6-15'},
      {objectTypeId: '0-1', name: 'inquiry_topic', value: 'dataops-implementation'},
      {objectTypeId: '0-1', name: 'message', value: typed.message},
    ]);
    expect(submission.body.context).toEqual({pageUri: `${baseURL}/contact`, pageName: expect.stringMatching(/^Contact/)});
    expect(submission.body.legalConsentOptions.consent.consentToProcess).toBe(true);
    // The Forms API's origin is in the policy's connect-src and form-action.
    expect(violations).toEqual([]);

    // A successful send forgets the input: the form is empty again.
    await page.goto('/contact');
    await hydrated(page);
    await expect(page.getByLabel('Your name', {exact: true})).toHaveValue('');
    await expect(page.getByLabel('What would you like to fix?', {exact: true})).toHaveValue('');
  });

  test('with cookies accepted, the hubspotutk cookie goes along as hutk', async ({page, context, request}) => {
    await context.addCookies([{name: 'hubspotutk', value: '5f1e0c6a9b2d4e7f8a1b3c5d7e9f0a2b', url: baseURL}]);
    const email = uniqueEmail('hutk');
    await fillAndSend(page, email, 'accepted');
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
    expect(url.searchParams.get('subject')).toBe('DataOps Implementation inquiry from Jordan Ellis-Park, Northfield Partners');
    expect(url.searchParams.get('body')).toContain(`${typed.message}\r\n`);
    expect(url.searchParams.get('body')).toContain(`\r\nWork e-mail: ${email}\r\n`);
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

    const emailField = page.getByLabel('Work e-mail', {exact: true});
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
    await openContact(page, 'declined', '/contact?topic=lineage-mapping');
    await expect(page.getByLabel('What is this about?', {exact: true})).toHaveValue('lineage-mapping');
    await expect(page.getByLabel('What would you like to fix?', {exact: true})).toHaveValue('');

    await page.goto('/contact?topic=playbook');
    await hydrated(page);
    await expect(page.getByLabel('What is this about?', {exact: true})).toHaveValue('playbook');
    await expect(page.getByLabel('What would you like to fix?', {exact: true})).toHaveValue('Please send me The Portfolio CRM Playbook.');
  });

  for (const query of [
    '?topic=free-money',
    '?topic=Playbook',
    '?topic=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '?topic=',
    '?topic=__proto__',
  ]) {
    test(`an unknown topic (${query}) falls back to the default, with no error`, async ({page, consoleErrors}) => {
      await openContact(page, 'declined', `/contact${query}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Talk to a senior consultant');
      await expect(page.getByLabel('What is this about?', {exact: true})).toHaveValue('not-sure');
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a reload keeps a topic the visitor changed; a new link changes it and keeps everything else', async ({page}) => {
    await openContact(page, 'declined', '/contact?topic=analytics-bi');
    await page.getByLabel('Your name', {exact: true}).fill(typed.name);
    await page.getByLabel('What is this about?', {exact: true}).selectOption({label: 'Team Training & Implementation'});
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('What is this about?', {exact: true})).toHaveValue('team-training');
    await expect(page.getByLabel('Your name', {exact: true})).toHaveValue(typed.name);

    // The playbook page's button, followed with the half-filled form in this tab.
    await page.goto('/book');
    await hydrated(page);
    await page.getByRole('main').getByRole('link', {name: 'Request the playbook'}).first().click();
    await expect(page).toHaveURL(/\/contact\?topic=playbook$/);
    await expect(page.getByLabel('What is this about?', {exact: true})).toHaveValue('playbook');
    await expect(page.getByLabel('Your name', {exact: true})).toHaveValue(typed.name);
    await expect(page.getByLabel('What would you like to fix?', {exact: true})).toHaveValue('Please send me The Portfolio CRM Playbook.');
  });

  test("each page's call to action opens the form on its topic", async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'));
    const cases: Array<{from: string; link: string; topic: string}> = [
      // A service page is where its record says (its slug); its topic is its id, which does not change.
      {from: serviceCard('analytics-bi').href, link: 'Book a free 30-minute consultation', topic: 'analytics-bi'},
      {from: serviceCard('lineage-mapping').href, link: 'Book a free 30-minute consultation', topic: 'lineage-mapping'},
      {from: '/pe-value-creation-program', link: 'Talk to us about a program slot', topic: 'pe-program'},
      {from: '/bad-data-cost-calculator', link: 'Book a free 30-minute consultation', topic: 'dataops-implementation'},
      {from: '/hubspot-roi-calculator', link: 'Book a free 30-minute consultation', topic: 'marketing-operations-revops'},
      {from: '/services', link: 'Book a free 30-minute consultation', topic: 'not-sure'},
      {from: '/about', link: 'Book a free 30-minute consultation', topic: 'not-sure'},
    ];
    for (const {from, link, topic} of cases) {
      await page.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
      await page.goto(from);
      await hydrated(page);
      const target = page.getByRole('main').getByRole('link', {name: link}).first();
      await expect(target).toHaveAttribute('href', topic === 'not-sure' ? '/contact' : `/contact?topic=${topic}`);
      await target.click();
      await expect(page.getByLabel('What is this about?', {exact: true})).toHaveValue(topic);
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
  await openContact(page, 'declined', `${plainBaseURL}${path}`);
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
    for (const label of [
      'What is this about?',
      'Your name',
      'Work e-mail',
      'Company or firm',
      'Your role',
      'Company size or portfolio size',
      'What would you like to fix?',
    ]) {
      await expect(page.getByLabel(label, {exact: true})).toBeVisible();
    }
    await expect(page.locator('input[name="website"]')).toHaveCount(0);
  });

  test('invalid input gets the same messages and opens nothing', async ({page}) => {
    const mailtos = await openPlainContact(page);
    await page.getByLabel('Work e-mail', {exact: true}).fill('jordan@northfield');
    await page.getByRole('button', {name: 'Send by e-mail'}).click();
    const name = page.getByLabel('Your name', {exact: true});
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Enter your name.');
    await expect(page.getByLabel('Work e-mail', {exact: true})).toHaveAccessibleDescription(
      'Enter an e-mail address in the form name@company.com.',
    );
    await expect(page.getByText('7 fields need attention.')).toBeVisible();
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
    expect(url.searchParams.get('subject')).toBe('DataOps Implementation inquiry from Jordan Ellis-Park, Northfield Partners');
    expect(url.searchParams.get('body')?.split('\r\n')).toEqual([
      typed.message,
      '',
      '--',
      'What is this about: DataOps Implementation',
      'Your name: Jordan Ellis-Park',
      `Work e-mail: ${email}`,
      'Company or firm: Northfield Partners',
      'Your role: Operating Partner',
      'Company size or portfolio size: PE firm: 6-15 portfolio companies',
      '',
      `Consent: ${consentStatement}`,
    ]);

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
      `To: hello@keelson-revops.example\nSubject: DataOps Implementation inquiry from Jordan Ellis-Park, Northfield Partners\n\n${url.searchParams.get('body')?.replaceAll('\r\n', '\n')}`,
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
    await expect(page.getByLabel('What would you like to fix?', {exact: true})).toBeFocused();
    await expectEverythingKept(page, email);

    // Clearing starts afresh, and stays cleared after a reload.
    await page.getByRole('button', {name: 'Send by e-mail'}).click();
    await card.getByRole('button', {name: 'Clear the form'}).click();
    await expect(page.getByLabel('What is this about?', {exact: true})).toBeFocused();
    await expect(page.getByLabel('Your name', {exact: true})).toHaveValue('');
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Your name', {exact: true})).toHaveValue('');
    await expect(page.getByLabel('What is this about?', {exact: true})).toHaveValue('not-sure');
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
    const mailtos = await openPlainContact(page, '/contact?topic=playbook');
    await page.getByLabel('What is this about?', {exact: true}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Your name', {exact: true})).toBeFocused();
    await page.keyboard.type(typed.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(typed.company);
    await page.keyboard.press('Tab');
    await page.keyboard.type(typed.role);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Company size or portfolio size', {exact: true})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    // The message arrived filled in by the playbook link; the visitor moves on.
    await expect(page.getByLabel('What would you like to fix?', {exact: true})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', {name: /may contact me/})).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', {name: 'Privacy Policy'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Send by e-mail'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(mailtos).toHaveLength(1);
    const url = new URL((await mailtos())[0]);
    expect(url.searchParams.get('subject')).toBe('Playbook request from Jordan Ellis-Park, Northfield Partners');
    expect(url.searchParams.get('body')).toMatch(/^Please send me The Portfolio CRM Playbook\.\r\n/);
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
