/**
 * The six guides: one record each (path, title, card copy, reading time), and
 * the "Further Resources" list every guide page shares. Paths are written once
 * here; guide pages, cards and the sidebar read them from this module.
 */

export type GuideId =
  | 'hubspot-expert'
  | 'hubspot-private-equity'
  | 'complete-hubspot-guide-for-private-equity'
  | 'pe-hubspot-implementation-roadmap'
  | 'pe-decision-framework'
  | 'pe-portfolio-value-creation-case-studies';

export interface GuideRecord {
  id: GuideId;
  path: `/guides/${GuideId}`;
  title: string;
  /** One or two sentences for cards and link lists. */
  summary: string;
  readTime: string;
}

export const guides: Readonly<Record<GuideId, GuideRecord>> = {
  'hubspot-expert': {
    id: 'hubspot-expert',
    path: '/guides/hubspot-expert',
    title: 'How to Hire a HubSpot Expert in 2025',
    summary: 'Types of expertise, what it costs, the questions to ask and the pitfalls to avoid when you bring in outside help.',
    readTime: '15 min read',
  },
  'hubspot-private-equity': {
    id: 'hubspot-private-equity',
    path: '/guides/hubspot-private-equity',
    title: 'HubSpot for Private Equity',
    summary: 'Why standardised CRM operations move valuations, a platform checklist and comparison, and an ROI model for your portfolio.',
    readTime: '12 min read',
  },
  'complete-hubspot-guide-for-private-equity': {
    id: 'complete-hubspot-guide-for-private-equity',
    path: '/guides/complete-hubspot-guide-for-private-equity',
    title: 'The Complete HubSpot Guide for Private Equity',
    summary: 'The long read: why portfolio revenue data fails, what it costs, and the architecture that turns CRM into an edge.',
    readTime: '22 min read',
  },
  'pe-hubspot-implementation-roadmap': {
    id: 'pe-hubspot-implementation-roadmap',
    path: '/guides/pe-hubspot-implementation-roadmap',
    title: 'The 90-Day HubSpot Implementation Roadmap for PE Portfolio Companies',
    summary: 'Day by day from the thirty days before kickoff to day 90: owners, deliverables, risks and how success is measured.',
    readTime: '16 min read',
  },
  'pe-decision-framework': {
    id: 'pe-decision-framework',
    path: '/guides/pe-decision-framework',
    title: 'HubSpot, Salesforce or Something Simpler? A Decision Framework for PE Portfolios',
    summary: 'Which CRM fits which company, by revenue band, total cost and time to value.',
    readTime: '14 min read',
  },
  'pe-portfolio-value-creation-case-studies': {
    id: 'pe-portfolio-value-creation-case-studies',
    path: '/guides/pe-portfolio-value-creation-case-studies',
    title: 'Portfolio Value Creation: Four CRM Case Examples',
    summary: 'A manufacturer, a healthcare roll-up, a SaaS company and a professional-services firm: what changed and what it was worth.',
    readTime: '13 min read',
  },
};

export interface ResourceLink {
  label: string;
  href: string;
  description: string;
}

/** The shared "Further Resources" sidebar (specification, section 2). */
export const furtherResources: readonly ResourceLink[] = [
  {
    label: 'The Complete HubSpot Guide for Private Equity',
    href: guides['complete-hubspot-guide-for-private-equity'].path,
    description: 'The full argument, from blind spots to competitive moat.',
  },
  {
    label: 'HubSpot ROI Calculator',
    href: '/hubspot-roi-calculator',
    description: 'Put your own numbers through the model.',
  },
  {
    label: '90-Day Implementation Roadmap',
    href: guides['pe-hubspot-implementation-roadmap'].path,
    description: 'Phase by phase, with owners and exit criteria.',
  },
  {
    label: 'PE Decision Framework',
    href: guides['pe-decision-framework'].path,
    description: 'Which CRM fits which company, by revenue band.',
  },
  {
    label: 'Value Creation Case Studies',
    href: guides['pe-portfolio-value-creation-case-studies'].path,
    description: 'Four portfolio companies, before and after.',
  },
];
