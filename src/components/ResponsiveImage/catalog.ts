import catalog from '@site/src/data/illustrations.json';
import type {PresetName} from '@site/src/lib/imagePresets';

/** Names of the site's own artwork (src/data/illustrations.json). */
export type ImageName = keyof typeof catalog;

/** Was this artwork generated at this preset? (An unknown pair has no files to point at.) */
export function isGenerated(name: string, preset: PresetName): boolean {
  const entry = (catalog as Record<string, {presets: string[]} | undefined>)[name];
  return entry?.presets.includes(preset) ?? false;
}
