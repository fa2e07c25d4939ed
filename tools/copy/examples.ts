/**
 * The client stories the site tells, each with its facts written once.
 * A page that names one of these companies (by an alias below) must use the
 * same figure for each fact; the copy check in the unit tests fails a page
 * that gives a known example a different number. Composites built from
 * several clients are called composite on the page; invented scenarios are
 * called hypothetical. No real company is ever presented as a client.
 */

export interface ExampleFact {
  /** What the fact is, in a few words. */
  fact: string;
  /** The figure as pages write it. */
  figure: string;
  /**
   * Words that name the fact in prose (a regular expression, matched without
   * case). The copy check reads a figure just before these words, or a few
   * words after them, as this fact's figure.
   */
  cue?: string;
}

/** A company named by its size: "a $60M manufacturer", "$95M in revenue". */
const SIZE_CUE = String.raw`revenue|in sales|manufacturer|distributor|company|consultancy|firm|roll-up|broker|business|ARR|commissions`;

export interface NamedExample {
  id: string;
  /** `client`: one real engagement, told without the company's name. */
  kind: 'client';
  /** Where the full story lives. */
  home: string;
  /** Phrases that identify the company in copy (matched case-insensitively). */
  aliases: readonly string[];
  sector: string;
  /** How the company is owned. */
  ownership: string;
  facts: readonly ExampleFact[];
  /** Who did what on the client's side, by the role names of src/data/engagement.ts. */
  people: Readonly<Record<string, string>>;
  /** The day, counted from kickoff, when users moved to the new build (cutover). */
  cutoverDay: number;
  /** The day the agreed scope was live (the guarantee's test). */
  scopeLiveDay: number;
}

export const namedExamples: readonly NamedExample[] = [
  {
    id: 'dealer-network-manufacturer',
    kind: 'client',
    home: '/insights/upscale-home-improvement-goods-manufacturer',
    aliases: ['dealer network', 'dealer-network manufacturer', 'kitchen and bath fixtures'],
    sector: 'Manufacturing: premium kitchen and bath fixtures, hardware and finishes, sold through dealers',
    ownership: 'PE-backed; acquired 18 months before the engagement',
    facts: [
      {fact: 'revenue', figure: '$95M', cue: SIZE_CUE},
      {fact: 'dealer locations', figure: '3,100', cue: 'dealer locations|locations'},
      {fact: 'dealer businesses', figure: '1,900', cue: 'dealer businesses|businesses|dealers'},
      {fact: 'territory managers', figure: '22', cue: 'territory managers'},
      {fact: 'dealer records before', figure: '9,800', cue: 'dealer records|records'},
      {fact: 'dealer records after', figure: '3,520', cue: 'dealer records|records'},
      {fact: 'duplicate and fragment rate before', figure: '68%', cue: 'duplicates?|fragments?'},
      {fact: 'ERP order value tied to a dealer', figure: '58% to 99%', cue: 'order value'},
    ],
    people: {
      dataOwner: 'Director of sales operations',
      metricOwner: 'CFO',
      quote: 'Vice President of Sales',
    },
    cutoverDay: 70,
    scopeLiveDay: 96,
  },
  {
    id: 'mro-industrial-distributor',
    kind: 'client',
    home: '/case-studies/industrial-distributor-data-cleanup',
    aliases: ['MRO distributor', 'industrial distributor', '22 branches'],
    sector: 'Distribution: maintenance, repair and operations (MRO) supplies, 22 branches in the Midwest and Gulf Coast',
    ownership: 'PE platform since 2019, three add-ons bought 2020-2022',
    facts: [
      {fact: 'revenue', figure: '$310M', cue: SIZE_CUE},
      {fact: 'accounts', figure: '60,000', cue: 'accounts'},
      {fact: 'company records before', figure: '87,000', cue: 'company records'},
      {fact: 'duplicate rate', figure: '31% to 1.7%', cue: 'duplicate rate|duplicates?'},
      {fact: 'qualified leads in 90 days', figure: '1,236 to 1,879', cue: 'qualified leads'},
      {fact: 'qualified leads rise', figure: '52%', cue: 'qualified leads'},
      {fact: 'data quality score', figure: '54% to 90%', cue: 'data quality score'},
    ],
    people: {
      dataOwner: 'Marketing operations manager, named data steward',
      executiveSponsor: 'CEO',
      quote: 'Vice President of Marketing',
    },
    cutoverDay: 66,
    scopeLiveDay: 84,
  },
  {
    id: 'engineering-consultancy',
    kind: 'client',
    home: '/case-studies/professional-services-pipeline-rebuild',
    aliases: ['engineering consultancy', 'engineering firm', '220-person'],
    sector: 'Professional services: civil, structural and water-infrastructure engineering, 220 staff',
    ownership: 'PE-backed: a mid-market sponsor bought a majority stake in 2021',
    facts: [
      {fact: 'fee revenue', figure: '$41M', cue: SIZE_CUE},
      {fact: 'proposals a year', figure: '380', cue: 'proposals'},
      {fact: 'median sales cycle', figure: '142 to 109 days', cue: 'sales cycle'},
      {fact: 'sales cycle change', figure: '23% shorter', cue: 'sales cycles?|shorter'},
      {fact: 'win rate', figure: '23% to 30%', cue: 'win rates?|close rates?'},
      {fact: 'win rate rise', figure: '29%', cue: 'win rates?|close rates?'},
    ],
    people: {
      dataOwner: 'Business development manager',
      executiveSponsor: 'Managing principal',
      quote: 'Managing principal',
    },
    cutoverDay: 73,
    scopeLiveDay: 91,
  },
  {
    id: 'pt-rollup',
    kind: 'client',
    home: '/case-studies/multi-site-healthcare-roll-up',
    aliases: ['physical-therapy', 'physical therapy', 'healthcare roll-up', 'PT roll-up'],
    sector: 'Healthcare services: a roll-up of 14 physical-therapy groups, 96 clinics in five states',
    ownership: 'PE-backed, a healthcare-focused sponsor in year three of its hold',
    facts: [
      {fact: 'net patient revenue', figure: '$142M', cue: SIZE_CUE},
      {fact: 'groups', figure: '14', cue: 'physical-therapy groups|groups'},
      {fact: 'clinics', figure: '96', cue: 'clinics'},
      {fact: 'referrals a year', figure: '61,000', cue: 'referrals'},
      {fact: 'referral conversion', figure: '71% to 77%', cue: 'conversion'},
      {fact: 'program cost', figure: '$559K', cue: 'program cost|cost'},
      {fact: 'return on program cost (net, undiscounted, over the remaining hold)', figure: '340%'},
    ],
    people: {
      dataOwner: 'Vice President of physician relations',
      executiveSponsor: 'COO',
      quote: 'COO',
    },
    cutoverDay: 77,
    scopeLiveDay: 109,
  },
  {
    id: 'precision-components-manufacturer',
    kind: 'client',
    home: '/case-studies/precision-components-manufacturer',
    aliases: ['precision components', 'components maker', 'components manufacturer'],
    sector: 'Manufacturing: precision and industrial components, two plants',
    ownership: 'PE-backed, a mid-market sponsor in year four of its hold',
    facts: [
      {fact: 'revenue', figure: '$140M', cue: SIZE_CUE},
      {fact: 'EBITDA', figure: '$21M', cue: 'EBITDA'},
      {fact: 'months from kickoff to going to market', figure: '20'},
      {fact: 'exit multiple', figure: '11.4x', cue: 'multiple|EBITDA'},
      {fact: 'median multiple of comparable deals', figure: '8.7x', cue: 'multiple|EBITDA'},
      {fact: 'bookings matched to the ERP', figure: '71% to 98%', cue: 'bookings'},
    ],
    people: {
      dataOwner: 'Sales operations manager',
      metricOwner: 'CFO',
      quote: 'CFO',
    },
    cutoverDay: 70,
    scopeLiveDay: 93,
  },
  {
    id: 'vertical-saas-churn',
    kind: 'client',
    home: '/case-studies/b2b-saas-churn-turnaround',
    aliases: ['vertical SaaS', 'HVAC and plumbing contractors', 'scheduling and dispatch software'],
    sector: 'B2B SaaS: scheduling and dispatch software for HVAC and plumbing contractors',
    ownership: 'PE-backed since 2022',
    facts: [
      {fact: 'ARR', figure: '$38M', cue: SIZE_CUE},
      {fact: 'customers', figure: '2,400', cue: 'customers'},
      {fact: 'contract terms', figure: '62% annual, 38% month to month'},
      {fact: 'quarterly logo churn', figure: '8.2% to 3.1%', cue: 'churn'},
    ],
    people: {
      dataOwner: 'Head of revenue operations',
      metricOwner: 'CFO',
      quote: 'Chief Customer Officer',
    },
    cutoverDay: 63,
    scopeLiveDay: 88,
  },
  {
    id: 'specialty-insurance-broker',
    kind: 'client',
    home: '/case-studies/specialty-insurance-broker-revops',
    aliases: ['insurance broker', 'specialty broker'],
    sector: 'Financial services: a commercial specialty insurance broker, nine offices',
    ownership: 'PE platform since 2021, four agency acquisitions',
    facts: [
      {fact: 'commissions and fees', figure: '$96M', cue: SIZE_CUE},
      {fact: 'producers', figure: '85', cue: 'producers'},
      {fact: 'renewal retention', figure: '85.1% to 91.4%', cue: 'retention'},
      {fact: 'quote-to-bind', figure: '18.6% to 24.9%', cue: 'quote-to-bind'},
    ],
    people: {
      dataOwner: 'Director of sales operations',
      executiveSponsor: 'Chief Revenue Officer',
      quote: 'Chief Revenue Officer',
    },
    cutoverDay: 84,
    scopeLiveDay: 98,
  },
];
