/**
 * The firm's proof points, each written here once with what it measures,
 * over which companies and period, and where it comes from. Pages and
 * components import them; Markdown posts are held to them by the copy
 * check in the unit tests (a post that states one of these figures must
 * use it in the meaning given here).
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

/** The companies behind the portfolio averages below. */
export const cohorts = {
  /** Every portfolio company we have run a paid engagement for. */
  helped: {count: 50, since: 2012},
  /** Companies that took the full 100-day program; their before-and-after scores feed the results panel. */
  fullProgram: {count: 31, period: '2019-2025'},
  /** Companies whose lead scoring and routing we rebuilt. */
  leadRebuild: {count: 14, period: '2019-2025'},
  /** Companies whose pipeline stages we rebuilt on buyer evidence. */
  pipelineRebuild: {count: 11, period: '2019-2025'},
  /** Exits by sponsors we work with, split by whether the company ran standardized CRM operations for a year before sale. */
  exits: {count: 23, standardized: 11, other: 12, sponsors: 8, period: '2017-2025'},
} as const;

export type ProofPointId =
  | 'companies-helped'
  | 'valuation'
  | 'ebitda'
  | 'roi'
  | 'revops-efficiency'
  | 'data-quality'
  | 'process-standardization'
  | 'qualified-leads'
  | 'sales-cycle'
  | 'close-rates';

export interface Claim {
  id: ProofPointId;
  /** The figure as shown. */
  figure: string;
  label: string;
  /** Why it matters, in a line (cards and the hero). */
  basis: string;
}

export interface ProofPoint extends Claim {
  /** Exactly what the figure measures, with the before and after values behind it. */
  measures: string;
  /** Which companies, how many, over which period. */
  population: string;
  /** How the figure summarizes them. */
  statistic: 'count' | 'average' | 'model';
  /** The spread across those companies, where the figure is an average. */
  range?: string;
  /** Where the numbers come from. */
  source: string;
  /** For results: the work that produced them (one cause, named the same way everywhere). */
  cause?: string;
  /**
   * For a figure measured before and after (a rise such as `+85%`, or a level
   * reached): the level at assessment, as prose writes it (`46`, `45%`). A
   * sentence that states a rise must say where it started.
   */
  before?: string;
}

/** How many practices the revenue process standard holds (the process-standardization figure counts them). */
export const PROCESS_STANDARD_PRACTICES = 40;

const {fullProgram, leadRebuild, pipelineRebuild, exits} = cohorts;

export const proofPoints: Readonly<Record<ProofPointId, ProofPoint>> = {
  'companies-helped': {
    id: 'companies-helped',
    figure: '50+',
    label: 'portfolio companies helped',
    basis: 'across manufacturing, healthcare services, software, distribution and professional services',
    measures: 'PE-backed companies for which we have run at least one paid engagement (an assessment or more).',
    population: `Every engagement since ${cohorts.helped.since}.`,
    statistic: 'count',
    source: 'Our engagement records.',
  },
  valuation: {
    id: 'valuation',
    figure: '19%',
    label: 'higher valuations',
    basis: 'for portfolio companies with standardized CRM operations',
    measures:
      'The difference in the average exit multiple (enterprise value over trailing EBITDA at signing): 10.1x for companies that ran standardized CRM operations for at least a year before sale, against 8.5x for the others (10.1 / 8.5 = 1.19).',
    population: `${exits.count} exits in ${exits.period} by ${exits.sponsors} sponsors we work with: ${exits.standardized} companies with standardized CRM operations, ${exits.other} without.`,
    statistic: 'average',
    source:
      'Exit data the sponsors shared with us. A comparison, not a controlled study: companies that standardize their CRM tend to be better run in other ways too.',
  },
  ebitda: {
    id: 'ebitda',
    figure: '73%',
    label: 'faster EBITDA growth',
    basis: 'when sales, marketing and finance work from one set of numbers',
    measures:
      'Average annual EBITDA growth over the hold period: 13.5% for the companies with standardized CRM operations against 7.8% for the others (13.5 / 7.8 = 1.73).',
    population: `The same ${exits.count} exits: ${exits.standardized} companies against ${exits.other}.`,
    statistic: 'average',
    source: 'Exit data the sponsors shared with us; the same caution as the valuation figure applies.',
  },
  roi: {
    id: 'roi',
    figure: '18-22x',
    // A multiple, not an ROI: ROI is the calculator's percentage, one turn lower (see `measures`).
    label: 'return multiple',
    basis: 'modeled first-year added revenue over program cost, for a typical portfolio company',
    measures:
      "First-year added revenue divided by the program cost: the return multiple of our RevOps ROI calculator, for a company with $60M in revenue and the typical $180K program, starting at an efficiency score between 41 and 49 (22.0x at 41, 18.0x at 49). The calculator's Year-one ROI for the same inputs is one turn lower (2,100% at 41, 1,700% at 49), because it subtracts the cost before dividing: ROI = multiple - 1. At the calculator's default inputs, a company already at 60, the same formula gives a 10.4x multiple.",
    population: `The starting scores are the middle half of the ${fullProgram.count} companies of the full program (${fullProgram.period}); the formula is the calculator's.`,
    statistic: 'model',
    source: "Our assessment scores and the ROI calculator's published formula. A model of revenue, not a measured profit.",
  },
  'revops-efficiency': {
    id: 'revops-efficiency',
    figure: '+85%',
    label: 'revenue operations efficiency',
    basis: 'the average efficiency score rose from 46 to 85 out of 100',
    measures:
      "The average rise in the efficiency score from the assessment to the 100-day review, from 46 to 85 out of 100 (85 / 46 = 1.85). The score is the share of the assessment's revenue-process checks that pass without manual rework: leads routed within the agreed time, deals carrying their required fields, reports that reconcile to finance. 85 is also the level the ROI calculator assumes a standardized company reaches.",
    population: `The ${fullProgram.count} companies of the full program, ${fullProgram.period}.`,
    statistic: 'average',
    range: 'from +31% to +140% across those companies',
    source: 'Our assessment and 100-day review scorecards.',
    cause: 'the full program',
    before: '46',
  },
  'data-quality': {
    id: 'data-quality',
    figure: '92%',
    label: 'data quality score',
    basis: 'the average level at the 100-day review, up from 61 at assessment',
    measures:
      'The average data quality score at the 100-day review, up from 61 at assessment: the mean of the six dimension scores of our data-quality standard, each the share of checked records that pass.',
    population: `The ${fullProgram.count} companies of the full program, ${fullProgram.period}.`,
    statistic: 'average',
    range: 'from 86 to 97 across those companies',
    source: 'Our assessment and 100-day review scorecards.',
    cause: 'the full program',
    before: '61',
  },
  'process-standardization': {
    id: 'process-standardization',
    figure: '+78%',
    label: 'process standardization',
    basis: `the share of our ${PROCESS_STANDARD_PRACTICES}-practice process standard in place rose from 45% to 80%`,
    measures: `The average rise in the share of our ${PROCESS_STANDARD_PRACTICES}-practice revenue process standard in place, from 45% at assessment to 80% at the 100-day review (80 / 45 = 1.78).`,
    population: `The ${fullProgram.count} companies of the full program, ${fullProgram.period}.`,
    statistic: 'average',
    range: 'from +25% to +160% across those companies',
    source: 'Our assessment and 100-day review scorecards.',
    cause: 'the full program',
    before: '45%',
  },
  'qualified-leads': {
    id: 'qualified-leads',
    figure: '47%',
    label: 'more qualified leads in 90 days',
    basis: 'Scoring rebuilt on fit and buying signals, and routing that reaches the right rep the same day.',
    measures:
      'The average rise in sales-accepted leads per month in the 90 days after rebuilt lead scoring and routing went live, against the 90 days before.',
    population: `${leadRebuild.count} companies whose lead scoring and routing we rebuilt, ${leadRebuild.period}.`,
    statistic: 'average',
    range: 'from +19% to +74%',
    source: "The companies' own CRM reports, before and after, checked by us.",
    cause: 'lead scoring and routing rebuilt on clean data',
  },
  'sales-cycle': {
    id: 'sales-cycle',
    figure: '28%',
    label: 'shorter sales cycle',
    basis: 'Deal stages defined by buyer evidence, so stalled deals surface in week two, not at quarter end.',
    measures:
      'The average fall in the median number of days from opportunity created to closed-won, in the two full quarters after the rebuilt pipeline stages went live, against the four quarters before.',
    population: `${pipelineRebuild.count} companies whose pipeline stages we rebuilt on buyer evidence, ${pipelineRebuild.period}.`,
    statistic: 'average',
    range: 'from 12% to 41% shorter',
    source: "The companies' own CRM reports, before and after, checked by us.",
    cause: 'pipeline stages rebuilt on buyer evidence',
  },
  'close-rates': {
    id: 'close-rates',
    figure: '35%',
    label: 'better close rates',
    basis: 'Reps work qualified opportunities with the history they need, instead of chasing stale records.',
    measures:
      'The average relative rise in the win rate (opportunities won over opportunities closed) in the same periods: a win rate of 22% becoming 30% is a 36% rise.',
    population: `The same ${pipelineRebuild.count} companies as the sales-cycle figure.`,
    statistic: 'average',
    range: 'from +14% to +58%',
    source: "The companies' own CRM reports, before and after, checked by us.",
    cause: 'pipeline stages rebuilt on buyer evidence',
  },
};

/** The three headline claims of the home page hero. */
export const valueClaims: readonly Claim[] = [proofPoints.valuation, proofPoints.ebitda, proofPoints.roi];

export const companiesHelped: Claim = proofPoints['companies-helped'];

export interface ResultBar {
  id: ProofPointId;
  label: string;
  /** Percentage, 0-100; also the bar's length. */
  value: number;
  /** An improvement ("+85%") rather than a level ("92%"). */
  isIncrease: boolean;
  /** What the figure means, shown under the panel. */
  definition: string;
}

/** The three-bar results panel. */
export const resultBars: readonly ResultBar[] = [
  {
    id: 'revops-efficiency',
    label: 'Revenue operations efficiency',
    value: 85,
    isIncrease: true,
    definition:
      "Efficiency score up from 46 to 85 out of 100: the share of the assessment's revenue-process checks that pass without manual rework.",
  },
  {
    id: 'data-quality',
    label: 'Data quality score',
    value: 92,
    isIncrease: false,
    definition: 'Average score at the 100-day review, up from 61: the mean of six data-quality dimensions.',
  },
  {
    id: 'process-standardization',
    label: 'Process standardization',
    value: 78,
    isIncrease: true,
    definition: `Share of our ${PROCESS_STANDARD_PRACTICES}-practice process standard in place, up from 45% to 80%.`,
  },
];

/** The three result cards. */
export const resultCards: readonly Claim[] = [proofPoints['qualified-leads'], proofPoints['sales-cycle'], proofPoints['close-rates']];

/**
 * What our assessments find on first look (the /resources/data-impact
 * figures). Observations from our own assessments, not third-party research.
 */
export const assessmentFindings = {
  assessments: {count: 38, period: '2019-2025'},
  staleContacts: {
    figure: '30%',
    measures: 'The median share of contact records that are out of date or wrong when we first assess a CRM.',
  },
  twoPipelineNumbers: {
    figure: '66%',
    measures: 'The share of CRMs we assess (25 of 38) whose reports give leadership two different pipeline numbers that should agree.',
  },
  repTimeLost: {
    figure: '25%',
    measures:
      'The share of the time sales reps spend in the CRM (about 12 hours a week) that goes to finding, checking and fixing records: about 3 hours a week, 2 to 4 in most teams.',
    hoursInCrmPerWeek: 12,
    hoursLostPerWeek: {typical: 3, low: 2, high: 4},
  },
} as const;
