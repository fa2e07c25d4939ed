/**
 * The one absolute-URL builder: canonicals, feeds, JSON-LD, share links and
 * the content JSON all go through it. A canonical URL never carries a
 * trailing slash, a query or a fragment: a campaign's tracking parameters
 * never reach it.
 */

/** A path or URL without its trailing slashes; the root path stays `/`. */
export function withoutTrailingSlash(value: string): string {
  const trimmed = value.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A path without a trailing slash (the root stays `/`), always starting with `/`. */
export function normalizePath(path: string): string {
  return withoutTrailingSlash(path.startsWith('/') ? path : `/${path}`);
}

/**
 * Absolute URL of a site path. An empty path is a caller's mistake: it is
 * logged and the site root is returned, so nothing links to nowhere.
 */
export function absoluteUrl(siteUrl: string, path: string | null | undefined): string {
  const origin = withoutTrailingSlash(siteUrl);
  if (!path || !path.trim()) {
    console.warn('absoluteUrl: empty path, using the site root');
    return `${origin}/`;
  }
  if (/^https?:\/\//i.test(path)) return path;
  const [pathPart, query = ''] = path.split(/\?(.*)/s, 2);
  const normalized = normalizePath(pathPart ?? '/');
  return `${origin}${normalized === '/' ? '/' : normalized}${query ? `?${query}` : ''}`;
}

/** The canonical URL of a page: absolute, no trailing slash, no hash, no query. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return absoluteUrl(siteUrl, normalizePath(pathname || '/'));
}

/**
 * A pathname every router can decode. A tampered link can carry an escape
 * that is not UTF-8 (`/insights/%E0%A4`); decodeURI throws on it, and so
 * does the browser history library the client router is built on, which
 * stopped the page from starting. Such a path has each `%` escaped, so it
 * decodes to exactly what was typed; any other path is returned unchanged.
 */
export function decodablePath(pathname: string): string {
  try {
    decodeURI(pathname);
    return pathname;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}
