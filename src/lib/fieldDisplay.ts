/** How a calculator input's value is written in its box and in notes, by unit. */
import type {FieldUnit} from '../data/badDataCost';
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
    case 'percent':
      return `${formatNumber(n, 2)}%`;
    case 'hours':
      return `${formatNumber(n, 2)} ${n === 1 ? 'hour' : 'hours'}`;
    case 'count':
      return formatNumber(n, 2);
  }
}

export const unitAdornment: Record<FieldUnit, {prefix?: string; suffix?: string}> = {
  money: {prefix: '$'},
  percent: {suffix: '%'},
  hours: {suffix: 'hours'},
  count: {},
};
