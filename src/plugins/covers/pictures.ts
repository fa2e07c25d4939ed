/**
 * Where a post's pictures are: the cover its `image` names (a drawing of
 * tools/covers, or the writer's own PNG, JPEG or WebP, under `static/` when
 * the path starts with `/`, else beside the post), the category's own cover
 * when it names none, and the picture its `share_image` names for its share
 * card. Used by the covers plugin, the front-matter check and the cards pass.
 */
import path from 'node:path';
import {categoryOrDefault} from '../../data/categories';

/** The kinds of picture a writer may give: the browser-agnostic raster formats. */
export const PICTURE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp'] as const;
/** A share card must be one LinkedIn shows: PNG or JPEG. */
export const SHARE_PICTURE_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;
/** The narrowest picture a writer may give: covers are made up to 1600 wide, and the card is 1200. */
export const MIN_PICTURE_WIDTH = 1200;
/** The smallest share picture LinkedIn and Facebook take at full size. */
export const MIN_SHARE_PICTURE = {width: 1200, height: 627} as const;

/** The file a picture reference in a post's front matter names, as an absolute path. */
export function picturePath(siteDir: string, postFile: string, ref: string): string {
  return ref.startsWith('/') ? path.join(siteDir, 'static', ref) : path.resolve(siteDir, path.dirname(postFile), ref);
}

/** The category's own cover, drawn by tools/covers: what a post that names no picture shows. */
export function categoryCoverPath(siteDir: string, category: string | undefined): string {
  return path.join(siteDir, 'static/img/covers/defaults', `${categoryOrDefault(category).tag}.png`);
}

export interface PostPictures {
  /** The cover's source file. */
  cover: string;
  /** Whether that is the category's cover, because the post names no picture. */
  fromCategory: boolean;
  /** The picture its share card is made from, when the post chooses one. */
  share?: string;
}

/** A post's pictures, from its file (relative to the site) and its front matter. */
export function postPictures(siteDir: string, postFile: string, frontMatter: Record<string, unknown>): PostPictures {
  const image = typeof frontMatter.image === 'string' && frontMatter.image.trim() ? frontMatter.image.trim() : undefined;
  const share = typeof frontMatter.share_image === 'string' && frontMatter.share_image.trim() ? frontMatter.share_image.trim() : undefined;
  const category = typeof frontMatter.category === 'string' ? frontMatter.category : undefined;
  return {
    cover: image ? picturePath(siteDir, postFile, image) : categoryCoverPath(siteDir, category),
    fromCategory: !image,
    ...(share ? {share: picturePath(siteDir, postFile, share)} : {}),
  };
}
