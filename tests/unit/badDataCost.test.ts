import {describe, expect, test} from '@jest/globals';
import {badDataCost, combinedShare} from '@site/src/lib/badDataCost';
import {RULE_1_10_100, badDataFields, type BadDataInputs} from '@site/src/data/badDataCost';
import {defaultValues, readToolQuery} from '@site/src/lib/toolQuery';
import {WORKING_WEEKS_PER_YEAR} from '@site/src/data/calculators';
import {hubspotRoi} from '@site/src/lib/hubspotRoi';
import {hubspotRoiFields} from '@site/src/data/hubspotRoi';

const defaults = defaultValues(badDataFields);

describe('constants', () => {
  test('the 1-10-100 rule and the 48-week year', () => {
    expect(RULE_1_10_100).toEqual({verifyAtEntry: 1, cleanLater: 10, failInUse: 100});
    expect(WORKING_WEEKS_PER_YEAR).toBe(48);
  });

  test('every default lies within its bounds', () => {
    for (const spec of Object.values(badDataFields)) {
      expect(spec.defaultValue).toBeGreaterThanOrEqual(spec.min);
      expect(spec.defaultValue).toBeLessThanOrEqual(spec.max);
    }
  });
});

describe('combinedShare', () => {
  test('counts a record with several defects once', () => {
    expect(combinedShare(0.12, 0.2, 0.2)).toBeCloseTo(0.4368, 12);
    expect(combinedShare(0.5, 0.5)).toBeCloseTo(0.75, 12);
    expect(combinedShare(0, 0, 0)).toBe(0);
    expect(combinedShare(1, 0)).toBe(1);
    expect(combinedShare()).toBe(0);
  });
});

describe('badDataCost at the defaults (hand-computed)', () => {
  const r = badDataCost(defaults);

  test('the defaults are the ones the page shows', () => {
    expect(defaults).toEqual({
      contacts: 50_000,
      companies: 10_000,
      duplicatePct: 12,
      incompletePct: 20,
      stalePct: 20,
      recordsPerMonth: 1_500,
      teamSize: 25,
      hoursLostPerWeek: 3,
      costPerHour: 65,
      dealValue: 25_000,
      dealsLost: 4,
      grossMargin: 70,
      outreachCost: 3,
    });
  });

  test('wasted time: 25 people x 3 h x 48 weeks x $65 = $234,000', () => {
    expect(r.wastedTime).toBe(234_000);
  });

  test('lost deals at gross margin: 4 x $25,000 x 70% = $70,000; their $100,000 of revenue is at risk, apart', () => {
    expect(r.lostDeals).toBe(70_000);
    expect(r.revenueAtRisk).toBe(100_000);
  });

  test('wasted outreach: 50,000 contacts x (1 - 0.88 x 0.80) = 29.6% x $3 = $44,400', () => {
    expect(r.wastedContactShare).toBeCloseTo(0.296, 12);
    expect(r.wastedOutreach).toBeCloseTo(44_400, 6);
  });

  test('cleanup: 18,000 new records x (1 - 0.88 x 0.80 x 0.80) = 43.68% x $10 = $78,624', () => {
    expect(r.recordsPerYear).toBe(18_000);
    expect(r.defectShare).toBeCloseTo(0.4368, 12);
    expect(r.flawedNewRecordsPerYear).toBeCloseTo(7_862.4, 6);
    expect(r.cleanup).toBeCloseTo(78_624, 6);
  });

  test('total, costs only: $234,000 + $70,000 + $44,400 + $78,624 = $427,024, the revenue at risk left out', () => {
    expect(r.total).toBeCloseTo(427_024, 6);
    expect(r.total).toBeCloseTo(r.wastedTime + r.lostDeals + r.wastedOutreach + r.cleanup, 6);
  });

  test('the 1-10-100 comparison: $18,000 to verify at entry, $786,240 if left to fail, $262,080 backlog', () => {
    expect(r.verifyAtEntry).toBe(18_000);
    expect(r.failInUse).toBeCloseTo(786_240, 6);
    expect(r.flawedRecords).toBeCloseTo(26_208, 6);
    expect(r.backlogCleanup).toBeCloseTo(262_080, 6);
  });
});

describe('badDataCost at other hand-computed points', () => {
  test('clean data wastes no outreach and needs no cleanup', () => {
    const r = badDataCost({...defaults, duplicatePct: 0, incompletePct: 0, stalePct: 0});
    expect(r.wastedOutreach).toBe(0);
    expect(r.cleanup).toBe(0);
    expect(r.backlogCleanup).toBe(0);
    expect(r.total).toBe(234_000 + 70_000);
  });

  test('the margin values lost deals: none at 0%, their whole revenue at 100%; the revenue at risk stays', () => {
    const none = badDataCost({...defaults, grossMargin: 0});
    expect(none.lostDeals).toBe(0);
    expect(none.revenueAtRisk).toBe(100_000);
    expect(none.total).toBeCloseTo(234_000 + 44_400 + 78_624, 6);
    const whole = badDataCost({...defaults, grossMargin: 100});
    expect(whole.lostDeals).toBe(100_000);
    // 3 deals x $40,000 x 35% = $42,000
    expect(badDataCost({...defaults, dealsLost: 3, dealValue: 40_000, grossMargin: 35}).lostDeals).toBe(42_000);
  });

  test('on the basis of the HubSpot ROI calculator: a lost deal costs what a won deal earns there', () => {
    const deal = {dealValue: 25_000, grossMargin: 70};
    const lost = badDataCost({...defaults, ...deal, dealsLost: 6});
    // HubSpot ROI: 120 deals x 5% lift = 6 extra deals x $25,000 x 70% = $105,000
    const won = hubspotRoi({
      ...defaultValues(hubspotRoiFields),
      dealSize: deal.dealValue,
      grossMargin: deal.grossMargin,
      dealsPerYear: 120,
      conversionLift: 5,
    });
    expect(badDataFields.grossMargin).toEqual(hubspotRoiFields.grossMargin);
    expect(lost.lostDeals).toBe(105_000);
    expect(won.extraGrossProfit).toBeCloseTo(lost.lostDeals, 6);
  });

  test('incomplete records alone waste no outreach but still need cleanup', () => {
    const r = badDataCost({...defaults, duplicatePct: 0, incompletePct: 50, stalePct: 0, recordsPerMonth: 100});
    expect(r.wastedOutreach).toBe(0);
    // 1,200 new records a year x 50% x $10
    expect(r.cleanup).toBe(6_000);
  });

  test('a small team: 1 person x 0.5 h x 48 x $10 = $240 of time', () => {
    const r = badDataCost({...defaults, teamSize: 1, hoursLostPerWeek: 0.5, costPerHour: 10});
    expect(r.wastedTime).toBe(240);
  });

  test('every input at its minimum costs nothing and is never negative', () => {
    const mins = Object.fromEntries(Object.entries(badDataFields).map(([k, s]) => [k, s.min])) as BadDataInputs;
    const r = badDataCost(mins);
    expect(r.total).toBe(0);
    expect(r.inputs.teamSize).toBe(1);
    expect(r.inputs.costPerHour).toBe(10);
  });

  test('every input at its maximum stays finite (hand-computed)', () => {
    const maxes = Object.fromEntries(Object.entries(badDataFields).map(([k, s]) => [k, s.max])) as BadDataInputs;
    const r = badDataCost(maxes);
    // 5,000 x 40 x 48 x 500
    expect(r.wastedTime).toBe(4_800_000_000);
    // 10,000 x 10,000,000 x 100%
    expect(r.lostDeals).toBe(100_000_000_000);
    expect(r.revenueAtRisk).toBe(100_000_000_000);
    // 10,000,000 contacts, all wasted, x $100
    expect(r.wastedOutreach).toBe(1_000_000_000);
    // 6,000,000 new records, all flawed, x $10
    expect(r.cleanup).toBe(60_000_000);
    expect(r.total).toBe(105_860_000_000);
    expect(Number.isFinite(r.total)).toBe(true);
  });
});

describe('badDataCost with hostile inputs', () => {
  test('NaN, Infinity and negative values are checked before use: never NaN, never negative', () => {
    const hostile = {
      ...defaults,
      contacts: NaN,
      companies: -Infinity,
      duplicatePct: 250,
      incompletePct: -20,
      stalePct: Infinity,
      teamSize: -4,
      costPerHour: 0,
      dealsLost: -10,
      grossMargin: 150,
    } as BadDataInputs;
    const r = badDataCost(hostile);
    expect(r.inputs.contacts).toBe(50_000);
    expect(r.inputs.companies).toBe(0);
    expect(r.inputs.duplicatePct).toBe(100);
    expect(r.inputs.incompletePct).toBe(0);
    expect(r.inputs.stalePct).toBe(100);
    expect(r.inputs.teamSize).toBe(1);
    expect(r.inputs.costPerHour).toBe(10);
    expect(r.inputs.dealsLost).toBe(0);
    expect(r.inputs.grossMargin).toBe(100);
    for (const value of [r.wastedTime, r.lostDeals, r.revenueAtRisk, r.wastedOutreach, r.cleanup, r.total]) {
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }
    // 1 x 3 x 48 x 10
    expect(r.wastedTime).toBe(1_440);
    // every contact duplicated and stale: 50,000 x $3
    expect(r.wastedOutreach).toBe(150_000);
  });

  test('a hostile query string decodes to sane inputs and a sane result', () => {
    const {values, adjustments} = readToolQuery(
      '?contacts=-5&companies=ten&duplicates=1e9&stale=%20&team=0&team=9&hours=999&rate=&deal=99999999999999999999999&margin=-5&outreach=NaN',
      badDataFields,
    );
    expect(values).toMatchObject({
      contacts: 0,
      companies: 10_000,
      duplicatePct: 12,
      stalePct: 20,
      teamSize: 1,
      hoursLostPerWeek: 40,
      costPerHour: 65,
      dealValue: 10_000_000,
      grossMargin: 0,
      outreachCost: 3,
    });
    expect(adjustments.map((a) => `${a.field}:${a.kind}`)).toEqual([
      'contacts:below-min',
      'companies:not-a-number',
      'duplicatePct:not-a-number',
      'teamSize:repeated',
      'teamSize:below-min',
      'hoursLostPerWeek:above-max',
      'dealValue:above-max',
      'grossMargin:below-min',
      'outreachCost:not-a-number',
    ]);
    const r = badDataCost(values);
    expect(Number.isFinite(r.total)).toBe(true);
    expect(r.total).toBeGreaterThan(0);
  });
});
