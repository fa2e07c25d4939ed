/**
 * The bad-data cost calculator's inputs (labels, bounds, defaults, query
 * keys) and the constants and assumptions behind its formula. The formula
 * itself is in `src/lib/badDataCost.ts`; the page renders these as written.
 */
import {assessmentFindings} from './claims';
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

const {repTimeLost} = assessmentFindings;

export type BadDataInput =
  | 'contacts'
  | 'companies'
  | 'duplicatePct'
  | 'incompletePct'
  | 'stalePct'
  | 'recordsPerMonth'
  | 'teamSize'
  | 'hoursLostPerWeek'
  | 'costPerHour'
  | 'dealValue'
  | 'dealsLost'
  | 'grossMargin'
  | 'outreachCost';

export type BadDataInputs = Record<BadDataInput, number>;

export const badDataFields: FieldSpecs<BadDataInput> = {
  contacts: {key: 'contacts', min: 0, max: 10_000_000, step: 1, defaultValue: 50_000},
  companies: {key: 'companies', min: 0, max: 2_000_000, step: 1, defaultValue: 10_000},
  duplicatePct: {key: 'duplicates', min: 0, max: 100, step: 1, defaultValue: 12},
  incompletePct: {key: 'incomplete', min: 0, max: 100, step: 1, defaultValue: 20},
  stalePct: {key: 'stale', min: 0, max: 100, step: 1, defaultValue: 20},
  recordsPerMonth: {key: 'added', min: 0, max: 500_000, step: 1, defaultValue: 1_500},
  teamSize: {key: 'team', min: 1, max: 5_000, step: 1, defaultValue: 25},
  hoursLostPerWeek: {key: 'hours', min: 0, max: 40, step: 0.5, defaultValue: 3},
  costPerHour: costPerHourField.spec,
  dealValue: dealValueField.spec,
  dealsLost: {key: 'lost', min: 0, max: 10_000, step: 1, defaultValue: 4},
  grossMargin: grossMarginField.spec,
  outreachCost: {key: 'outreach', min: 0, max: 100, step: 0.25, defaultValue: 3},
};

export const badDataCopy: Record<BadDataInput, FieldCopy> = {
  contacts: {
    label: 'Contact records',
    unit: 'count',
    help: 'All contacts in the CRM, including the ones nobody has touched in years.',
    nudge: 1_000,
  },
  companies: {
    label: 'Company records',
    unit: 'count',
    help: 'Company (account) records in the CRM.',
    nudge: 500,
  },
  duplicatePct: {
    label: 'Share duplicated',
    unit: 'percent',
    help: 'Records that have at least one duplicate. A duplicate report or a sample of 200 records gives a fair estimate.',
    nudge: 1,
  },
  incompletePct: {
    label: 'Share incomplete',
    unit: 'percent',
    help: 'Records missing a field you route, segment or report on (owner, lifecycle stage, industry, country).',
    nudge: 1,
  },
  stalePct: {
    label: 'Share stale',
    unit: 'percent',
    help: 'Records that are out of date: the person left, the e-mail bounces, the company was acquired.',
    nudge: 1,
  },
  recordsPerMonth: {
    label: 'Records added a month',
    unit: 'count',
    help: 'New contacts and companies a month from forms, imports, integrations and reps.',
    nudge: 100,
  },
  teamSize: {
    label: 'People who work in the CRM',
    unit: 'count',
    help: 'Sales reps, marketers, customer success and operations staff.',
    nudge: 1,
  },
  hoursLostPerWeek: {
    label: 'Hours each loses a week',
    unit: 'hours',
    help: 'Searching for the right record, fixing fields, merging, chasing bounced e-mails, rebuilding lists.',
    nudge: 0.5,
  },
  costPerHour: costPerHourField.copy,
  dealValue: {label: 'Average deal value', ...dealValueField.copy},
  dealsLost: {
    label: 'Deals lost to bad data',
    unit: 'count',
    help: 'A year: deals that stalled or went elsewhere because a lead was misrouted, a contact was wrong or a duplicate hid the history.',
    nudge: 1,
  },
  grossMargin: grossMarginField.copy,
  outreachCost: {
    label: 'Outreach cost per contact a year',
    unit: 'money',
    help: 'E-mail, enrichment, direct mail and sequence licenses spent on each contact you market to.',
    nudge: 0.25,
  },
};

export const badDataGroups: FieldGroup<BadDataInput>[] = [
  {legend: 'Your database', fields: ['contacts', 'companies', 'recordsPerMonth']},
  {legend: 'Its condition', fields: ['duplicatePct', 'incompletePct', 'stalePct']},
  {legend: 'Your team', fields: ['teamSize', 'hoursLostPerWeek', 'costPerHour']},
  {legend: 'Your revenue and outreach', fields: ['dealValue', 'dealsLost', 'grossMargin', 'outreachCost']},
];

/**
 * The 1-10-100 rule, per record: verifying it as it is entered costs about
 * $1, cleaning it later about $10, and leaving it to fail in use about $100.
 */
export const RULE_1_10_100 = {verifyAtEntry: 1, cleanLater: 10, failInUse: 100} as const;

export const badDataAssumptions: Assumption[] = [
  {
    title: `A working year is ${WORKING_WEEKS_PER_YEAR} weeks`,
    text: 'Fifty-two weeks less holidays and vacation. Time lost to bad data is only lost on days people work.',
    source: 'Keelson RevOps convention for every time-based estimate.',
  },
  {
    title: 'The three defects overlap by chance',
    text: 'A record can be duplicated, incomplete and stale at once. We combine the three shares as independent odds, so a record with two defects is counted once, not twice.',
    source: 'Standard probability; it errs low when defects cluster, as they often do in old imports.',
  },
  {
    title: 'Outreach is wasted on duplicated and stale contacts',
    text: 'A duplicate receives a second copy of every send; a stale contact receives mail that nobody reads. Incomplete records still reach a person, so they do not count here.',
    source: 'Keelson RevOps method.',
  },
  {
    title: 'New records arrive with today\u2019s defect rates',
    text: 'Without checks at entry, forms, imports and integrations keep adding records as flawed as the ones you have.',
    source: 'In our portfolio work, defect rates stay flat or rise until validation at entry is switched on.',
  },
  {
    title: 'Cleanup follows the 1-10-100 rule',
    text: 'About $1 a record to verify at entry, $10 to clean later, $100 when a bad record fails in use. The cleanup line prices the $10 tier for this year\u2019s flawed new records; the other three lines are the $100 tier, measured from your own figures.',
    source: 'The 1-10-100 rule, a quality-management rule of thumb usually credited to George Labovitz and Yu Sang Chang (1992).',
  },
  {
    title: 'Three hours a week is a common starting point',
    text: `People who work in a neglected CRM typically lose ${repTimeLost.hoursLostPerWeek.low} to ${repTimeLost.hoursLostPerWeek.high} hours a week to it, about a quarter of the ${repTimeLost.hoursInCrmPerWeek} hours a rep spends in the system. Replace the default with a figure from your own team: ask five reps to log it for a week.`,
    source: `In our portfolio work: the median across our ${assessmentFindings.assessments.count} CRM assessments, ${assessmentFindings.assessments.period}.`,
  },
  {
    title: 'Lost deals count at gross margin',
    text: 'A lost deal costs the profit it would have made: its revenue less the direct costs of delivering it. So each one counts at your gross margin, the basis on which the HubSpot ROI calculator counts the deals a rebuild wins, and the total adds up costs only. The revenue of those deals is shown apart, as revenue at risk, because that is how the pipeline reports it. Enter only deals you can trace to a data problem.',
    source: `Your own estimate and your finance team's margin; the defaults, four deals a year at ${grossMarginField.spec.defaultValue}%, are typical of the mid-size companies we assess.`,
  },
];
