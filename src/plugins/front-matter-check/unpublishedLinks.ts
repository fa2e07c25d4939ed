/**
 * Links from a published page to a post production does not publish (a
 * scheduled post before its day, a draft, a retired post), each named by `file:line`. The
 * blog plugin leaves such a post out, so the link would lead nowhere;
 * Docusaurus's own broken-link report names the built page, not the file to
 * open. Pure: the plugin reads the files.
 *
 * A link is the post's path (`/insights/<slug>`, `/case-studies/<slug>`,
 * followed by anything but a slug character, so `/insights/a` does not match
 * `/insights/a-b`) or its file name (`2026-12-08-slug.md`, a Markdown link to
 * the file), anywhere in the source: prose, copy strings and data alike.
 */
import {postDay, publicationState, retiredTo, type BuildDay} from '../../lib/publication';
import type {PostFile, PostKind} from './frontMatterCheck';

/** Where each blog's posts live on the site. */
export const POST_ROUTES: Readonly<Record<PostKind, string>> = {insight: '/insights', 'case-study': '/case-studies'};

export interface UnpublishedPost {
  file: string;
  /** The post's path on the site, `/insights/<slug>`. */
  path: string;
  state: 'scheduled' | 'draft' | 'retired';
  /** The post's day, YYYY-MM-DD. */
  day: string;
  /** A retired post: where its address now leads. */
  retiredTo?: string;
}

export interface SourceFile {
  /** Path from the project root. */
  file: string;
  source: string;
}

export interface UnpublishedLink {
  file: string;
  line: number;
  post: UnpublishedPost;
}

/** The posts a production build of `buildDate` leaves out, and the ones it publishes. */
export function splitByPublication(
  posts: readonly PostFile[],
  build: Pick<BuildDay, 'buildDate'>,
): {published: PostFile[]; unpublished: UnpublishedPost[]} {
  const published: PostFile[] = [];
  const unpublished: UnpublishedPost[] = [];
  for (const post of posts) {
    const day = postDay(post.data.date, post.file);
    const slug = typeof post.data.slug === 'string' ? post.data.slug.trim() : '';
    const retired = retiredTo(post.data) !== undefined;
    const state = day
      ? publicationState({day, draft: post.data.draft === true, retired}, build.buildDate)
      : retired
        ? 'retired'
        : 'published';
    if (state === 'published' || !day || !slug) published.push(post);
    else {
      const to = retiredTo(post.data);
      unpublished.push({file: post.file, path: `${POST_ROUTES[post.kind]}/${slug}`, state, day, ...(to ? {retiredTo: to} : {})});
    }
  }
  return {published, unpublished};
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every place a source links to one of the posts, in file and line order. */
export function linksToUnpublished(sources: readonly SourceFile[], posts: readonly UnpublishedPost[]): UnpublishedLink[] {
  if (posts.length === 0) return [];
  const patterns = posts.map((post) => ({
    post,
    pattern: new RegExp(
      `${escape(post.path)}(?![A-Za-z0-9_-])|(?<![A-Za-z0-9_-])${escape(post.file.split('/').pop() ?? post.file)}(?![A-Za-z0-9_-])`,
      'g',
    ),
  }));
  const found: UnpublishedLink[] = [];
  for (const {file, source} of sources) {
    for (const {post, pattern} of patterns) {
      for (const match of source.matchAll(pattern)) {
        found.push({file, line: source.slice(0, match.index).split('\n').length, post});
      }
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** One line per link: `file:line: links to ... , which ...`. */
export function formatUnpublishedLink({file, line, post}: UnpublishedLink): string {
  const why =
    post.state === 'scheduled'
      ? `scheduled for ${post.day}: production leaves it out until a build on that day; add the link on its day`
      : post.state === 'retired'
        ? `retired: no build has it; link to ${post.retiredTo ?? 'where it now leads'} instead, or remove the link`
        : 'a draft: production never publishes it; remove the link, or publish the post (remove draft: true)';
  return `${file}:${line}: links to ${post.path} (${post.file}), ${why}`;
}
