/**
 * The return of a HubSpot implementation for one company. Every input is
 * first checked against its bounds (`src/data/hubspotRoi.ts`); the license
 * floor keeps every cost positive, so ROI is always a finite number.
 *
 * Yearly benefit (at full run rate) =
 *   seats x hours saved a week x 48 weeks x loaded cost per hour
 *   + current tool costs
 *   + deals a year x conversion lift x deal size x gross margin.
 * Year one counts (12 - 4) months of benefit against the whole implementation
 * cost and twelve months of license; later years count everything in full.
 * ROI = (benefit - cost) / cost. Payback is the first month whose cumulative
 * net reaches zero, with license paid monthly from month one and benefits
 * monthly from month five.
 */
import {MONTHS_BEFORE_BENEFITS, YEARS_SHOWN, hubspotRoiFields, type HubspotRoiInputs} from '../data/hubspotRoi';
import {normalizeValues} from './toolQuery';
import {WORKING_WEEKS_PER_YEAR} from '../data/calculators';

export interface RoiYear {
  year: number;
  benefit: number;
  cost: number;
  net: number;
  cumulativeNet: number;
  /** Cumulative net over cumulative cost, as a ratio (1 = 100%). */
  cumulativeRoi: number;
}

export interface HubspotRoi {
  /** The inputs as used, after bounds checks. */
  inputs: HubspotRoiInputs;
  /** Yearly benefit at full run rate, by source. */
  timeSavings: number;
  toolSavings: number;
  extraDeals: number;
  extraGrossProfit: number;
  annualBenefit: number;
  yearOneBenefit: number;
  yearOneCost: number;
  yearOneNet: number;
  /** Ratio: 1.5 means 150%. */
  yearOneRoi: number;
  /** Whole months until cumulative net reaches zero; null when the monthly benefit never exceeds the monthly license. */
  paybackMonths: number | null;
  years: RoiYear[];
}

// Guards ceil() against binary-fraction noise such as 7.000000000000001.
const EPSILON = 1e-9;

export function paybackMonths(implementationCost: number, monthlyLicense: number, monthlyBenefit: number): number | null {
  const monthlyGain = monthlyBenefit - monthlyLicense;
  if (!(monthlyGain > 0)) return null;
  // Cumulative net after month m (m > ramp): -impl - m*L + (m - ramp)*B >= 0  <=>  m >= (impl + ramp*B) / (B - L).
  const months = Math.ceil((implementationCost + MONTHS_BEFORE_BENEFITS * monthlyBenefit) / monthlyGain - EPSILON);
  return Math.max(1, months);
}

export function hubspotRoi(raw: HubspotRoiInputs): HubspotRoi {
  const inputs = normalizeValues(raw, hubspotRoiFields);

  const timeSavings = inputs.seats * inputs.hoursSaved * WORKING_WEEKS_PER_YEAR * inputs.costPerHour;
  const toolSavings = inputs.currentToolCost;
  const extraDeals = inputs.dealsPerYear * (inputs.conversionLift / 100);
  const extraGrossProfit = extraDeals * inputs.dealSize * (inputs.grossMargin / 100);
  const annualBenefit = timeSavings + toolSavings + extraGrossProfit;

  const yearOneBenefit = (annualBenefit * (12 - MONTHS_BEFORE_BENEFITS)) / 12;
  const yearOneCost = inputs.implementationCost + inputs.licenseCost;

  const years: RoiYear[] = [];
  let cumulativeNet = 0;
  let cumulativeCost = 0;
  for (let year = 1; year <= YEARS_SHOWN; year += 1) {
    const benefit = year === 1 ? yearOneBenefit : annualBenefit;
    const cost = year === 1 ? yearOneCost : inputs.licenseCost;
    const net = benefit - cost;
    cumulativeNet += net;
    cumulativeCost += cost;
    years.push({year, benefit, cost, net, cumulativeNet, cumulativeRoi: cumulativeNet / cumulativeCost});
  }

  return {
    inputs,
    timeSavings,
    toolSavings,
    extraDeals,
    extraGrossProfit,
    annualBenefit,
    yearOneBenefit,
    yearOneCost,
    yearOneNet: yearOneBenefit - yearOneCost,
    yearOneRoi: (yearOneBenefit - yearOneCost) / yearOneCost,
    paybackMonths: paybackMonths(inputs.implementationCost, inputs.licenseCost / 12, annualBenefit / 12),
    years,
  };
}
