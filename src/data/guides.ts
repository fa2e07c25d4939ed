/**
 * The guides: one record each (path, title, card copy, reading time), and
 * the "Further Resources" list every guide page shares. Paths are written once
 * here; guide pages, cards and the sidebar read them from this module.
 */

import {cohorts, GUARANTEE_DAYS, proofPoints} from './claims';
import {clientCommitment, CUTOVER_DAY, CUTOVER_WEEK} from './engagement';
import {qualityScore} from './dataQualityStandard';
import {programPricing} from './pricing';

export type GuideId =
  | 'hubspot-expert'
  | 'hubspot-private-equity'
  | 'complete-hubspot-guide-for-private-equity'
  | 'pe-hubspot-implementation-roadmap'
  | 'pe-decision-framework'
  | 'pe-portfolio-value-creation-case-studies';

export interface GuideRecord {
  id: GuideId;
  path: `/guides/${GuideId}`;
  title: string;
  /** One or two sentences for cards and link lists. */
  summary: string;
  readTime: string;
}

export const guides: Readonly<Record<GuideId, GuideRecord>> = {
  'hubspot-expert': {
    id: 'hubspot-expert',
    path: '/guides/hubspot-expert',
    title: 'How to Hire a HubSpot Expert',
    summary: 'Types of expertise, what it costs, the questions to ask and the pitfalls to avoid when you bring in outside help.',
    readTime: '15 min read',
  },
  'hubspot-private-equity': {
    id: 'hubspot-private-equity',
    path: '/guides/hubspot-private-equity',
    title: 'HubSpot for Private Equity',
    summary: 'Why standardized CRM operations move valuations, a platform checklist and comparison, and an ROI model for your portfolio.',
    readTime: '8 min read',
  },
  'complete-hubspot-guide-for-private-equity': {
    id: 'complete-hubspot-guide-for-private-equity',
    path: '/guides/complete-hubspot-guide-for-private-equity',
    title: 'The Complete HubSpot Guide for Private Equity',
    summary: 'The long read: why portfolio revenue data fails, what it costs, and the architecture that turns CRM into an edge.',
    readTime: '12 min read',
  },
  'pe-hubspot-implementation-roadmap': {
    id: 'pe-hubspot-implementation-roadmap',
    path: '/guides/pe-hubspot-implementation-roadmap',
    title: 'The 100-Day HubSpot Implementation Roadmap for PE Portfolio Companies',
    summary:
      'Phase by phase from the thirty days before kickoff to the day-100 value review: owners, deliverables, risks and how success is measured.',
    readTime: '9 min read',
  },
  'pe-decision-framework': {
    id: 'pe-decision-framework',
    path: '/guides/pe-decision-framework',
    title: 'HubSpot, Salesforce or Something Simpler? A Decision Framework for PE Portfolios',
    summary: 'Which CRM fits which company, by revenue band, total cost and time to value.',
    readTime: '8 min read',
  },
  'pe-portfolio-value-creation-case-studies': {
    id: 'pe-portfolio-value-creation-case-studies',
    path: '/guides/pe-portfolio-value-creation-case-studies',
    title: 'Portfolio Value Creation: Four CRM Case Examples',
    summary: 'A manufacturer, a healthcare roll-up, a SaaS company and a professional-services firm: what changed and what it was worth.',
    readTime: '7 min read',
  },
};

export interface ResourceLink {
  label: string;
  href: string;
  description: string;
}

/** The "Further Resources" sidebar every guide shares. */
export const furtherResources: readonly ResourceLink[] = [
  {
    label: 'The Complete HubSpot Guide for Private Equity',
    href: guides['complete-hubspot-guide-for-private-equity'].path,
    description: 'The full argument, from blind spots to competitive moat.',
  },
  {
    label: 'HubSpot ROI Calculator',
    href: '/hubspot-roi-calculator',
    description: 'Put your own numbers through the model.',
  },
  {
    label: '100-Day Implementation Roadmap',
    href: guides['pe-hubspot-implementation-roadmap'].path,
    description: 'Phase by phase, with owners and exit criteria.',
  },
  {
    label: 'PE Decision Framework',
    href: guides['pe-decision-framework'].path,
    description: 'Which CRM fits which company, by revenue band.',
  },
  {
    label: 'Value Creation Case Studies',
    href: guides['pe-portfolio-value-creation-case-studies'].path,
    description: 'Four portfolio companies, before and after.',
  },
];

export interface InsightLink {
  /** Slug under /insights. */
  slug: string;
  title: string;
}

export interface RelatedContentRecord {
  /** Other guides to suggest, in order. */
  guides: readonly GuideId[];
  /** Featured insights for the guide's readers. */
  insights: readonly InsightLink[];
}

/** What each guide suggests reading next. Fixed lists, so builds are reproducible. */
export const relatedContent: Readonly<Record<GuideId, RelatedContentRecord>> = {
  'hubspot-expert': {
    guides: ['hubspot-private-equity', 'pe-hubspot-implementation-roadmap', 'pe-decision-framework'],
    insights: [
      {slug: 'marketing-leaders-data-quality-crisis', title: "The Marketing Leader's Data Quality Crisis: A Five-Day Diagnosis"},
      {slug: 'hubspot-workflows-audit', title: 'How to Audit a Sprawl of HubSpot Workflows'},
      {slug: 'hubspot-adoption-training', title: 'Why HubSpot Adoption Fails After Go-Live, and a Role-Based Training Plan That Sticks'},
      {slug: 'crm-cleanup-plan', title: 'A Six-Week CRM Cleanup Plan, Week by Week'},
    ],
  },
  'hubspot-private-equity': {
    guides: ['complete-hubspot-guide-for-private-equity', 'pe-decision-framework', 'pe-portfolio-value-creation-case-studies'],
    insights: [
      {slug: 'pe-crm-standardization-playbook', title: 'The PE CRM Standardization Playbook'},
      {slug: 'board-ready-pipeline-reporting', title: 'Board-Ready Pipeline Reporting: The Five Charts an Operating Partner Wants'},
      {slug: 'crm-due-diligence-checklist', title: "CRM Due Diligence Checklist: Testing a Target's Revenue Data"},
    ],
  },
  'complete-hubspot-guide-for-private-equity': {
    guides: ['pe-hubspot-implementation-roadmap', 'pe-decision-framework', 'pe-portfolio-value-creation-case-studies'],
    insights: [
      {slug: 'crm-due-diligence-checklist', title: "CRM Due Diligence Checklist: Testing a Target's Revenue Data"},
      {slug: 'add-on-acquisition-crm-integration', title: "Merging an Add-On's CRM into the Platform"},
      {slug: 'data-truth-gap', title: 'The Data Truth Gap: When the CRM and Finance Disagree on Bookings'},
    ],
  },
  'pe-hubspot-implementation-roadmap': {
    guides: ['hubspot-private-equity', 'pe-decision-framework', 'hubspot-expert'],
    insights: [
      {slug: 'navigating-first-90-days-revops', title: 'Navigating Your First 90 Days in RevOps'},
      {slug: 'hubspot-adoption-training', title: 'Why HubSpot Adoption Fails After Go-Live'},
      {slug: 'crm-cleanup-plan', title: 'A Six-Week CRM Cleanup Plan, Week by Week'},
    ],
  },
  'pe-decision-framework': {
    guides: ['hubspot-private-equity', 'pe-hubspot-implementation-roadmap', 'complete-hubspot-guide-for-private-equity'],
    insights: [
      {
        slug: 'hubspot-vs-salesforce-for-portfolio-companies',
        title: 'HubSpot vs Salesforce for Portfolio Companies: Choosing by Revenue Band',
      },
      {slug: 'revops-team-structure', title: 'How to Staff RevOps at $20M, $75M and $250M Revenue'},
      {slug: 'add-on-acquisition-crm-integration', title: "Merging an Add-On's CRM into the Platform"},
    ],
  },
  'pe-portfolio-value-creation-case-studies': {
    guides: ['complete-hubspot-guide-for-private-equity', 'hubspot-private-equity', 'pe-hubspot-implementation-roadmap'],
    insights: [
      {slug: 'data-truth-gap', title: 'The Data Truth Gap: When the CRM and Finance Disagree on Bookings'},
      {slug: 'customer-churn-blindspot', title: 'The Churn Blind Spot: Leading Indicators Your CRM Already Holds'},
      {slug: 'pipeline-stage-definitions', title: 'Pipeline Stage Definitions Built on Buyer Evidence'},
    ],
  },
};

export type BenefitIcon = 'valuation' | 'growth' | 'visibility' | 'integration' | 'guarantee' | 'exit';

export interface Benefit {
  icon: BenefitIcon;
  /** The headline figure or claim, shown large. */
  figure: string;
  title: string;
  text: string;
}

/** The benefit cards on /guides/hubspot-private-equity. */
export const peBenefits: readonly Benefit[] = [
  {
    icon: 'valuation',
    figure: proofPoints.valuation.figure,
    title: 'Higher valuations',
    text: `${proofPoints.valuation.measures} Buyers pay for revenue they can verify.`,
  },
  {
    icon: 'growth',
    figure: proofPoints.ebitda.figure,
    title: 'Faster EBITDA growth',
    text: `${proofPoints.ebitda.measures} Pipeline, pricing and retention problems surface months earlier.`,
  },
  {
    icon: 'visibility',
    figure: '1 view',
    title: 'One portfolio view',
    text: 'Shared definitions let the operating team compare win rates, cycle times and retention across companies without a spreadsheet.',
  },
  {
    icon: 'integration',
    figure: `${GUARANTEE_DAYS} days`,
    title: 'Add-ons absorbed on schedule',
    text: `${clientCommitment.addOnOnboarding} A reference build means it joins a known data model instead of starting a new CRM project.`,
  },
  {
    icon: 'guarantee',
    figure: proofPoints.roi.figure,
    title: 'Modeled return on the program',
    text: `The return multiple of our RevOps ROI calculator: first-year added revenue over the ${programPricing.typicalLabel} program cost, for a $60M company starting at an efficiency score of 41 to 49, the middle half of the ${cohorts.fullProgram.count} companies of our full program. Its year-one ROI subtracts the cost first and reads one turn lower; at the calculator's default inputs the multiple is about 10x.`,
  },
  {
    icon: 'exit',
    figure: 'Day 1',
    title: 'Exit-ready data room',
    text: 'Revenue by customer, cohort and product reproduces on demand, so diligence questions take hours, not weeks.',
  },
];

export interface OperationsContrast {
  aspect: string;
  chaotic: string;
  standardized: string;
}

/** The chaotic-versus-standardized comparison on /guides/hubspot-private-equity. */
export const chaoticVsStandardized: readonly OperationsContrast[] = [
  {
    aspect: 'Pipeline definitions',
    chaotic: 'Each company defines its stages its own way; "qualified" means four different things.',
    standardized: 'One stage model with written exit criteria, shared by every company.',
  },
  {
    aspect: 'Board reporting',
    chaotic: 'Analysts rebuild the numbers in spreadsheets each month, and they rarely match last month’s.',
    standardized: 'Dashboards refresh from the CRM on definitions agreed once, at portfolio level.',
  },
  {
    aspect: 'Forecasting',
    chaotic: 'The forecast is a roll-up of rep optimism, corrected by the CFO’s intuition.',
    standardized: 'The forecast weighs stage evidence and historical conversion, and is reviewed for accuracy every quarter.',
  },
  {
    aspect: 'Add-on acquisitions',
    chaotic: 'Each add-on keeps its own CRM for a year or more, invisible to the platform.',
    standardized: clientCommitment.addOnOnboarding,
  },
  {
    aspect: 'Data quality',
    chaotic: 'Duplicates, missing owners and stale records; nobody is accountable for fixing them.',
    standardized: `A data quality score, the mean of six dimensions, is tracked monthly; ${qualityScore.healthyAt} or more is healthy, and each object has an owner.`,
  },
  {
    aspect: 'Exit diligence',
    chaotic: 'The data room is assembled by hand and every buyer question takes a week.',
    standardized: 'Revenue by customer, cohort and product comes straight from the system of record.',
  },
  {
    aspect: 'Tool spend',
    chaotic: 'Overlapping licenses and agencies at every company, negotiated separately.',
    standardized: 'Shared licensing, one partner and one playbook across the portfolio.',
  },
];

/** The statistic cards in the hero of the complete guide. */
export const completeGuideStats: readonly {value: string; label: string; note: string}[] = [
  {
    value: proofPoints.valuation.figure,
    label: 'Higher valuations',
    note: `Exit multiples, ${cohorts.exits.standardized} companies with standardized CRM operations against ${cohorts.exits.other} without`,
  },
  {value: proofPoints.ebitda.figure, label: 'Faster EBITDA growth', note: 'The same exits: 13.5% a year against 7.8%'},
  {
    value: proofPoints.roi.figure,
    label: 'Modeled return multiple',
    note: 'First-year added revenue over program cost, RevOps ROI calculator',
  },
  {value: `${GUARANTEE_DAYS} days`, label: 'Implementation guarantee', note: 'Agreed scope live, or we keep working at no additional fee'},
  {
    value: proofPoints['companies-helped'].figure,
    label: 'Portfolio companies helped',
    note: `Since ${cohorts.helped.since}, from $10M to $500M revenue`,
  },
  {
    value: proofPoints['data-quality'].figure,
    label: 'Average data quality score',
    note: `At the 100-day review, ${cohorts.fullProgram.count} companies, up from 61`,
  },
];

/** The roadmap's phases as HowTo steps for its structured data; anchors are the page's section ids. */
export const roadmapSteps: readonly {name: string; text: string; anchor: string}[] = [
  {
    name: 'Pre-implementation (days -30 to 0)',
    text: 'Name the executive sponsor, the metric owner and the data owner, gather the last four board packs, inventory every system holding revenue data, secure access, request any vendor interface agreements and book the assessment interviews.',
    anchor: 'pre-implementation',
  },
  {
    name: 'Assessment and foundation (days 1-30)',
    text: 'Run the two-week PE-standard assessment and sign the scope on day 14, then agree on definitions, the data model, field ownership and the access matrix, and start merging duplicates in reviewed batches.',
    anchor: 'days-1-30',
  },
  {
    name: 'Foundation finished, build under way (days 31-60)',
    text: 'Finish the cleanup and sign the metric dictionary by day 42, then build scoring, routing and the finance integration in a sandbox and run a trial migration that reconciles.',
    anchor: 'days-31-60',
  },
  {
    name: 'Training, cutover and close support (days 61-90)',
    text: `Finish the board pack, train by role in week ${CUTOVER_WEEK} and cut over at its end (day ${CUTOVER_DAY}), then run the first three weeks of close support with management meetings held in HubSpot.`,
    anchor: 'days-61-90',
  },
  {
    name: 'Handover and the first value review (days 91-100)',
    text: `End close support, reconcile the board pack to finance through a month-end close, hand the runbook to the data owner and hold the first value review on day ${GUARANTEE_DAYS}, with every item of the agreed scope live.`,
    anchor: 'days-91-100',
  },
];
