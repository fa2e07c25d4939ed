/**
 * Loads one of the site's import-free TypeScript modules from a script
 * (src/lib/imagePresets.ts, src/lib/frontMatterCheck.ts, the cover kit and
 * scenes), so scripts and the site share one source of truth. The module is
 * transpiled on its own: type-only imports are dropped, and any other import
 * would fail, which is why those modules import nothing at run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** `file` is relative to the project root, e.g. `src/lib/imagePresets.ts`. */
export async function loadTs(file) {
  const {outputText} = ts.transpileModule(fs.readFileSync(path.join(root, file), 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    fileName: file,
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}
