/**
 * What search engines may index has one home, src/config/indexing.ts. On
 * production each listed page renders its robots tag from there and no other
 * page carries one; on any other build every page says noindex, through the
 * one site-wide tag the Root wrapper renders. No page writes one by hand,
 * sitemap.xml's ignore list and robots.txt come from the same list, and the
 * HTML sitemap asks it (the browser tests check the built sitemaps and pages,
 * tests/e2e/previews.spec.ts every page of the preview build).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import config from '@site/docusaurus.config';
import {
  disallowedPaths,
  isKeptOutOfSearch,
  keptOutOfSearch,
  keptOutPaths,
  NOT_PRODUCTION_ROBOTS,
  robotsDirective,
  robotsHeaders,
  type KeptOutPage,
} from '@site/src/config/indexing';
import {importSpecifiers, resolveSpecifier} from '@site/src/plugins/content-dates/contentSources';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => {
  const full = path.join(root, file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined;
};

/** The site file a specifier names; `@theme/X` is the site's own component when it has one. */
function resolve(specifier: string, from: string): string | undefined {
  const own = specifier.startsWith('@theme/') ? `@site/src/theme/${specifier.slice('@theme/'.length)}` : specifier;
  return resolveSpecifier(own, from, read);
}

/** Every site file a page's source reaches through its imports. */
function reachedFiles(entry: string): string[] {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of importSpecifiers(read(file) ?? '')) {
      const target = resolve(specifier, file);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

function pageSource(sitePath: string): string | undefined {
  return [`src/pages${sitePath}.tsx`, `src/pages${sitePath}/index.tsx`].find((file) => read(file) !== undefined);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(tsx?|mdx?)$/.test(entry.name) ? [rel] : [];
  });
}

describe('the list', () => {
  test('flattens to the paths sitemap.xml leaves out, and the internal ones robots.txt disallows', () => {
    expect([...keptOutPaths].sort()).toEqual([
      '/404',
      '/admin/structured-data',
      '/contact/thank-you',
      '/data-operations-assessment/results',
      '/services/404',
      '/structured-data-test',
      '/thank-you',
    ]);
    expect(disallowedPaths).toEqual(['/structured-data-test', '/admin/structured-data']);
    expect(isKeptOutOfSearch('/thank-you')).toBe(true);
    expect(isKeptOutOfSearch('/thank-you/x')).toBe(false);
    expect(isKeptOutOfSearch('/about')).toBe(false);
  });

  test('is the ignore list of the plugin that writes sitemap.xml', () => {
    const sitemap = config.plugins?.find((p) => Array.isArray(p) && String(p[0]).includes('/content-dates/'));
    expect((sitemap as [string, {ignorePatterns: string[]}])[1].ignorePatterns).toEqual(keptOutPaths);
  });
});

describe('each page kept out', () => {
  const tagged = Object.entries(keptOutOfSearch).flatMap(([key, entry]) =>
    entry.robots ? entry.paths.map((sitePath) => ({key, sitePath, robots: entry.robots})) : [],
  );

  test.each(tagged)('$sitePath renders <RobotsMeta page="$key" /> ($robots)', ({key, sitePath}) => {
    const entry = pageSource(sitePath);
    expect(entry).toBeDefined();
    const rendering = reachedFiles(entry!).filter((file) => read(file)!.includes(`<RobotsMeta page="${key}"`));
    expect(rendering.length).toBeGreaterThan(0);
  });

  test('only RobotsMeta writes a robots tag', () => {
    const writers = [...sourceFiles('src'), ...sourceFiles('docs')].filter((file) => /name=["']robots["']/.test(read(file)!));
    expect(writers).toEqual(['src/components/RobotsMeta/index.tsx']);
  });

  test('RobotsMeta is rendered without a page only once, site-wide, by the Root wrapper', () => {
    const siteWide = [...sourceFiles('src'), ...sourceFiles('docs')].filter((file) => /<RobotsMeta\s*\/>/.test(read(file)!));
    expect(siteWide).toEqual(['src/theme/Root.tsx']);
  });
});

describe('the rule', () => {
  const production = {production: true};
  const preview = {production: false};
  const pages = Object.keys(keptOutOfSearch) as KeptOutPage[];

  test('on production: a listed page has its own directive, the site-wide tag none', () => {
    for (const page of pages) expect(robotsDirective(page, production)).toBe(keptOutOfSearch[page].robots);
    expect(robotsDirective('thank-you', production)).toBe('noindex, follow');
    expect(robotsDirective('not-found', production)).toBeNull();
    expect(robotsDirective(undefined, production)).toBeNull();
  });

  test('off production: noindex on every page, listed or not, the not-found page too', () => {
    expect(NOT_PRODUCTION_ROBOTS).toBe('noindex, nofollow');
    for (const page of [...pages, undefined]) expect(robotsDirective(page, preview)).toBe('noindex, nofollow');
  });

  test('headers: none on production, X-Robots-Tag off it', () => {
    expect(robotsHeaders(production)).toEqual([]);
    expect(robotsHeaders(preview)).toEqual([['X-Robots-Tag', 'noindex, nofollow']]);
  });
});
