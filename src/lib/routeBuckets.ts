/**
 * Which share of a large route group holds a path. The build splits each
 * group's routes (insights, case studies: posts, list, tag and author pages)
 * into buckets, and the browser loads the one bucket a path needs, computing
 * it from the path alone: no table of paths ships with every page. Bucket 0
 * holds the group's index pages, which list pages link to everywhere (the
 * group's own page, its archive, the tag and author indexes, each tag's and
 * author's first page); their number grows with the topics and authors, not
 * with the posts. Every other path falls in bucket 1 to count - 1 by a hash
 * of the path. Both sides use these functions.
 */

/** The form of a path that routing treats as the same: react-router matches without case and ignores trailing slashes. */
export function routeKey(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** The group (one of `prefixes`) a path falls under, if any: the prefix itself or anything below it. */
export function groupOf(path: string, prefixes: readonly string[]): string | undefined {
  const key = routeKey(path);
  return prefixes.find((prefix) => key === prefix || key.startsWith(`${prefix}/`));
}

/**
 * Whether a path of the group `prefix` is one of its index pages: the prefix
 * itself, `<prefix>/archive`, `<prefix>/tags`, `<prefix>/authors`, and
 * `<prefix>/tags/<tag>` or `<prefix>/authors/<author>` (a first page; later
 * pages, `.../page/<n>`, are not).
 */
export function isIndexPath(path: string, prefix: string): boolean {
  const key = routeKey(path);
  if (key === prefix) return true;
  return key.startsWith(`${prefix}/`) && /^\/(?:archive|(?:tags|authors)(?:\/[^/]+)?)$/.test(key.slice(prefix.length));
}

/** FNV-1a over a path's route key. */
export function pathHash(path: string): number {
  const key = routeKey(path);
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The bucket, from 0 to count - 1, that holds a path of the group `prefix`:
 * 0 for an index page (and for every path when the group has one bucket),
 * otherwise 1 + its hash modulo count - 1.
 */
export function bucketOf(path: string, prefix: string, count: number): number {
  if (count <= 1 || isIndexPath(path, prefix)) return 0;
  return 1 + (pathHash(path) % (count - 1));
}
