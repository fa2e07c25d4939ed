/**
 * Card grids that list data records (services, testimonials, the team, FAQ
 * pages, posts) lay out whatever count the data holds: no card sits alone on
 * the last row and rows differ by at most one card, so adding or removing a
 * record never leaves a stray card under a full row. Components pass the
 * column count to their CSS as `--grid-columns` (used on wide screens only;
 * phones stay one column).
 */

/** Cards at the top of a post list whose covers load at once, not lazily: those likely above the fold. */
export const EAGER_CARDS = 3;

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

/** A card grid of `columns` tracks, each card spanning `spans[i]` of them. */
export interface SpannedGrid {
  columns: number;
  spans: number[];
}

/**
 * A grid whose cards must never be more than `widest` to a row, because a
 * narrower card no longer fits its content (post cards in the list column).
 * While the balanced column count (`gridColumns`) stays within `widest`, it
 * is that uniform layout. Past it, the cards take as few rows as `widest`
 * allows, the row sizes within one card of each other and the larger rows
 * first, and each card spans its row's share of a grid whose track count
 * every row size divides: 7 cards, widest 3, make rows of 3, 2 and 2 on 6
 * tracks (spans 2, 2, 2, 3, 3, 3, 3) where `gridColumns` would give rows of
 * 4 and 3. Where those rows would leave a card alone (widest 2, an odd
 * count), the uniform layout stays.
 */
export function spannedGrid(count: number, widest: number): SpannedGrid {
  const columns = gridColumns(count, widest);
  const uniform = {columns, spans: Array.from({length: count}, () => 1)};
  if (columns <= widest) return uniform;
  const rowCount = Math.ceil(count / widest);
  const small = Math.floor(count / rowCount);
  const large = count % rowCount;
  if (small < 2) return uniform;
  const rows = Array.from({length: rowCount}, (_, row) => (row < large ? small + 1 : small));
  // Rows of `small` and `small + 1` cards both fill `small * (small + 1)` tracks.
  const tracks = large === 0 ? small : small * (small + 1);
  return {columns: tracks, spans: rows.flatMap((size) => Array.from({length: size}, () => tracks / size))};
}
