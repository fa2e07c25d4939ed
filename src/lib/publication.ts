/**
 * Whether a post (an insight or a case study) is published by a build. Pure:
 * no environment, no file system.
 *
 * - `draft`: the front matter says `draft: true`. Never in production.
 * - `scheduled`: dated after the build's day. Not in production until a build
 *   on or after its day (the daily rebuild publishes it).
 * - `retired`: the front matter names where its address now leads
 *   (`retired_to: /case-studies`). In no build at all; its address redirects.
 * - `published`: anything else; a post dated on the build's day is published.
 *
 * Dates are days: a post's day is the `YYYY-MM-DD` the writer wrote (a YAML
 * date is a Date at UTC midnight, read back as its UTC day; a timestamp
 * counts by the day written before its `T`), compared with the build's day,
 * itself a UTC day (src/config/deployment.ts). No time zone moves a post.
 *
 * A build that is not production (a host's preview, `docusaurus start`)
 * shows drafts and scheduled posts, marked, so a writer can read them; a
 * production build leaves them out everywhere.
 */
import {formatDate, isoDay, toUtcDate} from './dates';

export type PublicationState = 'published' | 'scheduled' | 'draft' | 'retired';

/** What the build tells a page about a post it shows that production would not (front matter `publication`). */
export interface PostPublication {
  state: 'scheduled' | 'draft';
  /** The post's day, YYYY-MM-DD. */
  day: string;
}

/** The front matter key that retires a post: the address its address now leads to. */
export const RETIRED_KEY = 'retired_to';

/** The front matter key of a page's former addresses (a post, a case study, a guide or any doc), each answered with a 301. */
export const FORMER_ADDRESSES_KEY = 'former_addresses';

/** Where a retired post's address now leads, or undefined for a post that is not retired. */
export function retiredTo(frontMatter: Record<string, unknown>): string | undefined {
  const value = frontMatter[RETIRED_KEY];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The front matter key the build sets on a post it shows unpublished; a writer never writes it. */
export const PUBLICATION_KEY = 'publication';

export interface BuildDay {
  /** The build's day, YYYY-MM-DD (UTC). */
  buildDate: string;
  /** True only for the production site. */
  production: boolean;
}

/**
 * YYYY-MM-DD of a front-matter date as the writer wrote it (a YAML date is a
 * Date at UTC midnight), or undefined when it is not a day on the calendar.
 */
export function frontMatterDay(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : isoDay(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && toUtcDate(value.slice(0, 10)) && toUtcDate(value)) {
    return value.slice(0, 10);
  }
  return undefined;
}

/** A post's day: its front matter `date`, else the `YYYY-MM-DD-` its file name starts with; undefined when neither is a day. */
export function postDay(frontMatterDate: unknown, fileName: string): string | undefined {
  const fromFrontMatter = frontMatterDay(frontMatterDate);
  if (fromFrontMatter) return fromFrontMatter;
  const match = /^(\d{4}-\d{2}-\d{2})-/.exec(fileName.split(/[\\/]/).pop() ?? '');
  return match && toUtcDate(match[1]!) ? match[1] : undefined;
}

/** The state of a post dated `day`, with its `draft` flag (and whether it is retired), in a build of `buildDate`. */
export function publicationState(post: {day: string; draft: boolean; retired?: boolean}, buildDate: string): PublicationState {
  if (post.retired) return 'retired';
  if (post.draft) return 'draft';
  return post.day > buildDate ? 'scheduled' : 'published';
}

/** Whether a build shows a post in this state: production only published posts, every other build all but retired ones. */
export function isShown(state: PublicationState, build: Pick<BuildDay, 'production'>): boolean {
  return state === 'published' || (state !== 'retired' && !build.production);
}

/**
 * A post's front matter as the blog plugin should see it in this build. In
 * production a post that is not published becomes `draft: true`, which the
 * blog plugin drops before it makes any page, list, tag, author page or feed
 * (it drops drafts whenever NODE_ENV is production). In any other build the
 * `draft` flag is removed (a host's preview is built with NODE_ENV production
 * too, and would drop it) and a post that is not published carries
 * `publication: {state, day}`, which its page and card show. A published
 * post, or a post without a readable day (the front-matter check reports
 * it), is left as it is. A retired post is `draft: true` in every build (the
 * blog plugins are also told to skip its file: docusaurus.config.ts).
 */
export function publicationFrontMatter(frontMatter: Record<string, unknown>, fileName: string, build: BuildDay): Record<string, unknown> {
  const day = postDay(frontMatter.date, fileName);
  if (!day) return frontMatter;
  const state = publicationState({day, draft: frontMatter.draft === true, retired: retiredTo(frontMatter) !== undefined}, build.buildDate);
  const {draft: _draft, [PUBLICATION_KEY]: _publication, ...rest} = frontMatter;
  if (build.production || state === 'retired') {
    if (state === 'published') return frontMatter;
    // Docusaurus refuses a post that is both a draft and unlisted.
    const {unlisted: _unlisted, ...kept} = rest;
    return {...kept, draft: true};
  }
  if (state === 'published') return rest;
  const publication: PostPublication = {state, day};
  return {...rest, [PUBLICATION_KEY]: publication};
}

/** The publication a page reads from a post's front matter; undefined for a published post or a value not set by the build. */
export function readPublication(frontMatter: Record<string, unknown>): PostPublication | undefined {
  const value = frontMatter[PUBLICATION_KEY] as Partial<PostPublication> | undefined;
  if (!value || typeof value !== 'object' || typeof value.day !== 'string') return undefined;
  return value.state === 'scheduled' || value.state === 'draft' ? {state: value.state, day: value.day} : undefined;
}

/** What a page and a card say of a post production would not show: "Scheduled for December 8, 2026", or "Draft". */
export function publicationLabel(publication: PostPublication): string {
  return publication.state === 'scheduled' ? `Scheduled for ${formatDate(publication.day)}` : 'Draft: not published';
}
