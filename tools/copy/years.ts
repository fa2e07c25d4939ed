/**
 * Dates in the copy: a page's facts are as of its own date. A title or
 * heading does not present a past year as the current one ("in 2025" above
 * "Updated November 25, 2026"); a post (insight or case study) cites no year
 * after its front-matter `date`, and states no proof point whose cohort
 * period (src/data/claims.ts) ends in a later year than the post's.
 */
import type {Located, ProseBlock} from './prose';
import {blockSentences, fresh, type FigureUsage, type Violation} from './rules';

const YEAR = /\b(20\d\d)\b/g;

const MONTH_WORDS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';

/** Words before a year that make it a date or a bound of a period, never "the current year". */
const NOT_CURRENT_BEFORE = new RegExp(
  `(?:\\b(?:${MONTH_WORDS}|Q[1-4]|H[12]|FY|since|from|until|till|through|by|between|before|after|to|and|early|late|mid|end of|start of)\\s*|\\d\\s*[-–]\\s*)$`,
  'i',
);
/** Before a year that names the page's time: "in 2025", "for 2025", "the 2025 guide", "(2025", or the title's start. */
const CURRENT_BEFORE = /(?:^|\b(?:in|for|of|during|this|the|our|a)\s+|\(\s*)$/i;
/** After it: the title's end, a colon, a parenthesis, a dash, or a word that makes it an edition ("2025 guide"). */
const CURRENT_AFTER =
  /^(?:\s*$|\s*[:)|,]|\s+[-–—]|\s+(?:edition|guide|update|version|playbook|checklist|benchmarks?|report|outlook|trends|pricing|prices|rates|costs?)\b)/i;

/**
 * The years a title presents as its page's current year: "How to Hire a
 * HubSpot Expert in 2025", "The 2025 Guide to ...", "Pricing (2025)". A year
 * in a date ("February 2024", "Q3 2024") or a period ("2011-2016", "since
 * 2012") is history, and a year inside a title ("What changed in 2024 at the
 * broker") is not the title's time.
 */
export function currentYearsIn(title: string): number[] {
  const out: number[] = [];
  for (const match of title.matchAll(YEAR)) {
    const at = match.index ?? 0;
    const before = title.slice(0, at);
    const after = title.slice(at + 4);
    if (NOT_CURRENT_BEFORE.test(before) || /^\s*[-–]\s*\d/.test(after)) continue;
    if (CURRENT_BEFORE.test(before) && CURRENT_AFTER.test(after)) out.push(Number(match[1]));
  }
  return out;
}

/**
 * Titles and headings that present a year before the page's own as current.
 * `updated` is the page's date: a post's `last_update.date`, else its
 * `date`; a guide's or other page's updated day.
 */
export function titleYearViolations(file: string, titles: readonly Located[], updated: string | null): Violation[] {
  if (!updated) return [];
  const pageYear = Number(updated.slice(0, 4));
  return titles.flatMap((title) =>
    currentYearsIn(title.text)
      .filter((year) => year < pageYear)
      .map((year) => ({
        file,
        line: title.line,
        rule: 'title-year' as const,
        message: `"${title.text.trim()}" presents ${year} as current on a page updated ${updated}: drop the year, or give the page's own`,
      })),
  );
}

/** Years (2000-2099) cited in a line of prose: not amounts ("$2050", "2040%") or counts with a separator ("2,025"). */
function yearsCited(text: string): number[] {
  const out: number[] = [];
  for (const match of text.matchAll(YEAR)) {
    const at = match.index ?? 0;
    if (/[$€£.,]$/.test(text.slice(0, at)) || /^(?:%|x\b|[.,]\d|\s*(?:%|percent))/.test(text.slice(at + 4))) continue;
    out.push(Number(match[1]));
  }
  return out;
}

/**
 * A dated editor's note added to an older post ("*Editor's note, November
 * 2026:* HubSpot has since ..."): its facts are as of the note's date, so it
 * may cite years up to that one.
 */
const EDITORS_NOTE = new RegExp(String.raw`^[*_]*Editor['’]s note,\s+(?:(?:${MONTH_WORDS})\s+)?(20\d\d)\b`, 'i');

/** A post's sentences that cite a year after the post's own `date` (or, in a dated editor's note, after the note's). */
export function laterYearViolations(file: string, blocks: readonly ProseBlock[], date: string | null): Violation[] {
  if (!date) return [];
  const postYear = Number(date.slice(0, 4));
  return blockSentences(blocks).flatMap(({sentence, block}) =>
    [...new Set(yearsCited(sentence.text))]
      .filter((year) => year > Math.max(postYear, Number(EDITORS_NOTE.exec(block.text)?.[1] ?? 0)))
      .map((year) => ({
        file,
        line: sentence.line,
        rule: 'later-year' as const,
        message: `cites ${year}, after this post's date ${date}: a post's facts are as of its date`,
      })),
  );
}

/** The period of a proof point's cohort and the year it ends. */
export interface CohortPeriod {
  period: string;
  end: number;
}

/**
 * Each proof point's cohort period: the period its population names
 * ("9 exits in 2011-2016"), else the period of the cohort whose count its
 * population starts from ("The same 7 companies as ..." is the cohort of 7).
 */
export function cohortPeriods(
  points: Readonly<Record<string, {population: string}>>,
  cohorts: Readonly<Record<string, {count: number; period?: string}>>,
): Map<string, CohortPeriod> {
  const out = new Map<string, CohortPeriod>();
  const periodIn = (text: string) => /\b((?:19|20)\d\d)\s*[-–]\s*((?:19|20)\d\d)\b/.exec(text);
  for (const [id, point] of Object.entries(points)) {
    let match = periodIn(point.population);
    if (!match) {
      const count = Number(/\b(\d+)\b/.exec(point.population)?.[1]);
      const cohort = Object.values(cohorts).find((c) => c.count === count && c.period);
      match = cohort?.period ? periodIn(cohort.period) : null;
    }
    if (match) out.set(id, {period: `${match[1]}-${match[2]}`, end: Number(match[2])});
  }
  return out;
}

/**
 * A post's sentences that state a proof point (its figure with its topic, as
 * ./proofPointUsage finds them) whose cohort period ends in a year after the
 * post's: a post dated 2024 cannot quote an average over companies up to 2025.
 */
export function laterProofPointViolations(
  file: string,
  blocks: readonly ProseBlock[],
  date: string | null,
  usages: readonly FigureUsage[],
  periods: ReadonlyMap<string, CohortPeriod>,
): Violation[] {
  if (!date) return [];
  const postYear = Number(date.slice(0, 4));
  const out: Violation[] = [];
  const seen = new Set<string>();
  for (const {sentence} of blockSentences(blocks)) {
    for (const usage of usages) {
      const cohort = periods.get(usage.id);
      if (!cohort || cohort.end <= postYear || seen.has(`${sentence.line}:${usage.id}`)) continue;
      if (!fresh(usage.pattern).test(sentence.text) || (usage.topic && !fresh(usage.topic).test(sentence.text))) continue;
      seen.add(`${sentence.line}:${usage.id}`);
      out.push({
        file,
        line: sentence.line,
        rule: 'later-proof-point',
        message: `states ${usage.figure} (${usage.id}), whose cohort runs ${cohort.period}, after this post's date ${date}: use the post's own example, or what we had seen by then`,
      });
    }
  }
  return out;
}
