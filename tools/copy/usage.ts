/**
 * US usage that a speller cannot see: the British transitive "agree"
 * ("agree the definitions", "we agreed a scope", "agree what pipeline
 * means"). US English agrees on, to, with, that or upon something. "Agreed"
 * as an adjective ("the agreed scope"), in the passive ("the scope was
 * agreed in week 2") and in "as agreed" passes, and so does "agree" before a
 * clause ("they agree the number is right"). The single British words
 * ("enquiry", "fortnight", "dialled") are flagged in cspell.json and
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
