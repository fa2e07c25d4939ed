/**
 * New posts, end to end, in one copy of this working tree (tests/support/treeCopy.ts: this
 * repository's history and the working tree's files), built once for production and once as a
 * preview, on the build's day (`SITE_BUILD_DATE`):
 *
 * - a writer's post, as a writer makes it: `npm run new:post`, a JPEG of their own beside the post
 *   (no drawn scene, no TypeScript), the description, `image`, `image_alt` and the body filled in,
 *   and a link to it from a guide. The unit tests (the covers' own among them) pass in the copy, and
 *   the production build takes it without a warning: four WebP sizes made from the JPEG, a
 *   1200x630 PNG share card that shows the JPEG, the alt the writer wrote, a header with the
 *   publication date and no "Updated" line, and the post in every output a published post has;
 * - a post scheduled for the day after (`npm run new:post -- --date`) and a draft (`draft: true`):
 *   a production build with a guide linking to the scheduled post stops at once, naming the
 *   guide's file and line; without that link the production build names neither post in any file
 *   it writes (no page, list, tag or author page, feed, sitemap, search fragment, related posts,
 *   llms.txt, api/content.json, cover or share card), while the writer's post, published that day,
 *   is in each of those outputs; the preview build shows both, marked "Scheduled for <day>" and
 *   "Draft: not published" on their pages and their cards.
 *
 * Which posts a build of a given day publishes is decided in one place, `publicationFrontMatter`
 * (src/lib/publication.ts, unit-tested in tests/unit/publication.test.ts with the day after the
 * build's and the day itself); this test proves that every output follows that decision.
 */
import {spawnSync, type SpawnSyncOptions} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, test} from '@jest/globals';
import sharp from 'sharp';
import {COVER_WIDTHS} from '@site/src/lib/covers';
import {formatDate} from '@site/src/lib/dates';
import {publicationLabel} from '@site/src/lib/publication';
import {metaValues, readHeadTags} from '@site/src/plugins/post-build/headTags';
import {buildEnv, copyWorkingTree, runIn} from '../support/treeCopy';
import {postFiles} from '../support/publishedPosts';
import {TARGET_NOTICE} from '@site/src/lib/contentTargets';

const TITLE = 'Closed-Lost Reasons a Sales Team Will Actually Fill In';
const DESCRIPTION =
  'Why most closed-lost picklists go unused, and a six-reason list with one required follow-up field that reps complete and managers can act on.';
const IMAGE_ALT = 'A whiteboard of six sticky notes in a row, one per closed-lost reason, with tally marks under each.';

const BODY = `Ask a sales team why it lost its last twenty deals and the CRM will usually answer "Other" for eleven of them. The picklist was written in a workshop two years ago, it has fourteen values, and four of them mean price. Reps pick whatever closes the form fastest, so the one report that should shape next quarter's pricing and positioning says nothing at all.

<!-- truncate -->

## Why the picklist goes unused

A closed-lost reason is asked for at the worst moment of a rep's week, right after the loss. Every value that asks the rep to choose between near-synonyms ("Budget", "Price", "Too expensive", "No funding") costs attention, and "Other" costs none. Training does not fix this, because the rep is not confused about why the deal was lost; the form is. The fix is a shorter list whose values cannot be mistaken for each other, and one follow-up question that appears only when its answer will be used.

There is a second reason the field goes unused: nobody reads it. When a rep has filled in loss reasons carefully for a quarter and never seen them discussed, the care stops. A field that no meeting reviews decays into whatever value is first in the list.

## Six reasons, one follow-up

We start portfolio companies on six values and add a seventh only when a quarter of the losses need it:

1. **Price**: the buyer chose a cheaper option or could not fund ours.
2. **Product fit**: a capability the buyer needed is missing.
3. **Competitor**: the buyer chose a named rival on more than price.
4. **No decision**: the project stalled or lost its sponsor.
5. **Timing**: the need is real, but not this year.
6. **Disqualified**: we walked away.

Each value answers a different question for a different owner. Price goes to whoever sets the price book. Product fit goes to product. Competitor goes to marketing and to the sales leader who coaches the team on positioning. No decision and Timing go back to the sales manager, because they usually mean the deal entered the pipeline before anyone had confirmed a sponsor and a date. Disqualified tells you whether the qualification criteria are doing their job.

The follow-up is a required text field, shown only for Competitor and Product fit, that asks for the rival's name or the missing capability. Those two answers are the ones product and marketing ask for, and they fit in a few words. Leave it off the other four values: a required box that has nothing useful to hold gets filled with a full stop.

## Set it up so the field is filled in

In HubSpot, make the reason a required property on the closed-lost stage, so the deal cannot move there without it, and keep the values in the order above rather than alphabetically. Put the follow-up on the same stage with a conditional rule, so it appears only for the two values that need it. Archive the old fourteen values instead of deleting them, so that last year's reports still read, and map each old value to one of the six for trend lines that run across the change.

Then look at what came in after the first two weeks. If "No decision" holds more than half of the losses, reps are using it as the new "Other", and the sales manager should go through those deals with them once.

## Make the field earn its place

Review the closed-lost report with the sales managers every month, and change the list only when the review shows a gap. A reason nobody has picked in two quarters comes off. When "No decision" passes a third of losses for a whole quarter, the problem is upstream, in how the [pipeline stages are defined](/insights/pipeline-stage-definitions), not in the picklist: deals are being counted as pipeline before they are real.

The same discipline applies to every field a rep fills in. Our [HubSpot guide for private equity](/guides/complete-hubspot-guide-for-private-equity) sets out which fields to require at each stage, and the [bad data cost calculator](/bad-data-cost-calculator) puts a number on what the empty ones cost.
`;

const SCHEDULED_TITLE = 'Forecast Categories a Sales Manager Can Defend';
const DRAFT_TITLE = 'Territory Rules Written Before the Reorganization';
const SCHEDULED_DESCRIPTION =
  'Four forecast categories with one entry rule each, so the number a sales manager commits is one the pipeline can back.';

const SCHEDULED_BODY = `A forecast call that takes an hour usually spends fifty minutes arguing about which deals belong in "commit". The categories were named in a planning offsite, nobody wrote down what puts a deal in each, and every manager uses them a little differently.

<!-- truncate -->

## Four categories, one rule each

Commit means the buyer has agreed the date and the paperwork is with their legal team. Best case means a named sponsor has confirmed the budget. Pipeline means a qualified opportunity with a close date this quarter. Omitted is everything else. Each rule is one sentence a rep can check without asking anyone.

## Hold the rule in the CRM

Make the category a property the stage sets, not a field reps type, and report the deals whose category and stage disagree every Monday. The [HubSpot guide for private equity](/guides/complete-hubspot-guide-for-private-equity) lists the fields each stage requires, and the [bad data cost calculator](/bad-data-cost-calculator) puts a number on the ones left empty.
`;

const DRAFT_DESCRIPTION =
  'Why territory rules belong in writing before a sales reorganization, and the three questions each rule must answer.';

const DRAFT_BODY = `A sales reorganization moves people first and accounts second, and the accounts are where the quarter is won or lost. When the new territories are drawn on a slide and the rules behind them live in the head of one manager, the CRM cannot assign a single record the way the plan intends.

<!-- truncate -->

Before the announcement, write each rule as a sentence the system can check: which field decides the territory, what happens to an account that matches two, and who owns a deal already in progress. Those three answers settle most of the disputes that otherwise fill the first month. Test the rules against last quarter's accounts and count how many land with the owner the plan expects. The [data quality dimensions guide](/data-quality-dimensions-guide) lists the fields that must be complete before any rule can run, and the [RevOps ROI calculator](/revops-roi-calculator) puts a figure on the hours the reassignment will take.
`;

/** Where the writer links the new post from, the sentence the link joins; the failing build links the scheduled post there too. */
const LINKING_PAGE = 'docs/data-quality-dimensions-guide.mdx';
const LINKING_LINE = '- Closed-lost deals with no loss reason, which leaves the win-loss review to anecdote.';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-new-posts-'));
const copy = path.join(scratch, 'site');
const out = {production: path.join(scratch, 'production'), preview: path.join(scratch, 'preview')};
/** The writer's post is built into the production build. */
const outDir = out.production;

/** The build's day, and the scheduled post's: the day after. */
const buildDay = new Date().toISOString().slice(0, 10);
const postDay = new Date(Date.parse(`${buildDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

let postFile = '';
let slug = '';
let scheduledFile = '';
let scheduledSlug = '';
let draftSlug = '';
let linkLine = 0;
let linkFailure = {status: null as number | null, output: ''};
let buildOutput = '';
let previewOutput = '';
let unitOutput = '';
let unitStatus: number | null = null;

/** Runs a command in the copy; throws with its output when it fails. */
function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  return runIn(copy, command, args, options);
}

/** A photograph-like JPEG: 1800x1200 (3:2, so the build must crop it to 2:1), a green field with an orange disc. */
async function writerJpeg(file: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f7d4f"/><stop offset="1" stop-color="#134a2c"/></linearGradient></defs>
    <rect width="1800" height="1200" fill="url(#g)"/>
    <circle cx="900" cy="600" r="260" fill="#f08a24"/>
  </svg>`;
  await sharp(Buffer.from(svg)).jpeg({quality: 88}).toFile(file);
}

/** Starts a note (`kind: note`) with new:post as the writer would, and gives it a description, keywords and a body. */
function startPost(title: string, extra: string[], description: string, body: string): {file: string; slug: string} {
  const started = run('node', [
    'scripts/new-post.mjs',
    'insight',
    '--note',
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
    .replace('description: ""', `description: ${JSON.stringify(description)}`)
    .replace(/^# keywords: .*$/m, 'keywords: [forecast categories, HubSpot forecast, pipeline review]');
  fs.writeFileSync(path.join(copy, file), `${frontMatter}\n\n${body}`);
  return {file, slug: /^slug: (.+)$/m.exec(text)![1]!};
}

beforeAll(async () => {
  // The copy: this repository's history, and the working tree's files as they are now.
  copyWorkingTree(copy);

  // What the writer does: start the post, put the JPEG beside it, fill in the front matter and the body.
  const started = run('node', ['scripts/new-post.mjs', 'insight', TITLE, '--category', 'Tips & Tricks', '--tags', 'pipeline,reporting']);
  postFile = /Written (\S+\.md)/.exec(started)![1]!;
  slug = /^slug: (.+)$/m.exec(fs.readFileSync(path.join(copy, postFile), 'utf8'))![1]!;
  await writerJpeg(path.join(copy, path.dirname(postFile), `${slug}-cover.jpg`));
  const text = fs.readFileSync(path.join(copy, postFile), 'utf8');
  const frontMatter = text
    .slice(0, text.indexOf('\n---', 4) + 4)
    .replace('description: ""', `description: ${JSON.stringify(DESCRIPTION)}`)
    .replace(/^# image: (\S+).*$/m, 'image: $1')
    .replace(/^# image_alt: "".*$/m, `image_alt: ${JSON.stringify(IMAGE_ALT)}`)
    .replace(/^# keywords: .*$/m, 'keywords: [closed-lost reasons, HubSpot deal fields, win-loss analysis]');
  fs.writeFileSync(path.join(copy, postFile), `${frontMatter}\n\n${BODY}`);

  // A post scheduled for the day after the build's, and a draft.
  const scheduled = startPost(SCHEDULED_TITLE, ['--date', postDay], SCHEDULED_DESCRIPTION, SCHEDULED_BODY);
  scheduledFile = scheduled.file;
  scheduledSlug = scheduled.slug;
  const draft = startPost(DRAFT_TITLE, ['--date', buildDay], DRAFT_DESCRIPTION, DRAFT_BODY);
  draftSlug = draft.slug;
  const draftPath = path.join(copy, draft.file);
  fs.writeFileSync(draftPath, fs.readFileSync(draftPath, 'utf8').replace(/^date: .*$/m, '$&\ndraft: true'));

  // The writer links to the new post where a reader needs it: every post has a link from another page's prose.
  const guide = path.join(copy, LINKING_PAGE);
  const guideText = fs.readFileSync(guide, 'utf8');
  if (!guideText.includes(LINKING_LINE))
    throw new Error(`${LINKING_PAGE} no longer says "${LINKING_LINE}": pick another page to link the posts from`);
  linkLine = guideText.slice(0, guideText.indexOf(LINKING_LINE)).split('\n').length;
  const linked = `${LINKING_LINE.replace(/\.$/, '')} ([a list of loss reasons reps will fill in](/insights/${slug})).`;
  // With a link to the scheduled post too, production stops before compiling anything.
  fs.writeFileSync(guide, guideText.replace(LINKING_LINE, `${linked} See [forecast categories](/insights/${scheduledSlug}).`));
  const failed = spawnSync('npx', ['docusaurus', 'build', '--out-dir', path.join(scratch, 'failed')], {
    cwd: copy,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: buildEnv({SITE_BUILD_DATE: buildDay}),
  });
  linkFailure = {status: failed.status, output: `${failed.stdout}${failed.stderr}`};
  fs.writeFileSync(guide, guideText.replace(LINKING_LINE, linked));

  const unit = spawnSync('npx', ['jest', '--ci', '--silent'], {cwd: copy, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  unitStatus = unit.status;
  unitOutput = `${unit.stdout}${unit.stderr}`;

  const docusaurusBuild = (outDir: string, env: NodeJS.ProcessEnv) =>
    run('npx', ['docusaurus', 'build', '--out-dir', outDir], {env: buildEnv(env)});
  buildOutput = docusaurusBuild(out.production, {SITE_BUILD_DATE: buildDay});
  previewOutput = docusaurusBuild(out.preview, {SITE_BUILD_DATE: buildDay, SITE_DEPLOY: 'preview'});
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

describe('a writer adds a post with their own JPEG cover and no drawn scene', () => {
  test('the post was started by npm run new:post and names the JPEG beside it', () => {
    const text = fs.readFileSync(path.join(copy, postFile), 'utf8');
    expect(postFile).toMatch(/^blog\/\d{4}-\d{2}-\d{2}-closed-lost-reasons-a-sales-team-will-actually-fill-in\.md$/);
    expect(text).toContain(`image: ${slug}-cover.jpg\n`);
    expect(fs.existsSync(path.join(copy, 'tools/covers/scenes.ts'))).toBe(true);
    expect(fs.readFileSync(path.join(copy, 'tools/covers/scenes.ts'), 'utf8')).not.toContain(slug);
  });

  test('the unit tests pass with it, the covers checks among them', () => {
    expect({status: unitStatus, failures: unitStatus === 0 ? '' : unitOutput}).toEqual({status: 0, failures: ''});
    expect(unitOutput).toMatch(/tools\/covers\//);
  });

  test('the build takes it without a warning', () => {
    expect(
      buildOutput.split('\n').filter((line) => /\[covers\]|\bwarn/i.test(line) && !/\[covers\] encoded \d+ cover files/.test(line)),
    ).toEqual([]);
    expect(buildOutput).toMatch(/\[cards\] \d+ share cards/);
  });

  test('the page shows the cover in four WebP sizes made from the JPEG, with the alt the writer wrote', async () => {
    const html = fs.readFileSync(path.join(outDir, 'insights', `${slug}.html`), 'utf8');
    const img = /<img class=cover_\w+ [^>]*>/.exec(html)?.[0] ?? '';
    const srcset = COVER_WIDTHS.map((w) => `/img/covers/${slug}-${w}.webp ${w}w`).join(', ');
    expect(img).toContain(`srcset="${srcset}"`);
    expect(img).toContain(`alt="${IMAGE_ALT}"`);
    expect(img).toMatch(/ width=800 height=400 /);
    for (const width of COVER_WIDTHS) {
      const meta = await sharp(path.join(outDir, 'img/covers', `${slug}-${width}.webp`)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width / 2]);
    }
    // Cropped from the middle of the 3:2 JPEG: the orange disc is at the center, the green field at the corners.
    const {data} = await sharp(path.join(outDir, 'img/covers', `${slug}-400.webp`))
      .raw()
      .toBuffer({resolveWithObject: true});
    const pixel = (x: number, y: number) => [...data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3)];
    const [r, g, b] = pixel(200, 100);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(100);
    expect(b).toBeLessThan(80);
    const [cr, cg] = pixel(5, 5);
    expect(cg).toBeGreaterThan(cr!);
  });

  test('its share card is a 1200x630 PNG of its own that shows the JPEG, and its alt says so', async () => {
    const tags = readHeadTags(fs.readFileSync(path.join(outDir, 'insights', `${slug}.html`), 'utf8'));
    const [card] = metaValues(tags, 'og:image');
    expect(card).toMatch(new RegExp(`/img/cards/insights/${slug}\\.png$`));
    expect(metaValues(tags, 'og:image:alt')).toEqual([
      `“${TITLE}” and the Keelson RevOps name, beside the cover: ${IMAGE_ALT.replace(/\.$/, '')}.`,
    ]);
    const file = path.join(outDir, 'img/cards/insights', `${slug}.png`);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // The cover box on the right of the card shows the orange disc in its middle.
    const {data, info} = await sharp(file)
      .extract({left: 880, top: 294, width: 20, height: 20})
      .removeAlpha()
      .raw()
      .toBuffer({resolveWithObject: true});
    const mean = [0, 1, 2].map(
      (c) => data.filter((_, i) => i % info.channels === c).reduce((sum, v) => sum + v, 0) / (info.width * info.height),
    );
    expect(mean[0]).toBeGreaterThan(200);
    expect(mean[2]).toBeLessThan(80);
  });

  test('its header shows the publication date and no "Updated" line', () => {
    const html = fs.readFileSync(path.join(outDir, 'insights', `${slug}.html`), 'utf8');
    const date = /^date: (\S+)$/m.exec(fs.readFileSync(path.join(copy, postFile), 'utf8'))![1]!;
    const header = /<header><h1[^>]*>(.*?)<\/header>/s.exec(html)?.[1] ?? '';
    expect(header).toContain(TITLE);
    expect(header).toContain(`<time datetime=${date}>`);
    expect(header).not.toContain('Updated');
  });
});

describe('a post dated after the build’s day, and a draft', () => {
  test('new:post wrote the scheduled post with its day', () => {
    expect(scheduledFile).toBe(`blog/${postDay}-${scheduledSlug}.md`);
    expect(fs.readFileSync(path.join(copy, scheduledFile), 'utf8')).toMatch(new RegExp(`^date: ${postDay}$`, 'm'));
  });

  test('a production build stops on a guide’s link to the scheduled post, naming the file and line', () => {
    expect(linkFailure.status).not.toBe(0);
    expect(linkFailure.output).toContain(
      `${LINKING_PAGE}:${linkLine}: links to /insights/${scheduledSlug} (${scheduledFile}), scheduled for ${postDay}`,
    );
    expect(fs.existsSync(path.join(scratch, 'failed'))).toBe(false);
  });

  test('the production build of the build’s day names neither post in any file it writes', () => {
    expect(filesOf(out.production).length).toBeGreaterThan(100);
    expect(filesNaming(out.production, `/insights/${scheduledSlug}`)).toEqual([]);
    expect(filesNaming(out.production, scheduledSlug)).toEqual([]);
    expect(filesNaming(out.production, draftSlug)).toEqual([]);
    expect(filesNaming(out.production, SCHEDULED_TITLE)).toEqual([]);
    expect(filesNaming(out.production, DRAFT_TITLE)).toEqual([]);
  });

  test('the same build publishes the post of that day in every output, and in a related list of another post', () => {
    const naming = filesNaming(out.production, slug);
    const missing = Object.entries(OUTPUTS)
      .filter(([, pattern]) => !naming.some((file) => pattern(slug).test(file)))
      .map(([name]) => name);
    expect(missing).toEqual([]);
    const relatedElsewhere = naming.filter(
      (file) =>
        /^insights\/[^/]+\.html$/.test(file) &&
        file !== `insights/${slug}.html` &&
        relatedSection(fs.readFileSync(path.join(out.production, file), 'utf8')).includes(slug),
    );
    expect(relatedElsewhere.length).toBeGreaterThan(0);
    const page = fs.readFileSync(path.join(out.production, 'insights', `${slug}.html`), 'utf8');
    expect(page).not.toContain('data-publication');
  });

  test('a preview build shows both, marked on their pages and their cards', () => {
    const scheduledLabel = publicationLabel({state: 'scheduled', day: postDay});
    const draftLabel = publicationLabel({state: 'draft', day: buildDay});
    expect(scheduledLabel).toBe(`Scheduled for ${formatDate(postDay)}`);
    // The minified HTML leaves out optional closing tags such as </p>.
    const marker = (label: string) => new RegExp(`<p class=publication_[\\w-]+ data-publication(?:="")?>${label}(?=<)`);
    const page = fs.readFileSync(path.join(out.preview, 'insights', `${scheduledSlug}.html`), 'utf8');
    expect(page).toMatch(marker(scheduledLabel));
    const draftPage = fs.readFileSync(path.join(out.preview, 'insights', `${draftSlug}.html`), 'utf8');
    expect(draftPage).toMatch(marker(draftLabel));
    const list = fs.readFileSync(path.join(out.preview, 'insights.html'), 'utf8');
    const card = (s: string) =>
      new RegExp(`<article[^>]*>(?:(?!</article>)[\\s\\S])*/insights/${s}(?:(?!</article>)[\\s\\S])*</article>`).exec(list)?.[0] ?? '';
    expect(card(scheduledSlug)).toMatch(marker(scheduledLabel));
    expect(card(draftSlug)).toMatch(marker(draftLabel));
    // Published posts carry no marker: the list's markers are those of the cards of posts not published on the
    // build's day, these two and any the tree itself holds (a writer's scheduled post or draft).
    const unpublished = postFiles('blog', {buildDate: buildDay}, copy)
      .filter((post) => post.state === 'scheduled' || post.state === 'draft')
      .map((post) => post.slug);
    const listed = unpublished.filter((s) => card(s) !== '');
    expect(listed).toEqual(expect.arrayContaining([scheduledSlug, draftSlug]));
    for (const s of listed) expect([s, card(s)]).toEqual([s, expect.stringMatching(/data-publication/)]);
    expect(list.match(/data-publication/g)?.length).toBe(listed.length);
    // No front-matter problem or warning: the content targets' notices (how many posts are published) are not about these posts.
    const checkLines = previewOutput.split('\n').filter((line) => line.includes('[front-matter-check]') && !line.endsWith(TARGET_NOTICE));
    expect(checkLines).toEqual([]);
  });
});
