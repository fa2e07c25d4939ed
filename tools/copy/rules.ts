/**
 * The copy rules: US spelling, no link to a later post, proof-point figures
 * in their one meaning, known examples with their recorded figures, and
 * composite examples called composite; the types every rule shares. The
 * other rules are in ./years (dates), ./calculators, ./usage and ./posts
 * (rules across posts). Each rule reads prose blocks (see ./prose) and
 * returns violations that name the file, the line and the rule. Pure:
 * tests/unit/copy.test.ts reads the files and runs the speller.
 */
import {sentences, words, type Located, type ProseBlock} from './prose';

export type CopyRule =
  | 'us-spelling'
  | 'us-usage'
  | 'later-link'
  | 'proof-point'
  | 'known-example'
  | 'composite'
  | 'title-year'
  | 'later-year'
  | 'later-proof-point'
  | 'calculator-input'
  | 'repeated-sentence'
  | 'orphan-post'
  | 'opening-move'
  | 'link-markup'
  | 'unknown-link';

export interface Violation {
  file: string;
  line: number;
  rule: CopyRule;
  message: string;
}

/** `file:line: rule: message`, the form the test prints. */
export function formatViolation(v: Violation): string {
  return `${v.file}:${v.line}: ${v.rule}: ${v.message}`;
}

export function sortViolations(list: readonly Violation[]): Violation[] {
  return [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule));
}

// ---------------------------------------------------------------- spelling

/** What the speller says of a word it does not accept. */
export interface SpellVerdict {
  /** A British spelling (flagged, or known to the en-GB dictionary). */
  british: boolean;
  /** The US spelling, for British words. */
  suggestion: string | null;
}

/** Every distinct word the spelling rule will ask the speller about. */
export function wordsToCheck(blocks: readonly ProseBlock[]): string[] {
  return [...new Set(blocks.flatMap((b) => words(b).map((w) => w.text)))];
}

/**
 * Words the speller did not accept, at each line they occur on. `verdicts`
 * holds only rejected words; a word it lacks is accepted.
 */
export function spellingViolations(file: string, blocks: readonly ProseBlock[], verdicts: ReadonlyMap<string, SpellVerdict>): Violation[] {
  const out: Violation[] = [];
  const seen = new Set<string>();
  for (const block of blocks) {
    for (const word of words(block)) {
      const verdict = verdicts.get(word.text);
      if (!verdict) continue;
      const key = `${word.line}:${word.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        file,
        line: word.line,
        rule: 'us-spelling',
        message: verdict.british
          ? `"${word.text}" is British; in US English write "${verdict.suggestion ?? 'the US form'}"`
          : `"${word.text}" is not in the US dictionary; fix it, or add it to project-words.txt if it is a name or a term`,
      });
    }
  }
  return out;
}

// ------------------------------------------------------------ later links

/** A post's path (`/insights/slug`, `/case-studies/slug`) with the day it is dated. */
export type PostDates = ReadonlyMap<string, string>;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The date a dated line of copy gives ("Updated January 2025", "Published
 * December 1, 2024", "2025-01-31"). A month without a day stands for the
 * month's last day: a page updated in January may cite a post of January 21.
 */
export function parseCopyDate(text: string): string | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const long = /\b([A-Z][a-z]+)\s+(?:(\d{1,2}),\s+)?(\d{4})\b/.exec(text);
  if (!long) return null;
  const month = MONTHS.indexOf((long[1] ?? '').toLowerCase()) + 1;
  if (month === 0) return null;
  const year = Number(long[3]);
  const day = long[2] ? Number(long[2]) : new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDay(year, month, day);
}

/**
 * The date a page carries, if any: a post's or case study's front-matter
 * `date`; a guide's or doc's `last_update.date` in front matter, else the
 * `updated="..."` line of its hero.
 */
export function pageDate(source: string, frontMatterDate: string | null): string | null {
  if (frontMatterDate) return frontMatterDate;
  const lastUpdate = /^last_update:\s*\n\s+date:\s*["']?([\d-]+)/m.exec(source);
  if (lastUpdate?.[1]) return lastUpdate[1];
  const hero = /\bupdated=["']([^"']+)["']/.exec(source);
  return hero?.[1] ? parseCopyDate(hero[1]) : null;
}

/** Links to posts in a source file, with their lines: Markdown links and `href`/`to` attributes. */
export function postLinksWithLines(source: string): Located[] {
  const out: Located[] = [];
  const pattern = /(?:\]\(|\b(?:href|to)=["'{]?["'`]?)(\/(?:insights|case-studies)\/[a-z0-9-]+)(?=[)"'`#?/\s}])/g;
  for (const match of source.matchAll(pattern)) {
    const target = match[1] ?? '';
    if (/\/(?:tags|page|authors|archive)$/.test(target)) continue;
    out.push({text: target, line: source.slice(0, match.index).split('\n').length});
  }
  return out;
}

/** Links from a dated page to posts dated after it. */
export function laterLinkViolations(
  file: string,
  page: {date: string | null; links: readonly Located[]},
  postDates: PostDates,
): Violation[] {
  if (!page.date) return [];
  const date = page.date;
  return page.links.flatMap((link) => {
    const target = postDates.get(link.text);
    return target && target > date
      ? [
          {
            file,
            line: link.line,
            rule: 'later-link' as const,
            message: `links to ${link.text}, dated ${target}, after this page's date ${date}`,
          },
        ]
      : [];
  });
}

// ------------------------------------------------------- figure meanings

export interface FigureCondition {
  pattern: RegExp;
  /** Where the pattern is looked for: the sentence with the figure, or its whole block (paragraph, literal). */
  scope: 'sentence' | 'paragraph';
  /** What the writer should fix, for the message. */
  why: string;
}

/** How one proof-point figure may be used in prose. */
export interface FigureUsage {
  id: string;
  /** The figure as written ("12%"); for messages. */
  figure: string;
  /** Finds the figure in a sentence. */
  pattern: RegExp;
  /**
   * Words that show the sentence speaks of this figure's metric. A sentence
   * with the same number and none of these words is about something else
   * and is not checked. Null when the figure is distinctive on its own.
   */
  topic: RegExp | null;
  requires: readonly FigureCondition[];
  forbids: readonly FigureCondition[];
  /** An average over many companies: a sentence may not credit it to one named client. */
  notOneClient: boolean;
}

/** A sentence that uses a headline phrase with another number ("15% higher valuations"). */
export interface PhraseUsage {
  id: string;
  figure: string;
  /** Captures the number in group 1. */
  pattern: RegExp;
  /** The number the phrase must carry. */
  value: string;
}

export function blockSentences(blocks: readonly ProseBlock[]): {sentence: Located; block: ProseBlock}[] {
  return blocks.flatMap((block) => sentences(block).map((sentence) => ({sentence, block})));
}

export function fresh(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, pattern.flags.replace('g', ''));
}

/** Sentences that state a proof-point figure in another meaning than its own. */
export function figureViolations(
  file: string,
  blocks: readonly ProseBlock[],
  usages: readonly FigureUsage[],
  clientNames: RegExp | null,
  phrases: readonly PhraseUsage[] = [],
): Violation[] {
  const out: Violation[] = [];
  for (const {sentence, block} of blockSentences(blocks)) {
    for (const usage of usages) {
      if (!fresh(usage.pattern).test(sentence.text)) continue;
      if (usage.topic && !fresh(usage.topic).test(sentence.text)) continue;
      const problems: string[] = [];
      for (const cond of usage.requires) {
        const where = cond.scope === 'sentence' ? sentence.text : block.text.replace(/\n/g, ' ');
        if (!fresh(cond.pattern).test(where)) problems.push(cond.why);
      }
      for (const cond of usage.forbids) {
        const where = cond.scope === 'sentence' ? sentence.text : block.text.replace(/\n/g, ' ');
        if (fresh(cond.pattern).test(where)) problems.push(cond.why);
      }
      if (usage.notOneClient && clientNames) {
        const named = fresh(clientNames).exec(sentence.text);
        if (named) problems.push(`it is an average over many companies, not the result of one client ("${named[0]}")`);
      }
      for (const why of problems) {
        out.push({file, line: sentence.line, rule: 'proof-point', message: `${usage.figure} (${usage.id}): ${why}`});
      }
    }
    for (const phrase of phrases) {
      for (const match of sentence.text.matchAll(
        new RegExp(phrase.pattern.source, phrase.pattern.flags.includes('g') ? phrase.pattern.flags : `${phrase.pattern.flags}g`),
      )) {
        if (match[1] !== undefined && match[1] !== phrase.value) {
          out.push({
            file,
            line: sentence.line,
            rule: 'proof-point',
            message: `"${match[0]}" uses the wording of the ${phrase.figure} proof point (${phrase.id}) with another figure`,
          });
        }
      }
    }
  }
  return out;
}

// ------------------------------------------------------- known examples

/** A known client example, reduced to what the check needs. */
export interface ExampleForCheck {
  id: string;
  /** Where its story lives (`/case-studies/slug`): every sentence there is about it. */
  home: string;
  aliases: readonly string[];
  facts: readonly {fact: string; figure: string; cue?: string}[];
  /** The day, from kickoff, the agreed scope went live, and the day of cutover. */
  scopeLiveDay?: number;
  cutoverDay?: number;
}

/** "went live on day 88", "in use by day 92": the day the scope went live. */
const LIVE_DAY = /\b(?:went live|was live|live|in use)\s+(?:on|by)\s+day\s+(\d+)\b/gi;
/** "cutover on day 70", "cut over at day 66". */
const CUTOVER_DAY = /\bcut ?over\s+(?:on|at|by)\s+day\s+(\d+)\b/gi;

type NumberKind = 'money' | 'percent' | 'multiple' | 'plain';

interface FoundNumber {
  kind: NumberKind;
  /** Normalized: money in dollars, the rest as written without separators. */
  value: number;
  text: string;
  /** Word index in the sentence. */
  at: number;
}

const NUMBER = /(\$)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(%|x\b|[KMB]\b|million\b|billion\b|thousand\b)?/g;

function numbersIn(text: string): FoundNumber[] {
  const out: FoundNumber[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const [whole, dollar, digits = '', unit = ''] = m;
    const base = Number(digits.replace(/,/g, ''));
    const before = text.slice(0, m.index ?? 0);
    const at = before.split(/\s+/).filter(Boolean).length;
    if (/\d[.,]?$|[A-Za-z]$/.test(before)) continue;
    if (dollar) {
      const scale = /^(?:M|million)$/.test(unit) ? 1e6 : /^(?:B|billion)$/.test(unit) ? 1e9 : /^(?:K|thousand)$/.test(unit) ? 1e3 : 1;
      out.push({kind: 'money', value: Math.round(base * scale), text: whole.trim(), at});
    } else if (unit === '%') out.push({kind: 'percent', value: base, text: whole.trim(), at});
    else if (unit === 'x') out.push({kind: 'multiple', value: base, text: whole.trim(), at});
    else if (!unit) out.push({kind: 'plain', value: base, text: whole.trim(), at});
  }
  return out;
}

function kindOf(figure: string): NumberKind {
  return numbersIn(figure)[0]?.kind ?? 'plain';
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern that finds any alias of any example in a sentence. */
export function clientNamePattern(examples: readonly ExampleForCheck[]): RegExp | null {
  const aliases = examples.flatMap((e) => e.aliases);
  return aliases.length ? new RegExp(`\\b(?:${aliases.map(escapeRegExp).join('|')})\\b`, 'i') : null;
}

/** Words before a fact's cue, and after it for rates and multiples ("win rate rose from 12% to 17%"), in which its figure is looked for. */
const BEFORE_WORDS = 3;
/** A bound, not a figure: "under 5%" agrees with a recorded 4.2%. */
const BOUND = /\b(?:under|below|over|above|than|least|most|nearly|almost|up to)$/i;
/** A number followed by one of these is a span of time, not a fact's figure, unless the fact itself is counted in time. */
const TIME_UNIT = /^(?:days?|weeks?|months?|quarters?|years?|hours?)\b/i;
const AFTER_WORDS = 8;

/**
 * Sentences that name a known example and give one of its facts a figure
 * other than the recorded ones. A sentence is about an example when it
 * names one of its aliases, or when it stands on the example's own page.
 * A figure counts for a fact when it is of the same kind (money, percent,
 * multiple, plain number) and sits just before the fact's cue words ("$60M
 * manufacturer", "22 territory managers"), or, for rates and multiples,
 * within a few words after them ("win rate rose from 12% to 17%"); it passes
 * when it equals one of the example's recorded figures of that kind.
 */
export function exampleViolations(
  file: string,
  pagePath: string | null,
  blocks: readonly ProseBlock[],
  examples: readonly ExampleForCheck[],
): Violation[] {
  const out: Violation[] = [];
  for (const {sentence} of blockSentences(blocks)) {
    for (const example of examples) {
      const alias = example.aliases.find((a) => new RegExp(`\\b${escapeRegExp(a)}\\b`, 'i').test(sentence.text));
      if (!alias && example.home !== pagePath) continue;
      // On the example's own page a sentence without its name may count a subset ("410 dealer locations had lapsed"): only results (rates, multiples) are held to the record there.
      const kinds: readonly NumberKind[] = alias ? ['money', 'percent', 'multiple', 'plain'] : ['percent', 'multiple'];
      const recorded = new Map<NumberKind, Set<number>>();
      for (const fact of example.facts) {
        for (const n of numbersIn(fact.figure)) {
          const kind = kindOf(fact.figure);
          if (!recorded.has(kind)) recorded.set(kind, new Set());
          recorded.get(kind)?.add(n.value);
        }
      }
      for (const [pattern, day, what] of [
        [LIVE_DAY, example.scopeLiveDay, 'the agreed scope went live on day'],
        [CUTOVER_DAY, example.cutoverDay, 'cutover was on day'],
      ] as const) {
        if (day === undefined) continue;
        for (const match of sentence.text.matchAll(pattern)) {
          if (Number(match[1]) === day) continue;
          out.push({
            file,
            line: sentence.line,
            rule: 'known-example',
            message: `${alias ? `"${alias}"` : 'this page'} is the ${example.id} example: ${what} ${day}; the copy says day ${match[1]}`,
          });
        }
      }
      const tokens = sentence.text.split(/\s+/).filter(Boolean);
      const found = numbersIn(sentence.text);
      const reported = new Set<number>();
      // Facts with a unit first, so a figure is reported against the fact it most likely states.
      const facts = [...example.facts].sort((a, b) => Number(kindOf(a.figure) === 'plain') - Number(kindOf(b.figure) === 'plain'));
      for (const fact of facts) {
        if (!fact.cue) continue;
        const kind = kindOf(fact.figure);
        const cue = new RegExp(`\\b(?:${fact.cue})\\b`, 'gi');
        for (const match of sentence.text.matchAll(cue)) {
          const cueStart = sentence.text
            .slice(0, match.index ?? 0)
            .split(/\s+/)
            .filter(Boolean).length;
          const cueEnd = cueStart + match[0].split(/\s+/).filter(Boolean).length;
          for (const [index, n] of found.entries()) {
            if (!kinds.includes(n.kind) || n.kind !== kind) continue;
            if (reported.has(index)) continue;
            if (BOUND.test(tokens.slice(Math.max(0, n.at - 2), n.at).join(' '))) continue;
            const before = n.at < cueStart && n.at >= cueStart - BEFORE_WORDS;
            const after = (n.kind === 'percent' || n.kind === 'multiple') && n.at >= cueEnd && n.at < cueEnd + AFTER_WORDS;
            const near = before || after;
            if (!near || recorded.get(kind)?.has(n.value)) continue;
            if (kind === 'plain' && /^(?:19|20)\d\d$/.test(n.text)) continue;
            if (TIME_UNIT.test(tokens[n.at + 1] ?? '') && !/\b(?:days?|weeks?|months?|quarters?|years?|hours?)\b/i.test(fact.figure))
              continue;
            reported.add(index);
            out.push({
              file,
              line: sentence.line,
              rule: 'known-example',
              message: `${alias ? `"${alias}"` : 'this page'} is the ${example.id} example, whose ${fact.fact} is ${fact.figure}; the copy says ${n.text}`,
            });
          }
        }
      }
    }
  }
  return out;
}

// -------------------------------------------------------------- composite

/** Client examples built from several engagements are "composite"; invented ones "hypothetical". Never "fictional". */
export function compositeViolations(file: string, blocks: readonly ProseBlock[]): Violation[] {
  return blockSentences(blocks).flatMap(({sentence}) => {
    const match = /\b(?:fictional|fictitious)\b/i.exec(sentence.text);
    return match
      ? [
          {
            file,
            line: sentence.line,
            rule: 'composite' as const,
            message: `"${match[0]}": call an example built from several clients composite, and an invented one hypothetical`,
          },
        ]
      : [];
  });
}
