/**
 * The head of every built page, read from the files the server sends: one of
 * each tag, titles that keep the brand within 60 characters and differ from
 * page to page, social titles that carry the whole headline, a description on
 * every page, and posts' social cards and dates taken from their front matter.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {test, expect} from './fixtures';
import {builtPages, buildDir, type BuiltPage} from '../support/builtPages';
import {decodeEntities, metaValues, readHeadTags, type HeadTags} from '../../src/plugins/post-build/headTags';
import {ELLIPSIS, pageTitle} from '../../src/lib/head';
import {frontMatterDay} from '../../src/plugins/front-matter-check/frontMatterCheck';
import {builtPosts} from '../support/publishedPosts';
import {sampleAuthor} from './support/samples';

const BRAND = 'Keelson RevOps';
const SUFFIX = ` | ${BRAND}`;
const ONCE = [
  'description',
  'og:title',
  'og:description',
  'og:type',
  'og:url',
  'og:image',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'og:site_name',
  'og:image:width',
  'og:image:height',
  'og:image:type',
  'og:image:alt',
  'twitter:image:alt',
];

const pages = builtPages();
const heads = new Map<string, HeadTags>(pages.map((p) => [p.path, readHeadTags(p.html)]));
const head = (pagePath: string): HeadTags => {
  const found = heads.get(pagePath);
  if (!found) throw new Error(`No built page for ${pagePath} in ${buildDir}`);
  return found;
};
const one = (tags: HeadTags, key: string): string | undefined => metaValues(tags, key)[0];
const indexable = (page: BuiltPage) => !metaValues(head(page.path), 'robots').some((v) => /noindex/i.test(v));

test('the build has its pages (and no client redirect page among them)', () => {
  expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/insights', '/contact', '/404']));
  // Every post the build publishes has its page.
  expect(posts.filter((post) => !heads.has(post.path)).map((post) => post.file)).toEqual([]);
});

test('every page has one title, one canonical and one of each description and social tag', () => {
  const problems: string[] = [];
  for (const page of pages) {
    const tags = head(page.path);
    if (tags.titles.length !== 1) problems.push(`${page.path}: ${tags.titles.length} titles`);
    if (tags.canonicals.length !== 1) problems.push(`${page.path}: ${tags.canonicals.length} canonical links`);
    for (const key of ONCE) {
      const n = metaValues(tags, key).length;
      if (n !== 1) problems.push(`${page.path}: ${n} ${key}`);
    }
  }
  expect(problems).toEqual([]);
});

test('every title keeps the brand within 60 characters; every description fits in 160', () => {
  const problems: string[] = [];
  for (const page of pages) {
    const tags = head(page.path);
    const title = tags.titles[0] ?? '';
    if (title.length > 60) problems.push(`${page.path}: title of ${title.length} characters: ${title}`);
    if (!title.endsWith(SUFFIX) && !(page.path === '/' && title.startsWith(BRAND)))
      problems.push(`${page.path}: title without the brand suffix: ${title}`);
    if (title.endsWith(` ${SUFFIX}`) || / \.\.\./.test(title)) problems.push(`${page.path}: stray space in ${title}`);
    for (const key of ['description', 'og:description', 'twitter:description']) {
      const value = one(tags, key) ?? '';
      if (value.trim() === '') problems.push(`${page.path}: empty ${key}`);
      if (value.length > 160) problems.push(`${page.path}: ${key} of ${value.length} characters`);
    }
  }
  expect(problems).toEqual([]);
});

test('no two indexable pages share a title', () => {
  const byTitle = new Map<string, string[]>();
  for (const page of pages.filter(indexable)) {
    const title = head(page.path).titles[0] ?? '';
    byTitle.set(title, [...(byTitle.get(title) ?? []), page.path]);
  }
  const shared = [...byTitle].filter(([, paths]) => paths.length > 1).map(([title, paths]) => `${title}: ${paths.join(', ')}`);
  expect(shared).toEqual([]);
  // The pages that shared one before each blog's generated pages named their blog.
  expect(head('/insights/authors').titles[0]).not.toBe(head('/case-studies/authors').titles[0]);
  expect(head('/insights/tags').titles[0]).not.toBe(head('/case-studies/tags').titles[0]);
  expect(head('/insights/page/2').titles[0]).toBe('Insights (page 2) | Keelson RevOps');
});

/** The text of a page's first-level heading, as a reader sees it. */
function h1Text(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match
    ? decodeEntities(match[1]!.replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim()
    : undefined;
}

test('social titles carry the whole headline, without ellipsis or brand; the title is that headline by the 60-character rule', () => {
  const problems: string[] = [];
  let cut = 0;
  for (const page of pages) {
    const tags = head(page.path);
    const title = tags.titles[0] ?? '';
    const social = one(tags, 'og:title') ?? '';
    const twitter = one(tags, 'twitter:title') ?? '';
    for (const [key, value] of [
      ['og:title', social],
      ['twitter:title', twitter],
    ] as const) {
      if (value.endsWith(ELLIPSIS) || value.endsWith(SUFFIX)) problems.push(`${page.path}: ${key} is cut or carries the brand: ${value}`);
    }
    // A post that sets its own og_title is held to its front matter below.
    if (posts.some((post) => post.path === page.path && post.text('og_title'))) continue;
    const marker = / \(page (\d+)\)$/.exec(social);
    const headline = marker ? social.slice(0, marker.index) : social;
    const expected = pageTitle(headline, BRAND, '|', marker ? Number(marker[1]) : 1);
    if (title !== expected) problems.push(`${page.path}: title "${title}", but the headline "${social}" makes "${expected}"`);
    // Where the title had to be cut, the social title is the heading the page shows, whole (a guide's
    // hero heading is the lead of its title, so there the title goes on past the heading).
    if (title.includes(`${ELLIPSIS} `) || title.endsWith(ELLIPSIS)) {
      cut += 1;
      const heading = h1Text(page.html) ?? '';
      if (heading === '' || !headline.startsWith(heading))
        problems.push(`${page.path}: og:title "${social}", the page's heading "${heading}"`);
    }
  }
  expect(problems).toEqual([]);
  // Some headline (a post's, a guide's, a tag page's) runs past the title's room, so the cut rule is read from this build.
  expect(cut).toBeGreaterThan(0);
});

test('pages that are not posts are websites to Open Graph; Twitter repeats Open Graph', () => {
  const problems: string[] = [];
  for (const page of pages) {
    const tags = head(page.path);
    const isPost = one(tags, 'og:type') === 'article';
    if (!isPost) {
      if (one(tags, 'og:type') !== 'website') problems.push(`${page.path}: og:type ${one(tags, 'og:type')}`);
      if (one(tags, 'og:description') !== one(tags, 'description')) problems.push(`${page.path}: og:description differs`);
      if (one(tags, 'twitter:title') !== one(tags, 'og:title')) problems.push(`${page.path}: twitter:title differs`);
      if (one(tags, 'twitter:description') !== one(tags, 'og:description')) problems.push(`${page.path}: twitter:description differs`);
    }
  }
  expect(problems).toEqual([]);
});

/** The posts the served build makes pages of (tests/support/publishedPosts.ts). */
const posts = [...builtPosts('blog'), ...builtPosts('case-studies')].map((post) => {
  const text = (key: string) => (typeof post.data[key] === 'string' ? (post.data[key] as string).trim() : undefined);
  return {file: post.file, path: post.path, data: post.data, text};
});

test("posts' og_* and twitter_* front matter make their social cards; the rest mirror the page", () => {
  const problems: string[] = [];
  let withOverrides = 0;
  for (const post of posts) {
    const tags = head(post.path);
    const ogTitle = post.text('og_title') ?? post.text('title');
    const ogDescription = post.text('og_description') ?? post.text('description');
    const expected: Record<string, string | undefined> = {
      description: post.text('description'),
      'og:title': ogTitle,
      'og:description': ogDescription,
      'twitter:title': post.text('twitter_title') ?? ogTitle,
      'twitter:description': post.text('twitter_description') ?? ogDescription,
    };
    for (const [key, value] of Object.entries(expected))
      if (one(tags, key) !== value) problems.push(`${post.file}: ${key} is "${one(tags, key)}", expected "${value}"`);
    if (['og_title', 'og_description', 'twitter_title', 'twitter_description'].some((k) => post.text(k))) withOverrides += 1;
  }
  expect(problems).toEqual([]);
  // Some post sets its own social text, so the overrides are read from this build.
  expect(withOverrides).toBeGreaterThan(0);
});

test('posts are articles with a publication date, and a modified date only when they have a revision', () => {
  const problems: string[] = [];
  for (const post of posts) {
    const tags = head(post.path);
    if (one(tags, 'og:type') !== 'article') problems.push(`${post.file}: og:type ${one(tags, 'og:type')}`);
    const published = metaValues(tags, 'article:published_time').map((v) => v.slice(0, 10));
    if (published.join() !== frontMatterDay(post.data.date)) problems.push(`${post.file}: published ${published.join()}`);
    const lastUpdate = post.data.last_update as {date?: unknown} | undefined;
    const revised = lastUpdate?.date === undefined ? undefined : frontMatterDay(lastUpdate.date);
    const modified = metaValues(tags, 'article:modified_time').map((v) => v.slice(0, 10));
    if (modified.join() !== (revised ?? '')) problems.push(`${post.file}: modified ${modified.join() || 'absent'}, revised ${revised}`);
  }
  expect(problems).toEqual([]);
});

test("the not-found page and each blog's author pages have descriptions of their own", () => {
  expect(one(head('/404'), 'description')).toBe("The page you're looking for doesn't exist or there was an error loading it.");
  expect(one(head(`/case-studies/authors/${sampleAuthor.key}`), 'description')).toMatch(
    new RegExp(`^Client case studies by ${sampleAuthor.name}, `),
  );
  expect(one(head(`/insights/authors/${sampleAuthor.key}`), 'description')).toBe(sampleAuthor.summary);
  expect(one(head('/case-studies/tags'), 'description')).toMatch(/^The industries of our client case studies/);
});

const siteUrl = 'https://www.keelson-revops.example';
const sitemapPaths = [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
  new URL(m[1]!).pathname.replace(/(.)\/$/, '$1'),
);

test('every sitemap page names a card LinkedIn shows: a PNG or JPEG file of its declared size, type and alt', async () => {
  // The sitemap lists every indexable post the build publishes.
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const indexablePost = (pagePath: string) => indexable(byPath.get(pagePath)!);
  expect(posts.filter((post) => indexablePost(post.path) && !sitemapPaths.includes(post.path)).map((post) => post.file)).toEqual([]);
  const problems: string[] = [];
  const cardsByPage = new Map<string, string>();
  for (const pagePath of sitemapPaths) {
    const tags = head(pagePath);
    const image = one(tags, 'og:image') ?? '';
    cardsByPage.set(pagePath, image);
    if (one(tags, 'twitter:image') !== image) problems.push(`${pagePath}: twitter:image differs from og:image`);
    if (one(tags, 'og:site_name') !== BRAND) problems.push(`${pagePath}: og:site_name ${one(tags, 'og:site_name')}`);
    if (!image.startsWith(`${siteUrl}/`)) {
      problems.push(`${pagePath}: og:image ${image} is not on the site`);
      continue;
    }
    const file = path.join(buildDir, new URL(image).pathname);
    if (!fs.existsSync(file)) {
      problems.push(`${pagePath}: og:image ${image} has no file`);
      continue;
    }
    const meta = await sharp(file).metadata();
    const type = ({png: 'image/png', jpeg: 'image/jpeg'} as Record<string, string>)[meta.format ?? ''];
    if (!type) problems.push(`${pagePath}: the card is ${meta.format}, not PNG or JPEG`);
    if (one(tags, 'og:image:type') !== type) problems.push(`${pagePath}: og:image:type ${one(tags, 'og:image:type')}, the file is ${type}`);
    if (one(tags, 'og:image:width') !== String(meta.width) || one(tags, 'og:image:height') !== String(meta.height))
      problems.push(
        `${pagePath}: declared ${one(tags, 'og:image:width')}x${one(tags, 'og:image:height')}, the file is ${meta.width}x${meta.height}`,
      );
    const [w = 0, h = 0] = [meta.width, meta.height];
    if (w < 1200 || h < 627 || Math.abs(w / h - 1.91) > 0.03)
      problems.push(`${pagePath}: ${w}x${h} is not at least 1200x627 at about 1.91:1`);
    const alt = one(tags, 'og:image:alt') ?? '';
    if (alt.trim() === '' || one(tags, 'twitter:image:alt') !== alt)
      problems.push(`${pagePath}: og:image:alt "${alt}", twitter:image:alt differs or is empty`);
  }
  expect(problems).toEqual([]);

  // Each post, case study and guide has a card of its own, which names its title.
  const ownCard = sitemapPaths.filter(
    (p) => /^\/(insights|case-studies|guides)\/[^/]+$/.test(p) && !/^\/(insights|case-studies)\/(archive|authors|tags|page)$/.test(p),
  );
  expect(ownCard).toEqual(expect.arrayContaining(posts.filter((post) => sitemapPaths.includes(post.path)).map((post) => post.path)));
  const shared = new Map<string, string[]>();
  for (const p of ownCard) shared.set(cardsByPage.get(p)!, [...(shared.get(cardsByPage.get(p)!) ?? []), p]);
  expect([...shared.values()].filter((paths) => paths.length > 1)).toEqual([]);
  expect(ownCard.filter((p) => !cardsByPage.get(p)!.endsWith(`/img/cards${p}.png`))).toEqual([]);
});

test("a card shows the page's full title, where the document title is cut, and a post's cover beside it", async () => {
  const roadmap = head('/guides/pe-hubspot-implementation-roadmap');
  expect(roadmap.titles[0]).toMatch(/\.\.\. \| Keelson RevOps$/);
  expect(one(roadmap, 'og:image:alt')).toBe(
    '“The 100-Day HubSpot Implementation Roadmap for PE Portfolio Companies” and the Keelson RevOps name on a navy card.',
  );
  const post = posts.find((p) => p.path === '/insights/data-lineage-for-revenue-teams')!;
  expect(one(head(post.path), 'og:image:alt')).toBe(
    `“${post.text('og_title') ?? post.text('title')}” and the Keelson RevOps name, beside the cover: ${post.text('image_alt')!.replace(/\.$/, '')}.`,
  );
  // The card shows the cover the post shows: the card's cover box matches the post's cover file, pixel for pixel within rounding.
  const box = {left: 660, top: 193, width: 460, height: 222};
  const fromCard = await sharp(path.join(buildDir, 'img/cards/insights/data-lineage-for-revenue-teams.png'))
    .extract(box)
    .removeAlpha()
    .raw()
    .toBuffer();
  const fromCover = await sharp(path.join(buildDir, 'img/covers/data-lineage-for-revenue-teams-800.webp'))
    .resize(476, 238)
    .extract({...box, left: box.left - 652, top: box.top - 185})
    .removeAlpha()
    .raw()
    .toBuffer();
  const meanDifference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
  expect(meanDifference(fromCard, fromCover)).toBeLessThan(12);
  const plainBox = await sharp(path.join(buildDir, 'img/cards/guides/pe-hubspot-implementation-roadmap.png'))
    .extract(box)
    .removeAlpha()
    .raw()
    .toBuffer();
  expect(meanDifference(plainBox, fromCover)).toBeGreaterThan(40);
});

test('pages kept out of search share the brand card, which is LinkedIn-sized too', async () => {
  const notFound = head('/404');
  expect(one(notFound, 'og:image')).toBe(`${siteUrl}/img/share/keelson-share.png`);
  const meta = await sharp(path.join(buildDir, 'img/share/keelson-share.png')).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
});
