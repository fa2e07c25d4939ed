/**
 * covers: makes every post's cover files at build time. For each insight and
 * case study it takes the picture the post's `image` names (a drawing of
 * tools/covers, or the writer's own PNG, JPEG or WebP, at least 1200 px wide),
 * or its category's own cover when it names none (with a warning), crops it
 * to 2:1 and writes it as WebP at the responsive widths (`src/lib/covers.ts`)
 * into the generated static folder the config serves beside `static/`. The
 * pages point at those files from the post's address alone. A picture too
 * narrow, or a share picture too small for LinkedIn, fails the build, naming
 * the file and the field.
 *
 * Each file is kept in a cache keyed by a hash of its source picture and its
 * size, so an unchanged cover is not encoded again; the generated folder is
 * emptied at each build, so a removed post leaves nothing behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {COVER_QUALITY, COVER_WIDTHS, coverFile} from '../../lib/covers';
import {blogPostsOf} from '../../lib/posts';
import {copyFromCache, sha256} from './buildCache';
import {MIN_PICTURE_WIDTH, MIN_SHARE_PICTURE, postPictures} from './pictures';

/** Where the build serves generated files from, beside `static/` (docusaurus.config.ts `staticDirectories`). */
export const GENERATED_STATIC_DIR = '.generated/static';
/** Encoded covers, kept between builds. */
const CACHE_DIR = 'node_modules/.cache/keelson-covers';
/** Part of every cache key: a change in how covers are encoded makes every key new. */
const ENCODING = `webp-q${COVER_QUALITY}-2:1-attention-sharp${sharp.versions.sharp}`;

const BLOGS = ['default', 'case-studies'] as const;

/** `@site/blog/x.md` as the writer knows it: `blog/x.md`. */
function projectFile(source: string): string {
  return source.replace(/^@site\//, '');
}

export default function coversPlugin(context: LoadContext): Plugin<void> {
  const {siteDir} = context;
  const outRoot = path.join(siteDir, GENERATED_STATIC_DIR);
  const cacheDir = path.join(siteDir, CACHE_DIR);
  // The config serves the folder: it must exist before the first build copies it.
  fs.mkdirSync(outRoot, {recursive: true});
  return {
    name: 'covers',
    async allContentLoaded({allContent}) {
      fs.rmSync(path.join(outRoot, 'img/covers'), {recursive: true, force: true});
      fs.mkdirSync(cacheDir, {recursive: true});
      const problems: string[] = [];
      const warnings: string[] = [];
      let encoded = 0;
      for (const blog of BLOGS) {
        for (const post of blogPostsOf(allContent, blog)) {
          const file = projectFile(post.metadata.source);
          const pictures = postPictures(siteDir, file, post.metadata.frontMatter as Record<string, unknown>);
          if (pictures.fromCategory) warnings.push(`${file}: names no picture (image:), so it shows its category's cover`);
          const source = fs.readFileSync(pictures.cover);
          const {width = 0} = await sharp(source).metadata();
          if (width < MIN_PICTURE_WIDTH) {
            problems.push(`${file}: image: the picture is ${width} px wide; give one at least ${MIN_PICTURE_WIDTH} px wide`);
            continue;
          }
          if (pictures.share) {
            const share = await sharp(pictures.share).metadata();
            if ((share.width ?? 0) < MIN_SHARE_PICTURE.width || (share.height ?? 0) < MIN_SHARE_PICTURE.height)
              problems.push(
                `${file}: share_image: the picture is ${share.width}x${share.height}; LinkedIn shows one of at least ${MIN_SHARE_PICTURE.width}x${MIN_SHARE_PICTURE.height}`,
              );
          }
          const key = sha256(Buffer.concat([source, Buffer.from(ENCODING)]));
          for (const w of COVER_WIDTHS) {
            const made = await copyFromCache(
              cacheDir,
              `${key}-${w}.webp`,
              path.join(outRoot, coverFile(post.metadata.permalink, w)),
              (file) =>
                sharp(source)
                  .resize(w, w / 2, {fit: 'cover', position: sharp.strategy.attention})
                  .webp({quality: COVER_QUALITY})
                  .toFile(file),
            );
            if (made) encoded += 1;
          }
        }
      }
      for (const warning of warnings) console.warn(`[covers] ${warning}`);
      if (problems.length > 0) throw new Error(`Post pictures the build cannot use:\n${problems.map((p) => `  ${p}`).join('\n')}`);
      if (encoded > 0) console.info(`[covers] encoded ${encoded} cover files (the rest came from the cache)`);
    },
  };
}
