/**
 * A scheduled post and a draft, end to end, in a copy of this working tree
 * (tests/support/treeCopy.ts). The writer starts a post dated the day after
 * the build's day with `npm run new:post -- --date`, and keeps another as
 * `draft: true`. Then:
 *
 * - a production build of the build's day (`SITE_BUILD_DATE`) with a guide
 *   linking to the scheduled post stops at once, naming the guide's file and
 *   line;
 * - without that link, the production build of that day leaves both posts
 *   out of every file it writes: no page, list, tag or author page, feed,
 *   sitemap, search fragment, related posts, llms.txt, api/content.json,
 *   cover or share card names them;
 * - the production build of the post's day publishes the scheduled post in
 *   each of those outputs (so the search above could find it), and still not
 *   the draft;
 * - a preview build (`SITE_DEPLOY=preview`) of the build's day shows both,
 *   marked "Scheduled for <day>" and "Draft: not published" on their pages
 *   and their cards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, test} from '@jest/globals';
import {spawnSync} from 'node:child_process';
import {formatDate} from '@site/src/lib/dates';
import {publicationLabel} from '@site/src/lib/publication';
import {buildEnv, copyWorkingTree, runIn} from '../support/treeCopy';

const TITLE = 'Forecast Categories a Sales Manager Can Defend';
const DRAFT_TITLE = 'Territory Rules Written Before the Reorganization';
const DESCRIPTION =
  'Four forecast categories with one entry rule each, so the number a sales manager commits is one the pipeline can back.';

const BODY = `A forecast call that takes an hour usually spends fifty minutes arguing about which deals belong in "commit". The categories were named in a planning offsite, nobody wrote down what puts a deal in each, and every manager uses them a little differently.

<!-- truncate -->

## Four categories, one rule each

Commit means the buyer has agreed the date and the paperwork is with their legal team. Best case means a named sponsor has confirmed the budget. Pipeline means a qualified opportunity with a close date this quarter. Omitted is everything else. Each rule is one sentence a rep can check without asking anyone.

## Hold the rule in the CRM

Make the category a property the stage sets, not a field reps type, and report the deals whose category and stage disagree every Monday. The [HubSpot guide for private equity](/guides/complete-hubspot-guide-for-private-equity) lists the fields each stage requires, and the [bad data cost calculator](/bad-data-cost-calculator) puts a number on the ones left empty.
`;

/** The guide that links to the scheduled post in the failing build, and the line it joins. */
const LINKING_PAGE = 'docs/data-quality-dimensions-guide.mdx';
const LINKING_LINE = '- Closed-lost deals with no loss reason, which leaves the win-loss review to anecdote.';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-scheduled-post-'));
const copy = path.join(scratch, 'site');
const out = {before: path.join(scratch, 'before'), onItsDay: path.join(scratch, 'on-its-day'), preview: path.join(scratch, 'preview')};

/** The build's day, and the scheduled post's: the day after. */
const buildDay = new Date().toISOString().slice(0, 10);
const postDay = new Date(Date.parse(`${buildDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

let slug = '';
let draftSlug = '';
let postFile = '';
let linkLine = 0;
let linkFailure = {status: null as number | null, output: ''};
const outputs: Record<keyof typeof out, string> = {before: '', onItsDay: '', preview: ''};

function run(command: string, args: string[]): string {
  return runIn(copy, command, args);
}

function startPost(title: string, extra: string[]): {file: string; slug: string} {
  const started = run('node', [
    'scripts/new-post.mjs',
    'insight',
    title,
    '--category',
    'Tips & Tricks',
    '--tags',
    'pipeline,reporting',
    ...extra,
  ]);
  const file = /Written (\S+\.md)/.exec(started)![1]!;
  const text = fs.readFileSync(path.join(copy, file), 'utf8');
  const frontMatter = text
    .slice(0, text.indexOf('\n---', 4) + 4)
    .replace('description: ""', `description: ${JSON.stringify(DESCRIPTION)}`)
    .replace(/^# keywords: .*$/m, 'keywords: [forecast categories, HubSpot forecast, pipeline review]');
  fs.writeFileSync(path.join(copy, file), `${frontMatter}\n\n${BODY}`);
  return {file, slug: /^slug: (.+)$/m.exec(text)![1]!};
}

beforeAll(() => {
  copyWorkingTree(copy);
  const scheduled = startPost(TITLE, ['--date', postDay]);
  postFile = scheduled.file;
  slug = scheduled.slug;
  const draft = startPost(DRAFT_TITLE, ['--date', buildDay]);
  draftSlug = draft.slug;
  const draftPath = path.join(copy, draft.file);
  fs.writeFileSync(draftPath, fs.readFileSync(draftPath, 'utf8').replace(/^date: .*$/m, '$&\ndraft: true'));

  // A guide links to the scheduled post: production stops before compiling anything.
  const guide = path.join(copy, LINKING_PAGE);
  const guideText = fs.readFileSync(guide, 'utf8');
  if (!guideText.includes(LINKING_LINE))
    throw new Error(`${LINKING_PAGE} no longer says "${LINKING_LINE}": pick another page to link the post from`);
  linkLine = guideText.slice(0, guideText.indexOf(LINKING_LINE)).split('\n').length;
  fs.writeFileSync(guide, guideText.replace(LINKING_LINE, `${LINKING_LINE} See [forecast categories](/insights/${slug}).`));
  const failed = spawnSync('npx', ['docusaurus', 'build', '--out-dir', path.join(scratch, 'failed')], {
    cwd: copy,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: buildEnv({SITE_BUILD_DATE: buildDay}),
  });
  linkFailure = {status: failed.status, output: `${failed.stdout}${failed.stderr}`};
  fs.writeFileSync(guide, guideText);

  const docusaurusBuild = (outDir: string, env: NodeJS.ProcessEnv) =>
    runIn(copy, 'npx', ['docusaurus', 'build', '--out-dir', outDir], {env: buildEnv(env)});
  outputs.before = docusaurusBuild(out.before, {SITE_BUILD_DATE: buildDay});
  outputs.onItsDay = docusaurusBuild(out.onItsDay, {SITE_BUILD_DATE: postDay});
  outputs.preview = docusaurusBuild(out.preview, {SITE_BUILD_DATE: buildDay, SITE_DEPLOY: 'preview'});
}, 3_600_000);

afterAll(() => {
  fs.rmSync(scratch, {recursive: true, force: true});
});

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((name) => fs.statSync(path.join(dir, name)).isFile());
}

const TEXT = /\.(html|xml|json|txt|js|css|webmanifest)$/;

/**
 * Every file of a build that names `needle`, by its name or in its text (a
 * search fragment read through its gzip), relative to the build folder.
 */
function filesNaming(dir: string, needle: string): string[] {
  return filesOf(dir)
    .filter((name) => {
      if (name.includes(needle)) return true;
      const file = path.join(dir, name);
      if (name.endsWith('.pf_fragment')) return zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').includes(needle);
      return TEXT.test(name) && fs.readFileSync(file, 'utf8').includes(needle);
    })
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** What a production build writes about a post, by output, each as a pattern of the files that name it. */
const OUTPUTS: Readonly<Record<string, (postSlug: string) => RegExp>> = {
  'its page': (s) => new RegExp(`^insights/${s}\\.html$`),
  'the list page': () => /^insights\.html$/,
  'the archive': () => /^insights\/archive\.html$/,
  'a tag page': () => /^insights\/tags\/pipeline\.html$/,
  'the author page': () => /^insights\/authors\/marcus\.html$/,
  'the RSS feed': () => /^insights\/rss\.xml$/,
  'the Atom feed': () => /^insights\/atom\.xml$/,
  'sitemap.xml': () => /^sitemap\.xml$/,
  'the HTML sitemap': () => /^sitemap\.html$/,
  'the search index': () => /^pagefind\/fragment\/.+\.pf_fragment$/,
  'llms.txt': () => /^llms\.txt$/,
  'api/content.json': () => /^api\/content\.json$/,
  'the home page': () => /^index\.html$/,
  'its share card': (s) => new RegExp(`^img/cards/insights/${s}\\.png$`),
  'its cover files': (s) => new RegExp(`^img/covers/${s}-400\\.webp$`),
};

function relatedSection(html: string): string {
  return /<h2[^>]*>Related insights<\/h2>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
}

describe('a post dated after the build’s day, and a draft', () => {
  test('new:post wrote the scheduled post with its day', () => {
    expect(postFile).toBe(`blog/${postDay}-${slug}.md`);
    expect(fs.readFileSync(path.join(copy, postFile), 'utf8')).toMatch(new RegExp(`^date: ${postDay}$`, 'm'));
  });

  test('a production build stops on a guide’s link to the scheduled post, naming the file and line', () => {
    expect(linkFailure.status).not.toBe(0);
    expect(linkFailure.output).toContain(`${LINKING_PAGE}:${linkLine}: links to /insights/${slug} (${postFile}), scheduled for ${postDay}`);
    expect(fs.existsSync(path.join(scratch, 'failed'))).toBe(false);
  });

  test('the production build of the build’s day names neither post in any file it writes', () => {
    expect(filesOf(out.before).length).toBeGreaterThan(100);
    expect(filesNaming(out.before, `/insights/${slug}`)).toEqual([]);
    expect(filesNaming(out.before, slug)).toEqual([]);
    expect(filesNaming(out.before, draftSlug)).toEqual([]);
    expect(filesNaming(out.before, TITLE)).toEqual([]);
  });

  test('the production build of the post’s day publishes it in every output, and a related list of another post; not the draft', () => {
    const naming = filesNaming(out.onItsDay, slug);
    const missing = Object.entries(OUTPUTS)
      .filter(([, pattern]) => !naming.some((file) => pattern(slug).test(file)))
      .map(([name]) => name);
    expect(missing).toEqual([]);
    const relatedElsewhere = naming.filter(
      (file) =>
        /^insights\/[^/]+\.html$/.test(file) &&
        file !== `insights/${slug}.html` &&
        relatedSection(fs.readFileSync(path.join(out.onItsDay, file), 'utf8')).includes(slug),
    );
    expect(relatedElsewhere.length).toBeGreaterThan(0);
    expect(filesNaming(out.onItsDay, draftSlug)).toEqual([]);
    const page = fs.readFileSync(path.join(out.onItsDay, 'insights', `${slug}.html`), 'utf8');
    expect(page).not.toContain('data-publication');
    expect(page).toContain(`<time datetime=${postDay}>${formatDate(postDay)}</time>`);
  });

  test('a preview build shows both, marked on their pages and their cards', () => {
    const scheduledLabel = publicationLabel({state: 'scheduled', day: postDay});
    const draftLabel = publicationLabel({state: 'draft', day: buildDay});
    expect(scheduledLabel).toBe(`Scheduled for ${formatDate(postDay)}`);
    // The minified HTML leaves out optional closing tags such as </p>.
    const marker = (label: string) => new RegExp(`<p class=publication_[\\w-]+ data-publication(?:="")?>${label}(?=<)`);
    const page = fs.readFileSync(path.join(out.preview, 'insights', `${slug}.html`), 'utf8');
    expect(page).toMatch(marker(scheduledLabel));
    const draftPage = fs.readFileSync(path.join(out.preview, 'insights', `${draftSlug}.html`), 'utf8');
    expect(draftPage).toMatch(marker(draftLabel));
    const list = fs.readFileSync(path.join(out.preview, 'insights.html'), 'utf8');
    const card = (s: string) =>
      new RegExp(`<article[^>]*>(?:(?!</article>)[\\s\\S])*/insights/${s}(?:(?!</article>)[\\s\\S])*</article>`).exec(list)?.[0] ?? '';
    expect(card(slug)).toMatch(marker(scheduledLabel));
    expect(card(draftSlug)).toMatch(marker(draftLabel));
    // Published posts carry no marker.
    expect(list.match(/data-publication/g)?.length).toBe(2);
    expect(outputs.preview).not.toMatch(/\[front-matter-check\]/);
  });
});
