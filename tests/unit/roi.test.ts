import {describe, expect, test} from '@jest/globals';
import {revopsRoiFields, type RevopsRoiInputs} from '@site/src/data/revopsRoi';
import {computeRoi} from '@site/src/lib/roi';
import {defaultValues, readNumber} from '@site/src/lib/toolQuery';

const DEFAULT_ROI_INPUTS = defaultValues(revopsRoiFields);
const withInput = (patch: Partial<RevopsRoiInputs>): RevopsRoiInputs => ({...DEFAULT_ROI_INPUTS, ...patch});

describe('computeRoi, hand-computed', () => {
  test('defaults: 5 companies x $50M, 60% efficiency, $180K each', () => {
    // 5 x 50 x 1,000,000 = 250,000,000; gap (85 - 60) / 100 = 0.25; x 0.15 = 9,375,000.
    // investment 180 x 1,000 x 5 = 900,000; ROI = 8,475,000 / 900,000 = 9.41666...
    // monthly 781,250; break-even 900,000 / 781,250 = 1.152 -> 2 (rounded up).
    const out = computeRoi(DEFAULT_ROI_INPUTS);
    expect(out.totalRevenue).toBe(250_000_000);
    expect(out.additionalRevenue).toBe(9_375_000);
    expect(out.implementationCost).toBe(900_000);
    expect(out.yearOneROI).toBeCloseTo(8_475_000 / 900_000, 10);
    expect(out.monthlyGain).toBe(781_250);
    expect(out.breakEvenMonths).toBe(2);
    expect(out.returnMultiple).toBeCloseTo(10.41667, 4);
  });

  test('portfolio size at its bounds (2 and 20)', () => {
    const low = computeRoi(withInput({portfolioSize: 2}));
    expect(low.additionalRevenue).toBe(3_750_000); // 100M x 0.25 x 0.15
    expect(low.implementationCost).toBe(360_000);
    expect(low.breakEvenMonths).toBe(2); // 360,000 / 312,500 = 1.152
    const high = computeRoi(withInput({portfolioSize: 20}));
    expect(high.additionalRevenue).toBe(37_500_000); // 1,000M x 0.25 x 0.15
    expect(high.implementationCost).toBe(3_600_000);
    expect(high.monthlyGain).toBe(3_125_000);
    expect(high.yearOneROI).toBeCloseTo(33_900_000 / 3_600_000, 10);
  });

  test('average revenue at its bounds ($10M and $500M)', () => {
    const low = computeRoi(withInput({avgRevenue: 10}));
    expect(low.additionalRevenue).toBe(1_875_000); // 50M x 0.25 x 0.15
    expect(low.yearOneROI).toBeCloseTo(975_000 / 900_000, 10);
    expect(low.breakEvenMonths).toBe(6); // 900,000 / 156,250 = 5.76 -> 6
    const high = computeRoi(withInput({avgRevenue: 500}));
    expect(high.additionalRevenue).toBe(93_750_000);
    expect(high.monthlyGain).toBe(7_812_500);
    expect(high.breakEvenMonths).toBe(1); // 0.1152 -> 1
    expect(high.returnMultiple).toBeCloseTo(93_750_000 / 900_000, 10);
  });

  test('efficiency at its bounds (30% and 80%)', () => {
    const low = computeRoi(withInput({currentEfficiency: 30}));
    expect(low.additionalRevenue).toBe(20_625_000); // gap 0.55
    expect(low.breakEvenMonths).toBe(1); // 900,000 / 1,718,750 = 0.52 -> 1
    const high = computeRoi(withInput({currentEfficiency: 80}));
    expect(high.additionalRevenue).toBe(1_875_000); // gap 0.05
    expect(high.monthlyGain).toBe(156_250);
    expect(high.yearOneROI).toBeCloseTo(975_000 / 900_000, 10);
    expect(high.breakEvenMonths).toBe(6); // 5.76 rounds up, never down
  });

  test('implementation cost at its bounds ($100K and $300K)', () => {
    const low = computeRoi(withInput({implementationCost: 100}));
    expect(low.implementationCost).toBe(500_000);
    expect(low.yearOneROI).toBeCloseTo(17.75, 10); // 8,875,000 / 500,000
    expect(low.breakEvenMonths).toBe(1); // 0.64 -> 1
    const high = computeRoi(withInput({implementationCost: 300}));
    expect(high.implementationCost).toBe(1_500_000);
    expect(high.yearOneROI).toBeCloseTo(5.25, 10); // 7,875,000 / 1,500,000
    expect(high.returnMultiple).toBeCloseTo(6.25, 10);
    expect(high.breakEvenMonths).toBe(2); // 1.92 -> 2
  });

  test('a break-even that is an exact whole number is not rounded up further', () => {
    // 2 companies x $10M at 80%: additional 150,000; investment at $100K = 200,000... 16 months exactly.
    const out = computeRoi({portfolioSize: 2, avgRevenue: 10, currentEfficiency: 80, implementationCost: 100});
    expect(out.additionalRevenue).toBe(150_000);
    expect(out.implementationCost).toBe(200_000);
    expect(out.breakEvenMonths).toBe(16); // 200,000 x 12 / 150,000 = 16
    expect(out.yearOneROI).toBeCloseTo(-0.25, 10);
  });

  test('never returns NaN or Infinity for anything the normalizer lets through', () => {
    const hostile = ['0', '-5', '85', '200', 'NaN', 'Infinity', '-1e999', '1e12', '', 'lots'];
    for (const raw of hostile) {
      const inputs = Object.fromEntries(
        (Object.keys(revopsRoiFields) as (keyof RevopsRoiInputs)[]).map((field) => [field, readNumber(raw, revopsRoiFields[field]).value]),
      ) as RevopsRoiInputs;
      for (const value of Object.values(computeRoi(inputs))) expect(Number.isFinite(value)).toBe(true);
    }
  });
});
