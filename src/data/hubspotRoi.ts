/**
 * The HubSpot ROI calculator's inputs (labels, bounds, defaults, query keys)
 * and the constants and assumptions behind its formula. The formula itself is
 * in `src/lib/hubspotRoi.ts`; the page renders these as written.
 */
import {
  costPerHourField,
  dealValueField,
  grossMarginField,
  WORKING_WEEKS_PER_YEAR,
  type Assumption,
  type FieldCopy,
  type FieldGroup,
  type FieldSpecs,
} from './calculators';
import {GUARANTEE_DAYS} from './claims';
import {marketRates, programPricing} from './pricing';

export type HubspotRoiInput =
  | 'seats'
  | 'currentToolCost'
  | 'licenseCost'
  | 'implementationCost'
  | 'hoursSaved'
  | 'costPerHour'
  | 'conversionLift'
  | 'dealSize'
  | 'dealsPerYear'
  | 'grossMargin';

export type HubspotRoiInputs = Record<HubspotRoiInput, number>;

export const hubspotRoiFields: FieldSpecs<HubspotRoiInput> = {
  seats: {key: 'seats', min: 1, max: 1_000, step: 1, defaultValue: 20},
  currentToolCost: {key: 'tools', min: 0, max: 5_000_000, step: 1, defaultValue: 30_000},
  // A HubSpot return with no HubSpot cost is meaningless; the floor also keeps ROI finite.
  licenseCost: {key: 'license', min: 100, max: 5_000_000, step: 1, defaultValue: 48_000},
  implementationCost: {key: 'implementation', min: 0, max: 2_000_000, step: 1, defaultValue: marketRates.bands[1].high},
  hoursSaved: {key: 'hours', min: 0, max: 20, step: 0.5, defaultValue: 2},
  costPerHour: costPerHourField.spec,
  conversionLift: {key: 'lift', min: 0, max: 100, step: 0.5, defaultValue: 5},
  dealSize: dealValueField.spec,
  dealsPerYear: {key: 'deals', min: 0, max: 100_000, step: 1, defaultValue: 120},
  grossMargin: grossMarginField.spec,
};

export const hubspotRoiCopy: Record<HubspotRoiInput, FieldCopy> = {
  seats: {
    label: 'HubSpot seats',
    unit: 'count',
    help: 'Reps, marketers and service staff who will work in HubSpot every day.',
    nudge: 1,
  },
  currentToolCost: {
    label: 'Current tool costs a year',
    unit: 'money',
    help: 'Licenses HubSpot replaces: the old CRM, e-mail platform, forms, scheduling, sequencing, reporting add-ons.',
    nudge: 1_000,
  },
  licenseCost: {
    label: 'HubSpot license cost a year',
    unit: 'money',
    help: 'From your HubSpot quote: every hub and seat, after discount.',
    nudge: 1_000,
  },
  implementationCost: {
    label: 'Implementation cost',
    unit: 'money',
    help: `One-off: partner fees, data migration, integrations and training. The default is the top of the market band for a multi-hub HubSpot implementation (${marketRates.bands[1].range}); our ${GUARANTEE_DAYS}-day program, which adds data remediation, finance integration and board reporting, typically costs ${programPricing.typicalLabel}.`,
    nudge: 1_000,
  },
  hoursSaved: {
    label: 'Hours saved per seat a week',
    unit: 'hours',
    help: 'Manual logging, list building, copy-paste between tools and report assembly that HubSpot automates.',
    nudge: 0.5,
  },
  costPerHour: costPerHourField.copy,
  conversionLift: {
    label: 'Conversion lift',
    unit: 'percent',
    help: 'Relative rise in deals won from the same pipeline: 5% turns 120 deals into 126.',
    nudge: 0.5,
  },
  dealSize: {label: 'Average deal size', ...dealValueField.copy},
  dealsPerYear: {
    label: 'Deals won a year',
    unit: 'count',
    help: 'Deals won in the last twelve months.',
    nudge: 5,
  },
  grossMargin: grossMarginField.copy,
};

export const hubspotRoiGroups: FieldGroup<HubspotRoiInput>[] = [
  {legend: 'Costs', fields: ['licenseCost', 'implementationCost', 'currentToolCost']},
  {legend: 'Team time', fields: ['seats', 'hoursSaved', 'costPerHour']},
  {legend: 'Revenue', fields: ['dealsPerYear', 'dealSize', 'conversionLift', 'grossMargin']},
];

/**
 * Months from kickoff before benefits count: the 100-day implementation
 * guarantee puts go-live inside month four, and we give adoption the rest of
 * that month. So year one carries eight months of benefits and twelve of license.
 */
export const MONTHS_BEFORE_BENEFITS = 4;

/** Years in the multi-year view. */
export const YEARS_SHOWN = 3;

/** Payback beyond this many months is shown as "more than ten years". */
export const PAYBACK_DISPLAY_LIMIT_MONTHS = 120;

export const hubspotRoiAssumptions: Assumption[] = [
  {
    title: 'Benefits start in month five',
    text: 'The license is paid from signature, but nothing improves until the new system is live and used. Our 100-day implementation guarantee puts go-live inside month four; we count benefits from month five, so year one carries eight months of benefits against twelve months of license and the whole implementation cost.',
    source: 'Keelson RevOps 100-day implementation guarantee.',
  },
  {
    title: 'Old tools are canceled at go-live',
    text: 'The licenses HubSpot replaces run until the team has moved, so their savings follow the same eight-month first year as every other benefit.',
    source: 'Keelson RevOps method; check notice periods in your current contracts.',
  },
  {
    title: 'Time saved is valued at loaded cost',
    text: `Hours saved are capacity, not cash: they pay back when reps spend them selling or when a planned hire is no longer needed. A working year is ${WORKING_WEEKS_PER_YEAR} weeks.`,
    source: 'Keelson RevOps convention for every time-based estimate.',
  },
  {
    title: 'Extra deals count at gross margin',
    text: 'A conversion lift adds deals from the pipeline you already have. Each extra deal counts at its gross margin, not its revenue, because the license is paid from profit. The bad-data cost calculator values the deals bad data loses on the same basis.',
    source: 'Keelson RevOps method; in our portfolio work the lift after a clean HubSpot rebuild is typically 3% to 10%.',
  },
  {
    title: 'No growth, no inflation',
    text: 'Deal volume, deal size, seats and prices stay at today\u2019s figures for all three years. Growth would improve the return; price rises at renewal would reduce it.',
    source: 'A deliberately flat model, so the result rests only on your inputs.',
  },
];
