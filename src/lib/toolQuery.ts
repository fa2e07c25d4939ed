/**
 * Reading and writing a calculator's inputs in the URL query, so a result can
 * be shared or bookmarked. A query string is input from anyone: every value is
 * checked, out-of-range values are clamped, non-numbers fall back to the
 * default, and each adjustment is reported so the page can say what it did.
 * Nothing here throws, and every value it returns is a finite number within
 * its bounds. Pure: no React, no browser globals.
 */

import type {FieldSpecs, NumberFieldSpec} from '../data/calculators';

/**
 * What was adjusted, and why:
 * - `not-a-number`: the text was not a number; the default was used.
 * - `below-min` / `above-max`: clamped to the bound.
 * - `rounded`: rounded to the nearest step.
 * - `repeated`: the key appeared more than once; the first value was used.
 */
export type AdjustmentKind = 'not-a-number' | 'below-min' | 'above-max' | 'rounded' | 'repeated';

export interface Adjustment<K extends string = string> {
  field: K;
  kind: AdjustmentKind;
  /** The text as given (cut short if long, for display). */
  given: string;
  /** The value used instead. */
  used: number;
}

export interface ReadResult {
  value: number;
  /** Set when the value used differs from what was given. */
  adjustment?: Exclude<AdjustmentKind, 'repeated'>;
}

const MAX_SHOWN_CHARS = 24;
/** Digits with an optional sign and decimal point; no exponents, hex, `Infinity` or `NaN`. */
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * Parses a number as a person types it or a link carries it. Thousands
 * separators, spaces, a leading `$` and a trailing `%` are tolerated. Returns
 * null for anything else. A number too long to represent comes back as
 * +/-Infinity so that the caller can clamp it rather than discard it.
 */
export function parseNumber(raw: string): number | null {
  const text = raw
    .replace(/[\s,_]/g, '')
    .replace(/^([+-]?)\$/, '$1')
    .replace(/%$/, '');
  if (!PLAIN_NUMBER.test(text)) return null;
  const n = Number(text);
  return Number.isNaN(n) ? null : n;
}

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

function clampToSpec(n: number, spec: NumberFieldSpec): number {
  return Math.min(spec.max, Math.max(spec.min, n));
}

/** Rounds to the spec's step grid (counted from min), without binary-fraction noise, and clamps again. */
export function snapToStep(n: number, spec: NumberFieldSpec): number {
  const steps = Math.round((n - spec.min) / spec.step);
  const snapped = Number((spec.min + steps * spec.step).toFixed(decimalsOf(spec.step)));
  // `+ 0` turns a -0 into 0, so "-0" never reaches the page.
  return clampToSpec(snapped, spec) + 0;
}

/** Checks an already-numeric value against a spec: clamps, then rounds to the step. */
export function normalizeNumber(n: number, spec: NumberFieldSpec): ReadResult {
  if (Number.isNaN(n)) return {value: spec.defaultValue, adjustment: 'not-a-number'};
  if (n < spec.min) return {value: spec.min, adjustment: 'below-min'};
  if (n > spec.max) return {value: spec.max, adjustment: 'above-max'};
  const value = snapToStep(n, spec);
  return value === n ? {value} : {value, adjustment: 'rounded'};
}

/** Reads one value as text (from a query or an input box). Empty text means the default, silently. */
export function readNumber(raw: string | null | undefined, spec: NumberFieldSpec): ReadResult {
  if (raw == null || raw.trim() === '') return {value: spec.defaultValue};
  const n = parseNumber(raw);
  if (n === null) return {value: spec.defaultValue, adjustment: 'not-a-number'};
  return normalizeNumber(n, spec);
}

function shown(raw: string): string {
  const text = raw.trim();
  return text.length > MAX_SHOWN_CHARS ? `${text.slice(0, MAX_SHOWN_CHARS)}…` : text;
}

/** The defaults of every field. */
export function defaultValues<K extends string>(specs: FieldSpecs<K>): Record<K, number> {
  const values = {} as Record<K, number>;
  for (const field of Object.keys(specs) as K[]) values[field] = specs[field].defaultValue;
  return values;
}

/**
 * Decodes a query string (with or without its `?`) into values for every
 * field, plus a list of what had to be adjusted. Unknown keys are ignored;
 * a repeated key uses its first value.
 */
export function readToolQuery<K extends string>(
  search: string,
  specs: FieldSpecs<K>,
): {values: Record<K, number>; adjustments: Adjustment<K>[]} {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    params = new URLSearchParams();
  }
  const values = defaultValues(specs);
  const adjustments: Adjustment<K>[] = [];
  for (const field of Object.keys(specs) as K[]) {
    const spec = specs[field];
    const all = params.getAll(spec.key);
    if (all.length === 0) continue;
    const raw = all[0];
    const result = readNumber(raw, spec);
    values[field] = result.value;
    if (all.length > 1) adjustments.push({field, kind: 'repeated', given: shown(all.join(', ')), used: result.value});
    if (result.adjustment) adjustments.push({field, kind: result.adjustment, given: shown(raw), used: result.value});
  }
  return {values, adjustments};
}

/**
 * Encodes every field (defaults included, so a bookmark keeps its meaning if
 * a default changes later) in the specs' order, without the leading `?`.
 * Values are normalized first, so the query never carries an out-of-range value.
 */
export function writeToolQuery<K extends string>(values: Record<K, number>, specs: FieldSpecs<K>): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(specs) as K[]) {
    const spec = specs[field];
    const value = values[field];
    params.set(spec.key, String(typeof value === 'number' ? normalizeNumber(value, spec).value : spec.defaultValue));
  }
  return params.toString();
}

/** Checks a whole set of values (e.g. from a component) against the specs. */
export function normalizeValues<K extends string>(values: Record<K, number>, specs: FieldSpecs<K>): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const field of Object.keys(specs) as K[]) {
    const value = values[field];
    out[field] = typeof value === 'number' ? normalizeNumber(value, specs[field]).value : specs[field].defaultValue;
  }
  return out;
}

/**
 * One plain sentence on what was adjusted. `label` names the input and
 * `show` writes a value the way the page does (e.g. `$65`, `12%`).
 */
export function adjustmentMessage(adjustment: Adjustment, label: string, show: (n: number) => string): string {
  const given = `\u201c${adjustment.given}\u201d`;
  const used = show(adjustment.used);
  switch (adjustment.kind) {
    case 'not-a-number':
      return `${label}: ${given} is not a number, so we used the default, ${used}.`;
    case 'below-min':
      return `${label}: ${given} is below the minimum, so we used ${used}.`;
    case 'above-max':
      return `${label}: ${given} is above the maximum, so we used ${used}.`;
    case 'rounded':
      return `${label}: ${given} falls between steps, so we used ${used}.`;
    case 'repeated':
      return `${label}: the link gives it more than once (${adjustment.given}), so we used the first value.`;
  }
}
