/**
 * The pages of a production build as files: every HTML page a reader can
 * reach, without the client redirect pages (a meta refresh generated for
 * hosts without server rules) and without the asset folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isRedirectPage} from '../../src/plugins/post-build/headTags';

export interface BuiltPage {
  file: string;
  /** The URL path the page answers: `/insights/crm-cleanup-plan`, `/` for the home page. */
  path: string;
  html: string;
}

export const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
/** The nginx build made with no third-party settings (its pages are those a fresh clone builds). */
export const plainBuildDir = path.resolve('build-plain');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'assets' || e.name === 'nginx' ? [] : htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

export function pagePath(dir: string, file: string): string {
  const rel = `/${path.relative(dir, file).replace(/\\/g, '/')}`;
  return rel.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
}

export function builtPages(dir: string = buildDir): BuiltPage[] {
  return htmlFiles(dir)
    .map((file) => ({file, path: pagePath(dir, file), html: fs.readFileSync(file, 'utf8')}))
    .filter((page) => !isRedirectPage(page.html))
    .sort((a, b) => a.path.localeCompare(b.path));
}
