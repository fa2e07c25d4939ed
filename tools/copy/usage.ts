/**
 * US usage that a speller cannot see: the British transitive "agree"
 * ("agree the definitions", "we agreed a scope", "agree what pipeline
 * means"). US English agrees on, to, with, that or upon something. "Agreed"
 * as an adjective ("the agreed scope"), in the passive ("the scope was
 * agreed in week 2") and in "as agreed" passes, and so does "agree" before a
 * clause ("they agree the number is right"). Also the British idioms made
 * of US words: period comparisons written "X on X" ("year on year",
 * "quarter-on-quarter"; US: "year over year"), "tick" for a check mark or
 * for checking a box ("tick the box", "a green tick"; US: "check",
 * "check mark") and "working day" (US: "business day"). The single British
 * words ("enquiry", "fortnight", "dialled") are flagged in cspell.json and
 * reported by the spelling rule.
 */
import type {ProseBlock} from './prose';
import {blockSentences, type Violation} from './rules';

const AGREE = /\b(agree|agrees|agreeing|agreed)\b/gi;

/** Adverbials that may stand between the verb and its object ("agree in advance the shortfall"). */
const ADVERBIAL = /^(?:\s+(?:in advance|in writing|up front|upfront|first|now|together|early|formally|jointly|explicitly|once))?/i;

/** An object that is a determiner phrase, a pronoun, a number or a question word. */
const OBJECT =
  /^\s+(?:(the|a|an|this|these|those|its|their|our|your|his|her|my|each|every|both|one|two|three|four|five|six|seven|eight|nine|ten|\d+)|(them|it|us|him|me)|(what|which|who|whom|whose|how|whether))(?=[\s"“,.;:!?)]|$)/i;

/** Things agreed, for an object without a determiner ("agree scope, milestones and exit criteria"). */
const BARE_OBJECT =
  /^\s+(?:[a-z][\w-]*\s+){0,2}?(?:scopes?|rules?|definitions?|terms|milestones?|targets?|thresholds?|priorities|owners?|ownership|fields?|metrics?|criteria|tolerances?|dates?|deadlines?|plans?|budgets?|prices?|pricing|fees?|polic(?:y|ies)|standards?|formats?|goals?|KPIs?|SLAs?|stages?|timelines?|responsibilities|requirements?|tiers?|keys?|mappings?)\b/i;

/** Words a bare object's modifiers cannot be: "agree on rules", "agree within 2%", "agree and sign". */
const NOT_MODIFIER =
  /^\s+(?:on|to|with|that|upon|in|within|across|about|at|for|over|between|among|by|and|or|but|if|when|because|so|as|from|than|until|after|before|is|are|was|were|be|been|give|gives|gave)\b/i;

/**
 * A finite verb soon after the object, with no relative pronoun before it:
 * the object is a clause's subject ("agree the number is right"), not a
 * thing agreed ("agree the shortfall that would change the budget").
 */
const CLAUSE_VERB =
  /^(?:(?!\b(?:that|which|who|whom|whose)\b)[^,;:.!?])*?\b(?:is|are|was|were|has|have|had|will|would|should|can|could|must|does|do|did|may|might|shall)\b/i;

/** Words before "agreed" that make it an adjective, a passive or "as agreed". */
const NOT_ACTIVE_BEFORE =
  /\b(?:the|a|an|this|these|those|its|their|our|your|his|her|each|every|no|as|is|are|was|were|be|been|being|get|gets|got|pre)\s*-?\s*$/i;

function clip(text: string, from: number, words = 4): string {
  return text
    .slice(from)
    .split(/\s+/)
    .slice(0, words + 1)
    .join(' ')
    .replace(/[,.;:!?)"”]+$/, '');
}

/** Sentences that use "agree" transitively, British style. */
export function agreeViolations(file: string, blocks: readonly ProseBlock[]): Violation[] {
  const out: Violation[] = [];
  for (const {sentence} of blockSentences(blocks)) {
    const text = sentence.text;
    for (const match of text.matchAll(AGREE)) {
      const at = match.index ?? 0;
      const form = (match[1] ?? '').toLowerCase();
      if (form === 'agreed' && NOT_ACTIVE_BEFORE.test(text.slice(0, at))) continue;
      let rest = text.slice(at + match[0].length);
      rest = rest.slice((ADVERBIAL.exec(rest)?.[0] ?? '').length);
      const object = OBJECT.exec(rest);
      let flagged = false;
      if (object) {
        const [whole, determiner, pronoun] = object;
        // Quoted words are a name ('the "does not own" list'), not a verb.
        const after = rest.slice(whole.length).replace(/"[^"]*"|“[^”]*”/g, ' x ');
        // "agree the number is right", "agree it was worth it": a clause, not an object ("agreeing" takes none).
        const clause =
          form !== 'agreeing' &&
          (determiner !== undefined || pronoun?.toLowerCase() === 'it') &&
          CLAUSE_VERB.test(after.split(/\s+/).slice(0, 7).join(' '));
        flagged = !clause;
      } else if (form !== 'agreed' && !NOT_MODIFIER.test(rest)) {
        flagged = BARE_OBJECT.test(rest);
      }
      if (!flagged) continue;
      out.push({
        file,
        line: sentence.line,
        rule: 'us-usage',
        message: `"${clip(text, at)}": "agree" with an object is British; in US English agree on (or to) it, or settle, set or sign it`,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------- British idioms

/** A period compared with the one before, British style: "year on year", "quarter-on-quarter". */
const PERIOD_ON_PERIOD = /\b(day|week|month|quarter|year)([- ])on\2\1\b/gi;

/** "Working day(s)": US English counts business days. */
const WORKING_DAY = /(?<![\w-])(working)([- ])(days?)\b/gi;

/** Every form of "tick", and the British "tickbox" ("tick-box"). */
const TICK = /\b(tick(?:s|ed|ing)?)(?:-?(box(?:es)?))?\b/gi;

/** Words after "tick" that give it a US sense: a small rise or fall ("ticked up"), a clock, a chart axis ("tick marks"). */
const TICK_US_AFTER = /^(?:\s+|-)(?:up|down|over|along|by|away|past|marks?|labels?|intervals?|size|spacing|values?)\b/i;

/** Words before "tick" that make it a clock's. */
const TICK_US_BEFORE = /\b(?:clocks?|watch(?:es)?|timers?|meters?|seconds?|time|bombs?)\s+$/i;

/** Words that make a clause's "tick" a check mark: boxes, lists and the like, or a colored mark. */
const CHECK_CONTEXT =
  /\b(?:box(?:es)?|checkbox(?:es)?|check-?lists?|lists?|items?|options?|statements?|requirements?|consent|forms?|answers?|green|red)\b/i;

/** What may stand before an instruction to tick: the sentence's start, or "please", "then", "just", "to", "you" or "we". */
const TICK_LEAD = /(?:^["“*_(]*|\b(?:please|then|just|to|you|we)\s+)$/i;

/** "Tick" or "Ticking" with an object, as in an instruction: "Tick what applies", "Ticking items needs JavaScript". */
const TICK_OBJECT =
  /^tick(?:s|ing)?\s+(?:the|a|an|each|every|all|any|what|which|whatever|one|your|it|them|these|those|this|that|off|yes|no|items?|boxes?)\b/i;

/** "Ticked off" after a form of "be" or "get" is the US "annoyed". */
const ANNOYED_BEFORE = /\b(?:am|is|are|was|were|be|been|being|get|gets|got|gotten|getting|feel|feels|felt)\s+$/i;

/** The US word for a form of "tick": a verb when an object follows ("tick the box"), else a noun ("a green tick"). */
function tickSuggestion(form: string, box: string | undefined, verb: boolean): string {
  if (box) return box.toLowerCase().startsWith('boxes') ? 'checkboxes' : 'checkbox';
  switch (form.toLowerCase()) {
    case 'ticked':
      return 'checked';
    case 'ticking':
      return 'checking';
    case 'ticks':
      return verb ? 'checks' : 'check marks';
    default:
      return verb ? 'check' : 'check mark';
  }
}

/** Keeps the case of the word replaced: "Working" becomes "Business". */
function sameCase(model: string, word: string): string {
  return /^[A-Z]/.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * British idioms that a speller cannot see, each with its US form: "X on X"
 * period comparisons, "tick" in the sense of a check mark, and "working
 * day(s)". "Tick" passes in its US senses ("sales ticked up", "the clock
 * ticks", "tick marks" on an axis, "ticked off" meaning annoyed): it is
 * flagged only in a clause about boxes, lists or a colored mark, as an
 * instruction ("Tick what applies"), as "tick off" or as "tickbox".
 */
export function britishIdiomViolations(file: string, blocks: readonly ProseBlock[]): Violation[] {
  const out: Violation[] = [];
  const flag = (line: number, found: string, suggestion: string, why: string) =>
    out.push({file, line, rule: 'us-usage', message: `"${found}" is British ${why}; in US English write "${suggestion}"`});
  for (const {sentence} of blockSentences(blocks)) {
    const text = sentence.text;
    for (const match of text.matchAll(PERIOD_ON_PERIOD)) {
      const [found, period = '', joiner = ' '] = match;
      flag(sentence.line, found, `${period}${joiner}over${joiner}${period.toLowerCase()}`, 'for a period compared with the one before');
    }
    for (const match of text.matchAll(WORKING_DAY)) {
      const [found, working = '', joiner = ' ', days = ''] = match;
      flag(sentence.line, found, `${sameCase(working, 'business')}${joiner}${days}`, 'for a weekday that is not a holiday');
    }
    for (const match of text.matchAll(TICK)) {
      const [found, form = '', box] = match;
      const at = match.index ?? 0;
      const after = text.slice(at + found.length);
      if (!box && TICK_US_AFTER.test(after)) continue;
      const off = /^\s+off\b/i.test(after);
      if (off && form.toLowerCase() === 'ticked' && ANNOYED_BEFORE.test(text.slice(0, at))) continue;
      const verb = TICK_OBJECT.test(text.slice(at));
      const instruction = verb && TICK_LEAD.test(text.slice(0, at));
      if (!box && TICK_US_BEFORE.test(text.slice(0, at))) continue;
      // The clause around the word: a list elsewhere in the sentence does not make a clock's tick a check mark.
      const clause =
        text.slice(Math.max(0, ...[',', ';', ':', '—'].map((c) => text.lastIndexOf(c, at) + 1)), at + found.length) +
        (after.split(/[,;:—]/)[0] ?? '');
      if (!(box !== undefined || off || instruction || CHECK_CONTEXT.test(clause))) continue;
      const suggestion = off ? `${form.toLowerCase().replace('tick', 'check')} off` : tickSuggestion(form, box, verb);
      flag(sentence.line, off ? `${found} off` : found, sameCase(found, suggestion), 'for a check mark');
    }
  }
  return out;
}
