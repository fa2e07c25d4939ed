#!/usr/bin/env node
/**
 * Starts a new insight or case study with complete front matter, a slug and
 * today's date, or the publication day `--date YYYY-MM-DD` gives (a day after
 * today schedules the post: production publishes it from that day on). It names no cover yet: until the writer gives one (their own
 * picture, or a drawn scene), the post shows its category's cover and the
 * build warns about it. The front matter carries the two cover lines,
 * commented out, ready to fill in.
 *
 *   npm run new:post -- "Title" [--category "Data Quality"] [--author marcus] [--tags crm-hygiene,reporting] [--date 2026-12-08]
 *   npm run new:post -- --note "Title" [same options]   (news or an announcement: kind: note, 150 words or more)
 *   npm run new:case-study -- "Title" --industry "Manufacturing" [--author dana] [--services analytics-bi]
 *
 * The description is left empty on purpose: the build's front-matter check
 * fails until the writer has written one, so a half-started post cannot be
 * published by accident. See CONTRIBUTING.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {loadTs, root} from './load-ts.mjs';

function fail(message) {
  console.error(`new-post: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const [kind, ...rest] = argv;
  if (kind !== 'insight' && kind !== 'case-study') fail('first argument must be "insight" or "case-study"');
  const flags = {};
  const words = [];
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    if (arg === '--note') {
      if (kind !== 'insight') fail('--note is for insights: a case study is always an article');
      flags.note = true;
    } else if (arg.startsWith('--')) {
      const value = rest[i + 1];
      if (value === undefined || value.startsWith('--')) fail(`${arg} needs a value`);
      flags[arg.slice(2)] = value;
      i += 1;
    } else words.push(arg);
  }
  const title = words.join(' ').trim();
  if (!title) fail(`give a title: npm run ${kind === 'insight' ? 'new:post' : 'new:case-study'} -- "Your title"`);
  return {kind, title, flags};
}

export function slugify(title) {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= 60) return slug;
  return slug.slice(0, 60).replace(/-[^-]*$/, '');
}

function readYaml(file) {
  return matter.engines.yaml.parse(fs.readFileSync(path.join(root, file), 'utf8')) ?? {};
}

function existingSlugs(folder) {
  return fs
    .readdirSync(path.join(root, folder))
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => matter(fs.readFileSync(path.join(root, folder, name), 'utf8')).data.slug);
}

const list = (value) =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const yamlString = (value) => JSON.stringify(value);
const yamlList = (values) => `[${values.join(', ')}]`;

const {kind, title, flags} = parseArgs(process.argv.slice(2));
const {CASE_STUDY_CATEGORY, CATEGORIES, DEFAULT_CATEGORY, categoryNamed} = await loadTs('src/data/categories.ts');
const {localToday, toUtcDate} = await loadTs('src/lib/dates.ts');
const {team} = await loadTs('src/data/team.ts');
const authors = team.map((member) => member.key);
const author = flags.author ?? (kind === 'insight' ? 'marcus' : 'dana');
if (!authors.includes(author)) fail(`unknown author "${author}": not a key of the team in src/data/team.ts (known: ${authors.join(', ')})`);

const folder = kind === 'insight' ? 'blog' : 'case-studies';
const slug = slugify(flags.slug ?? title);
if (!slug) fail('the title has no letters or digits to make a slug from');
if (existingSlugs(folder).includes(slug)) fail(`the slug "${slug}" is already used in ${folder}/ (pass --slug another-slug)`);

const today = flags.date ?? localToday();
if (flags.date !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(flags.date) && toUtcDate(flags.date)))
  fail(`--date "${flags.date}" is not a day: write it as YYYY-MM-DD, for example 2026-12-08`);
const scheduled = today > localToday();
const file = path.join(folder, `${today}-${slug}.md`);
if (fs.existsSync(path.join(root, file))) fail(`${file} already exists`);

/** The opening moves the body suggests, one example each (CONTRIBUTING.md, "The body": openings). */
const OPENING_MOVES = [
  'Open the way this piece needs, not the way the last few did: no one move may open more than a quarter of the posts (the copy check counts them). Some ways in:',
  '  - a number: "Forty-one percent of last quarter\'s closed-won deals have no source."',
  '  - a scene: "The CRM says $14.2M closed this year, the ledger says $12.6M, and the board meets on Thursday."',
  '  - a claim to test: "A bought contact list is the most expensive way to fill a funnel. The arithmetic says so."',
  '  - a question a reader sent: "A RevOps lead wrote to ask why her duplicate rate was back above 5% two quarters after the merge."',
  '  - a mistake we made: "We once signed off a lead score that sent the best leads to the bottom of the queue."',
  '  - a definition: "Lifecycle stage is not a status field: it records how far a buyer has come, and it only moves forward."',
  "  - a board member's, CFO's or operating partner's question, now and then: \"If we cut a third of the marketing budget, which third?\"",
  'Whom the piece is for shows in the situation (a portal you inherited, the pipeline slide in the board pack), not in a job title ("If you are a VP of marketing...").',
];

/** The cover lines, commented out: the post shows its category's cover until the writer fills them in. */
const coverLines = (name) => [
  `# image: ${name}-cover.jpg   # your picture beside this file (or /img/covers/...): PNG, JPEG or WebP, at least 1200 px wide`,
  '# image_alt: ""   # what the picture shows, in one sentence; required with image',
];

/**
 * Keywords are optional, and the blog plugin rejects an empty list (it wants at least one phrase), so
 * the scaffold leaves the line commented out for the writer to fill in.
 */
const KEYWORDS_LINE = '# keywords: []   # optional: the search phrases it answers, e.g. [CRM data quality, duplicate records]';

let frontMatter;
let body;
const note = flags.note === true;
if (kind === 'insight') {
  const category = flags.category ?? DEFAULT_CATEGORY;
  const entry = categoryNamed(category);
  if (!entry) fail(`unknown category "${category}" (one of: ${CATEGORIES.map((c) => c.name).join(', ')})`);
  const topicTags = Object.keys(readYaml('blog/tags.yml'));
  const topics = list(flags.tags);
  const unknown = topics.filter((t) => !topicTags.includes(t));
  if (unknown.length) fail(`unknown tag(s) ${unknown.join(', ')}: add them to blog/tags.yml first`);
  frontMatter = [
    `slug: ${slug}`,
    `title: ${yamlString(title)}`,
    'description: ""',
    `date: ${today}`,
    `authors: [${author}]`,
    `category: ${category}`,
    `tags: ${yamlList([entry.tag, ...topics.filter((t) => t !== entry.tag)])}`,
    ...(note ? ['kind: note   # news or an announcement: 150 words or more; leave kind out for an article'] : []),
    ...coverLines(slug),
    KEYWORDS_LINE,
  ];
  body = note
    ? [
        '<!-- The news in one paragraph: what happened or changes, for whom, and from when. It is the excerpt on list pages. -->',
        '',
        '<!-- truncate -->',
        '',
        "<!-- Then what it means for the reader and what to do next, in a paragraph or two: 150 words or more in all, no sections needed. Link to at least one guide, tool or service page (CONTRIBUTING.md lists them), and to a post only when it answers the reader's next question (none published after this one). -->",
        '',
      ]
    : [
        '<!-- Opening paragraph: the one problem this post takes on. It is the excerpt on list pages.',
        ...OPENING_MOVES,
        '-->',
        '',
        '<!-- truncate -->',
        '',
        '<!-- Sections as ## headings: steps, checklists, worked numbers, pitfalls, what good looks like. Let the length follow the topic (CONTRIBUTING.md: lengths). Link to the posts that answer what the reader will ask next (/insights/slug, none published after this one) and to at least one guide, tool or service page (CONTRIBUTING.md lists them). -->',
        '',
      ];
} else {
  const industries = readYaml('case-studies/tags.yml');
  const industry = flags.industry;
  const tag = Object.keys(industries).find((key) => industries[key]?.label === industry);
  if (!industry || !tag)
    fail(
      `give --industry, one of: ${Object.values(industries)
        .map((t) => `"${t.label}"`)
        .join(', ')} (new ones go into case-studies/tags.yml first)`,
    );
  frontMatter = [
    `slug: ${slug}`,
    `title: ${yamlString(title)}`,
    'description: ""',
    `date: ${today}`,
    `authors: [${author}]`,
    `category: ${CASE_STUDY_CATEGORY}`,
    `industry: ${industry}`,
    `tags: [${tag}]`,
    `services: ${yamlList(list(flags.services))}`,
    ...coverLines(slug),
    KEYWORDS_LINE,
    // The client's facts, which the copy check holds every page to (CONTRIBUTING.md, "Case studies"):
    // the build fails until each is written.
    'client:',
    '  aliases: []              # phrases that name the company in copy, never its name',
    '  sector: ""',
    '  ownership: ""',
    '  facts: []                # - {fact: "revenue", figure: "$12M", cue: size}',
    '  people: {dataOwner: "", metricOwner: "", quote: ""}',
    '  cutover_day: 0           # days from kickoff',
    '  scope_live_day: 0',
  ];
  body = [
    '<!-- Opening paragraph: who the client is (never a real company name) and what was at stake. It is the excerpt on the list page. Never "you will know the feeling".',
    ...OPENING_MOVES,
    '-->',
    '',
    '<!-- truncate -->',
    '',
    '<!-- Tell it in the shape the story has, under ## headings of your own (a week-by-week log, one board meeting, before-and-after tables, a diligence story, what slipped and why). Whatever the shape, give: the company profile (sector, size, ownership, systems, who owned what); the challenge, in numbers; the approach on the weeks of src/data/engagement.ts, with the cutover and scope-live days of its client front matter; the results before and after, in the figures its client front matter records, and how each relates to any portfolio average you quote; the client\'s words as a block quote ending "> — Role, company described" (the role its client.people.quote records; never a name); the services used, linked. 700 to 1,800 words, as the story needs. -->',
    '',
  ];
}

fs.writeFileSync(path.join(root, file), `---\n${frontMatter.join('\n')}\n---\n\n${body.join('\n')}`);
console.log(`Written ${file}`);

const folderPath = path.dirname(file);
console.log(`
Next:
  1. Write the description (at most 160 characters); the build fails until it is there.
  2. Write the ${note ? 'note: the news and what it means for the reader, 150 words or more' : 'post: a length that follows the topic'}, links that answer the reader's next question (never to a later post) and at least one guide, tool or service page.
     Then link to it from another page's prose where a reader needs it (a guide, an FAQ answer, a service page); the copy check fails until a page does.
  3. Give it a cover (CONTRIBUTING.md, Covers). Until then it shows its category's cover and the build warns.
     Your own picture: put it beside the post (${folderPath}/${slug}-cover.jpg, at least 1200 px wide), then uncomment image and image_alt and describe what it shows.
     Or a drawn scene: add one for "${slug}" to tools/covers/scenes.ts and run npm run covers.
  4. npm run build, and look at the post and its share card (build/img/cards/${kind === 'insight' ? 'insights' : 'case-studies'}/${slug}.png).${
    scheduled
      ? `
     Dated ${today}, after today, the post is scheduled: production leaves it out until the daily rebuild on ${today} publishes it.
     See it now with npm start, a preview deploy of your branch, or SITE_BUILD_DATE=${today} npm run build (CONTRIBUTING.md, "Schedule a post").`
      : ''
  }`);
