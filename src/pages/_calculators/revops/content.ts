/** The RevOps ROI page's assumptions, as the "How we calculate this" section states them. */
import type {Assumption} from '@site/src/data/badDataCost';
import {REVENUE_CAPTURE_RATE, TARGET_EFFICIENCY_PCT} from '@site/src/lib/roi';

export const revopsRoiAssumptions: Assumption[] = [
  {
    title: `Standardized operations run at ${TARGET_EFFICIENCY_PCT}% efficiency`,
    text: `The gap between your current efficiency and ${TARGET_EFFICIENCY_PCT}% is the room for improvement. Efficiency here is a score out of 100: the share of the assessment's revenue-process checks that pass without manual rework: leads routed within the agreed time, deals carrying their required fields, reports that reconcile to finance.`,
    source:
      'The average the 31 companies of our full program reached at the 100-day review, up from 46 at assessment (our assessment and 100-day review scorecards).',
  },
  {
    title: `Only ${Math.round(REVENUE_CAPTURE_RATE * 100)}% of the gap becomes revenue`,
    text: `We credit ${Math.round(REVENUE_CAPTURE_RATE * 100)} cents of additional revenue for every dollar of revenue that sits inside the efficiency gap. The rest of the gain shows up as saved time and cleaner reporting, which this model leaves out.`,
    source: 'Keelson RevOps model: a deliberately conservative capture rate.',
  },
  {
    title: 'Year one, revenue not margin',
    text: 'The model compares one year of additional revenue with the whole investment, with no compounding in later years. For a profit view, multiply the additional revenue by your gross margin; the HubSpot ROI calculator does that for one company.',
    source: 'Keelson RevOps model.',
  },
  {
    title: 'Implementation cost is all-in',
    text: 'The cost per company covers software, partner fees, data migration, integrations and training for the first year.',
    source:
      'Your own figure; our project bands run from $3,500-12,000 for a basic setup to $25,000-75,000+ for an enterprise build, and portfolio-wide programs add standardization work on top.',
  },
];
