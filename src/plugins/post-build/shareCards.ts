/**
 * The cards pass: draws the share card of every page whose head names one
 * (`og:image` under `/img/cards/`, src/lib/shareCard.ts): a 1200x630 PNG with
 * the page's Open Graph title, a line saying what kind of page it is, the
 * brand, and a post's cover beside them. A post whose front matter names a
 * `share_image` gets that picture, cropped to the card's size, instead.
 *
 * Cards are drawn with resvg from an SVG laid out here, in the Inter font the
 * project carries (the machine's own fonts never matter), and kept in a cache
 * keyed by a hash of what they show, so an unchanged page is not drawn again.
 * The pass reads the built pages and writes image files; it never rewrites a
 * page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {Resvg} from '@resvg/resvg-js';
import sharp from 'sharp';
import {BRAND_CARD, SHARE_CARD, titleFromCardAlt} from '../../lib/shareCard';
import {searchTypeFor} from '../../lib/searchIndex';
import {copyFromCache, sha256} from '../covers/buildCache';
import {fontMetrics, wrapText, type FontMetrics} from './fontMetrics';
import {metaValues, readHeadTags} from './headTags';
import {routePageFiles} from './routePages';
import type {PostBuildPass} from './types';

const require_ = createRequire(__filename);
const FONTS = {
  regular: require_.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require_.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};
/** Part of every cache key: a change in the layout below makes every card new. */
const LAYOUT_VERSION = 'card-v3';
const CACHE_DIR = 'node_modules/.cache/keelson-share-cards';

const NAVY = '#0b1f3a';
const BLUE = '#1d4ed8';
const LIGHT_BLUE = '#93c5fd';
const MUTED = '#cbd5e1';

/** What one card shows. */
export interface CardContent {
  title: string;
  /** What kind of page it is ("Insight · Data Quality"), or none. */
  label?: string;
  brand: string;
  /** A post's cover picture, shown beside the title. */
  cover?: Buffer;
}

/** What the pass knows of each post: the line its card shows and the pictures the card is made from. */
export interface PostCardFacts {
  label: string;
  /** The post's cover source. */
  cover: string;
  /** The picture the post chose as its card. */
  share?: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One way to set a title: a font size and the most lines the card has room for at that size. */
export interface TitleStep {
  size: number;
  lines: number;
}

/**
 * The title at the first step it fits (steps go from large type in few lines
 * to smaller type in more); a title too long for the last step keeps that
 * step's lines, the last one cut with an ellipsis.
 */
export function fitTitle(title: string, width: number, steps: readonly TitleStep[], metrics: FontMetrics): {size: number; lines: string[]} {
  for (const step of steps) {
    const lines = wrapText(title, width, step.size, metrics);
    if (lines.length <= step.lines) return {size: step.size, lines};
  }
  const {size, lines: most} = steps.at(-1)!;
  const lines = wrapText(title, width, size, metrics);
  const kept = lines.slice(0, most - 1);
  const words = lines
    .slice(most - 1)
    .join(' ')
    .split(' ');
  let last = '';
  for (const word of words) {
    const candidate = last ? `${last} ${word}` : word;
    if (metrics.measure(`${candidate}…`, size) > width) break;
    last = candidate;
  }
  return {size, lines: [...kept, `${last.replace(/[\s,;:–—-]+$/u, '')}…`]};
}

/** The steps of a card's title: beside a cover the column is narrower, so more lines fit. */
export const TITLE_STEPS = {
  wide: [
    {size: 64, lines: 2},
    {size: 56, lines: 3},
    {size: 48, lines: 4},
  ],
  besideCover: [
    {size: 52, lines: 3},
    {size: 46, lines: 4},
    {size: 40, lines: 5},
  ],
} as const satisfies Record<string, readonly TitleStep[]>;

/** The brand's mark: the same drawing as the site's logo. */
function mark(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
  <rect x="0" y="2" width="32" height="32" rx="7" fill="${BLUE}"/>
  <path d="M7 11h18M7 18h18M7 25h18" stroke="${LIGHT_BLUE}" stroke-width="2" stroke-linecap="round"/>
  <path d="M16 6v24" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>
</g>`;
}

/**
 * The bars drawn on a card without a cover: six columns standing on one
 * baseline at the right. A title whose lines reach over them pushes them
 * down: they shrink to stay a gap below its last line, and a title that
 * leaves too little room has no bars.
 */
export const CARD_BARS = {left: 880, pitch: 46, width: 30, base: 560, heights: [140, 210, 170, 260, 230, 300], gap: 24, least: 60} as const;

/** The heights of the bars beside a title whose lines end at x `titleRight` and whose last line ends at y `titleBottom`. */
export function barHeights(titleRight: number, titleBottom: number): number[] {
  const {left, base, heights, gap, least} = CARD_BARS;
  if (titleRight + gap <= left) return [...heights];
  const room = base - (titleBottom + gap);
  if (room < least) return [];
  const scale = Math.min(1, room / Math.max(...heights));
  return heights.map((h) => Math.floor(h * scale));
}

/** How far below its baseline Inter's descenders reach, in ems. */
const DESCENT = 0.25;

/** The card as SVG: title and label on the left, the cover (when there is one) on the right, the brand at the foot. */
export function cardSvg(content: CardContent, metrics: FontMetrics, coverDataUri?: string): string {
  const {width: W, height: H} = SHARE_CARD;
  const left = 72;
  const withCover = coverDataUri !== undefined;
  const textWidth = withCover ? 520 : W - 2 * left;
  const {size, lines} = fitTitle(content.title, textWidth, withCover ? TITLE_STEPS.besideCover : TITLE_STEPS.wide, metrics);
  const lineHeight = Math.round(size * 1.18);
  const labelY = 150;
  const titleTop = content.label ? labelY + 36 : labelY - 20;
  const titleLines = lines
    .map((line, i) => `<tspan x="${left}" y="${titleTop + size + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const cover = withCover
    ? `<clipPath id="c"><rect x="652" y="185" width="476" height="238" rx="16"/></clipPath>
  <image x="652" y="185" width="476" height="238" preserveAspectRatio="xMidYMid slice" href="${coverDataUri}" clip-path="url(#c)"/>
  <rect x="652" y="185" width="476" height="238" rx="16" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>`
    : `<g opacity="0.18">${barHeights(
        left + Math.max(...lines.map((line) => metrics.measure(line, size))),
        titleTop + size + (lines.length - 1) * lineHeight + Math.ceil(size * DESCENT),
      )
        .map(
          (h, i) =>
            `<rect x="${CARD_BARS.left + i * CARD_BARS.pitch}" y="${CARD_BARS.base - h}" width="${CARD_BARS.width}" height="${h}" rx="4" fill="${i === 4 ? LIGHT_BLUE : BLUE}"/>`,
        )
        .join('')}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${NAVY}"/>
  <rect width="${W}" height="10" fill="${BLUE}"/>
  ${cover}
  ${content.label ? `<text x="${left}" y="${labelY}" font-family="Inter" font-weight="700" font-size="24" letter-spacing="2.5" fill="${LIGHT_BLUE}">${escapeXml(content.label.toUpperCase())}</text>` : ''}
  <text font-family="Inter" font-weight="700" font-size="${size}" fill="#ffffff">${titleLines}</text>
  ${mark(left, 516, 1.5)}
  <text x="${left + 64}" y="556" font-family="Inter" font-weight="700" font-size="30" fill="#ffffff">${escapeXml(content.brand)}</text>
  <text x="${left + 64 + metrics.measure(content.brand, 30) + 16}" y="556" font-family="Inter" font-size="24" fill="${MUTED}">CRM, data and RevOps for private equity</text>
</svg>`;
}

let metricsCache: FontMetrics | undefined;
function boldMetrics(): FontMetrics {
  metricsCache ??= fontMetrics(fs.readFileSync(FONTS.bold));
  return metricsCache;
}

/** Draws one card to PNG. */
export async function drawCard(content: CardContent): Promise<Buffer> {
  const coverDataUri = content.cover
    ? `data:image/jpeg;base64,${(await sharp(content.cover).resize(952, 476, {fit: 'cover', position: sharp.strategy.attention}).jpeg({quality: 85}).toBuffer()).toString('base64')}`
    : undefined;
  const svg = cardSvg(content, boldMetrics(), coverDataUri);
  const png = new Resvg(svg, {
    fitTo: {mode: 'width', value: SHARE_CARD.width},
    font: {loadSystemFonts: false, fontFiles: [FONTS.regular, FONTS.bold], defaultFontFamily: 'Inter'},
  })
    .render()
    .asPng();
  return sharp(png).png({compressionLevel: 9, palette: !content.cover}).toBuffer();
}

/** A card made from the picture a post chose: cropped to the card's size. */
function chosenCard(picture: Buffer): Promise<Buffer> {
  return sharp(picture).resize(SHARE_CARD.width, SHARE_CARD.height, {fit: 'cover', position: sharp.strategy.attention}).png().toBuffer();
}

/** What kind of page a card is for, from its address: the line above its title. */
export function cardLabel(pathname: string, post?: Pick<PostCardFacts, 'label'>): string | undefined {
  if (post) return post.label;
  const type = searchTypeFor(pathname);
  if (type === 'Guide' || type === 'FAQ' || type === 'Service') return type;
  if (type === 'Tool') return 'Free tool';
  if (type === 'Company page') return undefined;
  const first = pathname.split('/').filter(Boolean)[0];
  return {insights: 'Insights', 'case-studies': 'Case studies', guides: 'Guides', resources: 'Guides', faqs: 'FAQs'}[first ?? ''];
}

/** The post-build pass. `posts` comes from the plugin's `allContentLoaded`: each post's card facts by permalink. */
export function shareCardsPass(posts: () => ReadonlyMap<string, PostCardFacts>): PostBuildPass {
  return {
    name: 'cards',
    async run(args) {
      const {outDir, siteConfig, siteDir} = args;
      const cacheDir = path.join(siteDir, CACHE_DIR);
      fs.mkdirSync(cacheDir, {recursive: true});
      const origin = siteConfig.url.replace(/\/+$/, '');
      const started = performance.now();
      let drawn = 0;
      let cards = 0;
      for (const file of routePageFiles(args)) {
        if (!fs.existsSync(file)) continue;
        const head = readHeadTags(fs.readFileSync(file, 'utf8'));
        const image = metaValues(head, 'og:image')[0];
        if (!image?.startsWith(`${origin}/img/cards/`)) {
          if (image !== `${origin}${BRAND_CARD}`)
            throw new Error(`${path.relative(outDir, file)} names a share card the build does not make: ${image}`);
          continue;
        }
        const cardPath = image.slice(origin.length);
        const pathname = cardPath
          .replace(/^\/img\/cards/, '')
          .replace(/\.png$/, '')
          .replace(/^\/index$/, '/');
        const post = posts().get(pathname);
        const alt = metaValues(head, 'og:image:alt')[0] ?? '';
        const title = titleFromCardAlt(alt, siteConfig.title);
        if (title === undefined) throw new Error(`${path.relative(outDir, file)}: its card's alt does not say what the card shows: ${alt}`);
        const content: CardContent = {title, label: cardLabel(pathname, post), brand: siteConfig.title};
        const cover = post && !post.share ? fs.readFileSync(post.cover) : undefined;
        const chosen = post?.share ? fs.readFileSync(post.share) : undefined;
        const key = sha256(JSON.stringify({LAYOUT_VERSION, content, cover: cover && sha256(cover), chosen: chosen && sha256(chosen)}));
        const made = await copyFromCache(cacheDir, `${key}.png`, path.join(outDir, cardPath), async (file) =>
          fs.writeFileSync(file, chosen ? await chosenCard(chosen) : await drawCard({...content, cover})),
        );
        if (made) drawn += 1;
        cards += 1;
      }
      console.info(
        `[cards] ${cards} share cards, ${drawn} drawn in ${((performance.now() - started) / 1000).toFixed(1)} s (the rest from the cache)`,
      );
    },
  };
}
