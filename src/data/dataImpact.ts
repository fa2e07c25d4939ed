import {assessmentFindings} from './claims';

export interface StatHighlight {
  /** The figure as shown, e.g. "30%". */
  value: string;
  /** What the figure measures, in one sentence. */
  label: string;
}

/**
 * Headline figures of /resources/data-impact. They are the firm's own
 * observations from CRM assessments, not third-party research, and the page
 * says so under the figures.
 */
const {assessments, staleContacts, twoPipelineNumbers, repTimeLost} = assessmentFindings;

export const dataImpactStats: readonly StatHighlight[] = [
  {
    value: staleContacts.figure,
    label: "of contact records are out of date or wrong, the median when we first assess a portfolio company's CRM.",
  },
  {
    value: twoPipelineNumbers.figure,
    label: 'of the CRMs we assess give leadership two different pipeline numbers from two reports that should agree.',
  },
  {
    value: repTimeLost.figure,
    label: `of the time sales reps spend in the CRM (about ${repTimeLost.hoursInCrmPerWeek} hours a week) goes to finding, checking and fixing records: about ${repTimeLost.hoursLostPerWeek.typical} hours a week.`,
  },
];

export const dataImpactStatsCaption = `From our ${assessments.count} assessments of portfolio-company CRMs, ${assessments.period}. Your own numbers will differ; the free assessment measures them.`;

/** Bounce rate above which we stop sending to a list and clean it first (percent). */
export const BOUNCE_RATE_CEILING_PERCENT = 5;
