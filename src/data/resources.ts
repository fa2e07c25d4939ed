/**
 * The home page's resources grid: our guides, case studies and insights, and
 * the industry references we send clients to. External links open in a new
 * tab; the component adds `rel="noopener noreferrer"` to every one of them.
 */

export interface ResourceLink {
  title: string;
  description: string;
  href: string;
  /** On another site: opens in a new tab. */
  external?: boolean;
}

export interface ResourceGroup {
  id: 'guides' | 'case-studies' | 'expert-insights' | 'industry-resources';
  title: string;
  description: string;
  links: readonly ResourceLink[];
  /** The group's index page on this site, if it has one. */
  more?: {label: string; href: string};
}

export const resourceGroups: readonly ResourceGroup[] = [
  {
    id: 'guides',
    title: 'Guides',
    description: 'Long-form answers to the questions operating partners ask us first.',
    links: [
      {
        title: 'How to hire a HubSpot expert',
        description: 'Types of expertise, what to ask, and what projects cost.',
        href: '/guides/hubspot-expert',
      },
      {
        title: 'HubSpot for private equity',
        description: 'Choosing and standardizing a CRM across a portfolio.',
        href: '/guides/hubspot-private-equity',
      },
      {
        title: 'The PE implementation roadmap',
        description: 'Day -30 to the day-100 value review, phase by phase, with the risks.',
        href: '/guides/pe-hubspot-implementation-roadmap',
      },
      {
        title: 'The six dimensions of data quality',
        description: 'Accuracy to integrity, each with examples from real CRMs.',
        href: '/data-quality-dimensions-guide',
      },
    ],
  },
  {
    id: 'case-studies',
    title: 'Case studies',
    description: 'What we changed, week by week, and what it measured afterward.',
    links: [
      {
        title: 'Precision components manufacturer',
        description: 'A sale-ready CRM and an exit at 11.4x EBITDA.',
        href: '/case-studies/precision-components-manufacturer',
      },
      {
        title: 'Industrial distributor data cleanup',
        description: 'Duplicate accounts from 31% to under 2%.',
        href: '/case-studies/industrial-distributor-data-cleanup',
      },
      {
        title: 'B2B SaaS churn turnaround',
        description: 'Quarterly logo churn from 8.2% to 3.1%.',
        href: '/case-studies/b2b-saas-churn-turnaround',
      },
    ],
    more: {label: 'All case studies', href: '/case-studies'},
  },
  {
    id: 'expert-insights',
    title: 'Expert insights',
    description: 'Field notes from our consultants on data, process and reporting.',
    links: [
      {
        title: 'The true cost of bad data',
        description: 'A worked cost model for duplicates, decay and wasted outreach.',
        href: '/insights/true-cost-of-bad-data',
      },
      {
        title: 'Hiring and working with a HubSpot consultant',
        description: 'How to brief, price and manage the engagement.',
        href: '/insights/hiring-and-working-with-a-hubspot-consultant',
      },
      {
        title: 'The impact of poor data quality',
        description: 'Where bad records cost revenue, function by function.',
        href: '/resources/data-impact',
      },
      {
        title: 'Frequently asked questions',
        description: 'Services, experts, data quality, our approach and HubSpot modules.',
        href: '/faqs',
      },
    ],
    more: {label: 'All insights', href: '/insights'},
  },
  {
    id: 'industry-resources',
    title: 'Industry resources',
    description: 'The official references we point client teams to.',
    links: [
      {
        title: 'HubSpot Knowledge Base',
        description: "HubSpot's own how-to articles for every hub and setting.",
        href: 'https://knowledge.hubspot.com/',
        external: true,
      },
      {
        title: 'HubSpot Academy',
        description: 'Free courses and certifications for admins and users.',
        href: 'https://academy.hubspot.com/',
        external: true,
      },
      {
        title: 'HubSpot developer documentation',
        description: 'APIs and integration guides for your engineers.',
        href: 'https://developers.hubspot.com/docs',
        external: true,
      },
      {
        title: 'HubSpot Community',
        description: 'Questions and answers from admins who run HubSpot daily.',
        href: 'https://community.hubspot.com/',
        external: true,
      },
    ],
  },
];
