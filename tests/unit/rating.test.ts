import {describe, expect, test} from '@jest/globals';
import {aggregateRating, filledStars, isValidRating, ratingLabel} from '@site/src/lib/rating';
import {featuredTestimonials, testimonials} from '@site/src/data/testimonials';

describe('aggregateRating', () => {
  test('averages the ratings and counts them, best 5, worst 1', () => {
    expect(aggregateRating([5, 4, 4])).toEqual({ratingValue: 4.33, reviewCount: 3, bestRating: 5, worstRating: 1});
    expect(aggregateRating([5, 5, 5])).toEqual({ratingValue: 5, reviewCount: 3, bestRating: 5, worstRating: 1});
    expect(aggregateRating([1])).toEqual({ratingValue: 1, reviewCount: 1, bestRating: 5, worstRating: 1});
    expect(aggregateRating([4.5, 5])).toEqual({ratingValue: 4.75, reviewCount: 2, bestRating: 5, worstRating: 1});
  });

  test('no ratings means no aggregate', () => {
    expect(aggregateRating([])).toBeNull();
  });

  test('a rating outside 1-5 is a data error', () => {
    expect(() => aggregateRating([5, 0])).toThrow(RangeError);
    expect(() => aggregateRating([6])).toThrow(/between 1 and 5/);
    expect(() => aggregateRating([Number.NaN])).toThrow(RangeError);
  });
});

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

  test('their aggregate counts every testimonial and averages their ratings', () => {
    const ratings = testimonials.map((t) => t.rating);
    const aggregate = aggregateRating(ratings);
    expect(aggregate?.reviewCount).toBe(testimonials.length);
    expect(aggregate?.ratingValue).toBeCloseTo(ratings.reduce((sum, r) => sum + r, 0) / ratings.length, 2);
  });
});
