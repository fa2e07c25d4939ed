/**
 * What the service pages share, and the /services overview's copy: the proof
 * points (each a figure from ./claims, where it is written once, with its
 * label), the notes said under the outcomes, the overview page and what the
 * work costs. The services themselves are in ./services.ts. Typed data, no JSX.
 */
import {cohorts, companiesHelped, guarantee, proofPoints, resultBars, resultCards, valueClaims} from './claims';
import {marketRates, pricingRelation, programPricing} from './pricing';

export interface ServiceOutcome {
  /** The proof point's figure, exactly as src/data/claims.ts writes it. */
  readonly figure: string;
  readonly label: string;
}

export type ProofPointId =
  | 'valuation'
  | 'ebitda'
  | 'roi'
  | 'companies-helped'
  | 'qualified-leads'
  | 'sales-cycle'
  | 'close-rates'
  | 'revops-efficiency'
  | 'data-quality'
  | 'process-standardization'
  | 'guarantee';

/** A proof point from ./claims as a figure and its label; an id with no claim is a build error. */
export function proofPoint(id: ProofPointId): ServiceOutcome {
  if (id === 'guarantee') return {figure: `${guarantee.days}-day`, label: 'implementation guarantee'};
  const claim = [...valueClaims, companiesHelped, ...resultCards].find((c) => c.id === id);
  if (claim) {
    // The headline claims only hold with their basis ("for companies with standardized CRM operations");
    // the results are averages, so they carry their range.
    const withBasis = valueClaims.includes(claim);
    const range = proofPoints[claim.id].range;
    // The 18-22x is a return multiple, named as one; "ROI" stays the calculator's percentage (ROI = multiple - 1).
    // A noun on its own, so its definition follows a colon ("return multiple: modeled first-year added revenue...").
    const label =
      claim.id === 'roi'
        ? `return multiple: ${claim.basis}`
        : withBasis
          ? `${claim.label} ${claim.basis}`
          : range
            ? `${claim.label} (average; ${range})`
            : claim.label;
    return {figure: claim.figure, label};
  }
  const bar = resultBars.find((b) => b.id === id);
  if (bar)
    return {
      figure: `${bar.isIncrease ? '+' : ''}${bar.value}%`,
      label: `${bar.label.toLowerCase()} (${bar.definition.charAt(0).toLowerCase()}${bar.definition.slice(1).replace(/\.$/, '')})`,
    };
  throw new Error(`No proof point "${id}" in src/data/claims.ts.`);
}

/** Said under every service's outcomes: the figures are the firm's own, not an industry survey. */
export const portfolioNote = `The percentages are averages from our own work, each over the companies where we did that work (the ${cohorts.fullProgram.count} companies of the full program, or the ${cohorts.leadRebuild.count} and ${cohorts.pipelineRebuild.count} whose lead scoring or pipeline stages we rebuilt); valuation and EBITDA growth compare ${cohorts.exits.count} exits. Your own baseline and targets are set in the assessment.`;

/** Said under outcomes that include the 18-22x: a modeled range, labeled as modeled. */
export const modeledReturnNote = `The ${proofPoints.roi.figure} is modeled, not an average: the return multiple of our RevOps ROI calculator (first-year added revenue over the program cost) for a $60M company starting at an efficiency score of 41 to 49, the middle half of the ${cohorts.fullProgram.count} full-program companies. The calculator's year-one ROI for the same inputs is one turn lower.`;

/** Copy of the /services overview page. */
export const servicesIndex = {
  headline: 'CRM, data and RevOps services for PE-backed and mid-size companies',
  intro:
    'We fix the CRM, data and reporting of PE-backed and mid-size companies: for the operating partner who cannot get the same revenue number twice from a portfolio company, and for the CEO who needs the CRM fixed before the next board cycle. Every service is run by a senior team that has worked in HubSpot-centered revenue stacks since 2012, and delivered against a written scope and the 100-day implementation guarantee.',
  metaDescription:
    'Analytics & BI, DataOps, HubSpot implementation and training, marketing ops and RevOps, and data lineage mapping, delivered within 100 days.',
  gridIntro: 'Most engagements combine two or three of these. The assessment tells us which, and in what order.',
  resultsIntro: `The figures behind the work, from our own portfolio engagements: valuation and EBITDA growth compare ${cohorts.exits.count} exits, and ${proofPoints.roi.figure} is modeled, the return multiple of our RevOps ROI calculator for a typical company (first-year added revenue over program cost).`,
  results: [proofPoint('valuation'), proofPoint('ebitda'), proofPoint('roi'), proofPoint('companies-helped')],
} as const;

/** What the work costs: the market's rates and bands for HubSpot work, and our program, with how the two relate. */
export const pricing = {
  intro: `For orientation, market hourly rates for HubSpot consultants run ${marketRates.hourly.range}, and fixed-scope HubSpot projects fall into three market bands. ${pricingRelation}`,
  bands: marketRates.bands.map((band) => ({name: band.label, range: band.range, detail: band.scope})),
  program: {
    name: `Our ${guarantee.days}-day program`,
    range: programPricing.range,
    detail: `Per portfolio company, typically ${programPricing.typicalLabel}: ${programPricing.quoting} Hourly work is never open-ended.`,
  },
};
