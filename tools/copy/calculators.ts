/**
 * A calculator described with an input it does not have ("the HubSpot ROI
 * calculator starts from cycle length and win rate"). A sentence that names
 * or links a calculator and says what it takes, starts from, asks for,
 * accepts, works from or needs, or what to put into it, may name only
 * metrics that are among its inputs. The inputs come from the tools' field
 * specs through ./calculatorInputs; the metrics are a small vocabulary of
 * terms readers confuse with inputs, each with the words that name it in
 * prose and in an input's label.
 */
import type {CalculatorInputs} from './calculatorInputs';
import type {Located, ProseBlock} from './prose';
import {sentences} from './prose';
import {escapeRegExp, type Violation} from './rules';

export interface MetricTerm {
  name: string;
  /** The metric in prose. */
  words: RegExp;
  /** An input whose label matches this is that metric. */
  label: RegExp;
}

/** Metrics that readers take for calculator inputs. */
export const METRIC_TERMS: readonly MetricTerm[] = [
  {name: 'churn', words: /\bchurn(?:ed|ing)?\b/i, label: /churn/i},
  {name: 'ARR', words: /\bARR\b|\bannual recurring revenue\b/i, label: /\bARR\b|recurring revenue/i},
  {name: 'MRR', words: /\bMRR\b|\bmonthly recurring revenue\b/i, label: /\bMRR\b|recurring revenue/i},
  {name: 'NRR', words: /\b[NG]RR\b|\bnet revenue retention\b/i, label: /\b[NG]RR\b|revenue retention/i},
  {name: 'retention', words: /(?<!revenue )\bretention\b/i, label: /retention/i},
  {name: 'win rate', words: /\bwin[- ]rates?\b/i, label: /win rate/i},
  {name: 'close rate', words: /\bclos(?:e|ing)[- ]rates?\b/i, label: /close rate/i},
  {name: 'cycle length', words: /\bcycle[- ](?:length|time)s?\b|\bsales[- ]cycles?\b|\bdays to close\b/i, label: /cycle|days to close/i},
  {name: 'conversion rate', words: /\bconversion\b/i, label: /conversion/i},
  {name: 'pipeline', words: /\bpipeline\b/i, label: /pipeline/i},
  {name: 'CAC', words: /\bCACs?\b|\bacquisition costs?\b/i, label: /\bCAC\b|acquisition cost/i},
  {name: 'LTV', words: /\bLTV\b|\bCLV\b|\blifetime value\b/i, label: /\bLTV\b|lifetime value/i},
  {name: 'lead volume', words: /\b(?:MQLs?|SQLs?|leads)\b/i, label: /\bleads?\b|\bMQL/i},
  {name: 'deal size', words: /\bdeal (?:size|value)s?\b|\baverage deal\b/i, label: /deal (?:size|value)/i},
  {name: 'efficiency score', words: /\befficiency\b/i, label: /efficiency/i},
  {name: 'gross margin', words: /\bmargins?\b/i, label: /margin/i},
];

/** After the calculator's name: the verbs that say what it takes. */
const TAKES =
  /\b(?:takes?|taking|took|starts? (?:from|with)|starting (?:from|with)|asks? for|asking for|accepts?|accepting|works? from|needs?|requires?|is built (?:from|on)|runs? on|uses?|using|(?:its|the) inputs? (?:is|are)|as inputs?)\b/i;
/** Before it: "put your churn and ARR into the calculator". */
const PUT_INTO = /\b(?:put|puts|enter|enters|plug|plugs|feed|feeds|type|key)\b(.*?)\b(?:into|in)\s+(?:the|our|a|its)\s*$/i;
/** Where what the tool takes ends and what it does with it begins. */
const STOP =
  /;|\s[—–]\s|\b(?:and )?(?:gives?|returns?|shows?|computes?|counts?|assumes?|produces?|estimates?|yields?|tells?|outputs?|calculates?|turns?|multiplies|adds|keeps|which|so that|then)\b|\bto (?:an? |the |your )?(?:first-year|year-one|return|ROI|break-even|payback)/i;
/** "the calculator", "this tool": the calculator named last in the same paragraph. */
const BACK_REFERENCE = /\b(?:the|this|that|our) (?:calculator|tool)\b/i;

/** Where in a sentence each calculator is named ("RevOps ROI calculator") or linked (`[the calculator](/revops-roi-calculator)`). */
function namedAt(
  sentence: Located,
  sourceLines: readonly string[],
  tools: readonly CalculatorInputs[],
): {tool: CalculatorInputs; at: number; end: number}[] {
  const out: {tool: CalculatorInputs; at: number; end: number}[] = [];
  for (const tool of tools) {
    const name = new RegExp(`\\b${tool.name.split(/\s+/).map(escapeRegExp).join('[\\s-]+')}\\b`, 'gi');
    for (const m of sentence.text.matchAll(name)) out.push({tool, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length});
    const line = sourceLines[sentence.line - 1] ?? '';
    for (const link of line.matchAll(/\[([^\]]+)\]\((\/[^)#?\s]*)[^)]*\)/g)) {
      if (link[2] !== tool.path) continue;
      const at = sentence.text.indexOf(link[1] ?? '');
      if (at >= 0 && !out.some((o) => o.tool === tool && o.at <= at && at < o.end)) out.push({tool, at, end: at + (link[1] ?? '').length});
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * The part of a sentence that says what a calculator named at `[at, end)`
 * takes, up to the next calculator it names (`next`), or null when it says
 * nothing of its inputs: what follows "takes", "starts from" ... up to what
 * the tool does with it; or what is put "into" it, and the list after a colon
 * that follows its name.
 */
function inputsPhrase(text: string, at: number, end: number, next: number): string | null {
  const upTo = (rest: string) => rest.slice(0, STOP.exec(rest)?.index ?? rest.length);
  const after = text.slice(end, next);
  const put = PUT_INTO.exec(text.slice(0, at));
  if (put) return `${put[1] ?? ''} ${/^\S*\s*:/.test(after) ? upTo(after.replace(/^\S*\s*:/, '')) : ''}`;
  const verb = TAKES.exec(after);
  return verb ? upTo(after.slice((verb.index ?? 0) + verb[0].length)) : null;
}

function inputList(tool: CalculatorInputs): string {
  return tool.inputs.map((i) => i.label.toLowerCase()).join(', ');
}

/**
 * Sentences that name (or link, or refer back to) a calculator, say what it
 * takes, and name there a metric that is not one of its inputs.
 */
export function calculatorInputViolations(
  file: string,
  blocks: readonly ProseBlock[],
  source: string,
  tools: readonly CalculatorInputs[],
  terms: readonly MetricTerm[] = METRIC_TERMS,
): Violation[] {
  const sourceLines = source.replace(/\r\n?/g, '\n').split('\n');
  const out: Violation[] = [];
  for (const block of blocks) {
    let last: CalculatorInputs | null = null;
    for (const sentence of sentences(block)) {
      const named = namedAt(sentence, sourceLines, tools);
      const back = named.length === 0 && last ? BACK_REFERENCE.exec(sentence.text) : null;
      const mentions = back && last ? [{tool: last, at: back.index ?? 0, end: (back.index ?? 0) + back[0].length}] : named;
      for (const [index, {tool, at, end}] of mentions.entries()) {
        const phrase = inputsPhrase(sentence.text, at, end, mentions[index + 1]?.at ?? sentence.text.length);
        if (phrase === null) continue;
        for (const term of terms) {
          const said = term.words.exec(phrase);
          if (!said || tool.inputs.some((input) => term.label.test(input.label))) continue;
          out.push({
            file,
            line: sentence.line,
            rule: 'calculator-input',
            message: `says the ${tool.name} (${tool.path}) takes "${said[0]}", which is not one of its inputs (${inputList(tool)})`,
          });
        }
      }
      if (named.length > 0) last = named.at(-1)?.tool ?? last;
    }
  }
  return out;
}
