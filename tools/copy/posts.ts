/**
 * Rules across the posts (insights and case studies together): no sentence
 * of ten or more words repeated word for word in three or more posts; a
 * link into every post from another page's prose; and openings with range,
 * where no one opening move (a number, a board member's question, naming
 * the reader, a question) opens more than a quarter of the posts.
 */
import {MAX_OPENING_SHARE} from './library';
import {sentences, type Located, type ProseBlock} from './prose';
import type {Violation} from './rules';

/** A post as these rules read it. */
export interface PostProse {
  file: string;
  /** `/insights/slug` or `/case-studies/slug`. */
  path: string;
  /** The prose of the body, front matter left out. */
  blocks: readonly ProseBlock[];
  /** The line of its `slug:`, where a rule about the whole post reports. */
  line: number;
}

// ------------------------------------------------------ repeated sentences

/** The shortest sentence the repetition rule counts, in words. */
export const REPEATED_MIN_WORDS = 10;
/** How many posts may share a sentence. */
export const REPEATED_MAX_POSTS = 2;

/** A sentence reduced to its words: case and punctuation folded. */
export function foldSentence(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9$%'\s]+/g, ' ')
    .replace(/'(?![a-z])|(?<![a-z])'/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sentences of ten or more words that stand, word for word, in three or more posts; one violation where each stands. */
export function repeatedSentenceViolations(posts: readonly PostProse[]): Violation[] {
  const seen = new Map<string, {file: string; sentence: Located}[]>();
  for (const post of posts) {
    for (const block of post.blocks) {
      for (const sentence of sentences(block)) {
        const key = foldSentence(sentence.text);
        if (key.split(' ').length < REPEATED_MIN_WORDS) continue;
        const list = seen.get(key) ?? [];
        list.push({file: post.file, sentence});
        seen.set(key, list);
      }
    }
  }
  const out: Violation[] = [];
  for (const places of seen.values()) {
    const files = [...new Set(places.map((p) => p.file))];
    if (files.length <= REPEATED_MAX_POSTS) continue;
    for (const {file, sentence} of places) {
      out.push({
        file,
        line: sentence.line,
        rule: 'repeated-sentence',
        message: `"${sentence.text}" stands word for word in ${files.length} posts (${files.filter((f) => f !== file).join(', ')} too): say it in this post's words, or leave it out`,
      });
    }
  }
  return out;
}

// ------------------------------------------------------------ orphan posts

/** The prose links of a page: its file and the root-relative targets its prose links to (see ./prose `proseLinks`). */
export interface PageLinks {
  file: string;
  links: readonly Located[];
}

/** Posts that no other page's prose links to. Links from generated lists (reading lists, related posts, footers) do not count. */
export function orphanPostViolations(posts: readonly PostProse[], pages: readonly PageLinks[]): Violation[] {
  return posts
    .filter((post) => !pages.some((page) => page.file !== post.file && page.links.some((link) => link.text === post.path)))
    .map((post) => ({
      file: post.file,
      line: post.line,
      rule: 'orphan-post' as const,
      message: `no other page's prose links to ${post.path} (generated lists do not count): link it where a reader of a later post, a guide, an FAQ answer or a service page needs it`,
    }));
}

// ---------------------------------------------------------------- openings

export type OpeningMove =
  'a number' | "a board member's, CFO's, operating partner's or buyer's question" | 'naming the reader' | 'a question' | 'other';

/** Number words that open on a figure ("one" is left out: "One CEO reports ..., another ..." is not a figure). */
const NUMBER_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|a hundred|a thousand|a dozen';
/** A sentence that starts on a figure: "$1,294,800 a year.", "Sixty thousand contacts ...", "Thirty-four tiles". */
const STARTS_ON_NUMBER = new RegExp(`^["“*_]*(?:[$€£]?\\d|(?:${NUMBER_WORDS})\\b)`, 'i');
/** ... unless the figure is a span of time that sets a scene ("Six weeks before an add-on closes"). */
const TIME_SPAN = new RegExp(
  `^["“*_]*(?:[$€£]?[\\d.,]+|(?:(?:${NUMBER_WORDS})[\\s-]?)+)\\s*(?:minutes?|hours?|days?|weeks?|months?|quarters?|years?)\\b`,
  'i',
);
/** Who asks the question the data cannot answer. */
const ASKER =
  /\b(?:board(?: members?| directors?)?|directors|CFOs?|chief financial officers?|operating partners?|sponsors?|investors?|buyers?|deal teams?|diligence teams?)\b/i;
const ASKS = /\b(?:ask|asks|asked|asking|question|questions|wants? to know|wanted to know)\b/i;
/** The reader addressed by role: "If you are a VP ...", "You run RevOps at ...", "you, as the CFO ...". */
const NAMES_READER =
  /(?:^|\b(?:if|when|as)\s+)you(?:'ve| have)?\s+(?:just\s+)?(?:are|were|run|lead|head|own|manage|joined|took|have taken|taken|sit|work as|inherited)\b|\byou,\s+as\s+(?:the|a|an)\b|\bas\s+(?:the|a|an)\s+[\w\s-]{2,40},\s+you\b|\bif (?:that|this) (?:person|lead|leader|manager) is you\b/i;
const ROLE =
  /\b(?:VP|vice president|CFO|CEO|COO|CRO|CMO|head of|director|manager|lead|leader|operating partner|partner|founder|owner|admin|administrator|marketer|RevOps|marketing|sales|finance|operations|seat|principal|chair)\b/i;

function isQuestion(text: string): boolean {
  return /\?["”'’*_)]*$/.test(text.trim());
}

/**
 * The opening move of a post, read from the first sentence of its first
 * prose paragraph (and, when that sentence is a quoted question, from who
 * asks it in the next): a number; a board member's, CFO's, operating
 * partner's or buyer's question; naming the reader by role; another
 * question; or other (a scene, a claim, a definition, a mistake ...).
 */
export function openingMove(first: string, next = ''): OpeningMove {
  const text = first.trim();
  if (ASKER.test(text) && ASKS.test(text)) return "a board member's, CFO's, operating partner's or buyer's question";
  if (/^["“]/.test(text) && isQuestion(text) && ASKER.test(next) && ASKS.test(next))
    return "a board member's, CFO's, operating partner's or buyer's question";
  if (NAMES_READER.test(text) && ROLE.test(text)) return 'naming the reader';
  if (STARTS_ON_NUMBER.test(text) && !TIME_SPAN.test(text)) return 'a number';
  if (isQuestion(text)) return 'a question';
  return 'other';
}

/** The first two sentences of a post's first prose paragraph (not a heading, list, table, quote, image or tag), with its line. */
export function openingSentences(blocks: readonly ProseBlock[]): {first: Located; next: string} | null {
  const block = blocks.find((b) => !/^\s*(?:#|[-*+]\s|\d+\.\s|\||>|!\[|<)/.test(b.text) && /[A-Za-z]{2}/.test(b.text));
  if (!block) return null;
  const [first, second] = sentences({text: block.text.split('\n')[0] ?? '', line: block.line});
  return first ? {first, next: second?.text ?? ''} : null;
}

/**
 * Pages whose opening move is shared by more than a quarter of the pages of
 * their kind (the posts; the landing pages, ./landing): one violation per
 * page, at its first sentence.
 */
export function openingMoveViolations(
  posts: readonly Pick<PostProse, 'file' | 'blocks'>[],
  {
    maxShare = MAX_OPENING_SHARE,
    kind = 'posts',
    classify = openingMove,
  }: {maxShare?: number; kind?: string; classify?: (first: string, next: string) => OpeningMove} = {},
): Violation[] {
  const moves = posts.flatMap((post) => {
    const opening = openingSentences(post.blocks);
    return opening ? [{post, line: opening.first.line, move: classify(opening.first.text, opening.next)}] : [];
  });
  const limit = Math.floor(posts.length * maxShare);
  const out: Violation[] = [];
  for (const move of new Set(moves.map((m) => m.move))) {
    if (move === 'other') continue;
    const same = moves.filter((m) => m.move === move);
    if (same.length <= limit) continue;
    for (const {post, line} of same) {
      out.push({
        file: post.file,
        line,
        rule: 'opening-move',
        message: `opens on ${move}, as ${same.length} of ${posts.length} ${kind} do (at most ${limit}, a quarter, may): open this one another way`,
      });
    }
  }
  return out;
}
