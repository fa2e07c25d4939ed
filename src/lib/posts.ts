/**
 * The one record of a blog post (an insight or a case study) that every
 * build step outside the blog plugin reads: the post summaries, the related
 * posts, llms.txt, the archives, the HTML sitemap, the content dates.
 * Typed with the blog plugin's own types; which posts are listed, how a date
 * is written and how reading time is rounded are decided here once. Pure:
 * type imports only.
 */
import type {BlogContent, BlogPost, BlogPostMetadata} from '@docusaurus/plugin-content-blog';
import {postDates, revisionTimestamp} from './contentDates';
import {categoryOrDefault} from '../data/categories';

/** The metadata fields a post record is made from (a whole BlogPost has them all). */
export type PostSource = {
  metadata: Pick<BlogPostMetadata, 'permalink' | 'title' | 'description' | 'date' | 'frontMatter'> &
    Partial<Pick<BlogPostMetadata, 'readingTime' | 'unlisted' | 'lastUpdatedAt'>>;
};

export interface PostRecord {
  /** The last segment of the permalink. */
  slug: string;
  permalink: string;
  title: string;
  description: string;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  /** Revision day (front matter `last_update.date`), YYYY-MM-DD; absent when the post was never revised. */
  updated?: string;
  /** The category, '' when there is none. */
  category: string;
  /** What a card shows above the title: a case study's industry, else the category. */
  label?: string;
  /** Tag keys from the front matter; the category's own tag may be among them. */
  tags: string[];
  /** Service ids (case studies). */
  services: string[];
  /** What the post's cover shows: its `image_alt`, or its category's cover's when it names no picture. */
  imageAlt: string;
  /** Whole minutes, as every card and post header shows them. */
  readingTime: number;
}

/** The posts of one blog instance (`default` for insights, `case-studies`) from the content every plugin loaded. */
export function blogPostsOf(allContent: unknown, id: string): BlogPost[] {
  const blogs = (allContent as Record<string, Record<string, unknown> | undefined>)['docusaurus-plugin-content-blog'];
  return ((blogs?.[id] as BlogContent | undefined)?.blogPosts ?? []) as BlogPost[];
}

/** Each author of a blog who has an author page, by key: its address. */
export function authorPagesOf(allContent: unknown, id: string): Record<string, string> {
  const blogs = (allContent as Record<string, Record<string, unknown> | undefined>)['docusaurus-plugin-content-blog'];
  const authorsMap = (blogs?.[id] as BlogContent | undefined)?.authorsMap ?? {};
  return Object.fromEntries(
    Object.entries(authorsMap).flatMap(([key, author]) => (author.page ? [[key, author.page.permalink] as const] : [])),
  );
}

/** Whether a post appears anywhere but at its own URL: unlisted posts do not. */
export function isListed(post: {metadata: {unlisted?: boolean}}): boolean {
  return !post.metadata.unlisted;
}

/** Reading time in whole minutes, rounded up and at least one. */
export function readingMinutes(readingTime: number | undefined): number {
  return Math.max(1, Math.ceil(readingTime ?? 1));
}

function slugOf(permalink: string): string {
  return permalink.split('/').filter(Boolean).pop() ?? '';
}

/** What a post's cover shows: the writer's `image_alt`, or, for a post that names no picture, its category's cover. */
export function coverAlt(frontMatter: Record<string, unknown>): string {
  const alt = frontMatter.image_alt;
  const category = typeof frontMatter.category === 'string' ? frontMatter.category : undefined;
  return typeof frontMatter.image === 'string' && typeof alt === 'string' && alt !== '' ? alt : categoryOrDefault(category).coverAlt;
}

function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

export function postRecord({metadata}: PostSource): PostRecord {
  const fm = metadata.frontMatter as Record<string, unknown>;
  const str = (key: string) => (typeof fm[key] === 'string' && fm[key] !== '' ? (fm[key] as string) : undefined);
  const dates = postDates(metadata);
  return {
    slug: slugOf(metadata.permalink),
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    date: dates.published,
    ...(dates.revised ? {updated: dates.revised} : {}),
    category: str('category') ?? '',
    label: str('industry') ?? str('category'),
    tags: strings(fm.tags),
    services: strings(fm.services),
    imageAlt: coverAlt(fm),
    readingTime: readingMinutes(metadata.readingTime),
  };
}

/** Newest publication first; a tie goes to the slug, so every build lists posts in the same order. */
export function newestFirst(a: Pick<PostRecord, 'date' | 'slug'>, b: Pick<PostRecord, 'date' | 'slug'>): number {
  return a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date);
}

/** The listed posts as records, newest first. */
export function postRecords(posts: readonly PostSource[]): PostRecord[] {
  return posts.filter(isListed).map(postRecord).sort(newestFirst);
}

/**
 * The blog plugins' `processBlogPosts` step that gives a post its revision
 * date: `metadata.lastUpdatedAt` (milliseconds) from the front matter
 * `last_update.date`, and from nothing else. The plugin reads git for that
 * field when `showLastUpdateTime` is on; here it stays off, and a post with
 * no `last_update` has no `lastUpdatedAt`.
 */
export function attachRevisionDates<P extends {metadata: Pick<BlogPostMetadata, 'frontMatter' | 'lastUpdatedAt' | 'lastUpdatedBy'>}>(
  posts: P[],
): P[] {
  for (const post of posts) {
    post.metadata.lastUpdatedAt = revisionTimestamp(post.metadata.frontMatter);
    post.metadata.lastUpdatedBy = undefined;
  }
  return posts;
}
