import {describe, expect, test} from '@jest/globals';
import {filledStars, isValidRating, ratingLabel} from '@site/src/lib/rating';
import {featuredTestimonials, testimonials} from '@site/src/data/testimonials';

describe('rating helpers', () => {
  test('validity at the edges', () => {
    expect(isValidRating(1)).toBe(true);
    expect(isValidRating(5)).toBe(true);
    expect(isValidRating(0.99)).toBe(false);
    expect(isValidRating(5.01)).toBe(false);
  });

  test('label and filled stars', () => {
    expect(ratingLabel(5)).toBe('Rated 5 out of 5');
    expect(filledStars(4.4)).toBe(4);
    expect(filledStars(4.5)).toBe(5);
    expect(() => ratingLabel(7)).toThrow(RangeError);
    expect(() => filledStars(0)).toThrow(/between 1 and 5/);
    expect(() => filledStars(Number.NaN)).toThrow(RangeError);
  });
});

describe('the testimonials on the site', () => {
  test('each has a valid rating, a category, a date and an author described in full; ids are unique', () => {
    expect(testimonials.length).toBeGreaterThan(0);
    for (const t of testimonials) {
      expect([t.id, isValidRating(t.rating)]).toEqual([t.id, true]);
      expect(['hubspot-implementation', 'analytics']).toContain(t.category);
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(t.author.name && t.author.title && t.author.company && t.author.industry).toBeTruthy();
    }
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(testimonials.length);
  });

  test('the featured ones are those flagged featured, in the order of the data', () => {
    expect(featuredTestimonials).toEqual(testimonials.filter((t) => t.featured));
    expect(featuredTestimonials.length).toBeGreaterThan(0);
  });
});
