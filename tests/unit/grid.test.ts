import {describe, expect, test} from '@jest/globals';
import {gridColumns, gridColumnsStyle, isBalanced, rowSizes, spannedGrid} from '../../src/lib/grid';

describe('isBalanced', () => {
  test('full rows, or a last row at most one card short and never a lone card', () => {
    expect(isBalanced(6, 3)).toBe(true);
    expect(isBalanced(5, 3)).toBe(true);
    expect(isBalanced(7, 4)).toBe(true);
    expect(isBalanced(7, 3)).toBe(false);
    expect(isBalanced(10, 4)).toBe(false);
    expect(isBalanced(3, 2)).toBe(false);
    expect(isBalanced(4, 2)).toBe(true);
  });

  test('one card, or one column, is never a layout problem', () => {
    expect(isBalanced(1, 3)).toBe(true);
    expect(isBalanced(0, 3)).toBe(true);
    expect(isBalanced(5, 1)).toBe(true);
  });
});

describe('gridColumns', () => {
  test('a grid designed for three columns', () => {
    // [count, columns], worked by hand: rows in brackets.
    const expected: [number, number][] = [
      [0, 1],
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 2], // [2, 2]: three would leave one alone
      [5, 3], // [3, 2]
      [6, 3], // [3, 3]
      [7, 4], // [4, 3]
      [8, 3], // [3, 3, 2]
      [9, 3],
      [10, 2], // three and four both leave a short last row: [2, 2, 2, 2, 2]
      [11, 3], // [3, 3, 3, 2]
      [13, 7], // nothing from 2 to 6 balances 13: one row of 7, one of 6
    ];
    for (const [count, columns] of expected) expect([count, gridColumns(count, 3)]).toEqual([count, columns]);
  });

  test('a grid designed for two columns', () => {
    expect(gridColumns(2, 2)).toBe(2);
    expect(gridColumns(3, 2)).toBe(3);
    expect(gridColumns(4, 2)).toBe(2);
    expect(gridColumns(5, 2)).toBe(3);
    expect(gridColumns(7, 2)).toBe(4);
  });

  test('a grid designed for four columns', () => {
    expect(gridColumns(4, 4)).toBe(4);
    expect(gridColumns(5, 4)).toBe(3); // [3, 2]
    expect(gridColumns(6, 4)).toBe(3); // [3, 3]
    expect(gridColumns(7, 4)).toBe(4); // [4, 3]
    expect(gridColumns(9, 4)).toBe(3); // [3, 3, 3]
  });

  test('a one-column design stays one column', () => {
    expect(gridColumns(7, 1)).toBe(1);
  });

  test('every count from 1 to 40 gets a balanced layout for design widths 2 to 4', () => {
    for (let widest = 2; widest <= 4; widest += 1) {
      for (let count = 1; count <= 40; count += 1) {
        const columns = gridColumns(count, widest);
        const rows = rowSizes(count, columns);
        if (count > 1) expect([count, widest, rows]).not.toEqual([count, widest, expect.arrayContaining([1])]);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
      }
    }
  });

  test('refuses a count or width that is not a whole number', () => {
    expect(() => gridColumns(-1, 3)).toThrow(RangeError);
    expect(() => gridColumns(2.5, 3)).toThrow(/count must be a whole number/);
    expect(() => gridColumns(4, 0)).toThrow(/widest must be a whole number/);
  });
});

describe('rowSizes', () => {
  test('fills rows left to right, the remainder last', () => {
    expect(rowSizes(7, 3)).toEqual([3, 3, 1]);
    expect(rowSizes(7, 4)).toEqual([4, 3]);
    expect(rowSizes(6, 3)).toEqual([3, 3]);
    expect(rowSizes(0, 3)).toEqual([]);
  });
});

describe('gridColumnsStyle', () => {
  test('hands the column count to CSS as --grid-columns', () => {
    expect(gridColumnsStyle(7, 3)).toEqual({'--grid-columns': '4'});
    expect(gridColumnsStyle(6, 3)).toEqual({'--grid-columns': '3'});
  });
});

describe('spannedGrid', () => {
  /** The cards per row of a spanned grid, read from the spans as CSS places them. */
  function rowsOf({columns, spans}: {columns: number; spans: number[]}): number[] {
    const rows: number[] = [];
    let filled = columns;
    for (const span of spans) {
      if (filled + span > columns) {
        rows.push(0);
        filled = 0;
      }
      rows[rows.length - 1]! += 1;
      filled += span;
    }
    return rows;
  }

  test('within three to a row, the uniform balanced layout, every card one track', () => {
    expect(spannedGrid(0, 3)).toEqual({columns: 1, spans: []});
    expect(spannedGrid(2, 3)).toEqual({columns: 2, spans: [1, 1]});
    expect(spannedGrid(4, 3)).toEqual({columns: 2, spans: [1, 1, 1, 1]});
    expect(spannedGrid(5, 3)).toEqual({columns: 3, spans: [1, 1, 1, 1, 1]});
    expect(spannedGrid(9, 3)).toEqual({columns: 3, spans: [1, 1, 1, 1, 1, 1, 1, 1, 1]});
  });

  test('past three to a row, rows of at most three on a finer grid, larger rows first', () => {
    // 7 cards: gridColumns gives 4 + 3; here 3 + 2 + 2 on 6 tracks.
    expect(spannedGrid(7, 3)).toEqual({columns: 6, spans: [2, 2, 2, 3, 3, 3, 3]});
    // 13 cards: gridColumns gives 7 + 6; here 3 + 3 + 3 + 2 + 2 on 6 tracks.
    expect(spannedGrid(13, 3)).toEqual({columns: 6, spans: [2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3]});
    // 7 cards, widest 4: gridColumns gives 4 + 3, within four: unchanged.
    expect(spannedGrid(7, 4)).toEqual({columns: 4, spans: [1, 1, 1, 1, 1, 1, 1]});
  });

  test('where rows within the width would leave a card alone, the uniform layout stays', () => {
    // 5 cards, widest 2: 2 + 2 + 1 would leave one alone; gridColumns gives 3 + 2.
    expect(spannedGrid(5, 2)).toEqual({columns: 3, spans: [1, 1, 1, 1, 1]});
  });

  test('every count from 1 to 40, widest 3 to 5: no card alone, rows within one card, and spanned rows within the width, each filling the grid', () => {
    for (let widest = 3; widest <= 5; widest += 1) {
      for (let count = 1; count <= 40; count += 1) {
        const grid = spannedGrid(count, widest);
        const rows = rowsOf(grid);
        const where = [count, widest, rows];
        expect(rows.reduce((sum, n) => sum + n, 0)).toBe(count);
        if (count > 1) expect(where).not.toEqual([count, widest, expect.arrayContaining([1])]);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
        if (grid.spans.some((span) => span > 1)) {
          expect(Math.max(...rows)).toBeLessThanOrEqual(widest);
          // Each spanned row fills the grid exactly.
          let index = 0;
          for (const size of rows) {
            expect(grid.spans.slice(index, index + size).reduce((sum, n) => sum + n, 0)).toBe(grid.columns);
            index += size;
          }
        }
      }
    }
  });
});
