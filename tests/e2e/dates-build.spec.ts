/**
 * The dates the build publishes tell the truth. Read from the built site
 * (sitemap.xml, feeds, content JSON, llms.txt, each page's structured data)
 * and checked against the sources themselves: the front matter of each post
 * and doc and the git history of each page (uncommitted work is dated the day
 * of the build). A second build of the same tree, with the clock moved 400
 * days ahead, must publish the same dates, but for pages dated by uncommitted
 * work, which take each build's own day.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {test, expect, hydrated} from './fixtures';
import {machinery} from './support/specPages';
import {extractJsonLdBlocks} from '../../src/lib/jsonLd';
import {contentSources} from '../../src/plugins/content-dates/contentSources';
import {formatDate} from '../../src/lib/dates';
import {pageSourceFiles} from '../unit/support/sitePaths';
import {newestCountedCommit, parseIgnoredRevs} from '../../src/lib/contentDates';
import {isoDay} from '../../src/lib/dates';
import {CONTENT_JSON_POST_LIMIT} from '../../src/plugins/content-json/contentJson';
import {buildDeployment, listedPosts, type PostFolder} from '../support/publishedPosts';

const root = process.cwd();
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const laterDir = path.resolve('build-later');

interface Post {
  path: string;
  published: string;
  revised?: string;
}

/** A front-matter date as its UTC day (YAML reads an unquoted day as a Date at UTC midnight). */
function day(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/** The posts the served build lists (tests/support/publishedPosts.ts), with their days as the front matter gives them. */
function posts(folder: PostFolder): Post[] {
  return listedPosts(folder).map(({path: postPath, date, data}) => {
    const lastUpdate = data.last_update as {date?: unknown} | undefined;
    return {path: postPath, published: date, ...(lastUpdate?.date ? {revised: day(lastUpdate.date)} : {})};
  });
}

const allPosts = [...posts('blog'), ...posts('case-studies')];
const pageFiles = pageSourceFiles();

/** The publication day of each doc that is an article: its `published` front matter. */
const publishedDays = new Map(
  [...pageFiles].flatMap(([pathname, [file]]) => {
    if (!/\.mdx?$/.test(file)) return [];
    const {data} = matter(fs.readFileSync(path.join(root, file), 'utf8'));
    return data.published ? [[pathname, day(data.published)] as const] : [];
  }),
);

function sitemap(dir: string): Map<string, string | undefined> {
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return new Map(
    [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [new URL(m[1]).pathname, m[2]]),
  );
}

function htmlOf(dir: string, pathname: string): string {
  const file = fs.existsSync(path.join(dir, `${pathname}.html`))
    ? path.join(dir, `${pathname}.html`)
    : path.join(dir, pathname, 'index.html');
  return fs.readFileSync(file, 'utf8');
}

function jsonLd(html: string, type: string): Record<string, unknown> | undefined {
  return extractJsonLdBlocks(html)
    .map((b) => b.data as Record<string, unknown>)
    .find((d) => d?.['@type'] === type);
}

/** The datetime of every <time> element, in order (the built HTML may leave attribute values unquoted). */
function timesOf(html: string): string[] {
  return [...html.matchAll(/<time\b[^>]*?\bdatetime="?([^"\s>]+)/g)].map((m) => m[1]);
}

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return undefined;
  }
}

/** The commits that change no page's content, which the dates do not count. */
const ignoredRevs = parseIgnoredRevs(
  fs.existsSync(path.join(root, '.git-blame-ignore-revs')) ? fs.readFileSync(path.join(root, '.git-blame-ignore-revs'), 'utf8') : '',
);

/** The UTC day of the newest commit that touched any of the files and counts (git log itself, read here apart from the build). */
function newestCommitDay(files: string[]): string | undefined {
  const commit = newestCountedCommit(
    git(['log', `--max-count=${ignoredRevs.size + 1}`, '--format=%H %ct', '--', ...files]) ?? '',
    ignoredRevs,
  );
  return commit ? new Date(commit.timestamp).toISOString().slice(0, 10) : undefined;
}

/** Files whose working tree or index differs from HEAD, and untracked files (read with git here, apart from the build). */
const uncommitted = new Set(
  [git(['diff', '--name-only', 'HEAD']), git(['ls-files', '--others', '--exclude-standard'])].flatMap((out) =>
    (out ?? '').split('\n').filter(Boolean),
  ),
);

/** The UTC day a build ran: when it wrote its sitemap. */
const buildDay = (dir: string) => isoDay(fs.statSync(path.join(dir, 'sitemap.xml')).mtimeMs);

const readSource = (file: string) => {
  const full = path.join(root, file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined;
};

test.describe('dates in the build', () => {
  const lastmods = sitemap(buildDir);

  test('every URL of the sitemap has a lastmod, a real YYYY-MM-DD day', () => {
    expect(lastmods.size).toBeGreaterThan(100);
    const bad = [...lastmods].filter(
      ([, lastmod]) => !lastmod || !/^\d{4}-\d{2}-\d{2}$/.test(lastmod) || Number.isNaN(Date.parse(lastmod)),
    );
    expect(bad).toEqual([]);
  });

  test("every post's lastmod is its revision day, or its publication day when it was never revised", () => {
    expect(allPosts.length).toBeGreaterThan(0);
    expect(allPosts.filter((p) => p.revised).length).toBeGreaterThan(0);
    const wrong = allPosts
      .filter((p) => lastmods.get(p.path) !== (p.revised ?? p.published))
      .map((p) => `${p.path}: ${lastmods.get(p.path)}`);
    expect(wrong).toEqual([]);
  });

  test("a post's structured data, feed entry and visible date line agree with its lastmod", () => {
    const atom = fs.readFileSync(path.join(buildDir, 'insights/atom.xml'), 'utf8');
    const rss = fs.readFileSync(path.join(buildDir, 'insights/rss.xml'), 'utf8');
    const entries = new Map(
      [...atom.matchAll(/<entry>[\s\S]*?<id>([^<]+)<\/id>[\s\S]*?<updated>([^<]+)<\/updated>[\s\S]*?<published>([^<]+)<\/published>/g)].map(
        (m) => [new URL(m[1]).pathname, {updated: m[2].slice(0, 10), published: m[3].slice(0, 10)}],
      ),
    );
    const pubDates = new Map(
      [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g)].map((m) => [
        new URL(m[1]).pathname,
        new Date(m[2]).toISOString().slice(0, 10),
      ]),
    );
    expect(entries.size).toBe(20);
    const problems: string[] = [];
    for (const post of allPosts) {
      const html = htmlOf(buildDir, post.path);
      const posting = jsonLd(html, 'BlogPosting');
      const modified = posting?.dateModified ? String(posting.dateModified).slice(0, 10) : undefined;
      if (String(posting?.datePublished).slice(0, 10) !== post.published)
        problems.push(`${post.path}: datePublished ${posting?.datePublished}`);
      if (modified !== post.revised) problems.push(`${post.path}: dateModified ${posting?.dateModified}`);
      const updatedLine = /Updated <time datetime="?(\d{4}-\d{2}-\d{2})"?>/.exec(html)?.[1];
      if (updatedLine !== post.revised) problems.push(`${post.path}: visible Updated line says ${updatedLine}`);
      const entry = entries.get(post.path);
      if (entry && (entry.updated !== (post.revised ?? post.published) || entry.published !== post.published))
        problems.push(`${post.path}: Atom entry ${JSON.stringify(entry)}`);
      const pubDate = pubDates.get(post.path);
      if (pubDate && pubDate !== post.published) problems.push(`${post.path}: RSS pubDate ${pubDate}`);
    }
    // The list pages' Blog structured data dates each post the same way.
    for (const list of ['/insights', '/case-studies']) {
      const blog = jsonLd(htmlOf(buildDir, list), 'Blog')?.blogPost as Array<{url: string; datePublished: string; dateModified?: string}>;
      for (const posting of blog) {
        const post = allPosts.find((p) => p.path === new URL(posting.url).pathname)!;
        if (posting.datePublished.slice(0, 10) !== post.published || posting.dateModified?.slice(0, 10) !== post.revised)
          problems.push(`${list}: ${post.path} listed as ${posting.datePublished} / ${posting.dateModified}`);
      }
    }
    expect(problems).toEqual([]);
    // The feed itself changed when its newest entry did.
    const newestEntry = [...entries.values()]
      .map((e) => e.updated)
      .sort()
      .at(-1);
    expect(/<feed[\s\S]*?<updated>([^<]+)<\/updated>/.exec(atom)?.[1].slice(0, 10)).toBe(newestEntry);
    expect(new Date(/<lastBuildDate>([^<]+)</.exec(rss)![1]).toISOString().slice(0, 10)).toBe(newestEntry);
  });

  test('each doc and page is dated by the newest change of its sources: its commit, or the day of the build for uncommitted work', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [pathname, lastmod] of lastmods) {
      const entries = pageFiles.get(pathname);
      if (!entries) continue;
      checked += 1;
      const sources = [...new Set(entries.flatMap((file) => contentSources(file, readSource)))];
      const expected = sources.some((file) => uncommitted.has(file)) ? buildDay(buildDir) : newestCommitDay(sources);
      if (lastmod !== expected) problems.push(`${pathname}: lastmod ${lastmod}, sources last changed ${expected}`);
    }
    expect(checked).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  test('a list, tag, author, archive or category page is dated by the newest page it lists, never later than its section', () => {
    const dated = new Map([...lastmods].filter(([p]) => pageFiles.has(p) || allPosts.some((post) => post.path === p)));
    const generated = [...lastmods.keys()].filter((p) => !dated.has(p));
    expect(generated).toEqual(
      expect.arrayContaining(['/insights', '/insights/archive', '/insights/tags/data-quality', '/guides', '/sitemap']),
    );
    const section = (p: string) => p.split('/')[1];
    const problems: string[] = [];
    for (const pathname of generated) {
      const lastmod = lastmods.get(pathname)!;
      // What the page lists: the posts and pages its main content links to (leaving out its breadcrumb and
      // pagination), or for an index of tags or authors, the pages it links to.
      const links = [...htmlOf(buildDir, pathname).matchAll(/<main[\s\S]*?<\/main>/g)]
        .map((m) => m[0].replace(/<nav\b[\s\S]*?<\/nav>/g, ''))
        .flatMap((main) => [...main.matchAll(/href="?(\/[^"\s>#?]*)/g)].map((h) => h[1]))
        .filter((href) => href !== pathname && lastmods.has(href));
      const listed = links.some((href) => dated.has(href)) ? links.filter((href) => dated.has(href)) : links;
      const newestListed = listed
        .map((href) => lastmods.get(href)!)
        .sort()
        .at(-1);
      const sectionNewest = [...lastmods]
        .filter(([p]) => pathname === '/sitemap' || section(p) === section(pathname) || listed.includes(p))
        .map(([, d]) => d)
        .sort()
        .at(-1);
      if (!newestListed || lastmod < newestListed || lastmod > sectionNewest!)
        problems.push(`${pathname}: lastmod ${lastmod}, newest listed ${newestListed}, newest of its section ${sectionNewest}`);
    }
    expect(problems).toEqual([]);
  });

  test('each guide and resource page is an Article dated like its sitemap entry and its hero, under a breadcrumb that starts at Home', () => {
    const articles = [...lastmods.keys()].filter((p) => publishedDays.has(p));
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.filter((p) => p.startsWith('/guides/') || p.startsWith('/resources/'))).toEqual(
      [...lastmods.keys()].filter((p) => /^\/(guides|resources)\/./.test(p)),
    );
    const problems: string[] = [];
    for (const pathname of articles) {
      const html = htmlOf(buildDir, pathname);
      const article = jsonLd(html, 'Article');
      if (article?.datePublished !== publishedDays.get(pathname)) problems.push(`${pathname}: datePublished ${article?.datePublished}`);
      if (article?.dateModified !== lastmods.get(pathname)) problems.push(`${pathname}: dateModified ${article?.dateModified}`);
      const crumbs = jsonLd(html, 'BreadcrumbList')?.itemListElement as Array<{name: string; item: string}> | undefined;
      if (crumbs?.[0]?.name !== 'Home' || new URL(crumbs[0].item).pathname !== '/')
        problems.push(`${pathname}: breadcrumb starts at ${crumbs?.[0]?.name}`);
      const hero = /About this guide[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
      if (pathname.startsWith('/guides/') && timesOf(hero).join(' ') !== `${publishedDays.get(pathname)} ${lastmods.get(pathname)}`)
        problems.push(`${pathname}: the hero shows ${timesOf(hero).join(' and ')}`);
    }
    expect(problems).toEqual([]);
  });

  test('the content JSON and llms.txt give each post its publication and revision days', () => {
    const json = JSON.parse(fs.readFileSync(path.join(buildDir, 'api/content.json'), 'utf8')) as {
      blog: Array<{url: string; date: string; updated?: string}>;
    };
    const llms = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    expect(json.blog).toHaveLength(Math.min(CONTENT_JSON_POST_LIMIT, allPosts.filter((p) => p.path.startsWith('/insights/')).length));
    for (const entry of json.blog) {
      const post = allPosts.find((p) => p.path === new URL(entry.url).pathname)!;
      expect({date: entry.date, updated: entry.updated}).toEqual({date: post.published, updated: post.revised});
    }
    for (const post of allPosts) {
      const note = post.revised ? `(Published ${post.published}; updated ${post.revised}.)` : `(Published ${post.published}.)`;
      const line = llms.split('\n').find((l) => l.includes(`${post.path})`));
      expect([post.path, line?.endsWith(note)]).toEqual([post.path, true]);
    }
  });
});

test.describe(
  'two builds of the same tree on different days',
  machinery('a second build of the same tree, its clock 400 days ahead'),
  () => {
    // One worker builds once and runs these in order.
    test.describe.configure({mode: 'serial'});
    /** More than a year, so the later build's year differs: by one, or by two from late November on. */
    const SHIFT_DAYS = 400;
    /** The years the shifted clock read while the later build ran (two if it ran over a new year). */
    const shiftedYears = new Set<number>();
    const shiftedYear = () => new Date(Date.now() + SHIFT_DAYS * 86_400_000).getFullYear();
    /** The later build's own day, which pages dated by uncommitted work carry there instead of the first build's. */
    let laterDay = '';
    /** A built file's text as the first build would have written it: uncommitted work is dated by each build's own day. */
    const asFirstBuild = (text: string) => (uncommitted.size > 0 && laterDay ? text.replaceAll(laterDay, buildDay(buildDir)) : text);

    test.beforeAll(() => {
      test.setTimeout(300_000);
      // The same tree, the clock SHIFT_DAYS ahead; pages render in this process so the clock reaches them too.
      fs.rmSync(laterDir, {recursive: true, force: true});
      shiftedYears.add(shiftedYear());
      laterDay = isoDay(Date.now() + SHIFT_DAYS * 86_400_000);
      execFileSync('npx', ['docusaurus', 'build', '--out-dir', laterDir], {
        cwd: root,
        stdio: 'ignore',
        env: {
          ...process.env,
          NODE_OPTIONS: `--require ${path.join(root, 'tests/support/shift-clock.cjs')}`,
          CLOCK_SHIFT_DAYS: String(SHIFT_DAYS),
          // The same posts as the first build: publication follows the build's day (src/lib/publication.ts), and a post
          // scheduled between the two days would rightly be in one build only. The dates, read from the clock, still move.
          SITE_BUILD_DATE: buildDeployment(buildDir).buildDate,
          DOCUSAURUS_SSG_WORKER_THREAD_COUNT: '1',
          DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-later',
          DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
        },
      });
      shiftedYears.add(shiftedYear());
    });

    test('the later build really ran on another day', () => {
      const year = (dir: string) => Number(/footer-year[^>]*>(\d{4})</.exec(htmlOf(dir, '/'))?.[1]);
      // The footer shows the year the page was built in: the shifted clock's, past the first build's.
      expect([...shiftedYears]).toContain(year(laterDir));
      expect(year(laterDir)).toBeGreaterThan(year(buildDir));
    });

    test('publish the same sitemap, content JSON and llms.txt', () => {
      for (const file of ['sitemap.xml', 'api/content.json', 'llms.txt']) {
        expect([file, asFirstBuild(fs.readFileSync(path.join(laterDir, file), 'utf8'))]).toEqual([
          file,
          fs.readFileSync(path.join(buildDir, file), 'utf8'),
        ]);
      }
    });

    test('publish the same dates in every feed and on every page', () => {
      const feedDates = (dir: string, file: string) =>
        [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/<(updated|published|pubDate|lastBuildDate)>([^<]+)</g)].map(
          (m) => m[0],
        );
      for (const file of ['insights/atom.xml', 'insights/rss.xml', 'case-studies/atom.xml', 'case-studies/rss.xml']) {
        expect([file, feedDates(laterDir, file)]).toEqual([file, feedDates(buildDir, file)]);
      }
      const pageDatesOf = (dir: string, pathname: string) => {
        const html = dir === laterDir ? asFirstBuild(htmlOf(dir, pathname)) : htmlOf(dir, pathname);
        return [...timesOf(html), ...[...html.matchAll(/"(datePublished|dateModified)":"([^"]+)"/g)].map((m) => `${m[1]}=${m[2]}`)];
      };
      const pages = [...sitemap(buildDir).keys()];
      // Every post the build lists carries its dates, so the comparison below reads them.
      const listed = (['blog', 'case-studies'] as const).flatMap((folder) => listedPosts(folder, buildDeployment(buildDir)));
      expect(listed.filter((post) => pageDatesOf(buildDir, post.path).length === 0).map((post) => post.file)).toEqual([]);
      const differing = pages.filter((p) => JSON.stringify(pageDatesOf(laterDir, p)) !== JSON.stringify(pageDatesOf(buildDir, p)));
      expect(differing).toEqual([]);
    });
  },
);

test('a revised post shows when it was updated, under its publication date', async ({page}) => {
  // A post never revised shows its publication date alone: tests/builds/newPosts.test.ts builds one.
  const revised = allPosts.find((p) => p.revised)!;
  await page.goto(revised.path);
  await hydrated(page);
  const header = page.locator('article header');
  await expect(header.getByText(formatDate(revised.published), {exact: true})).toBeVisible();
  await expect(header.getByText(`Updated ${formatDate(revised.revised!)}`)).toBeVisible();
  // Said once, under the title: the theme's "Last updated" row under the tags is not shown.
  await expect(page.locator('article').getByText(/Last updated/)).toHaveCount(0);
});
