#!/usr/bin/env node
/**
 * Makes the site's generated images: one abstract cover per insight and case
 * study (WebP at the blog-cover preset, 800x400, quality 70), and the
 * 1200x630 share image. Covers are drawn from the post's slug and category, so
 * the same post always gets the same picture, and each post's `image_alt` is
 * rewritten to describe the cover drawn for it. Existing image files are kept
 * unless --force is given. Run with `npm run covers`; the results are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const force = process.argv.includes('--force');

const COVER = {width: 800, height: 400, quality: 70};
const SHARE = {width: 1200, height: 630};

const palettes = {
  'Data Quality': ['#0b1f3a', '#1d4ed8', '#60a5fa', '#fbbf24'],
  'Data Management': ['#0b1f3a', '#0f766e', '#5eead4', '#93c5fd'],
  'Private Equity': ['#0b1f3a', '#1e3a8a', '#93c5fd', '#fbbf24'],
  'Marketing Attribution': ['#0b1f3a', '#6d28d9', '#c4b5fd', '#60a5fa'],
  'Marketing Operations': ['#0b1f3a', '#7c3aed', '#a5b4fc', '#fbbf24'],
  'Lead Management': ['#0b1f3a', '#1d4ed8', '#a5b4fc', '#34d399'],
  HubSpot: ['#0b1f3a', '#c2410c', '#fdba74', '#93c5fd'],
  'HubSpot Consultant': ['#0b1f3a', '#b45309', '#fcd34d', '#93c5fd'],
  'Tips & Tricks': ['#0b1f3a', '#0369a1', '#7dd3fc', '#fbbf24'],
  'Case Study': ['#0b1f3a', '#15803d', '#86efac', '#93c5fd'],
  Insights: ['#0b1f3a', '#1d4ed8', '#93c5fd', '#f472b6'],
};

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

function motif(kind, rand, [, main, light, accent], w, h) {
  const parts = [];
  if (kind === 0) {
    const n = 9 + Math.floor(rand() * 5);
    const bw = (w * 0.7) / n;
    for (let i = 0; i < n; i += 1) {
      const bh = h * (0.15 + rand() * 0.6);
      const fill = i === n - 2 ? accent : i % 2 ? light : main;
      parts.push(`<rect x="${w * 0.15 + i * bw}" y="${h * 0.85 - bh}" width="${bw * 0.7}" height="${bh}" rx="4" fill="${fill}" opacity="0.9"/>`);
    }
  } else if (kind === 1) {
    const cols = 12;
    const rows = 6;
    for (let c = 0; c < cols; c += 1)
      for (let r = 0; r < rows; r += 1) {
        const pick = rand();
        const fill = pick > 0.93 ? accent : pick > 0.6 ? light : main;
        parts.push(`<rect x="${w * 0.1 + c * w * 0.067}" y="${h * 0.15 + r * h * 0.12}" width="${w * 0.05}" height="${h * 0.09}" rx="3" fill="${fill}" opacity="${pick > 0.6 ? 0.95 : 0.5}"/>`);
      }
  } else if (kind === 2) {
    for (let i = 0; i < 5; i += 1) {
      const y0 = h * (0.2 + rand() * 0.6);
      const y1 = h * (0.2 + rand() * 0.6);
      const stroke = i === 0 ? accent : i % 2 ? light : main;
      parts.push(`<path d="M ${w * 0.08} ${y0} C ${w * 0.4} ${y0}, ${w * 0.55} ${y1}, ${w * 0.92} ${h * 0.5}" fill="none" stroke="${stroke}" stroke-width="${6 - i}" stroke-linecap="round" opacity="0.9"/>`);
    }
    parts.push(`<circle cx="${w * 0.92}" cy="${h * 0.5}" r="14" fill="${accent}"/>`);
  } else if (kind === 3) {
    for (let i = 0; i < 6; i += 1) {
      const r = h * (0.08 + rand() * 0.2);
      parts.push(`<circle cx="${w * (0.2 + rand() * 0.6)}" cy="${h * (0.25 + rand() * 0.5)}" r="${r}" fill="${i === 0 ? accent : i % 2 ? light : main}" opacity="${i === 0 ? 0.95 : 0.55}"/>`);
    }
  } else {
    const bands = 4 + Math.floor(rand() * 4);
    const accentAt = Math.floor(rand() * bands);
    for (let i = 0; i < bands; i += 1) {
      const inset = i * w * (0.27 / bands);
      parts.push(`<rect x="${w * 0.2 + inset}" y="${h * 0.14 + i * h * (0.72 / bands)}" width="${w * 0.6 - inset * 2}" height="${h * (0.54 / bands)}" rx="6" fill="${i === accentAt ? accent : i % 2 ? light : main}" opacity="0.9"/>`);
    }
  }
  return parts.join('');
}

const colourNames = {
  '#1d4ed8': 'blue', '#0f766e': 'teal', '#1e3a8a': 'deep blue', '#6d28d9': 'violet', '#7c3aed': 'violet',
  '#c2410c': 'orange', '#b45309': 'amber', '#0369a1': 'sky blue', '#15803d': 'green',
};
const motifNames = [
  'a row of rising and falling bars',
  'a grid of small tiles, a few lit up',
  'flowing lines converging on a single point',
  'overlapping translucent circles',
  'a funnel of stacked bands narrowing downwards',
];

/** What the cover shows, for its alt text: written from the same drawing rules. */
function coverAlt(slug, category) {
  const palette = palettes[category] ?? palettes.Insights;
  const kind = Math.floor(seeded(slug)() * 5);
  return `Abstract cover: ${motifNames[kind]} in ${colourNames[palette[1]] ?? 'blue'} on navy`;
}

function coverSvg(slug, category, w, h) {
  const palette = palettes[category] ?? palettes.Insights;
  const rand = seeded(slug);
  const kind = Math.floor(rand() * 5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="#132f57"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${motif(kind, rand, palette, w, h)}
</svg>`;
}

async function writeWebp(svg, file, quality) {
  if (!force && fs.existsSync(file)) return false;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  await sharp(Buffer.from(svg)).webp({quality}).toFile(file);
  return true;
}

/** Keeps each post's image_alt in step with the cover actually drawn for it. */
function syncAlt(file, slug, category) {
  const text = fs.readFileSync(file, 'utf8');
  const alt = coverAlt(slug, category);
  const line = `image_alt: "${alt}"`;
  const updated = /^image_alt:.*$/m.test(text) ? text.replace(/^image_alt:.*$/m, line) : text.replace(/^image:.*$/m, (m) => `${m}\n${line}`);
  if (updated !== text) fs.writeFileSync(file, updated);
}

async function covers(folder, outDir) {
  let made = 0;
  for (const name of fs.readdirSync(path.join(root, folder))) {
    if (!/\.mdx?$/.test(name)) continue;
    const file = path.join(root, folder, name);
    const {data} = matter(fs.readFileSync(file, 'utf8'));
    if (!data.slug) continue;
    syncAlt(file, data.slug, data.category);
    const image = path.join(root, 'static', outDir, `${data.slug}.webp`);
    if (await writeWebp(coverSvg(data.slug, data.category, COVER.width, COVER.height), image, COVER.quality)) made += 1;
  }
  return made;
}

async function shareImage() {
  const file = path.join(root, 'static/img/share/keelson-share.png');
  if (!force && fs.existsSync(file)) return;
  const {width: w, height: h} = SHARE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="#0b1f3a"/>
  ${motif(0, seeded('keelson-share'), palettes['Private Equity'], w, h).replace(/opacity="0.9"/g, 'opacity="0.25"')}
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

const made = (await covers('blog', 'img/covers')) + (await covers('case-studies', 'img/covers/case-studies'));
await shareImage();
console.log(`Covers written: ${made}${force ? ' (forced)' : ''}.`);
