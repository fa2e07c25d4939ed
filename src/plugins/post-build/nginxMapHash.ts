/**
 * The sizes nginx needs to hold the redirect maps: `map_hash_bucket_size`
 * and `map_hash_max_size`, worked out from the keys the way nginx builds the
 * hash (ngx_hash_init, 64-bit):
 *
 * - a key takes 8 bytes (its value's pointer) plus its length and 2, rounded
 *   up to 8; a bucket holds keys up to its size less 8 (the end marker), so
 *   the bucket must hold the longest key. nginx rounds it up to its cache
 *   line (64 bytes here).
 * - nginx tries table sizes from `keys / ((bucket - 8) / 16)` upwards, each
 *   key to slot `hash % size` (the hash is `h * 31 + byte` over the
 *   lowercased key, in 64 bits), and takes the first size where no slot's
 *   keys outgrow a bucket; `map_hash_max_size` must reach it, or nginx warns
 *   and builds a slower table.
 *
 * Neither is set below nginx's default (64 and 2048), so other maps of the
 * same server lose nothing. Pure.
 */

export interface MapHashSizes {
  bucketSize: number;
  maxSize: number;
}

const POINTER = 8;
const CACHE_LINE = 64;
export const DEFAULT_MAP_HASH: MapHashSizes = {bucketSize: CACHE_LINE, maxSize: 2048};
const MASK = (1n << 64n) - 1n;

const align = (value: number, to: number) => Math.ceil(value / to) * to;

/** The bytes nginx compares: the key lowercased (ASCII), as UTF-8. */
function keyBytes(key: string): Buffer {
  return Buffer.from(
    key.replace(/[A-Z]/g, (c) => c.toLowerCase()),
    'utf8',
  );
}

/** What one key takes in a bucket. */
export function elementSize(key: string): number {
  return POINTER + align(keyBytes(key).length + 2, POINTER);
}

/** nginx's `ngx_hash_key` of a key, as a 64-bit unsigned integer. */
export function nginxHashKey(key: string): bigint {
  let hash = 0n;
  for (const byte of keyBytes(key)) hash = (hash * 31n + BigInt(byte)) & MASK;
  return hash;
}

/** The smallest table size nginx settles on for these keys with this bucket size. */
export function tableSize(keys: readonly string[], bucketSize: number): number {
  const room = bucketSize - POINTER;
  // The hash as two 32-bit halves, so `hash % size` is plain arithmetic: (high * 2^32 + low) % size.
  const elements = keys.map((key) => {
    const hash = nginxHashKey(key);
    return {high: Number(hash >> 32n), low: Number(hash & 0xffffffffn), size: elementSize(key)};
  });
  const start = Math.max(1, Math.floor(keys.length / Math.floor(room / (2 * POINTER))));
  let used = new Uint32Array(0);
  for (let size = start; ; size++) {
    if (used.length < size) used = new Uint32Array(size * 2);
    used.fill(0, 0, size);
    const word = 2 ** 32 % size;
    const fits = elements.every(({high, low, size: taken}) => {
      const slot = ((high % size) * word + (low % size)) % size;
      used[slot] += taken;
      return used[slot]! <= room;
    });
    if (fits) return size;
  }
}

/** The map hash sizes for the keys of each map: one bucket size for all, a table size that reaches each map's. */
export function mapHashSizes(maps: readonly (readonly string[])[]): MapHashSizes {
  const keysOf = maps.map((keys) => [...new Set(keys.map((key) => keyBytes(key).toString('utf8')))]).filter((keys) => keys.length > 0);
  if (keysOf.length === 0) return DEFAULT_MAP_HASH;
  const longest = Math.max(...keysOf.flat().map(elementSize));
  const bucketSize = Math.max(DEFAULT_MAP_HASH.bucketSize, align(longest + POINTER, CACHE_LINE));
  return {bucketSize, maxSize: Math.max(DEFAULT_MAP_HASH.maxSize, ...keysOf.map((keys) => tableSize(keys, bucketSize)))};
}
