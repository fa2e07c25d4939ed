import {describe, expect, test} from '@jest/globals';
import {formatMoney, formatMultiple, formatNumber, formatPercent} from '@site/src/lib/format';

describe('formatMoney', () => {
  test('a million or more as $X.XM', () => {
    expect(formatMoney(1_000_000)).toBe('$1.0M');
    expect(formatMoney(9_375_000)).toBe('$9.4M');
    expect(formatMoney(250_000_000)).toBe('$250.0M');
    expect(formatMoney(-1_240_000)).toBe('-$1.2M');
  });

  test('below a million in whole dollars with separators', () => {
    expect(formatMoney(999_999)).toBe('$999,999');
    expect(formatMoney(781_250)).toBe('$781,250');
    expect(formatMoney(12_345.67)).toBe('$12,346');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-4_500)).toBe('-$4,500');
  });

  test('non-finite input is written as zero', () => {
    expect(formatMoney(NaN)).toBe('$0');
    expect(formatMoney(Infinity)).toBe('$0');
  });
});

describe('formatMultiple', () => {
  test('one decimal and an x', () => {
    expect(formatMultiple(10.416666)).toBe('10.4x');
    expect(formatMultiple(6.25)).toBe('6.3x');
    expect(formatMultiple(2)).toBe('2.0x');
    expect(formatMultiple(NaN)).toBe('0.0x');
  });
});

describe('formatPercent', () => {
  test('a ratio as a whole percentage', () => {
    expect(formatPercent(0.25)).toBe('25%');
    expect(formatPercent(9.416666)).toBe('942%');
    expect(formatPercent(17.75)).toBe('1,775%');
    expect(formatPercent(-0.25)).toBe('-25%');
    expect(formatPercent(Infinity)).toBe('0%');
  });
});

describe('formatNumber', () => {
  test('groups thousands and keeps at most the given decimals, without trailing zeros', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(2.5, 2)).toBe('2.5');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(12.04, 1)).toBe('12');
    expect(formatNumber(-4500)).toBe('-4,500');
  });

  test('rounds half away from zero on the number as written; a negative that rounds to zero is 0, not -0', () => {
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(-2.5)).toBe('-3');
    expect(formatNumber(0.125, 2)).toBe('0.13');
    expect(formatNumber(-0.004, 2)).toBe('0');
  });

  test('non-finite input is written as zero', () => {
    expect(formatNumber(NaN, 2)).toBe('0');
    expect(formatNumber(-Infinity)).toBe('0');
  });

  test('agrees with Intl.NumberFormat en-US across magnitudes and decimals', () => {
    const values = [0.5, 1.5, 12.345, 99.995, 1_000.5, 12_345.675, 999_999.5, 1_234_567.005, 98_765_432.1, 0.049, 7, 2_000_000];
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('en-US', {maximumFractionDigits: digits});
      for (const v of values) {
        expect(formatNumber(v, digits)).toBe(intl.format(v));
        // Intl writes a negative amount that rounds to zero as "-0"; the site writes "0".
        expect(formatNumber(-v, digits)).toBe(intl.format(-v).replace(/^-0$/, '0'));
      }
      // A deterministic spread of values with up to three decimals.
      for (let i = 1; i < 4000; i += 1) {
        const v = (i * 7919) / 1000;
        expect(formatNumber(v, digits)).toBe(intl.format(v));
      }
    }
  });
});
