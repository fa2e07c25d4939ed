/**
 * The RevOps ROI model. One formula module
 * shared by the ROI calculator on /guides/hubspot-private-equity and the
 * /revops-roi-calculator page. Pure TypeScript: no React, no Docusaurus.
 *
 * total revenue      = companies x average revenue ($M) x 1,000,000
 * efficiency gap     = (85 - current efficiency %) / 100
 * additional revenue = total revenue x efficiency gap x 0.15
 * investment         = cost per company ($K) x 1,000 x companies
 * year-one ROI       = (additional revenue - investment) / investment
 * monthly gain       = additional revenue / 12
 * break-even months  = investment / monthly gain, rounded up
 * return multiple    = ROI + 1
 */

export interface RoiInputs {
  /** Number of portfolio companies. */
  portfolioSize: number;
  /** Average annual revenue per company, in millions of dollars. */
  avgRevenue: number;
  /** Current operational efficiency, in percent. */
  currentEfficiency: number;
  /** Implementation cost per company, in thousands of dollars. */
  implementationCost: number;
}

export interface RoiOutputs {
  /** Combined annual revenue of the portfolio, in dollars. */
  totalRevenue: number;
  /** Additional revenue in year one, in dollars. */
  additionalRevenue: number;
  /** Total implementation investment across the portfolio, in dollars. */
  implementationCost: number;
  /** Year-one return on investment as a ratio (9.42 means 942%). */
  yearOneROI: number;
  /** Additional revenue per month, in dollars. */
  monthlyGain: number;
  /** Whole months until the monthly gain has repaid the investment (rounded up). */
  breakEvenMonths: number;
  /** Return multiple: ROI + 1 (shown to one decimal). */
  returnMultiple: number;
}

export interface InputBounds {
  min: number;
  max: number;
  step: number;
  default: number;
}

/** The efficiency the model treats as standardised, best-practice operations. */
export const TARGET_EFFICIENCY_PCT = 85;
/** Share of the efficiency gap that turns into additional revenue. */
export const REVENUE_CAPTURE_RATE = 0.15;

export const ROI_INPUT_BOUNDS: Readonly<Record<keyof RoiInputs, InputBounds>> = {
  portfolioSize: {min: 2, max: 20, step: 1, default: 5},
  avgRevenue: {min: 10, max: 500, step: 10, default: 50},
  currentEfficiency: {min: 30, max: 80, step: 1, default: 60},
  implementationCost: {min: 100, max: 300, step: 10, default: 180},
};

export const ROI_INPUT_KEYS = [
  'portfolioSize',
  'avgRevenue',
  'currentEfficiency',
  'implementationCost',
] as const satisfies readonly (keyof RoiInputs)[];

export const DEFAULT_ROI_INPUTS: Readonly<RoiInputs> = {
  portfolioSize: ROI_INPUT_BOUNDS.portfolioSize.default,
  avgRevenue: ROI_INPUT_BOUNDS.avgRevenue.default,
  currentEfficiency: ROI_INPUT_BOUNDS.currentEfficiency.default,
  implementationCost: ROI_INPUT_BOUNDS.implementationCost.default,
};

/** A number, or a string that is entirely a number (URL query values); anything else is null. */
function toNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const n = Number(raw.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Clamps one value into its slider's range and snaps it to the slider's step. */
export function clampRoiInput(key: keyof RoiInputs, raw: unknown): number {
  const {min, max, step, default: fallback} = ROI_INPUT_BOUNDS[key];
  const n = toNumber(raw);
  if (n === null) return fallback;
  const snapped = min + Math.round((n - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

/**
 * Any partial, untrusted input (a URL query, a form state) made into valid
 * inputs: out-of-range values clamped, values snapped to the step, numeric
 * strings read as numbers, anything else replaced by the default.
 */
export function clampRoiInputs(partial: Partial<Record<keyof RoiInputs, unknown>>): RoiInputs {
  return {
    portfolioSize: clampRoiInput('portfolioSize', partial.portfolioSize),
    avgRevenue: clampRoiInput('avgRevenue', partial.avgRevenue),
    currentEfficiency: clampRoiInput('currentEfficiency', partial.currentEfficiency),
    implementationCost: clampRoiInput('implementationCost', partial.implementationCost),
  };
}

/**
 * The formula above. Inputs are clamped first, so the result is always
 * finite: within the bounds the efficiency gap is at least 5 points and the
 * investment at least $200,000. Intermediate sums are whole dollars, so the
 * break-even division is exact before it is rounded up.
 */
export function computeRoi(inputs: RoiInputs): RoiOutputs {
  const {portfolioSize, avgRevenue, currentEfficiency, implementationCost} = clampRoiInputs(inputs);
  const totalRevenue = portfolioSize * avgRevenue * 1_000_000;
  const gapPoints = TARGET_EFFICIENCY_PCT - currentEfficiency;
  // (gap / 100) x 0.15, written as whole numbers (x 15 / 10,000) so the dollars stay exact.
  const capturePoints = Math.round(REVENUE_CAPTURE_RATE * 100);
  const additionalRevenue = (totalRevenue * gapPoints * capturePoints) / 10_000;
  const investment = implementationCost * 1_000 * portfolioSize;
  const yearOneROI = (additionalRevenue - investment) / investment;
  const monthlyGain = additionalRevenue / 12;
  const breakEvenMonths = Math.ceil((investment * 12) / additionalRevenue);
  return {
    totalRevenue,
    additionalRevenue,
    implementationCost: investment,
    yearOneROI,
    monthlyGain,
    breakEvenMonths,
    returnMultiple: yearOneROI + 1,
  };
}
