/**
 * The closed list of post categories: everything that depends on a post's
 * `category`. Each insight and case study names exactly one in its front
 * matter; the build rejects any other (src/plugins/front-matter-check/frontMatterCheck.ts).
 *
 * Per category: the tag that gives it its own page (an insight carries it
 * beside its topic tags; `blog/tags.yml` lists it first, with the category's
 * name as its label), the palette its covers are drawn in
 * (`npm run covers`), and the free tool the call to action under its posts
 * offers (src/data/postOffers.ts). The writers' guide prints the same table.
 * tests/unit/categories.test.ts holds tags.yml and CONTRIBUTING.md to this
 * list; the default cover scenes (tools/covers/scenes.ts) are keyed by it.
 */

/** The free tools a post's call to action can offer. */
export type OfferId = 'assessment' | 'bad-data-cost' | 'revops-roi' | 'hubspot-roi';

/** A category's cover colors: the background, the main and light tones of the drawing, and its accent. */
export interface Palette {
  bg: string;
  main: string;
  light: string;
  accent: string;
}

export interface Category {
  name: string;
  tag: string;
  palette: Palette;
  offer: OfferId;
  /**
   * What the category's own cover shows: a post that names no picture of its
   * own gets that cover (drawn by tools/covers from the category's default
   * scene), with this text as its alt.
   */
  coverAlt: string;
}

const navy = '#0b1f3a';

export const CATEGORIES = [
  {
    name: 'Insights',
    tag: 'insights',
    palette: {bg: navy, main: '#1d4ed8', light: '#93c5fd', accent: '#f472b6'},
    offer: 'assessment',
    coverAlt: 'A report page with a rising line chart under a magnifying glass.',
  },
  {
    name: 'HubSpot Consultant',
    tag: 'hubspot-consultant',
    palette: {bg: navy, main: '#b45309', light: '#fcd34d', accent: '#93c5fd'},
    offer: 'assessment',
    coverAlt: 'A consultant figure beside a project document and a gear.',
  },
  {
    name: 'Tips & Tricks',
    tag: 'tips-and-tricks',
    palette: {bg: navy, main: '#0369a1', light: '#7dd3fc', accent: '#fbbf24'},
    offer: 'revops-roi',
    coverAlt: 'A checklist page with check marks beside a wrench.',
  },
  {
    name: 'Data Management',
    tag: 'data-management',
    palette: {bg: navy, main: '#0f766e', light: '#5eead4', accent: '#93c5fd'},
    offer: 'bad-data-cost',
    coverAlt: 'Two database cylinders joined through a gear.',
  },
  {
    name: 'Case Study',
    tag: 'case-study',
    palette: {bg: navy, main: '#15803d', light: '#86efac', accent: '#93c5fd'},
    offer: 'assessment',
    coverAlt: 'A company building beside a rising bar chart with a green check mark.',
  },
  {
    name: 'Data Quality',
    tag: 'data-quality',
    palette: {bg: navy, main: '#1d4ed8', light: '#60a5fa', accent: '#fbbf24'},
    offer: 'bad-data-cost',
    coverAlt: 'Two contact cards with green check marks beside a dial in the green.',
  },
  {
    name: 'Marketing Operations',
    tag: 'marketing-operations',
    palette: {bg: navy, main: '#7c3aed', light: '#a5b4fc', accent: '#fbbf24'},
    offer: 'revops-roi',
    coverAlt: 'A megaphone beside a small dashboard of charts.',
  },
  {
    name: 'Marketing Attribution',
    tag: 'marketing-attribution',
    palette: {bg: navy, main: '#6d28d9', light: '#c4b5fd', accent: '#60a5fa'},
    offer: 'revops-roi',
    coverAlt: 'Three campaign dots with arrows into a donut chart split three ways.',
  },
  {
    name: 'HubSpot',
    tag: 'hubspot',
    palette: {bg: navy, main: '#c2410c', light: '#fdba74', accent: '#93c5fd'},
    offer: 'hubspot-roi',
    coverAlt: 'A contact card and a gear beside a dashboard window.',
  },
  {
    name: 'Lead Management',
    tag: 'lead-management',
    palette: {bg: navy, main: '#1d4ed8', light: '#a5b4fc', accent: '#34d399'},
    offer: 'revops-roi',
    coverAlt: 'A funnel narrowing to a single lead card with a green check mark.',
  },
  {
    name: 'Private Equity',
    tag: 'private-equity',
    palette: {bg: navy, main: '#1e3a8a', light: '#93c5fd', accent: '#fbbf24'},
    offer: 'assessment',
    coverAlt: 'Three company buildings under a rising line.',
  },
] as const satisfies readonly Category[];

export type CategoryName = (typeof CATEGORIES)[number]['name'];

/** Every case study's category. */
export const CASE_STUDY_CATEGORY: CategoryName = 'Case Study';

/** A new post's category when none is given; covers and calls to action treat a missing or unknown one as this. */
export const DEFAULT_CATEGORY: CategoryName = 'Insights';

/** The category of that name; undefined for a name outside the list. */
export function categoryNamed(name: string | undefined): (typeof CATEGORIES)[number] | undefined {
  return CATEGORIES.find((c) => c.name === name);
}

/** The category of that name, or the default one. */
export function categoryOrDefault(name: string | undefined): (typeof CATEGORIES)[number] {
  return categoryNamed(name) ?? categoryNamed(DEFAULT_CATEGORY)!;
}
