/**
 * The writers' front-matter check. Pure: takes parsed front matter and what
 * it must be checked against (authors, the build's day, which cover files
 * exist), returns one problem per mistake. The build plugin
 * (src/plugins/front-matter-check) reads the files and fails the build with
 * these lines; the unit tests cover every kind of problem.
 */
import {ClientFieldError, exampleFromFrontMatter} from '../../lib/clientExamples';
import {CASE_STUDY_CATEGORY, CATEGORIES, categoryNamed} from '../../data/categories';
import {FORMER_ADDRESSES_KEY, frontMatterDay, PUBLICATION_KEY, RETIRED_KEY} from '../../lib/publication';
import {descriptionProblem, DESCRIPTION_LIMIT, TITLE_LIMIT} from '../../lib/head';
import {PICTURE_EXTENSIONS, SHARE_PICTURE_EXTENSIONS} from '../covers/pictures';

export type PostKind = 'insight' | 'case-study';

export interface PostFile {
  /** Path from the project root, as the writer knows it: `blog/2024-03-12-slug.md`. */
  file: string;
  kind: PostKind;
  /** Front matter as parsed from YAML (dates may be Date objects). */
  data: Record<string, unknown>;
  /** The file as written, for the line of a field in a problem; problems name no line without it. */
  source?: string;
}

/**
 * What a post is, from its front-matter `kind`: an article (the default:
 * the length rules of the library apply, tools/copy/library.ts), or a note
 * (news, an announcement: as short as 150 words). A case study is always an
 * article.
 */
export const POST_KINDS = ['article', 'note'] as const;
export type PostFormat = (typeof POST_KINDS)[number];

/** A post's kind as its front matter gives it; a missing or unknown `kind` reads as an article (the check reports an unknown one). */
export function postFormat(data: Record<string, unknown>): PostFormat {
  return data.kind === 'note' ? 'note' : 'article';
}

/** The 1-based line of a top-level front-matter key in a post's source, or undefined. */
export function fieldLine(source: string | undefined, field: string): number | undefined {
  if (!source) return undefined;
  const front = /^---\r?\n[\s\S]*?\r?\n---/.exec(source)?.[0] ?? '';
  const at = front.search(new RegExp(`^${field.split('.')[0]}:`, 'm'));
  return at < 0 ? undefined : front.slice(0, at).split('\n').length;
}

/** Whether a picture reference ends with one of the allowed extensions. */
function pictureKind(ref: string, extensions: readonly string[]): boolean {
  return extensions.some((ext) => ref.toLowerCase().endsWith(ext));
}

export interface CheckContext {
  /** Keys of the team (src/data/team.ts). */
  authors: readonly string[];
  /**
   * The build's day as YYYY-MM-DD (src/config/deployment.ts): a post dated
   * after it is scheduled, which is fine; a revision day after it is an error.
   */
  today: string;
  /** Whether a public path such as `/img/covers/x.webp` exists under static/. */
  /** Whether a picture the post names exists: under static/ for a path starting with `/`, else beside the post. */
  pictureExists: (postFile: string, ref: string) => boolean;
}

export interface Problem {
  file: string;
  field: string;
  message: string;
  /** The line of the field, when the post's source was given. */
  line?: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The optional social-card fields and their limits: a card's title is used as
 * written (no brand suffix), so it has the whole title limit.
 */
const SOCIAL_FIELDS: ReadonlyArray<readonly [string, number]> = [
  ['og_title', TITLE_LIMIT],
  ['twitter_title', TITLE_LIMIT],
  ['og_description', DESCRIPTION_LIMIT],
  ['twitter_description', DESCRIPTION_LIMIT],
];

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function list(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.map(String);
  return undefined;
}

/** YYYY-MM-DD of a front-matter date as the writer wrote it (src/lib/publication.ts). */
export {frontMatterDay};

/**
 * `last_update` marks a real revision of a published post: a mapping with
 * one key, `date`, a day on the calendar that is neither in the future nor
 * before the publication date.
 */
function checkLastUpdate(value: unknown, published: string | undefined, today: string, add: (field: string, message: string) => void) {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date) {
    add('last_update', 'must hold the day of the revision on its own line: "last_update:" then "  date: YYYY-MM-DD"');
    return;
  }
  const fields = value as Record<string, unknown>;
  const others = Object.keys(fields).filter((key) => key !== 'date');
  if (others.length > 0) add('last_update', `only "date" is read; remove ${others.map((key) => `"${key}"`).join(', ')}`);
  const raw = fields.date;
  if (raw === undefined || raw === null || raw === '') {
    add('last_update.date', 'is missing (the day of the revision, YYYY-MM-DD)');
    return;
  }
  const day = frontMatterDay(raw);
  if (!day) add('last_update.date', `"${String(raw)}" is not a date (write YYYY-MM-DD)`);
  else if (day > today) add('last_update.date', `${day} is in the future (today is ${today})`);
  else if (published && day < published) add('last_update.date', `${day} is before the publication date ${published}`);
}

function checkOne(post: PostFile, ctx: CheckContext): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, message: string) => problems.push({file: post.file, field, message});
  const {data} = post;

  const slug = text(data.slug);
  if (!slug) add('slug', 'is missing (it becomes the URL)');
  else if (!SLUG.test(slug)) add('slug', `"${slug}" must be lowercase words joined by hyphens`);

  if (!text(data.title)) add('title', 'is missing');

  const description = text(data.description);
  if (!description) add('description', `is missing (one or two sentences, at most ${DESCRIPTION_LIMIT} characters)`);
  else {
    const problem = descriptionProblem(description);
    if (problem) add('description', problem);
  }

  for (const [field, limit] of SOCIAL_FIELDS) {
    const value = data[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.trim() === '') add(field, 'must be text (or left out to use the default)');
    else if (value.trim().length > limit) add(field, `is ${value.trim().length} characters, over the limit of ${limit}`);
  }

  const published = frontMatterDay(data.date);
  if (data.date === undefined || data.date === null || data.date === '') add('date', 'is missing');
  else if (!published) add('date', `"${String(data.date)}" is not a date (write YYYY-MM-DD)`);
  // A date after the build's day schedules the post: production publishes it from that day on.

  if (data.draft !== undefined && typeof data.draft !== 'boolean')
    add('draft', `"${String(data.draft)}" is not true or false (write draft: true to keep the post out of production)`);
  if (data[PUBLICATION_KEY] !== undefined)
    add(PUBLICATION_KEY, 'is set by the build; remove it (a date after today schedules a post, draft: true keeps it unpublished)');

  if (data.last_update !== undefined) checkLastUpdate(data.last_update, published, ctx.today, add);

  const retired = data[RETIRED_KEY];
  if (retired !== undefined && (typeof retired !== 'string' || !retired.trim().startsWith('/')))
    add(RETIRED_KEY, `"${String(retired)}" is not an address (write the page its address now leads to, such as /case-studies)`);
  const former = data[FORMER_ADDRESSES_KEY];
  if (former !== undefined && !(Array.isArray(former) ? former : [former]).every((a) => typeof a === 'string' && a.startsWith('/')))
    add(FORMER_ADDRESSES_KEY, 'must list addresses starting with / (write [/old-address] or one address per line)');

  const authors = list(data.authors);
  if (!authors || authors.length === 0) add('authors', 'is missing (keys of the team in src/data/team.ts)');
  else
    for (const author of authors)
      if (!ctx.authors.includes(author))
        add('authors', `unknown author "${author}": not a key of the team in src/data/team.ts (known: ${ctx.authors.join(', ')})`);

  const category = text(data.category);
  const known = categoryNamed(category);
  if (!category) add('category', 'is missing');
  else if (!known) add('category', `unknown category "${category}" (one of: ${CATEGORIES.map((c) => c.name).join(', ')})`);
  else if (post.kind === 'case-study' && category !== CASE_STUDY_CATEGORY)
    add('category', `a case study's category is "${CASE_STUDY_CATEGORY}", not "${category}"`);
  else if (post.kind === 'insight' && !(list(data.tags) ?? []).includes(known.tag))
    add('tags', `must include "${known.tag}", the tag of the category "${category}"`);

  if (post.kind === 'case-study' && !text(data.industry)) add('industry', 'is missing (shown on the case-study card)');
  if (post.kind === 'case-study' && data.client === undefined)
    add('client', 'is missing: the client\'s facts, people and days (CONTRIBUTING.md, "Case studies")');
  try {
    exampleFromFrontMatter(post.file, '', data);
  } catch (error) {
    if (!(error instanceof ClientFieldError)) throw error;
    add(error.field, error.problem);
  }

  if (data.kind !== undefined && data.kind !== null) {
    const line = fieldLine(post.source, 'kind');
    const addKind = (message: string) => problems.push({file: post.file, field: 'kind', message, ...(line ? {line} : {})});
    if (typeof data.kind !== 'string' || !(POST_KINDS as readonly string[]).includes(data.kind))
      addKind(
        `"${String(data.kind)}" is not a kind of post: write "note" for news or an announcement (150 words or more), or leave kind out for an article (one of: ${POST_KINDS.join(', ')})`,
      );
    else if (post.kind === 'case-study' && data.kind !== 'article') addKind('a case study is an article: leave kind out');
  }

  // The cover is optional: a post that names none shows its category's cover (the covers plugin warns).
  const image = text(data.image);
  if (image) {
    if (!pictureKind(image, PICTURE_EXTENSIONS))
      add('image', `"${image}" is not a PNG, JPEG or WebP picture (${PICTURE_EXTENSIONS.join(', ')})`);
    else if (!ctx.pictureExists(post.file, image))
      add('image', `the picture "${image}" does not exist (a path starting with / is under static/, any other is beside the post)`);
    if (!text(data.image_alt)) add('image_alt', 'is missing (say what the picture shows, for screen readers)');
  }

  const share = text(data.share_image);
  if (share) {
    if (!pictureKind(share, SHARE_PICTURE_EXTENSIONS))
      add('share_image', `"${share}" is not a PNG or JPEG picture (LinkedIn shows no other kind)`);
    else if (!ctx.pictureExists(post.file, share))
      add('share_image', `the picture "${share}" does not exist (a path starting with / is under static/, any other is beside the post)`);
  }

  return problems;
}

/** Every problem in a set of posts, including slugs used by more than one post of the same kind. */
export function checkFrontMatter(posts: readonly PostFile[], ctx: CheckContext): Problem[] {
  const problems = posts.flatMap((post) => checkOne(post, ctx));
  const firstBySlug = new Map<string, PostFile>();
  for (const post of posts) {
    const slug = text(post.data.slug);
    if (!slug) continue;
    const key = `${post.kind}:${slug}`;
    const first = firstBySlug.get(key);
    if (first) problems.push({file: post.file, field: 'slug', message: `"${slug}" is already used by ${first.file}`});
    else firstBySlug.set(key, post);
  }
  return problems;
}

/** A page whose description is checked at build time: a guide, FAQ or resource page, or a category's index. */
export interface DescribedPage {
  /** Where the writer sets the description, from the project root. */
  file: string;
  /** The field or place that holds it, as named in the message. */
  field: string;
  description: string | undefined;
}

/** Every description over the limit, and every page without one. */
export function checkPageDescriptions(pages: readonly DescribedPage[]): Problem[] {
  return pages.flatMap(({file, field, description}) => {
    if (!text(description)) return [{file, field, message: `is missing (one or two sentences, at most ${DESCRIPTION_LIMIT} characters)`}];
    const problem = descriptionProblem(description);
    return problem ? [{file, field, message: problem}] : [];
  });
}

/** One line per problem: `file: field: what is wrong`, or `file:line: field: what is wrong` when the line is known. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.field}: ${problem.message}`;
}
