import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {NAVBAR_MENU_MIN_WIDTH, connectionClass, deviceClass, isScrolled} from '@site/src/lib/viewport';

describe('isScrolled', () => {
  test('flips only above 10px', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(10)).toBe(false);
    expect(isScrolled(10.5)).toBe(true);
    expect(isScrolled(11)).toBe(true);
  });
});

describe('deviceClass', () => {
  test.each([
    [0, 'mobile'],
    [390, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [2560, 'desktop'],
  ] as const)('%dpx is %s', (width, expected) => {
    expect(deviceClass(width)).toBe(expected);
  });

  test('a width that is not a number counts as mobile', () => {
    expect(deviceClass(Number.NaN)).toBe('mobile');
  });
});

describe('connectionClass', () => {
  test.each([
    ['4g', 'fast'],
    ['5g', 'fast'],
    ['4G', 'fast'],
    ['3g', 'slow'],
    ['2g', 'slow'],
    ['slow-2g', 'slow'],
    ['', 'unknown'],
    [undefined, 'unknown'],
    ['wifi', 'unknown'],
  ] as const)('%s is %s', (type, expected) => {
    expect(connectionClass(type)).toBe(expected);
  });
});

describe('NAVBAR_MENU_MIN_WIDTH', () => {
  test('is the one width at which the navbar stylesheet switches to the full menu', () => {
    const css = fs.readFileSync(path.join(__dirname, '../../src/theme/Navbar/styles.module.css'), 'utf8');
    const widths = [...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([NAVBAR_MENU_MIN_WIDTH]);
  });
});
