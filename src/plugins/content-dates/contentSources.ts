/**
 * The files a page's content comes from: its own source (a React page or a
 * doc), every typed content module under `src/data/` it imports, directly or
 * through the components it renders, and its page-private parts (files under
 * `src/pages/` or `docs/`). Shared components, logic and configuration are
 * followed to find the data they import but are not content themselves: a
 * restyled button does not change what a page says. Pure: the caller passes
 * in how to read a file.
 */

/** Reads a site-relative file (forward slashes); undefined when there is no such file. */
export type ReadSource = (file: string) => string | undefined;

const IMPORT =
  /(?:\bimport\s+(type\s+)?(?:[^'";]*?\s+from\s+)?|\bexport\s+(type\s+)?[^'";]*?\s+from\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/**
 * Comments: a block comment that starts a line or follows white space or
 * punctuation, and a line comment that does not follow a `:`. Neither rule
 * matches inside a URL (`https://*.example.org`).
 */
const COMMENT = /(^|[\s;{}()])\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/[^\n]*/gm;

/** The module specifiers a source file imports, in order, without duplicates; type-only imports carry no content and are left out. */
export function importSpecifiers(code: string): string[] {
  const uncommented = code.replace(COMMENT, (_, blockBefore?: string, lineBefore?: string) => blockBefore ?? lineBefore ?? '');
  return [...new Set([...uncommented.matchAll(IMPORT)].filter((m) => !m[1] && !m[2]).map((m) => m[3]))];
}

const CODE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mdx', '.md', '.json'];

function normalize(parts: string[]): string | undefined {
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

/**
 * The site file a specifier names, trying the extensions and index files a
 * bundler would; undefined for packages, theme aliases, styles and images.
 */
export function resolveSpecifier(specifier: string, fromFile: string, read: ReadSource): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('@site/')) base = normalize(specifier.slice('@site/'.length).split('/'));
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = normalize([...fromFile.split('/').slice(0, -1), ...specifier.split('/')]);
  if (base === undefined) return undefined;
  const candidates = CODE_EXTENSIONS.some((ext) => base.endsWith(ext))
    ? [base]
    : [...CODE_EXTENSIONS.map((ext) => base + ext), ...CODE_EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((file) => read(file) !== undefined);
}

/** Whether a file's changes are changes to the content of the pages that import it. */
export function isContentModule(file: string): boolean {
  return file.startsWith('src/data/') || file.startsWith('src/pages/') || file.startsWith('docs/');
}

/**
 * The site file a specifier names exactly, whatever its kind: a stylesheet,
 * an image. Undefined for packages, aliases and missing files.
 */
function resolveAsset(specifier: string, fromFile: string, read: ReadSource): string | undefined {
  const file = specifier.startsWith('@site/')
    ? normalize(specifier.slice('@site/'.length).split('/'))
    : specifier.startsWith('./') || specifier.startsWith('../')
      ? normalize([...fromFile.split('/').slice(0, -1), ...specifier.split('/')])
      : undefined;
  return file !== undefined && read(file) !== undefined ? file : undefined;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;
const FRONT_MATTER_IMAGE = /^image:[ \t]*["']?([^"'\s#]+)/m;
const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g;

/**
 * The site files a Markdown source shows as pictures: its front matter's
 * `image` and the targets of its image syntax (`![alt](./chart.png)`). A
 * path that starts with `/` is under `static/`; any other is beside the
 * source; addresses (`https://...`) and missing files are left out.
 */
export function markdownPictures(code: string, fromFile: string, read: ReadSource): string[] {
  const image = FRONT_MATTER_IMAGE.exec(FRONT_MATTER.exec(code)?.[1] ?? '')?.[1];
  const refs = [...(image ? [image] : []), ...[...code.matchAll(MARKDOWN_IMAGE)].map((m) => m[1]!)];
  const files = refs
    .filter((ref) => !/^[a-z][a-z\d+.-]*:/i.test(ref))
    .map((ref) =>
      ref.startsWith('/') ? normalize(['static', ...ref.split('/')]) : normalize([...fromFile.split('/').slice(0, -1), ...ref.split('/')]),
    )
    .filter((file): file is string => file !== undefined && read(file) !== undefined);
  return [...new Set(files)];
}

/**
 * Every file reached from `entry` through imports, `entry` included; with
 * `assets`, the stylesheets and images imported too, and the pictures a
 * Markdown source shows (`markdownPictures`).
 */
function reach(entry: string, read: ReadSource, assets: boolean): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const code = read(file);
    if (code === undefined || !CODE_EXTENSIONS.some((ext) => file.endsWith(ext)) || file.endsWith('.json')) continue;
    for (const specifier of importSpecifiers(code)) {
      const target = resolveSpecifier(specifier, file, read) ?? (assets ? resolveAsset(specifier, file, read) : undefined);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
    if (assets && /\.mdx?$/.test(file)) for (const picture of markdownPictures(code, file, read)) seen.add(picture);
  }
  return [...seen].sort();
}

/** The page's own source and every content module it reaches through imports, sorted. */
export function contentSources(entry: string, read: ReadSource): string[] {
  return reach(entry, read, false).filter((file) => file === entry || isContentModule(file));
}

/**
 * Every site file a page's source reaches through imports, sorted: the
 * source, the components, logic, configuration and data it imports, their
 * stylesheets and images, and the pictures a Markdown source shows (a
 * post's cover beside it). A change to any of them can change the page
 * (the quick check, scripts/check.sh, runs the browser tests of the pages a
 * change reaches). Files reached through theme aliases (`@theme/...`) are not
 * followed.
 */
export function reachedFiles(entry: string, read: ReadSource): string[] {
  return reach(entry, read, true);
}
