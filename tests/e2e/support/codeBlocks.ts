/**
 * The code blocks the posts carry, read from their Markdown: the browser
 * tests find the block they check (a titled one with a highlighted line) and
 * the pages without code here, instead of naming them.
 */
import {builtPosts} from '../../support/publishedPosts';

export interface FencedBlock {
  post: string;
  language: string;
  title: string;
  lines: string[];
  /** 1-based line of the block that is highlighted (`{n}` in the fence), 0 for none. */
  highlighted: number;
}

const FENCE = /^```(\w+) ([^\n]*)\n([\s\S]*?)\n```$/gm;

/** The insights the served build makes pages of: their paths and Markdown bodies. */
export const posts = builtPosts('blog').map(({path, content}) => ({path, content}));

/** The first block with a title and a highlighted line; throws when no post has one. */
export function titledBlock(): FencedBlock {
  const block = posts
    .flatMap(({path: post, content}) =>
      [...content.matchAll(FENCE)].map((m) => {
        const meta = m[2] ?? '';
        return {
          post,
          language: m[1] ?? '',
          title: /title="([^"]*)"/.exec(meta)?.[1] ?? '',
          lines: (m[3] ?? '').split('\n'),
          highlighted: Number(/\{(\d+)\}/.exec(meta)?.[1] ?? 0),
        };
      }),
    )
    .find((b) => b.title !== '' && b.highlighted > 0);
  if (!block) throw new Error('blog/: no post has a fenced block with title="..." and a highlighted line {n}');
  return block;
}

/** A post with no fenced block. */
export function postWithoutCode(): string {
  const post = posts.find((p) => !/^(`{3,}|~{3,})/m.test(p.content));
  if (!post) throw new Error('blog/: every post has a code block');
  return post.path;
}

/** A post without code whose text links to `post`, for a client-side navigation to it. */
export function postLinkingTo(post: string): string {
  const from = posts.find((p) => p.path !== post && !/^(`{3,}|~{3,})/m.test(p.content) && p.content.includes(`](${post})`));
  if (!from) throw new Error(`blog/: no post without code links to ${post}`);
  return from.path;
}
