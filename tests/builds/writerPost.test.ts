/**
 * A writer's post, end to end, as a writer makes it: `npm run new:post`, a
 * JPEG of their own beside the post (no drawn scene, no TypeScript), the
 * description, `image`, `image_alt` and the body filled in, and a link to it
 * from a guide. In a copy of this
 * working tree, the unit tests (the covers' own among them) pass with it, and
 * the production build takes it without a warning: four WebP sizes made from
 * the JPEG, a 1200x630 PNG share card that shows the JPEG, the alt the writer
 * wrote, and a header with the publication date and no "Updated" line (the
 * post was never revised).
 *
 * The copy is tests/support/treeCopy.ts's: this repository's history and the
 * working tree's files.
 */
import {spawnSync, type SpawnSyncOptions} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from '@jest/globals';
import sharp from 'sharp';
import {COVER_WIDTHS} from '@site/src/lib/covers';
import {metaValues, readHeadTags} from '@site/src/plugins/post-build/headTags';
import {buildEnv, copyWorkingTree, runIn} from '../support/treeCopy';

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

/** Where the writer links the new post from, and the sentence the link joins. */
const LINKING_PAGE = 'docs/data-quality-dimensions-guide.mdx';
const LINKING_LINE = '- Closed-lost deals with no loss reason, which leaves the win-loss review to anecdote.';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-writer-post-'));
const copy = path.join(scratch, 'site');
const outDir = path.join(scratch, 'build');
let postFile = '';
let slug = '';
let buildOutput = '';
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
  // And links to it where a reader needs it: every post has a link from another page's prose.
  const guide = path.join(copy, LINKING_PAGE);
  const guideText = fs.readFileSync(guide, 'utf8');
  if (!guideText.includes(LINKING_LINE))
    throw new Error(`${LINKING_PAGE} no longer says "${LINKING_LINE}": pick another page to link the post from`);
  fs.writeFileSync(
    guide,
    guideText.replace(LINKING_LINE, `${LINKING_LINE.replace(/\.$/, '')} ([a list of loss reasons reps will fill in](/insights/${slug})).`),
  );

  const unit = spawnSync('npx', ['jest', '--ci', '--silent'], {cwd: copy, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  unitStatus = unit.status;
  unitOutput = `${unit.stdout}${unit.stderr}`;

  const env = buildEnv();
  buildOutput = run('npx', ['docusaurus', 'build', '--out-dir', outDir], {env});
}, 900_000);

afterAll(() => {
  fs.rmSync(scratch, {recursive: true, force: true});
});

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
