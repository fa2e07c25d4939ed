/**
 * The site's page paths as the source tree defines them (pages, docs, the
 * pages made from data, posts, case studies, the insights tag pages), for unit tests that must not wait
 * for a build. The build's own checks use the real route list.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {retiredTo} from '../../../src/lib/publication';
import {servicePageRoutes} from '../../../src/plugins/service-pages/routes';

const root = path.resolve(__dirname, '../../..');

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function slugOf(file: string): string | undefined {
  const {data} = matter(fs.readFileSync(file, 'utf8'));
  return typeof data.slug === 'string' ? data.slug : undefined;
}

/** A retired post (`retired_to`) is in no build. */
function retired(file: string): boolean {
  return retiredTo(matter(fs.readFileSync(file, 'utf8')).data) !== undefined;
}

function tagsOf(file: string): string[] {
  const {data} = matter(fs.readFileSync(file, 'utf8'));
  return Array.isArray(data.tags) ? data.tags.filter((t): t is string => typeof t === 'string') : [];
}

export function sitePaths(): string[] {
  const pages = walk(path.join(root, 'src/pages'))
    .filter((f) => /\.(tsx|md|mdx)$/.test(f))
    .map((f) => {
      const rel = path.relative(path.join(root, 'src/pages'), f).replace(/\.(tsx|md|mdx)$/, '');
      const route = `/${rel}`.replace(/\/index$/, '');
      return route === '' ? '/' : route;
    });
  const docs = walk(path.join(root, 'docs'))
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => slugOf(f))
    .filter((s): s is string => !!s);
  const postFiles = walk(path.join(root, 'blog')).filter((f) => /\.mdx?$/.test(f) && !retired(f));
  const posts = postFiles.map((f) => `/insights/${slugOf(f)}`);
  const tags = ['/insights/tags', ...postFiles.flatMap(tagsOf).map((t) => `/insights/tags/${t}`)];
  const caseStudies = walk(path.join(root, 'case-studies'))
    .filter((f) => /\.mdx?$/.test(f) && !retired(f))
    .map((f) => `/case-studies/${slugOf(f)}`);
  const generated = servicePageRoutes().map((route) => route.path);
  return [...new Set(['/', '/insights', '/case-studies', ...pages, ...docs, ...generated, ...posts, ...tags, ...caseStudies])].sort();
}

/**
 * The React pages, docs and pages made from data by path, each with the files
 * its date follows (site-relative, forward slashes): a page's or doc's own
 * source, or a generated page's entries, as src/plugins/content-dates reads them.
 */
export function pageSourceFiles(): Map<string, readonly string[]> {
  const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');
  const out = new Map<string, readonly string[]>();
  for (const f of walk(path.join(root, 'src/pages')).filter((file) => /\.(tsx|md|mdx)$/.test(file))) {
    const route = `/${path.relative(path.join(root, 'src/pages'), f).replace(/\.(tsx|md|mdx)$/, '')}`.replace(/\/index$/, '');
    out.set(route === '' ? '/' : route, [rel(f)]);
  }
  for (const f of walk(path.join(root, 'docs')).filter((file) => /\.mdx?$/.test(file))) {
    const slug = slugOf(f);
    if (slug) out.set(slug, [rel(f)]);
  }
  for (const route of servicePageRoutes()) out.set(route.path, route.entries);
  return out;
}
