import {describe, expect, test} from '@jest/globals';
import {formatMoney, formatMultiple, formatPercent} from '@site/src/lib/format';

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
