import type {RelatedPost} from '../../lib/pluginData';
/**
 * Related posts under each insight and case study: posts that share the
 * category, tags or services, best match first. Deterministic (no
 * randomness): ties go to the newer post, then to the permalink, so every
 * build picks the same posts.
 */

export interface RelatablePost {
  permalink: string;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  category: string;
  /** What a card shows above the title, when not the category (a case study's industry). */
  label?: string;
  /** Tag keys; the category's own tag may be among them. */
  tags: readonly string[];
  /** Service ids (case studies). */
  services?: readonly string[];
  imageAlt: string;
  readingTime?: number;
}

export const RELATED_POST_LIMIT = 3;

const CATEGORY_WEIGHT = 3;

/** How closely `other` matches `post`: 3 for the same category, 1 per shared tag or service. */
export function relatedness(post: RelatablePost, other: RelatablePost): number {
  const shared = (a: readonly string[] = [], b: readonly string[] = []) => a.filter((x) => b.includes(x)).length;
  return (
    (post.category && post.category === other.category ? CATEGORY_WEIGHT : 0) +
    shared(post.tags, other.tags) +
    shared(post.services, other.services)
  );
}

function toRelated(p: RelatablePost): RelatedPost {
  const {permalink, title, description, date, category, imageAlt, readingTime} = p;
  return {permalink, title, description, date, label: p.label ?? category, imageAlt, readingTime};
}

export function relatedPosts(post: RelatablePost, all: readonly RelatablePost[], limit: number = RELATED_POST_LIMIT): RelatedPost[] {
  return all
    .filter((other) => other.permalink !== post.permalink)
    .map((other) => ({other, score: relatedness(post, other)}))
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date) || a.other.permalink.localeCompare(b.other.permalink))
    .slice(0, limit)
    .map(({other}) => toRelated(other));
}
