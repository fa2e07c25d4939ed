import {describe, expect, test} from '@jest/globals';
import {inputText, showValue, spokenValue, unitAdornment} from '@site/src/lib/fieldDisplay';

describe('a calculator value in its input box', () => {
  test('money and counts get thousands separators and at most two decimals', () => {
    expect(inputText(48000, 'money')).toBe('48,000');
    expect(inputText(1234.567, 'count')).toBe('1,234.57');
  });

  test('percentages and hours are written as typed', () => {
    expect(inputText(12.5, 'percent')).toBe('12.5');
    expect(inputText(1500, 'hours')).toBe('1500');
  });
});

describe('a calculator value in a sentence', () => {
  test('carries its unit', () => {
    expect(showValue(35000, 'money')).toBe('$35,000');
    expect(showValue(7.25, 'percent')).toBe('7.25%');
    expect(showValue(2.5, 'hours')).toBe('2.5 hours');
    expect(showValue(20000, 'count')).toBe('20,000');
    expect(showValue(50, 'millions')).toBe('$50M');
    expect(showValue(180, 'thousands')).toBe('$180K');
  });

  test('one hour is singular', () => {
    expect(showValue(1, 'hours')).toBe('1 hour');
    expect(showValue(0, 'hours')).toBe('0 hours');
  });
});

describe('the unit beside the box', () => {
  test('a dollar sign before money, a percent sign or "hours" after, nothing for a count', () => {
    expect(unitAdornment).toEqual({
      money: {prefix: '$'},
      millions: {prefix: '$', suffix: 'M'},
      thousands: {prefix: '$', suffix: 'K'},
      percent: {suffix: '%'},
      hours: {suffix: 'hours'},
      count: {},
    });
  });
});

describe('a calculator value as a screen reader says it', () => {
  test('units in words, with what is counted and what an amount is per', () => {
    expect(spokenValue(3, 'count', {noun: {one: 'company', other: 'companies'}})).toBe('3 companies');
    expect(spokenValue(1, 'count', {noun: {one: 'company', other: 'companies'}})).toBe('1 company');
    expect(spokenValue(1200, 'count')).toBe('1,200');
    expect(spokenValue(50, 'millions', {per: 'per company'})).toBe('50 million dollars per company');
    expect(spokenValue(180, 'thousands')).toBe('180 thousand dollars');
    expect(spokenValue(65, 'money', {per: 'an hour'})).toBe('65 dollars an hour');
    expect(spokenValue(60, 'percent')).toBe('60 percent');
    expect(spokenValue(1, 'hours')).toBe('1 hour');
  });
});
