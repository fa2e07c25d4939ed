/**
 * Image presets (size, format and quality per kind of image) and the file
 * names, widths and `srcset` of the images made from them. Pure:
 * tools/illustrations/render.mjs loads this very file to write the images,
 * and the ResponsiveImage component uses it to point at them, so the two can
 * never disagree.
 */

export interface ImagePreset {
  width: number;
  height: number;
  /** WebP quality, 1-100. */
  quality: number;
}

export const imagePresets = {
  hero: {width: 1200, height: 600, quality: 80},
  'blog-cover': {width: 800, height: 400, quality: 70},
  content: {width: 600, height: 400, quality: 75},
  thumbnail: {width: 300, height: 200, quality: 70},
  logo: {width: 200, height: 100, quality: 85},
} as const satisfies Record<string, ImagePreset>;

export type PresetName = keyof typeof imagePresets;

/** Candidate widths for `srcset`; each preset uses those up to its own width. */
export const RESPONSIVE_WIDTHS = [400, 800, 1200, 1600] as const;

/** Every generated image is WebP and lives under this public path. */
export const GENERATED_IMAGE_DIR = '/img/generated';
export const IMAGE_FORMAT = 'webp';

export function isPresetName(name: string): name is PresetName {
  return Object.prototype.hasOwnProperty.call(imagePresets, name);
}

export function presetOf(name: PresetName): ImagePreset {
  return imagePresets[name];
}

/**
 * The widths written for a preset: the responsive widths below the preset's
 * width, then the preset's width itself (the cap). A thumbnail (300) gets
 * just [300]; content (600) gets [400, 600]; hero (1200) gets [400, 800, 1200].
 */
export function widthsFor(name: PresetName): number[] {
  const {width} = presetOf(name);
  return [...RESPONSIVE_WIDTHS.filter((w) => w < width), width];
}

/** Height at a given width, keeping the preset's aspect ratio (rounded to whole pixels). */
export function heightAt(name: PresetName, width: number): number {
  const preset = presetOf(name);
  return Math.round((width * preset.height) / preset.width);
}

/** Image names become file names: lower-case words joined by hyphens. */
export function isImageName(name: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name);
}

/** Public path of one generated file, e.g. /img/generated/board-dashboard-hero-800.webp. */
export function generatedImagePath(name: string, preset: PresetName, width: number): string {
  if (!isImageName(name)) {
    throw new Error(`Image name "${name}" must be lower-case words joined by hyphens.`);
  }
  return `${GENERATED_IMAGE_DIR}/${name}-${preset}-${width}.${IMAGE_FORMAT}`;
}

/** The `srcset` value for an image at a preset; `toUrl` adds the site's base URL. */
export function srcSetFor(name: string, preset: PresetName, toUrl: (path: string) => string = (p) => p): string {
  return widthsFor(preset)
    .map((w) => `${toUrl(generatedImagePath(name, preset, w))} ${w}w`)
    .join(', ');
}

/**
 * Default `sizes`: full viewport width on screens narrower than the preset,
 * the preset's width beyond. Callers that show the image in a column pass
 * their own.
 */
export function defaultSizes(preset: PresetName): string {
  const {width} = presetOf(preset);
  return `(max-width: ${width}px) 100vw, ${width}px`;
}
