/** How a calculator input's value is written in its box, in notes and to a screen reader, by unit. */
import type {FieldUnit} from '../data/calculators';
import {formatNumber} from './format';

/** The text inside the input box (the unit sits beside it). */
export function inputText(n: number, unit: FieldUnit): string {
  return unit === 'count' || unit === 'money' ? formatNumber(n, 2) : String(n);
}

/** The value with its unit, as a sentence would write it. */
export function showValue(n: number, unit: FieldUnit): string {
  switch (unit) {
    case 'money':
      return `$${formatNumber(n, 2)}`;
    case 'millions':
      return `$${formatNumber(n, 2)}M`;
    case 'thousands':
      return `$${formatNumber(n, 2)}K`;
    case 'percent':
      return `${formatNumber(n, 2)}%`;
    case 'hours':
      return `${formatNumber(n, 2)} ${n === 1 ? 'hour' : 'hours'}`;
    case 'count':
      return formatNumber(n, 2);
  }
}

/** What counts a count: the noun in the singular and the plural. */
export interface Noun {
  one: string;
  other: string;
}

/**
 * The value as a screen reader should say it (a slider's aria-valuetext):
 * units in words, with what is counted and what an amount is per.
 */
export function spokenValue(n: number, unit: FieldUnit, {noun, per}: {noun?: Noun; per?: string} = {}): string {
  const amount = formatNumber(n, 2);
  const perPart = per ? ` ${per}` : '';
  switch (unit) {
    case 'money':
      return `${amount} dollars${perPart}`;
    case 'millions':
      return `${amount} million dollars${perPart}`;
    case 'thousands':
      return `${amount} thousand dollars${perPart}`;
    case 'percent':
      return `${amount} percent`;
    case 'hours':
      return `${amount} ${n === 1 ? 'hour' : 'hours'}`;
    case 'count':
      return noun ? `${amount} ${n === 1 ? noun.one : noun.other}` : amount;
  }
}

export const unitAdornment: Record<FieldUnit, {prefix?: string; suffix?: string}> = {
  money: {prefix: '$'},
  millions: {prefix: '$', suffix: 'M'},
  thousands: {prefix: '$', suffix: 'K'},
  percent: {suffix: '%'},
  hours: {suffix: 'hours'},
  count: {},
};
