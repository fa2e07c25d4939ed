/**
 * Number formatting for calculators and guide widgets. One place decides how
 * the site writes money, multiples and percentages, so a figure reads the
 * same on every page. Non-finite input is written as zero, never as "NaN".
 *
 * Written by hand to match `Intl.NumberFormat('en-US')` (the unit tests hold
 * it to that): the browser's first number formatter loads locale data on
 * the main thread, measured at 10 to 40 ms on a calculator page here.
 */

function finite(n: number): number {
  return Number.isFinite(n) ? n : 0;
}

/**
 * A number in en-US style: thousands separated by commas, at most
 * `maxFractionDigits` decimals (rounded half away from zero, on the number
 * as written, so 1.005 becomes 1.01), no trailing zeros. `1234567.891`
 * with 2 becomes `1,234,567.89`. A negative amount that rounds to zero is
 * written `0` (Intl writes `-0`).
 */
export function formatNumber(n: number, maxFractionDigits = 0): string {
  const value = finite(n);
  const digits = Math.max(0, Math.min(20, Math.floor(maxFractionDigits)));
  // Scaling through the decimal string rounds 1.005 up, as written, where 1.005 * 100 would not.
  const scaled = Math.round(Number(`${Math.abs(value)}e${digits}`));
  const fixed = Number.isFinite(scaled) ? Number(`${scaled}e-${digits}`).toFixed(digits) : Math.abs(value).toFixed(digits);
  const [whole, fraction = ''] = fixed.split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 && (Number(whole) > 0 || decimals !== '') ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
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
  return `${sign}$${formatNumber(Math.round(abs))}`;
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
  return `${formatNumber(pct)}%`;
}
