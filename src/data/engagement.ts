/**
 * How an engagement runs, told once: the phases of the 100-day program with
 * their days, weeks and owners, who owns what in the client's company, and
 * how long implementations take in the market compared with our program.
 * The home page, the program and approach pages, the service plans, the
 * roadmap guide and the case studies all follow this timeline.
 */
import {GUARANTEE_DAYS} from './claims';

/** Who does what. The same role names are used on every page. */
export const roles = {
  operatingPartner: {
    title: 'Operating partner',
    side: 'sponsor',
    owns: 'Sponsors the program, agrees to the scope and attends the assessment readout and every value review.',
  },
  executiveSponsor: {
    title: 'CEO of the portfolio company',
    side: 'company',
    owns: 'The executive sponsor: settles scope trade-offs and clears blockers within two business days.',
  },
  metricOwner: {
    title: 'CFO',
    side: 'company',
    owns: 'Owns the metric dictionary and signs it off, so every board number reconciles to finance.',
  },
  dataOwner: {
    title: 'Head of sales or revenue operations',
    side: 'company',
    owns: 'The data owner: owns CRM data day to day, approves merge and validation rules, and runs the system after handover.',
  },
  engagementLead: {
    title: 'Keelson engagement lead',
    side: 'keelson',
    owns: 'A senior consultant who runs the program, leads the weekly demo and is accountable for the guarantee.',
  },
} as const;

export type PhaseId = 'readiness' | 'assessment' | 'foundation' | 'build' | 'adoption' | 'optimization';

export interface EngagementPhase {
  id: PhaseId;
  title: string;
  /** First and last day, counted from kickoff (day 1); readiness runs before it. Null for the open-ended phase. */
  days: readonly [number, number] | null;
  /** The same span in weeks, as pages write it. */
  weeks: string;
  /** Who leads the phase on the client's side and ours. */
  owners: string;
  work: string;
  /** What exists at the end of the phase. */
  milestone: string;
}

export const CUTOVER_WEEK = 10;
export const CUTOVER_DAY = 70;
export const ASSESSMENT_DAYS = 14;

export const engagementPhases: readonly EngagementPhase[] = [
  {
    id: 'readiness',
    title: 'Readiness',
    days: [-30, 0],
    weeks: 'The 30 days before kickoff',
    owners: 'Operating partner and CEO, with our engagement lead',
    work: 'The sponsor and the CEO name the data owner and the metric owner, grant system access, request any interface agreement a third-party vendor requires before its data can be read, gather the last four board packs and book the interview calendar.',
    milestone: 'Owners named, access granted, interviews booked',
  },
  {
    id: 'assessment',
    title: 'PE-standard assessment',
    days: [1, ASSESSMENT_DAYS],
    weeks: 'Weeks 1-2',
    owners: 'Our engagement lead, with the data owner',
    work: "Interviews with the CEO, CFO and revenue leaders; a profile of the CRM, its integrations and its data; a score against the standard a buyer's diligence team applies.",
    milestone: 'Baseline scorecard and a fixed-price scope, signed on day 14',
  },
  {
    id: 'foundation',
    title: 'Foundation: data and definitions',
    days: [15, 42],
    weeks: 'Weeks 3-6',
    owners: 'Data owner and CFO, with our data engineer',
    work: 'The CFO signs the metric dictionary; duplicates are merged in reviewed batches; entry points are guarded by validation; pipeline and lifecycle stages are rebuilt on buyer evidence.',
    milestone: 'One clean database and one set of definitions',
  },
  {
    id: 'build',
    title: 'Build: process, integrations and reporting',
    days: [43, CUTOVER_DAY],
    weeks: 'Weeks 7-10',
    owners: 'Data owner, with our RevOps consultant',
    work: 'Lead scoring, routing and the sales-marketing agreement go live; the finance or ERP integration is built and tested; the board pack is built; role-based training runs in week 10.',
    milestone: `Cutover at the end of week ${CUTOVER_WEEK}: every user works in the new build and the old one is read-only`,
  },
  {
    id: 'adoption',
    title: 'Adoption and handover',
    days: [CUTOVER_DAY + 1, GUARANTEE_DAYS],
    weeks: 'Weeks 11-14, and the value review on day 100',
    owners: 'Data owner and CEO, with our engagement lead',
    work: 'Floor support after cutover, adoption tracked by team, the board pack reconciled to finance through a month-end close, an admin runbook, and the first value review against the day-14 baseline.',
    milestone: 'The agreed scope live, your team running it, and the first value review held',
  },
  {
    id: 'optimization',
    title: 'Portfolio optimization',
    days: null,
    weeks: 'Ongoing, with quarterly value reviews',
    owners: 'Operating partner and CEO, with our engagement lead',
    work: 'We measure what changed against the assessment baseline each quarter, tune scoring and workflows, and bring add-on acquisitions onto the same build.',
    milestone: 'A quarterly value review with the operating partner',
  },
];

/** How long implementations take: what the market quotes, and our program. */
export const implementationDurations = {
  singleHubSetup: {
    weeks: '4-6 weeks',
    what: 'A single-hub HubSpot setup for a company under $50M in revenue, on a database that is already clean.',
  },
  multiHub: {
    weeks: '10-14 weeks',
    what: 'A multi-hub HubSpot implementation with data migration and integrations; in our program, cutover in week 10 and handover by week 14.',
  },
  salesforce: {
    weeks: '12-16 weeks',
    what: 'A comparable Salesforce implementation at a mid-market company; longer with CPQ or heavy customization.',
  },
} as const;

/** Business days the client's owner has to answer a design question. */
export const DECISION_DAYS = 2;

/** What the program asks of the client's people, and the rhythms it installs. */
export const clientCommitment = {
  dataOwnerHoursPerWeek: 'four to six hours a week',
  slaReview:
    'Breaches of the sales-marketing agreement are reported weekly; a one-hour joint review each month is owned by the heads of sales and marketing, and we chair the first two.',
  financeReconciliation: "Each month the CRM's bookings are reconciled to finance and must agree within 2%.",
  addOnOnboarding: 'An add-on acquisition joins the standard within its first 100 days of ownership, on its own 100-day program.',
} as const;

/** Support and training around cutover, the same in every plan. */
export const cutoverSupport = {
  training: 'Role-based training in week 10, in the days before cutover, for every team that uses the system.',
  hypercare: 'Thirty days of close support after cutover (weeks 11-14): daily office hours in the first week, then twice a week.',
  refresher: 'A refresher session around day 100, when the first value review shows where adoption lags.',
  accessMatrix: 'The access matrix (teams, roles and permissions) is agreed in the foundation phase, weeks 3-6.',
} as const;
