import {axe} from './support/axe';
import {test, expect, hydrated} from './fixtures';
import type {Locator, Page} from '@playwright/test';
import type {FieldCopy, FieldSpecs} from '../../src/data/calculators';
import {badDataCopy, badDataFields, badDataGroups, type BadDataInput, type BadDataInputs} from '../../src/data/badDataCost';
import {hubspotRoiCopy, hubspotRoiFields, hubspotRoiGroups, type HubspotRoiInput, type HubspotRoiInputs} from '../../src/data/hubspotRoi';
import {revopsRoiCopy, revopsRoiFields, revopsRoiOrder, type RevopsRoiInput, type RevopsRoiInputs} from '../../src/data/revopsRoi';
import {badDataCost} from '../../src/lib/badDataCost';
import {hubspotRoi} from '../../src/lib/hubspotRoi';
import {computeRoi} from '../../src/lib/roi';
import {formatMoney, formatMultiple, formatPercent} from '../../src/lib/format';
import {inputText, showValue} from '../../src/lib/fieldDisplay';
import {
  adjustmentMessage,
  defaultValues,
  normalizeNumber,
  readToolQuery,
  writeToolQuery,
  type AdjustmentKind,
} from '../../src/lib/toolQuery';

/*
 * Every field, its order, its query key and every expected figure come from the calculators' data
 * (src/data/badDataCost.ts, hubspotRoi.ts, revopsRoi.ts) and formula modules (src/lib/*): an input
 * added with a default and bounds is walked, written to the link and counted here with no edit.
 */

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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The query a tool writes for these values, as the end of the address. */
function queryAtEnd<K extends string>(values: Record<K, number>, specs: FieldSpecs<K>): RegExp {
  return new RegExp(`\\?${escapeRegExp(writeToolQuery(values, specs))}$`);
}

/** A query string from field names: `query(specs, [['contacts', '-5']])` is `?contacts=-5` under the field's own key. */
function query<K extends string>(specs: FieldSpecs<K>, pairs: [K, string][], extra = ''): string {
  return `?${pairs.map(([field, raw]) => `${specs[field].key}=${raw}`).join('&')}${extra}`;
}

/** The fields of a tool's form, in the order they are shown (and tabbed through). */
function fieldOrder<K extends string>(groups: {fields: K[]}[]): K[] {
  return groups.flatMap((group) => group.fields);
}

/** The box of one number field, by its label. */
function box(page: Page, copy: FieldCopy): Locator {
  return page.getByLabel(copy.label, {exact: true});
}

/**
 * Fills a tool's number fields by keyboard, field after field in Tab order, to reach `target`: a field at
 * its default is tabbed past, a field two nudges above its default takes ArrowUp twice, any other is
 * retyped as a person writes it (`$80`, `80,000`, `10%`).
 */
async function fillByKeyboard<K extends string>(
  page: Page,
  order: K[],
  specs: FieldSpecs<K>,
  copy: Record<K, FieldCopy>,
  target: Record<K, number>,
): Promise<void> {
  await box(page, copy[order[0]]).focus();
  for (const field of order) {
    const {unit, nudge} = copy[field];
    const from = specs[field].defaultValue;
    const to = target[field];
    await expect(box(page, copy[field])).toBeFocused();
    if (to === from) {
      await page.keyboard.press('Tab');
    } else if (to === normalizeNumber(from + 2 * nudge, specs[field]).value) {
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Tab');
    } else {
      await retype(page, unit === 'hours' ? inputText(to, unit) : showValue(to, unit));
    }
  }
}

/** Every box shows the value in use, written as the page writes it. */
async function expectBoxes<K extends string>(page: Page, order: K[], copy: Record<K, FieldCopy>, values: Record<K, number>): Promise<void> {
  for (const field of order) await expect(box(page, copy[field])).toHaveValue(inputText(values[field], copy[field].unit));
}

/** The adjustment note lists exactly what the normalizer reports for the query, in the page's words, and covers `kinds`. */
async function expectNotice<K extends string>(
  page: Page,
  search: string,
  specs: FieldSpecs<K>,
  copy: Record<K, {label: string; unit: FieldCopy['unit']}>,
  kinds: AdjustmentKind[],
): Promise<Record<K, number>> {
  const {values, adjustments} = readToolQuery(search, specs);
  // The hand-made link is hostile in every way the normalizer knows.
  expect(new Set(adjustments.map((a) => a.kind))).toEqual(new Set(kinds));
  const notice = page.getByTestId('query-notice');
  await expect(notice).toContainText('Some values in this link were adjusted');
  await expect(notice.getByRole('listitem')).toHaveText(
    adjustments.map((a) => adjustmentMessage(a, copy[a.field].label, (n) => showValue(n, copy[a.field].unit))),
  );
  return values;
}

/** The bad-data tool at its defaults, and with the figures the keyboard test types. */
const badDataDefaults = defaultValues(badDataFields);
const badDataOrder = fieldOrder(badDataGroups);
const badDataTyped: BadDataInputs = {
  ...badDataDefaults,
  contacts: 80_000,
  recordsPerMonth: 2_000,
  duplicatePct: 10,
  stalePct: 25,
  teamSize: 10,
  hoursLostPerWeek: normalizeNumber(
    badDataDefaults.hoursLostPerWeek + 2 * badDataCopy.hoursLostPerWeek.nudge,
    badDataFields.hoursLostPerWeek,
  ).value,
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

    // Tab order follows the fieldsets.
    await fillByKeyboard(page, badDataOrder, badDataFields, badDataCopy, badDataTyped);
    const r = badDataCost(badDataTyped);
    await expectBoxes(page, badDataOrder, badDataCopy, r.inputs);
    for (const cause of ['wastedTime', 'lostDeals', 'wastedOutreach', 'cleanup'] as const) {
      await expect(page.getByTestId(`bad-data-${cause}`)).toHaveText(formatMoney(r[cause]));
    }
    // The four costs make the total; the lost deals' revenue stands apart and is not in it.
    await expect(page.getByTestId('bad-data-total')).toHaveText(formatMoney(r.total));
    await expect(page.getByTestId('bad-data-revenueAtRisk')).toHaveText(formatMoney(r.revenueAtRisk));
    expect(r.total).toBeCloseTo(r.wastedTime + r.lostDeals + r.wastedOutreach + r.cleanup, 6);
    await expect(page.getByTestId('bad-data-rule')).toContainText(`${formatMoney(r.verifyAtEntry)} a year`);
    const largest = Math.max(r.wastedTime, r.lostDeals, r.wastedOutreach, r.cleanup);
    await expect(page.getByTestId('bad-data-explanation')).toContainText(`${formatPercent(largest / r.total)} of the total`);
    const method = page.getByRole('region', {name: 'How we calculate this'});
    await expect(page.getByRole('heading', {name: 'How we calculate this'})).toBeVisible();
    // Each worked line ends in the formula module's figure.
    for (const figure of [r.wastedTime, r.lostDeals, r.wastedOutreach, r.cleanup, r.revenueAtRisk]) {
      await expect(method).toContainText(`= ${formatMoney(figure)}`);
    }

    // The address bar carries every value once typing settles.
    await expect(page).toHaveURL(queryAtEnd(badDataTyped, badDataFields));

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
    await expectBoxes(shared, badDataOrder, badDataCopy, r.inputs);
    await expect(shared.getByTestId('query-notice')).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('bad-data-total')).toHaveText(formatMoney(r.total));
    expect(consoleErrors).toEqual([]);
  });

  test('a hostile link opens with sane, clamped values and says what it changed', async ({page, consoleErrors}) => {
    const search = query<BadDataInput>(
      badDataFields,
      [
        ['contacts', '-5'],
        ['companies', 'abc'],
        ['duplicatePct', '9999'],
        ['teamSize', '0'],
        ['teamSize', '7'],
        ['hoursLostPerWeek', '1e999'],
        ['costPerHour', ''],
        ['dealValue', '9'.repeat(30)],
        ['outreachCost', 'NaN'],
      ],
      '&x=%3Cscript%3E',
    );
    await page.goto(`/bad-data-cost-calculator${search}`);
    await hydrated(page);
    const values = await expectNotice(page, search, badDataFields, badDataCopy, ['below-min', 'not-a-number', 'above-max', 'repeated']);
    await expectBoxes(page, badDataOrder, badDataCopy, values);
    const r = badDataCost(values);
    await expect(page.getByTestId('bad-data-total')).toHaveText(formatMoney(r.total));
    await expect(page.getByTestId('bad-data-wastedOutreach')).toHaveText(formatMoney(r.wastedOutreach));
    await expectSaneText(page.getByRole('region', {name: 'What bad data costs you'}));
    await expectSaneText(page.getByRole('region', {name: 'How we calculate this'}));
    // The address bar is rewritten with the values in use.
    await expect(page).toHaveURL(queryAtEnd(values, badDataFields));
    expect(consoleErrors).toEqual([]);
  });

  test('typing out of range or not a number: a note, a clamped value, never a broken result', async ({page}) => {
    const spec = badDataFields.duplicatePct;
    const {label, unit, nudge} = badDataCopy.duplicatePct;
    await page.goto('/bad-data-cost-calculator');
    await hydrated(page);
    const share = page.getByLabel(label, {exact: true});
    await share.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(String(spec.max * 2 + 50));
    await expect(
      page.getByText(`The maximum is ${showValue(spec.max, unit)}, so the calculation uses ${showValue(spec.max, unit)}.`),
    ).toBeVisible();
    await expect(share).toHaveAttribute('aria-valuenow', String(spec.max));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('lots');
    await expect(page.getByText(`Enter a number. The calculation keeps ${showValue(spec.max, unit)}.`)).toBeVisible();
    await expect(share).toHaveAttribute('aria-invalid', 'true');
    await expectSaneText(page.getByTestId('bad-data-breakdown'));
    await page.keyboard.press('Tab');
    await expect(share).toHaveValue(inputText(spec.max, unit));
    await expect(share).not.toHaveAttribute('aria-invalid', 'true');
    await share.focus();
    await page.keyboard.press('PageDown');
    await expect(share).toHaveValue(inputText(normalizeNumber(spec.max - 10 * nudge, spec).value, unit));
  });

  test('when the clipboard refuses, a "Failed to copy" toast and the link to copy by hand', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('denied'))}});
      document.execCommand = () => false;
    });
    const values = {...badDataDefaults, teamSize: 9};
    await page.goto(`/bad-data-cost-calculator${query<BadDataInput>(badDataFields, [['teamSize', '9']])}`);
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy link to these results'}).click();
    const toasts = page.getByRole('region', {name: /Notifications/});
    await expect(toasts.getByText('Failed to copy', {exact: true})).toBeVisible();
    await expect(toasts.getByText('Could not copy to clipboard', {exact: true})).toBeVisible();
    const byHand = page.getByLabel('Copy this link by hand');
    await expect(byHand).toHaveValue(new RegExp(`/bad-data-cost-calculator\\?${escapeRegExp(writeToolQuery(values, badDataFields))}$`));
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
    const values = {...badDataDefaults, teamSize: 12};
    await page.goto(`/bad-data-cost-calculator${query<BadDataInput>(badDataFields, [['teamSize', '12']])}`);
    await hydrated(page);
    await page.emulateMedia({media: 'print'});
    await expect(page.getByRole('button', {name: 'Copy link to these results'})).toBeHidden();
    await expect(page.getByRole('button', {name: 'Print results'})).toBeHidden();
    await expect(
      page.getByText(
        new RegExp(
          `These results online: http://127\\.0\\.0\\.1:\\d+/bad-data-cost-calculator\\?${escapeRegExp(writeToolQuery(values, badDataFields))}`,
        ),
      ),
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

/** The HubSpot ROI tool at its defaults, and with the figures the keyboard test types. */
const hubspotDefaults = defaultValues(hubspotRoiFields);
const hubspotOrder = fieldOrder(hubspotRoiGroups);
const hubspotTyped: HubspotRoiInputs = {
  ...hubspotDefaults,
  licenseCost: 60_000,
  implementationCost: 20_000,
  currentToolCost: 12_000,
  seats: 10,
  hoursSaved: normalizeNumber(hubspotDefaults.hoursSaved + 2 * hubspotRoiCopy.hoursSaved.nudge, hubspotRoiFields.hoursSaved).value,
  costPerHour: 50,
  dealsPerYear: 200,
  dealSize: 10_000,
  conversionLift: 10,
  grossMargin: 60,
};

/** The payback tile's figure for a payback within the display limit. */
function paybackMonthsText(months: number | null): string {
  expect(months, 'this scenario pays back').not.toBeNull();
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

test.describe('HubSpot ROI calculator', () => {
  test('filled by keyboard: year-one ROI, payback and the three-year view', async ({page, consoleErrors}) => {
    await page.goto('/hubspot-roi-calculator');
    await hydrated(page);
    const atDefaults = hubspotRoi(hubspotDefaults);
    await expect(page.getByTestId('hubspot-year-one-roi')).toContainText(formatPercent(atDefaults.yearOneRoi));
    await expect(page.getByTestId('hubspot-payback')).toContainText(paybackMonthsText(atDefaults.paybackMonths));

    await fillByKeyboard(page, hubspotOrder, hubspotRoiFields, hubspotRoiCopy, hubspotTyped);
    const r = hubspotRoi(hubspotTyped);
    await expectBoxes(page, hubspotOrder, hubspotRoiCopy, r.inputs);
    await expect(page.getByTestId('hubspot-time')).toHaveText(formatMoney(r.timeSavings));
    await expect(page.getByTestId('hubspot-tools')).toHaveText(formatMoney(r.toolSavings));
    await expect(page.getByTestId('hubspot-margin')).toHaveText(formatMoney(r.extraGrossProfit));
    await expect(page.getByTestId('hubspot-annual-benefit')).toHaveText(formatMoney(r.annualBenefit));
    await expect(page.getByTestId('hubspot-year-one-roi')).toContainText(formatPercent(r.yearOneRoi));
    await expect(page.getByTestId('hubspot-year-one-roi')).toContainText(
      `${formatMoney(r.yearOneNet)} net on ${formatMoney(r.yearOneCost)}`,
    );
    await expect(page.getByTestId('hubspot-payback')).toContainText(paybackMonthsText(r.paybackMonths));
    // One row a year, as the formula module counts them.
    await expect(page.getByTestId('hubspot-three-years').locator('tbody tr')).toHaveText(
      r.years.map((y) =>
        [`Year ${y.year}`, formatMoney(y.benefit), formatMoney(y.cost), formatMoney(y.cumulativeNet), formatPercent(y.cumulativeRoi)].join(
          '',
        ),
      ),
    );
    await expect(page).toHaveURL(queryAtEnd(hubspotTyped, hubspotRoiFields));

    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('hubspot-year-one-roi')).toContainText(formatPercent(r.yearOneRoi));
    expect(consoleErrors).toEqual([]);
  });

  test('a hostile link opens with sane values and no error', async ({page, consoleErrors}) => {
    const search = query<HubspotRoiInput>(hubspotRoiFields, [
      ['seats', '-1'],
      ['licenseCost', '0'],
      ['implementationCost', 'abc'],
      ['hoursSaved', '99'],
      ['conversionLift', '%3Cb%3Ehi%3C%2Fb%3E'],
      ['dealsPerYear', '1e3'],
      ['grossMargin', '50'],
      ['grossMargin', '80'],
      ['costPerHour', '1,000,000'],
    ]);
    await page.goto(`/hubspot-roi-calculator${search}`);
    await hydrated(page);
    const values = await expectNotice(page, search, hubspotRoiFields, hubspotRoiCopy, [
      'below-min',
      'not-a-number',
      'above-max',
      'repeated',
    ]);
    await expectBoxes(page, hubspotOrder, hubspotRoiCopy, values);
    await expect(page.locator('main b')).toHaveCount(0);
    await expectSaneText(page.getByRole('region', {name: 'Your return'}));
    await expectSaneText(page.getByRole('region', {name: 'How we calculate this'}));
    await expect(page.getByTestId('hubspot-year-one-roi')).toContainText(formatPercent(hubspotRoi(values).yearOneRoi));
    expect(consoleErrors).toEqual([]);
  });

  test('a company that never pays back is told so plainly', async ({page}) => {
    const search = query<HubspotRoiInput>(hubspotRoiFields, [
      ['currentToolCost', '0'],
      ['hoursSaved', '0'],
      ['conversionLift', '0'],
      ['licenseCost', '100000'],
    ]);
    const r = hubspotRoi(readToolQuery(search, hubspotRoiFields).values);
    expect(r.paybackMonths, 'this scenario never pays back').toBeNull();
    await page.goto(`/hubspot-roi-calculator${search}`);
    await hydrated(page);
    await expect(page.getByTestId('hubspot-payback')).toContainText('No payback');
    await expect(page.getByTestId('hubspot-year-one-roi')).toContainText(formatPercent(r.yearOneRoi));
    await expect(page.getByTestId('hubspot-summary')).toContainText('HubSpot brings no measurable benefit');
    await expectSaneText(page.getByTestId('hubspot-three-years'));
  });
});

/** How the keyboard test moves each slider; a slider not named here is tabbed past at its default. */
type SliderMove = {key: 'ArrowRight' | 'ArrowLeft'; times: number} | {key: 'Home' | 'End'};
const revopsMoves: Partial<Record<RevopsRoiInput, SliderMove>> = {
  portfolioSize: {key: 'ArrowRight', times: 5},
  avgRevenue: {key: 'ArrowLeft', times: 2},
  currentEfficiency: {key: 'End'},
  implementationCost: {key: 'Home'},
};

/** Where a move leaves a slider, by its spec. */
function afterMove(field: RevopsRoiInput, move: SliderMove | undefined): number {
  const spec = revopsRoiFields[field];
  if (!move) return spec.defaultValue;
  if (!('times' in move)) return move.key === 'Home' ? spec.min : spec.max;
  const direction = move.key === 'ArrowRight' ? 1 : -1;
  return normalizeNumber(spec.defaultValue + direction * move.times * spec.step, spec).value;
}

test.describe('RevOps ROI calculator', () => {
  test('sliders moved by keyboard update the outputs and the link', async ({page, context, consoleErrors}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/revops-roi-calculator');
    await hydrated(page);
    const outputs = page.getByTestId('roi-outputs');
    const atDefaults = computeRoi(defaultValues(revopsRoiFields));
    await expect(outputs).toContainText(formatMoney(atDefaults.additionalRevenue));
    await expect(outputs).toContainText(formatPercent(atDefaults.yearOneROI));

    const slider = (field: RevopsRoiInput) => page.getByRole('slider', {name: revopsRoiCopy[field].label, exact: true});
    const moved = {} as RevopsRoiInputs;
    await slider(revopsRoiOrder[0]).focus();
    for (const field of revopsRoiOrder) {
      await expect(slider(field)).toBeFocused();
      const move = revopsMoves[field];
      if (move) for (let n = 0; n < ('times' in move ? move.times : 1); n += 1) await page.keyboard.press(move.key);
      moved[field] = afterMove(field, move);
      await page.keyboard.press('Tab');
    }

    const r = computeRoi(moved);
    for (const field of revopsRoiOrder) await expect(slider(field)).toHaveValue(String(moved[field]));
    await expect(page.getByTestId('roi-total-revenue')).toHaveText(formatMoney(r.totalRevenue));
    for (const figure of [
      formatMoney(r.additionalRevenue),
      formatPercent(r.yearOneROI),
      formatMultiple(r.returnMultiple),
      formatMoney(r.implementationCost),
      formatMoney(r.monthlyGain),
      paybackMonthsText(r.breakEvenMonths),
    ]) {
      await expect(outputs).toContainText(figure);
    }
    await expect(
      page.getByText(`${formatMoney(r.implementationCost)} \u00f7 ${formatMoney(r.monthlyGain)} = ${paybackMonthsText(r.breakEvenMonths)}`),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/revops-roi-calculator${queryAtEnd(moved, revopsRoiFields).source}`));

    await page.getByRole('button', {name: 'Copy link to these results'}).click();
    await expect(page.getByRole('region', {name: /Notifications/}).getByText('URL copied to clipboard', {exact: true})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shared = await context.newPage();
    await shared.goto(copied);
    await hydrated(shared);
    await expect(shared.getByTestId('roi-outputs')).toContainText(formatPercent(r.yearOneROI));
    for (const field of revopsRoiOrder) {
      await expect(shared.getByRole('slider', {name: revopsRoiCopy[field].label, exact: true})).toHaveValue(String(moved[field]));
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a hostile link opens with clamped sliders and sane outputs', async ({page, consoleErrors}) => {
    const search = query<RevopsRoiInput>(revopsRoiFields, [
      ['portfolioSize', '999'],
      ['avgRevenue', '-50'],
      ['currentEfficiency', 'abc'],
      ['implementationCost', '155'],
      ['portfolioSize', '3'],
    ]);
    await page.goto(`/revops-roi-calculator${search}`);
    await hydrated(page);
    const values = await expectNotice(page, search, revopsRoiFields, revopsRoiCopy, [
      'repeated',
      'above-max',
      'below-min',
      'not-a-number',
      'rounded',
    ]);
    for (const field of revopsRoiOrder) {
      await expect(page.getByRole('slider', {name: revopsRoiCopy[field].label, exact: true})).toHaveValue(String(values[field]));
    }
    const r = computeRoi(values);
    await expect(page.getByTestId('roi-outputs')).toContainText(formatMoney(r.additionalRevenue));
    await expect(page.getByTestId('roi-outputs')).toContainText(formatPercent(r.yearOneROI));
    await expectSaneText(page.getByRole('region', {name: 'Model your portfolio'}));
    await expectSaneText(page.getByRole('region', {name: 'How we calculate this'}));
    await expect(page).toHaveURL(queryAtEnd(values, revopsRoiFields));
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
    for (const marker of [badDataCopy.outreachCost.label, hubspotRoiCopy.licenseCost.label, 'Some values in this link were adjusted']) {
      expect(body, `${src} carries calculator code`).not.toContain(marker);
    }
  }
});

test.describe('accessibility', () => {
  for (const path of [
    `/bad-data-cost-calculator${query<BadDataInput>(badDataFields, [['contacts', '-1']])}`,
    `/hubspot-roi-calculator${query<HubspotRoiInput>(hubspotRoiFields, [['seats', 'abc']])}`,
    `/revops-roi-calculator${query<RevopsRoiInput>(revopsRoiFields, [['portfolioSize', '99']])}`,
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
