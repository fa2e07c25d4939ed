/**
 * Star ratings of client testimonials, and their aggregate for structured
 * data (schema.org AggregateRating: average, count, best 5, worst 1).
 */

export const BEST_RATING = 5;
export const WORST_RATING = 1;

export interface AggregateRating {
  /** Average of the ratings, to two decimals. */
  ratingValue: number;
  reviewCount: number;
  bestRating: typeof BEST_RATING;
  worstRating: typeof WORST_RATING;
}

export function isValidRating(rating: number): boolean {
  return Number.isFinite(rating) && rating >= WORST_RATING && rating <= BEST_RATING;
}

function assertValid(rating: number): void {
  if (!isValidRating(rating)) {
    throw new RangeError(`A rating must be between ${WORST_RATING} and ${BEST_RATING}; got ${rating}.`);
  }
}

/**
 * The aggregate of a set of ratings, or null when there are none (a page
 * must not claim a rating nobody gave). An out-of-range rating is a data
 * error and throws.
 */
export function aggregateRating(ratings: readonly number[]): AggregateRating | null {
  if (ratings.length === 0) return null;
  ratings.forEach(assertValid);
  const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return {
    ratingValue: Math.round(average * 100) / 100,
    reviewCount: ratings.length,
    bestRating: BEST_RATING,
    worstRating: WORST_RATING,
  };
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
