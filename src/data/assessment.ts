/**
 * The data-operations assessment, as data: six areas, eighteen questions with
 * a five-step answer scale each, the five maturity levels, and for every area
 * the recommendations, services and insights the results page offers.
 *
 * The order of `assessmentQuestions` is part of the result-link format
 * (version 1 in src/lib/assessment.ts): never reorder, insert or remove a
 * question without bumping that version, or old links would decode to
 * different answers.
 */
import {serviceCard, type ServiceId} from './services';

export type DimensionId = 'data-quality' | 'governance' | 'process' | 'integration' | 'reporting' | 'team';

/** An answer: 1 (not in place) to 5 (run, measured and improved). */
export type AnswerValue = 1 | 2 | 3 | 4 | 5;

export const ANSWER_VALUES: readonly AnswerValue[] = [1, 2, 3, 4, 5];

export interface AnswerOption {
  value: AnswerValue;
  /** What this level looks like in a real revenue team, in the visitor's words. */
  description: string;
}

export interface Question {
  /** Stable id, used in saved progress. */
  id: string;
  dimension: DimensionId;
  /** The question as asked. */
  text: string;
  /** A short name for the results page ("Duplicate records"). */
  topic: string;
  /** Exactly five options, values 1 to 5 in order. */
  options: readonly [AnswerOption, AnswerOption, AnswerOption, AnswerOption, AnswerOption];
}

export type RecommendationTier = 'foundation' | 'strengthen' | 'refine';

export interface TierAdvice {
  /** One sentence on where an area at this tier stands. */
  summary: string;
  /** Concrete next steps, in the order we would take them. */
  steps: readonly string[];
}

export interface LinkedPage {
  title: string;
  href: string;
}

export interface Dimension {
  id: DimensionId;
  name: string;
  /** What the area covers, as the step's introduction. */
  intro: string;
  advice: Record<RecommendationTier, TierAdvice>;
  services: readonly LinkedPage[];
  insights: readonly LinkedPage[];
}

export interface MaturityLevel {
  level: 1 | 2 | 3 | 4 | 5;
  name: string;
  /** Lowest overall score (0-100, inclusive) at this level. */
  minScore: number;
  description: string;
}

/** A service page, named as the menus name it. */
function service(id: ServiceId): LinkedPage {
  const card = serviceCard(id);
  return {title: card.menuName ?? card.title, href: card.href};
}

function insight(slug: string, title: string): LinkedPage {
  return {title, href: `/insights/${slug}`};
}

/**
 * The areas in the order we fix them in a real engagement: data first,
 * because reporting and automation inherit its errors. This order is also the
 * order of the steps and the tie-break when two areas score the same.
 */
export const dimensions: readonly Dimension[] = [
  {
    id: 'data-quality',
    name: 'Data quality',
    intro: 'Whether the records in your CRM are unique, complete and current enough to route, report and sell from.',
    advice: {
      foundation: {
        summary: 'Reps and reports are working from records you cannot rely on, so every downstream fix would inherit the errors.',
        steps: [
          'List the ten fields that routing, segmentation and board reporting depend on, and measure how complete each one is today.',
          'Run a one-off deduplication of companies first, then contacts, with merge rules written down before anything is merged.',
          'Suppress hard bounces and contacts with no activity in 24 months, so campaigns and reports stop counting them.',
        ],
      },
      strengthen: {
        summary: 'The data is usable, but new errors arrive as fast as old ones are fixed.',
        steps: [
          'Put the same matching rules on every entry point: forms, imports, integrations and manual creation.',
          'Make the critical fields required at the lifecycle stage or deal stage where they become known, not at creation.',
          'Publish a monthly data-quality scorecard (duplicates, completeness, bounce rate) with a named owner for each figure.',
        ],
      },
      refine: {
        summary: 'Your data is in good shape; the work now is keeping it there as volume and sources grow.',
        steps: [
          'Set thresholds on the scorecard (for example, bounce rate under 5%) and alert the owner when one is crossed.',
          'Schedule enrichment refreshes by field, based on how fast each one goes stale, rather than one annual pass.',
          'Review the cost of each enrichment source against the fields it actually fills, and drop the ones that do not pay.',
        ],
      },
    },
    services: [service('dataops-implementation')],
    insights: [
      insight('crm-cleanup-plan', 'A Six-Week CRM Cleanup Plan, Week by Week'),
      insight('deduplication-rules-that-hold', 'Deduplication Rules That Hold Up After the Next Import'),
      insight('true-cost-of-bad-data', 'The True Cost of Bad Data in Your CRM'),
    ],
  },
  {
    id: 'governance',
    name: 'Data governance',
    intro: 'Who decides what your data means, who may change the CRM, and how those decisions are recorded.',
    advice: {
      foundation: {
        summary: 'Nobody owns the definitions or the changes, so the CRM drifts a little further from the business every week.',
        steps: [
          'Name one owner for the CRM data model, with the authority to approve or refuse new properties and workflows.',
          'Write one page of shared definitions for lead, MQL, SQL, opportunity and customer, and get sales and marketing leaders to sign it.',
          'Remove admin rights from everyone who does not administer the system; keep a list of who has them and why.',
        ],
      },
      strengthen: {
        summary: 'Definitions and owners exist, but the system does not yet enforce them.',
        steps: [
          'Map each written definition to a lifecycle stage or property value, and make the CRM set it by rule rather than by hand.',
          'Introduce a lightweight change request: what changes, why, who is affected, and an entry in a change log.',
          'Audit properties: archive the unused ones and give every remaining property a description and an owner.',
        ],
      },
      refine: {
        summary: 'Governance works; the opportunity is to make it cheaper to follow than to bypass.',
        steps: [
          'Hold a monthly data council with sales, marketing, customer success and finance that reviews the scorecard and the change log.',
          'Publish the property dictionary where people work, so a new field is looked up before it is requested.',
          'Retire unused properties and workflows every quarter, and report how many were removed.',
        ],
      },
    },
    services: [service('dataops-implementation'), service('lineage-mapping')],
    insights: [
      insight('psychology-data-governance', 'The Psychology of Data Governance: Why Good Rules Fail'),
      insight('hubspot-permissions-and-teams', 'HubSpot Teams, Permissions and Property Governance for Multi-Entity Companies'),
      insight('data-quality-kpis', 'Eight Data Quality KPIs for Your CRM Scorecard'),
    ],
  },
  {
    id: 'process',
    name: 'Process and pipeline',
    intro: 'How deals move through stages, how leads reach sales, and how much of the routine work runs by itself.',
    advice: {
      foundation: {
        summary:
          'Pipeline stages and handoffs depend on individual judgment, so conversion rates and forecasts cannot be compared month to month.',
        steps: [
          'Rewrite each deal stage as the buyer evidence needed to enter it (for example, "budget owner identified and met").',
          'Route every new lead automatically to an owner, and agree on a first-response time with the sales leader.',
          "List the follow-ups and renewals that live in people's heads, and automate the three that are missed most often.",
        ],
      },
      strengthen: {
        summary: 'The process is written down; the gap is between the document and what the CRM checks.',
        steps: [
          "Require the fields that prove each stage's exit criteria before a deal can move forward.",
          'Report SLA breaches weekly to both the sales and marketing leaders, with recycle rules for leads sales rejects.',
          'Inventory every workflow with its owner and purpose, and switch off the ones that conflict or do nothing.',
        ],
      },
      refine: {
        summary: 'The process holds; the next gains come from measuring where it slows down.',
        steps: [
          'Track stage-to-stage conversion and time in stage each month, and investigate any stage that slows by more than a week.',
          'Review SLA performance and rejected leads jointly with sales and marketing, and adjust scoring thresholds from what you learn.',
          'Audit workflows twice a year and document each one in a single inventory.',
        ],
      },
    },
    services: [service('marketing-operations-revops')],
    insights: [
      insight('pipeline-stage-definitions', 'Pipeline Stage Definitions Built on Buyer Evidence'),
      insight('silent-sales-marketing-divide', 'The Silent Divide Between Sales and Marketing'),
      insight('hubspot-workflows-audit', 'How to Audit a Sprawl of HubSpot Workflows'),
    ],
  },
  {
    id: 'integration',
    name: 'Systems integration',
    intro: 'Whether the CRM, finance, support, product and marketing tools agree on who the customer is and what they are worth.',
    advice: {
      foundation: {
        summary: 'Data moves between systems by hand, so every report is a reconciliation exercise and numbers drift within weeks.',
        steps: [
          'Draw the current map: every system that holds customer or revenue data, and how records move between them today.',
          'Pick one system of record for each key field (account owner, ARR, customer status) and write it on the map.',
          'Replace the most frequent manual export with a native or scheduled integration before adding anything new.',
        ],
      },
      strengthen: {
        summary: 'The main systems are connected, but nobody watches the connections or settles disagreements.',
        steps: [
          'Document the field mapping of each integration, including which side wins when values differ.',
          'Review sync errors weekly and assign each recurring error to an owner until it stops recurring.',
          'Reconcile CRM bookings with finance every month, and correct the CRM rather than the spreadsheet.',
        ],
      },
      refine: {
        summary: 'Integrations are reliable; the work now is making lineage visible so nobody has to ask where a number came from.',
        steps: [
          'Trace each board metric back to its source fields and publish that lineage next to the report.',
          'Alert on sync failures within the hour instead of finding them in a weekly review.',
          'Test the integration map against the next acquisition or new tool before it is bought, not after.',
        ],
      },
    },
    services: [service('lineage-mapping'), service('dataops-implementation')],
    insights: [
      insight('data-truth-gap', 'The Data Truth Gap: When the CRM and Finance Disagree on Bookings'),
      insight('data-lineage-for-revenue-teams', 'Data Lineage for Revenue Teams: Where Each Number Comes From'),
      insight('add-on-acquisition-crm-integration', "Merging an Add-On's CRM into the Platform: Sequence, Data Mapping, Cutover"),
    ],
  },
  {
    id: 'reporting',
    name: 'Reporting and analytics',
    intro: 'Whether leadership and the board can run the business from CRM reports without rebuilding them by hand.',
    advice: {
      foundation: {
        summary:
          'Reporting is rebuilt by hand each time it is needed, so leadership spends meetings debating numbers instead of decisions.',
        steps: [
          'Agree on the five numbers the leadership meeting needs every week, with a written definition for each.',
          'Build one dashboard for those five numbers directly from the CRM, and retire the spreadsheet version the same week.',
          "Record each rep's forecast in the CRM, even if the method stays the same for now, so accuracy can be measured.",
        ],
      },
      strengthen: {
        summary: 'Core reports are trusted; the rest still needs manual checking, and a few people hold the knowledge.',
        steps: [
          'Give every dashboard an owner and an audience, and archive the ones nobody has opened in 90 days.',
          'Move the forecast into CRM forecast categories and compare it with actuals at the end of each quarter.',
          'Document how each metric is calculated, so the numbers do not depend on the one person who built them.',
        ],
      },
      refine: {
        summary: 'Reporting works for leadership; the next step is reporting the board and finance accept without a second source.',
        steps: [
          'Reconcile board metrics with finance before each board pack and note any difference with its cause.',
          'Track forecast accuracy by segment and rep, and coach to it.',
          'Add leading indicators (response time, stage velocity, renewal risk) next to the lagging revenue figures.',
        ],
      },
    },
    services: [service('analytics-bi')],
    insights: [
      insight('marketing-dashboards-fail', 'Why Marketing Dashboards Fail, and How to Build One That Gets Used'),
      insight('board-ready-pipeline-reporting', 'Board-Ready Pipeline Reporting: The Five Charts an Operating Partner Wants'),
      insight('forecast-accuracy-crm-hygiene', 'Forecast Accuracy Starts with CRM Hygiene'),
    ],
  },
  {
    id: 'team',
    name: 'Team and adoption',
    intro: 'Whether people work in the CRM every day, know how to, and have someone whose job is to keep it running.',
    advice: {
      foundation: {
        summary: 'The CRM is updated for reviews rather than used for work, and nobody has the time or the mandate to change that.',
        steps: [
          'Give one person a clear RevOps mandate and protected time, even if it is part of a role to start.',
          'Ask five reps what stops them working in the CRM, and remove the top two obstacles first.',
          'Run short, role-based sessions on the three tasks each role does most, using your own data, not a demo portal.',
        ],
      },
      strengthen: {
        summary: 'Most teams use the CRM, but training stops at onboarding and RevOps is stuck reacting to requests.',
        steps: [
          'Write a one-page guide per role for its daily CRM tasks, and update it whenever a process changes.',
          'Measure adoption per role (logins, activities logged, fields updated) and review it with each team lead monthly.',
          'Turn the RevOps request queue into a prioritized backlog with a quarterly roadmap agreed with leadership.',
        ],
      },
      refine: {
        summary: 'Adoption is strong; the gain now is a RevOps function that plans with the business rather than serving it.',
        steps: [
          "Report RevOps's own metrics (cycle time of requests, data-quality trend, adoption) to leadership each quarter.",
          'Use adoption data to trigger coaching for individuals, not retraining for everyone.',
          "Plan RevOps capacity against the company's growth plan, so the function improves the system rather than just maintaining it.",
        ],
      },
    },
    services: [service('team-training')],
    insights: [
      insight('hubspot-adoption-training', 'Why HubSpot Adoption Fails After Go-Live, and a Role-Based Training Plan That Sticks'),
      insight('revops-team-structure', 'How to Staff RevOps at $20M, $75M and $250M Revenue'),
      insight('marketing-operations-isnt-it', "Marketing Operations Isn't IT Support"),
    ],
  },
];

type Descriptions = readonly [string, string, string, string, string];

function question(id: string, dimension: DimensionId, topic: string, text: string, descriptions: Descriptions): Question {
  const [d1, d2, d3, d4, d5] = descriptions;
  return {
    id,
    dimension,
    topic,
    text,
    options: [
      {value: 1, description: d1},
      {value: 2, description: d2},
      {value: 3, description: d3},
      {value: 4, description: d4},
      {value: 5, description: d5},
    ],
  };
}

/** Grouped by area, in the order of `dimensions`. Order is part of result-link version 1. */
export const assessmentQuestions: readonly Question[] = [
  question('dq-duplicates', 'data-quality', 'Duplicate records', 'How many duplicate contact and company records are in your CRM?', [
    'We do not know, and reps regularly find the same company two or three times.',
    'We know it is a problem; someone merges duplicates by hand when they get in the way.',
    'We cleaned up in the last year, but imports and integrations create new duplicates every week.',
    'Matching rules catch most duplicates at entry, and we review a duplicate report monthly.',
    'Duplicates are under 2% and measured; every import and integration goes through the same matching rules.',
  ]),
  question(
    'dq-completeness',
    'data-quality',
    'Critical field completeness',
    'How complete are the fields your routing and reports depend on (industry, company size, lifecycle stage, owner)?',
    [
      'Most records are missing at least one of them, and nobody has listed which fields matter.',
      'Reps fill them in when they remember; about half of records are complete.',
      'New records must have them, but older records still have large gaps.',
      'We track completeness of the critical fields and close gaps through enrichment or owner tasks.',
      'Critical fields are over 95% complete, measured weekly, with an owner for each field.',
    ],
  ),
  question('dq-freshness', 'data-quality', 'Data freshness', 'How current is your contact and account data?', [
    'We cannot tell when most records were last checked, and email bounce rates keep climbing.',
    'We clean a list before a big campaign, and not otherwise.',
    'Bounces and job changes get updated when someone happens to notice them.',
    'Enrichment refreshes key fields on a schedule, and hard bounces are suppressed automatically.',
    'Freshness is a tracked KPI: stale records are re-verified or archived on a fixed cadence, and bounce rate stays under 5%.',
  ]),
  question('gov-ownership', 'governance', 'Ownership of the CRM', 'Who owns your CRM data definitions and decides on changes?', [
    'Nobody in particular; whoever has admin rights makes changes.',
    'One busy administrator, with no written brief and no sign-off.',
    'A named owner, but changes are neither reviewed nor logged.',
    'A named owner, a change request process and a log of every change.',
    'A cross-functional group meets monthly, approves changes against written standards and reviews data-quality figures.',
  ]),
  question(
    'gov-definitions',
    'governance',
    'Shared definitions',
    'Are your key terms (lead, MQL, SQL, opportunity, customer) defined in writing?',
    [
      'No; each team uses its own meaning.',
      'Marketing and sales each have definitions, and they disagree.',
      'Shared written definitions exist, but the CRM does not enforce them.',
      'Shared definitions are mapped to lifecycle stages and properties in the CRM.',
      'Shared definitions are enforced by the CRM, reviewed each quarter and used unchanged in board reporting.',
    ],
  ),
  question('gov-access', 'governance', 'Permissions and properties', 'How are permissions and new fields (properties) controlled?', [
    'Most users are admins, and anyone can create a property.',
    'Admin rights are limited, but we have hundreds of unused or duplicate properties.',
    'Permissions are set by team; properties are created on request without naming rules.',
    'Role-based permissions, naming conventions and a yearly property audit.',
    'Role-based permissions, a property dictionary with owners and descriptions, and unused fields retired every quarter.',
  ]),
  question('proc-stages', 'process', 'Pipeline stage definitions', 'How are your deal stages defined?', [
    'Stages are loose labels; reps move deals when it feels right.',
    'Stages have probabilities attached, but no exit criteria.',
    'Exit criteria are written down, but the CRM does not check them.',
    'Each stage has exit criteria based on buyer evidence, with required fields checked before a deal moves.',
    'Stages are defined by buyer evidence, enforced in the CRM, and their conversion rates and durations are reviewed monthly.',
  ]),
  question('proc-handoff', 'process', 'Lead handoff', 'How do leads pass from marketing to sales?', [
    'Leads land in a shared inbox or spreadsheet; follow-up depends on who sees them.',
    'Leads are assigned by hand, and nobody measures response time.',
    'Routing is automatic, but there is no agreed response time or feedback from sales.',
    'Routing is automatic with a written response-time SLA, and breaches are reported.',
    'Routing, SLA and recycling rules are automated, and sales and marketing review the results together each month.',
  ]),
  question(
    'proc-automation',
    'process',
    'Workflow automation',
    'How are repeatable tasks such as follow-ups, renewals and data updates handled?',
    [
      'Manually, from memory or personal to-do lists.',
      'A few workflows built by different people; nobody knows all of them.',
      'Workflows cover the main tasks but are undocumented and sometimes conflict.',
      'Workflows are documented, have owners and are tested before they go live.',
      'An inventory of workflows with owners is audited twice a year, and retired workflows are removed.',
    ],
  ),
  question(
    'int-systems',
    'integration',
    'Connected systems',
    'How well does your CRM connect to your other revenue systems (billing or ERP, support, product)?',
    [
      'Not at all; data moves by spreadsheet export and re-keying.',
      'Occasional one-off imports; numbers drift apart between systems within weeks.',
      'Native integrations for the main tools, with sync errors that nobody monitors.',
      'Every core system is integrated, field mappings are documented and sync errors are reviewed weekly.',
      'A documented integration map, monitored syncs with alerts, and one system of record for every key field.',
    ],
  ),
  question('int-source', 'integration', 'System of record', "When two systems disagree on a customer's revenue or status, what happens?", [
    'We argue about which spreadsheet is right.',
    "Finance's number wins in the meeting, but the CRM is never corrected.",
    'We know which system should win, and reconcile by hand each quarter.',
    'Each key field has a named system of record, and the CRM is reconciled with finance monthly.',
    'Integrations enforce the system of record, and CRM bookings match finance each month with every difference explained.',
  ]),
  question('int-tracking', 'integration', 'Marketing and web tracking', 'How is marketing and website activity captured in the CRM?', [
    'It is not; campaign results live in each ad platform.',
    'Form submissions reach the CRM, but source and campaign are often missing.',
    'Tracking code and UTM parameters are in place, with inconsistent naming.',
    'Consistent UTM naming and source properties tie campaigns to contacts and deals.',
    'Campaign, source and touchpoint data reach contacts and deals automatically and are audited each quarter.',
  ]),
  question('rep-trust', 'reporting', 'Trust in the numbers', "How much does leadership trust the CRM's numbers?", [
    'Not at all; the board pack is built by hand in spreadsheets.',
    'Some reports are used, but most meetings start with an argument about the numbers.',
    'Core pipeline reports are trusted; anything beyond them is checked by hand.',
    'Leadership runs its weekly meeting from CRM dashboards.',
    'Board reporting comes straight from the CRM, with documented definitions and numbers reconciled to finance.',
  ]),
  question('rep-forecast', 'reporting', 'Forecasting', 'How is your sales forecast produced?', [
    'Reps give a number in a meeting, and nobody records it.',
    'A spreadsheet rolled up from rep estimates each month.',
    'The CRM produces a forecast, but managers adjust it heavily by hand.',
    'A CRM forecast by category (commit, best case) is compared with actual results each quarter.',
    'Forecast accuracy is tracked in the CRM and reviewed weekly, and the forecast usually lands within 10% of actuals.',
  ]),
  question('rep-dashboards', 'reporting', 'Dashboards', 'How are your dashboards built and maintained?', [
    'We have none; reports are pulled when someone asks.',
    'Dozens of dashboards exist, most unused and without owners.',
    'A handful of useful dashboards, built by one person who has become the bottleneck.',
    'Dashboards by role, each with an owner and written metric definitions.',
    'A governed set of role-based dashboards: usage is tracked, unused ones are retired, definitions are shared with finance.',
  ]),
  question('team-adoption', 'team', 'Daily CRM use', 'How consistently do your teams use the CRM?', [
    'Many reps work from inboxes and spreadsheets and update the CRM just before reviews.',
    'Sales uses it for deals; marketing and customer service work elsewhere.',
    'Most teams use it daily, but activities and notes are logged patchily.',
    'Every customer-facing team works in the CRM daily, and adoption is measured.',
    'The CRM is where the work happens; usage and data entry are measured per role and coached.',
  ]),
  question('team-training', 'team', 'Training', 'How are people trained on the CRM and your processes?', [
    'They work it out on their own.',
    'A single demo at go-live or during onboarding.',
    'Onboarding training, but no refreshers when processes change.',
    'Role-based onboarding, refreshers when processes change, and written guides.',
    'Role-based training paths, a knowledge base kept current, and adoption figures that trigger coaching.',
  ]),
  question('team-capacity', 'team', 'RevOps capacity', 'Who runs revenue operations?', [
    'Nobody; it is a side task for a sales or marketing manager.',
    'One administrator who spends most of the week fixing things.',
    'A small team or an agency that reacts to requests without a roadmap.',
    'A dedicated RevOps function with a prioritized backlog and a quarterly roadmap.',
    'A RevOps function that reports its own metrics, plans with finance and leadership, and has time to improve the system.',
  ]),
];

/**
 * Overall maturity, by the overall score (0-100), lowest first. Bands are
 * inclusive at `minScore` and run up to the next level's `minScore` minus one.
 */
export const maturityLevels: readonly MaturityLevel[] = [
  {
    level: 1,
    name: 'Reactive',
    minScore: 0,
    description:
      "Problems surface as surprises: a board number that does not tie, a campaign sent to the wrong list, a deal nobody followed up. Most of the team's effort goes into firefighting, and the CRM is a record of what people remembered to type.",
  },
  {
    level: 2,
    name: 'Developing',
    minScore: 25,
    description:
      'The basics exist in places, usually because one person cares. Cleanups and reports happen in bursts, the same problems come back, and leadership still checks the important numbers by hand.',
  },
  {
    level: 3,
    name: 'Defined',
    minScore: 50,
    description:
      'Definitions, owners and core integrations are in place, and the pipeline report is trusted. The gap is enforcement: the CRM allows what the process forbids, so quality depends on discipline rather than design.',
  },
  {
    level: 4,
    name: 'Managed',
    minScore: 70,
    description:
      'The CRM enforces the process, data quality is measured, and leadership runs the business from its dashboards. Gains now come from tightening forecasts, lineage and adoption, not from rebuilding.',
  },
  {
    level: 5,
    name: 'Optimized',
    minScore: 85,
    description:
      "Revenue data is an asset a buyer's diligence team can test without finding surprises. Quality, adoption and forecast accuracy are measured and improved every quarter, and RevOps plans with the business.",
  },
];

/** Dimension score (0-100) below which an area gets `foundation` advice, and at or above which it gets `refine`. */
export const recommendationThresholds = {strengthenFrom: 50, refineFrom: 80} as const;

/** Roughly how long the assessment takes, for the introduction. */
export const assessmentMinutes = 6;
