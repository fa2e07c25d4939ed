/**
 * What the navbar's search box shows for Pagefind's results: one suggestion
 * per page (a deep match leads to its section), the excerpt split into plain
 * text and highlighted words, and the sentence a screen reader hears. Pure.
 */
import type {ExcerptPart, Suggestion} from '../data/search';

/** One located word of a match, as Pagefind reports it. */
export interface PagefindWeightedLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

/** A section of a page that matched (Pagefind's sub-result); the first one has no anchor. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {element: string; id: string; text?: string; location: number};
  weighted_locations?: PagefindWeightedLocation[];
}

/** The data of one result (`await result.data()` in Pagefind's JavaScript API). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

/**
 * How many suggestions the box shows. Each costs one fragment download (the
 * page's text, gzipped: up to 11 KB for the longest guide), and the first
 * query of a visit must stay within 100 KB with Pagefind's code and index.
 * Three keep the heaviest measured query under that; the relevance table
 * asks for the expected page among the first three.
 */
export const MAX_SUGGESTIONS = 3;

const ENTITIES: Record<string, string> = {'&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'"};

function decodeEntities(text: string): string {
  return text.replace(/&(?:lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity]!);
}

/**
 * Pagefind's excerpt is page text with `<` and `>` escaped and each matched
 * word wrapped in `<mark>`. It is split here into text parts, never parsed
 * as HTML: only the exact tags `<mark>` and `</mark>` mean anything, and
 * every other character, markup included, stays text for React to escape.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (raw: string, highlighted: boolean) => {
    const text = decodeEntities(raw);
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.highlighted === highlighted) last.text += text;
    else parts.push({text, highlighted});
  };
  let rest = excerpt;
  for (;;) {
    const open = rest.indexOf('<mark>');
    if (open < 0) break;
    const close = rest.indexOf('</mark>', open + 6);
    if (close < 0) break;
    push(rest.slice(0, open), false);
    push(rest.slice(open + 6, close), true);
    rest = rest.slice(close + 7);
  }
  push(rest, false);
  return parts;
}

function subResultScore(sub: PagefindSubResult): number {
  return (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);
}

/** The page's address without its fragment and trailing slash: two suggestions never share one. */
export function pageKey(url: string): string {
  const path = url.split('#')[0]!.split('?')[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Lower-case words of a text, without punctuation: "Analytics & BI" is ["analytics", "bi"]. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether a query names a title: every word of the query is a word of the title (the last may be cut short). */
export function namesTitle(query: string, title: string): boolean {
  const asked = words(query);
  const titleWords = words(title);
  if (asked.length === 0) return false;
  return asked.every((word, i) => (i === asked.length - 1 ? titleWords.some((t) => t.startsWith(word)) : titleWords.includes(word)));
}

/** Whether a query is exactly a page's name (its words, in any order and case). */
function isNameOf(query: string, name: string | undefined): boolean {
  if (!name) return false;
  const a = words(query).sort().join(' ');
  return a !== '' && a === words(name).sort().join(' ');
}

/**
 * One suggestion per page, in Pagefind's order, at most `limit`, except that
 * a page whose name is exactly the query (a service, tool or company page
 * looked up by name) comes first. When the query names the page's title,
 * the suggestion leads to the page; otherwise, when the best-matching
 * section is one with a heading anchor, it leads there and names the
 * section. A page that comes twice (under two addresses that differ only by
 * a trailing slash or fragment) is shown once.
 */
export function toSuggestions(results: readonly PagefindResultData[], query: string, limit = MAX_SUGGESTIONS): Suggestion[] {
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  const ordered = [...results.filter((r) => isNameOf(query, r.meta.name)), ...results.filter((r) => !isNameOf(query, r.meta.name))];
  for (const result of ordered) {
    if (suggestions.length >= limit) break;
    const key = pageKey(result.url);
    if (seen.has(key)) continue;
    seen.add(key);
    const title = decodeEntities(result.meta.title?.trim() || key);
    const best = [...(result.sub_results ?? [])].sort((a, b) => subResultScore(b) - subResultScore(a))[0];
    const deep = best?.anchor && subResultScore(best) > 0 && !namesTitle(query, title) ? best : null;
    const type = result.meta.type?.trim();
    const category = result.meta.category?.trim();
    suggestions.push({
      url: deep ? deep.url : key,
      title,
      section: deep ? decodeEntities(deep.title.trim()) || null : null,
      kind: [type, category].filter(Boolean).join(' · '),
      excerpt: excerptParts(deep ? deep.excerpt : result.excerpt),
    });
  }
  return suggestions;
}

/** What the live region says once results for `query` are shown. */
export function resultsAnnouncement(query: string, count: number): string {
  if (count === 0) return `No results for “${query}”. Browse the insights or the FAQ instead.`;
  return `${count} ${count === 1 ? 'result' : 'results'} for “${query}”. Use the up and down arrow keys to choose, Enter to open.`;
}

/** The query a page address asks the box to open with: `q` on the insights list (where `/search?q=` lands). */
export function queryFromAddress(pathname: string, search: string): string | null {
  if (pathname.replace(/\/+$/, '') !== '/insights') return null;
  const q = new URLSearchParams(search).get('q')?.trim();
  return q ? q.slice(0, 200) : null;
}
