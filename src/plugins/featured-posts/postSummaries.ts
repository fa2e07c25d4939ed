/**
 * Small, serializable records of blog posts for use outside the blog: the
 * footer's Popular Articles, the home page's latest insights, the content
 * JSON. Pure: a projection of the one post record (src/lib/posts.ts).
 */
import type {PostRecord} from '../../lib/posts';
import type {PostSummary} from '../../lib/pluginData';

export function summarizePost(record: PostRecord): PostSummary {
  const {slug, title, description, permalink, date, updated, category, readingTime, imageAlt} = record;
  return {slug, title, description, permalink, date, ...(updated ? {updated} : {}), category, readingTime, imageAlt};
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
