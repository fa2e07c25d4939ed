/**
 * The platform comparison's display rules.
 * Only two categories, Multi-Entity Support and PE Reporting Templates, carry
 * an icon beside their value: native support a check, partial or custom a
 * warning, none a cross. Every other cell is text alone.
 */

export type ComparisonIcon = 'check' | 'warning' | 'cross';

/** The categories whose cells show an icon. */
export const ICON_CATEGORIES: readonly string[] = ['Multi-Entity Support', 'PE Reporting Templates'];

/** Text alternative for each icon, read by screen readers in place of the glyph. */
export const ICON_LABELS: Readonly<Record<ComparisonIcon, string>> = {
  check: 'Native support',
  warning: 'Partial or custom support',
  cross: 'Not supported',
};

/**
 * The icon for one cell, or null when the category takes no icon or the
 * value does not start with one of the three support levels.
 */
export function comparisonIcon(category: string, value: string): ComparisonIcon | null {
  if (!ICON_CATEGORIES.includes(category)) return null;
  const level = value.trim().toLowerCase();
  if (level.startsWith('native')) return 'check';
  if (level.startsWith('partial') || level.startsWith('custom')) return 'warning';
  if (level.startsWith('none')) return 'cross';
  return null;
}
