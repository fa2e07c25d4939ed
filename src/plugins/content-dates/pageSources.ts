/**
 * The files each built page's content depends on, for the quick check
 * (scripts/check.sh), which runs the browser tests of the pages a change
 * reaches. A page depends on everything its own sources reach through
 * imports (`reachedFiles`) and on the sources of the pages whose titles and
 * summaries it shows: a list page on the posts it lists, a post on its
 * neighbors and related posts, a doc on the docs of its sidebar, every page on
 * the posts carried as global data. Pure: the caller passes in how to read a
 * file. Written by the build as `page-sources/<out dir>.json` in the
 * generated-files folder (`.docusaurus/`), never into the served output.
 */
import {reachedFiles, type ReadSource} from './contentSources';

export interface PageEntry {
  path: string;
  /** The page's own sources: a page's or doc's file, a post's file, a generated page's entries. */
  files: readonly string[];
}

export interface PageLinks {
  path: string;
  /** Paths of the pages whose content this page shows. */
  shows: readonly string[];
}

/** The file written: each page's files as indexes into `files`, so the map stays small. */
export interface PageSourcesFile {
  files: string[];
  pages: Record<string, number[]>;
}

/**
 * Each page's files: its own sources' reach, plus that of the pages it shows,
 * plus that of `everywhere` (pages shown on every page). A path that is only
 * in `links` (a list page) has the files of the pages it shows.
 */
export function pageSources(
  entries: readonly PageEntry[],
  links: readonly PageLinks[],
  everywhere: readonly string[],
  read: ReadSource,
): Map<string, string[]> {
  const reach = new Map<string, string[]>();
  const reachOf = (file: string) => {
    if (!reach.has(file)) reach.set(file, reachedFiles(file, read));
    return reach.get(file)!;
  };
  const own = new Map<string, Set<string>>();
  for (const entry of entries) {
    const files = own.get(entry.path) ?? new Set<string>();
    for (const file of entry.files) for (const reached of reachOf(file)) files.add(reached);
    own.set(entry.path, files);
  }
  const shows = new Map<string, Set<string>>();
  for (const link of links) shows.set(link.path, new Set([...(shows.get(link.path) ?? []), ...link.shows]));
  const shared = everywhere.flatMap((page) => [...(own.get(page) ?? [])]);
  const out = new Map<string, string[]>();
  for (const page of new Set([...own.keys(), ...shows.keys()])) {
    const files = new Set([...(own.get(page) ?? []), ...shared]);
    for (const shown of shows.get(page) ?? []) for (const file of own.get(shown) ?? []) files.add(file);
    out.set(page, [...files].sort());
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

/** The map with each later page of a paged list (`/insights/page/2`) given the files of its first page: it shows the same kind of posts. */
export function withPagedLists(map: ReadonlyMap<string, string[]>, routes: readonly string[]): Map<string, string[]> {
  const out = new Map(map);
  for (const route of routes) {
    const first = /^(.*)\/page\/\d+$/.exec(route)?.[1] || undefined;
    const files = first === undefined ? undefined : map.get(first);
    if (!out.has(route) && files) out.set(route, files);
  }
  return out;
}

/** The map in the form written to disk. */
export function pageSourcesFile(map: ReadonlyMap<string, readonly string[]>): PageSourcesFile {
  const files = [...new Set([...map.values()].flat())].sort();
  const index = new Map(files.map((file, i) => [file, i]));
  return {files, pages: Object.fromEntries([...map].map(([page, list]) => [page, list.map((file) => index.get(file)!)]))};
}

/** The map read back from disk: page path to files. */
export function readPageSourcesFile(data: PageSourcesFile): Map<string, string[]> {
  return new Map(Object.entries(data.pages).map(([page, indexes]) => [page, indexes.map((i) => data.files[i]!)]));
}
