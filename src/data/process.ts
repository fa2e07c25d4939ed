/** How an engagement runs: the three steps of "How it works" on the home page. */
import {GUARANTEE_DAYS} from './claims';
import {CUTOVER_WEEK} from './engagement';

export interface ProcessStep {
  id: 'assessment' | 'implementation' | 'optimization';
  title: string;
  /** When the step happens. */
  timeframe: string;
  summary: string;
  /** What the client holds at the end of the step. */
  deliverables: readonly string[];
}

export const processSteps: readonly ProcessStep[] = [
  {
    id: 'assessment',
    title: 'PE-standard assessment',
    timeframe: 'Weeks 1-2',
    summary:
      'We interview the people who run revenue, audit the CRM and its integrations, and score data, process and reporting against the standard we hold every portfolio company to.',
    deliverables: [
      'A scored report on data quality, process and reporting',
      'The value at stake, in dollars, for each gap',
      `A fixed-scope plan with ${GUARANTEE_DAYS}-day milestones`,
    ],
  },
  {
    id: 'implementation',
    title: 'Rapid implementation',
    timeframe: `Weeks 3-14, to day ${GUARANTEE_DAYS}`,
    summary: `A senior team builds the agreed scope on your own records: clean, governed data by week 6, one pipeline definition, working integrations and board reporting, cutover at the end of week ${CUTOVER_WEEK}, and a demo every week.`,
    deliverables: [
      'A deduplicated CRM with validation rules that hold',
      'Standard pipeline stages, lifecycle stages and routing',
      'Board-ready dashboards and role-based training',
    ],
  },
  {
    id: 'optimization',
    title: 'Portfolio optimization',
    timeframe: 'Ongoing, with quarterly value reviews',
    summary:
      'After the day-100 value review we measure what changed against the assessment baseline each quarter, tune scoring and workflows, and bring add-on acquisitions onto the same build instead of starting over.',
    deliverables: [
      'Quarterly value reviews with the operating partner',
      'Add-ons onboarded to the reference build',
      'Data quality monitoring with alerts to named owners',
    ],
  },
];
