/**
 * How each proof point of ./claims may be used in prose: the words that
 * show a sentence speaks of it, what the sentence must say with it, and the
 * meanings it must never be given (another cause, another population, one
 * client's result). The copy check (tools/copy) holds every page, post,
 * guide and data module to these rules; see CONTRIBUTING.md.
 */
import type {FigureUsage, PhraseUsage} from '@site/tools/copy/rules';
import {namedExamples} from '@site/tools/copy/examples';
import {GUARANTEE_DAYS, PROCESS_STANDARD_PRACTICES, proofPoints, type ProofPointId} from '@site/src/data/claims';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words that make a bare percentage a rise ("40% more", "40% improvement"). */
const RISE_WORDS = 'more|higher|better|improvement|increase|gain|rise|efficiency gain';

/**
 * The pattern that finds a figure of src/data/claims.ts in prose, made from
 * the figure as it is written there, so re-measuring a figure moves its check
 * with it. The forms a figure takes:
 * - a count with a plus (`30+`): the count and the plus;
 * - a level (`12%`): the percentage, not as the tail of another number
 *   (`112%`, `+12%`, `4.12%`);
 * - a rise (`+40%`): the signed percentage, or the bare one followed by a
 *   word of rising ("40% higher");
 * - a multiple range (`3-5x`): the two ends joined by a dash or "to",
 *   ending in "x" or "times", with or without dollar signs.
 * Any other form is an error naming the figure, so a new kind of figure gets
 * its pattern written here rather than going unchecked.
 */
export function figurePattern(figure: string): RegExp {
  let m: RegExpExecArray | null;
  if ((m = /^(\d+)\+$/.exec(figure))) return new RegExp(`\\b${m[1]}\\+`);
  if ((m = /^(\d+(?:\.\d+)?)%$/.exec(figure))) return new RegExp(`(?<![\\d.+-])${escape(m[1]!)}%`);
  if ((m = /^\+(\d+(?:\.\d+)?)%$/.exec(figure))) {
    const n = escape(m[1]!);
    return new RegExp(`\\+${n}%|(?<![\\d.+-])${n}% (?:${RISE_WORDS})`, 'i');
  }
  if ((m = /^(\d+)-(\d+)x$/.exec(figure))) {
    const [, low, high] = m;
    return new RegExp(`\\$?${low}\\s*(?:x\\s*)?(?:-|–|to)\\s*\\$?${high}\\s*(?:x\\b|times)|\\$${low}-${high}`, 'i');
  }
  throw new Error(
    `tools/copy/proofPointUsage.ts: figure "${figure}" of src/data/claims.ts has a form figurePattern does not know (a count like 30+, a level like 12%, a rise like +40%, a multiple range like 3-5x): add its form there`,
  );
}

/** The number a figure states, without its sign, percent or plus ("+40%" -> "40"). */
export function figureNumber(figure: string): string {
  const m = /\d+(?:\.\d+)?/.exec(figure);
  if (!m) throw new Error(`tools/copy/proofPointUsage.ts: figure "${figure}" of src/data/claims.ts states no number`);
  return m[0];
}

/** How a case study names the fact of a client's net return on the program cost (`client.facts` in its front matter). */
export const RETURN_ON_COST = 'return on program cost';

const claim = (id: ProofPointId) => proofPoints[id];
const figureOf = (id: ProofPointId) => ({id, figure: claim(id).figure, pattern: figurePattern(claim(id).figure)});

/** The level a rise started from (`before` in claims.ts); a rise without it is an error naming the proof point. */
function before(id: ProofPointId): string {
  const value = claim(id).before;
  if (!value) throw new Error(`src/data/claims.ts: ${id}: before: is missing (the level the rise starts from)`);
  return value;
}

const sentence = (pattern: RegExp, why: string) => ({pattern, scope: 'sentence' as const, why});
const paragraph = (pattern: RegExp, why: string) => ({pattern, scope: 'paragraph' as const, why});

/** Causes that other pages once credited the lead and pipeline results to. */
const WRONG_LEAD_CAUSES =
  /\b(?:enrich\w*|attribution|UTM|contact lists?|clean-?ups?|dedup\w*|campaigns?|content|nurtur\w*|segment\w*|training)\b/i;
const WRONG_PIPELINE_CAUSES = /\b(?:enrich\w*|attribution|UTM|clean-?ups?|dedup\w*|lead scor\w*|training|campaigns?)\b/i;

const notCompaniesHelped = sentence(
  figurePattern(proofPoints['companies-helped'].figure),
  `the ${proofPoints['companies-helped'].figure} companies are everyone we have helped; this figure comes from a smaller, named group (see src/data/claims.ts)`,
);

export const proofPointUsage: readonly FigureUsage[] = [
  {
    ...figureOf('companies-helped'),
    topic: null,
    requires: [
      sentence(
        new RegExp(
          `${figurePattern(claim('companies-helped').figure).source}\\s+(?:(?:PE-backed|private-equity-backed|portfolio|mid-market|PE)\\s+)*compan(?:y|ies)`,
          'i',
        ),
        `it counts companies ("${claim('companies-helped').figure} portfolio companies"), not clients, projects or implementations`,
      ),
    ],
    forbids: [],
    notOneClient: false,
  },
  {
    ...figureOf('valuation'),
    topic: /valuation|exit multiple/i,
    requires: [paragraph(/standardi[sz]ed CRM/i, 'say whose valuations: companies with standardized CRM operations')],
    forbids: [notCompaniesHelped],
    notOneClient: true,
  },
  {
    ...figureOf('ebitda'),
    topic: /EBITDA/,
    requires: [
      sentence(/faster/i, `it is faster EBITDA growth ("${claim('ebitda').figure} faster EBITDA growth")`),
      paragraph(/standardi[sz]ed CRM/i, 'say whose growth: companies with standardized CRM operations'),
    ],
    forbids: [notCompaniesHelped],
    notOneClient: true,
  },
  {
    ...figureOf('roi'),
    topic: null,
    requires: [
      paragraph(
        /first[- ]year/i,
        'define it where it appears: first-year added revenue over the program cost, as the RevOps ROI calculator computes it',
      ),
    ],
    forbids: [
      notCompaniesHelped,
      sentence(
        /\b(?:returned|across our (?:engagements|work|clients|portfolio)|EBITDA|profit)\b/i,
        'it is a model of first-year revenue over program cost for a typical company, not a measured return across engagements',
      ),
    ],
    notOneClient: true,
  },
  {
    ...figureOf('revops-efficiency'),
    topic: /efficien/i,
    requires: [
      paragraph(
        new RegExp(`\\b${escape(before('revops-efficiency'))}\\b`),
        `define it where it appears: ${claim('revops-efficiency').basis}`,
      ),
    ],
    forbids: [],
    notOneClient: true,
  },
  {
    ...figureOf('data-quality'),
    topic: /data[- ]quality/i,
    requires: [sentence(/average/i, 'it is the average score at the 100-day review across the full-program companies')],
    forbids: [
      sentence(/\btarget/i, 'it is an achieved average, not a target (a healthy score is 90 or more under our data-quality standard)'),
    ],
    notOneClient: true,
  },
  {
    ...figureOf('process-standardization'),
    topic: /standardi[sz]ation|process/i,
    requires: [
      paragraph(
        new RegExp(`(?<![\\d.])${escape(before('process-standardization'))}|${PROCESS_STANDARD_PRACTICES}-practice`, 'i'),
        `define it where it appears: ${claim('process-standardization').basis}`,
      ),
    ],
    forbids: [],
    notOneClient: true,
  },
  {
    ...figureOf('qualified-leads'),
    topic: /\bleads?\b/i,
    requires: [
      sentence(/qualified|sales-accepted/i, 'it counts qualified (sales-accepted) leads'),
      sentence(/90 days/i, 'it is measured over the 90 days after go-live'),
    ],
    forbids: [
      sentence(WRONG_LEAD_CAUSES, `its one cause is ${proofPoints['qualified-leads'].cause ?? ''}; do not credit it to anything else`),
    ],
    notOneClient: true,
  },
  {
    ...figureOf('sales-cycle'),
    topic: /\bcycles?\b/i,
    requires: [],
    forbids: [
      sentence(WRONG_PIPELINE_CAUSES, `its one cause is ${proofPoints['sales-cycle'].cause ?? ''}; do not credit it to anything else`),
    ],
    notOneClient: true,
  },
  {
    ...figureOf('close-rates'),
    topic: /\b(?:close|win|closing) rates?\b/i,
    requires: [],
    forbids: [
      sentence(WRONG_PIPELINE_CAUSES, `its one cause is ${proofPoints['close-rates'].cause ?? ''}; do not credit it to anything else`),
    ],
    notOneClient: true,
  },
  {
    id: 'guarantee',
    figure: `${GUARANTEE_DAYS}-day`,
    pattern: new RegExp(`\\b${GUARANTEE_DAYS}(?:-day| days)\\b`),
    topic: /guarantee/i,
    requires: [],
    forbids: [
      sentence(
        /money[- ]back|refund|guaranteed? (?:results|ROI|savings|revenue)/i,
        `the guarantee is that the agreed scope is live within ${GUARANTEE_DAYS} days of kickoff, or we keep working at no additional fee; it promises no results or refunds`,
      ),
    ],
    notOneClient: false,
  },
  // A client's return on program cost (a fact named so in its case study's front matter): a net return, never an IRR.
  ...namedExamples.flatMap((example) =>
    example.facts
      .filter((fact) => fact.fact.startsWith(RETURN_ON_COST))
      .map((fact) => {
        const figure = figurePattern(fact.figure).source;
        return {
          id: `${example.id}-return`,
          figure: fact.figure,
          pattern: new RegExp(figure),
          topic: null,
          requires: [
            sentence(/\breturn\b/i, 'name it for what it is: a net return on the program cost over the remaining hold'),
            sentence(/\bcost\b/i, 'name it for what it is: a net return on the program cost over the remaining hold'),
          ],
          forbids: [
            sentence(
              new RegExp(`(?:${figure})\\s+IRR|IRR (?:impact )?of (?:${figure})`, 'i'),
              'it is not an IRR: it is a net return on the program cost over the remaining hold',
            ),
          ],
          notOneClient: false,
        };
      }),
  ),
];

/** Headline wordings that belong to one figure. */
export const proofPointPhrases: readonly PhraseUsage[] = [
  {
    id: 'valuation',
    figure: claim('valuation').figure,
    pattern: /(\d+(?:\.\d+)?)% higher valuations?/i,
    value: figureNumber(claim('valuation').figure),
  },
  {
    id: 'ebitda',
    figure: claim('ebitda').figure,
    pattern: /(\d+(?:\.\d+)?)% faster EBITDA growth/i,
    value: figureNumber(claim('ebitda').figure),
  },
];
