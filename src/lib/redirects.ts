/**
 * Legacy redirects: resolving a path against the table, expanding prefix
 * rules over the site's real routes (client redirect pages cannot use
 * wildcards), checking the table, and writing the same rules for servers:
 * nginx, Netlify/Cloudflare `_redirects` and `vercel.json`. Pure.
 */
import type {ExactRedirect, PrefixRedirect} from '../config/redirects';

export interface ResolvedRedirect {
  to: string;
  dropQuery: boolean;
}

/** Strips trailing slashes (the root stays `/`). */
export function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function joinTarget(to: string, rest: string): string {
  const joined = `${to}${rest}`;
  return joined === '' ? '/' : joined;
}

/** Where a path goes, or null when it is not a legacy path. A trailing slash is stripped before matching. */
export function resolveRedirect(
  rawPath: string,
  exact: readonly ExactRedirect[],
  prefix: readonly PrefixRedirect[],
): ResolvedRedirect | null {
  const path = withoutTrailingSlash(rawPath);
  const hit = exact.find((r) => r.from === path);
  if (hit) return {to: hit.to, dropQuery: false};
  for (const rule of prefix) {
    if (path === rule.from || path.startsWith(`${rule.from}/`)) {
      const rest = path.slice(rule.from.length);
      return {to: rule.subPaths === 'keep' ? joinTarget(rule.to, rest) : rule.to, dropQuery: rule.dropQuery === true};
    }
  }
  return null;
}

/**
 * Every legacy source that should answer with a client redirect page to
 * `existingPath` (the client-redirects plugin calls this once per real page,
 * so a rule whose target does not exist yields no page; the build's table
 * check reports it).
 */
export function clientSourcesFor(
  existingPath: string,
  exact: readonly ExactRedirect[],
  prefix: readonly PrefixRedirect[],
): string[] {
  const page = withoutTrailingSlash(existingPath);
  const fromExact = exact.filter((r) => !r.serverOnly && r.to === page).map((r) => r.from);
  return [...fromExact, ...prefixSourcesFor(page, exact, prefix)];
}

/** The prefix rules' share of {@link clientSourcesFor}. */
export function prefixSourcesFor(
  existingPath: string,
  exact: readonly ExactRedirect[],
  prefix: readonly PrefixRedirect[],
): string[] {
  const page = withoutTrailingSlash(existingPath);
  const exactSources = new Set(exact.map((r) => r.from));
  const sources: string[] = [];
  for (const rule of prefix) {
    let from: string | null = null;
    if (rule.subPaths === 'drop') {
      if (page === rule.to) from = rule.from;
    } else if (rule.to === '') {
      from = page === '/' ? rule.from : `${rule.from}${page}`;
    } else if (page === rule.to || page.startsWith(`${rule.to}/`)) {
      from = `${rule.from}${page.slice(rule.to.length)}`;
    }
    // Only where this rule is the one a server would apply to that source.
    if (from && !exactSources.has(from) && resolveRedirect(from, exact, prefix)?.to === page) sources.push(from);
  }
  return sources;
}

/** The exact table plus each prefix rule's bare path, without duplicates (exact rules win). */
export function exactPairs(exact: readonly ExactRedirect[], prefix: readonly PrefixRedirect[]): Array<{from: string; to: string}> {
  const pairs = exact.map((r) => ({from: r.from, to: r.to}));
  for (const r of prefix) {
    if (!pairs.some((p) => p.from === r.from)) pairs.push({from: r.from, to: joinTarget(r.to, '')});
  }
  return pairs;
}

/** Everything wrong with the table, one line each; empty when it is sound. */
export function checkRedirects(
  exact: readonly ExactRedirect[],
  prefix: readonly PrefixRedirect[],
  existingPaths: readonly string[],
): string[] {
  const problems: string[] = [];
  const pages = new Set(existingPaths.map(withoutTrailingSlash));
  const seen = new Set<string>();
  for (const rule of exact) {
    if (seen.has(rule.from)) problems.push(`${rule.from}: listed more than once`);
    seen.add(rule.from);
    if (rule.from !== withoutTrailingSlash(rule.from) || rule.to !== withoutTrailingSlash(rule.to)) {
      problems.push(`${rule.from}: sources and targets are written without a trailing slash`);
    }
    if (pages.has(rule.from)) problems.push(`${rule.from}: is a page of the site, so a redirect would hide it`);
  }
  const prefixSeen = new Set<string>();
  for (const rule of prefix) {
    if (prefixSeen.has(rule.from)) problems.push(`${rule.from}/*: prefix listed more than once`);
    prefixSeen.add(rule.from);
  }
  const targets = [
    ...exact.map((r) => ({from: r.from, to: r.to})),
    ...prefix.filter((r) => r.subPaths === 'drop' || r.to !== '').map((r) => ({from: `${r.from}/*`, to: joinTarget(r.to, '')})),
  ];
  for (const {from, to} of targets) {
    const next = resolveRedirect(to, exact, prefix);
    if (next) {
      problems.push(
        next.to === from || resolveRedirect(next.to, exact, prefix)?.to === to
          ? `${from}: loops through ${to}`
          : `${from}: points at ${to}, which itself redirects to ${next.to}`,
      );
    }
    if (!pages.has(to)) problems.push(`${from}: target ${to} is not a page of the site`);
  }
  return problems;
}

function nginxString(value: string): string {
  return `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`;
}

function regexEscape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * nginx rules. `httpConf` goes in the http block (the exact table as a map),
 * `serverConf` in the server block: exact rules, then prefix rules in order,
 * then a trailing slash on any other path, each answered with one 301.
 */
export function nginxRedirects(exact: readonly ExactRedirect[], prefix: readonly PrefixRedirect[]): {httpConf: string; serverConf: string} {
  const mapLines = exactPairs(exact, prefix).map((r) => `  ${nginxString(r.from)} ${nginxString(r.to)};`);
  const httpConf = [
    '# Generated from src/config/redirects.ts: legacy paths (trailing slash stripped) and their targets.',
    'map $keelson_path $keelson_redirect {',
    '  default "";',
    ...mapLines,
    '}',
    '',
  ].join('\n');
  const prefixLines = prefix.map((r) => {
    const pattern = `^${regexEscape(r.from)}/(.+)$`;
    const query = r.dropQuery ? '' : '$is_args$args';
    const target = r.subPaths === 'keep' ? `${r.to}/$1${query}` : `${r.to}${query}`;
    return `if ($keelson_path ~ "${pattern}") { return 301 ${target}; }`;
  });
  const serverConf = [
    '# Generated from src/config/redirects.ts. A trailing slash is stripped before matching.',
    'set $keelson_path $uri;',
    'if ($uri ~ "^(.+?)/+$") { set $keelson_path $1; }',
    'if ($keelson_redirect) { return 301 $keelson_redirect$is_args$args; }',
    ...prefixLines,
    '# A trailing slash is never canonical.',
    'if ($uri ~ "^(.+?)/+$") { return 301 $1$is_args$args; }',
    '',
  ].join('\n');
  return {httpConf, serverConf};
}

/** Netlify / Cloudflare Pages `_redirects`: exact rules first, then prefix rules with splats. */
export function netlifyRedirects(exact: readonly ExactRedirect[], prefix: readonly PrefixRedirect[]): string {
  const lines = ['# Generated from src/config/redirects.ts'];
  for (const r of exactPairs(exact, prefix)) lines.push(`${r.from} ${r.to} 301!`, `${r.from}/ ${r.to} 301!`);
  for (const r of prefix) lines.push(`${r.from}/* ${r.subPaths === 'keep' ? `${r.to}/:splat` : r.to} 301!`);
  return `${lines.join('\n')}\n`;
}

/** `vercel.json`: clean URLs without trailing slashes, and every redirect as permanent. */
export function vercelConfig(exact: readonly ExactRedirect[], prefix: readonly PrefixRedirect[]) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    redirects: [
      ...exactPairs(exact, prefix).map((r) => ({source: r.from, destination: r.to, permanent: true})),
      ...prefix.map((r) => ({
        source: `${r.from}/:path*`,
        destination: r.subPaths === 'keep' ? `${r.to}/:path*` : r.to,
        permanent: true,
      })),
    ],
  };
}
