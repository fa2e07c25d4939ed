/**
 * A post's cover as pages show it: WebP files at the responsive widths, made
 * at build time (src/plugins/covers) from the picture the post's `image`
 * names, and named after the post's address, so any page can point at them
 * from the permalink alone. Pure: no React, no Node.
 */

/** The widths every cover is made at (the site's responsive widths). */
export const COVER_WIDTHS = [400, 800, 1200, 1600] as const;
/** Covers are 2:1; the `<img>` declares this box (the blog-cover preset), so the page reserves the space before the file arrives. */
export const COVER_BOX = {width: 800, height: 400} as const;
/** WebP quality of the cover files. */
export const COVER_QUALITY = 70;

/** Where a post's cover files live: `/img/covers/<slug>` for an insight, `/img/covers/case-studies/<slug>` for a case study. */
export function coverBase(permalink: string): string {
  const [blog, slug] = permalink.split('/').filter(Boolean);
  if (!slug) throw new Error(`Not a post's address: ${permalink}`);
  return blog === 'case-studies' ? `/img/covers/case-studies/${slug}` : `/img/covers/${slug}`;
}

/** One cover file: the post's cover at one width. */
export function coverFile(permalink: string, width: number): string {
  return `${coverBase(permalink)}-${width}.webp`;
}

export interface CoverImage {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * The attributes of a post's cover `<img>`. `sizes` says how wide the cover
 * shows where it is used (a post's header, a card in a grid), so the browser
 * picks the smallest file that is sharp there.
 */
export function coverImage(permalink: string, sizes: string): CoverImage {
  return {
    src: coverFile(permalink, COVER_BOX.width),
    srcSet: COVER_WIDTHS.map((w) => `${coverFile(permalink, w)} ${w}w`).join(', '),
    sizes,
    ...COVER_BOX,
  };
}

/** How wide covers show: in a post's header (the text column), and on a card of a grid of three. */
export const COVER_SIZES = {
  header: '(max-width: 996px) 100vw, 800px',
  card: '(max-width: 600px) 100vw, (max-width: 996px) 50vw, 400px',
} as const;
