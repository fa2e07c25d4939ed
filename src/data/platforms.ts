export type PlatformId = 'hubspot' | 'salesforce' | 'dynamics' | 'pipedrive';

export interface PlatformCard {
  id: PlatformId;
  name: string;
  pricing: string;
  /** Fit for a PE portfolio, out of 100. */
  peScore: number;
  /** Accent color of the card (a CSS color with AA contrast on white). */
  color: string;
  summary: string;
}

export type Weight = 'Critical' | 'High' | 'Medium';

export interface ComparisonRow {
  category: string;
  values: Readonly<Record<PlatformId, string>>;
  weight: Weight;
}

/**
 * The platform comparison on /guides/hubspot-private-equity. Scores rate
 * each platform's fit for a PE portfolio out of 100; pricing is the
 * list-price range a mid-size portfolio
 * company sees for the tier it would actually need, per seat per month.
 */
export const platforms: readonly PlatformCard[] = [
  {
    id: 'hubspot',
    name: 'HubSpot',
    pricing: '$90-150 per seat / month (Professional to Enterprise)',
    peScore: 95,
    color: '#c2410c',
    summary: 'Fastest to value and the easiest to standardize across companies of different sizes.',
  },
  {
    id: 'salesforce',
    name: 'Salesforce',
    pricing: '$165-330 per seat / month, plus implementation',
    peScore: 75,
    color: '#0369a1',
    summary: 'Deepest customization; right for complex $200M+ businesses with an admin team to run it.',
  },
  {
    id: 'dynamics',
    name: 'Microsoft Dynamics',
    pricing: '$65-135 per seat / month, plus partner build',
    peScore: 65,
    color: '#047857',
    summary: 'A fit where the company already runs Dynamics finance and Microsoft tooling everywhere.',
  },
  {
    id: 'pipedrive',
    name: 'Pipedrive',
    pricing: '$14-99 per seat / month',
    peScore: 45,
    color: '#4d4d4d',
    summary: 'A good sales pipeline for one small team; it runs out of road at portfolio scale.',
  },
];

export const comparisonRows: readonly ComparisonRow[] = [
  {
    category: 'Multi-Entity Support',
    weight: 'Critical',
    values: {
      hubspot: 'Native (business units, brands)',
      salesforce: 'Custom (multi-org or record types)',
      dynamics: 'Partial (business units)',
      pipedrive: 'None',
    },
  },
  {
    category: 'PE Reporting Templates',
    weight: 'Critical',
    values: {
      hubspot: 'Native (custom report builder, dashboards)',
      salesforce: 'Custom (CRM Analytics build)',
      dynamics: 'Partial (Power BI templates)',
      pipedrive: 'None',
    },
  },
  {
    category: 'Time to value (multi-hub, with migration and integrations)',
    weight: 'Critical',
    values: {
      hubspot: '10-14 weeks (4-6 for a single hub on a clean database)',
      salesforce: '12-16 weeks (longer with CPQ)',
      dynamics: '10-14 weeks',
      pipedrive: '2-3 weeks (pipeline only)',
    },
  },
  {
    category: 'Total cost, year one (100 seats)',
    weight: 'High',
    values: {hubspot: '$150K-250K', salesforce: '$400K-650K', dynamics: '$250K-400K', pipedrive: '$40K-90K'},
  },
  {
    category: 'Admin skill needed',
    weight: 'High',
    values: {
      hubspot: 'RevOps generalist',
      salesforce: 'Certified admin or developer',
      dynamics: 'Partner or Dynamics specialist',
      pipedrive: 'Sales manager',
    },
  },
  {
    category: 'Marketing automation',
    weight: 'Medium',
    values: {
      hubspot: 'Built in (Marketing Hub)',
      salesforce: 'Separate product (Marketing Cloud, Account Engagement)',
      dynamics: 'Separate module (Customer Insights)',
      pipedrive: 'Add-on (Campaigns)',
    },
  },
  {
    category: 'User adoption after 90 days',
    weight: 'Medium',
    values: {hubspot: 'High', salesforce: 'Moderate', dynamics: 'Moderate', pipedrive: 'High'},
  },
];
