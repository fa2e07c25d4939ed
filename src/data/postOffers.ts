/**
 * The call to action under each post: the free tool that fits the post's
 * category best (the category's `offer` in src/data/categories.ts). Typed
 * copy, no JSX; the PostCta component renders it.
 */
import {categoryOrDefault, type OfferId} from './categories';

export interface PostOffer {
  heading: string;
  text: string;
  label: string;
  href: string;
}

const assessment: PostOffer = {
  heading: 'See where your revenue data stands',
  text: 'The free Data Operations Assessment asks eighteen questions across data quality, governance, process, integration, reporting and team, then scores your maturity and names the fixes we would start with.',
  label: 'Take the free assessment',
  href: '/data-operations-assessment',
};

const badDataCost: PostOffer = {
  heading: 'Put a dollar figure on your bad data',
  text: 'Enter your record counts, duplicate and stale rates and the hours your team loses each week. The Bad Data Cost Calculator turns them into an annual cost you can take to the budget meeting.',
  label: 'Calculate your bad-data cost',
  href: '/bad-data-cost-calculator',
};

const revopsRoi: PostOffer = {
  heading: 'Model the return before you commit',
  text: 'The RevOps ROI Calculator works from the number of portfolio companies, their average revenue and today’s operational efficiency to a first-year ROI, a break-even month and a return multiple.',
  label: 'Open the RevOps ROI Calculator',
  href: '/revops-roi-calculator',
};

const hubspotRoi: PostOffer = {
  heading: 'What would a well-run HubSpot return?',
  text: 'Enter your seats, license and implementation costs, the hours each person saves and your deal figures. The HubSpot ROI Calculator shows the first-year return of HubSpot run properly.',
  label: 'Open the HubSpot ROI Calculator',
  href: '/hubspot-roi-calculator',
};

export const postOffers: Readonly<Record<OfferId, PostOffer>> = {
  assessment,
  'bad-data-cost': badDataCost,
  'revops-roi': revopsRoi,
  'hubspot-roi': hubspotRoi,
};

/** The offer under a post of this category; a missing or unknown category gets the default category's. */
export function offerFor(category: string | undefined): PostOffer {
  return postOffers[categoryOrDefault(category).offer];
}
