/**
 * Checks on the written library (issue 4): body length, paragraphs shared
 * between posts, and the internal links each post must carry. Pure: works
 * on Markdown text; tests/unit/library.test.ts reads the files.
 */

export const MIN_BODY_WORDS = 700;
/** Two posts may not share a paragraph longer than this. */
export const SHARED_PARAGRAPH_LIMIT = 160;

/** Guide, tool and service pages a post must link to at least once (CONTRIBUTING.md, "Links you can use"). */
export const RESOURCE_PATHS: readonly string[] = [
  '/services',
  '/guides/hubspot-expert',
  '/guides/hubspot-private-equity',
  '/guides/complete-hubspot-guide-for-private-equity',
  '/guides/pe-hubspot-implementation-roadmap',
  '/guides/pe-decision-framework',
  '/guides/pe-portfolio-value-creation-case-studies',
  '/data-quality-dimensions-guide',
  '/resources/data-impact',
  '/data-operations-assessment',
  '/bad-data-cost-calculator',
  '/revops-roi-calculator',
  '/hubspot-roi-calculator',
];

/** Markdown without HTML comments, and with links and images reduced to their text. */
function plain(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/** Words of prose in a Markdown body: headings, lists and tables count; markup, URLs and comments do not. */
export function countWords(markdown: string): number {
  return plain(markdown)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Paragraph-like blocks (separated by blank lines), whitespace collapsed, headings left out. */
export function paragraphs(markdown: string): string[] {
  return plain(markdown)
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block !== '' && !block.startsWith('#'));
}

export interface LibraryPost {
  file: string;
  body: string;
}

export interface SharedParagraph {
  files: [string, string];
  paragraph: string;
}

/** Every paragraph over the limit that appears in two different posts (or twice in one). */
export function sharedParagraphs(posts: readonly LibraryPost[], limit = SHARED_PARAGRAPH_LIMIT): SharedParagraph[] {
  const seen = new Map<string, string>();
  const shared: SharedParagraph[] = [];
  for (const post of posts) {
    for (const paragraph of paragraphs(post.body)) {
      if (paragraph.length <= limit) continue;
      const key = paragraph.toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) shared.push({files: [first, post.file], paragraph});
      else seen.set(key, post.file);
    }
  }
  return shared;
}

/** Root-relative link targets in Markdown, without hash or query, without a trailing slash. */
export function internalLinks(markdown: string): string[] {
  const out: string[] = [];
  for (const match of markdown.replace(/<!--[\s\S]*?-->/g, ' ').matchAll(/\]\((\/[^)\s#?]*)[^)]*\)/g)) {
    const path = (match[1] ?? '').replace(/\/+$/, '') || '/';
    out.push(path);
  }
  return out;
}

/** Distinct insights and case studies a body links to, other than `ownPath`. */
export function postLinks(markdown: string, ownPath: string): string[] {
  const posts = internalLinks(markdown).filter(
    (p) => /^\/(insights|case-studies)\/[a-z0-9-]+$/.test(p) && !/^\/(insights|case-studies)\/(tags|page|authors|archive)$/.test(p),
  );
  return [...new Set(posts)].filter((p) => p !== ownPath);
}

/** Distinct guide, tool or service pages a body links to. */
export function resourceLinks(markdown: string): string[] {
  const links = internalLinks(markdown).filter((p) =>
    RESOURCE_PATHS.some((r) => p === r || (r === '/services' && p.startsWith('/services/'))),
  );
  return [...new Set(links)];
}
