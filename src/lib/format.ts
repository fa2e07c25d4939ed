/**
 * Number formatting for calculators and guide widgets. One place decides how
 * the site writes money, multiples and percentages, so a figure reads the
 * same on every page. Non-finite input is written as zero, never as "NaN".
 */

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

function finite(n: number): number {
  return Number.isFinite(n) ? n : 0;
}

/**
 * Money: a million or more (in absolute value) as `$X.XM` with one decimal
 * (`$9.4M`), anything smaller in whole dollars with separators (`$781,250`).
 * Negative amounts keep their sign in front: `-$1.2M`, `-$4,500`.
 */
export function formatMoney(n: number): string {
  const value = finite(n);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1_000_000) {
    return `${sign}$${(abs / 1_000_000).toFixed(1)}M`;
  }
  return `${sign}${wholeDollars.format(Math.round(abs))}`;
}

/** A return multiple to one decimal followed by `x`: 10.41666 becomes `10.4x`. */
export function formatMultiple(n: number): string {
  return `${finite(n).toFixed(1)}x`;
}

/**
 * A ratio written as a whole percentage: 0.25 becomes `25%`, 9.4167 becomes
 * `942%`. Pass a ratio, not a number that is already a percentage.
 */
export function formatPercent(ratio: number): string {
  const pct = Math.round(finite(ratio) * 100);
  return `${new Intl.NumberFormat('en-US').format(pct === 0 ? 0 : pct)}%`;
}
