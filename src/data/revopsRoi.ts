/**
 * The RevOps ROI calculator's inputs (bounds, defaults, query keys and the
 * words around each slider), the two constants of its model, and the
 * assumptions its page states. The formula itself is in `src/lib/roi.ts`;
 * the calculator on /revops-roi-calculator and the one in the PE guide both
 * read these, so they can never disagree on a bound.
 */
import {type Assumption, type FieldSpecs, type FieldUnit} from './calculators';
import {marketRates, programPricing} from './pricing';

export type RevopsRoiInput = 'portfolioSize' | 'avgRevenue' | 'currentEfficiency' | 'implementationCost';

/** The model's inputs: companies, revenue per company in $M, efficiency in percent, cost per company in $K. */
export type RevopsRoiInputs = Record<RevopsRoiInput, number>;

/** The efficiency the model treats as standardized, best-practice operations. */
export const TARGET_EFFICIENCY_PCT = 85;
/** Share of the efficiency gap that turns into additional revenue. */
export const REVENUE_CAPTURE_RATE = 0.15;

/**
 * Bounds, steps and defaults of the sliders, and their query keys
 * (`?companies=5&revenue=50&efficiency=60&cost=180`). The efficiency stops at
 * 80, below the target, so the model's gap is never empty.
 */
export const revopsRoiFields: FieldSpecs<RevopsRoiInput> = {
  portfolioSize: {key: 'companies', min: 2, max: 20, step: 1, defaultValue: 5},
  avgRevenue: {key: 'revenue', min: 10, max: 500, step: 10, defaultValue: 50},
  currentEfficiency: {key: 'efficiency', min: 30, max: 80, step: 1, defaultValue: 60},
  implementationCost: {key: 'cost', min: 100, max: 300, step: 10, defaultValue: 180},
};

/** The sliders, in the order they are shown. */
export const revopsRoiOrder: readonly RevopsRoiInput[] = ['portfolioSize', 'avgRevenue', 'currentEfficiency', 'implementationCost'];

export interface SliderCopy {
  label: string;
  unit: FieldUnit;
  /** One line under the slider. */
  hint: string;
  /** What a count counts, for screen readers. */
  noun?: {one: string; other: string};
  /** What an amount is per, for screen readers ("per company"). */
  per?: string;
}

export const revopsRoiCopy: Record<RevopsRoiInput, SliderCopy> = {
  portfolioSize: {
    label: 'Portfolio companies',
    unit: 'count',
    hint: 'How many companies would run on the standard CRM.',
    noun: {one: 'company', other: 'companies'},
  },
  avgRevenue: {
    label: 'Average annual revenue per company',
    unit: 'millions',
    hint: 'In millions of dollars.',
    per: 'per company',
  },
  currentEfficiency: {
    label: 'Current operational efficiency',
    unit: 'percent',
    hint: "The share of the assessment's revenue-process checks that pass without manual rework. Our full-program clients averaged 46 at assessment and 85 at the 100-day review.",
  },
  implementationCost: {
    label: 'Implementation cost per company',
    unit: 'thousands',
    hint: `Our program fee per company, in thousands of dollars, all-in: typically ${programPricing.typicalLabel}.`,
    per: 'per company',
  },
};

export const revopsRoiAssumptions: Assumption[] = [
  {
    title: `Standardized operations run at ${TARGET_EFFICIENCY_PCT}% efficiency`,
    text: `The gap between your current efficiency and ${TARGET_EFFICIENCY_PCT}% is the room for improvement. Efficiency here is a score out of 100: the share of the assessment's revenue-process checks that pass without manual rework: leads routed within the agreed time, deals carrying their required fields, reports that reconcile to finance.`,
    source:
      'The average the 31 companies of our full program reached at the 100-day review, up from 46 at assessment (our assessment and 100-day review scorecards).',
  },
  {
    title: `Only ${Math.round(REVENUE_CAPTURE_RATE * 100)}% of the gap becomes revenue`,
    text: `We credit ${Math.round(REVENUE_CAPTURE_RATE * 100)} cents of additional revenue for every dollar of revenue that sits inside the efficiency gap. The rest of the gain shows up as saved time and cleaner reporting, which this model leaves out.`,
    source: 'Keelson RevOps model: a deliberately conservative capture rate.',
  },
  {
    title: 'Year one, revenue not margin',
    text: 'The model compares one year of additional revenue with the whole investment, with no compounding in later years. For a profit view, multiply the additional revenue by your gross margin; the HubSpot ROI calculator does that for one company.',
    source: 'Keelson RevOps model.',
  },
  {
    title: 'Implementation cost is all-in',
    text: 'The cost per company covers software, partner fees, data migration, integrations and training for the first year.',
    source: `Your own figure. Our program fee runs ${programPricing.range} per company, typically ${programPricing.typicalLabel}, the span of the slider. Other firms' bands for HubSpot configuration alone, on data assumed clean, run from ${marketRates.bands[0].range} for a basic setup to ${marketRates.bands[2].range} for an enterprise build; they leave out the data remediation, finance integration and board reporting the model's efficiency gain depends on, so they are not inputs for this slider.`,
  },
];
