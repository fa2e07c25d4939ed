/**
 * Star ratings of client testimonials, as the page shows them. There is no
 * aggregate for structured data: ratings of the firm in its own markup are
 * self-serving (see src/lib/structuredData.ts).
 */

export const BEST_RATING = 5;
export const WORST_RATING = 1;

export function isValidRating(rating: number): boolean {
  return Number.isFinite(rating) && rating >= WORST_RATING && rating <= BEST_RATING;
}

function assertValid(rating: number): void {
  if (!isValidRating(rating)) {
    throw new RangeError(`A rating must be between ${WORST_RATING} and ${BEST_RATING}; got ${rating}.`);
  }
}

/** What a screen reader hears for a row of stars, e.g. "Rated 5 out of 5". */
export function ratingLabel(rating: number): string {
  assertValid(rating);
  return `Rated ${rating} out of ${BEST_RATING}`;
}

/** How many of the five stars are filled: whole stars, rounded to the nearest. */
export function filledStars(rating: number): number {
  assertValid(rating);
  return Math.round(rating);
}
