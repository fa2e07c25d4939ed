/**
 * The RevOps ROI calculator's inputs in the URL query
 * (`?companies=5&revenue=50&efficiency=60&cost=180`). The bounds, steps and
 * defaults are the formula module's (`src/lib/roi.ts`); this file only names
 * the query keys, so the page and the PE guide can never disagree on a bound.
 */
import {ROI_INPUT_BOUNDS, type RoiInputs} from './roi';
import type {FieldSpecs, NumberFieldSpec} from './toolQuery';

const QUERY_KEYS: Record<keyof RoiInputs, string> = {
  portfolioSize: 'companies',
  avgRevenue: 'revenue',
  currentEfficiency: 'efficiency',
  implementationCost: 'cost',
};

function spec(field: keyof RoiInputs): NumberFieldSpec {
  const {min, max, step, default: defaultValue} = ROI_INPUT_BOUNDS[field];
  return {key: QUERY_KEYS[field], min, max, step, defaultValue};
}

export const revopsRoiFields: FieldSpecs<keyof RoiInputs> = {
  portfolioSize: spec('portfolioSize'),
  avgRevenue: spec('avgRevenue'),
  currentEfficiency: spec('currentEfficiency'),
  implementationCost: spec('implementationCost'),
};

/** Labels and display of each input, for the notes about adjusted link values. */
export const revopsRoiLabels: Record<keyof RoiInputs, {label: string; show: (n: number) => string}> = {
  portfolioSize: {label: 'Portfolio companies', show: (n) => `${n}`},
  avgRevenue: {label: 'Average annual revenue per company', show: (n) => `$${n}M`},
  currentEfficiency: {label: 'Current operational efficiency', show: (n) => `${n}%`},
  implementationCost: {label: 'Implementation cost per company', show: (n) => `$${n}K`},
};
