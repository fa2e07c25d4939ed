import {describe, expect, test} from '@jest/globals';
import {revopsRoiAssumptions, revopsRoiCopy, revopsRoiFields, revopsRoiOrder} from '@site/src/data/revopsRoi';
import {marketRates, programPricing} from '@site/src/data/pricing';
import {showValue, spokenValue} from '@site/src/lib/fieldDisplay';
import {computeRoi} from '@site/src/lib/roi';
import {defaultValues, normaliseNumber, readNumber, readToolQuery, writeToolQuery} from '@site/src/lib/toolQuery';

const DEFAULT_ROI_INPUTS = defaultValues(revopsRoiFields);

describe('RevOps ROI inputs, bounded once by the normalizer', () => {
  test('keys, bounds, steps and defaults of the four sliders, in order', () => {
    expect(revopsRoiOrder).toEqual(['portfolioSize', 'avgRevenue', 'currentEfficiency', 'implementationCost']);
    expect(DEFAULT_ROI_INPUTS).toEqual({portfolioSize: 5, avgRevenue: 50, currentEfficiency: 60, implementationCost: 180});
    expect(revopsRoiFields).toEqual({
      portfolioSize: {key: 'companies', min: 2, max: 20, step: 1, defaultValue: 5},
      avgRevenue: {key: 'revenue', min: 10, max: 500, step: 10, defaultValue: 50},
      currentEfficiency: {key: 'efficiency', min: 30, max: 80, step: 1, defaultValue: 60},
      implementationCost: {key: 'cost', min: 100, max: 300, step: 10, defaultValue: 180},
    });
  });

  test("the cost slider spans our program's fee, per company; the market's bands all sit below it", () => {
    const {min, max, defaultValue} = revopsRoiFields.implementationCost;
    expect([min * 1_000, max * 1_000, defaultValue * 1_000]).toEqual([programPricing.low, programPricing.high, programPricing.typical]);
    for (const band of marketRates.bands) expect(band.low).toBeLessThan(min * 1_000);
    // The method names the market bands as other firms' rates, never as ours.
    const cost = revopsRoiAssumptions.map((a) => `${a.text} ${a.source}`).join(' ');
    expect(cost).toContain(marketRates.bands[0].range);
    expect(cost).not.toMatch(/\bour (?:project )?bands\b/i);
  });

  test('reads the documented example link', () => {
    expect(readToolQuery('?companies=5&revenue=50&efficiency=60&cost=180', revopsRoiFields)).toEqual({
      values: DEFAULT_ROI_INPUTS,
      adjustments: [],
    });
  });

  test('writes the defaults as the documented example link', () => {
    expect(writeToolQuery(DEFAULT_ROI_INPUTS, revopsRoiFields)).toBe('companies=5&revenue=50&efficiency=60&cost=180');
  });

  test('empty query: the defaults, nothing to report', () => {
    expect(readToolQuery('', revopsRoiFields)).toEqual({values: DEFAULT_ROI_INPUTS, adjustments: []});
  });

  test('negative, huge, non-numeric and off-step values are clamped or replaced, each reported', () => {
    const {values, adjustments} = readToolQuery(`?companies=-4&revenue=${'9'.repeat(40)}&efficiency=high&cost=155`, revopsRoiFields);
    expect(values).toEqual({portfolioSize: 2, avgRevenue: 500, currentEfficiency: 60, implementationCost: 160});
    expect(adjustments.map((a) => `${a.field}:${a.kind}:${a.used}`)).toEqual([
      'portfolioSize:below-min:2',
      'avgRevenue:above-max:500',
      'currentEfficiency:not-a-number:60',
      'implementationCost:rounded:160',
    ]);
  });

  test('an efficiency of 85 or more, which would empty the formula\u2019s gap, is clamped to 80', () => {
    const {values} = readToolQuery('?efficiency=100', revopsRoiFields);
    expect(values.currentEfficiency).toBe(80);
    const result = computeRoi(values);
    expect(Number.isFinite(result.breakEvenMonths)).toBe(true);
    expect(result.additionalRevenue).toBeGreaterThan(0);
  });

  test('repeated keys use the first value', () => {
    const {values, adjustments} = readToolQuery('?companies=12&companies=3&cost=300&cost=100', revopsRoiFields);
    expect(values.portfolioSize).toBe(12);
    expect(values.implementationCost).toBe(300);
    expect(adjustments.map((a) => `${a.field}:${a.kind}`)).toEqual(['portfolioSize:repeated', 'implementationCost:repeated']);
  });

  test('the formula at the most hostile link still gives finite figures', () => {
    const {values} = readToolQuery('?companies=Infinity&revenue=-1e999&efficiency=-0&cost=NaN', revopsRoiFields);
    expect(values).toEqual({portfolioSize: 5, avgRevenue: 50, currentEfficiency: 30, implementationCost: 180});
    const r = computeRoi(values);
    // 5 x $50M = $250M; gap 55 points; x 0.15 = $20.625M; investment $900,000
    expect(r.additionalRevenue).toBe(20_625_000);
    expect(r.implementationCost).toBe(900_000);
    expect(r.breakEvenMonths).toBe(1);
  });

  test('a slider value outside its range is clamped, and an off-step one snapped, by the same normalizer', () => {
    expect(normaliseNumber(1, revopsRoiFields.portfolioSize).value).toBe(2);
    expect(normaliseNumber(900, revopsRoiFields.avgRevenue).value).toBe(500);
    expect(normaliseNumber(95, revopsRoiFields.currentEfficiency).value).toBe(80);
    expect(normaliseNumber(50, revopsRoiFields.implementationCost).value).toBe(100);
    expect(normaliseNumber(123, revopsRoiFields.avgRevenue).value).toBe(120);
    expect(normaliseNumber(186, revopsRoiFields.implementationCost).value).toBe(190);
    expect(readNumber('12', revopsRoiFields.portfolioSize).value).toBe(12);
    expect(readNumber('lots', revopsRoiFields.avgRevenue).value).toBe(50);
  });

  test('each slider shows and speaks its value in its unit', () => {
    const shown = revopsRoiOrder.map((field) => showValue(DEFAULT_ROI_INPUTS[field], revopsRoiCopy[field].unit));
    expect(shown).toEqual(['5', '$50M', '60%', '$180K']);
    const spoken = revopsRoiOrder.map((field) => spokenValue(DEFAULT_ROI_INPUTS[field], revopsRoiCopy[field].unit, revopsRoiCopy[field]));
    expect(spoken).toEqual(['5 companies', '50 million dollars per company', '60 percent', '180 thousand dollars per company']);
    expect(spokenValue(1, 'count', revopsRoiCopy.portfolioSize)).toBe('1 company');
  });
});
