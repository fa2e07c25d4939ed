/**
 * The picture a page shows when it is shared (LinkedIn, X, Slack, e-mail
 * previews): a PNG card of 1200x630, drawn at build time for every page
 * search engines index (the cards pass of src/plugins/post-build), with the
 * page's title and the brand, and a post's cover beside them. Pages kept out
 * of search (a thank-you page, a not-found page) share the brand's card. Pure.
 */

/** Every card: the size LinkedIn and Facebook ask for (at least 1200x627, about 1.91:1), as PNG. */
export const SHARE_CARD = {width: 1200, height: 630, type: 'image/png'} as const;

/** The brand's own card, for the pages that have none of their own. */
export const BRAND_CARD = '/img/share/keelson-share.png';

/** The card of the page at `pathname`: `/img/cards/index.png` for the home page, `/img/cards/insights/<slug>.png` for a post. */
export function shareCardPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return `/img/cards${path === '/' ? '/index' : path}.png`;
}

/**
 * What the card shows, for `og:image:alt` and `twitter:image:alt`. The
 * cards pass reads the title back from it (`titleFromCardAlt`), so the alt
 * and the picture always tell the same title.
 */
export function shareCardAlt(title: string, brand: string, coverAlt?: string): string {
  const words = `“${title}” and the ${brand} name`;
  return coverAlt ? `${words}, beside the cover: ${coverAlt.replace(/\.$/, '')}.` : `${words} on a navy card.`;
}

/** The title a card's alt (`shareCardAlt`) says the card shows, or undefined for an alt of another form. */
export function titleFromCardAlt(alt: string, brand: string): string | undefined {
  const end = alt.lastIndexOf(`” and the ${brand} name`);
  return alt.startsWith('“') && end > 1 ? alt.slice(1, end) : undefined;
}

/**
 * The title a card shows, in full (a card has room for what a 60-character
 * document title cuts): the page's headline, as its `og:title` carries it
 * (`headline` in src/lib/head.ts), so the card and the preview's text agree.
 */
export {headline as cardTitle} from './head';

export interface ShareCardFacts {
  siteUrl: string;
  pathname: string;
  /** The title the card shows, in full: the page's `og:title` (`cardTitle`). */
  title: string;
  brand: string;
  /** The brand's card instead of the page's own: a page kept out of search, or the not-found page. */
  brandCard: boolean;
  /** A post's cover, which its card shows beside the title. */
  coverAlt?: string;
}

/** The tags that name a page's share card, each once: where it is, its size, its type and what it shows. */
export function shareCardMeta(facts: ShareCardFacts): Array<{attribute: 'name' | 'property'; key: string; content: string}> {
  const base = facts.siteUrl.replace(/\/+$/, '');
  const url = `${base}${facts.brandCard ? BRAND_CARD : shareCardPath(facts.pathname)}`;
  const alt = facts.brandCard ? `The ${facts.brand} name and line on a navy card.` : shareCardAlt(facts.title, facts.brand, facts.coverAlt);
  return [
    {attribute: 'property', key: 'og:site_name', content: facts.brand},
    {attribute: 'property', key: 'og:image', content: url},
    {attribute: 'property', key: 'og:image:width', content: String(SHARE_CARD.width)},
    {attribute: 'property', key: 'og:image:height', content: String(SHARE_CARD.height)},
    {attribute: 'property', key: 'og:image:type', content: SHARE_CARD.type},
    {attribute: 'property', key: 'og:image:alt', content: alt},
    {attribute: 'name', key: 'twitter:image', content: url},
    {attribute: 'name', key: 'twitter:image:alt', content: alt},
  ];
}
