/**
 * The one absolute-URL builder: canonicals, feeds, JSON-LD, share links and
 * the content JSON all go through it. Canonical URLs never carry a trailing
 * slash or a tracking parameter.
 */

/** Query parameters that only track a visit and never change what a page shows (specification, section 9). */
export const TRACKING_PARAMS: readonly string[] = [
  'gclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'ref',
  'source',
  'hsCtaTracking',
  'hsCta',
  'hsLang',
  'hs_amp',
  '_hsenc',
  '_hsmi',
  '__hstc',
  '__hssc',
  '__hsfp',
];

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || lower.startsWith('hs_') || TRACKING_PARAMS.some((p) => p.toLowerCase() === lower);
}

/** A path without a trailing slash (the root stays `/`), always starting with `/`. */
export function normalisePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Absolute URL of a site path. An empty path is a caller's mistake: it is
 * logged and the site root is returned, so nothing links to nowhere.
 */
export function absoluteUrl(siteUrl: string, path: string | null | undefined): string {
  const origin = siteUrl.replace(/\/+$/, '');
  if (!path || !path.trim()) {
    console.warn('absoluteUrl: empty path, using the site root');
    return `${origin}/`;
  }
  if (/^https?:\/\//i.test(path)) return path;
  const [pathPart, query = ''] = path.split(/\?(.*)/s, 2);
  const normalised = normalisePath(pathPart ?? '/');
  return `${origin}${normalised === '/' ? '/' : normalised}${query ? `?${query}` : ''}`;
}

/** Drops tracking parameters from a query string; keeps every other parameter in order. */
export function stripTracking(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const kept = new URLSearchParams();
  params.forEach((value, key) => {
    if (!isTrackingParam(key)) kept.append(key, value);
  });
  const out = kept.toString();
  return out ? `?${out}` : '';
}

/** The canonical URL of a page: absolute, no trailing slash, no hash, no query. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return absoluteUrl(siteUrl, normalisePath(pathname || '/'));
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
