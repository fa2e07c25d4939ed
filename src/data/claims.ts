/**
 * The firm's proof points (specification, sections 1 and 9; content brief),
 * each figure written here once. Pages and sections import them rather than
 * typing a number into copy.
 */

/** Days from kickoff to the agreed implementation scope being live. */
export const GUARANTEE_DAYS = 100;

export const guarantee = {
  days: GUARANTEE_DAYS,
  name: `${GUARANTEE_DAYS}-day implementation guarantee`,
  terms: `The agreed implementation scope is live within ${GUARANTEE_DAYS} days of kickoff, or we keep working at no additional fee until it is.`,
} as const;

/** Length of the free consultation, in minutes. */
export const CONSULTATION_MINUTES = 30;

export interface Claim {
  id: string;
  /** The figure as shown, exactly as the content brief writes it. */
  figure: string;
  label: string;
  /** The condition or basis behind the figure. */
  basis: string;
}

/** The three headline claims of the home page hero. */
export const valueClaims: readonly Claim[] = [
  {
    id: 'valuation',
    figure: '19%',
    label: 'higher valuations',
    basis: 'for portfolio companies with standardized CRM operations',
  },
  {
    id: 'ebitda',
    figure: '73%',
    label: 'faster EBITDA growth',
    basis: 'when sales, marketing and finance work from one set of numbers',
  },
  {
    id: 'roi',
    figure: '18-22x',
    label: 'ROI',
    basis: 'on the cost of a standardized revenue stack, in our portfolio work',
  },
];

export const companiesHelped: Claim = {
  id: 'companies-helped',
  figure: '50+',
  label: 'portfolio companies helped',
  basis: 'across manufacturing, healthcare services, software, distribution and professional services',
};

export interface ResultBar {
  id: string;
  label: string;
  /** Percentage, 0-100; also the bar's length. */
  value: number;
  /** An improvement ("+85%") rather than a level ("92%"). */
  isIncrease: boolean;
}

/** The three-bar results panel. */
export const resultBars: readonly ResultBar[] = [
  {id: 'revops-efficiency', label: 'Revenue operations efficiency', value: 85, isIncrease: true},
  {id: 'data-quality', label: 'Data quality score', value: 92, isIncrease: false},
  {id: 'process-standardization', label: 'Process standardization', value: 78, isIncrease: true},
];

/** The three result cards. */
export const resultCards: readonly Claim[] = [
  {
    id: 'qualified-leads',
    figure: '47%',
    label: 'more qualified leads in 90 days',
    basis: 'Scoring rebuilt on fit and buying signals, and routing that reaches the right rep the same day.',
  },
  {
    id: 'sales-cycle',
    figure: '28%',
    label: 'shorter sales cycle',
    basis: 'Deal stages defined by buyer evidence, so stalled deals surface in week two, not at quarter end.',
  },
  {
    id: 'close-rates',
    figure: '35%',
    label: 'better close rates',
    basis: 'Reps work qualified opportunities with the history they need, instead of chasing stale records.',
  },
];
