import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {testimonials} from '@site/src/data/testimonials';
import {localToday} from '@site/src/lib/dates';
import {approvalProblems, checkTestimonials, recordLine, type TestimonialRecord} from '@site/src/plugins/testimonial-approvals/approvals';
import {TESTIMONIALS_FILE, assertApprovedTestimonials} from '@site/src/plugins/testimonial-approvals';

const root = path.resolve(__dirname, '../..');
const source = fs.readFileSync(path.join(root, TESTIMONIALS_FILE), 'utf8');
const sourceLines = source.split('\n');
const approved = testimonials[0]!;

/** The data file with one more record, written as a maintainer would, just before the list closes. */
function plant(recordText: string): {text: string; line: number} {
  const close = sourceLines.findIndex((line) => line === '];');
  const lines = [...sourceLines.slice(0, close), ...recordText.split('\n'), ...sourceLines.slice(close)];
  // The planted record's first line is the `{`; its id is on the next.
  return {text: lines.join('\n'), line: close + 2};
}

const unapprovedText = `  {
    id: 'planted-without-approval',
    quote: 'A quote nobody approved in writing.',
    author: {name: 'Z. Q.', title: 'COO', company: 'A company', industry: 'Distribution'},
    rating: 5,
    date: '2025-05-01',
    featured: false,
    category: 'analytics',
  },`;
const unapproved: TestimonialRecord = {id: 'planted-without-approval', quote: 'A quote nobody approved in writing.', date: '2025-05-01'};

describe('the testimonials on the site', () => {
  test('each rests on a written approval, given on or after the quote and not after today', () => {
    const today = localToday();
    expect(checkTestimonials(TESTIMONIALS_FILE, source, testimonials, today)).toEqual([]);
    for (const t of testimonials) {
      expect(t.approval.date >= t.date).toBe(true);
      expect(t.approval.date <= today).toBe(true);
      // The approver is the person quoted, named as the card names them.
      expect(t.approval.by.startsWith(`${t.author.name}, `)).toBe(true);
    }
  });

  test('each record is found at the line of its id', () => {
    for (const t of testimonials) {
      const line = recordLine(source, t);
      expect(sourceLines[line - 1]).toContain(`'${t.id}'`);
    }
  });
});

describe('a record without approval', () => {
  test('is named with file:line and the rule', () => {
    const planted = plant(unapprovedText);
    const problems = checkTestimonials(TESTIMONIALS_FILE, planted.text, [...testimonials, unapproved], '2026-11-28');
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/data/testimonials\\.ts:${planted.line}: testimonial "planted-without-approval": has no approval: .*written approval.*16 CFR Part 465`,
        ),
      ),
    ]);
  });

  test('stops the build: the plugin throws with the same line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'testimonials-'));
    fs.mkdirSync(path.join(dir, 'src/data'), {recursive: true});
    const planted = plant(unapprovedText);
    fs.writeFileSync(path.join(dir, TESTIMONIALS_FILE), planted.text);
    try {
      expect(() => assertApprovedTestimonials(dir, [...testimonials, unapproved], '2026-11-28')).toThrow(
        `src/data/testimonials.ts:${planted.line}: testimonial "planted-without-approval": has no approval`,
      );
      expect(() => assertApprovedTestimonials(dir, testimonials, '2026-11-28')).not.toThrow();
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  test('without an id, it is found by its quote', () => {
    const planted = plant(unapprovedText.replace("    id: 'planted-without-approval',\n", ''));
    const record = {quote: unapproved.quote, date: unapproved.date};
    expect(checkTestimonials(TESTIMONIALS_FILE, planted.text, [record], '2026-11-28')).toEqual([
      expect.stringMatching(new RegExp(`^src/data/testimonials\\.ts:${planted.line}: testimonial "\\(no id\\)": has no approval`)),
    ]);
  });
});

describe('an approval that cannot back a quote', () => {
  const base = {...approved.approval};
  const today = '2026-11-28';
  const problems = (approval: unknown) => approvalProblems({...approved, approval}, today);

  test('a complete approval passes, on the quote day and on the day of the build', () => {
    expect(problems(base)).toEqual([]);
    expect(problems({...base, date: approved.date})).toEqual([]);
    expect(problems({...base, date: today})).toEqual([]);
  });

  test('dated after today, before the quote, or not a day on the calendar', () => {
    expect(problems({...base, date: '2026-11-29'})).toEqual([
      expect.stringMatching(/^approval\.date 2026-11-29 is after today \(2026-11-28\)/),
    ]);
    expect(problems({...base, date: '2020-01-01'})).toEqual([
      expect.stringMatching(/^approval\.date 2020-01-01 is before the quote's date/),
    ]);
    expect(problems({...base, date: '2025-02-30'})).toEqual([expect.stringMatching(/is not a YYYY-MM-DD day/)]);
    expect(problems({...base, date: undefined})).toEqual([expect.stringMatching(/is not a YYYY-MM-DD day/)]);
  });

  test('nobody named, not in writing, or no scope', () => {
    expect(problems({...base, by: '  '})).toEqual([expect.stringMatching(/^approval\.by is empty/)]);
    expect(problems({...base, form: 'verbal'})).toEqual([
      expect.stringMatching(/^approval\.form "verbal" is not one of: signed release, email/),
    ]);
    expect(problems({...base, scope: ''})).toEqual([expect.stringMatching(/^approval\.scope is empty/)]);
    expect(problems({})).toHaveLength(4);
    expect(problems(null)).toEqual([expect.stringMatching(/^has no approval/)]);
  });
});
