/**
 * What a real host sends besides the files: security headers, cache rules,
 * the not-found pages with a 404 status, and the legacy redirects. Written
 * for nginx and for static hosts (`_headers`). Pure.
 */

export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['Content-Security-Policy', "frame-ancestors 'none'"],
  ['X-Frame-Options', 'DENY'],
];

/** Hashed build assets never change under the same name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** HTML and other unhashed files are revalidated on every visit. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

function nginxHeaders(cache: string): string[] {
  return [...SECURITY_HEADERS, ['Cache-Control', cache] as const].map(
    ([name, value]) => `  add_header ${name} "${value.replace(/"/g, '\\"')}" always;`,
  );
}

/** The server block's body: redirects first, then files, with headers on every answer. */
export function nginxSiteConf(redirectRules: string): string {
  return [
    redirectRules,
    'error_page 404 /404.html;',
    '',
    'location / {',
    '  try_files $uri $uri.html $uri/index.html =404;',
    ...nginxHeaders(REVALIDATE_CACHE),
    '}',
    '',
    '# An unknown service page answers 404 with the service-not-found page.',
    'location /services/ {',
    '  try_files $uri $uri.html $uri/index.html =404;',
    '  error_page 404 /services/404.html;',
    ...nginxHeaders(REVALIDATE_CACHE),
    '}',
    '',
    '# The server rules themselves are not part of the site.',
    'location ^~ /nginx/ {',
    '  return 404;',
    '}',
    '',
    'location /assets/ {',
    '  # Scripts and styles are compressed at build time (src/plugins/post-build).',
    '  gzip_static on;',
    '  try_files $uri =404;',
    ...nginxHeaders(IMMUTABLE_CACHE),
    '}',
    '',
  ].join('\n');
}

/** Netlify / Cloudflare Pages `_headers`. */
export function staticHostHeaders(): string {
  const block = (pattern: string, cache: string) => [
    pattern,
    ...[...SECURITY_HEADERS, ['Cache-Control', cache] as const].map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [...block('/*', REVALIDATE_CACHE), ...block('/assets/*', IMMUTABLE_CACHE), ''].join('\n');
}
