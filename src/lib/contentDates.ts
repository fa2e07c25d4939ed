/**
 * The dates the site publishes for each page (sitemap lastmod, datePublished
 * and dateModified, feed dates, the visible "Updated" lines), one rule per
 * kind of page, and never the day of the build:
 *
 * - Posts and case studies: the front matter `date` is the publication day;
 *   `last_update.date`, when present, is the day of a real revision. Git is
 *   never asked about a post.
 * - Docs and marketing pages: the newest day among the page's source file
 *   and the content modules it imports, each dated by its newest commit; a
 *   source with uncommitted changes (working tree or index differs from
 *   HEAD, or not yet added) by the day of the build, as that is when the
 *   published page changes. In a shallow clone, a source last touched by
 *   the cut-off commit takes that commit's day, the latest the change can
 *   have been. With no repository at all (an unpacked archive), each source
 *   takes its file's modification day: `git archive` and the hosts' source
 *   tarballs stamp every file with the archived commit's time, so that is the
 *   commit's day, the same on every build of the archive. Leaving such pages
 *   undated would instead drop the guides' Updated line and Article dates.
 * - Generated pages (a blog's list, a tag, an author, a docs category, the
 *   HTML sitemap): the newest day of the pages they list.
 *
 * Pure: the content-dates plugin reads git and the content and passes them in.
 */
import {dayTimestamp, isoDay, toUtcDate} from './dates';

/** A post's publication day and, when it was revised, the revision day (YYYY-MM-DD). */
export interface PostDates {
  published: string;
  revised?: string;
}

/**
 * The revision timestamp (milliseconds) of a post, from its front matter
 * `last_update.date`: the blog plugin's own field, read here and nowhere
 * else. Undefined when the post has no revision date.
 */
export function revisionTimestamp(frontMatter: Readonly<Record<string, unknown>>): number | undefined {
  const lastUpdate = frontMatter.last_update;
  if (typeof lastUpdate !== 'object' || lastUpdate === null) return undefined;
  const date = (lastUpdate as {date?: unknown}).date;
  if (!(date instanceof Date) && typeof date !== 'string') return undefined;
  return toUtcDate(date)?.getTime();
}

/** A post's dates from the blog plugin's metadata: `date` and `lastUpdatedAt` (set only from `last_update.date`). */
export function postDates(metadata: {date: Date | string; lastUpdatedAt?: number | null}): PostDates {
  const published = isoDay(metadata.date);
  return metadata.lastUpdatedAt == null ? {published} : {published, revised: isoDay(metadata.lastUpdatedAt)};
}

/** The day a post last changed: its revision, else its publication. */
export function postLastmod(dates: PostDates): string {
  return dates.revised ?? dates.published;
}

/** The newest commit that touched a file: its hash and committer time in milliseconds. */
export interface LastCommit {
  hash: string;
  timestamp: number;
}

/**
 * What git knows about the sources of the build. `lastCommits` maps a file
 * (site-relative, forward slashes) to its newest commit, or to null when git
 * does not track it. `boundaries` are the commits where a shallow clone is
 * cut off (empty in a full clone): such a commit carries, as one change,
 * every change made before it.
 */
export interface GitHistory {
  lastCommits: ReadonlyMap<string, LastCommit | null>;
  boundaries: ReadonlySet<string>;
  /** Files with uncommitted changes: working tree or index differs from HEAD, or untracked (not ignored). */
  uncommitted: ReadonlySet<string>;
}

/**
 * The commits that change no page's content (reformatting, moving code
 * between modules), one hash per line of `.git-blame-ignore-revs`, the file
 * git blame reads for the same purpose; `#` starts a comment.
 */
export function parseIgnoredRevs(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter((line) => /^[0-9a-f]{40}$/.test(line)),
  );
}

/**
 * A file's newest commit that counts, from `git log --format='%H %ct'`
 * output (newest first): the first that is not in `ignored`; null when there
 * is none (git does not track the file, or only ignored commits touched it).
 */
export function newestCountedCommit(log: string, ignored: ReadonlySet<string>): LastCommit | null {
  for (const line of log.split('\n')) {
    const match = /^([0-9a-f]{40}) (\d+)$/.exec(line.trim());
    if (match && !ignored.has(match[1])) return {hash: match[1], timestamp: Number(match[2]) * 1000};
  }
  return null;
}

/** What dates a source besides its commits: the day of the build, and a file's modification day. */
export interface DatingFallbacks {
  /** YYYY-MM-DD (UTC): the day of the build, for sources with uncommitted changes. */
  today: string;
  /** The UTC day a file was last modified; undefined when there is no such file. */
  modifiedDay: (file: string) => string | undefined;
}

/** How a source was dated: its commit, a shallow clone's cut-off commit, the build day (uncommitted), its file time (no repository). */
export type DatedBy = 'commit' | 'cut-off' | 'uncommitted' | 'file time';

/**
 * The day one source last changed, and how that is known; no day for a file
 * git does not track and that is not waiting to be committed either (an
 * ignored file), or one only commits of `.git-blame-ignore-revs` touched.
 */
export function sourceDay(file: string, history: GitHistory | null, fallbacks: DatingFallbacks): {day?: string; by?: DatedBy} {
  if (!history) {
    const day = fallbacks.modifiedDay(file);
    return day ? {day, by: 'file time'} : {};
  }
  if (history.uncommitted.has(file)) return {day: fallbacks.today, by: 'uncommitted'};
  const commit = history.lastCommits.get(file);
  if (!commit) return {};
  return {day: isoDay(commit.timestamp), by: history.boundaries.has(commit.hash) ? 'cut-off' : 'commit'};
}

export interface PageChange {
  /** YYYY-MM-DD; undefined when no source could be dated. */
  day?: string;
  /** Sources with no day. */
  undated: string[];
  /** How the sources were dated, each way once. */
  by: DatedBy[];
}

function newest(days: ReadonlyArray<string | undefined>): string | undefined {
  return days
    .filter((d): d is string => d !== undefined)
    .sort()
    .at(-1);
}

/** The day a page's content last changed: the newest day of its sources (`sourceDay`). */
export function pageChangeDay(sources: readonly string[], history: GitHistory | null, fallbacks: DatingFallbacks): PageChange {
  const dated = sources.map((file) => sourceDay(file, history, fallbacks));
  return {
    day: newest(dated.map((d) => d.day)),
    undated: sources.filter((_, i) => dated[i].day === undefined),
    by: [...new Set(dated.flatMap((d) => (d.by ? [d.by] : [])))],
  };
}

/** A generated page and the pages it lists. */
export interface DateGroup {
  path: string;
  members: readonly string[];
}

/** A generated page changes when the newest of the pages it lists does; a group with no dated member gets no day. */
export function groupDays(dated: ReadonlyMap<string, string>, groups: readonly DateGroup[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const group of groups) {
    const day = newest(group.members.map((m) => dated.get(m)));
    if (day) out.set(group.path, day);
  }
  return out;
}

interface RouteLike {
  path: string;
  metadata?: object;
  routes?: RouteLike[];
}

/**
 * The routes with each one's day as `metadata.lastUpdatedAt` (milliseconds),
 * the field the sitemap plugin writes as lastmod; null for a route with no
 * day, which also stops the plugin from asking git about it.
 */
export function withLastmods<R extends RouteLike>(routes: readonly R[], days: ReadonlyMap<string, string>): R[] {
  return routes.map((route) => {
    const day = days.get(route.path);
    return {
      ...route,
      metadata: {...route.metadata, lastUpdatedAt: day ? dayTimestamp(day) : null},
      ...(route.routes ? {routes: withLastmods(route.routes, days)} : {}),
    };
  });
}

/** The blog fields the generated pages' groups are read from (a loaded BlogContent has them), with its listed posts only. */
export interface BlogGroupSource {
  blogTagsListPath: string;
  blogTags: Readonly<Record<string, {permalink: string; items: readonly string[]; unlisted?: boolean}>>;
  blogPosts: ReadonlyArray<{
    id: string;
    metadata: {permalink: string; authors: ReadonlyArray<{page?: {permalink: string} | null}>};
  }>;
}

/**
 * The generated pages of one blog and the posts each lists: the blog's first
 * list page, its tags page and its archive (every post), each tag page, and
 * the authors page and each author's page. Pass the listed posts only: a tag
 * naming another post simply does not count it.
 */
export function blogDateGroups(blog: BlogGroupSource): DateGroup[] {
  const listed = blog.blogPosts;
  const all = listed.map((p) => p.metadata.permalink);
  const permalinkOf = new Map(listed.map((p) => [p.id, p.metadata.permalink]));
  const base = blog.blogTagsListPath.replace(/\/[^/]+$/, '');
  const byAuthor = new Map<string, string[]>();
  for (const post of listed) {
    for (const author of post.metadata.authors) {
      if (!author.page) continue;
      byAuthor.set(author.page.permalink, [...(byAuthor.get(author.page.permalink) ?? []), post.metadata.permalink]);
    }
  }
  return [
    {path: base, members: all},
    {path: blog.blogTagsListPath, members: all},
    ...Object.values(blog.blogTags)
      .filter((tag) => !tag.unlisted)
      .map((tag) => ({path: tag.permalink, members: tag.items.flatMap((id) => permalinkOf.get(id) ?? [])})),
    // The archive of every listed post (src/plugins/post-archive).
    {path: `${base}/archive`, members: all},
    ...(byAuthor.size > 0 ? [{path: `${base}/authors`, members: all}] : []),
    ...[...byAuthor].map(([path, members]) => ({path, members})),
  ];
}

interface SidebarItemLike {
  type: string;
  id?: string;
  items?: readonly SidebarItemLike[];
  link?: {type: string; id?: string; permalink?: string};
}

/** Each docs category page generated by the docs plugin (`link: {type: 'generated-index'}`) and the docs under it. */
export function docCategoryDateGroups(
  sidebars: Readonly<Record<string, readonly SidebarItemLike[]>>,
  docPermalinks: ReadonlyMap<string, string>,
): DateGroup[] {
  const docsUnder = (items: readonly SidebarItemLike[]): string[] =>
    items.flatMap((item) => [
      ...(item.type === 'doc' && item.id ? [item.id] : []),
      ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
      ...docsUnder(item.items ?? []),
    ]);
  const groups: DateGroup[] = [];
  const visit = (items: readonly SidebarItemLike[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index' && item.link.permalink) {
        groups.push({path: item.link.permalink, members: docsUnder(item.items ?? []).flatMap((id) => docPermalinks.get(id) ?? [])});
      }
      visit(item.items ?? []);
    }
  };
  Object.values(sidebars).forEach(visit);
  return groups;
}

type DatedMetadata = {date: Date | string; lastUpdatedAt?: number | null};

/** When a post last changed, in milliseconds: its revision, else its publication. */
export function changeTimestamp(metadata: DatedMetadata): number {
  return metadata.lastUpdatedAt ?? new Date(metadata.date).getTime();
}

/**
 * A feed entry's dates: `published` is the publication (RSS pubDate, Atom
 * published), `date` the last change (Atom updated), a revision if there is one.
 */
export function feedItemDates(metadata: DatedMetadata): {published: Date; date: Date} {
  return {published: new Date(metadata.date), date: new Date(changeTimestamp(metadata))};
}
