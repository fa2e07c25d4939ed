/**
 * post-build: every pass that reads the built site runs here, one after
 * another in the order below, after the static pages are rendered.
 * Docusaurus runs the `postBuild` hooks of all plugins at the same time, so
 * two passes in two plugins could read a file while the other writes it; in
 * one plugin, in a fixed order, they cannot. No pass rewrites a page: what a
 * page shows and says comes from its render.
 *
 * The passes read the page of each route (`routePages.ts`), never the whole
 * output folder: the client-redirects plugin writes its redirect pages there
 * at the same time. The order: the search pass indexes the pages and writes
 * the index; the cards pass draws the share card each page names; the assets
 * pass writes a gzip copy of every script and stylesheet; the host rules come
 * last, because the security policy they carry is computed from the pages as
 * they ship.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {blogPostsOf} from '../../lib/posts';
import {postPictures} from '../covers/pictures';
import {assetsPass} from './assets';
import {hostRulesPass} from './hostRules';
import {searchPass} from './search';
import {shareCardsPass, type PostCardFacts} from './shareCards';
import type {PostBuildOptions, PostBuildPass} from './types';
import {postFormat} from '../front-matter-check/frontMatterCheck';

/** Each post's card facts, by permalink, gathered once all content has loaded. */
let postCards = new Map<string, PostCardFacts>();

/** The passes, in the order they run. */
export const passes: readonly PostBuildPass[] = [searchPass, shareCardsPass(() => postCards), assetsPass, hostRulesPass];

export default function postBuildPlugin(context: LoadContext, options: PostBuildOptions): Plugin {
  return {
    name: 'post-build',
    async allContentLoaded({allContent}) {
      postCards = new Map(
        (['default', 'case-studies'] as const).flatMap((blog) =>
          blogPostsOf(allContent, blog).map((post): [string, PostCardFacts] => {
            const fm = post.metadata.frontMatter as Record<string, unknown>;
            const pictures = postPictures(context.siteDir, post.metadata.source.replace(/^@site\//, ''), fm);
            const label =
              blog === 'case-studies'
                ? ['Case study', fm.industry].filter(Boolean).join(' · ')
                : [postFormat(fm) === 'note' ? 'News' : 'Insight', fm.category].filter(Boolean).join(' · ');
            return [post.metadata.permalink, {label, cover: pictures.cover, ...(pictures.share ? {share: pictures.share} : {})}];
          }),
        ),
      );
    },
    async postBuild(args) {
      for (const pass of passes) {
        try {
          await pass.run(args, options);
        } catch (error) {
          throw new Error(`post-build pass "${pass.name}" failed`, {cause: error});
        }
      }
    },
  };
}
