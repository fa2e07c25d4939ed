import {describe, expect, test} from '@jest/globals';
import {DEFAULT_MAP_HASH, elementSize, mapHashSizes, nginxHashKey, tableSize} from '@site/src/plugins/post-build/nginxMapHash';

const path = (length: number) => `/${'a'.repeat(length - 1)}`;

describe('the map hash sizes nginx needs for the redirect maps', () => {
  test('a key takes 8 bytes and its length plus 2, rounded up to 8', () => {
    expect(elementSize('/a')).toBe(16);
    expect(elementSize(path(6))).toBe(16);
    expect(elementSize(path(7))).toBe(24);
    expect(elementSize(path(46))).toBe(56);
    expect(elementSize(path(47))).toBe(64);
    // UTF-8 bytes, not characters.
    expect(elementSize('/é')).toBe(16);
    expect(elementSize(`/${'é'.repeat(2)}`)).toBe(16);
    expect(elementSize(`/${'é'.repeat(3)}`)).toBe(24);
  });

  test("the hash is nginx's: h * 31 + byte over the lowercased key, in 64 bits", () => {
    expect(nginxHashKey('')).toBe(0n);
    expect(nginxHashKey('ab')).toBe(97n * 31n + 98n);
    expect(nginxHashKey('AB')).toBe(nginxHashKey('ab'));
    expect(nginxHashKey('z'.repeat(20))).toBeLessThan(1n << 64n);
  });

  test('the table size is the first from which every slot fits in a bucket', () => {
    // A bucket of 64 holds 56 bytes: three 16-byte keys share a slot, a fourth does not.
    expect(tableSize(['/a', '/b', '/c'], 64)).toBe(1);
    expect(tableSize(['/a', '/b', '/c', '/d'], 64)).toBe(2);
    // '/a' and '/c' hash to 1552 and 1554, both even: two slots put them together with nothing else.
    expect(Number(nginxHashKey('/a') % 2n)).toBe(Number(nginxHashKey('/c') % 2n));
  });

  test("no keys, or short ones: nginx's defaults, never less", () => {
    expect(mapHashSizes([])).toEqual(DEFAULT_MAP_HASH);
    expect(mapHashSizes([[], []])).toEqual(DEFAULT_MAP_HASH);
    expect(mapHashSizes([['/a', '/about-us'], ['/blog']])).toEqual({bucketSize: 64, maxSize: 2048});
    expect(mapHashSizes([[path(46)]])).toEqual({bucketSize: 64, maxSize: 2048});
  });

  test('the bucket holds the longest key and the end marker, in cache lines of 64', () => {
    expect(mapHashSizes([[path(47)]]).bucketSize).toBe(128);
    expect(mapHashSizes([['/a'], [path(60)]]).bucketSize).toBe(128);
    expect(mapHashSizes([[path(110)]]).bucketSize).toBe(128);
    expect(mapHashSizes([[path(111)]]).bucketSize).toBe(192);
    expect(mapHashSizes([[path(255)]]).bucketSize).toBe(320);
  });

  test('the table size reaches what each map needs, when that is over the default', () => {
    const keys = Array.from({length: 600}, (_, n) => `/p${n}`);
    const {bucketSize, maxSize} = mapHashSizes([keys, keys.slice(0, 10)]);
    expect(maxSize).toBe(Math.max(2048, tableSize(keys, bucketSize)));
    // One 255-byte key fills a bucket: each needs a slot of its own.
    const long = Array.from({length: 1000}, (_, n) => `${path(250)}${n}`);
    const sizes = mapHashSizes([long]);
    expect(sizes.maxSize).toBe(tableSize(long, sizes.bucketSize));
    expect(sizes.maxSize).toBeGreaterThan(2048);
  });
});
