import type {StatHighlight} from '@site/src/components/StatHighlights';

/**
 * Headline figures of /resources/data-impact. They are the firm's own
 * observations from CRM assessments, not third-party research, and the page
 * says so under the figures.
 */
export const dataImpactStats: readonly StatHighlight[] = [
  {
    value: '30%',
    label: 'of contact records are typically out of date or wrong when we first assess a portfolio company\'s CRM.',
  },
  {
    value: '66%',
    label: 'of the CRMs we assess give leadership two different pipeline numbers from two reports that should agree.',
  },
  {
    value: '25%',
    label: 'of a sales rep\'s week is what we commonly see lost to finding, checking and fixing records.',
  },
];

export const dataImpactStatsCaption =
  'From Keelson RevOps assessments of portfolio-company CRMs. Your own numbers will differ; the free assessment measures them.';

/** Bounce rate above which we stop sending to a list and clean it first (percent). */
export const BOUNCE_RATE_CEILING_PERCENT = 5;
