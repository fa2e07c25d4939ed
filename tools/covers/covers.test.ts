/**
 * Drawn covers: the drawing kit on small hand-checked examples, then the
 * drawings of the library. A scene is one way to get a cover, never a
 * requirement: a post may bring its own picture, or name none and show its
 * category's cover. Every scene belongs to a post, no two drawings are the
 * same picture, a post with a scene points at its drawing with the scene's
 * alt text, and the committed PNG files are the current drawings.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {describe, expect, test} from '@jest/globals';
import {
  DRAWING,
  num,
  renderCover,
  renderPart,
  sceneFingerprint,
  sceneProblems,
  toneColor,
  type CoverScene,
  type Palette,
} from '@site/tools/covers/kit';
import {CATEGORIES, DEFAULT_CATEGORY, categoryOrDefault} from '@site/src/data/categories';
import {coverScenes, defaultScenes} from '@site/tools/covers/scenes';
import {readPostFiles} from '@site/src/plugins/front-matter-check';

const root = path.resolve(__dirname, '../..');
const pal: Palette = {bg: '#000001', main: '#000002', light: '#000003', accent: '#000004'};

describe('the drawing kit', () => {
  test('numbers are rounded to one decimal, without a negative zero', () => {
    expect(num(2)).toBe('2');
    expect(num(1.25)).toBe('1.3');
    expect(num(3.14159)).toBe('3.1');
    expect(num(-0.04)).toBe('0');
  });

  test('tones resolve to the category palette or the fixed neutrals', () => {
    expect(toneColor('main', pal)).toBe('#000002');
    expect(toneColor('accent', pal)).toBe('#000004');
    expect(toneColor('paper', pal)).toBe('#f8fafc');
    expect(toneColor('alert', pal)).toBe('#f87171');
  });

  test('a panel is one rounded rectangle; rotation turns it about its center', () => {
    expect(renderPart({kind: 'panel', x: 10, y: 20, w: 30, h: 40, tone: 'paper'}, pal)).toBe(
      '<rect x="10" y="20" width="30" height="40" rx="12" fill="#f8fafc"/>',
    );
    expect(renderPart({kind: 'panel', x: 10, y: 20, w: 30, h: 40, tone: 'main', rotate: 15, opacity: 0.5}, pal)).toBe(
      '<g transform="rotate(15 25 40)" opacity="0.5"><rect x="10" y="20" width="30" height="40" rx="12" fill="#000002"/></g>',
    );
  });

  test('bars rise from the bottom of their box, 72% of their slot wide', () => {
    expect(renderPart({kind: 'bars', x: 0, y: 0, w: 100, h: 100, values: [0.5, 1]}, pal)).toBe(
      '<rect x="7" y="50" width="36" height="50" rx="6" fill="#000002"/>' +
        '<rect x="57" y="0" width="36" height="100" rx="6" fill="#000002"/>',
    );
  });

  test('a one-band funnel narrows to its neck', () => {
    expect(renderPart({kind: 'funnel', x: 0, y: 0, w: 100, h: 50, tones: ['main'], neck: 0.5}, pal)).toBe(
      '<path d="M 0 0 L 100 0 L 75 50 L 25 50 Z" fill="#000002" stroke-linejoin="round" stroke="#000002" stroke-width="4"/>',
    );
  });

  test('text is escaped and centered in its box', () => {
    const svg = renderPart({kind: 'text', x: 0, y: 0, w: 100, h: 20, text: '<&>'}, pal);
    expect(svg).toContain('x="50" y="16.4"');
    expect(svg).toContain('font-size="20"');
    expect(svg).toContain('>&lt;&amp;&gt;</text>');
  });

  test('a cover keeps the 800x400 canvas at any output size, on the palette background', () => {
    const svg = renderCover({alt: 'A dot.', parts: [{kind: 'dot', x: 0, y: 0, w: 10, h: 10}]}, pal, {width: 400, height: 200});
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 800 400">')).toBe(true);
    expect(svg).toContain('<stop offset="0" stop-color="#000001"/>');
    expect(svg).toContain('<circle cx="5" cy="5" r="5" fill="#000003"/>');
  });

  test('scene problems: alt text, captions, empty scenes, parts off the canvas', () => {
    const dot = {kind: 'dot', x: 0, y: 0, w: 10, h: 10} as const;
    expect(sceneProblems({alt: 'A dot.', parts: [dot]})).toEqual([]);
    expect(sceneProblems({alt: ' ', parts: [dot]})).toEqual(['alt is empty']);
    expect(sceneProblems({alt: 'Abstract cover: a dot', parts: [dot]})).toEqual([
      'alt must say what the picture shows, not that it is a cover',
    ]);
    expect(sceneProblems({alt: 'A dot.', parts: []})).toEqual(['scene has no parts']);
    expect(sceneProblems({alt: 'A label.', parts: [{kind: 'text', x: 0, y: 0, w: 10, h: 10, text: 'Revenue'}]})).toEqual([
      'text "Revenue" is longer than 6 characters',
    ]);
    expect(sceneProblems({alt: 'A dot.', parts: [{...dot, x: 801}]})).toEqual(['a dot lies entirely off the canvas']);
    expect(sceneProblems({alt: 'A line.', parts: [{kind: 'arrow', points: [[0, 0]]}]})).toEqual(['an arrow needs at least two points']);
  });

  test('fingerprints ignore key order and the alt text, and see every coordinate', () => {
    const a: CoverScene = {alt: 'one', parts: [{kind: 'dot', x: 1, y: 2, w: 3, h: 4}]};
    const b: CoverScene = {alt: 'two', parts: [{h: 4, w: 3, y: 2, x: 1, kind: 'dot'}]};
    const c: CoverScene = {alt: 'one', parts: [{kind: 'dot', x: 2, y: 2, w: 3, h: 4}]};
    expect(sceneFingerprint(a)).toBe(sceneFingerprint(b));
    expect(sceneFingerprint(a)).not.toBe(sceneFingerprint(c));
  });
});

const posts = readPostFiles(root)
  .filter((p) => typeof p.data.slug === 'string')
  .map((p) => {
    const slug = String(p.data.slug);
    const category = String(p.data.category ?? DEFAULT_CATEGORY);
    const dir = p.file.startsWith('case-studies/') ? '/img/covers/case-studies' : '/img/covers';
    return {...p, slug, category, publicPath: `${dir}/${slug}.png`};
  });
const own = (slug: string) => Object.prototype.hasOwnProperty.call(coverScenes, slug);

describe('the covers of the library', () => {
  test('reads every insight and case study', () => {
    const files = ['blog', 'case-studies'].flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder))
        .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('_'))
        .map((name) => `${folder}/${name}`),
    );
    expect(posts.map((p) => p.file).sort()).toEqual(files.sort());
  });

  test('every scene belongs to a post', () => {
    const slugs = new Set(posts.map((p) => p.slug));
    expect(Object.keys(coverScenes).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  test('no two drawings are the same picture, nor two scenes the same words', () => {
    const seen = new Map<string, string>();
    for (const [category, scene] of Object.entries(defaultScenes)) seen.set(sceneFingerprint(scene), `the ${category} default`);
    const clashes: string[] = [];
    for (const [slug, scene] of Object.entries(coverScenes)) {
      const print = sceneFingerprint(scene);
      const other = seen.get(print);
      if (other) clashes.push(`"${slug}" draws the same picture as ${other}`);
      else seen.set(print, `"${slug}"`);
    }
    expect(clashes).toEqual([]);
    const alts = Object.values(coverScenes).map((s) => s.alt);
    expect(alts.filter((alt, i) => alts.indexOf(alt) !== i)).toEqual([]);
  });

  test('every scene and default passes the scene checks', () => {
    const problems = [...Object.entries(coverScenes), ...Object.entries(defaultScenes)].flatMap(([name, scene]) =>
      sceneProblems(scene).map((p) => `${name}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  test("every category has a default scene, described as the category's cover", () => {
    expect(Object.keys(defaultScenes).sort()).toEqual(CATEGORIES.map((c) => c.name).sort());
    for (const category of CATEGORIES) expect(defaultScenes[category.name].alt).toBe(category.coverAlt);
  });

  test('a post with a scene points at its drawing, and its image_alt describes that picture', () => {
    const wrong = posts
      .filter((p) => own(p.slug))
      .flatMap((p) => {
        const out: string[] = [];
        if (p.data.image !== p.publicPath) out.push(`${p.file}: image should be ${p.publicPath} (run \`npm run covers\`)`);
        if (p.data.image_alt !== coverScenes[p.slug].alt)
          out.push(`${p.file}: image_alt differs from its scene's alt (run \`npm run covers\`)`);
        return out;
      });
    expect(wrong).toEqual([]);
  });

  const drawings = () => [
    ...posts.filter((p) => own(p.slug)).map((p) => ({publicPath: p.publicPath, scene: coverScenes[p.slug], category: p.category})),
    ...CATEGORIES.map((c) => ({publicPath: `/img/covers/defaults/${c.tag}.png`, scene: defaultScenes[c.name], category: c.name})),
  ];

  test('the committed drawings are the current ones (run `npm run covers` when this fails)', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'static/img/covers/manifest.json'), 'utf8')).covers as Record<
      string,
      string
    >;
    const stale = drawings()
      .filter(({publicPath, scene, category}) => {
        const svg = renderCover(scene, categoryOrDefault(category).palette, DRAWING);
        return manifest[publicPath] !== crypto.createHash('sha256').update(svg).digest('hex');
      })
      .map((d) => d.publicPath);
    expect(stale).toEqual([]);
  });

  test('every drawing is a PNG of 1600x800, the widest cover the build makes', async () => {
    const wrong: string[] = [];
    for (const {publicPath} of drawings()) {
      const file = path.join(root, 'static', publicPath);
      if (!fs.existsSync(file)) {
        wrong.push(`${publicPath} is missing`);
        continue;
      }
      const meta = await sharp(file).metadata();
      if (meta.format !== 'png' || meta.width !== DRAWING.width || meta.height !== DRAWING.height)
        wrong.push(`${publicPath} is ${meta.format} ${meta.width}x${meta.height}`);
      if (fs.statSync(file).size > 80_000) wrong.push(`${publicPath} is over 80 KB`);
    }
    expect(wrong).toEqual([]);
  });
});
