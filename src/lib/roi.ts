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
 *
 * The inputs, their bounds and the two constants are data: src/data/revopsRoi.ts.
 */
import {REVENUE_CAPTURE_RATE, TARGET_EFFICIENCY_PCT, type RevopsRoiInputs} from '../data/revopsRoi';

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

/**
 * The formula above, for inputs the normalizer (src/lib/toolQuery.ts) has
 * already held to `revopsRoiFields`: within those bounds the efficiency gap
 * is at least 5 points and the investment at least $200,000, so the result
 * is always finite. Intermediate sums are whole dollars, so the break-even
 * division is exact before it is rounded up.
 */
export function computeRoi(inputs: RevopsRoiInputs): RoiOutputs {
  const {portfolioSize, avgRevenue, currentEfficiency, implementationCost} = inputs;
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
