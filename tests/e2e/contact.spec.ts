import AxeBuilder from '@axe-core/playwright';
import type {APIRequestContext, Page} from '@playwright/test';
import {formsBaseURL, baseURL} from '../../playwright.config';
import {watchCspViolations} from './csp';
import {test, expect, hydrated} from './fixtures';

/**
 * The contact form against a real local HTTP server standing in for HubSpot's
 * Forms API (tests/support/forms-server.mjs). The build under test is made
 * with HUBSPOT_FORMS_BASE_URL pointing at that server (scripts/test-all.sh).
 * Each test uses its own e-mail address, so tests running in parallel only
 * see and steer their own submissions.
 */

const portalId = process.env.HUBSPOT_PORTAL_ID ?? '4000001';
const formId = process.env.HUBSPOT_CONTACT_FORM_ID ?? 'c0ffee00-0000-4000-8000-000000000001';

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

async function answerWith(request: APIRequestContext, status: number, email: string): Promise<void> {
  const response = await request.post(`${formsBaseURL}/__mode`, {data: {status, contains: email}});
  expect(response.ok()).toBe(true);
}

function uniqueEmail(label: string): string {
  return `jordan.${label}.${Date.now()}${Math.floor(Math.random() * 1e6)}@northfield-partners.example`;
}

const typed = {
  name: 'Jordan Ellis-Park',
  company: 'Northfield Partners',
  role: 'Operating Partner',
  size: 'PE firm: 6-15 portfolio companies',
  service: 'DataOps Implementation',
  message: 'Our six portfolio companies each define a qualified lead differently, so the board pack never adds up.',
};

/** Opens the contact page with the cookie choice already made, so the banner never covers the form. */
async function openContact(page: Page, consent: 'accepted' | 'declined' = 'declined'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('cookie-consent', value), consent);
  await page.goto('/contact');
  await hydrated(page);
}

async function fillForm(page: Page, email: string): Promise<void> {
  const form = page.locator('form').filter({has: page.getByRole('button', {name: 'Send message'})});
  await form.getByLabel('Your name', {exact: true}).fill(typed.name);
  await form.getByLabel('Work e-mail', {exact: true}).fill(email);
  await form.getByLabel('Company or firm', {exact: true}).fill(typed.company);
  await form.getByLabel('Your role', {exact: true}).fill(typed.role);
  await form.getByLabel('Company size or portfolio size', {exact: true}).selectOption({label: typed.size});
  await form.getByLabel('What you need', {exact: true}).selectOption({label: typed.service});
  await form.getByLabel('What would you like to fix?', {exact: true}).fill(typed.message);
  await form.getByRole('checkbox', {name: /may contact me/}).check();
}

async function expectEverythingKept(page: Page, email: string): Promise<void> {
  await expect(page.getByLabel('Your name', {exact: true})).toHaveValue(typed.name);
  await expect(page.getByLabel('Work e-mail', {exact: true})).toHaveValue(email);
  await expect(page.getByLabel('Company or firm', {exact: true})).toHaveValue(typed.company);
  await expect(page.getByLabel('Your role', {exact: true})).toHaveValue(typed.role);
  await expect(page.getByLabel('Company size or portfolio size', {exact: true})).toHaveValue('portfolio-6-15');
  await expect(page.getByLabel('What you need', {exact: true})).toHaveValue('dataops-implementation');
  await expect(page.getByLabel('What would you like to fix?', {exact: true})).toHaveValue(typed.message);
  await expect(page.getByRole('checkbox', {name: /may contact me/})).toBeChecked();
}

/** The thank-you page, as a person sees it: its address and its heading. */
async function expectThankYou(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/contact\/thank-you$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/^Thank you/);
}

/** Date.now() stands still from here on; `later` moves it past the minimum fill time. */
async function freezeClock(page: Page): Promise<{later: () => Promise<void>}> {
  const start = Date.now();
  await page.clock.setFixedTime(start);
  return {later: () => page.clock.setFixedTime(start + 5_000)};
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
    const service = page.getByLabel('What you need', {exact: true});
    await expect(service.locator('option')).toHaveText([
      'Choose a service',
      'Analytics & BI',
      'DataOps Implementation',
      'Team Training & Implementation',
      'Marketing Operations & RevOps',
      'Data Lineage Mapping',
      'Custom Solutions',
      'Not sure yet',
    ]);
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
      'Tick the box so we may contact you about your enquiry.',
    );
    await expect(page.getByText('6 fields need attention.')).toBeVisible();
    // Fields that were right are not marked, and keep their text.
    await expect(page.getByLabel('Company or firm', {exact: true})).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Company or firm', {exact: true})).toHaveValue(typed.company);
    await expect(emailField).toHaveValue(email);
    await expect(page.getByLabel('What would you like to fix?', {exact: true})).toHaveValue(typed.message);

    // Each message goes away as its field is put right.
    await name.fill(typed.name);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter your name.')).toHaveCount(0);
    await expect(page.getByText('5 fields need attention.')).toBeVisible();

    const scan = await new AxeBuilder({page}).include('main').analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await received(request, email)).toEqual([]);
  });

  test('a valid submission reaches the Forms API with exactly the fields typed, then the thank-you page', async ({page, request}) => {
    const violations = await watchCspViolations(page);
    const clock = await freezeClock(page);
    await openContact(page);
    const email = uniqueEmail('success');
    await fillForm(page, email);
    await clock.later();
    await page.getByRole('button', {name: 'Send message'}).click();
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
      {objectTypeId: '0-1', name: 'service_interest', value: 'dataops-implementation'},
      {objectTypeId: '0-1', name: 'message', value: typed.message},
    ]);
    expect(submission.body.context).toEqual({pageUri: `${baseURL}/contact`, pageName: expect.stringMatching(/^Contact/)});
    expect(submission.body.legalConsentOptions.consent.consentToProcess).toBe(true);
    // The Forms API's origin is in the policy's connect-src and form-action.
    expect(violations).toEqual([]);
  });

  test('with cookies accepted, the hubspotutk cookie goes along as hutk', async ({page, context, request}) => {
    await context.addCookies([{name: 'hubspotutk', value: '5f1e0c6a9b2d4e7f8a1b3c5d7e9f0a2b', url: baseURL}]);
    const clock = await freezeClock(page);
    await openContact(page, 'accepted');
    const email = uniqueEmail('hutk');
    await fillForm(page, email);
    await clock.later();
    await page.getByRole('button', {name: 'Send message'}).click();
    await expectThankYou(page);
    const got = await received(request, email);
    expect(got).toHaveLength(1);
    expect(got[0].body.context.hutk).toBe('5f1e0c6a9b2d4e7f8a1b3c5d7e9f0a2b');
  });

  test('a server error keeps every field, explains, and Try again sends it once the server recovers', async ({page, request}) => {
    const email = uniqueEmail('failure');
    await answerWith(request, 500, email);
    const clock = await freezeClock(page);
    await openContact(page);
    await fillForm(page, email);
    await clock.later();
    await page.getByRole('button', {name: 'Send message'}).click();

    const alert = page.getByRole('alert').filter({hasText: 'Your message was not sent.'});
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(alert).toContainText('Everything you typed is still in the form.');
    await expect(alert.getByRole('link', {name: 'hello@keelson-revops.example'})).toHaveAttribute(
      'href',
      /^mailto:hello@keelson-revops\.example\?subject=Enquiry%20from%20Jordan%20Ellis-Park%2C%20Northfield%20Partners&body=Our%20six/,
    );
    await expect(page).toHaveURL(/\/contact$/);
    await expectEverythingKept(page, email);
    expect((await received(request, email)).map((r) => r.status)).toEqual([500]);

    await answerWith(request, 200, email);
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expectThankYou(page);
    const got = await received(request, email);
    expect(got.map((r) => r.status)).toEqual([500, 200]);
    expect(got[1].body).toEqual(got[0].body);
  });

  test('an unreachable form service is reported the same way', async ({page, request}) => {
    const clock = await freezeClock(page);
    await openContact(page);
    await page.route(`${formsBaseURL}/submissions/**`, (route) => route.abort('connectionrefused'));
    const email = uniqueEmail('offline');
    await fillForm(page, email);
    await clock.later();
    await page.getByRole('button', {name: 'Send message'}).click();
    await expect(page.getByRole('alert').filter({hasText: 'Your message was not sent.'})).toBeVisible();
    await expectEverythingKept(page, email);
    expect(await received(request, email)).toEqual([]);
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
