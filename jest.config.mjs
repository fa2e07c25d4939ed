import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * A package published as ES modules: `"type": "module"` (its .js files are
 * ES modules, whatever its exports say: feed 5 hands require() one), or
 * .mjs entries. Its CommonJS files, if any, end in .cjs, which the
 * transform leaves alone.
 */
export function isEsModulePackage(pkg) {
  return pkg.type === 'module' || /\.mjs"/.test(JSON.stringify(pkg.exports ?? null)) || /\.mjs$/.test(pkg.main ?? '');
}

/** The names of the ES module packages installed under `dir`, nested node_modules included. */
export function esModulePackages(dir = path.join(root, 'node_modules')) {
  const names = new Set();
  const visit = (modules) => {
    let entries;
    try {
      entries = fs.readdirSync(modules, {withFileTypes: true});
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(modules, entry.name);
      if (entry.name.startsWith('@')) {
        for (const scoped of fs.readdirSync(full)) visitPackage(`${entry.name}/${scoped}`, path.join(full, scoped));
      } else {
        visitPackage(entry.name, full);
      }
    }
  };
  const visitPackage = (name, folder) => {
    try {
      if (isEsModulePackage(JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')))) names.add(name);
    } catch {
      // Not a package (a bin folder, a broken link).
    }
    visit(path.join(folder, 'node_modules'));
  };
  visit(dir);
  return [...names].sort();
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Unit tests: TypeScript compiled by SWC, `@site/` resolved to the project root.
 *
 * Jest runs the tests as CommonJS and transforms nothing in node_modules by
 * default, so a package published as ES modules that a test loads through
 * require() (github-slugger 2, execa 9 and feed 5, which Docusaurus 4
 * requires) fails with "Must use import to load ES Module". Those packages,
 * found in node_modules when jest starts, go through the same SWC transform
 * as the project's own files; every other package is loaded as it is. A
 * package whose exports name no file for require() resolves as an import
 * would (tests/unit/support/esmResolver.cjs).
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit', '<rootDir>/tools'],
  testMatch: ['**/*.test.ts'],
  // One worker per core. Jest's own default keeps one core for itself, which on a two-core machine
  // runs every file in a single worker while the other core waits (33 s against 21 s with two).
  maxWorkers: os.availableParallelism(),
  transform: {
    '^.+\\.(m?js|jsx|tsx?)$': [
      '@swc/jest',
      {jsc: {parser: {syntax: 'typescript', tsx: true}, target: 'es2022'}, module: {type: 'commonjs'}},
    ],
  },
  // Ignored: a file under node_modules whose package (after the last node_modules) is not on the list.
  transformIgnorePatterns: [`/node_modules/(?!(?:.*/node_modules/)?(?:${esModulePackages().map(escape).join('|')})/)`],
  resolver: '<rootDir>/tests/unit/support/esmResolver.cjs',
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
  },
};
