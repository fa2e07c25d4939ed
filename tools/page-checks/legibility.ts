/**
 * Legibility measured from pixels: the contrast between a control's text
 * colour and the colour that covers most of its box as the browser painted
 * it. Computed styles cannot see a missing rule, a gradient or an image
 * behind the text; the painted pixels can. Used by the site walk
 * (tests/e2e/site-walk.spec.ts) on every button and every link styled as a
 * button.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Rgba extends Rgb {
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

/** WCAG 2 AA for text (1.4.3): every control's label reaches it, whatever its size. */
export const MIN_TEXT_CONTRAST = 4.5;

const clamp255 = (n: number) => Math.min(255, Math.max(0, n));

/**
 * A computed CSS colour as the browser reports it: `rgb(r, g, b)`,
 * `rgba(r, g, b, a)`, the space-separated forms with `/ a`, or
 * `color(srgb r g b / a)` with channels from 0 to 1. Null for anything else.
 */
export function parseCssColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const srgb = /^color\(srgb\s+([\d.e+-]+)\s+([\d.e+-]+)\s+([\d.e+-]+)(?:\s*\/\s*([\d.e+-]+%?))?\s*\)$/.exec(text);
  if (srgb) {
    const [r, g, b] = [srgb[1], srgb[2], srgb[3]].map((c) => clamp255(Number(c) * 255));
    return {r: r!, g: g!, b: b!, a: alpha(srgb[4])};
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(text);
  if (!rgb) return null;
  return {r: clamp255(Number(rgb[1])), g: clamp255(Number(rgb[2])), b: clamp255(Number(rgb[3])), a: alpha(rgb[4])};
}

function alpha(value: string | undefined): number {
  if (value === undefined) return 1;
  const n = value.endsWith('%') ? Number(value.slice(0, -1)) / 100 : Number(value);
  return Math.min(1, Math.max(0, n));
}

/** Relative luminance of an sRGB colour (WCAG 2 definition), 0 for black to 1 for white. */
export function relativeLuminance({r, g, b}: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, from 1 (same luminance) to 21 (black on white); symmetric. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A translucent colour painted over an opaque one. */
export function composite(top: Rgba, under: Rgb): Rgb {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return {r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b)};
}

/** Raw pixels, row by row, `channels` bytes each (RGB or RGBA), as an image decoder returns them. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The pixels of `box` (CSS pixels at scale 1, fractions rounded outward),
 * clipped to the image. Null when nothing of the box lies in the image.
 */
export function crop(image: RawImage, box: Box): RawImage | null {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const right = Math.min(image.width, Math.ceil(box.x + box.width));
  const bottom = Math.min(image.height, Math.ceil(box.y + box.height));
  if (right <= left || bottom <= top) return null;
  const width = right - left;
  const rowBytes = width * image.channels;
  const data = new Uint8Array(rowBytes * (bottom - top));
  for (let row = top; row < bottom; row += 1) {
    const start = (row * image.width + left) * image.channels;
    data.set(image.data.subarray(start, start + rowBytes), (row - top) * rowBytes);
  }
  return {data, width, height: bottom - top, channels: image.channels};
}

/**
 * The tallest band photographed at once: far under the browser's limit for one capture. Each
 * picture costs the browser a fixed time whatever its size (it stops the page's animations, hides
 * the caret and captures beyond the viewport), far more than its extra pixels, so a band takes in
 * every control below it while it stays this tall (the site walk took about a fifth less time than
 * with bands cut at every 200 px gap between controls).
 */
const BAND_HEIGHT = 4000;

/**
 * The parts of a page to photograph for `boxes` (document coordinates), as clips in whole pixels:
 * top to bottom, a box joins the band above it when the band stays no taller than BAND_HEIGHT (a
 * box taller than that gets its own). A
 * band spans its boxes' width, cut to the page's. Every box lies wholly inside its band, but a box
 * wholly off the page's sides, which has no pixel to photograph, is in none.
 */
export function bands(boxes: readonly Box[], pageWidth: number): Box[] {
  // A box wholly off the page's sides shows no pixel to photograph.
  const sorted = boxes.filter((b) => b.x + b.width > 0 && b.x < pageWidth).sort((a, b) => a.y - b.y);
  const out: {top: number; bottom: number; left: number; right: number}[] = [];
  for (const box of sorted) {
    const last = out.at(-1);
    const bottom = box.y + box.height;
    if (last && bottom - last.top <= BAND_HEIGHT) {
      last.bottom = Math.max(last.bottom, bottom);
      last.left = Math.min(last.left, box.x);
      last.right = Math.max(last.right, box.x + box.width);
    } else {
      out.push({top: Math.floor(box.y), bottom, left: box.x, right: box.x + box.width});
    }
  }
  return out.map((b) => {
    const x = Math.max(0, Math.floor(b.left));
    return {x, y: b.top, width: Math.min(pageWidth, Math.ceil(b.right)) - x, height: Math.ceil(b.bottom) - b.top};
  });
}

/** Channel values that differ by less than this fall in the same colour bucket. */
const BUCKET = 8;

/**
 * The colour that covers most of the image: pixels are grouped in buckets
 * of 8 levels per channel (so a gradient's neighbouring shades and the
 * fringes of anti-aliasing count together), and the answer is the mean of
 * the largest bucket, with the share of the pixels it holds. Alpha is
 * ignored: a screenshot is opaque.
 */
export function dominantColor(image: RawImage): {color: Rgb; share: number} {
  const buckets = new Map<number, {n: number; r: number; g: number; b: number}>();
  const pixels = image.width * image.height;
  if (pixels === 0) throw new Error('dominantColor: the image has no pixels');
  for (let i = 0; i < pixels; i += 1) {
    const at = i * image.channels;
    const r = image.data[at]!;
    const g = image.data[at + 1]!;
    const b = image.data[at + 2]!;
    const key = (Math.floor(r / BUCKET) << 10) | (Math.floor(g / BUCKET) << 5) | Math.floor(b / BUCKET);
    const bucket = buckets.get(key);
    if (bucket) {
      bucket.n += 1;
      bucket.r += r;
      bucket.g += g;
      bucket.b += b;
    } else {
      buckets.set(key, {n: 1, r, g, b});
    }
  }
  let best = {n: 0, r: 0, g: 0, b: 0};
  for (const bucket of buckets.values()) if (bucket.n > best.n) best = bucket;
  return {color: {r: best.r / best.n, g: best.g / best.n, b: best.b / best.n}, share: best.n / pixels};
}

export interface PaintedContrast {
  /** Contrast of the text colour (made opaque over the background) against the background. */
  ratio: number;
  /** The colour that covers most of the box. */
  background: Rgb;
  /** How much of the box that colour covers, 0 to 1. */
  share: number;
}

/** The contrast of text in `textColor` against what covers most of the control's painted box. */
export function paintedContrast(textColor: Rgba, box: RawImage): PaintedContrast {
  const {color: background, share} = dominantColor(box);
  const text = composite(textColor, background);
  return {ratio: contrastRatio(text, background), background, share};
}

/** The computed styles that tell a link drawn as a button from a link in running text. */
export interface LinkStyle {
  className: string;
  display: string;
  backgroundColor: string;
  backgroundImage: string;
  /** Top, right, bottom and left border widths in px, with their styles. */
  borderWidths: readonly number[];
  borderStyles: readonly string[];
  paddingLeft: number;
  paddingRight: number;
  /** Whether the link holds a heading, a paragraph or a picture: a card, not a button. */
  holdsBlocks: boolean;
}

/**
 * Whether a link is styled as a button: Infima's `.button`, or a box of its
 * own (a painted background, or a border all round) with room around its
 * label, laid out as a block rather than as a run of text, and holding a
 * label rather than a card's heading, text and picture.
 */
export function isButtonStyled(style: LinkStyle): boolean {
  if (/(^|\s)button(\s|$)/.test(style.className)) return true;
  if (style.holdsBlocks) return false;
  if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') return false;
  const background = parseCssColor(style.backgroundColor);
  const painted = (background !== null && background.a > 0) || style.backgroundImage !== 'none';
  const bordered =
    style.borderWidths.length === 4 &&
    style.borderWidths.every((w) => w > 0) &&
    style.borderStyles.every((s) => s !== 'none' && s !== 'hidden');
  return (painted || bordered) && style.paddingLeft >= 8 && style.paddingRight >= 8;
}

/** A colour as `#rrggbb`, for messages. */
export function hex({r, g, b}: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}
