/**
 * The metric dictionary we install in every portfolio company, in brief.
 * Posts, guides and tools that define or compute one of these metrics use
 * the definition written here.
 */

export interface MetricDefinition {
  id: string;
  name: string;
  formula: string;
  note?: string;
}

export const metricDefinitions: readonly MetricDefinition[] = [
  {
    id: 'pipeline-coverage',
    name: 'Pipeline coverage',
    formula: "Open pipeline with a close date in the period, divided by the part of the period's target not yet closed.",
    note: "Never all open pipeline over one quarter's target: deals dated for later quarters do not cover this one.",
  },
  {
    id: 'win-rate',
    name: 'Win rate',
    formula: 'Opportunities won divided by opportunities closed (won plus lost) in the period.',
    note: 'A rise from 22% to 30% is a 36% relative rise, or 8 points.',
  },
  {
    id: 'sales-cycle',
    name: 'Sales cycle',
    formula: 'Median days from opportunity created to closed-won, for deals won in the period.',
  },
  {
    id: 'cac',
    name: 'Customer acquisition cost (CAC)',
    formula: 'Sales and marketing cost in the period, fully loaded, divided by new customers won in the period.',
  },
  {
    id: 'nrr',
    name: 'Net revenue retention (NRR)',
    formula: 'Recurring revenue today from the customers of twelve months ago, divided by their recurring revenue then.',
  },
  {
    id: 'logo-churn',
    name: 'Logo churn',
    formula: 'Customers lost in the period divided by customers at its start; quarterly unless stated.',
  },
  {
    id: 'duplicate-rate',
    name: 'Duplicate rate',
    formula: 'Records that duplicate another record of the same object, divided by all records of that object.',
  },
];
