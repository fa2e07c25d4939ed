/**
 * The six guides: one record each (path, title, card copy, reading time), and
 * the "Further Resources" list every guide page shares. Paths are written once
 * here; guide pages, cards and the sidebar read them from this module.
 */

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
    title: 'How to Hire a HubSpot Expert in 2025',
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
    title: 'The 90-Day HubSpot Implementation Roadmap for PE Portfolio Companies',
    summary: 'Day by day from the thirty days before kickoff to day 90: owners, deliverables, risks and how success is measured.',
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

/** The shared "Further Resources" sidebar (specification, section 2). */
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
    label: '90-Day Implementation Roadmap',
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
      {slug: 'hiring-and-working-with-a-hubspot-consultant', title: "Hiring and Working with a HubSpot Consultant: A Buyer's Guide"},
      {slug: 'why-crm-implementations-fail', title: 'Why CRM Implementations Fail: Six Patterns and What a 100-Day Guarantee Changes'},
      {slug: 'hubspot-adoption-training', title: 'Why HubSpot Adoption Fails After Go-Live, and a Role-Based Training Plan That Sticks'},
      {slug: 'crm-cleanup-plan', title: 'A Six-Week CRM Cleanup Plan, Week by Week'},
    ],
  },
  'hubspot-private-equity': {
    guides: ['complete-hubspot-guide-for-private-equity', 'pe-decision-framework', 'pe-portfolio-value-creation-case-studies'],
    insights: [
      {slug: 'pe-crm-standardization-playbook', title: 'The PE CRM Standardization Playbook'},
      {slug: 'board-ready-pipeline-reporting', title: 'Board-Ready Pipeline Reporting: The Five Charts an Operating Partner Wants'},
      {slug: 'exit-ready-crm', title: 'The Exit-Ready CRM: What Buyers Test, and What to Fix 12 Months Out'},
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
      {slug: 'hubspot-vs-salesforce-for-portfolio-companies', title: 'HubSpot vs Salesforce for Portfolio Companies: Choosing by Revenue Band'},
      {slug: 'revops-team-structure', title: 'How to Staff RevOps at $20M, $75M and $250M Revenue'},
      {slug: 'why-crm-implementations-fail', title: 'Why CRM Implementations Fail: Six Patterns'},
    ],
  },
  'pe-portfolio-value-creation-case-studies': {
    guides: ['complete-hubspot-guide-for-private-equity', 'hubspot-private-equity', 'pe-hubspot-implementation-roadmap'],
    insights: [
      {slug: 'exit-ready-crm', title: 'The Exit-Ready CRM: What Buyers Test'},
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

/** The six benefit cards on /guides/hubspot-private-equity. */
export const peBenefits: readonly Benefit[] = [
  {
    icon: 'valuation',
    figure: '19%',
    title: 'Higher valuations',
    text: 'Companies with standardized CRM operations achieve 19% higher valuations: buyers pay for revenue they can verify.',
  },
  {
    icon: 'growth',
    figure: '73%',
    title: 'Faster EBITDA growth',
    text: 'The same companies grow EBITDA 73% faster, because pipeline, pricing and retention problems surface months earlier.',
  },
  {
    icon: 'visibility',
    figure: '1 view',
    title: 'One portfolio view',
    text: 'Shared definitions let the operating team compare win rates, cycle times and retention across companies without a spreadsheet.',
  },
  {
    icon: 'integration',
    figure: '100 days',
    title: 'Add-ons absorbed on schedule',
    text: 'A reference build means each acquisition joins a known data model instead of starting a new CRM project.',
  },
  {
    icon: 'guarantee',
    figure: '18-22x',
    title: 'Return on the program',
    text: 'Across 50+ portfolio companies, standardized revenue operations have returned 18-22x ROI on implementation cost.',
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
    standardized: 'Add-ons migrate to the reference build within 100 days of close.',
  },
  {
    aspect: 'Data quality',
    chaotic: 'Duplicates, missing owners and stale records; nobody is accountable for fixing them.',
    standardized: 'A data quality score is tracked monthly against a 92% target, with owners per object.',
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

/** The six statistic cards in the hero of the complete guide. */
export const completeGuideStats: readonly {value: string; label: string; note: string}[] = [
  {value: '19%', label: 'Higher valuations', note: 'Companies with standardized CRM operations'},
  {value: '73%', label: 'Faster EBITDA growth', note: 'Same companies, against their peers'},
  {value: '18-22x', label: 'ROI on the program', note: 'Across our portfolio engagements'},
  {value: '100 days', label: 'Go-live guarantee', note: 'Agreed implementation scope live, or we keep working free'},
  {value: '50+', label: 'Portfolio companies helped', note: 'Since 2012, from $10M to $500M revenue'},
  {value: '92%', label: 'Data quality score', note: 'Typical result after standardization'},
];

/** The roadmap's phases as HowTo steps for its structured data; anchors are the page's section ids. */
export const roadmapSteps: readonly {name: string; text: string; anchor: string}[] = [
  {
    name: 'Pre-implementation (days -30 to 0)',
    text: 'Name the sponsor and owner, record baseline metrics, inventory every system holding revenue data, secure access and run a two-week assessment that ends in a signed scope.',
    anchor: 'pre-implementation',
  },
  {
    name: 'Foundation (days 1-30)',
    text: 'Agree lifecycle and deal-stage definitions, the data model and field ownership, process maps and dashboard designs before any configuration.',
    anchor: 'days-1-30',
  },
  {
    name: 'Build and migration (days 31-60)',
    text: 'Configure in a sandbox, clean legacy data at source, connect integrations, run a trial migration, reconcile it, then cut over.',
    anchor: 'days-31-60',
  },
  {
    name: 'Adoption and proof (days 61-90)',
    text: 'Train by role, run management meetings from HubSpot, provide hypercare, put dashboards into use and hold the first value review against the baseline.',
    anchor: 'days-61-90',
  },
];
