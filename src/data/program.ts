/**
 * The PE Value Creation Program (/pe-value-creation-program): a 100-day
 * program per portfolio company, run in waves across a sponsor's portfolio.
 * The capacity figure lives here once; anything that quotes it imports it.
 */

import {cohorts} from './claims';
import {engagementPhases, type EngagementPhase} from './engagement';
import {pricingRelation, programPricing} from './pricing';

/** New portfolio companies the firm starts per quarter. The one capacity figure the site quotes. */
export const PROGRAM_CAPACITY_PER_QUARTER = 6;

export interface ProgramPhase {
  days: string;
  title: string;
  detail: string;
  /** What exists at the end of the phase. */
  milestone: string;
}

/** The phases inside the 100 days, as the engagement model defines them. */
export const programPhases: readonly ProgramPhase[] = engagementPhases
  .filter((phase): phase is EngagementPhase & {days: readonly [number, number]} => phase.days !== null && phase.days[0] > 0)
  .map((phase) => ({
    days: `Days ${phase.days[0]}-${phase.days[1]} (${phase.weeks.replace(/,.*$/, '').toLowerCase()})`,
    title: phase.title,
    detail: phase.work,
    milestone: phase.milestone,
  }));

export const program = {
  headline: 'The PE Value Creation Program: standardized CRM operations, one portfolio company every 100 days',
  intro:
    'The program is one CRM standard for a whole portfolio, built one company at a time, for operating partners who cannot compare pipeline, churn or CAC because every company defines them differently. We take one portfolio company from assessment to a live, adopted CRM standard in 100 days, then reuse the same reference build, definitions and board pack for the next.',
  metaDescription:
    'A 100-day program that standardizes CRM, data and reporting in each portfolio company, rolled out in waves across a PE portfolio.',
  claimsIntro: 'Why sponsors standardize CRM operations first, in figures from our own portfolio work:',
  claimsNote: `Valuation and EBITDA growth compare ${cohorts.exits.count} exits by ${cohorts.exits.sponsors} sponsors we work with (${cohorts.exits.standardized} companies with standardized CRM operations, ${cohorts.exits.other} without); a comparison, not a controlled study. The 18-22x is modeled, not measured: the return multiple of our RevOps ROI calculator, first-year added revenue over the program cost, for a $60M company starting at an efficiency score of 41 to 49, the middle half of the ${cohorts.fullProgram.count} companies of our full program. The calculator's year-one ROI for the same inputs is one turn lower.`,
  pricingNote: `Each company's scope is quoted at a fixed price at the end of its two-week assessment: ${programPricing.range} per company, typically ${programPricing.typicalLabel}. ${pricingRelation}`,
  sponsorGets: [
    {
      title: 'One portfolio scorecard',
      detail:
        'Data quality, process and reporting scored the same way in every company, so the investment committee compares like with like.',
    },
    {
      title: 'A reference build',
      detail: 'Objects, properties, stages and reports defined once and reused, so the second company takes less effort than the first.',
    },
    {
      title: 'One metric dictionary',
      detail: 'Pipeline, bookings, net revenue retention and CAC mean the same thing in every board pack you read.',
    },
    {
      title: 'Exit-ready evidence',
      detail: "Lineage for every board metric and a documented data history, ready for a buyer's diligence team.",
    },
    {
      title: 'Add-ons onboarded, not rebuilt',
      detail: "Each acquisition's CRM is mapped onto the platform's standard with a tested cutover plan.",
    },
  ],
  waves: [
    {
      title: 'Wave 1: the platform company',
      detail: 'We start where the revenue and the reporting pressure are greatest, and the reference build is proven there.',
    },
    {
      title: 'Wave 2: the next two or three companies',
      detail:
        'Chosen with you by value at stake and readiness; each starts with its own two-week assessment, [scheduled in the order sponsors sign a scope](/insights/first-quarter-program-kickoffs).',
    },
    {
      title: 'Wave 3 onwards: the rest of the portfolio and new acquisitions',
      detail: 'Add-ons and new platforms join the standard within their first 100 days of ownership.',
    },
  ],
  furtherReading: [
    {
      kind: 'Insight',
      title: 'The PE CRM Standardization Playbook: Definitions, a Reference Build, a Rollout Order',
      href: '/insights/pe-crm-standardization-playbook',
    },
    {kind: 'Insight', title: 'The Exit-Ready CRM: What Buyers Test, and What to Fix 12 Months Out', href: '/insights/exit-ready-crm'},
    {kind: 'Guide', title: 'HubSpot for private equity', href: '/guides/hubspot-private-equity'},
    {kind: 'Guide', title: 'PE portfolio value creation: four case examples', href: '/guides/pe-portfolio-value-creation-case-studies'},
    {kind: 'Tool', title: 'RevOps ROI calculator for a portfolio', href: '/revops-roi-calculator'},
  ],
  eligibility: [
    'Portfolio companies with roughly $10M-$500M in revenue',
    'A CRM in place or chosen (HubSpot-centered stacks are our specialty; the assessment and data work apply whatever the platform)',
    'A data owner in the company (usually the head of sales or revenue operations) with four to six hours a week, and a CEO who settles scope questions within two business days',
    'An operating partner or value-creation lead who sponsors the work',
  ],
} as const;
