#!/usr/bin/env node
/**
 * Makes the site's generated images: one cover per insight and case study
 * (WebP at the blog-cover preset, 800x400, quality 70) and the 1200x630
 * share image.
 *
 * Each cover is drawn from its post's scene in tools/covers/scenes.ts (a
 * post without one gets its category's default scene, with a warning) by the
 * drawing kit in tools/covers/kit.ts, in the category's palette
 * (src/data/categories.ts), and the scene's alt text is copied into the
 * post's `image_alt` line (no other line of the post is touched). static/img/covers/manifest.json records a hash of
 * each cover's SVG: a cover is redrawn when its scene or the kit changed, and
 * the unit tests fail while a committed cover is out of date. --force redraws
 * every image. Run with `npm run covers`; the results are committed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import sharp from 'sharp';
import {loadTs, root} from '../../scripts/load-ts.mjs';

const force = process.argv.includes('--force');

const SHARE = {width: 1200, height: 630};
const MANIFEST = 'static/img/covers/manifest.json';

const art = await loadTs('tools/covers/kit.ts');
const data = await loadTs('tools/covers/scenes.ts');
const {categoryNamed, categoryOrDefault, DEFAULT_CATEGORY} = await loadTs('src/data/categories.ts');
const {imagePresets} = await loadTs('src/lib/imagePresets.ts');
const COVER = imagePresets['blog-cover'];

const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');

function readManifest() {
  const file = path.join(root, MANIFEST);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')).covers ?? {}) : {};
}

/** Keeps the post's image_alt in step with the picture drawn for it; only that line changes. */
function syncAlt(file, alt) {
  const text = fs.readFileSync(file, 'utf8');
  const line = `image_alt: ${JSON.stringify(alt)}`;
  const updated = /^image_alt:.*$/m.test(text)
    ? text.replace(/^image_alt:.*$/m, () => line)
    : text.replace(/^image:.*$/m, (m) => `${m}\n${line}`);
  if (updated !== text) fs.writeFileSync(file, updated);
}

async function covers(folder, outDir, previous, next, warnings) {
  let made = 0;
  for (const name of fs.readdirSync(path.join(root, folder)).sort()) {
    if (!/\.mdx?$/.test(name) || name.startsWith('_')) continue;
    const file = path.join(root, folder, name);
    const {data: fm} = matter(fs.readFileSync(file, 'utf8'));
    if (!fm.slug) continue;
    const category = fm.category ?? DEFAULT_CATEGORY;
    const {scene, own} = art.sceneFor(fm.slug, category, data.coverScenes, data.defaultScenes, DEFAULT_CATEGORY);
    if (!own) warnings.push(`${folder}/${name}: no scene for "${fm.slug}" in tools/covers/scenes.ts; drew the ${category} default`);
    const {palette} = categoryOrDefault(category);
    const svg = art.renderCover(scene, palette, {width: COVER.width, height: COVER.height});
    const publicPath = `/${outDir}/${fm.slug}.webp`;
    const image = path.join(root, 'static', publicPath);
    const hash = sha256(svg);
    next[publicPath] = hash;
    syncAlt(file, scene.alt);
    if (!force && fs.existsSync(image) && previous[publicPath] === hash) continue;
    fs.mkdirSync(path.dirname(image), {recursive: true});
    await sharp(Buffer.from(svg)).webp({quality: COVER.quality}).toFile(image);
    made += 1;
  }
  return made;
}

/** A seeded pseudo-random sequence, so the share card's bars are the same on every run. */
function seeded(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** The share card's faint backdrop: a row of bars in the Private Equity palette. */
function shareBars(w, h) {
  const {main, light, accent} = categoryNamed('Private Equity').palette;
  const rand = seeded('keelson-share');
  const n = 9 + Math.floor(rand() * 5);
  const bw = (w * 0.7) / n;
  return Array.from({length: n}, (_, i) => {
    const bh = h * (0.15 + rand() * 0.6);
    const fill = i === n - 2 ? accent : i % 2 ? light : main;
    return `<rect x="${w * 0.15 + i * bw}" y="${h * 0.85 - bh}" width="${bw * 0.7}" height="${bh}" rx="4" fill="${fill}" opacity="0.25"/>`;
  }).join('');
}

/** The site's share card: the firm's name and line over a faint row of bars. */
async function shareImage() {
  const file = path.join(root, 'static/img/share/keelson-share.png');
  if (!force && fs.existsSync(file)) return;
  const {width: w, height: h} = SHARE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="#0b1f3a"/>
  ${shareBars(w, h)}
  <rect x="80" y="200" width="96" height="96" rx="20" fill="#1d4ed8"/>
  <path d="M100 228h56M100 248h56M100 268h56" stroke="#93c5fd" stroke-width="5" stroke-linecap="round"/>
  <path d="M128 214v68" stroke="#fff" stroke-width="9" stroke-linecap="round"/>
  <text x="200" y="270" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#fff">Keelson RevOps</text>
  <text x="80" y="390" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#cbd5e1">CRM, data operations and RevOps for private equity</text>
  <text x="80" y="440" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#cbd5e1">and its portfolio companies. HubSpot experts since 2012.</text>
</svg>`;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  await sharp(Buffer.from(svg)).png({compressionLevel: 9, palette: true}).toFile(file);
}

const previous = readManifest();
const next = {};
const warnings = [];
const made =
  (await covers('blog', 'img/covers', previous, next, warnings)) +
  (await covers('case-studies', 'img/covers/case-studies', previous, next, warnings));
const sorted = Object.fromEntries(
  Object.keys(next)
    .sort()
    .map((k) => [k, next[k]]),
);
fs.writeFileSync(path.join(root, MANIFEST), `${JSON.stringify({covers: sorted}, null, 2)}\n`);
await shareImage();
for (const warning of warnings) console.warn(`covers: ${warning}`);
console.log(`Covers written: ${made}${force ? ' (forced)' : ''}.`);
