/**
 * The rule behind every published testimonial: it rests on the client's
 * written approval, recorded with the quote (`approval` in
 * src/data/testimonials.ts: who gave it, when, in what form, for what use).
 * Pure: takes the records, the text of the file that holds them (to name
 * each record's line) and today's date; returns one line per problem, as
 * `file:line: testimonial "id": what is wrong`.
 */
import {toUtcDate} from '../../lib/dates';

/** A record as the check reads it: anything may be missing, since the check is what finds out. */
export interface TestimonialRecord {
  id?: unknown;
  quote?: unknown;
  date?: unknown;
  approval?: unknown;
}

export const APPROVAL_FORMS = ['signed release', 'email'] as const;

/** Why the rule exists, said once with the problems. */
export const APPROVAL_RULE =
  'a published quote needs the client\u2019s written approval (who gave it, when, in what form, for what use): fake or unapproved testimonials are unlawful in the US (16 CFR Part 465)';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function isDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && toUtcDate(value) !== null;
}

/**
 * The 1-based line of a record in its file: the line of its `id`, else the
 * line where its quote starts, else the line that declares the list.
 */
export function recordLine(fileText: string, record: TestimonialRecord): number {
  const lines = fileText.split('\n');
  const id = text(record.id);
  const quote = text(record.quote);
  const idPattern = id ? new RegExp(`\\bid:\\s*(['"\`])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`) : undefined;
  const byId = idPattern ? lines.findIndex((line) => idPattern.test(line)) : -1;
  if (byId >= 0) return byId + 1;
  const opening = quote?.slice(0, 40);
  const byQuote = opening ? lines.findIndex((line) => line.includes(opening)) : -1;
  if (byQuote >= 0) return byQuote + 1;
  const list = lines.findIndex((line) => /export const testimonials\b/.test(line));
  return list >= 0 ? list + 1 : 1;
}

/** What is wrong with one record's approval, or an empty list. */
export function approvalProblems(record: TestimonialRecord, today: string): string[] {
  const approval = record.approval;
  if (typeof approval !== 'object' || approval === null) return [`has no approval: ${APPROVAL_RULE}`];
  const {by, date, form, scope} = approval as Record<string, unknown>;
  const problems: string[] = [];
  if (!text(by)) problems.push('approval.by is empty: name the person who approved the quote, by initials and role');
  if (!isDay(date)) problems.push(`approval.date "${String(date)}" is not a YYYY-MM-DD day`);
  else {
    if (date > today) problems.push(`approval.date ${date} is after today (${today}): an approval not yet given cannot back a quote`);
    if (isDay(record.date) && date < record.date)
      problems.push(`approval.date ${date} is before the quote's date ${record.date}: the approval is of the quote as written`);
  }
  if (!APPROVAL_FORMS.includes(form as (typeof APPROVAL_FORMS)[number]))
    problems.push(`approval.form "${String(form)}" is not one of: ${APPROVAL_FORMS.join(', ')} (the approval must be in writing)`);
  if (!text(scope)) problems.push('approval.scope is empty: say what was approved and where it may appear');
  return problems;
}

/** Every problem of every record, each as `file:line: testimonial "id": problem`. */
export function checkTestimonials(file: string, fileText: string, records: readonly TestimonialRecord[], today: string): string[] {
  return records.flatMap((record) =>
    approvalProblems(record, today).map(
      (problem) => `${file}:${recordLine(fileText, record)}: testimonial "${text(record.id) ?? '(no id)'}": ${problem}`,
    ),
  );
}
