/**
 * What each host with redirect rules is given besides the files, all from the
 * one redirect table and the one header set: nginx's config, `_redirects` and
 * `_headers` (Netlify, Cloudflare Pages) and `vercel.json`. Every rule answers
 * a legacy path with one 301 to a target without a trailing slash, and a
 * trailing slash on any other path with a 301 to the path without it. (A host
 * that only serves files gets redirect pages from the client-redirects plugin
 * instead: `clientSourcesFor` in `redirects.ts`.) Pure.
 */
import {mapHashSizes} from './nginxMapHash';
import {exactPairs, joinTarget, type ExpandedTable} from './redirects';
import type {HeaderList} from './securityHeaders';

/** Hashed build assets never change under the same name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * HTML and other unhashed files are revalidated on every visit. It is what
 * Netlify, Cloudflare Pages and Vercel send by default; nginx is told.
 */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
/** Where the hashed assets live. */
export const ASSETS_PREFIX = '/assets/';

/**
 * The file a route's page is written to, as Docusaurus names it: `/` is
 * `index.html`, `/about` is `about.html` (`about/index.html` with
 * `trailingSlash: true` or unset), a route that names a file (`/404.html`)
 * keeps its name. nginx's `try_files $uri $uri.html` finds it the same way.
 */
export function pageFile(routePath: string, trailingSlash: boolean | undefined): string {
  const bare = routePath.replace(/^\/+|\/+$/g, '');
  if (/\.html?$/i.test(bare)) return bare;
  if (bare === '') return 'index.html';
  return routePath.endsWith('/') || trailingSlash !== false ? `${bare}/index.html` : `${bare}.html`;
}

function nginxString(value: string): string {
  return `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`;
}

function regexEscape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function nginxHeaders(headers: HeaderList, indent: string): string[] {
  return headers.map(([name, value]) => `${indent}add_header ${name} ${nginxString(value)} always;`);
}

/** The legacy paths of each nginx map: the rules that keep the query, then those that drop it. */
function nginxMapKeys(table: ExpandedTable): [string[], string[]] {
  const pairs = exactPairs(table);
  return [pairs.filter((p) => !p.dropQuery).map((p) => p.from), pairs.filter((p) => p.dropQuery).map((p) => p.from)];
}

/**
 * nginx's http-level rules: the exact table as two maps, for targets that
 * keep the query and targets that drop it. Its first lines name the map hash
 * sizes the maps need (`nginxMapHashConf` sets them).
 */
export function nginxHttpConf(table: ExpandedTable): string {
  const pairs = exactPairs(table);
  const {bucketSize, maxSize} = mapHashSizes(nginxMapKeys(table));
  const map = (variable: string, dropQuery: boolean) => [
    `map $keelson_path ${variable} {`,
    '  default "";',
    ...pairs.filter((p) => p.dropQuery === dropQuery).map((p) => `  ${nginxString(p.from)} ${nginxString(p.to)};`),
    '}',
  ];
  return [
    '# Generated from the redirect table (src/plugins/post-build/siteRedirects.ts): legacy paths (trailing slash stripped) and their targets.',
    `# These maps need map_hash_bucket_size ${bucketSize} and map_hash_max_size ${maxSize} or more: include map-hash.conf`,
    '# before this file in the http block, unless the http block sets either itself; then raise its values to these.',
    ...map('$keelson_redirect', false),
    ...map('$keelson_redirect_bare', true),
    '',
  ].join('\n');
}

/** The map hash sizes the redirect maps need, for the http block (before `http.conf`). */
export function nginxMapHashConf(table: ExpandedTable): string {
  const {bucketSize, maxSize} = mapHashSizes(nginxMapKeys(table));
  return [
    '# Generated: the map hash sizes the redirect maps of http.conf need. Leave this file out where the http block',
    '# already sets map_hash_bucket_size or map_hash_max_size (nginx allows each once), and raise those to these values.',
    `map_hash_bucket_size ${bucketSize};`,
    `map_hash_max_size ${maxSize};`,
    '',
  ].join('\n');
}

/**
 * nginx's server block body: no version in answers, the security headers on
 * every answer, the redirects (exact, then prefix rules in order, then a
 * trailing slash on any other path), then the files with their cache rules
 * and the not-found pages with a 404 status.
 */
export function nginxSiteConf(table: ExpandedTable, headers: HeaderList): string {
  const prefixLines = table.prefix.map((r) => {
    const pattern = `^${regexEscape(r.from)}/(.+)$`;
    const query = r.dropQuery ? '' : '$is_args$args';
    const target = r.subPaths === 'keep' ? `${r.to}/$1${query}` : `${joinTarget(r.to, '')}${query}`;
    return `if ($keelson_path ~ "${pattern}") { return 301 ${target}; }`;
  });
  const withCache = (cache: string) => [...nginxHeaders(headers, '  '), `  add_header Cache-Control ${nginxString(cache)} always;`];
  return [
    '# Generated from the redirect table (src/plugins/post-build/siteRedirects.ts) and src/plugins/post-build/securityHeaders.ts.',
    'server_tokens off;',
    '# Answers given at server level (the redirects) carry the security headers too.',
    ...nginxHeaders(headers, ''),
    '',
    '# Legacy paths: a trailing slash is stripped before matching.',
    'set $keelson_path $uri;',
    'if ($uri ~ "^(.+?)/+$") { set $keelson_path $1; }',
    'if ($keelson_redirect_bare) { return 301 $keelson_redirect_bare; }',
    'if ($keelson_redirect) { return 301 $keelson_redirect$is_args$args; }',
    ...prefixLines,
    '# A trailing slash is never canonical.',
    'if ($uri ~ "^(.+?)/+$") { return 301 $1$is_args$args; }',
    '',
    'error_page 404 /404.html;',
    '',
    'location / {',
    '  try_files $uri $uri.html $uri/index.html =404;',
    ...withCache(REVALIDATE_CACHE),
    '}',
    '',
    '# An unknown service page answers 404 with the service-not-found page.',
    'location /services/ {',
    '  try_files $uri $uri.html $uri/index.html =404;',
    '  error_page 404 /services/404.html;',
    ...withCache(REVALIDATE_CACHE),
    '}',
    '',
    '# The server rules themselves are not part of the site.',
    'location ^~ /nginx/ {',
    '  return 404;',
    '}',
    '',
    `location ${ASSETS_PREFIX} {`,
    '  # Scripts and styles are compressed at build time (src/plugins/post-build).',
    '  gzip_static on;',
    '  try_files $uri =404;',
    ...withCache(IMMUTABLE_CACHE),
    '}',
    '',
  ].join('\n');
}

/** How many segments the deepest page below `prefix` has under it (at least one). */
function depthBelow(prefix: string, pages: readonly string[]): number {
  const segments = (path: string) => path.split('/').filter(Boolean).length;
  return Math.max(1, ...pages.filter((p) => p.startsWith(`${prefix}/`)).map((p) => segments(p) - segments(prefix)));
}

/**
 * `_redirects`, read by Netlify and by Cloudflare Pages. Both take exact
 * lines first and splats after them; neither is given a forced (`301!`)
 * rule, which Cloudflare rejects. Both send the trailing slash of a request
 * along in a splat (`/servies/*` takes `/servies/x/` to `/services/x/`).
 * Cloudflare matches the path as it is, so its flavor spells out each
 * sub-path with a trailing slash and ends with a rule that removes a trailing
 * slash anywhere. Netlify drops a trailing slash before it matches exact
 * lines and placeholders (`:p1`, one segment each), which would make that
 * last rule match every path; so its flavor leaves it out and spells out
 * each sub-path that keeps its rest as placeholders instead, one line per
 * depth down to the deepest page below the target, before the splat that
 * takes anything deeper.
 */
export function redirectsFile(table: ExpandedTable, flavor: 'netlify' | 'cloudflare-pages', pages: readonly string[]): string {
  const lines = ['# Generated from the redirect table (src/plugins/post-build/siteRedirects.ts).'];
  for (const r of exactPairs(table)) lines.push(`${r.from} ${r.to} 301`, `${r.from}/ ${r.to} 301`);
  for (const r of table.prefix) {
    if (r.subPaths === 'keep') {
      if (flavor === 'cloudflare-pages') lines.push(`${r.from}/*/ ${r.to}/:splat 301`);
      else {
        for (let depth = 1; depth <= depthBelow(r.to, pages); depth++) {
          const rest = Array.from({length: depth}, (_, i) => `:p${i + 1}`).join('/');
          lines.push(`${r.from}/${rest} ${r.to}/${rest} 301`);
        }
      }
      lines.push(`${r.from}/* ${r.to}/:splat 301`);
    } else {
      lines.push(`${r.from}/* ${joinTarget(r.to, '')} 301`);
    }
  }
  if (flavor === 'cloudflare-pages') lines.push('# A trailing slash is never canonical.', '/*/ /:splat 301');
  return `${lines.join('\n')}\n`;
}

/** `_headers` (Netlify, Cloudflare Pages): the security headers everywhere, the long cache on hashed assets. */
export function headersFile(headers: HeaderList): string {
  return [
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    `${ASSETS_PREFIX}*`,
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    '',
  ].join('\n');
}

export interface VercelRedirect {
  source: string;
  destination: string;
  statusCode: 301;
}

export interface VercelConfig {
  cleanUrls: true;
  redirects: VercelRedirect[];
  headers: Array<{source: string; headers: Array<{key: string; value: string}>}>;
}

/**
 * `vercel.json`: `about.html` served at `/about`, every redirect a 301 (Vercel's
 * `permanent` answers 308), and the same headers as `_headers`. Vercel matches
 * the path as it is, so each source is also written with a trailing slash; its
 * own `trailingSlash` option is not used, because it answers with 308 before
 * any redirect and would make a legacy path with a slash take two hops.
 */
export function vercelConfig(table: ExpandedTable, headers: HeaderList): VercelConfig {
  const redirect = (source: string, destination: string): VercelRedirect => ({source, destination, statusCode: 301});
  const redirects: VercelRedirect[] = [];
  for (const r of exactPairs(table)) redirects.push(redirect(r.from, r.to), redirect(`${r.from}/`, r.to));
  for (const r of table.prefix) {
    if (r.subPaths === 'keep') {
      redirects.push(redirect(`${r.from}/:rest(.+)/`, `${r.to}/:rest`), redirect(`${r.from}/:rest(.+)`, `${r.to}/:rest`));
    } else {
      redirects.push(redirect(`${r.from}/:rest(.+)`, joinTarget(r.to, '')));
    }
  }
  redirects.push(redirect('/:path(.+)/', '/:path'));
  return {
    cleanUrls: true,
    redirects,
    headers: [
      {source: '/(.*)', headers: headers.map(([key, value]) => ({key, value}))},
      {source: `${ASSETS_PREFIX}(.*)`, headers: [{key: 'Cache-Control', value: IMMUTABLE_CACHE}]},
    ],
  };
}

/** `vercel.json` as it is committed: two-space JSON and a final newline. */
export function vercelJsonText(config: VercelConfig): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Null when the committed `vercel.json` text is the expected one; otherwise where they first differ, in words. */
export function describeVercelDifference(committedText: string, expectedText: string): string | null {
  if (committedText === expectedText) return null;
  if (committedText.trim() === '') return 'the file is missing or empty';
  let committed: Partial<VercelConfig>;
  try {
    committed = JSON.parse(committedText) as Partial<VercelConfig>;
  } catch {
    return 'the file is not valid JSON';
  }
  const expected = JSON.parse(expectedText) as VercelConfig;
  const committedHeaders = new Map(
    (committed.headers ?? []).flatMap((h) => h.headers.map((x) => [`${h.source} ${x.key}`, x.value] as const)),
  );
  for (const rule of expected.headers) {
    for (const {key, value} of rule.headers) {
      const found = committedHeaders.get(`${rule.source} ${key}`);
      if (found !== value)
        return `${key} on ${rule.source} is ${found === undefined ? 'missing' : `"${found}"`}, this build sends "${value}"`;
    }
  }
  const committedRedirects = committed.redirects ?? [];
  for (let i = 0; i < Math.max(expected.redirects.length, committedRedirects.length); i++) {
    const want = expected.redirects[i];
    const have = committedRedirects[i];
    if (JSON.stringify(want) !== JSON.stringify(have)) {
      return want
        ? `redirect ${i + 1} should be ${want.source} → ${want.destination}`
        : `redirect ${i + 1} (${have!.source}) is not in the table`;
    }
  }
  return 'the files differ in form (run the command below to rewrite it)';
}
