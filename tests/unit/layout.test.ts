/**
 * The folders say where code runs, and imports run one way (the rules are in
 * tools/layout/importGraph.ts):
 *
 * - everything under `src/` is part of the site: reached from what
 *   Docusaurus loads (the config, a route, a theme component, a client
 *   module, a plugin, a content file); tools live in `tools/`;
 * - `src/data` is data: it imports other data, the brand constants and the
 *   storage keys, never logic, components or build code;
 * - what the build loads in Node (logic, data, configuration, plugins)
 *   imports the project by relative path: Node knows no `@site/` alias;
 * - `src/lib` is logic that is safe in the browser: no React, no Node, no
 *   build code; it may read data and configuration;
 * - browser code never imports build-time code (`src/plugins`, but for the
 *   `client/` files a plugin hands to the browser, and the config's tables);
 * - no module imports itself back through others, types included.
 *
 * Each rule is run on the real tree, and on a planted mistake it must catch.
 */
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {
  aliasImportsInNode,
  browserImportingBuild,
  dataImportingLogic,
  filesUnder,
  importCycles,
  importsOf,
  importsOfTools,
  libImportingUpward,
  NODE_ONLY,
  packagesOf,
  reachedFiles,
  type ImportEdge,
} from '@site/tools/layout/importGraph';

const sourceFiles = filesUnder('src');
const codeFiles = sourceFiles.filter((file) => /\.(tsx?|jsx?)$/.test(file));
const edges: ImportEdge[] = codeFiles.flatMap(importsOf);
const edge = (from: string, to: string): ImportEdge => ({from, to});

describe('src/ is the site', () => {
  test('every file under src/ is reached from what Docusaurus loads', () => {
    const reached = reachedFiles();
    expect(reached.has('src/theme/Root.tsx')).toBe(true);
    expect(reached.has('src/plugins/lean-client/client/clientEntry.tsx')).toBe(true);
    const unreached = sourceFiles.filter((file) => !reached.has(file) && path.basename(file) !== 'README.md');
    expect(unreached).toEqual([]);
  });

  test('nothing under src/ imports a tool, a test or a script', () => {
    expect(importsOfTools(edges)).toEqual([]);
    expect(importsOfTools([edge('src/lib/head.ts', 'tools/copy/rules.ts')])).toEqual(['src/lib/head.ts -> tools/copy/rules.ts']);
  });
});

describe('imports run one way', () => {
  test('logic, data, configuration and plugins import the project by relative path, which Node can follow', () => {
    expect(aliasImportsInNode(edges)).toEqual([]);
    expect(
      aliasImportsInNode([
        {...edge('src/plugins/covers/index.ts', 'src/lib/covers.ts'), specifier: '@site/src/lib/covers'},
        {...edge('src/plugins/lean-client/client/entry.tsx', 'src/lib/url.ts'), specifier: '@site/src/lib/url'},
        {...edge('src/lib/posts.ts', 'src/lib/dates.ts'), specifier: './dates'},
      ]),
    ).toEqual(['src/plugins/covers/index.ts -> src/lib/covers.ts']);
  });

  test('data imports only data, the brand constants and the storage keys', () => {
    expect(dataImportingLogic(edges)).toEqual([]);
    expect(
      dataImportingLogic([edge('src/data/services.ts', 'src/lib/contactLinks.ts'), edge('src/data/home.ts', 'src/config/site.ts')]),
    ).toEqual(['src/data/services.ts -> src/lib/contactLinks.ts']);
  });

  test('logic in src/lib imports only logic, data and configuration', () => {
    expect(libImportingUpward(edges)).toEqual([]);
    expect(
      libImportingUpward([
        edge('src/lib/roi.ts', 'src/components/RoiCalculator/index.tsx'),
        edge('src/lib/x.ts', 'src/config/redirects.ts'),
      ]),
    ).toEqual(['src/lib/roi.ts -> src/components/RoiCalculator/index.tsx', 'src/lib/x.ts -> src/config/redirects.ts']);
  });

  test('logic in src/lib uses no React and no Node', () => {
    const wrong = codeFiles
      .filter((file) => file.startsWith('src/lib/'))
      .flatMap((file) => packagesOf(file).map((name) => ({file, name})))
      // The blog plugin's types describe the post records; they are erased from the bundle.
      .filter(({file, name}) => !(file === 'src/lib/posts.ts' && name === '@docusaurus/plugin-content-blog'))
      .filter(({name}) => name === 'react' || name.startsWith('@docusaurus/') || NODE_ONLY.test(name))
      .map(({file, name}) => `${file} imports ${name}`);
    expect(wrong).toEqual([]);
  });

  test('code that ships to the browser never imports build-time code', () => {
    expect(browserImportingBuild(edges)).toEqual([]);
    expect(
      browserImportingBuild([
        edge('src/components/Footer/index.tsx', 'src/plugins/featured-posts/index.ts'),
        edge('src/theme/Root.tsx', 'src/plugins/lean-client/client/clientEntry.tsx'),
      ]),
    ).toEqual(['src/components/Footer/index.tsx -> src/plugins/featured-posts/index.ts']);
  });

  test('code that ships to the browser uses no Node-only package', () => {
    const wrong = codeFiles
      .filter((file) => !file.startsWith('src/plugins/') || file.includes('/client/'))
      .flatMap((file) => packagesOf(file).map((name) => ({file, name})))
      .filter(({name}) => NODE_ONLY.test(name))
      .map(({file, name}) => `${file} imports ${name}`);
    expect(wrong).toEqual([]);
  });

  test('no module imports itself back through others', () => {
    expect(importCycles(edges)).toEqual([]);
    expect(
      importCycles([
        edge('src/data/contactTopics.ts', 'src/data/services.ts'),
        edge('src/data/services.ts', 'src/lib/contactLinks.ts'),
        edge('src/lib/contactLinks.ts', 'src/data/contactTopics.ts'),
      ]),
    ).toEqual(['src/data/contactTopics.ts -> src/data/services.ts -> src/lib/contactLinks.ts -> src/data/contactTopics.ts']);
  });
});
