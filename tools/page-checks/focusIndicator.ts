/**
 * Focus indicators measured from pixels (WCAG 2.4.7 and 1.4.11): the same
 * area photographed with an element focused and without focus. The pixels
 * that differ are the indicator; its color (what covers most of them when
 * focused) must reach 3:1 against what was there before (what covers most of
 * them unfocused). Pixels outside the element's own box (a ring) are
 * measured when there are any, so a label that changes color inside the box
 * does not hide a ring that cannot be seen.
 */
import {contrastRatio, dominantColor, type Box, type RawImage, type Rgb} from './legibility';

/** WCAG 1.4.11: a focus indicator is a part of the interface that needs 3:1 against what is next to it. */
export const MIN_INDICATOR_CONTRAST = 3;

/** Channel differences up to this count as the same pixel (anti-aliasing, compression). */
const SAME_PIXEL = 24;

export interface FocusIndicator {
  /** How many pixels differ between the two pictures. */
  changed: number;
  /** The indicator's color, its background and their contrast; absent when no pixel changed. */
  color?: Rgb;
  background?: Rgb;
  ratio?: number;
}

/**
 * Compares two pictures of the same area (same size and channels), one with
 * the element focused and one without; `element` is the element's box inside
 * that area, in its pixels.
 */
export function focusIndicator(focused: RawImage, unfocused: RawImage, element: Box): FocusIndicator {
  if (focused.width !== unfocused.width || focused.height !== unfocused.height || focused.channels !== unfocused.channels) {
    throw new Error('focusIndicator: the two pictures differ in size');
  }
  const {width, height, channels} = focused;
  const inside: number[] = [];
  const outside: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      let differs = false;
      for (let c = 0; c < 3; c += 1) if (Math.abs(focused.data[at + c]! - unfocused.data[at + c]!) > SAME_PIXEL) differs = true;
      if (!differs) continue;
      const inBox = x >= element.x && x < element.x + element.width && y >= element.y && y < element.y + element.height;
      (inBox ? inside : outside).push(at);
    }
  }
  const changed = inside.length + outside.length;
  if (changed === 0) return {changed};
  const ring = outside.length > 0 ? outside : inside;
  const pick = (image: RawImage): RawImage => {
    const data = new Uint8Array(ring.length * 3);
    ring.forEach((at, i) => data.set(image.data.subarray(at, at + 3), i * 3));
    return {data, width: ring.length, height: 1, channels: 3};
  };
  const color = dominantColor(pick(focused)).color;
  const background = dominantColor(pick(unfocused)).color;
  return {changed, color, background, ratio: contrastRatio(color, background)};
}
