import {execFileSync} from 'node:child_process';
import zlib from 'node:zlib';
import {describe, expect, test} from '@jest/globals';
import {indexChunkPositions, minifiedScript} from '@site/src/plugins/post-build/search';

describe('the size of the index chunks', () => {
  test('is about 1,000 word positions (chunks of about 2 KB) for a library of about 80 pages', () => {
    expect(indexChunkPositions(81)).toBeGreaterThanOrEqual(900);
    expect(indexChunkPositions(81)).toBeLessThanOrEqual(1100);
  });

  test('grows with the square root of the number of pages', () => {
    expect(indexChunkPositions(4 * 81)).toBe(2 * indexChunkPositions(81));
    expect(indexChunkPositions(1000) / indexChunkPositions(10)).toBeCloseTo(10, 1);
  });

  test('is a positive whole number, even for an empty index', () => {
    for (const pages of [0, 1, 7, 81, 1039, 20_000]) {
      expect(Number.isInteger(indexChunkPositions(pages))).toBe(true);
      expect(indexChunkPositions(pages)).toBeGreaterThan(0);
    }
  });
});

describe("Pagefind's script, minified", () => {
  // The shape of pagefind.js: a module that finds its folder from its own address and exports its API by name.
  const script = `const pagefind_version = "1.6.0";
class PagefindInstance {
  constructor(options) {
    this.basePath = options.basePath ?? import.meta.url.match(/^(.*\\/)pagefind.js.*$/)?.[1];
    this.excerptLength = options.excerptLength ?? 30;
  }
  async search(term) {
    const normalizedTerm = term.toLowerCase().trim();
    return {results: [], term: normalizedTerm, version: pagefind_version};
  }
}
let defaultInstance = null;
const init = async () => { defaultInstance = new PagefindInstance({}); };
const options = async (opts) => { defaultInstance = new PagefindInstance(opts); };
const search = (term) => defaultInstance.search(term);
export {init, options, search};
`;

  test('keeps its exports, its own address and its behavior', async () => {
    const minified = await minifiedScript(script);
    expect(minified).toMatch(/export\s*\{/);
    for (const name of ['init', 'options', 'search']) expect(minified).toMatch(new RegExp(`\\b${name}\\b`));
    expect(minified).toContain('import.meta.url');
    expect(minified).toContain('pagefind.js');
    expect(minified).toContain('"1.6.0"');
    expect(minified).not.toContain('normalizedTerm');
    // Run as the browser runs it: imported as a module, then called through its exports.
    const run = `const m = await import(${JSON.stringify(`data:text/javascript,${encodeURIComponent(minified)}`)});
await m.options({excerptLength: 18});
console.log(JSON.stringify(await m.search('  HubSpot Expert ')));`;
    const result = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', run], {encoding: 'utf8'}));
    expect(result).toEqual({results: [], term: 'hubspot expert', version: '1.6.0'});
  });

  test('is smaller, gzipped, than the script as Pagefind writes it', async () => {
    const minified = await minifiedScript(script);
    expect(zlib.gzipSync(minified).length).toBeLessThan(zlib.gzipSync(script).length);
  });
});
