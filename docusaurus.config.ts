import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {keptOutPaths} from './src/config/indexing';
import {brand, effectiveSettings, readDeploymentSettings, readSiteUrl} from './src/config/site';
import {readDeployment} from './src/config/deployment';
import {GlobExcludeDefault} from '@docusaurus/utils';
import {readSiteHost, readVercelJsonMode} from './src/plugins/post-build/host';
import {redirectPageSources} from './src/plugins/post-build/redirects';
import {retiredPostFiles, siteRedirectTable} from './src/plugins/post-build/siteRedirects';
import {ssrTemplate} from './src/plugins/lean-client/ssrTemplate';
import {processBlogPosts} from './src/plugins/lean-blog/processBlogPosts';
import {postFrontMatterParser} from './src/plugins/lean-blog/publication';
import type {SitemapOptions} from './src/plugins/content-dates';
import type {PostBuildOptions} from './src/plugins/post-build/types';
import postBuildPlugin from './src/plugins/post-build';
import {GENERATED_STATIC_DIR} from './src/plugins/covers';
import remarkCodeLanguages from './src/plugins/code-languages';
import {ADDITIONAL_CODE_LANGUAGES} from './src/config/codeLanguages';
import {POSTS_PER_PAGE} from './src/config/postLists';

/** Production, a host's preview, or the development server, and the build's day (src/config/deployment.ts). */
const deployment = readDeployment(process.env);
/** The third-party settings as configured: production's (vercel.json is checked against them). */
const configuredSettings = readDeploymentSettings(process.env);
/**
 * The settings the build uses: the configured ones on production, with every
 * third-party id blanked on any other build (no tracker, no CRM form, no
 * third-party origin in the policy). The one place the decision is applied.
 */
const settings = effectiveSettings(configuredSettings, deployment);
/** The host decides what the build writes besides the site: redirect pages only where no redirect rules exist. */
const {host} = readSiteHost(process.env);

/** Every legacy path and where it leads, settled (src/plugins/post-build/siteRedirects.ts); the host rules pass reports its problems. */
const redirectTable = siteRedirectTable(__dirname).table;

/** A blog's files the plugin reads: all but its default exclusions and the posts a writer retired (`retired_to`). */
const blogExclude = (folder: string) => [...GlobExcludeDefault, ...retiredPostFiles(__dirname, folder)];

/**
 * `BROKEN_LINKS=warn` is a drafting aid for a writer whose linked page does
 * not exist yet; every test run and every real build throws.
 */
const brokenLinks = process.env.BROKEN_LINKS === 'warn' ? 'warn' : 'throw';

/** Options both blog instances share: closed author and tag lists, feeds, reading time. */
const sharedBlogOptions = {
  tags: 'tags.yml',
  onInlineTags: 'throw',
  // The authors map is the team (src/data/team.ts), written and passed as authorsMapPath by lean-blog: a post's
  // `authors` names team keys, and any other name fails the build.
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  showReadingTime: true,
  blogSidebarCount: 0,
  postsPerPage: POSTS_PER_PAGE,
  // Off: the plugin would date every post by git. A post's revision date comes from its
  // `last_update.date` front matter alone (processBlogPosts, below).
  showLastUpdateTime: false,
  // The built-in archive ships every post's full text; src/plugins/post-archive serves a light one.
  archiveBasePath: null,
  // Revision dates, word counts and related posts, worked out at build time on each post's own metadata.
  processBlogPosts,
  // A code block in a language without highlighting: a build warning with its file and line.
  remarkPlugins: [remarkCodeLanguages],
} satisfies BlogOptions;

const config: Config = {
  title: brand.name,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  url: readSiteUrl(process.env),
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: brokenLinks,
  onBrokenAnchors: brokenLinks,
  onDuplicateRoutes: 'throw',
  ssrTemplate,
  // Besides the committed files, the ones the build makes: the covers' responsive sizes (src/plugins/covers).
  staticDirectories: ['static', GENERATED_STATIC_DIR],

  future: {
    v4: true,
    faster: {
      // No eager read of the whole git history at start-up: nothing asks Docusaurus for git dates
      // (src/plugins/content-dates reads git itself, and copes without a repository).
      gitEagerVcs: false,
      // Rspack's persistent cache has twice served generated data of an earlier build (the site
      // config; the route chunk table after routes changed), and the second time the client
      // could not start on any page. A clean build takes under 30 s here.
      rspackPersistentCache: false,
    },
  },

  markdown: {
    // .md files are CommonMark (so `<` and `{` in prose are safe), .mdx files are MDX.
    format: 'detect',
    // A post dated after the build's day, or a draft: left out of production (a draft to the blog
    // plugin), shown marked in previews and `npm start` (src/plugins/lean-blog/publication.ts).
    parseFrontMatter: postFrontMatterParser(__dirname, deployment),
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  // Read in the browser with useSiteSettings() (src/hooks/useSiteSettings.ts).
  customFields: {
    settings,
    deployment,
  },

  clientModules: [
    './src/clientModules/navigationTracker.ts',
    './src/clientModules/idlePrefetch.ts',
    './src/clientModules/instantRouteScroll.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
          remarkPlugins: [remarkCodeLanguages],
        },
        pages: {remarkPlugins: [remarkCodeLanguages]},
        // Both blogs are src/plugins/lean-blog (the blog plugin with light list pages), below.
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        // sitemap.xml comes from src/plugins/content-dates (the sitemap plugin, dated by the content).
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // First, so the Consent Mode defaults precede every other head tag.
    './src/plugins/consent-defaults/index.ts',
    [
      './src/plugins/lean-blog/index.ts',
      {
        ...sharedBlogOptions,
        path: 'blog',
        exclude: blogExclude('blog'),
        routeBasePath: 'insights',
        blogTitle: 'Insights',
        blogDescription:
          'Field notes on CRM, data quality and revenue operations for private-equity operators, portfolio-company leaders and RevOps teams.',
        feedOptions: {
          type: ['rss', 'atom'],
          title: `${brand.name} Insights`,
          description: 'New insights from Keelson RevOps on CRM, data operations and RevOps.',
          copyright: `Copyright © ${new Date().getFullYear()} ${brand.name}`,
          limit: 20,
        },
      } satisfies BlogOptions,
    ],
    [
      './src/plugins/lean-blog/index.ts',
      {
        ...sharedBlogOptions,
        id: 'case-studies',
        path: 'case-studies',
        exclude: blogExclude('case-studies'),
        routeBasePath: 'case-studies',
        blogTitle: 'Case Studies',
        blogDescription:
          'How Keelson RevOps rebuilt CRM, data and reporting for PE-backed and mid-size companies, with the measured results.',
        feedOptions: {
          type: ['rss', 'atom'],
          title: `${brand.name} Case Studies`,
          description: 'New client case studies from Keelson RevOps.',
          copyright: `Copyright © ${new Date().getFullYear()} ${brand.name}`,
        },
      } satisfies BlogOptions,
    ],
    './src/plugins/front-matter-check/index.ts',
    './src/plugins/testimonial-approvals/index.ts',
    './src/plugins/covers/index.ts',
    './src/plugins/featured-posts/index.ts',
    './src/plugins/content-json/index.ts',
    './src/plugins/robots-and-llms-txt/index.ts',
    './src/plugins/post-archive/index.ts',
    './src/plugins/service-pages/index.ts',
    './src/plugins/lean-client/index.ts',
    './src/plugins/html-sitemap/index.ts',
    [
      './src/plugins/content-dates/index.ts',
      {
        lastmod: 'date',
        changefreq: null,
        priority: null,
        // The pages kept out of search engines (src/config/indexing.ts).
        ignorePatterns: [...keptOutPaths],
      } satisfies Partial<SitemapOptions>,
    ],
    [
      '@docusaurus/plugin-client-redirects',
      {
        // A page at each legacy path for a host that only serves files; a host with rules answers them with a 301.
        createRedirects: redirectPageSources(host, redirectTable),
      } satisfies ClientRedirectsOptions,
    ],
    // The passes that read the built site, in a fixed order: search index, assets, host rules (redirects, headers).
    // A function rather than a [module, options] pair: Docusaurus writes a pair's options into the client
    // bundle (siteConfig), and the host and the vercel.json mode must stay out of it, so that a build for
    // Netlify ships the same files as one for nginx, byte for byte (npm test compares them), and a build for
    // Cloudflare Pages differs in `_redirects` alone.
    (context: LoadContext) =>
      postBuildPlugin(context, {
        host,
        vercelJson: readVercelJsonMode(process.env, host),
        settings,
        vercelSettings: configuredSettings,
        production: deployment.production,
        onTableProblems: brokenLinks,
      } satisfies PostBuildOptions),
  ],

  themeConfig: {
    image: 'img/share/keelson-share.png',
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    navbar: {title: brand.name, items: []},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      // No theme colors: prism-react-renderer would write them as style attributes. Tokens are
      // colored by their classes in src/theme/CodeBlock/styles.module.css.
      theme: {plain: {}, styles: []},
      // Besides the languages prism-react-renderer bundles (sql, json, javascript, typescript, python...).
      additionalLanguages: [...ADDITIONAL_CODE_LANGUAGES],
    },
    // Every page is a website to Open Graph unless it says otherwise (posts say article).
    metadata: [
      {name: 'theme-color', content: brand.navy},
      {property: 'og:type', content: 'website'},
    ],
  } satisfies Preset.ThemeConfig,
};

export default config;
