/**
 * The bundler's map of chunk files, per route-group bucket. The runtime
 * (runtime~main.js) carries the file name of every chunk the site may load
 * (`__webpack_require__.u`: chunk id -> name and content hash) and
 * Docusaurus's chunk-name lookup (`__webpack_require__.gca`: chunk name ->
 * id), three entries per post and per list page. After the bundles are
 * minified and before the content hashes are final, this plugin moves the
 * entries of every chunk that only a bucket of a route group can load (the
 * posts' content and props, the list pages' props) out of the runtime and
 * into the buckets that load them, where the bucket's module registers them
 * (client/routeGroups.tsx) before it creates its routes; a list module
 * (a bucket's child, named like one) carries those of its own routes. The
 * runtime keeps
 * the buckets and everything else. The file names keep their content
 * hashes, so every asset stays safe to cache for a year: the final
 * content-hash pass sees the names inside the buckets and hashes each bucket
 * after the chunks it names.
 */
import type {Compiler, Compilation, Chunk, ChunkGroup} from '@rspack/core';
import {BUCKET_CHUNK_PREFIX, CHUNK_FILES_PLACEHOLDER} from './routeGroups';

const NAME = 'lean-client-chunk-files';

/** The JavaScript file of a chunk. */
function scriptOf(chunk: Chunk): string {
  const files = [...chunk.files].filter((f) => f.endsWith('.js'));
  if (files.length !== 1) throw new Error(`lean-client: chunk ${chunk.id} has ${files.length} script files`);
  return files[0]!;
}

/** Chunks reachable from the entry points without passing through a bucket. */
function chunksOutsideBuckets(compilation: Compilation): Set<Chunk> {
  const seen = new Set<ChunkGroup>();
  const chunks = new Set<Chunk>();
  const queue: ChunkGroup[] = [...compilation.entrypoints.values()];
  while (queue.length > 0) {
    const group = queue.pop()!;
    if (seen.has(group) || group.name?.startsWith(BUCKET_CHUNK_PREFIX)) continue;
    seen.add(group);
    for (const chunk of group.chunks) chunks.add(chunk);
    queue.push(...group.childrenIterable);
  }
  return chunks;
}

/**
 * Finds each object literal the runtime indexes by chunk id or name
 * (`({...})[e]`), and drops the entries of `ids` (id -> name, id -> hash)
 * and of `names` (name -> id). Returns the new source and how many entries
 * of each kind it dropped.
 */
export function dropFromRuntime(source: string, ids: ReadonlySet<string>, names: ReadonlyMap<string, string>) {
  let out = '';
  let last = 0;
  let droppedIds = 0;
  let droppedNames = 0;
  const opening = /\(\{/g;
  for (let match = opening.exec(source); match; match = opening.exec(source)) {
    const start = match.index + 1;
    const end = source.indexOf('})[', start);
    if (end < 0) continue;
    const literal = source.slice(start, end + 1);
    // Only a flat literal of string or number keys and values: the bundler's chunk maps.
    if (!/^\{(?:(?:"[^"]*"|[\w$]+):(?:"[^"]*"|[\w.]+),?)*\}$/.test(literal)) continue;
    // The runtime's own text (this build's output), a literal of plain keys and values.
    const map = new Function(`return (${literal});`)() as Record<string, string | number>;
    const kept: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(map)) {
      if (ids.has(key)) droppedIds += 1;
      else if (names.get(key) === String(value)) droppedNames += 1;
      else kept[key] = value;
    }
    out += source.slice(last, start) + JSON.stringify(kept);
    last = end + 1;
    opening.lastIndex = end + 1;
  }
  return {source: out + source.slice(last), droppedIds, droppedNames};
}

/**
 * The chunks a bucket's module loads itself: those of its async chunk groups
 * and of theirs, without descending into another bucket's group (a list
 * module the bucket loads names its own chunks), and without the bucket's
 * own chunks.
 */
export function ownAsyncChunks(bucket: Chunk): Set<Chunk> {
  const initial = new Set([...bucket.groupsIterable].flatMap((group) => group.chunks));
  const seen = new Set<ChunkGroup>();
  const chunks = new Set<Chunk>();
  const queue = [...bucket.groupsIterable].flatMap((group) => [...group.childrenIterable]);
  while (queue.length > 0) {
    const group = queue.pop()!;
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) if (!initial.has(chunk)) chunks.add(chunk);
    if (!group.name?.startsWith(BUCKET_CHUNK_PREFIX)) queue.push(...group.childrenIterable);
  }
  return chunks;
}

export class ChunkFilesPlugin {
  apply(compiler: Compiler): void {
    const {Compilation: CompilationClass, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, before the real content hashes.
        {name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_SUMMARIZE},
        () => {
          const buckets = [...compilation.chunks].filter((chunk) => chunk.name?.startsWith(BUCKET_CHUNK_PREFIX));
          if (buckets.length === 0) return;
          const outside = chunksOutsideBuckets(compilation);
          const moved = new Map<Chunk, string>();
          for (const bucket of buckets) {
            for (const chunk of ownAsyncChunks(bucket)) if (!outside.has(chunk)) moved.set(chunk, scriptOf(chunk));
          }
          const movedIds = new Set([...moved.keys()].map((chunk) => String(chunk.id)));
          const movedNames = new Map([...moved.keys()].filter((c) => c.name).map((chunk) => [chunk.name!, String(chunk.id)]));

          for (const bucket of buckets) {
            const files: Record<string, string> = {};
            const ids: Record<string, string> = {};
            for (const chunk of ownAsyncChunks(bucket)) {
              if (!moved.has(chunk)) continue;
              files[String(chunk.id)] = moved.get(chunk)!;
              if (chunk.name) ids[chunk.name] = String(chunk.id);
            }
            const file = scriptOf(bucket);
            const text = compilation.getAsset(file)!.source.source().toString();
            const placeholder = new RegExp(`(["'])${CHUNK_FILES_PLACEHOLDER}\\1`, 'g');
            const count = text.match(placeholder)?.length ?? 0;
            if (count !== 1) throw new Error(`lean-client: ${file} holds the chunk-files placeholder ${count} times`);
            compilation.updateAsset(file, new sources.RawSource(text.replace(placeholder, () => JSON.stringify({files, ids}))));
          }

          const runtimes = [...compilation.chunks].filter((chunk) => chunk.hasRuntime());
          for (const runtime of runtimes) {
            const file = scriptOf(runtime);
            const text = compilation.getAsset(file)!.source.source().toString();
            const {source, droppedIds, droppedNames} = dropFromRuntime(text, movedIds, movedNames);
            // Each moved chunk leaves the content-hash map, each named one the name map and the name lookup.
            const expected = movedIds.size + 2 * movedNames.size;
            if (droppedIds + droppedNames !== expected) {
              throw new Error(
                `lean-client: ${file}: dropped ${droppedIds} id and ${droppedNames} name entries, expected ${expected}; the runtime's chunk maps changed shape`,
              );
            }
            compilation.updateAsset(file, new sources.RawSource(source));
          }
        },
      );
    });
  }
}
