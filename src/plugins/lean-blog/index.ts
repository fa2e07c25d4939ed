/**
 * lean-blog: the blog plugin (both instances: insights and case studies)
 * with light list pages.
 *
 * The plugin's list, tag and author pages load every listed post's MDX
 * excerpt as a module of its own (a dozen script files on /insights), and
 * the browser evaluates and hydrates them all, although the site shows each
 * post as a card built from its metadata alone. This wrapper hands those
 * routes the same posts as small records instead (`src/plugins/lean-blog/leanPosts.ts`),
 * carried in the route's props: one JSON file per list page.
 *
 * Its feeds carry each post's own dates: an entry is published on the post's
 * `date` and updated on its revision day (front matter `last_update`), and
 * the feed itself is updated when its newest entry changed.
 *
 * Its authors are the team (src/data/team.ts): the wrapper writes the
 * plugin's authors map from those records (src/lib/authors.ts) into the
 * generated files and points `authorsMapPath` at it, so a person is one
 * record. An `authors.yml` in the blog's folder is a build error. Authors
 * with no listed post in the blog are dropped from its content, so they have
 * no author page, no entry on the authors list and no date until they
 * publish. Everything else (post pages, options, MDX loader, global data) is
 * the plugin's own.
 *
 * Which posts a build publishes is decided before the plugin reads them
 * (./publication.ts, the site's markdown.parseFrontMatter); `loadContent`
 * checks the plugin dropped or marked each as that asked.
 */
import fs from 'node:fs';
import path from 'node:path';
import blogPlugin, {validateOptions, type BlogContent, type BlogPost} from '@docusaurus/plugin-content-blog';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import {changeTimestamp, feedItemDates} from '../../lib/contentDates';
import {leanListItem, type ItemModule, type PostLike} from './leanPosts';
import {isListed} from '../../lib/posts';
import {BLOG_LIST_COMPONENTS} from '../lean-client/guards';
import {checkPublishedContent} from './publication';
import type {Deployment} from '../../config/deployment';
import {authorsMapOf, writersOnly} from '../../lib/authors';
import {team} from '../../data/team';

type BlogPlugin = Awaited<ReturnType<typeof blogPlugin>>;

const ROUTES_PIN = '@docusaurus/plugin-content-blog/lib/routes.js';

/** The blog's route components by kind: list routes carry `modules.items`; the others are left as they are. */
export interface BlogRouteComponents {
  list: ReadonlySet<string>;
  other: ReadonlySet<string>;
}

/**
 * The components of the blog's routes, from its options. The list
 * components must be BLOG_LIST_COMPONENTS, by which the route groups
 * (src/plugins/lean-client/routeGroups.ts) find the list pages in the
 * generated registry; a renamed default or an option naming another one is
 * a build error.
 */
export function blogRouteComponents(options: Parameters<typeof blogPlugin>[1]): BlogRouteComponents {
  const list = [options.blogListComponent, options.blogTagsPostsComponent, options.blogAuthorsPostsComponent];
  if (list.join() !== BLOG_LIST_COMPONENTS.join()) {
    throw new Error(
      `lean-blog: the blog's list components are ${list.join(', ')}, expected ${BLOG_LIST_COMPONENTS.join(', ')} (BLOG_LIST_COMPONENTS in src/plugins/lean-client/guards.ts, which the route groups find list pages by): update it, and re-check the pin of ${ROUTES_PIN} in UPGRADING.md.`,
    );
  }
  return {
    list: new Set(list),
    other: new Set([
      options.blogPostComponent,
      options.blogTagsListComponent,
      options.blogArchiveComponent,
      options.blogAuthorsListComponent,
    ]),
  };
}

const shapeError = (route: RouteConfig, expected: string) =>
  new Error(
    `lean-blog: ${ROUTES_PIN} made the route ${route.path} (${String(route.component)}) without ${expected}. src/plugins/lean-blog/index.ts relies on it: re-check the pin of ${ROUTES_PIN} in UPGRADING.md.`,
  );

/**
 * Rewrites a list-type route: `modules.items` (one MDX import per post) becomes
 * `props.items`. A list route without `modules.items` as an array of
 * `{content: {path}}` imports, a route of another kind with them, or a route
 * of a component the blog did not have is a build error: the blog plugin
 * changed how it makes its routes.
 */
export function leanRoute(route: RouteConfig, postsBySource: ReadonlyMap<string, PostLike>, components: BlogRouteComponents): RouteConfig {
  const modules = route.modules as {items?: ItemModule[]} | undefined;
  const hasItems = Boolean(modules && 'items' in modules);
  if (components.other.has(route.component)) {
    if (hasItems) throw shapeError(route, 'modules.items on a route that is not a list (a new list kind)');
    return route;
  }
  if (!components.list.has(route.component))
    throw shapeError(route, `a component it knows (${[...components.list, ...components.other].join(', ')})`);
  if (!modules || !Array.isArray(modules.items)) throw shapeError(route, 'modules.items, the list of its posts');
  const {items, ...otherModules} = modules;
  const bad = items.find((item) => typeof item?.content?.path !== 'string');
  if (bad !== undefined) throw shapeError(route, `items of the form {content: {path}} (found ${JSON.stringify(bad)})`);
  return {
    ...route,
    modules: otherModules,
    props: {...route.props, items: items.map((item) => leanListItem(item, postsBySource))},
  };
}

/** The feed's items are dated by position (one per post, in order): any other count is a build error. */
export function checkFeedItems(items: readonly unknown[], posts: readonly unknown[]): void {
  if (items.length !== posts.length) {
    throw new Error(
      `lean-blog: the feed writer (defaultCreateFeedItems, @docusaurus/plugin-content-blog/lib/feed.js) made ${items.length} items for ${posts.length} posts; src/plugins/lean-blog/index.ts dates them by position: re-check it.`,
    );
  }
}

/**
 * The listed posts handed to the feed writer, which dates the feed itself (Atom
 * `updated`, RSS `lastBuildDate`) by its first post's `date`: that post goes
 * in as a copy dated by the newest change among the posts the feed carries.
 * The entries take their own dates from the original posts (`createFeedItems`).
 */
export function postsForFeed(posts: readonly BlogPost[], limit: number | false | null | undefined): BlogPost[] {
  const listed = posts.filter(isListed);
  const [first, ...rest] = listed;
  if (!first) return [];
  const carried = limit ? listed.slice(0, limit) : listed;
  const newest = Math.max(...carried.map((post) => changeTimestamp(post.metadata)));
  if (newest === new Date(first.metadata.date).getTime()) return listed;
  return [{...first, metadata: {...first.metadata, date: new Date(newest)}}, ...rest];
}

/**
 * Writes the team's authors map for one blog under the generated files and
 * returns its path relative to the blog's folder, as `authorsMapPath` takes
 * it. A picture missing under static/, or an authors file of the blog's own,
 * is a build error naming the file and field.
 */
export function writeTeamAuthorsMap(
  context: Pick<LoadContext, 'siteDir' | 'generatedFilesDir'>,
  options: {id?: string; path: string},
): string {
  const contentDir = path.resolve(context.siteDir, options.path);
  for (const own of ['authors.yml', 'authors.yaml', 'authors.json']) {
    if (fs.existsSync(path.join(contentDir, own)))
      throw new Error(
        `${path.join(options.path, own)}: the blog's authors are made from the team (src/data/team.ts); move each person there and delete this file`,
      );
  }
  const map = authorsMapOf(team);
  for (const [key, author] of Object.entries(map)) {
    if (!fs.existsSync(path.join(context.siteDir, 'static', author.image_url)))
      throw new Error(`src/data/team.ts: ${key}: avatar: static${author.image_url} does not exist`);
  }
  const dir = path.join(context.generatedFilesDir, 'team-authors');
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `${options.id ?? 'default'}.json`);
  // Written whole and then renamed, so a build running beside this one never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${JSON.stringify(map, null, 2)}\n`);
  fs.renameSync(partial, file);
  return path.relative(contentDir, file);
}

export default async function leanBlogPlugin(context: LoadContext, options: Parameters<typeof blogPlugin>[1]): Promise<BlogPlugin> {
  let originals = new Map<string, BlogPost>();
  const components = blogRouteComponents(options);
  const authorsMapPath = writeTeamAuthorsMap(context, options);
  const plugin = await blogPlugin(context, {
    ...options,
    authorsMapPath,
    feedOptions: {
      ...options.feedOptions,
      createFeedItems: async (params) => {
        const items = await params.defaultCreateFeedItems(params);
        checkFeedItems(items, params.blogPosts);
        return items.map((item, i) => {
          const {permalink} = params.blogPosts[i]!.metadata;
          return {...item, ...feedItemDates((originals.get(permalink) ?? params.blogPosts[i]!).metadata)};
        });
      },
    },
  });
  const {contentLoaded, postBuild, loadContent} = plugin;
  const deployment = (context.siteConfig.customFields as {deployment?: Deployment} | undefined)?.deployment;
  if (!deployment)
    throw new Error('lean-blog: docusaurus.config.ts sets no customFields.deployment (readDeployment, src/config/deployment.ts).');
  return {
    ...plugin,
    async loadContent() {
      const content = (await loadContent!.call(plugin)) as BlogContent;
      // Scheduled posts and drafts: the blog plugin must have dropped or marked each as this build asks.
      checkPublishedContent(content.blogPosts, deployment);
      if (!content.authorsMap)
        throw new Error(
          `lean-blog: the blog plugin loaded no authors map from ${authorsMapPath} (authorsMapPath, written from src/data/team.ts): re-check the pin of @docusaurus/plugin-content-blog/lib/authorsMap.js in UPGRADING.md.`,
        );
      return {...content, authorsMap: writersOnly(content.authorsMap, content.blogPosts)};
    },
    async postBuild(args) {
      const content = args.content as BlogContent;
      originals = new Map(content.blogPosts.map((post) => [post.metadata.permalink, post]));
      const blogPosts = postsForFeed(content.blogPosts, options.feedOptions.limit);
      return postBuild?.call(plugin, {...args, content: {...content, blogPosts}});
    },
    async contentLoaded(args) {
      const posts = args.content.blogPosts as unknown as PostLike[];
      const postsBySource = new Map(posts.map((post) => [post.metadata.source, post]));
      const addRoute = (route: RouteConfig) => args.actions.addRoute(leanRoute(route, postsBySource, components));
      return contentLoaded?.call(plugin, {...args, actions: {...args.actions, addRoute}});
    },
  };
}

export {validateOptions};
