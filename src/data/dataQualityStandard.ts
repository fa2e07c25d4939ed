/**
 * Our data-quality standard: the six dimensions, what each means, how it is
 * measured and the target a healthy CRM meets. The dimensions guide, the
 * data-quality FAQ, the KPI post and the DataOps service page all use these
 * names and targets; the data quality score on the home page is their mean.
 */

export type DimensionId = 'accuracy' | 'completeness' | 'consistency' | 'timeliness' | 'validity' | 'integrity';

export interface QualityDimension {
  id: DimensionId;
  name: string;
  definition: string;
  /** How the dimension's score (0-100) is measured. */
  measure: string;
  /** The target, as written on pages. */
  target: string;
  /** The target as a number, for checks (percent of checked records that pass). */
  targetPercent: number;
}

export const qualityDimensions: readonly QualityDimension[] = [
  {
    id: 'accuracy',
    name: 'Accuracy',
    definition: 'Values match the real world.',
    measure: 'A monthly sample of 200 active records checked against a trusted source: a call, the company website, the ERP.',
    target: '95% of sampled records correct',
    targetPercent: 95,
  },
  {
    id: 'completeness',
    name: 'Completeness',
    definition: 'The fields a process needs are filled.',
    measure: 'The share of required fields filled on active records, by object.',
    target: '90% of required fields filled',
    targetPercent: 90,
  },
  {
    id: 'consistency',
    name: 'Consistency',
    definition: 'The same fact is recorded the same way across records and systems.',
    measure: 'Agreement of picklist values and formats across records, and of shared fields between the CRM and the ERP.',
    target: '98% agreement',
    targetPercent: 98,
  },
  {
    id: 'timeliness',
    name: 'Timeliness',
    definition: 'Records are current enough for the decision they feed.',
    measure: 'The share of active records updated or verified in the last 90 days; open deals updated in the last 14.',
    target: '90% current',
    targetPercent: 90,
  },
  {
    id: 'validity',
    name: 'Validity',
    definition: 'Values pass format and business rules.',
    measure:
      'The share of values passing rule checks: e-mail syntax, phone format, allowed picklist values, no open deal with a close date in the past.',
    target: '98% valid',
    targetPercent: 98,
  },
  {
    id: 'integrity',
    name: 'Integrity',
    definition: 'Records are related correctly and exist once.',
    measure: 'Duplicate rate, and the share of contacts and deals associated with a company.',
    target: 'Duplicates under 2%; 98% of contacts and deals associated',
    targetPercent: 98,
  },
];

/** The data quality score: the mean of the six dimension scores. */
export const qualityScore = {
  definition: 'The mean of the six dimension scores, each the share of checked records that pass.',
  /** At or above this, a CRM's data is healthy. */
  healthyAt: 90,
} as const;

/** Duplicate rate above which reports stop being trustworthy (percent). */
export const DUPLICATE_RATE_CEILING_PERCENT = 2;
