import {describe, expect, test} from '@jest/globals';
import {hubspotRoi, paybackMonths} from '@site/src/lib/hubspotRoi';
import {MONTHS_BEFORE_BENEFITS, YEARS_SHOWN, hubspotRoiFields, type HubspotRoiInputs} from '@site/src/data/hubspotRoi';
import {defaultValues, readToolQuery} from '@site/src/lib/toolQuery';

const defaults = defaultValues(hubspotRoiFields);

/** A company whose only benefit is retired tools: easy numbers to check by hand. */
const toolsOnly: HubspotRoiInputs = {
  ...defaults,
  seats: 1,
  hoursSaved: 0,
  conversionLift: 0,
  currentToolCost: 24_000,
  licenseCost: 12_000,
  implementationCost: 0,
};

describe('constants', () => {
  test('benefits start after four months; three years shown', () => {
    expect(MONTHS_BEFORE_BENEFITS).toBe(4);
    expect(YEARS_SHOWN).toBe(3);
  });

  test('every default lies within its bounds, and the license can never be zero', () => {
    for (const spec of Object.values(hubspotRoiFields)) {
      expect(spec.defaultValue).toBeGreaterThanOrEqual(spec.min);
      expect(spec.defaultValue).toBeLessThanOrEqual(spec.max);
    }
    expect(hubspotRoiFields.licenseCost.min).toBeGreaterThan(0);
  });
});

describe('hubspotRoi at the defaults (hand-computed)', () => {
  const r = hubspotRoi(defaults);

  test('the defaults are the ones the page shows', () => {
    expect(defaults).toEqual({
      seats: 20,
      currentToolCost: 30_000,
      licenseCost: 48_000,
      implementationCost: 35_000,
      hoursSaved: 2,
      costPerHour: 65,
      conversionLift: 5,
      dealSize: 25_000,
      dealsPerYear: 120,
      grossMargin: 70,
    });
  });

  test('yearly benefit: $124,800 time + $30,000 tools + $105,000 margin = $259,800', () => {
    // 20 seats x 2 h x 48 weeks x $65
    expect(r.timeSavings).toBe(124_800);
    expect(r.toolSavings).toBe(30_000);
    // 120 deals x 5% = 6 deals x $25,000 x 70%
    expect(r.extraDeals).toBeCloseTo(6, 12);
    expect(r.extraGrossProfit).toBeCloseTo(105_000, 6);
    expect(r.annualBenefit).toBeCloseTo(259_800, 6);
  });

  test('year one: $173,200 benefit (8 of 12 months) against $83,000 cost, ROI 108.67%', () => {
    expect(r.yearOneBenefit).toBeCloseTo(173_200, 6);
    expect(r.yearOneCost).toBe(83_000);
    expect(r.yearOneNet).toBeCloseTo(90_200, 6);
    expect(r.yearOneRoi).toBeCloseTo(90_200 / 83_000, 12);
  });

  test('payback: (35,000 + 4 x 21,650) / (21,650 - 4,000) = 6.89, so month 7', () => {
    expect(r.paybackMonths).toBe(7);
  });

  test('three-year view', () => {
    expect(r.years).toHaveLength(3);
    const rows = r.years.map((y) => [y.year, y.benefit, y.cost, y.net, y.cumulativeNet, y.cumulativeRoi]);
    const expected = [
      [1, 173_200, 83_000, 90_200, 90_200, 90_200 / 83_000],
      [2, 259_800, 48_000, 211_800, 302_000, 302_000 / 131_000],
      [3, 259_800, 48_000, 211_800, 513_800, 513_800 / 179_000],
    ];
    rows.forEach((row, i) => row.forEach((value, j) => expect(value).toBeCloseTo(expected[i][j], 6)));
  });
});

describe('paybackMonths', () => {
  test('an exact month is not rounded up: (0 + 4 x 2,000) / (2,000 - 1,000) = 8', () => {
    expect(paybackMonths(0, 1_000, 2_000)).toBe(8);
  });

  test('one dollar more needs another month', () => {
    expect(paybackMonths(1, 1_000, 2_000)).toBe(9);
  });

  test('binary fractions do not add a month', () => {
    // (0.1 + 0.2) * 10 style noise: 4 x 0.3 / 0.15 = 8 exactly on paper
    expect(paybackMonths(0, 0.15, 0.3)).toBe(8);
  });

  test('never pays back when the benefit does not beat the license', () => {
    expect(paybackMonths(0, 1_000, 1_000)).toBeNull();
    expect(paybackMonths(10_000, 1_000, 500)).toBeNull();
    expect(paybackMonths(0, 1_000, NaN)).toBeNull();
  });
});

describe('hubspotRoi at other hand-computed points', () => {
  test('tools only: $24,000 a year against a $12,000 license', () => {
    const r = hubspotRoi(toolsOnly);
    expect(r.annualBenefit).toBe(24_000);
    // 8 months of $2,000
    expect(r.yearOneBenefit).toBe(16_000);
    expect(r.yearOneCost).toBe(12_000);
    expect(r.yearOneRoi).toBeCloseTo(1 / 3, 12);
    expect(r.paybackMonths).toBe(8);
    expect(r.years.map((y) => y.cumulativeNet)).toEqual([4_000, 16_000, 28_000]);
  });

  test('no benefit at all: ROI -100% in year one, no payback, losses grow by the license', () => {
    const r = hubspotRoi({...toolsOnly, currentToolCost: 0, implementationCost: 20_000});
    expect(r.annualBenefit).toBe(0);
    expect(r.yearOneRoi).toBe(-1);
    expect(r.paybackMonths).toBeNull();
    expect(r.years.map((y) => y.cumulativeNet)).toEqual([-32_000, -44_000, -56_000]);
    expect(r.years[2].cumulativeRoi).toBe(-1);
  });

  test('a licence at its floor with no other cost keeps ROI finite', () => {
    const r = hubspotRoi({...toolsOnly, licenseCost: 0, implementationCost: 0});
    expect(r.inputs.licenseCost).toBe(100);
    // 16,000 benefit against $100
    expect(r.yearOneRoi).toBeCloseTo(159, 12);
    expect(Number.isFinite(r.yearOneRoi)).toBe(true);
  });

  test('every input at its maximum stays finite', () => {
    const maxes = Object.fromEntries(Object.entries(hubspotRoiFields).map(([k, s]) => [k, s.max])) as HubspotRoiInputs;
    const r = hubspotRoi(maxes);
    // 1,000 x 20 x 48 x 500 + 5,000,000 + 100,000 x 100% x 10,000,000 x 100%
    expect(r.annualBenefit).toBe(480_000_000 + 5_000_000 + 1_000_000_000_000);
    expect(Number.isFinite(r.yearOneRoi)).toBe(true);
    expect(r.paybackMonths).toBe(5);
  });
});

describe('hubspotRoi with hostile inputs', () => {
  test('NaN, Infinity and negatives are checked before use', () => {
    const r = hubspotRoi({
      ...defaults,
      seats: NaN,
      currentToolCost: -50_000,
      licenseCost: -Infinity,
      implementationCost: Infinity,
      conversionLift: 400,
    } as HubspotRoiInputs);
    expect(r.inputs).toMatchObject({seats: 20, currentToolCost: 0, licenseCost: 100, implementationCost: 2_000_000, conversionLift: 100});
    for (const value of [r.annualBenefit, r.yearOneBenefit, r.yearOneCost, r.yearOneRoi, ...r.years.map((y) => y.cumulativeRoi)]) {
      expect(Number.isFinite(value)).toBe(true);
    }
    expect(r.yearOneCost).toBeGreaterThan(0);
  });

  test('a hostile query string decodes to sane inputs', () => {
    const {values, adjustments} = readToolQuery('?seats=0&license=-1&lift=abc&deals=1e5&margin=101&margin=50', hubspotRoiFields);
    expect(values).toMatchObject({seats: 1, licenseCost: 100, conversionLift: 5, dealsPerYear: 120, grossMargin: 100});
    expect(adjustments.map((a) => `${a.field}:${a.kind}`)).toEqual([
      'seats:below-min',
      'licenseCost:below-min',
      'conversionLift:not-a-number',
      'dealsPerYear:not-a-number',
      'grossMargin:repeated',
      'grossMargin:above-max',
    ]);
  });
});
