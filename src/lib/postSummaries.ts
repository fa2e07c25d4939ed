/**
 * Small, serialisable records of blog posts for use outside the blog: the
 * footer's Popular Articles, the home page's latest insights, the content
 * JSON. Pure: takes the blog plugin's post metadata, returns plain data.
 */

export interface PostSummary {
  slug: string;
  title: string;
  description: string;
  permalink: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  category: string;
  readingTime: number;
  image?: string;
  imageAlt?: string;
}

/** The subset of the blog plugin's BlogPostMetadata this module reads. */
export interface BlogPostLike {
  metadata: {
    title: string;
    description: string;
    permalink: string;
    date: Date | string;
    readingTime?: number;
    unlisted?: boolean;
    frontMatter: Record<string, unknown>;
  };
}

function isoDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return d.toISOString().slice(0, 10);
}

function slugOf(permalink: string): string {
  return permalink.split('/').filter(Boolean).pop() ?? '';
}

/** Reading time in whole minutes, rounded up and at least one, as every card and post header shows it. */
export function readingMinutes(readingTime: number | undefined): number {
  return Math.max(1, Math.ceil(readingTime ?? 1));
}

export function summarisePost(post: BlogPostLike): PostSummary {
  const {metadata} = post;
  const fm = metadata.frontMatter;
  const str = (key: string) => (typeof fm[key] === 'string' ? (fm[key] as string) : undefined);
  return {
    slug: slugOf(metadata.permalink),
    title: metadata.title,
    description: metadata.description,
    permalink: metadata.permalink,
    date: isoDate(metadata.date),
    category: str('category') ?? '',
    readingTime: readingMinutes(metadata.readingTime),
    image: str('image'),
    imageAlt: str('image_alt'),
  };
}

/** Listed posts, newest first (ties broken by slug so builds are stable). */
export function summarisePosts(posts: readonly BlogPostLike[]): PostSummary[] {
  return posts
    .filter((p) => !p.metadata.unlisted)
    .map(summarisePost)
    .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)));
}

/**
 * The posts named by `slugs`, in that order. A slug with no post is an error:
 * the footer must never show a dead link.
 */
export function pickPosts(summaries: readonly PostSummary[], slugs: readonly string[]): PostSummary[] {
  return slugs.map((slug) => {
    const found = summaries.find((s) => s.slug === slug);
    if (!found) {
      throw new Error(`No published insight has the slug "${slug}" (named in src/config/footer.ts).`);
    }
    return found;
  });
}
