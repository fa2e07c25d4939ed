/**
 * How the firm works, beyond the three steps (./process) and the guarantee
 * (./claims): the three pillars the work rests on and the working rules that
 * make the 100-day guarantee affordable. Used by /approach and /about.
 */

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
      'Sales, marketing, customer success and finance work one funnel with written rules: what each stage means, who acts next, how fast. The CRM enforces the rules, so people do not have to remember them.',
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
    detail: 'We agree on what stays behind before a record moves, and we deduplicate in staging, never in production.',
  },
  {
    title: 'Integrations are phased',
    detail: "Anything that depends on another vendor's timetable gets its own phase and date, so it cannot hold the core launch hostage.",
  },
  {
    title: 'Decisions have a clock',
    detail:
      'Your CEO or data owner answers design questions within two business days; open decisions sit on the same weekly sheet as open tasks.',
  },
];

/** Further reading on /approach. */
export const approachReading: readonly {kind: string; title: string; href: string}[] = [
  {
    kind: 'Insight',
    title: 'Why CRM Implementations Fail: Six Patterns and What a 100-Day Guarantee Changes',
    href: '/insights/why-crm-implementations-fail',
  },
  {kind: 'Guide', title: 'The 100-day PE HubSpot implementation roadmap', href: '/guides/pe-hubspot-implementation-roadmap'},
  {kind: 'FAQ', title: 'Questions about our approach', href: '/faqs/approach'},
  {kind: 'Program', title: 'The PE Value Creation Program', href: '/pe-value-creation-program'},
];
