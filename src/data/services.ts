/**
 * The firm's services, one record each: the card (id, icon, name, summary)
 * and, for a service with a page of its own, everything that page says. Each
 * service's id is written here once; everything that lists services follows
 * this list: the service pages themselves (routes made from these records by
 * src/plugins/service-pages), the navbar's and footer's menus, the services
 * grids (home page, /services, the service-not-found page), the contact
 * form's topics, search, structured data, the sitemaps, llms.txt and
 * /api/content.json. A record without `page` is a card only; it links to the
 * contact form with its own topic.
 *
 * The browser never loads this module: in both bundles, src/plugins/service-pages
 * swaps it for its card view (the exports below but `services`,
 * `servicePages` and `servicePage`), so the menus every page carries hold no
 * page copy, and each service page gets its own record as route data.
 *
 * Typed data, no JSX. Proof points come from ./claims through
 * ./servicesOverview, where each figure is written once.
 */
import {guarantee} from './claims';
import {qualityDimensions} from './dataQualityStandard';
import {CUTOVER_WEEK} from './engagement';
import {modeledReturnNote, portfolioNote, proofPoint, type ServiceOutcome} from './servicesOverview';

/**
 * Lucide icon names used by the services. Data stays free of React, so
 * src/components/ServiceIcon maps each name to its `lucide-react` component;
 * the union keeps that map complete (`Record<ServiceIconName, LucideIcon>`).
 * A new icon is added there and here.
 */
export type ServiceIconName = 'ChartColumn' | 'DatabaseZap' | 'GraduationCap' | 'Workflow' | 'GitBranch' | 'Puzzle';

/** A post or case study a service page points to; the title is checked against the post by a unit test. */
export interface RelatedReading {
  readonly slug: string;
  readonly title: string;
}

export interface ServicePhase {
  readonly when: string;
  readonly title: string;
  readonly detail: string;
}

/** Everything a service page says: what, how, when, for whom, outcomes, reading. */
export interface ServicePageCopy {
  /** The page's h1. */
  readonly headline: string;
  /** Opening paragraph: names the reader and the problem. */
  readonly intro: string;
  /** Meta description, at most 160 characters. */
  readonly metaDescription: string;
  readonly forWhom: readonly {readonly reader: string; readonly situation: string}[];
  readonly deliverables: readonly {readonly title: string; readonly detail: string}[];
  /** How the work runs, in the order it happens, with its time frame. */
  readonly phases: readonly ServicePhase[];
  /** The time frame in one sentence. */
  readonly timeFrame: string;
  readonly outcomes: readonly ServiceOutcome[];
  /** Where the outcome figures come from, said plainly. */
  readonly outcomesNote: string;
  readonly relatedInsights: readonly RelatedReading[];
  readonly relatedCaseStudy: RelatedReading;
}

/** One service as written here. */
export interface ServiceRecord {
  /**
   * Lowercase words joined by hyphens: the contact topic, the value HubSpot's
   * `inquiry_topic` dropdown holds (src/config/inquiryTopics.json), and the
   * name the code uses for the service. It stays as it is when the service's
   * name or address changes.
   */
  readonly id: string;
  /** The page's address is /services/<slug>: lowercase words joined by hyphens. */
  readonly slug?: string;
  /** Addresses the page had before, each answered with a 301 to its address now (`CONTRIBUTING.md`, "Moving a page"). */
  readonly formerAddresses?: readonly string[];
  readonly icon: ServiceIconName;
  /** The card's and the page's title. */
  readonly title: string;
  /** The name in the navbar's and footer's menus, where the title is too long. */
  readonly menuName?: string;
  /** The card's summary. */
  readonly description: string;
  /** CSS background for the card's icon tile; dark enough for a white icon and text (AA). */
  readonly gradient: string;
  /** The service page (it needs a `slug`); without it the card links to the contact form. */
  readonly page?: ServicePageCopy;
}

/** The services, in the order every grid and menu lists them. */
export const services = [
  {
    id: 'analytics-bi',
    slug: 'analytics-bi',
    icon: 'ChartColumn',
    title: 'Analytics & BI',
    description:
      'Pipeline, revenue and retention reporting built on agreed definitions, so the board, finance and sales read the same number.',
    gradient: 'linear-gradient(135deg, #1d4ed8 0%, #1e3a8a 100%)',
    page: {
      headline: 'Analytics & BI: reporting the board, finance and sales all believe',
      intro:
        'Three pipeline numbers in the week before a board meeting, one from sales, one from finance and one from a spreadsheet, rarely point to the dashboard tool. They come from missing definitions, fields no form or stage requires, and reports built before anyone agreed on what they should answer. We fix the reporting from the question backwards, starting with the one the CFO has to answer.',
      metaDescription:
        'Pipeline, revenue, retention and CAC reporting on agreed definitions, reconciled to finance and delivered as a board pack within 100 days.',
      forWhom: [
        {
          reader: 'PE operating partners',
          situation:
            'You compare portfolio companies that define pipeline, bookings and churn differently, and you want one view you can put in front of the investment committee.',
        },
        {
          reader: 'Portfolio-company CEOs and CFOs',
          situation:
            'Your CRM says one closed-won figure and finance books another, and the board pack is rebuilt by hand in spreadsheets every month.',
        },
        {
          reader: 'VPs of marketing and RevOps',
          situation: 'You own a wall of dashboards nobody opens, and you need a handful of reports that decide budget and headcount.',
        },
      ],
      deliverables: [
        {
          title: 'A signed metric dictionary',
          detail:
            'One definition for pipeline, bookings, net revenue retention, CAC and payback, each with its source field, its owner and the rule that computes it.',
        },
        {
          title: 'A CRM-to-finance bookings bridge',
          detail:
            'A monthly reconciliation that explains every dollar between closed-won in the CRM and booked revenue in the ledger, line by line.',
        },
        {
          title: 'The board pack, built once',
          detail:
            'Coverage, creation, conversion, forecast accuracy and slippage, plus retention and CAC payback, refreshed from the CRM without copy and paste.',
        },
        {
          title: 'Working dashboards for each team',
          detail:
            'One dashboard per audience (leadership, sales managers, marketing), each limited to the reports that person acts on, each with a named owner.',
        },
        {
          title: 'The fields and rules underneath',
          detail:
            'Required properties, stage exit criteria and validation so the reports stay right after we leave, not just on launch day.',
        },
      ],
      phases: [
        {
          when: 'Weeks 1-2',
          title: 'Assessment and questions',
          detail:
            'We interview the board sponsor, the CFO and the revenue leaders, list the decisions each report must support and audit the fields that feed them.',
        },
        {
          when: 'Weeks 3-6',
          title: 'Definitions signed',
          detail:
            "We draft the metric dictionary, test each definition against last quarter's data and fix the fields and stage rules beneath it; the CFO signs it before any report is built.",
        },
        {
          when: 'Weeks 7-10',
          title: 'Build and reconcile',
          detail: `We build the bridge to finance and the board pack and run them beside the old numbers; at cutover, the end of week ${CUTOVER_WEEK}, the board pack comes from the CRM.`,
        },
        {
          when: 'Weeks 11-14',
          title: 'Handover',
          detail:
            'Your team runs a month-end close with us watching (bookings must agree with finance within 2%), the runbook is written, the old spreadsheets are retired, and the first value review is held on day 100.',
        },
      ],
      timeFrame: `Fourteen weeks from kickoff: the board pack comes from the CRM from cutover at the end of week ${CUTOVER_WEEK}, and your team refreshes it alone by week 14, inside the ${guarantee.name}.`,
      outcomes: [proofPoint('valuation'), proofPoint('ebitda'), proofPoint('revops-efficiency'), proofPoint('roi')],
      outcomesNote: `${portfolioNote} ${modeledReturnNote}`,
      relatedInsights: [
        {slug: 'board-ready-pipeline-reporting', title: 'Board-Ready Pipeline Reporting: The Five Charts an Operating Partner Wants'},
        {slug: 'data-truth-gap', title: 'The Data Truth Gap: When the CRM and Finance Disagree on Bookings'},
        {slug: 'marketing-dashboards-fail', title: 'Why Marketing Dashboards Fail, and How to Build One That Gets Used'},
        {
          slug: 'customer-acquisition-cost',
          title: 'Calculating Customer Acquisition Cost Properly: Fully Loaded, by Channel, with Payback',
        },
      ],
      relatedCaseStudy: {slug: 'b2b-saas-churn-turnaround', title: 'B2B SaaS churn turnaround: quarterly logo churn from 8.2% to 3.1%'},
    },
  },
  {
    id: 'dataops-implementation',
    slug: 'dataops-implementation',
    icon: 'DatabaseZap',
    title: 'DataOps Implementation',
    description: 'Deduplication, validation, enrichment and governance run as an operation, with a data quality scorecard your team owns.',
    gradient: 'linear-gradient(135deg, #047857 0%, #065f46 100%)',
    page: {
      headline: 'DataOps implementation: clean CRM data, and the operation that keeps it clean',
      intro:
        'A one-off CRM cleanup buys about a quarter. The duplicates come back with the next import, the next integration sync and the next web form, and the VP of marketing or RevOps who inherited the same customer five times is back where they started. We clean the data, then build the rules, owners and scorecard that stop the leak.',
      metaDescription:
        'Deduplication, validation, enrichment and governance for HubSpot-centered stacks, with a data quality scorecard your team runs. Live within 100 days.',
      forWhom: [
        {
          reader: 'VPs of marketing and RevOps',
          situation:
            'Lead scores fire on duplicate records, bounce rates climb and you pay for marketing contacts that are copies or unreachable.',
        },
        {
          reader: 'PE operating partners after an add-on',
          situation:
            "An acquisition's customer list has been bulk-imported into the platform company's CRM, and the number of customers you now have depends on who runs the report.",
        },
        {
          reader: 'Sales leaders',
          situation:
            'Reps work from their own spreadsheets because the CRM sends them leads that belong to another territory, or to no owner at all.',
        },
      ],
      deliverables: [
        {
          title: 'A data quality baseline',
          detail: `The six dimensions of our data-quality standard (${qualityDimensions.map((d) => d.name.toLowerCase()).join(', ')}) measured object by object, and their mean as one score you can track monthly.`,
        },
        {
          title: 'Match and survivorship rules',
          detail:
            'Agreed match keys, confidence tiers and rules for which value wins in a merge, tested on a dry run before a single record is merged.',
        },
        {
          title: 'A deduplicated, associated database',
          detail:
            'Companies, contacts and deals merged in reviewed batches, orphaned contacts associated, and every merge logged so it can be traced.',
        },
        {
          title: 'Guarded entry points',
          detail:
            'Imports, integration syncs and forms that match before they create, with validation on the fields your routing and reports depend on.',
        },
        {
          title: 'Enrichment and governance',
          detail:
            "Which fields are enriched, from which sources, how often; property ownership, a change process and a data steward's one-page runbook.",
        },
      ],
      phases: [
        {
          when: 'Weeks 1-2',
          title: 'Assessment and baseline',
          detail:
            'We profile every object, score the portal, trace where bad records come from and write the scope the guarantee applies to.',
        },
        {
          when: 'Weeks 3-6',
          title: 'Rules agreed, data merged',
          detail:
            'Match keys, survivorship and required fields are tested on a copy of your data and approved by your data owner; merges run in reviewed weekly batches, and validation guards every entry point.',
        },
        {
          when: 'Weeks 7-10',
          title: 'Enrichment and the scorecard',
          detail:
            'Integration syncs match before they create, enrichment is switched on for the fields that routing and reports depend on, and the monthly scorecard is built.',
        },
        {
          when: 'Weeks 11-14',
          title: 'Hand over',
          detail:
            'Your data owner runs a full scorecard cycle with us, low-confidence pairs go to a review queue we build, and the runbook is handed over before the day-100 value review.',
        },
      ],
      timeFrame: `Fourteen weeks for a typical portal of up to 100,000 company records, with one clean database by week 6, inside the ${guarantee.name}; the monthly scorecard continues after handover.`,
      outcomes: [proofPoint('data-quality'), proofPoint('qualified-leads'), proofPoint('guarantee')],
      outcomesNote: portfolioNote,
      relatedInsights: [
        {slug: 'true-cost-of-bad-data', title: 'The True Cost of Bad Data in Your CRM'},
        {slug: 'crm-cleanup-plan', title: 'A Six-Week CRM Cleanup Plan, Week by Week'},
        {slug: 'deduplication-rules-that-hold', title: 'Deduplication Rules That Hold Up After the Next Import'},
        {slug: 'data-enrichment-strategy', title: 'A Data Enrichment Strategy: Which Fields, Which Sources, How Often'},
      ],
      relatedCaseStudy: {
        slug: 'industrial-distributor-data-cleanup',
        title: 'Industrial distributor data cleanup: duplicates from 31% to under 2%',
      },
    },
  },
  {
    id: 'team-training',
    slug: 'team-training',
    icon: 'GraduationCap',
    title: 'Team Training & Implementation',
    description:
      'HubSpot built around how your people sell and market, then role-based training and adoption tracking until the spreadsheets go away.',
    gradient: 'linear-gradient(135deg, #7c3aed 0%, #5b21b6 100%)',
    page: {
      headline: 'Team training & implementation: a HubSpot build your people actually use',
      intro:
        'Most HubSpot launches that lose the reps to spreadsheets within a month were built well enough; what went missing was the adoption plan, and the CEO who paid for the launch finds out at the next pipeline review. We implement HubSpot around how your teams really sell, market and serve, then train each role on the handful of things it does every day and track adoption until the habit holds.',
      metaDescription:
        'HubSpot implemented around your sales and marketing process, then role-based training and adoption tracking. The agreed scope is live within 100 days.',
      forWhom: [
        {
          reader: 'Portfolio-company CEOs',
          situation: 'You are moving off spreadsheets or an old CRM and need the new system live, and used, before the next board cycle.',
        },
        {
          reader: 'Sales leaders',
          situation: 'Your reps log activity after the fact, if at all, and the forecast is a conversation rather than a report.',
        },
        {
          reader: 'Multi-entity companies',
          situation:
            "Several businesses share one HubSpot portal and need their own teams, permissions and views without breaking the group's reporting.",
        },
      ],
      deliverables: [
        {
          title: 'A scoped, configured HubSpot',
          detail:
            'Objects, properties, pipelines, teams and permissions built from a signed process map, with integrations phased so none holds the launch hostage.',
        },
        {
          title: 'Migration with retention rules',
          detail: 'What moves, what stays behind and what is archived, agreed before the first record moves and deduplicated in staging.',
        },
        {
          title: 'Role-based training',
          detail:
            "Short sessions for reps, managers, marketers and admins, each built on that role's own daily tasks in your portal, not a generic demo account.",
        },
        {
          title: 'Adoption tracking',
          detail:
            'Weekly adoption measures by team (logins, logged activities, deals updated on time) with a named manager responsible for each.',
        },
        {
          title: 'Admin handover',
          detail: 'A runbook, a change log and a backlog for your admin, so the portal keeps pace with the business after we step back.',
        },
      ],
      phases: [
        {
          when: 'Weeks 1-2',
          title: 'Assessment and process map',
          detail:
            'We sit with each team, map how deals, leads and tickets really move, and write the scope document the guarantee applies to.',
        },
        {
          when: 'Weeks 3-6',
          title: 'Foundation',
          detail:
            'Definitions, the data model and the access matrix are agreed, and the data that will migrate is cleaned; design questions get an answer from your CEO or data owner within two business days.',
        },
        {
          when: 'Weeks 7-10',
          title: 'Build, train, cut over',
          detail: `Two-week sprints, each ending in a working demo to the people who will use it; role-based training in week ${CUTOVER_WEEK}, and cutover at its end, with the old system switched to read-only.`,
        },
        {
          when: 'Weeks 11-14',
          title: 'Close support and adoption review',
          detail:
            'Daily office hours in the first week after cutover, then twice a week; we review adoption with each manager, retrain where usage lags and hand the backlog to your admin before the day-100 value review.',
        },
      ],
      timeFrame: `Cutover at the end of week ${CUTOVER_WEEK} and a live, adopted portal by week 14, inside the ${guarantee.name}.`,
      outcomes: [proofPoint('process-standardization'), proofPoint('sales-cycle'), proofPoint('guarantee')],
      outcomesNote: portfolioNote,
      relatedInsights: [
        {slug: 'hubspot-adoption-training', title: 'Why HubSpot Adoption Fails After Go-Live, and a Role-Based Training Plan That Sticks'},
        {slug: 'why-crm-implementations-fail', title: 'Why CRM Implementations Fail: Six Patterns and What a 100-Day Guarantee Changes'},
        {slug: 'hubspot-permissions-and-teams', title: 'HubSpot Teams, Permissions and Property Governance for Multi-Entity Companies'},
        {slug: 'hiring-and-working-with-a-hubspot-consultant', title: "Hiring and Working with a HubSpot Consultant: A Buyer's Guide"},
      ],
      relatedCaseStudy: {
        slug: 'professional-services-pipeline-rebuild',
        title: 'Engineering consultancy pipeline rebuild: a 23% shorter sales cycle and a win rate from 23% to 30%',
      },
    },
  },
  {
    id: 'marketing-operations-revops',
    slug: 'marketing-operations-revops',
    icon: 'Workflow',
    title: 'Marketing Operations & RevOps',
    menuName: 'Marketing Ops & RevOps',
    description:
      'Lifecycle stages, lead scoring, routing and a sales-marketing SLA that turn one shared funnel into a process people follow.',
    gradient: 'linear-gradient(135deg, #c2410c 0%, #9a3412 100%)',
    page: {
      headline: 'Marketing operations & RevOps: one funnel, one set of rules, one review',
      intro:
        "Which campaigns filled last quarter's pipeline? When marketing and sales answer differently, or sales quietly ignores the leads marketing calls qualified, another tool will not settle it. Shared definitions will, with a lead score built on your own win data, routing that respects territories and a service-level agreement both teams review together. That is the work.",
      metaDescription:
        'Lifecycle stages, lead scoring, routing, attribution and a sales-marketing SLA built in HubSpot, so marketing and sales work one funnel.',
      forWhom: [
        {
          reader: 'VPs of marketing',
          situation:
            'Marketing reports record MQLs while sales says the leads are poor, and neither side can prove it with data both accept.',
        },
        {
          reader: 'Sales leaders',
          situation:
            "Leads wait days for a first call, land in the wrong territory, or disappear between marketing automation and the rep's queue.",
        },
        {
          reader: 'New RevOps leaders',
          situation:
            'You have inherited a portal with hundreds of workflows, three scoring models and no written definition of a lifecycle stage.',
        },
      ],
      deliverables: [
        {
          title: 'Lifecycle and lead status definitions',
          detail:
            'Written entry and exit rules for every lifecycle stage and lead status, enforced by workflows, with recycling rules for leads that are not ready.',
        },
        {
          title: 'A lead score built from your wins',
          detail:
            "Fit from your closed-won data, engagement that decays, thresholds set by your team's capacity, back-tested on last year's leads before launch.",
        },
        {
          title: 'Routing and a sales-marketing SLA',
          detail: 'Territory-aware routing, response-time targets, required dispositions and a joint monthly review of the SLA report.',
        },
        {
          title: 'Attribution the CFO accepts',
          detail:
            'Sourced and influenced pipeline defined so they add up, UTM and campaign naming conventions, and a campaign results log.',
        },
        {
          title: 'A cleaned-up automation layer',
          detail:
            'An inventory of workflows and sequences, conflicts resolved, duplicates retired, and a naming standard for everything new.',
        },
      ],
      phases: [
        {
          when: 'Weeks 1-2',
          title: 'Funnel assessment',
          detail:
            'We measure conversion and speed at every stage, inventory the automation and interview both teams about where leads stall.',
        },
        {
          when: 'Weeks 3-6',
          title: 'Definitions and scoring',
          detail: 'Lifecycle definitions are signed by sales and marketing; the lead score is built, back-tested and tuned to capacity.',
        },
        {
          when: 'Weeks 7-10',
          title: 'Routing, SLA and attribution',
          detail:
            'Routing and the SLA go live, campaign naming and attribution reporting are rebuilt, and retired workflows are switched off.',
        },
        {
          when: 'Weeks 11-14',
          title: 'Joint review and handover',
          detail:
            'We chair the first two SLA reviews with both teams, adjust thresholds on real volume and hand the playbook to your RevOps owner.',
        },
      ],
      timeFrame:
        'Fourteen weeks from kickoff to a running SLA review, inside the 100-day implementation guarantee; thresholds are retuned at the first quarterly value review.',
      outcomes: [proofPoint('qualified-leads'), proofPoint('sales-cycle'), proofPoint('close-rates')],
      outcomesNote: portfolioNote,
      relatedInsights: [
        {slug: 'silent-sales-marketing-divide', title: 'The Silent Divide Between Sales and Marketing'},
        {slug: 'create-pro-level-hubspot-lead-score-model', title: 'How to Build a Pro-Level Lead Score Model in HubSpot'},
        {slug: 'lifecycle-stages-done-right', title: 'Lifecycle Stages and Lead Status in HubSpot, Done Right'},
        {slug: 'marketing-attribution-models-broken', title: 'Why Marketing Attribution Models Mislead, and What to Use Instead'},
      ],
      relatedCaseStudy: {
        slug: 'specialty-insurance-broker-revops',
        title: 'Specialty insurance broker: a renewals pipeline and producer reporting that explain organic growth',
      },
    },
  },
  {
    id: 'lineage-mapping',
    slug: 'lineage-mapping',
    icon: 'GitBranch',
    title: 'Data Lineage Mapping',
    description:
      'A map from every board metric back to its source fields, integrations and owners, so a wrong number can be traced and fixed.',
    gradient: 'linear-gradient(135deg, #0e7490 0%, #155e75 100%)',
    page: {
      headline: 'Data lineage mapping: trace every board number back to its source',
      intro:
        'A board metric moves 12% between two meetings, and the cause turns out to be an edited workflow, not the business. After that, an operating partner or a CFO wants to know where each number comes from. We map every metric in your board pack back through the reports, calculated properties, workflows and integrations to the field someone typed into, and we name an owner for each step.',
      metaDescription:
        'A map from every board metric back to its source fields, integrations and owners, with a fix list for the breaks. Six weeks for your first 20 metrics.',
      forWhom: [
        {
          reader: 'PE operating partners',
          situation:
            'You are preparing for diligence or an exit and a buyer will ask how each revenue figure is produced and whether it can be reproduced.',
        },
        {
          reader: 'CFOs and controllers',
          situation:
            'A KPI moved and your team could not tell you whether the business changed or a sync, a workflow or a property definition did.',
        },
        {
          reader: 'Platforms with add-ons',
          situation:
            'Several acquired companies feed one set of numbers through different systems, and how they join has never been drawn.',
        },
      ],
      deliverables: [
        {
          title: 'A lineage map per metric',
          detail:
            'For each board metric: the report, the calculated properties, the workflows and integrations that write to it, and the source fields, drawn step by step.',
        },
        {
          title: 'A break list, ranked',
          detail:
            'Every point where the chain can silently change the number (overwrites, manual edits, unmonitored syncs), ranked by the revenue it touches.',
        },
        {
          title: 'Named owners',
          detail: "An owner for every source field and every transformation, recorded in the map and in the CRM's property descriptions.",
        },
        {
          title: 'Change control',
          detail: 'A short review rule: no change to a mapped property, workflow or sync without checking the metrics downstream of it.',
        },
      ],
      phases: [
        {
          when: 'Week 1',
          title: 'Choose the metrics',
          detail:
            'With the CFO and the operating partner we pick up to 20 metrics that matter most: usually the board pack plus the covenant and plan figures.',
        },
        {
          when: 'Weeks 2-4',
          title: 'Trace',
          detail:
            'We trace each metric from the report back to source, export workflow and integration settings, and test each step on real records.',
        },
        {
          when: 'Week 5',
          title: 'Breaks and owners',
          detail: 'The break list is ranked and reviewed with the people who own each system; owners are agreed and written into the map.',
        },
        {
          when: 'Week 6',
          title: 'Fixes and change control',
          detail: 'The top breaks are fixed or scheduled, and the change-control rule is switched on with your admin and finance team.',
        },
      ],
      timeFrame:
        'Six weeks for the first 20 metrics; each further batch of metrics takes two to three weeks, and the map is revisited at each quarterly value review.',
      outcomes: [proofPoint('data-quality'), proofPoint('process-standardization'), proofPoint('roi')],
      outcomesNote: `${portfolioNote} ${modeledReturnNote}`,
      relatedInsights: [
        {slug: 'data-lineage-for-revenue-teams', title: 'Data Lineage for Revenue Teams: Where Each Number Comes From'},
        {slug: 'data-truth-gap', title: 'The Data Truth Gap: When the CRM and Finance Disagree on Bookings'},
        {slug: 'psychology-data-governance', title: 'The Psychology of Data Governance: Why Good Rules Fail'},
        {slug: 'exit-ready-crm', title: 'The Exit-Ready CRM: What Buyers Test, and What to Fix 12 Months Out'},
      ],
      relatedCaseStudy: {
        slug: 'precision-components-manufacturer',
        title: 'Precision components manufacturer: a sale-ready CRM and an exit at 11.4x EBITDA',
      },
    },
  },
  {
    id: 'custom-solutions',
    icon: 'Puzzle',
    title: 'Custom Solutions',
    description:
      'An add-on merger, a platform migration, a portfolio-wide reference build: tell us the problem and we will scope the work.',
    gradient: 'linear-gradient(135deg, #334155 0%, #0b1f3a 100%)',
  },
] as const satisfies readonly ServiceRecord[];

type Service = (typeof services)[number];

/** Every record's id: a card and a contact topic. */
export type ServiceCardId = Service['id'];

/** A service with a page of its own. */
export type ServiceId = Extract<Service, {page: ServicePageCopy}>['id'];

/** The address of every service page sits under this one, the /services overview. */
export const SERVICES_PATH = '/services';

/** A card of the services grid: the record without its page, and where the card links. */
export interface ServiceCard {
  id: ServiceCardId;
  icon: ServiceIconName;
  title: string;
  menuName?: string;
  description: string;
  href: string;
  gradient: string;
}

/** The contact form's address; a card without a page opens it on the record's topic, as `contactPath` (src/lib/contactLinks.ts) writes it. */
const CONTACT_FORM_PATH = '/contact';

/** Where a record's card links: its page, or the contact form with the record as its topic. */
function hrefOf(record: ServiceRecord): string {
  if (!record.page) return `${CONTACT_FORM_PATH}?topic=${record.id}`;
  if (!record.slug) throw new Error(`src/data/services.ts: the service "${record.id}" has a page but no slug (its address).`);
  return `${SERVICES_PATH}/${record.slug}`;
}

export const serviceCards: readonly ServiceCard[] = services.map((record: ServiceRecord & {id: ServiceCardId}) => ({
  id: record.id,
  icon: record.icon,
  title: record.title,
  ...(record.menuName ? {menuName: record.menuName} : {}),
  description: record.description,
  href: hrefOf(record),
  gradient: record.gradient,
}));

/** A service with a page of its own (its card links under /services/). */
export function isServicePage(card: ServiceCard): card is ServiceCard & {id: ServiceId} {
  return card.href.startsWith(`${SERVICES_PATH}/`);
}

/** The card of a service (same title, icon and link as the grid). */
export function serviceCard(id: ServiceCardId): ServiceCard {
  const card = serviceCards.find((c) => c.id === id);
  if (!card) throw new Error(`No service "${id}" in src/data/services.ts.`);
  return card;
}

/** The service pages as menu links, in the grid's order: the navbar's and the footer's Services menus. */
export const serviceMenuLinks: readonly {name: string; href: string}[] = serviceCards
  .filter(isServicePage)
  .map((card) => ({name: card.menuName ?? card.title, href: card.href}));

/** A service page: its card and its copy. */
export type ServicePage = ServiceCard & {id: ServiceId} & ServicePageCopy;

/** Every service page, in the grid's order. */
export const servicePages: readonly ServicePage[] = services.flatMap((record: ServiceRecord) =>
  record.page ? [{...serviceCard(record.id as ServiceCardId), ...record.page, id: record.id as ServiceId}] : [],
);

export function servicePage(id: ServiceId): ServicePage {
  const page = servicePages.find((p) => p.id === id);
  if (!page) throw new Error(`No service page "${id}" in src/data/services.ts.`);
  return page;
}
