#!/usr/bin/env node
/**
 * Rasterizes the site's own artwork (tools/illustrations/*.svg, listed in
 * src/data/illustrations.json) into WebP files at the presets and responsive
 * widths of src/lib/imagePresets.ts, under static/img/generated/, plus a manifest.json
 * recording each source's hash and every file written.
 *
 * This is a committed script run before the build, not part of it: the
 * generated files are committed, so a build needs neither sharp's native
 * binary nor the time to encode. `npm run images` runs it; `--check` only
 * verifies that the committed files match the artwork and the presets, and
 * tests/unit/imagePresets.test.ts runs the same checks in every test run,
 * so stale output fails the tests with a message that says to run it.
 *
 * The presets come from src/lib/imagePresets.ts itself (transpiled here with
 * the TypeScript compiler), so the script and the ResponsiveImage component
 * cannot disagree about sizes or file names.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {loadTs, root} from '../../scripts/load-ts.mjs';

const sourceDir = path.join(root, 'tools/illustrations');
const catalogFile = path.join(root, 'src/data/illustrations.json');
const staticDir = path.join(root, 'static');
const checkOnly = process.argv.includes('--check');

function sha256(buffer) {
  return crypto.createHash('sha256').update(buffer).digest('hex');
}

const presets = await loadTs('src/lib/imagePresets.ts');
const catalog = JSON.parse(fs.readFileSync(catalogFile, 'utf8'));
const outDir = path.join(staticDir, presets.GENERATED_IMAGE_DIR);
const manifestFile = path.join(outDir, 'manifest.json');

const problems = [];
const manifest = {images: []};
const expectedFiles = new Set(['manifest.json']);

for (const [name, entry] of Object.entries(catalog)) {
  const source = fs.readFileSync(path.join(sourceDir, entry.source));
  const record = {name, source: entry.source, sourceSha256: sha256(source), variants: []};
  for (const presetName of entry.presets) {
    if (!presets.isPresetName(presetName)) {
      problems.push(`src/data/illustrations.json: "${name}" names unknown preset "${presetName}"`);
      continue;
    }
    const preset = presets.presetOf(presetName);
    for (const width of presets.widthsFor(presetName)) {
      const height = presets.heightAt(presetName, width);
      const publicPath = presets.generatedImagePath(name, presetName, width);
      const file = path.join(staticDir, publicPath);
      expectedFiles.add(path.basename(file));
      record.variants.push({preset: presetName, width, height, quality: preset.quality, path: publicPath});
      if (checkOnly) {
        if (!fs.existsSync(file)) problems.push(`missing ${publicPath}`);
        continue;
      }
      // Render the vector at the size it is shown, so small widths stay crisp.
      const density = Math.max(72, Math.ceil((72 * width) / (await sharp(source).metadata()).width));
      const webp = await sharp(source, {density})
        .resize(width, height, {fit: 'cover'})
        .webp({quality: preset.quality, effort: 6})
        .toBuffer();
      fs.mkdirSync(path.dirname(file), {recursive: true});
      if (!fs.existsSync(file) || !fs.readFileSync(file).equals(webp)) fs.writeFileSync(file, webp);
    }
  }
  manifest.images.push(record);
}

const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
if (checkOnly) {
  const committed = fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile, 'utf8') : '';
  if (committed !== manifestText) problems.push('static/img/generated/manifest.json does not match the artwork or presets');
} else {
  fs.mkdirSync(outDir, {recursive: true});
  fs.writeFileSync(manifestFile, manifestText);
}

// Files left over from renamed artwork or changed presets.
for (const name of fs.existsSync(outDir) ? fs.readdirSync(outDir) : []) {
  if (expectedFiles.has(name)) continue;
  if (checkOnly) problems.push(`stale file static${presets.GENERATED_IMAGE_DIR}/${name}`);
  else fs.rmSync(path.join(outDir, name));
}

if (problems.length) {
  console.error(`Responsive images are out of date (run \`npm run images\`):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const count = manifest.images.reduce((n, image) => n + image.variants.length, 0);
console.log(`${checkOnly ? 'Checked' : 'Wrote'} ${count} responsive images for ${manifest.images.length} artworks.`);
