const formatter = new Intl.DateTimeFormat('en-US', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

/** "May 15, 2025": the same format as the theme's post header, read in UTC so server and browser agree. */
export function formatPostDate(date: string): string {
  return formatter.format(new Date(date.length === 10 ? `${date}T00:00:00Z` : date));
}
