/** How an input's value is written in its box and in notes, by unit. */
import type {FieldUnit} from '@site/src/data/badDataCost';

const grouped = new Intl.NumberFormat('en-US', {maximumFractionDigits: 2});

/** The text inside the input box (the unit sits beside it). */
export function inputText(n: number, unit: FieldUnit): string {
  return unit === 'count' || unit === 'money' ? grouped.format(n) : String(n);
}

/** The value with its unit, as a sentence would write it. */
export function showValue(n: number, unit: FieldUnit): string {
  switch (unit) {
    case 'money':
      return `$${grouped.format(n)}`;
    case 'percent':
      return `${grouped.format(n)}%`;
    case 'hours':
      return `${grouped.format(n)} ${n === 1 ? 'hour' : 'hours'}`;
    case 'count':
      return grouped.format(n);
  }
}

export const unitAdornment: Record<FieldUnit, {prefix?: string; suffix?: string}> = {
  money: {prefix: '$'},
  percent: {suffix: '%'},
  hours: {suffix: 'hours'},
  count: {},
};
