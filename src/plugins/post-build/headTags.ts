/**
 * Reads the head of a built page as a crawler sees it: every title, canonical
 * link and meta tag, in order, with attributes quoted or not (the built HTML
 * is minified) and entities decoded. Pure; the cards pass reads each page's
 * card from it, and the build checks compare what the server sends with the
 * head after hydration.
 */

export interface MetaEntry {
  /** The `name` or `property` of the tag. */
  key: string;
  content: string;
}

export interface HeadTags {
  titles: string[];
  canonicals: string[];
  meta: MetaEntry[];
}

/** A start tag of this name, read to its closing `>` even when a quoted value holds one. */
const startTags = (html: string, name: string) => html.matchAll(new RegExp(`<${name}\\b(?:[^>"']|"[^"]*"|'[^']*')*>`, 'gi'));

const ENTITIES: Record<string, string> = {amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0'};

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The attributes of one start tag (`<meta a=b c="d e">`), names lowercased, values decoded. */
export function tagAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const body = tag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '');
  const pattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (const m of body.matchAll(pattern)) attributes[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return attributes;
}

/** The head part of a page: everything before `</head>` (the whole text when there is none). */
export function headOf(html: string): string {
  const end = html.search(/<\/head>/i);
  return end < 0 ? html : html.slice(0, end);
}

export function readHeadTags(html: string): HeadTags {
  const head = headOf(html);
  const titles = [...head.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map((m) => decodeEntities(m[1]));
  const canonicals: string[] = [];
  for (const m of startTags(head, 'link')) {
    const a = tagAttributes(m[0]);
    if (a.rel?.toLowerCase() === 'canonical') canonicals.push(a.href ?? '');
  }
  const meta: MetaEntry[] = [];
  for (const m of startTags(head, 'meta')) {
    const a = tagAttributes(m[0]);
    const key = a.name ?? a.property;
    if (key !== undefined && a.content !== undefined) meta.push({key, content: a.content});
  }
  return {titles, canonicals, meta};
}

/** Every value of one meta key, in order. */
export function metaValues(tags: HeadTags, key: string): string[] {
  return tags.meta.filter((m) => m.key === key).map((m) => m.content);
}

/** A client redirect page (a meta refresh in the head): generated for hosts without server rules, never read by anyone. */
export function isRedirectPage(html: string): boolean {
  return [...startTags(headOf(html), 'meta')].some((m) => tagAttributes(m[0])['http-equiv']?.toLowerCase() === 'refresh');
}
