/**
 * What the site's plugins hand to the browser: the shapes of their global
 * data (read with `usePluginData`) and of the props and metadata they give
 * routes. The plugins (build time, `src/plugins/`) write these; components and
 * theme pieces read them. Types only, so the browser imports nothing from a
 * plugin.
 */
import type {PostRecord} from './posts';

/** A post as the footer, the home page and the content JSON show it (featured-posts). */
export type PostSummary = Pick<
  PostRecord,
  'slug' | 'title' | 'description' | 'permalink' | 'date' | 'updated' | 'category' | 'readingTime' | 'imageAlt'
>;

/**
 * `usePluginData('featured-posts')`: the footer's Popular Articles, the home
 * page's newest insights, and the insights author page of each team member
 * who has one (by team key; a member with no insight yet has none).
 */
export interface FeaturedPostsGlobalData {
  popular: PostSummary[];
  latest: PostSummary[];
  authorPages: Record<string, string>;
}

/** A guide or resource page as an article: its published and modified days (YYYY-MM-DD) and the words of its text. */
export interface DocArticle {
  published?: string;
  modified: string;
  /** Words of the prose written on the page (its Markdown and the text inside its components' tags). */
  wordCount: number;
}

/** `usePluginData('content-dates')`. */
export interface ContentDatesGlobalData {
  /** The docs that are articles (those with a `published` day in their front matter), by permalink. */
  docs: Record<string, DocArticle>;
}

/** One related post under a post page (`metadata.related`). */
export interface RelatedPost {
  permalink: string;
  title: string;
  description: string;
  date: string;
  /** The category, or a case study's industry. */
  label: string;
  imageAlt: string;
  readingTime?: number;
}

/** What the site adds to each post's own metadata before its pages are made (lean-blog's processBlogPosts). */
export interface PostMetadataAdditions {
  related?: RelatedPost[];
  wordCount?: number;
}

/** The record a list, tag or author page gets for each post instead of its MDX (lean-blog). */
export interface LeanPostContent {
  metadata: {
    permalink: string;
    title: string;
    description: string;
    date: string;
    tags: {label: string; permalink: string}[];
    readingTime?: number;
    /** The revision timestamp (milliseconds), read by the list's structured data as dateModified. */
    lastUpdatedAt?: number;
    authors: Record<string, unknown>[];
    frontMatter: Record<string, unknown>;
    unlisted: boolean;
  };
  frontMatter: Record<string, unknown>;
  assets: Record<string, never>;
}

/** One post of a blog's archive (post-archive). */
export interface ArchiveEntry {
  title: string;
  permalink: string;
  /** YYYY-MM-DD */
  date: string;
  category: string;
}

export interface ArchiveYear {
  year: string;
  posts: ArchiveEntry[];
}

/** A link of the HTML sitemap (html-sitemap). */
export interface SitemapLink {
  path: string;
  label: string;
  /** ISO date of a post, shown beside it. */
  date?: string;
}

export type SectionId = 'company' | 'services' | 'tools' | 'guides' | 'faqs' | 'insights' | 'topics' | 'case-studies' | 'legal';

export interface SitemapSection {
  id: SectionId;
  title: string;
  description: string;
  links: SitemapLink[];
}

/** The `/sitemap` route's props. */
export interface HtmlSitemapData {
  sections: SitemapSection[];
  /** Number of links in all sections. */
  total: number;
}
