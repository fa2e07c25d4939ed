/**
 * How each proof point of ./claims may be used in prose: the words that
 * show a sentence speaks of it, what the sentence must say with it, and the
 * meanings it must never be given (another cause, another population, one
 * client's result). The copy check (tools/copy) holds every page, post,
 * guide and data module to these rules; see CONTRIBUTING.md.
 */
import type {FigureUsage, PhraseUsage} from '@site/tools/copy/rules';
import {GUARANTEE_DAYS, proofPoints} from '@site/src/data/claims';

const sentence = (pattern: RegExp, why: string) => ({pattern, scope: 'sentence' as const, why});
const paragraph = (pattern: RegExp, why: string) => ({pattern, scope: 'paragraph' as const, why});

/** Causes that other pages once credited the lead and pipeline results to. */
const WRONG_LEAD_CAUSES =
  /\b(?:enrich\w*|attribution|UTM|contact lists?|clean-?ups?|dedup\w*|campaigns?|content|nurtur\w*|segment\w*|training)\b/i;
const WRONG_PIPELINE_CAUSES = /\b(?:enrich\w*|attribution|UTM|clean-?ups?|dedup\w*|lead scor\w*|training|campaigns?)\b/i;

const notFiftyPlus = sentence(
  /50\+/,
  'the 50+ companies are everyone we have helped; this figure comes from a smaller, named group (see src/data/claims.ts)',
);

export const proofPointUsage: readonly FigureUsage[] = [
  {
    id: 'companies-helped',
    figure: proofPoints['companies-helped'].figure,
    pattern: /\b50\+/,
    topic: null,
    requires: [
      sentence(
        /50\+\s+(?:(?:PE-backed|private-equity-backed|portfolio|mid-market|PE)\s+)*compan(?:y|ies)/i,
        'it counts companies ("50+ portfolio companies"), not clients, projects or implementations',
      ),
    ],
    forbids: [],
    notOneClient: false,
  },
  {
    id: 'valuation',
    figure: proofPoints.valuation.figure,
    pattern: /(?<![\d.+-])19%/,
    topic: /valuation|exit multiple/i,
    requires: [paragraph(/standardi[sz]ed CRM/i, 'say whose valuations: companies with standardized CRM operations')],
    forbids: [notFiftyPlus],
    notOneClient: true,
  },
  {
    id: 'ebitda',
    figure: proofPoints.ebitda.figure,
    pattern: /(?<![\d.+-])73%/,
    topic: /EBITDA/,
    requires: [
      sentence(/faster/i, 'it is faster EBITDA growth ("73% faster EBITDA growth")'),
      paragraph(/standardi[sz]ed CRM/i, 'say whose growth: companies with standardized CRM operations'),
    ],
    forbids: [notFiftyPlus],
    notOneClient: true,
  },
  {
    id: 'roi',
    figure: proofPoints.roi.figure,
    pattern: /\$?18\s*(?:x\s*)?(?:-|–|to)\s*\$?22\s*(?:x\b|times)|\$18-22/i,
    topic: null,
    requires: [
      paragraph(
        /first[- ]year/i,
        'define it where it appears: first-year added revenue over the program cost, as the RevOps ROI calculator computes it',
      ),
    ],
    forbids: [
      notFiftyPlus,
      sentence(
        /\b(?:returned|across our (?:engagements|work|clients|portfolio)|EBITDA|profit)\b/i,
        'it is a model of first-year revenue over program cost for a typical company, not a measured return across engagements',
      ),
    ],
    notOneClient: true,
  },
  {
    id: 'revops-efficiency',
    figure: proofPoints['revops-efficiency'].figure,
    pattern: /\+85%|85% (?:more|higher|better|improvement|increase|gain|rise|efficiency gain)/i,
    topic: /efficien/i,
    requires: [
      paragraph(
        /\b46\b/,
        'define it where it appears: the average efficiency score rose from 46 to 85 out of 100 (85 is also the level the ROI calculator assumes)',
      ),
    ],
    forbids: [],
    notOneClient: true,
  },
  {
    id: 'data-quality',
    figure: proofPoints['data-quality'].figure,
    pattern: /(?<![\d.+-])92%/,
    topic: /data[- ]quality/i,
    requires: [sentence(/average/i, 'it is the average score at the 100-day review across the full-program companies')],
    forbids: [
      sentence(/\btarget/i, 'it is an achieved average, not a target (a healthy score is 90 or more under our data-quality standard)'),
    ],
    notOneClient: true,
  },
  {
    id: 'process-standardization',
    figure: proofPoints['process-standardization'].figure,
    pattern: /\+78%|78% (?:more|higher|improvement|increase|rise)/i,
    topic: /standardi[sz]ation|process/i,
    requires: [
      paragraph(/\b45%|40-practice/i, 'define it where it appears: the share of our 40-practice standard in place rose from 45% to 80%'),
    ],
    forbids: [],
    notOneClient: true,
  },
  {
    id: 'qualified-leads',
    figure: proofPoints['qualified-leads'].figure,
    pattern: /(?<![\d.+-])47%/,
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
    id: 'sales-cycle',
    figure: proofPoints['sales-cycle'].figure,
    pattern: /(?<![\d.+-])28%/,
    topic: /\bcycles?\b/i,
    requires: [],
    forbids: [
      sentence(WRONG_PIPELINE_CAUSES, `its one cause is ${proofPoints['sales-cycle'].cause ?? ''}; do not credit it to anything else`),
    ],
    notOneClient: true,
  },
  {
    id: 'close-rates',
    figure: proofPoints['close-rates'].figure,
    pattern: /(?<![\d.+-])35%/,
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
        'the guarantee is that the agreed scope is live within 100 days of kickoff, or we keep working at no additional fee; it promises no results or refunds',
      ),
    ],
    notOneClient: false,
  },
  {
    id: 'roll-up-return',
    figure: '340%',
    pattern: /(?<![\d.+-])340%/,
    topic: null,
    requires: [
      sentence(/\breturn\b/i, 'name it for what it is: a net return on the program cost over the remaining hold'),
      sentence(/\bcost\b/i, 'name it for what it is: a net return on the program cost over the remaining hold'),
    ],
    forbids: [
      sentence(/340%\s+IRR|IRR (?:impact )?of 340%/i, 'it is not an IRR: it is a net return on the program cost over the remaining hold'),
    ],
    notOneClient: false,
  },
];

/** Headline wordings that belong to one figure. */
export const proofPointPhrases: readonly PhraseUsage[] = [
  {id: 'valuation', figure: proofPoints.valuation.figure, pattern: /(\d+(?:\.\d+)?)% higher valuations?/i, value: '19'},
  {id: 'ebitda', figure: proofPoints.ebitda.figure, pattern: /(\d+(?:\.\d+)?)% faster EBITDA growth/i, value: '73'},
];
