/**
 * Legacy redirects: resolving a path against the table, expanding the rules
 * that depend on which pages exist, naming the legacy paths that get a
 * redirect page from `@docusaurus/plugin-client-redirects` (for a host that
 * only serves files), and checking the table. The writers for each host are
 * in `serverRules.ts`. Pure.
 */
import type {ExactRedirect, PrefixRedirect} from '../../config/redirects';
import {needsRedirectPages, type SiteHost} from './host';
import {withoutTrailingSlash} from '../../lib/url';

export interface RedirectTable {
  exact: readonly ExactRedirect[];
  prefix: readonly PrefixRedirect[];
}

/** A prefix rule as hosts get it: the sub-path is kept or dropped, nothing depends on the page list. */
export type HostPrefixRedirect = PrefixRedirect & {subPaths: 'keep' | 'drop'};

/** The table for one build: `keep-if-page` rules are spelled out as exact rules for the pages that exist. */
export interface ExpandedTable {
  exact: readonly ExactRedirect[];
  prefix: readonly HostPrefixRedirect[];
}

export interface ResolvedRedirect {
  to: string;
  dropQuery: boolean;
}

/** One legacy path and where it goes. */
export interface RedirectPair {
  from: string;
  to: string;
  dropQuery: boolean;
}

/** A prefix rule's target plus the rest of the path; the `/en` rule's empty target makes `/en` itself `/`. */
export function joinTarget(to: string, rest: string): string {
  const joined = `${to}${rest}`;
  return joined === '' ? '/' : joined;
}

function underPrefix(path: string, from: string): boolean {
  return path === from || path.startsWith(`${from}/`);
}

/**
 * Where a path goes, or null when it is not a legacy path. A trailing slash
 * is stripped before matching. `keep-if-page` rules need the page list.
 */
export function resolveRedirect(rawPath: string, table: RedirectTable, pages?: ReadonlySet<string>): ResolvedRedirect | null {
  const path = withoutTrailingSlash(rawPath);
  const hit = table.exact.find((r) => r.from === path);
  if (hit) return {to: hit.to, dropQuery: hit.dropQuery === true};
  for (const rule of table.prefix) {
    if (!underPrefix(path, rule.from)) continue;
    const dropQuery = rule.dropQuery === true;
    const kept = joinTarget(rule.to, path.slice(rule.from.length));
    if (rule.subPaths === 'keep') return {to: kept, dropQuery};
    if (rule.subPaths === 'drop') return {to: rule.to, dropQuery};
    if (!pages) throw new Error(`${rule.from}/*: resolving a keep-if-page rule needs the page list`);
    return {to: pages.has(kept) ? kept : rule.to, dropQuery};
  }
  return null;
}

/** A source that names a page's file (`/index`, `/index.html`) rather than an address: a host answers `/x/index` itself (Vercel's clean URLs). */
function namesFile(source: string): boolean {
  return /(^|\/)index(\.html?)?$|\.html?$/.test(source);
}

/** A rule's source with the file that names it, for messages: `/old (blog/x.md)`. */
function named(rule: ExactRedirect): string {
  return rule.origin ? `${rule.from} (${rule.origin})` : rule.from;
}

/**
 * The table with every hop settled at build time, so each legacy path
 * answers with its final target in one hop:
 *
 * - A prefix rule that keeps its sub-path gets an exact rule for each exact
 *   source under its target (`/servies` → `/services` and `/services/old` →
 *   `/services/new` give `/servies/old` → `/services/new`), unless that path
 *   already has a rule of its own or an earlier prefix rule answers it. An
 *   exact source under the prefix rule's own source is left alone (`/en` does
 *   not make `/en/en/blog`), and so is one that names a file (`/index.html`).
 * - Each exact rule's target is followed through the table to the address
 *   that does not redirect; the query is dropped if any hop dropped it.
 *
 * A target that leads back to where it started is a loop: reported, one line
 * naming every hop, and the rule is left as it was. Targets are followed
 * through exact and `keep`/`drop` prefix rules; a `keep-if-page` rule needs
 * the page list, so a target under one is left for the table check to report.
 * Pure.
 */
export function settleRedirects(table: RedirectTable): {table: RedirectTable; problems: string[]} {
  const exact: ExactRedirect[] = [...table.exact];
  const sources = new Set(exact.map((r) => r.from));
  table.prefix.forEach((rule, index) => {
    if (rule.subPaths !== 'keep') return;
    const earlier = table.prefix.slice(0, index);
    for (const target of table.exact) {
      if (underPrefix(target.from, rule.from) || (rule.to !== '' && !underPrefix(target.from, rule.to))) continue;
      if (namesFile(target.from)) continue;
      const from = `${rule.from}${target.from.slice(rule.to.length)}`;
      if (sources.has(from) || earlier.some((r) => underPrefix(from, r.from))) continue;
      const dropQuery = rule.dropQuery === true || target.dropQuery === true;
      exact.push({
        from,
        to: target.to,
        ...(target.serverOnly ? {serverOnly: true as const} : {}),
        ...(dropQuery ? {dropQuery: true as const} : {}),
        ...(target.origin ? {origin: target.origin} : {}),
      });
      sources.add(from);
    }
  });
  const plain: RedirectTable = {exact, prefix: table.prefix.filter((r) => r.subPaths !== 'keep-if-page')};
  const problems: string[] = [];
  const settled = exact.map((rule): ExactRedirect => {
    const hops = [rule.from, rule.to];
    let dropQuery = rule.dropQuery === true;
    for (let next = resolveRedirect(rule.to, plain); next; next = resolveRedirect(next.to, plain)) {
      const looped = hops.includes(next.to);
      hops.push(next.to);
      if (looped) {
        problems.push(`${named(rule)}: loops: ${hops.join(' → ')}`);
        return rule;
      }
      dropQuery ||= next.dropQuery;
    }
    const to = hops[hops.length - 1]!;
    const {dropQuery: _dropQuery, ...rest} = rule;
    return {...rest, to, ...(dropQuery ? {dropQuery: true as const} : {})};
  });
  return {table: {exact: settled, prefix: table.prefix}, problems: [...new Set(problems)]};
}

/**
 * The table for a build with these pages: each `keep-if-page` rule becomes an
 * exact rule per page under its target (where no earlier rule already
 * answers that path) plus a rule that sends every other sub-path to the target.
 */
export function expandRedirects(table: RedirectTable, pages: readonly string[]): ExpandedTable {
  const sortedPages = [...new Set(pages.map(withoutTrailingSlash))].sort();
  const exact: ExactRedirect[] = [...table.exact];
  const sources = new Set(exact.map((r) => r.from));
  const prefix = table.prefix.map((rule, index): HostPrefixRedirect => {
    if (rule.subPaths !== 'keep-if-page') return rule as HostPrefixRedirect;
    const earlier = table.prefix.slice(0, index);
    for (const page of sortedPages) {
      if (!page.startsWith(`${rule.to}/`)) continue;
      const from = `${rule.from}${page.slice(rule.to.length)}`;
      if (sources.has(from) || earlier.some((r) => underPrefix(from, r.from))) continue;
      exact.push({from, to: page, ...(rule.dropQuery ? {dropQuery: true as const} : {})});
      sources.add(from);
    }
    return {...rule, subPaths: 'drop'};
  });
  return {exact, prefix};
}

/** The exact rules plus each prefix rule's bare path, without duplicates (exact rules win). */
export function exactPairs(table: ExpandedTable): RedirectPair[] {
  const pairs: RedirectPair[] = table.exact.map((r) => ({from: r.from, to: r.to, dropQuery: r.dropQuery === true}));
  const seen = new Set(pairs.map((p) => p.from));
  for (const r of table.prefix) {
    if (seen.has(r.from)) continue;
    seen.add(r.from);
    pairs.push({from: r.from, to: joinTarget(r.to, ''), dropQuery: r.dropQuery === true});
  }
  return pairs;
}

/** The rule a server applies to a path (a trailing slash stripped): its exact rule, else the first prefix rule it falls under. */
function ruleFor(rawPath: string, table: RedirectTable): ExactRedirect | PrefixRedirect | null {
  const path = withoutTrailingSlash(rawPath);
  return table.exact.find((r) => r.from === path) ?? table.prefix.find((r) => underPrefix(path, r.from)) ?? null;
}

/** The source a prefix rule sends to this page, if any: its bare path for the rule's target, the same sub-path for a page under it. */
function prefixSourceFor(rule: PrefixRedirect, page: string): string | null {
  if (rule.subPaths === 'drop') return page === joinTarget(rule.to, '') ? rule.from : null;
  if (rule.to === '') return page === '/' ? rule.from : `${rule.from}${page}`;
  if (page === rule.to) return rule.from;
  return page.startsWith(`${rule.to}/`) ? `${rule.from}${page.slice(rule.to.length)}` : null;
}

/**
 * The legacy paths that get a redirect page to one page of the build: what
 * the client-redirects plugin's `createRedirects` returns (it asks once per
 * route, so a rule whose target is not a page yields nothing; the table check
 * reports it). The exact rules that point at the page, except server-only
 * ones, and each prefix rule's source for it where that rule is the one a
 * server applies. Sub-paths that lead to no page cannot be listed, so they
 * get none; nor does a file-named route (`/404.html`), which has no folder a
 * page could be written in.
 */
export function clientSourcesFor(existingPath: string, table: RedirectTable): string[] {
  const page = withoutTrailingSlash(existingPath);
  if (page.endsWith('.html')) return [];
  const sources = table.exact.filter((r) => !r.serverOnly && r.to === page).map((r) => r.from);
  for (const rule of table.prefix) {
    const from = prefixSourceFor(rule, page);
    if (from !== null && ruleFor(from, table) === rule) sources.push(from);
  }
  return sources;
}

/**
 * The plugin's `createRedirects` for a build: {@link clientSourcesFor} where
 * the host only serves files, nothing where it answers legacy paths with 301s.
 */
export function redirectPageSources(host: SiteHost, table: RedirectTable): (existingPath: string) => string[] {
  return needsRedirectPages(host) ? (existingPath) => clientSourcesFor(existingPath, table) : () => [];
}

/** Everything wrong with the table, one line each; empty when it is sound. */
export function checkRedirects(table: RedirectTable, existingPaths: readonly string[]): string[] {
  const problems: string[] = [];
  const pages = new Set(existingPaths.map(withoutTrailingSlash));
  const seen = new Set<string>();
  const origins = new Map<string, string>();
  for (const rule of table.exact) {
    if (seen.has(rule.from)) {
      const first = origins.get(rule.from);
      problems.push(`${named(rule)}: listed more than once${first ? ` (also in ${first})` : ''}`);
    }
    seen.add(rule.from);
    if (rule.origin && !origins.has(rule.from)) origins.set(rule.from, rule.origin);
    if (!rule.from.startsWith('/') || !rule.to.startsWith('/')) problems.push(`${named(rule)}: sources and targets start with /`);
    if (rule.from !== withoutTrailingSlash(rule.from) || rule.to !== withoutTrailingSlash(rule.to)) {
      problems.push(`${named(rule)}: sources and targets are written without a trailing slash`);
    }
    if (pages.has(rule.from)) problems.push(`${named(rule)}: is a page of the site, so a redirect would hide it`);
  }
  for (const page of pages) {
    const rule = table.prefix.find((r) => underPrefix(page, r.from));
    if (rule && !table.exact.some((r) => r.from === page)) problems.push(`${page}: is a page of the site, so ${rule.from}/* would hide it`);
  }
  const prefixSeen = new Set<string>();
  for (const rule of table.prefix) {
    if (prefixSeen.has(rule.from)) problems.push(`${rule.from}/*: prefix listed more than once`);
    prefixSeen.add(rule.from);
    if (rule.from !== withoutTrailingSlash(rule.from) || (rule.to !== '' && rule.to !== withoutTrailingSlash(rule.to))) {
      problems.push(`prefix ${rule.from}: sources and targets are written without a trailing slash`);
    }
  }
  const expanded = expandRedirects(table, existingPaths);
  const targets = [
    ...expanded.exact.map((r) => ({from: r.from, label: named(r), to: r.to})),
    ...expanded.prefix
      .filter((r) => r.subPaths === 'drop' || r.to !== '')
      .map((r) => ({from: `${r.from}/*`, label: `${r.from}/*`, to: joinTarget(r.to, '')})),
  ];
  for (const {from, label, to} of targets) {
    const next = resolveRedirect(to, expanded);
    if (next) {
      problems.push(
        next.to === from || resolveRedirect(next.to, expanded)?.to === to
          ? `${label}: loops through ${to}`
          : `${label}: points at ${to}, which itself redirects to ${next.to}`,
      );
    }
    if (!pages.has(to)) problems.push(`${label}: target ${to} is not a page of the site`);
  }
  return problems;
}

/** A page as its content describes its address: where it is, the addresses it had, and where it leads if it is retired. */
export interface AddressRecord {
  /** The page's address (a retired post's address before it was retired). */
  path: string;
  /** The file that says so: a post, a guide, src/data/services.ts. */
  origin: string;
  formerAddresses: readonly string[];
  /** A retired post: where its address (and every former one) now leads. */
  retiredTo?: string;
}

/**
 * The exact rules the content's own records make: each former address goes
 * to the page, and a retired page's address (and its former ones) to where
 * it now leads. Written as the records say; `settleRedirects` follows each
 * target to its final address. Pure.
 */
export function contentRedirects(records: readonly AddressRecord[]): ExactRedirect[] {
  return records.flatMap((record) => {
    const to = record.retiredTo ?? record.path;
    const from = record.retiredTo ? [record.path, ...record.formerAddresses] : record.formerAddresses;
    return from.map((source): ExactRedirect => ({from: withoutTrailingSlash(source), to: withoutTrailingSlash(to), origin: record.origin}));
  });
}
