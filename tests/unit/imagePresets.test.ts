import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {describe, expect, test} from '@jest/globals';
import {
  defaultSizes,
  generatedImagePath,
  heightAt,
  imagePresets,
  isPresetName,
  RESPONSIVE_WIDTHS,
  srcSetFor,
  widthsFor,
  type PresetName,
} from '@site/src/lib/imagePresets';
import catalog from '@site/src/data/illustrations.json';

const root = path.resolve(__dirname, '../..');

describe('image presets', () => {
  test('are WebP at the given sizes and qualities', () => {
    expect(imagePresets.hero).toEqual({width: 1200, height: 600, quality: 80});
    expect(imagePresets['blog-cover']).toEqual({width: 800, height: 400, quality: 70});
    expect(imagePresets.content).toEqual({width: 600, height: 400, quality: 75});
    expect(imagePresets.thumbnail).toEqual({width: 300, height: 200, quality: 70});
    expect(imagePresets.logo).toEqual({width: 200, height: 100, quality: 85});
    expect(RESPONSIVE_WIDTHS).toEqual([400, 800, 1200, 1600]);
  });

  test('responsive widths are capped at the preset width', () => {
    expect(widthsFor('hero')).toEqual([400, 800, 1200]);
    expect(widthsFor('blog-cover')).toEqual([400, 800]);
    expect(widthsFor('content')).toEqual([400, 600]);
    expect(widthsFor('thumbnail')).toEqual([300]);
    expect(widthsFor('logo')).toEqual([200]);
  });

  test('heights keep the aspect ratio', () => {
    expect(heightAt('hero', 400)).toBe(200);
    expect(heightAt('content', 400)).toBe(267);
    expect(heightAt('thumbnail', 300)).toBe(200);
  });

  test('file names, srcset and sizes', () => {
    expect(generatedImagePath('board-dashboard', 'hero', 800)).toBe('/img/generated/board-dashboard-hero-800.webp');
    expect(() => generatedImagePath('Board Dashboard', 'hero', 800)).toThrow(/lower-case words/);
    expect(srcSetFor('board-dashboard', 'hero')).toBe(
      '/img/generated/board-dashboard-hero-400.webp 400w, /img/generated/board-dashboard-hero-800.webp 800w, /img/generated/board-dashboard-hero-1200.webp 1200w',
    );
    expect(srcSetFor('x', 'thumbnail', (p) => `/base${p}`)).toBe('/base/img/generated/x-thumbnail-300.webp 300w');
    expect(defaultSizes('content')).toBe('(max-width: 600px) 100vw, 600px');
  });

  test('only the five presets are preset names', () => {
    expect(isPresetName('hero')).toBe(true);
    expect(isPresetName('banner')).toBe(false);
    expect(isPresetName('toString')).toBe(false);
  });
});

interface ManifestVariant {
  preset: string;
  width: number;
  height: number;
  quality: number;
  path: string;
}

describe('committed responsive images (made by `npm run images`)', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'static/img/generated/manifest.json'), 'utf8')) as {
    images: {name: string; source: string; sourceSha256: string; variants: ManifestVariant[]}[];
  };

  test.each(Object.entries(catalog))('%s is generated from its current artwork at every width', async (name, entry) => {
    const record = manifest.images.find((image) => image.name === name);
    expect(record).toBeDefined();
    const source = fs.readFileSync(path.join(root, 'tools/illustrations', entry.source));
    // A changed SVG without regenerated output fails here.
    expect(record!.sourceSha256).toBe(crypto.createHash('sha256').update(source).digest('hex'));

    const expected = entry.presets.flatMap((preset) => {
      expect(isPresetName(preset)).toBe(true);
      const p = preset as PresetName;
      return widthsFor(p).map((width) => ({
        preset: p,
        width,
        height: heightAt(p, width),
        quality: imagePresets[p].quality,
        path: generatedImagePath(name, p, width),
      }));
    });
    expect(record!.variants).toEqual(expected);

    for (const variant of expected) {
      const meta = await sharp(path.join(root, 'static', variant.path)).metadata();
      expect({format: meta.format, width: meta.width, height: meta.height}).toEqual({
        format: 'webp',
        width: variant.width,
        height: variant.height,
      });
    }
  });
});
