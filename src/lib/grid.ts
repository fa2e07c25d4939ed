/**
 * Card grids that list data records (services, testimonials, the team, FAQ
 * pages, posts) lay out whatever count the data holds: no card sits alone on
 * the last row and rows differ by at most one card, so adding or removing a
 * record never leaves a stray card under a full row. Components pass the
 * column count to their CSS as `--grid-columns` (used on wide screens only;
 * phones stay one column).
 */

/** True when `count` cards in `columns` columns leave no lone card and rows differ by at most one card. */
export function isBalanced(count: number, columns: number): boolean {
  if (count <= 1 || columns <= 1) return true;
  const last = count % columns;
  if (last === 0) return true;
  return last >= 2 && last >= columns - 1;
}

/**
 * The column count for `count` cards in a grid designed for `widest`
 * columns. A count that fits one row takes as many columns as cards. Else
 * the balanced column count nearest `widest`, fewer before more: with
 * widest 3, 6 cards take 3 (3 + 3), 7 take 4 (4 + 3), 4 take 2 (2 + 2), 5
 * take 3 (3 + 2). One row of all the cards is always balanced, so there is
 * always an answer. A one-column design stays one column.
 */
export function gridColumns(count: number, widest: number): number {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`gridColumns: count must be a whole number >= 0, got ${count}`);
  if (!Number.isInteger(widest) || widest < 1) throw new RangeError(`gridColumns: widest must be a whole number >= 1, got ${widest}`);
  if (count <= widest) return Math.max(count, 1);
  if (widest === 1) return 1;
  for (let step = 0; widest + step <= count; step += 1) {
    if (widest - step >= 2 && isBalanced(count, widest - step)) return widest - step;
    if (step > 0 && isBalanced(count, widest + step)) return widest + step;
  }
  return count;
}

/** The cards per row, top to bottom, of `count` cards laid out in `columns` columns. */
export function rowSizes(count: number, columns: number): number[] {
  const rows: number[] = [];
  for (let left = count; left > 0; left -= columns) rows.push(Math.min(columns, left));
  return rows;
}

/** The inline style a grid component sets: its column count as the CSS variable `--grid-columns`. */
export function gridColumnsStyle(count: number, widest: number): Record<'--grid-columns', string> {
  return {'--grid-columns': String(gridColumns(count, widest))};
}
