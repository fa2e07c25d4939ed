import {describe, expect, test} from '@jest/globals';
import {dayTimestamp, formatDate, isoDay, localToday, toUtcDate} from '@site/src/lib/dates';

describe('formatDate', () => {
  test('each style, hand-written', () => {
    expect(formatDate('2025-05-15')).toBe('May 15, 2025');
    expect(formatDate('2025-05-15', 'long')).toBe('May 15, 2025');
    expect(formatDate('2025-03-05', 'short')).toBe('Mar 5, 2025');
    expect(formatDate('2025-03-05', 'monthDay')).toBe('Mar 5');
    expect(formatDate('2024-09-01', 'monthYear')).toBe('September 2024');
  });

  test('a calendar day is read in UTC, whatever the machine clock says', () => {
    expect(formatDate('2023-01-01', 'long')).toBe('January 1, 2023');
    expect(formatDate('2023-12-31', 'long')).toBe('December 31, 2023');
  });

  test('timestamps are read in UTC: late on the 31st UTC stays the 31st', () => {
    expect(formatDate('2024-12-31T23:30:00.000Z')).toBe('December 31, 2024');
    expect(formatDate('2024-12-31T23:30:00-05:00')).toBe('January 1, 2025');
    expect(formatDate(Date.UTC(2024, 1, 29))).toBe('February 29, 2024');
    expect(formatDate(new Date(Date.UTC(2026, 10, 23, 12)), 'short')).toBe('Nov 23, 2026');
  });

  test('agrees with Intl.DateTimeFormat (en-US, UTC) on every day of two years', () => {
    const styles = {
      long: {day: 'numeric', month: 'long', year: 'numeric'},
      short: {day: 'numeric', month: 'short', year: 'numeric'},
      monthDay: {day: 'numeric', month: 'short'},
      monthYear: {month: 'long', year: 'numeric'},
    } as const;
    for (const [style, options] of Object.entries(styles)) {
      const intl = new Intl.DateTimeFormat('en-US', {...options, timeZone: 'UTC'});
      for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
        expect(formatDate(t, style as keyof typeof styles)).toBe(intl.format(t));
      }
    }
  });

  test('an unreadable date comes back as given, never "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('')).toBe('');
    expect(toUtcDate('2025-13-45')).toBeNull();
  });
});

describe('isoDay', () => {
  test('the UTC calendar day of a Date, a timestamp, a day or an ISO string', () => {
    expect(isoDay(new Date(Date.UTC(2025, 4, 15)))).toBe('2025-05-15');
    expect(isoDay(Date.UTC(2026, 10, 24, 23, 59))).toBe('2026-11-24');
    expect(isoDay('2025-05-15')).toBe('2025-05-15');
    expect(isoDay('2024-12-31T23:30:00-05:00')).toBe('2025-01-01');
  });

  test('anything else is an error that names the value', () => {
    expect(() => isoDay('soon')).toThrow('Not a date: soon');
    expect(() => isoDay('2025-02-29')).toThrow('2025-02-29');
  });
});

describe('dayTimestamp', () => {
  test('UTC midnight of a day; only a YYYY-MM-DD day on the calendar is accepted', () => {
    expect(dayTimestamp('2026-11-24')).toBe(Date.UTC(2026, 10, 24));
    expect(() => dayTimestamp('2026-11-24T10:00:00Z')).toThrow('2026-11-24T10:00:00Z');
    expect(() => dayTimestamp('2026-02-30')).toThrow('2026-02-30');
  });
});

describe('toUtcDate', () => {
  test('a day that is not on the calendar is not a date, although the engine would roll it over', () => {
    expect(toUtcDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(toUtcDate('2025-02-29')).toBeNull();
    expect(toUtcDate('2025-04-31')).toBeNull();
  });
});

describe('localToday', () => {
  test('is the local calendar day, month and day padded', () => {
    expect(localToday(new Date(2025, 0, 7, 12))).toBe('2025-01-07');
    expect(localToday(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });
});
