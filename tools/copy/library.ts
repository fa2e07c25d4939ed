/**
 * Checks on the written library: lengths that follow the topic, paragraphs
 * shared between posts, openings and endings that do not repeat one
 * pattern, the links out of each post, and case studies that each take
 * their own shape and quote the client. (The links into each post are a
 * rule of the copy check: ./posts, `orphanPostViolations`.) Pure: works on
 * Markdown text; tests/unit/library.test.ts reads the files.
 */
import {countWords, plainMarkdown} from '@site/src/lib/words';
import {LENGTH_TARGETS} from '@site/src/lib/contentTargets';
import type {PostFormat} from '@site/src/plugins/front-matter-check/frontMatterCheck';

export {countWords};

/** No article is shorter than this, except a short note. */
export const MIN_BODY_WORDS = 700;
/** No note (`kind: note`: news, an announcement) is shorter than this. */
export const NOTE_MIN_WORDS = 150;
/** Short notes: between `min` and `max` words, an article that may be under MIN_BODY_WORDS. How many the firm wants is a target (src/lib/contentTargets.ts), a build notice. */
export const SHORT_NOTES = LENGTH_TARGETS.short;
/** No single opening pattern (or opening move, ./posts) may cover more than this share of the posts, insights and case studies together. */
export const MAX_OPENING_SHARE = 1 / 4;
/** No single ending pattern may cover more than this share of the insights. */
export const MAX_ENDING_SHARE = 1 / 3;
/** Two posts may not share a paragraph longer than this. */
export const SHARED_PARAGRAPH_LIMIT = 160;

/** Guide, tool and service pages a post must link to at least once (CONTRIBUTING.md, "Links"). */
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

/** Paragraph-like blocks (separated by blank lines), whitespace collapsed, headings left out. */
export function paragraphs(markdown: string): string[] {
  return plainMarkdown(markdown)
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

export interface PostLength {
  file: string;
  words: number;
  /** The front matter's `kind`; an article when left out. */
  kind?: PostFormat;
}

/**
 * The insights whose length breaks a rule: an article under the minimum that
 * is not a short note, and a note (news, an announcement) under its own
 * minimum. How many deep pieces and short notes there are is a target, not a
 * rule: the build's notice (`lengthTargetNotices`, src/lib/contentTargets.ts).
 */
export function lengthProblems(posts: readonly PostLength[]): string[] {
  const notes = posts.filter((p) => p.kind === 'note');
  const articles = posts.filter((p) => p.kind !== 'note');
  const problems = lengthProblemsOfArticles(articles);
  for (const p of notes) {
    if (p.words < NOTE_MIN_WORDS) problems.push(`${p.file}: ${p.words} words, under ${NOTE_MIN_WORDS} for a note (kind: note)`);
  }
  return problems;
}

function lengthProblemsOfArticles(posts: readonly PostLength[]): string[] {
  const problems: string[] = [];
  for (const p of posts) {
    const note = p.words >= SHORT_NOTES.min && p.words <= SHORT_NOTES.max;
    if (p.words < MIN_BODY_WORDS && !note)
      problems.push(
        `${p.file}: ${p.words} words, under ${MIN_BODY_WORDS} and not a short note (news or an announcement may be kind: note)`,
      );
  }
  return problems;
}

function leadWords(text: string, count = 2): string {
  return (text.toLowerCase().match(/[a-z']+/g) ?? []).slice(0, count).join(' ');
}

function sentencesOf(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z"])/).filter((s) => s.trim() !== '');
}

/** Paragraphs of prose: no headings, lists, tables, block quotes or separators. */
function proseParagraphs(markdown: string): string[] {
  return paragraphs(markdown).filter((p) => !/^(?:[-*+] |\d+\. |\||>|---|\*\*\*)/.test(p));
}

/**
 * The opening patterns of a post, read from its first paragraph of prose:
 * its first two words; whether it names the reader with "If you..."; and
 * whether its last sentence is a signpost ("This post...", "Here is...").
 */
export function openingPatterns(markdown: string): string[] {
  const first = proseParagraphs(markdown)[0] ?? '';
  const out = [`opens with "${leadWords(first)}"`];
  if (/\bif you\b/i.test(first)) out.push('names the reader with "If you..." in the first paragraph');
  const last = sentencesOf(first).at(-1) ?? '';
  if (/^(?:this (?:post|article|piece|guide|note)|here is|here's|here are|below|in this (?:post|article))\b/i.test(last)) {
    out.push('ends the first paragraph with a signpost ("This post...", "Here is...")');
  }
  return out;
}

/**
 * The ending patterns of a post, read from its last paragraph of prose: the
 * first two words of that paragraph and of its last sentence.
 */
export function endingPatterns(markdown: string): string[] {
  const last = proseParagraphs(markdown).at(-1) ?? '';
  const sentence = sentencesOf(last).at(-1) ?? '';
  return [`last paragraph opens with "${leadWords(last)}"`, `last sentence opens with "${leadWords(sentence)}"`];
}

/** Patterns shared by more than `maxShare` of the posts, each with its count and the posts that share it. */
export function dominantPatterns(posts: readonly {file: string; patterns: readonly string[]}[], maxShare: number): string[] {
  const sharing = new Map<string, string[]>();
  for (const post of posts) for (const p of new Set(post.patterns)) sharing.set(p, [...(sharing.get(p) ?? []), post.file]);
  return [...sharing]
    .filter(([, files]) => files.length > posts.length * maxShare)
    .map(([p, files]) => `${p}: ${files.length} of ${posts.length} posts (${files.join(', ')})`);
}

/** The `##` headings of a Markdown body, in order. */
export function sectionHeadings(markdown: string): string[] {
  return plainMarkdown(markdown)
    .split('\n')
    .filter((line) => /^##\s/.test(line))
    .map((line) =>
      line
        .replace(/^##\s+/, '')
        .replace(/\s*\{#[\w-]+\}\s*$/, '')
        .trim(),
    );
}

/**
 * Case studies whose `##` headings are another case study's, in the same
 * order: each tells its story in the shape the story has, so no two share a
 * skeleton. One line per pair.
 */
export function sharedSkeletons(posts: readonly LibraryPost[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const post of posts) {
    const headings = sectionHeadings(post.body);
    if (headings.length === 0) continue;
    const key = headings.map((h) => h.toLowerCase()).join('\n');
    const first = seen.get(key);
    if (first === undefined) seen.set(key, post.file);
    else out.push(`${first} and ${post.file} share the headings ${headings.map((h) => `"${h}"`).join(', ')}`);
  }
  return out;
}

/**
 * Whether a body quotes the client: a block quote with at least one line of
 * words, whose last line attributes it ("> — Chief Financial Officer, ...").
 */
export function hasAttributedQuote(markdown: string): boolean {
  const quotes = markdown.replace(/<!--[\s\S]*?-->/g, ' ').match(/(?:^>.*(?:\n|$))+/gm) ?? [];
  return quotes.some((block) => {
    const lines = block
      .split('\n')
      .map((line) => line.replace(/^>\s?/, '').trim())
      .filter(Boolean);
    const attribution = lines.at(-1) ?? '';
    return lines.length >= 2 && /^[—–]\s*\p{L}/u.test(attribution);
  });
}
