import {axe} from './support/axe';
import {test, expect, hydrated} from './fixtures';
import type {Locator, Page} from '@playwright/test';
import {badDataFields, type BadDataInputs} from '../../src/data/badDataCost';
import {badDataCost} from '../../src/lib/badDataCost';
import {formatMoney, formatPercent} from '../../src/lib/format';
import {defaultValues, readToolQuery} from '../../src/lib/toolQuery';

/** Replaces a field's text from the keyboard, as a person would: select all, type, Tab on. */
async function retype(page: Page, value: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
  await page.keyboard.press('Tab');
}

/** Every visible figure on the page is a real number: no NaN, no Infinity, no undefined. */
async function expectSaneText(locator: Locator): Promise<void> {
  const text = await locator.innerText();
  expect(text).not.toMatch(/NaN|Infinity|undefined|\$-|-\$0\b/);
}

/** The bad-data tool at its defaults, and with the figures the keyboard test types (expected values come from the lib). */
const badDataDefaults = defaultValues(badDataFields);
const typed: BadDataInputs = {
  ...badDataDefaults,
  contacts: 80_000,
  recordsPerMonth: 2_000,
  duplicatePct: 10,
  stalePct: 25,
  teamSize: 10,
  hoursLostPerWeek: 4,
  costPerHour: 80,
  dealValue: 40_000,
  dealsLost: 2,
  grossMargin: 60,
  outreachCost: 2,
};

test.describe('bad-data cost calculator', () => {
  test('filled by keyboard, the cost splits by cause and the link keeps the figures', async ({page, context, consoleErrors}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/bad-data-cost-calculator');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Bad Data Cost Calculator');
    await expect(page.getByTestId('bad-data-total')).toHaveText(formatMoney(badDataCost(badDataDefaults).total));

    // Tab order follows the fieldsets: database, condition, team, revenue and outreach.
    await page.getByLabel('Contact records').focus();
    await retype(page, '80,000'); // contacts
    await expect(page.getByLabel('Company records')).toBeFocused();
    await page.keyboard.press('Tab'); // companies stay at 10,000
    await retype(page, '2000'); // records added a month
    await retype(page, '10'); // share duplicated
    await page.keyboard.press('Tab'); // share incomplete stays at 20
    await retype(page, '25'); // share stale
    await retype(page, '10'); // people
    await expect(page.getByLabel('Hours each loses a week')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp'); // 3 -> 4 hours
    await page.keyboard.press('Tab');
    await retype(page, '$80'); // loaded cost per hour
    await retype(page, '40000'); // average deal value
    await retype(page, '2'); // deals lost
    await retype(page, '60'); // gross margin
    await retype(page, '2'); // outreach cost per contact

    await expect(page.getByLabel('Hours each loses a week')).toHaveValue('4');
    await expect(page.getByLabel('Contact records')).toHaveValue('80,000');
    await expect(page.getByLabel('Gross margin')).toHaveValue('60');
    // 10 x 4 x 48 x $80 = $153,600; 2 x $40,000 x 60% = $48,000; 80,000 x 32.5% x $2 = $52,000; 24,000 x 46% x $10 = $110,400
    const r = badDataCost(typed);
    await expect(page.getByTestId('bad-data-wastedTime')).toHaveText(formatMoney(r.wastedTime));
    await expect(page.getByTestId('bad-data-lostDeals')).toHaveText(formatMoney(r.lostDeals));
    await expect(page.getByTestId('bad-data-wastedOutreach')).toHaveText(formatMoney(r.wastedOutreach));
    await expect(page.getByTestId('bad-data-cleanup')).toHaveText(formatMoney(r.cleanup));
    // The four costs, $364,000; the lost deals' revenue, 2 x $40,000 = $80,000, stands apart and is not in it.
    await expect(page.getByTestId('bad-data-total')).toHaveText(formatMoney(r.total));
    await expect(page.getByTestId('bad-data-revenueAtRisk')).toHaveText(formatMoney(r.revenueAtRisk));
    expect(r.total).toBeCloseTo(r.wastedTime + r.lostDeals + r.wastedOutreach + r.cleanup, 6);
    await expect(page.getByTestId('bad-data-rule')).toContainText(`${formatMoney(r.verifyAtEntry)} a year`);
    await expect(page.getByTestId('bad-data-explanation')).toContainText(
      `The largest cost is wasted time, ${formatPercent(r.wastedTime / r.total)} of the total`,
    );
    await expect(page.getByRole('heading', {name: 'How we calculate this'})).toBeVisible();
    await expect(page.getByText(`10 × 4 × 48 × $80 = ${formatMoney(r.wastedTime)}`)).toBeVisible();
    await expect(page.getByText(`2 × $40,000 × 60% = ${formatMoney(r.lostDeals)}`)).toBeVisible();

    // The address bar carries every value once typing settles.
    await expect(page).toHaveURL(
      /\?contacts=80000&companies=10000&duplicates=10&incomplete=20&stale=25&added=2000&team=10&hours=4&rate=80&deal=40000&lost=2&margin=60&outreach=2$/,
    );

    await page.getByRole('button', {name: 'Copy link to these results'}).click();
    await expect(page.getByRole('button', {name: 'Link copied'})).toBeVisible();
    const toasts = page.getByRole('region', {name: /Notifications/});
    await expect(toasts.getByText('Link copied', {exact: true})).toBeVisible();
    await expect(toasts.getByText('URL copied to clipboard', {exact: true})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    // The checked state lasts three seconds.
    await expect(page.getByRole('button', {name: 'Copy link to these results'})).toBeVisible({timeout: 5_000});

    const shared = await context.newPage();
    await shared.goto(copied);
    await hydrated(shared);
    await expect(shared.getByTestId('bad-data-total')).toHaveText(formatMoney(r.total));
    await expect(shared.getByLabel('Share stale')).toHaveValue('25');
    await expect(shared.getByTestId('query-notice')).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('bad-data-total')).toHaveText(formatMoney(r.total));
    expect(consoleErrors).toEqual([]);
  });

  test('a hostile link opens with sane, clamped values and says what it changed', async ({page, consoleErrors}) => {
    const query = `?contacts=-5&companies=abc&duplicates=9999&team=0&team=7&hours=1e999&rate=&deal=${'9'.repeat(30)}&outreach=NaN&x=%3Cscript%3E`;
    await page.goto(`/bad-data-cost-calculator${query}`);
    await hydrated(page);
    const notice = page.getByTestId('query-notice');
    await expect(notice).toContainText('Some values in this link were adjusted');
    await expect(notice).toContainText('Contact records: \u201c-5\u201d is below the minimum, so we used 0.');
    await expect(notice).toContainText('Company records: \u201cabc\u201d is not a number, so we used the default, 10,000.');
    await expect(notice).toContainText('Share duplicated: \u201c9999\u201d is above the maximum, so we used 100%.');
    await expect(notice).toContainText('People who work in the CRM: the link gives it more than once (0, 7), so we used the first value.');
    await expect(notice).toContainText(
      'Average deal value: \u201c999999999999999999999999\u2026\u201d is above the maximum, so we used $10,000,000.',
    );
    await expect(page.getByLabel('Contact records')).toHaveValue('0');
    await expect(page.getByLabel('People who work in the CRM')).toHaveValue('1');
    await expect(page.getByLabel('Loaded cost per hour')).toHaveValue('65');
    // 1 x 3 x 48 x $65 + 4 x $10,000,000 x 70% + $0 + 18,000 x 100% x $10 = $28.2M
    await expect(page.getByTestId('bad-data-total')).toHaveText(formatMoney(badDataCost(readToolQuery(query, badDataFields).values).total));
    await expect(page.getByTestId('bad-data-wastedOutreach')).toHaveText('$0');
    await expectSaneText(page.getByRole('region', {name: 'What bad data costs you'}));
    await expectSaneText(page.getByRole('region', {name: 'How we calculate this'}));
    // The address bar is rewritten with the values in use.
    await expect(page).toHaveURL(
      /\?contacts=0&companies=10000&duplicates=100&incomplete=20&stale=20&added=1500&team=1&hours=3&rate=65&deal=10000000&lost=4&margin=70&outreach=3$/,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('typing out of range or not a number: a note, a clamped value, never a broken result', async ({page}) => {
    await page.goto('/bad-data-cost-calculator');
    await hydrated(page);
    const share = page.getByLabel('Share duplicated');
    await share.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('250');
    await expect(page.getByText('The maximum is 100%, so the calculation uses 100%.')).toBeVisible();
    await expect(share).toHaveAttribute('aria-valuenow', '100');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('lots');
    await expect(page.getByText('Enter a number. The calculation keeps 100%.')).toBeVisible();
    await expect(share).toHaveAttribute('aria-invalid', 'true');
    await expectSaneText(page.getByTestId('bad-data-breakdown'));
    await page.keyboard.press('Tab');
    await expect(share).toHaveValue('100');
    await expect(share).not.toHaveAttribute('aria-invalid', 'true');
    await share.focus();
    await page.keyboard.press('PageDown');
    await expect(share).toHaveValue('90');
  });

  test('when the clipboard refuses, a "Failed to copy" toast and the link to copy by hand', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('denied'))}});
      document.execCommand = () => false;
    });
    await page.goto('/bad-data-cost-calculator?team=9');
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy link to these results'}).click();
    const toasts = page.getByRole('region', {name: /Notifications/});
    await expect(toasts.getByText('Failed to copy', {exact: true})).toBeVisible();
    await expect(toasts.getByText('Could not copy to clipboard', {exact: true})).toBeVisible();
    const byHand = page.getByLabel('Copy this link by hand');
    await expect(byHand).toHaveValue(/\/bad-data-cost-calculator\?contacts=50000&.*&team=9&/);
    await expect(page.getByRole('button', {name: 'Copy link to these results'})).toBeVisible();
  });

  test('reads without JavaScript: the note, the default result and the method', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/bad-data-cost-calculator');
    // Playwright's text selectors skip <noscript>, so the note is found by its place in the page.
    const note = page.locator('main noscript > p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('This calculator needs JavaScript to respond to your figures.');
    await expect(page.getByTestId('bad-data-total')).toHaveText(formatMoney(badDataCost(badDataDefaults).total));
    await expect(page.getByRole('heading', {name: 'How we calculate this'})).toBeVisible();
    await expect(page.getByText('Source: The 1-10-100 rule', {exact: false})).toBeVisible();
    await context.close();
  });

  test('prints the results and their link, without the buttons', async ({page}) => {
    await page.goto('/bad-data-cost-calculator?team=12');
    await hydrated(page);
    await page.emulateMedia({media: 'print'});
    await expect(page.getByRole('button', {name: 'Copy link to these results'})).toBeHidden();
    await expect(page.getByRole('button', {name: 'Print results'})).toBeHidden();
    await expect(
      page.getByText(/These results online: http:\/\/127\.0\.0\.1:\d+\/bad-data-cost-calculator\?contacts=50000&.*team=12/),
    ).toBeVisible();
    await expect(page.getByTestId('bad-data-total')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Where to go next'})).toBeHidden();
  });

  test('links to the data-impact resource and the assessment', async ({page}) => {
    await page.goto('/bad-data-cost-calculator');
    await expect(page.getByRole('link', {name: /See where poor data hurts/})).toHaveAttribute('href', '/resources/data-impact');
    await expect(page.getByRole('link', {name: /Take the free assessment/})).toHaveAttribute('href', '/data-operations-assessment');
  });
});

test.describe('HubSpot ROI calculator', () => {
  test('filled by keyboard: year-one ROI, payback and the three-year view', async ({page, consoleErrors}) => {
    await page.goto('/hubspot-roi-calculator');
    await hydrated(page);
    await expect(page.getByTestId('hubspot-year-one-roi')).toContainText('109%');
    await expect(page.getByTestId('hubspot-payback')).toContainText('7 months');

    await page.getByLabel('HubSpot license cost a year').focus();
    await retype(page, '60000'); // license
    await retype(page, '20,000'); // implementation
    await retype(page, '12000'); // current tools
    await retype(page, '10'); // seats
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp'); // hours saved 2 -> 3
    await page.keyboard.press('Tab');
    await retype(page, '50'); // loaded cost per hour
    await retype(page, '200'); // deals won a year
    await retype(page, '10000'); // deal size
    await retype(page, '10'); // conversion lift
    await retype(page, '60'); // gross margin

    // 10 x 3 x 48 x $50 = $72,000; 200 x 10% x $10,000 x 60% = $120,000; + $12,000 = $204,000 a year
    await expect(page.getByTestId('hubspot-time')).toHaveText('$72,000');
    await expect(page.getByTestId('hubspot-margin')).toHaveText('$120,000');
    await expect(page.getByTestId('hubspot-annual-benefit')).toHaveText('$204,000');
    // ($204,000 x 8/12 - $80,000) / $80,000 = 70%
    await expect(page.getByTestId('hubspot-year-one-roi')).toContainText('70%');
    await expect(page.getByTestId('hubspot-year-one-roi')).toContainText('$56,000 net on $80,000');
    // ($20,000 + 4 x $17,000) / ($17,000 - $5,000) = 7.33, so month 8
    await expect(page.getByTestId('hubspot-payback')).toContainText('8 months');
    const rows = page.getByTestId('hubspot-three-years').locator('tbody tr');
    // The specification's three-year view: one row a year.
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveText(['Year 1', '$136,000', '$80,000', '$56,000', '70%'].join(''));
    await expect(rows.nth(1)).toHaveText(['Year 2', '$204,000', '$60,000', '$200,000', '143%'].join(''));
    await expect(rows.nth(2)).toHaveText(['Year 3', '$204,000', '$60,000', '$344,000', '172%'].join(''));
    await expect(page).toHaveURL(
      /\?seats=10&tools=12000&license=60000&implementation=20000&hours=3&rate=50&lift=10&deal=10000&deals=200&margin=60$/,
    );

    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('hubspot-year-one-roi')).toContainText('70%');
    expect(consoleErrors).toEqual([]);
  });

  test('a hostile link opens with sane values and no error', async ({page, consoleErrors}) => {
    await page.goto(
      '/hubspot-roi-calculator?seats=-1&license=0&implementation=abc&hours=99&lift=%3Cb%3Ehi%3C%2Fb%3E&deals=1e3&margin=50&margin=80&rate=1,000,000',
    );
    await hydrated(page);
    const notice = page.getByTestId('query-notice');
    await expect(notice).toContainText('HubSpot seats: \u201c-1\u201d is below the minimum, so we used 1.');
    await expect(notice).toContainText('HubSpot license cost a year: \u201c0\u201d is below the minimum, so we used $100.');
    await expect(notice).toContainText('Conversion lift: \u201c<b>hi</b>\u201d is not a number, so we used the default, 5%.');
    await expect(notice).toContainText('Gross margin: the link gives it more than once (50, 80), so we used the first value.');
    await expect(page.getByLabel('HubSpot seats')).toHaveValue('1');
    await expect(page.getByLabel('Hours saved per seat a week')).toHaveValue('20');
    await expect(page.getByLabel('Loaded cost per hour')).toHaveValue('500');
    await expect(page.locator('main b')).toHaveCount(0);
    await expectSaneText(page.getByRole('region', {name: 'Your return'}));
    await expectSaneText(page.getByRole('region', {name: 'How we calculate this'}));
    await expect(page.getByTestId('hubspot-year-one-roi')).toContainText(/^[\d,]+%/);
    expect(consoleErrors).toEqual([]);
  });

  test('a company that never pays back is told so plainly', async ({page}) => {
    await page.goto('/hubspot-roi-calculator?tools=0&hours=0&lift=0&license=100000');
    await hydrated(page);
    await expect(page.getByTestId('hubspot-payback')).toContainText('No payback');
    await expect(page.getByTestId('hubspot-year-one-roi')).toContainText('-100%');
    await expect(page.getByTestId('hubspot-summary')).toContainText('HubSpot brings no measurable benefit');
    await expectSaneText(page.getByTestId('hubspot-three-years'));
  });
});

test.describe('RevOps ROI calculator', () => {
  test('sliders moved by keyboard update the outputs and the link', async ({page, context, consoleErrors}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/revops-roi-calculator');
    await hydrated(page);
    const outputs = page.getByTestId('roi-outputs');
    await expect(outputs).toContainText('$9.4M');
    await expect(outputs).toContainText('942%');

    const companies = page.getByRole('slider', {name: 'Portfolio companies'});
    await companies.focus();
    for (let n = 0; n < 5; n += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('slider', {name: 'Average annual revenue per company'})).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Home');

    // 10 x $30M = $300M; x 0.05 x 0.15 = $2.25M; investment 10 x $100K = $1.0M
    await expect(page.getByTestId('roi-total-revenue')).toHaveText('$300.0M');
    await expect(outputs).toContainText('$2.3M');
    await expect(outputs).toContainText('125%');
    await expect(outputs).toContainText('2.3x');
    await expect(outputs).toContainText('$187,500');
    await expect(outputs).toContainText('6 months');
    await expect(page.getByText('$1.0M \u00f7 $187,500 = 6 months')).toBeVisible();
    await expect(page).toHaveURL(/\/revops-roi-calculator\?companies=10&revenue=30&efficiency=80&cost=100$/);

    await page.getByRole('button', {name: 'Copy link to these results'}).click();
    await expect(page.getByRole('region', {name: /Notifications/}).getByText('URL copied to clipboard', {exact: true})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shared = await context.newPage();
    await shared.goto(copied);
    await hydrated(shared);
    await expect(shared.getByTestId('roi-outputs')).toContainText('125%');
    await expect(shared.getByRole('slider', {name: 'Portfolio companies'})).toHaveValue('10');
    expect(consoleErrors).toEqual([]);
  });

  test('a hostile link opens with clamped sliders and sane outputs', async ({page, consoleErrors}) => {
    await page.goto('/revops-roi-calculator?companies=999&revenue=-50&efficiency=abc&cost=155&companies=3');
    await hydrated(page);
    const notice = page.getByTestId('query-notice');
    await expect(notice).toContainText('Portfolio companies: the link gives it more than once (999, 3), so we used the first value.');
    await expect(notice).toContainText('Portfolio companies: \u201c999\u201d is above the maximum, so we used 20.');
    await expect(notice).toContainText('Average annual revenue per company: \u201c-50\u201d is below the minimum, so we used $10M.');
    await expect(notice).toContainText('Current operational efficiency: \u201cabc\u201d is not a number, so we used the default, 60%.');
    await expect(notice).toContainText('Implementation cost per company: \u201c155\u201d falls between steps, so we used $160K.');
    await expect(page.getByRole('slider', {name: 'Portfolio companies'})).toHaveValue('20');
    await expect(page.getByRole('slider', {name: 'Implementation cost per company'})).toHaveValue('160');
    // 20 x $10M x 0.25 x 0.15 = $7.5M against 20 x $160K = $3.2M: ROI 134%
    await expect(page.getByTestId('roi-outputs')).toContainText('$7.5M');
    await expect(page.getByTestId('roi-outputs')).toContainText('134%');
    await expectSaneText(page.getByRole('region', {name: 'Model your portfolio'}));
    await expectSaneText(page.getByRole('region', {name: 'How we calculate this'}));
    await expect(page).toHaveURL(/\?companies=20&revenue=10&efficiency=60&cost=160$/);
    expect(consoleErrors).toEqual([]);
  });
});

test('the home page loads none of the calculators\u2019 code', async ({page, request}) => {
  await page.goto('/');
  await hydrated(page);
  const sources = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) {
    const body = await (await request.get(src)).text();
    for (const marker of ['Outreach cost per contact a year', 'HubSpot license cost a year', 'Some values in this link were adjusted']) {
      expect(body, `${src} carries calculator code`).not.toContain(marker);
    }
  }
});

test.describe('accessibility', () => {
  for (const path of [
    '/bad-data-cost-calculator?contacts=-1',
    '/hubspot-roi-calculator?seats=abc',
    '/revops-roi-calculator?companies=99',
  ]) {
    test(`no violations in ${path.split('?')[0]}, with an adjustment note showing`, async ({page}) => {
      test.setTimeout(60_000);
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByTestId('query-notice')).toBeVisible();
      const scan = await axe(page).include('main').analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
