/**
 * Page-head rules. A title is the page part, then ` | Brand`; when the whole
 * would pass 60 characters, the page part is cut (at a word boundary, with an
 * ellipsis) so that the brand always stays. A description fits in 160
 * characters. Social cards (Open Graph, Twitter) carry the page's full
 * headline, never cut and without the brand (a preview has room for the
 * headline and names the site from `og:site_name`), and the page's
 * description, unless a post sets its own. Pure: the theme renders what these
 * functions return.
 */

export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 160;
export const ELLIPSIS = '...';

/** A character inside a word: cutting before one would split the word. */
const WORD_CHAR = /[\p{L}\p{N}'’]/u;

/**
 * `text` when it fits in `limit` characters; otherwise cut at the last word
 * boundary that leaves room for the ellipsis (mid-word only for a single word
 * longer than that), without trailing spaces or punctuation before it.
 */
export function cutToLimit(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const room = limit - ELLIPSIS.length;
  const head = text.slice(0, room);
  const wordEnd = WORD_CHAR.test(text[room]) ? head.lastIndexOf(' ') : room;
  const kept = wordEnd > 0 ? head.slice(0, wordEnd) : head;
  return `${kept.replace(/[\s,;:|\-–—([{"'“‘]+$/u, '')}${ELLIPSIS}`;
}

function clean(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}

/**
 * The document title. `title` is the page part; a page part that already
 * ends with the suffix is taken without it, and one that leads with the brand
 * (the home page) stands alone. From page 2 on, a list's page part says which
 * page it is, and that marker survives the cut. An empty title is the brand.
 */
export function pageTitle(title: string | undefined, brand: string, delimiter = '|', page = 1): string {
  const suffix = ` ${delimiter} ${brand}`;
  let part = clean(title);
  if (part.endsWith(suffix)) part = part.slice(0, -suffix.length).trim();
  const marker = page > 1 ? ` (page ${page})` : '';
  if (!part || part === brand) return marker ? `${brand}${marker}` : brand;
  if (part.startsWith(brand)) return cutToLimit(`${part}${marker}`, TITLE_LIMIT);
  const room = TITLE_LIMIT - suffix.length - marker.length;
  return `${cutToLimit(part, room)}${marker}${suffix}`;
}

/** A description over 160 characters is cut at a word boundary to fit, ellipsis included. */
export function pageDescription(description: string): string {
  return cutToLimit(clean(description), DESCRIPTION_LIMIT);
}

/**
 * What is wrong with a description a writer or a page sets, or undefined when
 * it fits: such a description fails the build instead of being cut.
 */
export function descriptionProblem(description: string | undefined): string | undefined {
  const length = clean(description).length;
  return length > DESCRIPTION_LIMIT ? `is ${length} characters, over the limit of ${DESCRIPTION_LIMIT}` : undefined;
}

/** What a post may set for its social cards (front matter `og_title`, `og_description`, `twitter_title`, `twitter_description`). */
export interface SocialOverrides {
  ogTitle?: string;
  ogDescription?: string;
  twitterTitle?: string;
  twitterDescription?: string;
}

export interface MetaTag {
  /** `name` for the plain and Twitter tags, `property` for Open Graph and article tags. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

function text(value: unknown): string | undefined {
  const v = typeof value === 'string' ? clean(value) : '';
  return v === '' ? undefined : v;
}

/** The social-card fields of a post's front matter, ignoring empty or non-text values. */
export function socialOverrides(frontMatter: Record<string, unknown>): SocialOverrides {
  return {
    ogTitle: text(frontMatter.og_title),
    ogDescription: text(frontMatter.og_description),
    twitterTitle: text(frontMatter.twitter_title),
    twitterDescription: text(frontMatter.twitter_description),
  };
}

/**
 * The page's full headline, for its social tags and its share card: the page
 * part of the title without the brand suffix, never cut; a list's later page
 * says which page it is. An empty title is the brand.
 */
export function headline(title: string | undefined, brand: string, delimiter = '|', page = 1): string {
  const suffix = ` ${delimiter} ${brand}`;
  const part = clean(title);
  const text = ` ${part}`.endsWith(suffix) ? ` ${part}`.slice(0, -suffix.length).trim() : part;
  if (!text) return brand;
  return page > 1 ? `${text} (page ${page})` : text;
}

/**
 * The description and social tags of a page. `headline` is the page's full
 * headline (`headline()`), not the 60-character document title. Open Graph
 * takes the post's own `og_*` text, else the page's; Twitter takes its own
 * `twitter_*` text, else what Open Graph shows. Titles are used whole;
 * every description is cut to 160. A missing value gives no tag.
 */
export function socialMeta(headline: string | undefined, description: string | undefined, social: SocialOverrides = {}): MetaTag[] {
  const cutDesc = (d: string | undefined) => (d === undefined ? undefined : pageDescription(d));
  const desc = cutDesc(text(description));
  const ogTitle = text(social.ogTitle) ?? text(headline);
  const ogDescription = cutDesc(social.ogDescription) ?? desc;
  const tags: Array<[MetaTag['attribute'], string, string | undefined]> = [
    ['name', 'description', desc],
    ['property', 'og:title', ogTitle],
    ['property', 'og:description', ogDescription],
    ['name', 'twitter:title', text(social.twitterTitle) ?? ogTitle],
    ['name', 'twitter:description', cutDesc(social.twitterDescription) ?? ogDescription],
  ];
  return tags.flatMap(([attribute, key, content]) => (content === undefined ? [] : [{attribute, key, content}]));
}

/** `article:modified_time` content from the blog plugin's `lastUpdatedAt` (milliseconds), or undefined without a revision. */
export function modifiedTime(lastUpdatedAt: number | null | undefined): string | undefined {
  if (typeof lastUpdatedAt !== 'number' || !Number.isFinite(lastUpdatedAt)) return undefined;
  return new Date(lastUpdatedAt).toISOString();
}
