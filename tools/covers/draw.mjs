#!/usr/bin/env node
/**
 * Draws the covers that come from scenes: a post with a scene of its own in
 * tools/covers/scenes.ts (keyed by its slug) gets a 1600x800 PNG at
 * `static/img/covers/<slug>.png` (case studies: `static/img/covers/case-studies/<slug>.png`),
 * and its front matter's `image` and `image_alt` are pointed at the picture
 * and its scene's alt text (no other line of the post is touched). Each
 * category's default scene is drawn to `static/img/covers/defaults/<tag>.png`:
 * the cover of a post that names no picture of its own. A post with a
 * picture of its own (a JPEG, a PNG, a WebP) and no scene is left alone.
 * The build makes the responsive WebP files and the share card from whatever
 * the post names (src/plugins/covers, the cards pass of src/plugins/post-build).
 *
 * static/img/covers/manifest.json records a hash of each drawing: a cover is
 * redrawn when its scene or the kit changed, and the unit tests fail while a
 * committed drawing is out of date. --force redraws everything. Also draws the
 * brand's own 1200x630 share card. Run with `npm run covers`; commit what it
 * writes.
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
const {CATEGORIES, categoryNamed, categoryOrDefault} = await loadTs('src/data/categories.ts');
const {DRAWING} = art;

const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');

function readManifest() {
  const file = path.join(root, MANIFEST);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')).covers ?? {}) : {};
}

/** Points the post's `image` at its drawing and its `image_alt` at the scene's text; only those two lines change. */
function syncFrontMatter(file, image, alt) {
  const text = fs.readFileSync(file, 'utf8');
  const imageLine = `image: ${image}`;
  const altLine = `image_alt: ${JSON.stringify(alt)}`;
  let updated = /^image:.*$/m.test(text)
    ? text.replace(/^image:.*$/m, () => imageLine)
    : text.replace(/^category:.*$/m, (m) => `${m}\n${imageLine}`);
  updated = /^image_alt:.*$/m.test(updated)
    ? updated.replace(/^image_alt:.*$/m, () => altLine)
    : updated.replace(/^image:.*$/m, (m) => `${m}\n${altLine}`);
  if (updated !== text) fs.writeFileSync(file, updated);
}

/** Draws one scene to a PNG under static/, unless the committed drawing is current. */
async function draw(scene, palette, publicPath, previous, next) {
  const svg = art.renderCover(scene, palette, DRAWING);
  const image = path.join(root, 'static', publicPath);
  const hash = sha256(svg);
  next[publicPath] = hash;
  if (!force && fs.existsSync(image) && previous[publicPath] === hash) return 0;
  fs.mkdirSync(path.dirname(image), {recursive: true});
  await sharp(Buffer.from(svg)).png({compressionLevel: 9, palette: true}).toFile(image);
  return 1;
}

async function covers(folder, outDir, previous, next) {
  let made = 0;
  for (const name of fs.readdirSync(path.join(root, folder)).sort()) {
    if (!/\.mdx?$/.test(name) || name.startsWith('_')) continue;
    const file = path.join(root, folder, name);
    const {data: fm} = matter(fs.readFileSync(file, 'utf8'));
    const scene = fm.slug ? data.coverScenes[fm.slug] : undefined;
    if (!scene) continue;
    const publicPath = `/${outDir}/${fm.slug}.png`;
    made += await draw(scene, categoryOrDefault(fm.category).palette, publicPath, previous, next);
    syncFrontMatter(file, publicPath, scene.alt);
  }
  return made;
}

/** Each category's own cover, for a post that names no picture. */
async function defaults(previous, next) {
  let made = 0;
  for (const category of CATEGORIES) {
    made += await draw(data.defaultScenes[category.name], category.palette, `/img/covers/defaults/${category.tag}.png`, previous, next);
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
const made =
  (await covers('blog', 'img/covers', previous, next)) +
  (await covers('case-studies', 'img/covers/case-studies', previous, next)) +
  (await defaults(previous, next));
const sorted = Object.fromEntries(
  Object.keys(next)
    .sort()
    .map((k) => [k, next[k]]),
);
fs.writeFileSync(path.join(root, MANIFEST), `${JSON.stringify({covers: sorted}, null, 2)}\n`);
await shareImage();
console.log(`Covers written: ${made}${force ? ' (forced)' : ''}.`);
