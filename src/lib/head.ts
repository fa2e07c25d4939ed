/**
 * Page-head rules (specification, section 5): every title carries the brand
 * and fits in 60 characters; every description fits in 160. Pure.
 */

export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 160;
export const ELLIPSIS = '...';

function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}

/**
 * `Title | Brand`, unless the title already names the brand; then cut to 57
 * characters plus an ellipsis when over 60. An empty title is the brand alone.
 */
export function pageTitle(title: string | undefined, brand: string, delimiter = '|'): string {
  const trimmed = (title ?? '').trim();
  if (!trimmed || trimmed === brand) return brand;
  const withBrand = trimmed.includes(brand) ? trimmed : `${trimmed} ${delimiter} ${brand}`;
  return cut(withBrand, TITLE_LIMIT);
}

/** A description over 160 characters is cut to 157 plus an ellipsis. */
export function pageDescription(description: string): string {
  return cut(description.trim().replace(/\s+/g, ' '), DESCRIPTION_LIMIT);
}
