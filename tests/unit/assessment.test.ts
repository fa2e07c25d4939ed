import {describe, test, expect} from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {assessmentQuestions, dimensions, maturityLevels, type AnswerValue} from '@site/src/data/assessment';
import {services} from '@site/src/config/navbar';
import {
  decodeAnswers,
  decodeResultQuery,
  encodeAnswers,
  firstIncompleteStep,
  isComplete,
  maturityFor,
  parseProgress,
  PROGRESS_STORAGE_KEY,
  resultPath,
  scoreAssessment,
  serializeProgress,
  tierFor,
  type AnswerMap,
} from '@site/src/lib/assessment';

/** Answers from one value per question, in question order (the order of the result link). */
function answersFrom(values: readonly number[]): AnswerMap {
  expect(values).toHaveLength(assessmentQuestions.length);
  const answers: AnswerMap = {};
  assessmentQuestions.forEach((q, i) => {
    answers[q.id] = values[i] as AnswerValue;
  });
  return answers;
}

/** All answers 1 except the first `points` points spread in question order (each question takes up to 4). */
function answersWithTotalPoints(points: number): AnswerMap {
  let left = points;
  return answersFrom(
    assessmentQuestions.map(() => {
      const take = Math.min(4, left);
      left -= take;
      return 1 + take;
    }),
  );
}

const all = (value: number) => answersFrom(assessmentQuestions.map(() => value));

// data quality, governance, process, integration, reporting, team: three questions each.
const mixed = answersFrom([5, 4, 3, 1, 2, 1, 3, 3, 4, 2, 2, 2, 4, 4, 4, 1, 1, 2]);

describe('assessment data', () => {
  test('every area has questions, and the questions are grouped in area order', () => {
    // The result names the three weakest areas ("Your three weakest areas"), so there are at least three.
    expect(dimensions.length).toBeGreaterThanOrEqual(3);
    const order = assessmentQuestions.map((q) => dimensions.findIndex((d) => d.id === q.dimension));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // An area with no question cannot be scored (scoreAssessment), nor shown as a step.
    for (const d of dimensions) expect(assessmentQuestions.some((q) => q.dimension === d.id)).toBe(true);
  });

  test('every question has a unique id and five described options valued 1 to 5', () => {
    expect(new Set(assessmentQuestions.map((q) => q.id)).size).toBe(assessmentQuestions.length);
    for (const q of assessmentQuestions) {
      expect(q.options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
      for (const o of q.options) expect(o.description.length).toBeGreaterThan(20);
      expect(new Set(q.options.map((o) => o.description)).size).toBe(5);
    }
  });

  test('maturity levels start at 0 and rise', () => {
    expect(maturityLevels[0].minScore).toBe(0);
    maturityLevels.forEach((level, i) => {
      expect(level.level).toBe(i + 1);
      if (i > 0) expect(level.minScore).toBeGreaterThan(maturityLevels[i - 1].minScore);
    });
  });

  test('every area has three steps of advice at each tier, a service and insights', () => {
    for (const d of dimensions) {
      for (const tier of ['foundation', 'strengthen', 'refine'] as const) {
        expect(d.advice[tier].steps.length).toBe(3);
        expect(d.advice[tier].summary.length).toBeGreaterThan(20);
      }
      expect(d.services.length).toBeGreaterThan(0);
      expect(d.insights.length).toBeGreaterThan(0);
    }
  });

  test('linked services are real service pages', () => {
    for (const d of dimensions) {
      for (const s of d.services) {
        expect(services).toContainEqual(expect.objectContaining({href: s.href, name: s.title}));
      }
    }
  });

  test('linked insights exist in blog/ with the same title', () => {
    const blogDir = path.join(__dirname, '..', '..', 'blog');
    const posts = new Map<string, string>();
    for (const file of fs.readdirSync(blogDir).filter((f) => f.endsWith('.md') || f.endsWith('.mdx'))) {
      const {data} = matter(fs.readFileSync(path.join(blogDir, file), 'utf8'));
      posts.set(String(data.slug), String(data.title));
    }
    for (const d of dimensions) {
      for (const i of d.insights) {
        const slug = i.href.replace(/^\/insights\//, '');
        expect({slug, title: posts.get(slug)}).toEqual({slug, title: i.title});
      }
    }
  });
});

describe('scoring', () => {
  test('all answers 1 score 0 everywhere: Reactive', () => {
    const result = scoreAssessment(all(1));
    expect(result.overall).toBe(0);
    expect(result.dimensions.map((d) => d.score)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(result.level.name).toBe('Reactive');
    expect(result.dimensions.every((d) => d.tier === 'foundation')).toBe(true);
  });

  test('all answers 5 score 100 everywhere: Optimized', () => {
    const result = scoreAssessment(all(5));
    expect(result.overall).toBe(100);
    expect(result.dimensions.map((d) => d.score)).toEqual([100, 100, 100, 100, 100, 100]);
    expect(result.level.name).toBe('Optimized');
    expect(result.dimensions.every((d) => d.tier === 'refine')).toBe(true);
  });

  test('all answers 3 score 50: Defined', () => {
    const result = scoreAssessment(all(3));
    expect(result.overall).toBe(50);
    expect(result.level.name).toBe('Defined');
  });

  test('a mixed set, computed by hand', () => {
    // Points are answer - 1. Data quality 4+3+2 = 9 of 12 = 75; governance 0+1+0 = 1 of 12 = 8.33;
    // process 2+2+3 = 7 of 12 = 58.33; integration 1+1+1 = 3 of 12 = 25; reporting 9 of 12 = 75;
    // team 0+0+1 = 1 of 12 = 8.33. Overall 30 of 72 = 41.67, shown as 42: Developing.
    const result = scoreAssessment(mixed);
    expect(result.dimensions.map((d) => [d.dimension.id, d.points, d.score])).toEqual([
      ['data-quality', 9, 75],
      ['governance', 1, 8],
      ['process', 7, 58],
      ['integration', 3, 25],
      ['reporting', 9, 75],
      ['team', 1, 8],
    ]);
    expect(result.exactOverall).toBeCloseTo(41.6667, 3);
    expect(result.overall).toBe(42);
    expect(result.level.name).toBe('Developing');
    expect(result.dimensions.map((d) => d.tier)).toEqual([
      'strengthen',
      'foundation',
      'strengthen',
      'foundation',
      'strengthen',
      'foundation',
    ]);
  });

  test('the lowest answer of an area is the first of its lowest answers', () => {
    const result = scoreAssessment(mixed);
    const governance = result.dimensions.find((d) => d.dimension.id === 'governance');
    expect(governance?.lowestAnswer.question.id).toBe('gov-ownership');
    expect(governance?.lowestAnswer.value).toBe(1);
    const reporting = result.dimensions.find((d) => d.dimension.id === 'reporting');
    expect(reporting?.lowestAnswer.question.id).toBe('rep-trust');
  });

  test('halves round up: 9 of 72 points is 12.5, shown as 13', () => {
    const result = scoreAssessment(answersWithTotalPoints(9));
    expect(result.exactOverall).toBe(12.5);
    expect(result.overall).toBe(13);
  });

  test('the overall score averages unrounded area scores', () => {
    // Three areas at 2 of 12 points (16.67, shown as 17) and three at 0: 6 of 72 = 8.33, shown as 8.
    // Averaging the rounded area scores instead would give 51 / 6 = 8.5, shown as 9.
    const result = scoreAssessment(answersFrom([2, 2, 1, 2, 2, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
    expect(result.dimensions.map((d) => d.score)).toEqual([17, 17, 17, 0, 0, 0]);
    expect(result.overall).toBe(8);
  });

  test('an incomplete set is refused, not scored as zero', () => {
    const partial = {...all(3)};
    delete partial[assessmentQuestions[4].id];
    expect(isComplete(partial)).toBe(false);
    expect(() => scoreAssessment(partial)).toThrow(/no valid answer/);
    expect(isComplete(all(3))).toBe(true);
  });
});

describe('maturity bands at their edges', () => {
  test.each([
    [0, 'Reactive'],
    [24, 'Reactive'],
    [24.4, 'Reactive'],
    [24.5, 'Developing'],
    [25, 'Developing'],
    [49, 'Developing'],
    [50, 'Defined'],
    [69, 'Defined'],
    [70, 'Managed'],
    [84, 'Managed'],
    [85, 'Optimized'],
    [100, 'Optimized'],
  ])('score %p is %s', (score, name) => {
    expect(maturityFor(score).name).toBe(name);
  });

  test.each([
    [-5, 'Reactive'],
    [Number.NaN, 'Reactive'],
    [Number.NEGATIVE_INFINITY, 'Reactive'],
    [150, 'Optimized'],
    [Number.POSITIVE_INFINITY, 'Reactive'],
  ])('out-of-range score %p is clamped to %s', (score, name) => {
    expect(maturityFor(score).name).toBe(name);
  });

  test.each([
    [17, 24, 'Reactive'],
    [18, 25, 'Developing'],
    [35, 49, 'Developing'],
    [36, 50, 'Defined'],
    [50, 69, 'Defined'],
    [51, 71, 'Managed'],
    [60, 83, 'Managed'],
    [61, 85, 'Optimized'],
  ])('%p of 72 points scores %p: %s', (points, overall, name) => {
    const result = scoreAssessment(answersWithTotalPoints(points));
    expect(result.overall).toBe(overall);
    expect(result.level.name).toBe(name);
  });

  test('recommendation tiers switch at 50 and 80', () => {
    expect([0, 49, 50, 79, 80, 100].map(tierFor)).toEqual(['foundation', 'foundation', 'strengthen', 'strengthen', 'refine', 'refine']);
  });
});

describe('weakest three areas', () => {
  test('lowest first; a tie keeps assessment order', () => {
    // governance and team tie at 8.33; governance comes first in the assessment.
    expect(scoreAssessment(mixed).weakest.map((d) => d.dimension.id)).toEqual(['governance', 'team', 'integration']);
  });

  test('a six-way tie gives the first three areas in assessment order', () => {
    expect(scoreAssessment(all(4)).weakest.map((d) => d.dimension.id)).toEqual(['data-quality', 'governance', 'process']);
  });

  test('the three lowest of six different scores, lowest first', () => {
    // process 1+1+2 = 4 of 12 (33), reporting 1+2+2 = 5 (42), team 1+1+1 = 3 (25); the rest 100.
    const result = scoreAssessment(answersFrom([5, 5, 5, 5, 5, 5, 2, 2, 3, 5, 5, 5, 2, 3, 3, 2, 2, 2]));
    expect(result.weakest.map((d) => [d.dimension.id, d.score])).toEqual([
      ['team', 25],
      ['process', 33],
      ['reporting', 42],
    ]);
  });
});

describe('result links', () => {
  test('encode gives a compact, versioned code with a check character', () => {
    // 1*5+2*4+3*3+4*1+5*2+6*1+7*3+8*3+9*4+10*2+11*2+12*2+13*4+14*4+15*4+16*1+17*1+18*2 = 426; 426 mod 31 = 23 = "n".
    expect(encodeAnswers(mixed)).toBe('v1-543121334222444112-n');
    expect(resultPath(mixed)).toBe('/data-operations-assessment/results?a=v1-543121334222444112-n');
    expect(encodeAnswers(all(1))).toBe(`v1-${'1'.repeat(18)}-${(171 % 31).toString(32)}`);
  });

  test('round trip: decode(encode(answers)) gives the same answers', () => {
    let seed = 7;
    for (let run = 0; run < 200; run += 1) {
      const values = assessmentQuestions.map(() => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return 1 + (seed % 5);
      });
      const answers = answersFrom(values);
      const code = encodeAnswers(answers);
      const decoded = decodeResultQuery(`?a=${code}`);
      expect(decoded).toEqual({ok: true, answers, code});
      expect(scoreAssessment(decoded.ok ? decoded.answers : {}).overall).toBe(scoreAssessment(answers).overall);
    }
  });

  test('decodes with or without the question mark and ignores other parameters', () => {
    const code = encodeAnswers(mixed);
    expect(decodeResultQuery(`a=${code}`).ok).toBe(true);
    expect(decodeResultQuery(`?utm_source=newsletter&a=${code}&ref=x`).ok).toBe(true);
  });

  test('encoding refuses an incomplete set', () => {
    expect(() => encodeAnswers({})).toThrow(/no valid answer/);
  });

  const valid = encodeAnswers(mixed);
  const digits = valid.slice(3, 21);
  const check = valid.slice(-1);
  test.each([
    ['empty query', '', 'missing'],
    ['no a parameter', '?b=1', 'missing'],
    ['empty a', '?a=', 'malformed'],
    ['repeated key', `?a=${valid}&a=${valid}`, 'repeated'],
    ['repeated key, one empty', `?a=${valid}&a=`, 'repeated'],
    ['negative values', `?a=v1--${digits.slice(1)}-m`, 'malformed'],
    ['non-numeric', '?a=v1-abcdefghijklmnopqr-m', 'malformed'],
    ['NaN', '?a=NaN', 'malformed'],
    ['plain number', '?a=42', 'malformed'],
    ['huge', `?a=v1-${'5'.repeat(100000)}-m`, 'malformed'],
    ['huge number', '?a=v1-999999999999999999999999999-1', 'wrong-length'],
    ['wrong version', `?a=v2-${digits}-m`, 'unknown-version'],
    ['version with leading zero', `?a=v01-${digits}-m`, 'unknown-version'],
    ['missing version', `?a=${digits}`, 'malformed'],
    ['truncated', `?a=${valid.slice(0, 15)}`, 'malformed'],
    ['truncated answers', `?a=v1-${digits.slice(0, 17)}-m`, 'wrong-length'],
    ['extra answer', `?a=v1-${digits}3-m`, 'wrong-length'],
    ['digit 0', `?a=v1-0${digits.slice(1)}-m`, 'out-of-range'],
    ['digit 6', `?a=v1-6${digits.slice(1)}-m`, 'out-of-range'],
    ['digit 9', `?a=v1-${digits.slice(0, 17)}9-m`, 'out-of-range'],
    ['tampered digit', `?a=v1-${digits.slice(0, 5)}${digits[5] === '5' ? '4' : '5'}${digits.slice(6)}-${check}`, 'checksum'],
    ['swapped neighbours', `?a=v1-${digits[1]}${digits[0]}${digits.slice(2)}-${check}`, 'checksum'],
    ['tampered check', `?a=v1-${digits}-${check === 'm' ? 'n' : 'm'}`, 'checksum'],
    ['check out of alphabet', `?a=v1-${digits}-z`, 'checksum'],
    ['upper case', `?a=${valid.toUpperCase()}`, 'malformed'],
    ['spaces', `?a=${valid.replace('-', '+')}`, 'malformed'],
    ['broken percent-encoding', '?a=%E0%A4%A', 'malformed'],
    ['script', '?a=<script>alert(1)</script>', 'malformed'],
  ])('refuses %s', (_name, query, reason) => {
    expect(decodeResultQuery(query)).toEqual({ok: false, reason});
  });

  test('non-string input never throws', () => {
    expect(decodeAnswers(undefined as unknown as string)).toEqual({ok: false, reason: 'malformed'});
    expect(decodeResultQuery(null as unknown as string)).toEqual({ok: false, reason: 'missing'});
  });
});

describe('saved progress', () => {
  test('round trip keeps answers and step', () => {
    const answers = {'dq-duplicates': 2, 'dq-completeness': 3, 'dq-freshness': 4} as AnswerMap;
    expect(parseProgress(serializeProgress({answers, step: 1}))).toEqual({answers, step: 1});
  });

  test.each([
    ['null', null],
    ['empty', ''],
    ['not JSON', '{answers:'],
    ['a number', '42'],
    ['null JSON', 'null'],
    ['an array', '[1,2,3]'],
    ['wrong version', JSON.stringify({v: 2, answers: {'dq-duplicates': 3}, step: 0})],
    ['answers not an object', JSON.stringify({v: 1, answers: 'x', step: 0})],
    ['huge', 'x'.repeat(20000)],
  ])('unreadable progress (%s) starts empty', (_name, raw) => {
    expect(parseProgress(raw)).toEqual({answers: {}, step: 0});
  });

  test('drops unknown questions and invalid values, clamps the step', () => {
    const raw = JSON.stringify({
      v: 1,
      answers: {'dq-duplicates': 5, 'dq-completeness': 0, 'dq-freshness': '3', unknown: 2, __proto__: 1, 'gov-ownership': 2.5},
      step: 99,
    });
    expect(parseProgress(raw)).toEqual({answers: {'dq-duplicates': 5}, step: 0});
  });

  test('never restores a step past an unanswered earlier step', () => {
    const firstTwoAreas = Object.fromEntries(assessmentQuestions.slice(0, 6).map((q) => [q.id, 4]));
    expect(parseProgress(JSON.stringify({v: 1, answers: firstTwoAreas, step: 5})).step).toBe(2);
    expect(parseProgress(JSON.stringify({v: 1, answers: firstTwoAreas, step: 1})).step).toBe(1);
    expect(parseProgress(JSON.stringify({v: 1, answers: firstTwoAreas, step: -3})).step).toBe(0);
    expect(parseProgress(JSON.stringify({v: 1, answers: firstTwoAreas, step: 1.5})).step).toBe(0);
    const everything = Object.fromEntries(assessmentQuestions.map((q) => [q.id, 4]));
    expect(parseProgress(JSON.stringify({v: 1, answers: everything, step: 5})).step).toBe(5);
  });

  test('first incomplete step', () => {
    expect(firstIncompleteStep({})).toBe(0);
    expect(firstIncompleteStep(all(2))).toBe(-1);
    const missingTeam = {...all(2)};
    delete missingTeam['team-capacity'];
    expect(firstIncompleteStep(missingTeam)).toBe(5);
  });

  test('the storage key is stable', () => {
    expect(PROGRESS_STORAGE_KEY).toBe('keelson-assessment-progress');
  });
});
