/**
 * Files the build makes from pictures (cover sizes, share cards), kept
 * between builds in a folder under `node_modules/.cache` and named by a hash
 * of everything that goes into them, so an unchanged file is not made again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The SHA-256 of `data`, in hex: the cache keys. */
export function sha256(data: Buffer | string): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

/**
 * Copies the cached file `name` of `cacheDir` to `target`, making it with
 * `make` first when the cache lacks it. Resolves to whether it was made.
 */
export async function copyFromCache(
  cacheDir: string,
  name: string,
  target: string,
  make: (file: string) => Promise<unknown>,
): Promise<boolean> {
  const cached = path.join(cacheDir, name);
  const made = !fs.existsSync(cached);
  if (made) await make(cached);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.copyFileSync(cached, target);
  return made;
}
