/**
 * Loads the site's TypeScript modules from a script (the presets, the
 * categories, the cover kit and scenes, the front-matter rules), so scripts
 * and the site share one source of truth. jiti compiles each module and the
 * modules it imports on the fly, with the site's `@site/` alias.
 */
import path from 'node:path';
import {createJiti} from 'jiti';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const jiti = createJiti(import.meta.url, {alias: {'@site': root}});

/** `file` is relative to the project root, e.g. `src/lib/imagePresets.ts`. */
export function loadTs(file) {
  return jiti.import(path.join(root, file));
}
