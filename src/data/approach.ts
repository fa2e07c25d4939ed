/**
 * How the firm works: the three steps of every engagement, the three pillars
 * the work rests on, the working rules behind the 100-day guarantee, and the
 * guarantee itself. Used by /approach, /services and the PE programme page.
 */

export interface ApproachStep {
  number: number;
  title: string;
  when: string;
  summary: string;
  /** What the client holds at the end of the step. */
  youGet: string[];
}

export const approachSteps: readonly ApproachStep[] = [
  {
    number: 1,
    title: 'PE-standard assessment',
    when: 'Weeks 1-2',
    summary:
      'We interview your leadership, profile the CRM and its integrations, and score data quality, process and reporting against the standard a buyer\'s diligence team will apply. The assessment ends with a written scope.',
    youGet: [
      'A baseline scorecard for data quality, process and reporting',
      'A ranked list of what to fix, with the revenue each fix touches',
      'A fixed-price scope: what is in, what is out, what is phase two',
    ],
  },
  {
    number: 2,
    title: 'Rapid implementation',
    when: 'The 100 days',
    summary:
      'We build what the scope says, in two-week sprints that each end with a working demo to the people who will use it. Definitions are signed before anything is configured, and your team is trained on its own portal before go-live.',
    youGet: [
      'The agreed scope live within 100 days of kickoff',
      'Signed definitions for every stage and metric the board sees',
      'Trained teams and an admin runbook',
    ],
  },
  {
    number: 3,
    title: 'Portfolio optimization',
    when: 'Ongoing, with quarterly value reviews',
    summary:
      'Once the build is live, we measure it. Each quarter we review the scorecard against the baseline with the CEO and the operating partner, retune scoring, routing and reports on real volume, and agree the next quarter\'s priorities.',
    youGet: [
      'A quarterly value review against the assessment baseline',
      'A backlog ranked by value, not by who asked loudest',
      'The same standard rolled out to the next portfolio company',
    ],
  },
];

export interface Pillar {
  id: 'trusted-data' | 'shared-process' | 'measured-outcomes';
  title: string;
  summary: string;
  inPractice: string[];
}

export const pillars: readonly Pillar[] = [
  {
    id: 'trusted-data',
    title: 'Trusted data',
    summary:
      'A number is only useful if two people who pull it get the same answer. We deduplicate, validate and govern the records underneath every report, and we name an owner for each field that matters.',
    inPractice: [
      'Match and survivorship rules agreed before any merge',
      'Imports, syncs and forms that match before they create',
      'A monthly data quality scorecard with a named steward',
    ],
  },
  {
    id: 'shared-process',
    title: 'Shared process',
    summary:
      'Sales, marketing, customer success and finance work one funnel with written rules: what each stage means, who acts next, how fast. The CRM enforces the rules so nobody has to remember them.',
    inPractice: [
      'Lifecycle and deal stages defined by buyer evidence',
      'A sales-marketing SLA reviewed jointly every month',
      'The same definitions across every portfolio company',
    ],
  },
  {
    id: 'measured-outcomes',
    title: 'Measured outcomes',
    summary:
      'Every engagement starts with a baseline and ends with the same measures taken again. If a change does not move a number the board cares about, we say so and stop doing it.',
    inPractice: [
      'Baseline scorecard in the first two weeks',
      'Board-pack metrics reconciled to finance',
      'Quarterly value reviews against the baseline',
    ],
  },
];

/** The working rules that make a 100-day guarantee affordable (see the why-crm-implementations-fail insight). */
export const workingRules: readonly {title: string; detail: string}[] = [
  {
    title: 'Scope is written down by the end of week two',
    detail: 'The assessment ends with a scope document. The guarantee applies to that document, so both sides read it carefully.',
  },
  {
    title: 'Definitions are signed before build',
    detail: 'No signed metric dictionary, no configuration. This one rule shortens projects more than any other.',
  },
  {
    title: 'Data has retention rules',
    detail: 'We agree what stays behind before a record moves, and we deduplicate in staging, never in production.',
  },
  {
    title: 'Integrations are phased',
    detail: 'Anything that depends on another vendor\'s timetable gets its own phase and date, so it cannot hold the core launch hostage.',
  },
  {
    title: 'Decisions have a clock',
    detail: 'Your owner answers design questions within two working days; open decisions sit on the same weekly sheet as open tasks.',
  },
];

export const guarantee = {
  title: 'The 100-day implementation guarantee',
  text: 'The agreed implementation scope is live within 100 days of kickoff, or we keep working at no additional fee until it is.',
} as const;
