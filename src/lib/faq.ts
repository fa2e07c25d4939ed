/**
 * FAQ answers are written once, as plain text with optional inline links
 * (`[label](/path)`), and read three ways: as segments the accordion renders,
 * as plain text for FAQPage structured data, and by the checks that keep the
 * content honest. Keeping all three here means the visible answer and the
 * structured-data answer cannot drift apart.
 */
import type {FaqItem} from '../data/faqs/types';

export type AnswerSegment = {kind: 'text'; text: string} | {kind: 'link'; label: string; href: string};

/** An inline link: a non-empty label and a root-relative path (optionally with a #fragment). */
const LINK_PATTERN = /\[([^[\]]+)\]\((\/[^()\s]*)\)/g;

/** Splits an answer into text and link segments, in order. Empty text segments are left out. */
export function answerSegments(answer: string): AnswerSegment[] {
  const segments: AnswerSegment[] = [];
  let last = 0;
  for (const match of answer.matchAll(LINK_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({kind: 'text', text: answer.slice(last, start)});
    segments.push({kind: 'link', label: match[1], href: match[2]});
    last = start + match[0].length;
  }
  if (last < answer.length) segments.push({kind: 'text', text: answer.slice(last)});
  return segments;
}

/** The answer as a reader sees it: each link reduced to its label. */
export function answerPlainText(answer: string): string {
  return answerSegments(answer)
    .map((segment) => (segment.kind === 'text' ? segment.text : segment.label))
    .join('');
}

/** Every link target in an answer, in order. */
export function answerLinks(answer: string): string[] {
  return answerSegments(answer).flatMap((segment) => (segment.kind === 'link' ? [segment.href] : []));
}

/**
 * Link markup that did not parse (a stray `[`, `]` or `](`), which would show
 * up as literal brackets on the page.
 */
export function hasMalformedLinkMarkup(answer: string): boolean {
  return /[[\]]/.test(answerPlainText(answer));
}

/**
 * Counts sentences: a run of text ending in `.`, `!` or `?` followed by
 * whitespace or the end. Decimal points and dollar figures ("$3,500-12,000")
 * do not end a sentence because no whitespace follows the point.
 */
export function countSentences(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const endings = trimmed.match(/[.!?]+["')\]]?(?=\s|$)/g) ?? [];
  // Text after the last full stop still counts as a (final) sentence.
  const endsWithStop = /[.!?]["')\]]?$/.test(trimmed);
  return endings.length + (endsWithStop ? 0 : 1);
}

/** The count text shown on the FAQ hub: "15 questions", "1 question". */
export function questionCountText(count: number): string {
  return `${count} ${count === 1 ? 'question' : 'questions'}`;
}

/** schema.org FAQPage; each accepted answer is exactly the visible plain text. */
export function faqPageJsonLd(items: readonly FaqItem[], url?: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(url ? {url} : {}),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: {'@type': 'Answer', text: answerPlainText(item.answer)},
    })),
  };
}

/** Normalises a question for duplicate detection (case, spacing, trailing punctuation). */
export function questionKey(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^a-z0-9$%]+/g, ' ')
    .trim();
}

export interface FaqProblemOptions {
  /** Fewest sentences an answer may have (default 2). */
  minSentences?: number;
  /** Most sentences an answer may have (default 6). */
  maxSentences?: number;
}

/** Problems in one list of FAQ items, each naming the question it concerns. */
export function faqItemProblems(items: readonly FaqItem[], options: FaqProblemOptions = {}): string[] {
  const {minSentences = 2, maxSentences = 6} = options;
  const problems: string[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const label = item.question.trim() || `item ${index + 1}`;
    if (item.question.trim() === '') problems.push(`${label}: empty question`);
    if (!item.question.trim().endsWith('?')) problems.push(`${label}: question does not end with "?"`);
    const key = questionKey(item.question);
    if (seen.has(key)) problems.push(`${label}: question repeated`);
    seen.add(key);
    const plain = answerPlainText(item.answer).trim();
    if (plain === '') {
      problems.push(`${label}: empty answer`);
      return;
    }
    const sentences = countSentences(plain);
    if (sentences < minSentences) problems.push(`${label}: answer has ${sentences} sentence(s), fewer than ${minSentences}`);
    if (sentences > maxSentences) problems.push(`${label}: answer has ${sentences} sentences, more than ${maxSentences}`);
    if (hasMalformedLinkMarkup(item.answer)) problems.push(`${label}: malformed link markup in answer`);
  });
  return problems;
}

/** Questions that appear on more than one page, with the pages they appear on. */
export function questionsRepeatedAcrossPages(
  pages: readonly {path: string; items: readonly FaqItem[]}[],
): {question: string; paths: string[]}[] {
  const byKey = new Map<string, {question: string; paths: string[]}>();
  for (const page of pages) {
    for (const item of page.items) {
      const key = questionKey(item.question);
      const entry = byKey.get(key) ?? {question: item.question, paths: []};
      entry.paths.push(page.path);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].filter((entry) => entry.paths.length > 1);
}
