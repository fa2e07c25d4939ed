/**
 * Scoring and result links for the data-operations assessment. Pure: no
 * React, no browser APIs; the pages hand in strings and get plain data back.
 *
 * Scoring: an answer of 1-5 earns 0-4 points. An area's score is its points
 * as a share of its maximum, 0-100. The overall score is the average of the
 * area scores before rounding; every area has the same weight. Scores are
 * rounded to whole numbers, halves up, only for display and for the
 * maturity band.
 *
 * Result link, version 1: `v1-` + one digit (1-5) per question in the order of
 * `assessmentQuestions` + `-` + one check character. The check character is
 * sum((position + 1) * digit) mod 31, written in base 32 (0-9, a-u). With a
 * prime modulus larger than every weight and every possible change of a digit,
 * any single changed digit and any swap of two neighboring digits alters it.
 */
import {
  ANSWER_VALUES,
  assessmentQuestions,
  dimensions,
  maturityLevels,
  recommendationThresholds,
  type AnswerValue,
  type Dimension,
  type DimensionId,
  type MaturityLevel,
  type Question,
  type RecommendationTier,
} from '../data/assessment';

/** Answers by question id; a question without an entry is unanswered. */
export type AnswerMap = Partial<Record<string, AnswerValue>>;

export const RESULT_PARAM = 'a';
export const RESULT_VERSION = 'v1';
const CHECK_MODULUS = 31;
/** Longer values are rejected before any parsing: a version-1 code is 23 characters. */
const MAX_CODE_LENGTH = 64;

export const MAX_POINTS_PER_QUESTION = 4;

export function isAnswerValue(value: unknown): value is AnswerValue {
  return typeof value === 'number' && (ANSWER_VALUES as readonly number[]).includes(value);
}

export function pointsFor(value: AnswerValue): number {
  return value - 1;
}

/** Rounds half up, for scores that are never negative. */
export function roundScore(score: number): number {
  return Math.floor(score + 0.5);
}

export function questionsIn(dimensionId: DimensionId, questions: readonly Question[] = assessmentQuestions): Question[] {
  return questions.filter((q) => q.dimension === dimensionId);
}

export interface DimensionResult {
  dimension: Dimension;
  /** Unrounded, 0-100: used for ordering and the overall average. */
  exactScore: number;
  /** Rounded, 0-100: what the page shows. */
  score: number;
  points: number;
  maxPoints: number;
  tier: RecommendationTier;
  /** The lowest answer in this area (the first such question on a tie) and the option chosen. */
  lowestAnswer: {question: Question; value: AnswerValue};
}

export interface AssessmentResult {
  overall: number;
  exactOverall: number;
  level: MaturityLevel;
  /** Every area, in assessment order. */
  dimensions: DimensionResult[];
  /** The three lowest areas, lowest first. */
  weakest: DimensionResult[];
}

export function tierFor(score: number): RecommendationTier {
  if (score < recommendationThresholds.strengthenFrom) return 'foundation';
  if (score < recommendationThresholds.refineFrom) return 'strengthen';
  return 'refine';
}

/** The maturity level of an overall score; out-of-range scores are clamped to 0-100 first. */
export function maturityFor(score: number): MaturityLevel {
  const safe = Number.isFinite(score) ? Math.min(100, Math.max(0, roundScore(score))) : 0;
  let found = maturityLevels[0];
  for (const level of maturityLevels) {
    if (safe >= level.minScore) found = level;
  }
  return found;
}

/** True when every question has a valid answer. */
export function isComplete(answers: AnswerMap, questions: readonly Question[] = assessmentQuestions): boolean {
  return questions.every((q) => isAnswerValue(answers[q.id]));
}

function scoreDimension(dimension: Dimension, answers: AnswerMap): DimensionResult {
  const qs = questionsIn(dimension.id);
  let points = 0;
  let lowest: {question: Question; value: AnswerValue} | undefined;
  for (const question of qs) {
    const value = answers[question.id];
    if (!isAnswerValue(value)) throw new Error(`assessment: question ${question.id} has no valid answer`);
    points += pointsFor(value);
    if (!lowest || value < lowest.value) lowest = {question, value};
  }
  if (!lowest) throw new Error(`assessment: area ${dimension.id} has no questions`);
  const maxPoints = qs.length * MAX_POINTS_PER_QUESTION;
  const exactScore = (100 * points) / maxPoints;
  const score = roundScore(exactScore);
  return {dimension, exactScore, score, points, maxPoints, tier: tierFor(score), lowestAnswer: lowest};
}

/**
 * The three weakest areas, lowest exact score first. Ties keep assessment
 * order (data quality, governance, process, integration, reporting, team),
 * which is the order we fix them in: Array.prototype.sort is stable.
 */
export function weakestAreas(results: readonly DimensionResult[], count = 3): DimensionResult[] {
  return [...results].sort((a, b) => a.exactScore - b.exactScore).slice(0, count);
}

/** Scores a complete set of answers. Throws on an incomplete set: check with `isComplete` or decode a link first. */
export function scoreAssessment(answers: AnswerMap): AssessmentResult {
  const results = dimensions.map((d) => scoreDimension(d, answers));
  const exactOverall = results.reduce((sum, r) => sum + r.exactScore, 0) / results.length;
  const overall = roundScore(exactOverall);
  return {overall, exactOverall, level: maturityFor(overall), dimensions: results, weakest: weakestAreas(results)};
}

function checkCharacter(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += (i + 1) * Number(digits[i]);
  return (sum % CHECK_MODULUS).toString(32);
}

/** The `a` value of a result link for a complete set of answers. */
export function encodeAnswers(answers: AnswerMap, questions: readonly Question[] = assessmentQuestions): string {
  const digits = questions
    .map((q) => {
      const value = answers[q.id];
      if (!isAnswerValue(value)) throw new Error(`assessment: cannot encode, question ${q.id} has no valid answer`);
      return String(value);
    })
    .join('');
  return `${RESULT_VERSION}-${digits}-${checkCharacter(digits)}`;
}

export const RESULTS_PATH = '/data-operations-assessment/results';

/** The path and query of the results page for a complete set of answers. */
export function resultPath(answers: AnswerMap): string {
  return `${RESULTS_PATH}?${RESULT_PARAM}=${encodeAnswers(answers)}`;
}

export type DecodeFailure = 'missing' | 'repeated' | 'malformed' | 'unknown-version' | 'wrong-length' | 'out-of-range' | 'checksum';

export type DecodeResult = {ok: true; answers: AnswerMap; code: string} | {ok: false; reason: DecodeFailure};

/**
 * Reads answers from a results-page query string (`?a=...`, with or without
 * the `?`). Never throws; any value that is not exactly a version-1 code with
 * a matching check character is refused with a reason.
 */
export function decodeResultQuery(search: string, questions: readonly Question[] = assessmentQuestions): DecodeResult {
  let values: string[];
  try {
    values = new URLSearchParams(typeof search === 'string' ? search : '').getAll(RESULT_PARAM);
  } catch {
    return {ok: false, reason: 'malformed'};
  }
  if (values.length === 0) return {ok: false, reason: 'missing'};
  if (values.length > 1) return {ok: false, reason: 'repeated'};
  return decodeAnswers(values[0], questions);
}

/** Decodes one `a` value. Never throws. */
export function decodeAnswers(code: string, questions: readonly Question[] = assessmentQuestions): DecodeResult {
  if (typeof code !== 'string' || code.length === 0 || code.length > MAX_CODE_LENGTH) {
    return {ok: false, reason: 'malformed'};
  }
  const match = /^v(\d{1,3})-(\d+)-([0-9a-z])$/.exec(code);
  if (!match) return {ok: false, reason: 'malformed'};
  const [, version, digits, check] = match;
  if (`v${version}` !== RESULT_VERSION) return {ok: false, reason: 'unknown-version'};
  if (digits.length !== questions.length) return {ok: false, reason: 'wrong-length'};
  const answers: AnswerMap = {};
  for (let i = 0; i < questions.length; i += 1) {
    const value = Number(digits[i]);
    if (!isAnswerValue(value)) return {ok: false, reason: 'out-of-range'};
    answers[questions[i].id] = value;
  }
  if (checkCharacter(digits) !== check) return {ok: false, reason: 'checksum'};
  return {ok: true, answers, code};
}

/** Progress saved in the browser between visits. */
export interface SavedProgress {
  answers: AnswerMap;
  /** Index of the step (area) the visitor was on. */
  step: number;
}

const PROGRESS_VERSION = 1;
export {PROGRESS_STORAGE_KEY} from '../config/storageKeys';

export function serializeProgress(progress: SavedProgress): string {
  return JSON.stringify({v: PROGRESS_VERSION, answers: progress.answers, step: progress.step});
}

/** Index of the first step with an unanswered question, or -1 when all are answered. */
export function firstIncompleteStep(answers: AnswerMap): number {
  return dimensions.findIndex((d) => questionsIn(d.id).some((q) => !isAnswerValue(answers[q.id])));
}

/**
 * Reads saved progress. Anything unreadable gives an empty start; unknown
 * questions and invalid values are dropped; the step is clamped to the steps
 * that exist and never skips past an unanswered earlier step.
 */
export function parseProgress(raw: string | null | undefined): SavedProgress {
  const empty: SavedProgress = {answers: {}, step: 0};
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 10_000) return empty;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (typeof data !== 'object' || data === null) return empty;
  const record = data as {v?: unknown; answers?: unknown; step?: unknown};
  if (record.v !== PROGRESS_VERSION || typeof record.answers !== 'object' || record.answers === null) return empty;
  const stored = record.answers as Record<string, unknown>;
  const answers: AnswerMap = {};
  for (const q of assessmentQuestions) {
    if (Object.prototype.hasOwnProperty.call(stored, q.id) && isAnswerValue(stored[q.id])) {
      answers[q.id] = stored[q.id] as AnswerValue;
    }
  }
  const lastStep = dimensions.length - 1;
  let step = typeof record.step === 'number' && Number.isInteger(record.step) ? Math.min(lastStep, Math.max(0, record.step)) : 0;
  const incomplete = firstIncompleteStep(answers);
  if (incomplete !== -1 && incomplete < step) step = incomplete;
  return {answers, step};
}
