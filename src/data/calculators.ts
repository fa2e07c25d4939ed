/**
 * What the three calculators share: the shape of an input (its bounds,
 * default and query key, and the words around its box), the fields that mean
 * the same in every tool, written once, and the conventions every estimate
 * follows. Each tool's own inputs are in ./badDataCost.ts, ./hubspotRoi.ts and
 * ./revopsRoi.ts; the normalizer that bounds every value is
 * `src/lib/toolQuery.ts`.
 */

/** Bounds and default of one numeric input, and the key it travels under in the query. */
export interface NumberFieldSpec {
  /** Query-string key, short and stable: links in the wild depend on it. */
  key: string;
  min: number;
  max: number;
  /** Granularity: values are rounded to a multiple of `step` counted from `min`. */
  step: number;
  defaultValue: number;
}

export type FieldSpecs<K extends string> = Record<K, NumberFieldSpec>;

/**
 * How a value is written: a count, a percentage, dollars, hours, or dollars
 * in millions or thousands (the RevOps ROI sliders).
 */
export type FieldUnit = 'count' | 'percent' | 'money' | 'hours' | 'millions' | 'thousands';

export interface FieldCopy {
  label: string;
  unit: FieldUnit;
  /** One line under the input: what to enter and where to find it. */
  help: string;
  /** How far ArrowUp/ArrowDown move the value (PageUp/PageDown move ten times as far). */
  nudge: number;
}

/** A calculator's inputs under one heading. */
export interface FieldGroup<K extends string> {
  legend: string;
  fields: K[];
}

/** One assumption of a calculator's "How we calculate this" section. */
export interface Assumption {
  title: string;
  text: string;
  /** Where the number or the rule comes from. */
  source: string;
}

/** Working weeks in a year: 52 less holidays and vacation. */
export const WORKING_WEEKS_PER_YEAR = 48;

/** The loaded cost of an hour of a person's time, in the bad-data and HubSpot ROI calculators. */
export const costPerHourField = {
  spec: {key: 'rate', min: 10, max: 500, step: 1, defaultValue: 65},
  copy: {
    label: 'Loaded cost per hour',
    unit: 'money',
    help: 'Salary, benefits and overhead divided by working hours (about 1,900 a year).',
    nudge: 5,
  },
} as const satisfies {spec: NumberFieldSpec; copy: FieldCopy};

/**
 * Gross margin, the share of a deal's revenue left after direct costs. Both
 * deal-based calculators value a deal at it, a deal lost to bad data as much
 * as a deal a HubSpot rebuild wins, so a cost and a return sit on one basis:
 * profit, not revenue. Revenue is never added to a cost.
 */
export const grossMarginField = {
  spec: {key: 'margin', min: 0, max: 100, step: 1, defaultValue: 70},
  copy: {
    label: 'Gross margin',
    unit: 'percent',
    help: 'The share of revenue left after direct costs. Each deal counts at this share of its value: profit, not revenue.',
    nudge: 1,
  },
} as const satisfies {spec: NumberFieldSpec; copy: FieldCopy};

/**
 * The first-year value of an average won deal, in the bad-data and HubSpot ROI
 * calculators; each names it in its own words (deal value lost, deal size won).
 */
export const dealValueField = {
  spec: {key: 'deal', min: 0, max: 10_000_000, step: 1, defaultValue: 25_000},
  copy: {unit: 'money', help: 'First-year value of an average won deal.', nudge: 1_000},
} as const satisfies {spec: NumberFieldSpec; copy: Omit<FieldCopy, 'label'>};
