/**
 * lean-blog: the blog plugin (both instances: insights and case studies)
 * with light list pages.
 *
 * The plugin's list, tag and author pages load every listed post's MDX
 * excerpt as a module of its own (a dozen script files on /insights), and
 * the browser evaluates and hydrates them all, although the site shows each
 * post as a card built from its metadata alone. This wrapper hands those
 * routes the same posts as small records instead (`src/lib/leanPosts.ts`),
 * carried in the route's props: one JSON file per list page. Everything
 * else (post pages, feeds, options, MDX loader, global data) is the plugin's
 * own.
 */
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import {leanListItem, type ItemModule, type PostLike} from '../../lib/leanPosts';

type BlogPlugin = Awaited<ReturnType<typeof blogPlugin>>;

/** Rewrites a list-type route: `modules.items` (one MDX import per post) becomes `props.items`. */
export function leanRoute(route: RouteConfig, postsBySource: ReadonlyMap<string, PostLike>): RouteConfig {
  const modules = route.modules as {items?: ItemModule[]} | undefined;
  if (!modules || !Array.isArray(modules.items)) return route;
  const {items, ...otherModules} = modules;
  return {
    ...route,
    modules: otherModules,
    props: {...route.props, items: items.map((item) => leanListItem(item, postsBySource))},
  };
}

export default async function leanBlogPlugin(
  context: LoadContext,
  options: Parameters<typeof blogPlugin>[1],
): Promise<BlogPlugin> {
  const plugin = await blogPlugin(context, options);
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      const posts = args.content.blogPosts as unknown as PostLike[];
      const postsBySource = new Map(posts.map((post) => [post.metadata.source, post]));
      const addRoute = (route: RouteConfig) => args.actions.addRoute(leanRoute(route, postsBySource));
      return contentLoaded?.call(plugin, {...args, actions: {...args.actions, addRoute}});
    },
  };
}

export {validateOptions};
