import {describe, expect, test} from '@jest/globals';
import {focusIndicator} from '@site/tools/page-checks/focusIndicator';
import type {RawImage} from '@site/tools/page-checks/legibility';

/** An RGB image of `width` x `height` where `paint(x, y)` gives each pixel. */
function image(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): RawImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set(paint(x, y), (y * width + x) * 3);
  return {data, width, height, channels: 3};
}

const WHITE: [number, number, number] = [255, 255, 255];
const NAVY: [number, number, number] = [11, 31, 58];
const BLUE: [number, number, number] = [29, 78, 216];
const AMBER: [number, number, number] = [251, 191, 36];
/** A 10x10 area with the element at 3..6 and a one-pixel ring at 2 and 7 when focused. */
const element = {x: 3, y: 3, width: 4, height: 4};
const onRing = (x: number, y: number) => (x === 2 || x === 7 || y === 2 || y === 7) && x >= 2 && x <= 7 && y >= 2 && y <= 7;

describe('focusIndicator', () => {
  test('no changed pixel: nothing drawn', () => {
    const same = image(10, 10, () => WHITE);
    expect(
      focusIndicator(
        same,
        image(10, 10, () => WHITE),
        element,
      ),
    ).toEqual({changed: 0});
  });

  test('a blue ring on white: 20 pixels, 6.70:1', () => {
    const result = focusIndicator(
      image(10, 10, (x, y) => (onRing(x, y) ? BLUE : WHITE)),
      image(10, 10, () => WHITE),
      element,
    );
    expect(result.changed).toBe(20);
    expect(result.color).toEqual({r: 29, g: 78, b: 216});
    expect(result.background).toEqual({r: 255, g: 255, b: 255});
    // Luminance of #1d4ed8 is 0.1067: (1.05) / (0.1567) = 6.70.
    expect(result.ratio).toBeCloseTo(6.7, 2);
  });

  test('the same blue ring on navy falls under 3:1; an amber one passes', () => {
    const blue = focusIndicator(
      image(10, 10, (x, y) => (onRing(x, y) ? BLUE : NAVY)),
      image(10, 10, () => NAVY),
      element,
    );
    // Luminances 0.1067 and 0.0129: 0.1567 / 0.0629 = 2.49.
    expect(blue.ratio).toBeCloseTo(2.49, 1);
    const amber = focusIndicator(
      image(10, 10, (x, y) => (onRing(x, y) ? AMBER : NAVY)),
      image(10, 10, () => NAVY),
      element,
    );
    expect(amber.ratio).toBeGreaterThan(8);
  });

  test('a ring outside the box is measured rather than a label that changed inside it', () => {
    const focused = image(10, 10, (x, y) => (onRing(x, y) ? BLUE : x >= 3 && x <= 6 && y >= 3 && y <= 6 ? NAVY : WHITE));
    const result = focusIndicator(
      focused,
      image(10, 10, () => WHITE),
      element,
    );
    expect(result.changed).toBe(36);
    expect(result.color).toEqual({r: 29, g: 78, b: 216});
  });

  test('a change only inside the box is measured there', () => {
    const result = focusIndicator(
      image(10, 10, (x, y) => (x >= 3 && x <= 6 && y === 6 ? BLUE : WHITE)),
      image(10, 10, () => WHITE),
      element,
    );
    expect(result.changed).toBe(4);
    expect(result.color).toEqual({r: 29, g: 78, b: 216});
  });

  test('pictures of different sizes are refused', () => {
    expect(() =>
      focusIndicator(
        image(2, 2, () => WHITE),
        image(3, 2, () => WHITE),
        element,
      ),
    ).toThrow('differ in size');
  });
});
