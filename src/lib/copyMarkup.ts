/**
 * The Markdown a copy string in src/data may carry: links, and nothing else
 * (no copy uses emphasis, so it stays literal). `[label](/path)` is a link to
 * a page of this site, with an optional `#fragment` or `?query`;
 * `[label](https://...)` a link to another site. A backslash keeps the next
 * bracket or parenthesis literal (`\[`), and `\\` is one backslash. Anything
 * else with brackets is text as written: `[draft]`, `[label](no-url)`, and the
 * outer brackets of a nested link (`[a [b](/b)](/a)` links only "b"), which
 * the copy check reports as stray brackets. Pure: the page renders the
 * nodes (src/components/CopyText), structured data reads the plain text, the
 * copy check reads the links.
 */

export interface CopyLink {
  label: string;
  href: string;
  /** A link to another site (http or https), rendered as a plain `<a>`. */
  external: boolean;
}

/** Text as a reader sees it, and links; adjacent text is one string. */
export type CopyNode = string | CopyLink;

/** A link's target: a root-relative path (not `//host`), or an http(s) URL; no spaces, no parentheses. */
const TARGET = /^(?:\/(?!\/)[^\s()]*|https?:\/\/[^\s()]+)$/;

/** Whether the character at `at` is escaped by an odd number of backslashes before it. */
function escaped(text: string, at: number): boolean {
  let count = 0;
  for (let i = at - 1; i >= 0 && text[i] === '\\'; i -= 1) count += 1;
  return count % 2 === 1;
}

/** The index of the `]` that closes the label opened at `open`, or -1 when the label holds an unescaped `[`. */
function labelEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i += 1) {
    const ch = text[i];
    if (escaped(text, i)) continue;
    if (ch === '[') return -1;
    if (ch === ']') return i;
  }
  return -1;
}

/** Removes the backslash of each escape (`\[`, `\]`, `\(`, `\)`, `\\`). */
function unescape(text: string): string {
  return text.replace(/\\([[\]()\\])/g, '$1');
}

/** Text as written (escapes kept) and links, in order. */
function segments(text: string): ({raw: string} | CopyLink)[] {
  const out: ({raw: string} | CopyLink)[] = [];
  let pending = '';
  let i = 0;
  const flush = () => {
    if (pending !== '') out.push({raw: pending});
    pending = '';
  };
  while (i < text.length) {
    if (text[i] === '[' && !escaped(text, i)) {
      const close = labelEnd(text, i);
      if (close > i + 1 && text[close + 1] === '(') {
        const end = text.indexOf(')', close + 2);
        const href = end < 0 ? '' : text.slice(close + 2, end);
        const label = unescape(text.slice(i + 1, close)).trim();
        if (TARGET.test(href) && label !== '') {
          flush();
          out.push({label, href, external: !href.startsWith('/')});
          i = end + 1;
          continue;
        }
      }
    }
    pending += text[i];
    i += 1;
  }
  flush();
  return out;
}

/** The text split into text and links, in order. Text without markup is one string; an empty text, no node. */
export function parseCopy(text: string): CopyNode[] {
  return segments(text).map((segment) => ('raw' in segment ? unescape(segment.raw) : segment));
}

/** The text as a reader sees it: each link reduced to its label. */
export function copyPlainText(text: string): string {
  return parseCopy(text)
    .map((node) => (typeof node === 'string' ? node : node.label))
    .join('');
}

/** The links of a text, in order. */
export function copyLinks(text: string): CopyLink[] {
  return parseCopy(text).filter((node): node is CopyLink => typeof node !== 'string');
}

/** Whether a text holds link markup (a link, or brackets a writer meant as one: `[x](`). */
export function hasLinkMarkup(text: string): boolean {
  return copyLinks(text).length > 0 || strayLinkMarkup(text);
}

/** Link markup that did not parse as a link (`[label](no-url)`, the outer brackets of a nested link): it would show as brackets. */
export function strayLinkMarkup(text: string): boolean {
  return segments(text).some((segment) => 'raw' in segment && /\]\(/.test(segment.raw.replace(/\\./g, '')));
}
