/**
 * Which share of a large route group holds a path. The build splits each
 * group's routes (insights, case studies: posts, list, tag and author pages)
 * into buckets by a hash of the path, and the browser loads the one bucket a
 * path needs, computing the same hash: no table of paths ships with every
 * page. Both sides use these functions.
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

/** The bucket, from 0 to count - 1, that holds a path: FNV-1a over its route key. */
export function bucketOf(path: string, count: number): number {
  const key = routeKey(path);
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}
