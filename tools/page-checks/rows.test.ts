import {describe, expect, test} from '@jest/globals';
import {centerFaults, linesOf, longLines, MAX_LINE_CHARACTERS, styleFaults} from '@site/tools/page-checks/rows';

const bar = {name: 'the bar', top: 0, bottom: 64};

describe('centerFaults', () => {
  test('items centered on the row, or within a pixel of it, pass', () => {
    expect(
      centerFaults(bar, [
        {name: 'Logo', top: 14, bottom: 50},
        {name: 'About', top: 11, bottom: 52},
        {name: 'Get Started', top: 10.5, bottom: 55.5},
      ]),
    ).toEqual([]);
  });

  test('an item more than a pixel off is named with its center and offset, above or below', () => {
    // Centers: (3 + 45) / 2 = 24, 8 above 32; (20 + 46.5) / 2 = 33.25, 1.25 below.
    expect(
      centerFaults(bar, [
        {name: 'Services', top: 3, bottom: 45},
        {name: 'Search', top: 20, bottom: 46.5},
      ]),
    ).toEqual([
      `"Services" is centered at y 24.0, 8.0 px above the bar's center (y 32.0)`,
      `"Search" is centered at y 33.3, 1.3 px below the bar's center (y 32.0)`,
    ]);
  });

  test('the tolerance can be set; no items, no faults', () => {
    // Center (3 + 64) / 2 = 33.5: 1.5 px off.
    expect(centerFaults(bar, [{name: 'A', top: 3, bottom: 64}], 1)).toHaveLength(1);
    expect(centerFaults(bar, [{name: 'A', top: 3, bottom: 64}], 1.5)).toEqual([]);
    expect(centerFaults(bar, [])).toEqual([]);
  });
});

describe('styleFaults', () => {
  test('one style: nothing to say', () => {
    const style = {color: 'rgb(30, 41, 59)', 'font-weight': '500'};
    expect(
      styleFaults('top-level items', [
        {name: 'Services', style},
        {name: 'About', style},
      ]),
    ).toEqual([]);
  });

  test('each differing property is named with its values, the most common first, and the items taking each', () => {
    const slate = 'rgb(30, 41, 59)';
    const blue = 'rgb(29, 78, 216)';
    expect(
      styleFaults('top-level items', [
        {name: 'Services', style: {color: slate, 'font-weight': '500'}},
        {name: 'About', style: {color: blue, 'font-weight': '500'}},
        {name: 'Approach', style: {color: blue, 'font-weight': '500'}},
        {name: 'Insights', style: {color: slate, 'font-weight': '600'}},
      ]),
    ).toEqual([
      `top-level items differ in color: ${slate} ("Services", "Insights"), ${blue} ("About", "Approach")`,
      `top-level items differ in font-weight: 500 ("Services", "About", "Approach"), 600 ("Insights")`,
    ]);
  });

  test('a property one item lacks counts as a different value', () => {
    expect(
      styleFaults('buttons', [
        {name: 'A', style: {color: 'red'}},
        {name: 'B', style: {}},
      ]),
    ).toEqual([`buttons differ in color: red ("A"), (none) ("B")`]);
  });

  test('no items or one item: nothing to compare', () => {
    expect(styleFaults('buttons', [])).toEqual([]);
    expect(styleFaults('buttons', [{name: 'A', style: {color: 'red'}}])).toEqual([]);
  });
});

describe('linesOf', () => {
  test('words sharing a top are one line; a word below the middle of the line starts the next', () => {
    expect(
      linesOf([
        {text: 'The', top: 0, bottom: 20},
        {text: 'cost', top: 0, bottom: 20},
        // A superscript sits a little higher on the same line.
        {text: '1', top: -3, bottom: 12},
        {text: 'of', top: 26, bottom: 46},
        {text: 'bad', top: 26, bottom: 46},
        {text: 'data', top: 52, bottom: 72},
      ]),
    ).toEqual(['The cost 1', 'of bad', 'data']);
  });

  test('no words, no lines', () => {
    expect(linesOf([])).toEqual([]);
  });
});

describe('longLines', () => {
  test('lines up to the limit pass; the limit is about 80 characters', () => {
    expect(MAX_LINE_CHARACTERS).toBe(80);
    expect(longLines('p', ['x'.repeat(80), 'short'])).toEqual([]);
    expect(longLines('p', [])).toEqual([]);
  });

  test('a block with a longer line is named once, with its longest line', () => {
    const long = 'y'.repeat(95);
    expect(longLines('main p', ['x'.repeat(81), long, 'z'])).toEqual([`main p runs 95 characters on a line (at most 80): "${long}"`]);
    expect(longLines('li', ['abcdef'], 5)).toEqual([`li runs 6 characters on a line (at most 5): "abcdef"`]);
  });
});
