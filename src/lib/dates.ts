/**
 * Dates as the site writes them, in English and read in UTC so the server's
 * HTML and the browser's render agree. Written out by hand rather than with
 * `Intl.DateTimeFormat`: the browser's first date formatter loads locale data
 * on the main thread (measured at 6 to 18 ms here, four times that on a
 * throttled phone), and these are the only formats the site needs.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type DateStyle =
  /** "May 15, 2025" */
  | 'long'
  /** "Mar 5, 2025" */
  | 'short'
  /** "Mar 5" */
  | 'monthDay'
  /** "May 2025" */
  | 'monthYear';

/**
 * Reads a date: "2025-05-15" (a calendar day), a full ISO timestamp, a
 * millisecond count or a Date. Returns null for anything that is not a date.
 */
export function toUtcDate(value: string | number | Date): Date | null {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = day ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // The engine rolls "2024-02-30" over to March 1; a day that is not on the calendar is not a date.
  if (day && date.toISOString().slice(0, 10) !== value) return null;
  return date;
}

/**
 * The calendar day of a date in UTC, as YYYY-MM-DD: the one form every
 * published date takes (sitemap lastmod, content JSON, archives, datetime
 * attributes). A value that is not a date is a programming error here, so it
 * throws with the value rather than printing "Invalid Date".
 */
export function isoDay(value: string | number | Date): string {
  const date = toUtcDate(value);
  if (!date) throw new Error(`Not a date: ${String(value)}`);
  return date.toISOString().slice(0, 10);
}

/** Milliseconds at UTC midnight of a YYYY-MM-DD day (the form the sitemap plugin and the blog plugin's lastUpdatedAt use). */
export function dayTimestamp(day: string): number {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? toUtcDate(day) : null;
  if (!date) throw new Error(`Not a YYYY-MM-DD day: ${day}`);
  return date.getTime();
}

/** The date in the given style; an unreadable date is returned as given rather than as "Invalid Date". */
export function formatDate(value: string | number | Date, style: DateStyle = 'long'): string {
  const date = toUtcDate(value);
  if (!date) return String(value);
  const month = MONTHS[date.getUTCMonth()];
  const short = month.slice(0, 3);
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  switch (style) {
    case 'short':
      return `${short} ${day}, ${year}`;
    case 'monthDay':
      return `${short} ${day}`;
    case 'monthYear':
      return `${month} ${year}`;
    default:
      return `${month} ${day}, ${year}`;
  }
}

/** Today's date on the writer's machine as YYYY-MM-DD: the clock the front-matter check and `npm run new:post` use. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
