/**
 * The pricing story, told once: what the market charges for HubSpot work,
 * what our portfolio program costs, and how the two relate. The expert
 * guide, the FAQs, the program page and the ROI calculators all take their
 * figures from here.
 */
import {GUARANTEE_DAYS} from './claims';

export interface PriceBand {
  id: 'basic-setup' | 'multi-hub' | 'enterprise';
  label: string;
  /** As written on the page. */
  range: string;
  low: number;
  /** Null for an open top ("$75,000+"). */
  high: number | null;
  scope: string;
}

/** What independent consultants and agencies charge for HubSpot work. */
export const marketRates = {
  hourly: {range: '$75-400', low: 75, high: 400},
  /** The junior and offshore end of the hourly range. */
  hourlyJunior: {range: '$75-125', low: 75, high: 125},
  bands: [
    {
      id: 'basic-setup',
      label: 'Basic setup',
      range: '$3,500-12,000',
      low: 3_500,
      high: 12_000,
      scope: 'One hub, standard objects, a handful of workflows, no data migration.',
    },
    {
      id: 'multi-hub',
      label: 'Multi-hub implementation',
      range: '$12,000-35,000',
      low: 12_000,
      high: 35_000,
      scope: 'Two or three hubs, migration of a database assumed clean, standard integrations.',
    },
    {
      id: 'enterprise',
      label: 'Enterprise',
      range: '$25,000-75,000+',
      low: 25_000,
      high: null,
      scope: 'Custom objects, complex integrations, several business units.',
    },
  ] as const satisfies readonly PriceBand[],
} as const;

/** Our 100-day program, per portfolio company. */
export const programPricing = {
  range: '$100K-$300K',
  low: 100_000,
  high: 300_000,
  /** The typical fee, and the ROI calculator's default cost per company. */
  typical: 180_000,
  typicalLabel: '$180K',
  includes: [
    'The two-week PE-standard assessment',
    'Data remediation: deduplication, enrichment and validation at every entry point',
    'The HubSpot configuration itself',
    'Integration with finance or the ERP',
    'Board reporting reconciled to finance',
    'Role-based training and adoption support',
    `The ${GUARANTEE_DAYS}-day implementation guarantee`,
  ],
  /** Configuration's usual share of the fee. */
  configurationShare: 'a fifth to a quarter',
  quoting: 'A fixed price for the agreed scope, signed at the end of the two-week assessment.',
} as const;

/** How the two sets of figures relate, in one sentence pages can show. */
export const pricingRelation =
  'The market bands price HubSpot configuration alone, on data assumed clean. Our program fee covers that configuration, usually a fifth to a quarter of the fee, plus the data remediation, finance integration, board reporting and adoption work that decide whether the numbers can be trusted.';
