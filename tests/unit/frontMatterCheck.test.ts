import {describe, expect, test} from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import {
  checkFrontMatter,
  checkPageDescriptions,
  formatProblem,
  frontMatterDay,
  type CheckContext,
  type PostFile,
  POST_KINDS,
  postFormat,
} from '@site/src/plugins/front-matter-check/frontMatterCheck';
import {describedPages, readPostFiles} from '@site/src/plugins/front-matter-check';
import {team} from '@site/src/data/team';
import {localToday} from '@site/src/lib/dates';
import {picturePath} from '@site/src/plugins/covers/pictures';

const ctx: CheckContext = {
  authors: ['dana', 'marcus', 'priya', 'elena'],
  today: '2025-06-30',
  pictureExists: (file, ref) =>
    ['/img/covers/crm-cleanup-plan.png', '/img/covers/case-studies/distributor.png', '/img/share/crm-cleanup-card.jpg'].includes(ref) ||
    (file === 'blog/2024-11-19-crm-cleanup-plan.md' && ref === './covers/whiteboard.jpg'),
};

const insight = (over: Record<string, unknown> = {}, file = 'blog/2024-11-19-crm-cleanup-plan.md'): PostFile => ({
  file,
  kind: 'insight',
  data: {
    slug: 'crm-cleanup-plan',
    title: 'A Six-Week CRM Cleanup Plan',
    description: 'A week-by-week plan to clean a CRM without stopping the sales team.',
    date: new Date('2024-11-19T00:00:00Z'),
    authors: ['marcus'],
    category: 'Data Quality',
    tags: ['data-quality', 'crm-hygiene'],
    image: '/img/covers/crm-cleanup-plan.png',
    image_alt: 'Abstract cover: rows of blocks, one amber',
    ...over,
  },
});

const caseStudy = (over: Record<string, unknown> = {}): PostFile => ({
  file: 'case-studies/2023-05-30-distributor.md',
  kind: 'case-study',
  data: {
    slug: 'distributor',
    title: 'Industrial distributor',
    description: 'How a distributor cleaned 180,000 records.',
    date: '2023-05-30',
    authors: ['dana'],
    category: 'Case Study',
    industry: 'Distribution',
    tags: ['distribution'],
    image: '/img/covers/case-studies/distributor.png',
    image_alt: 'Abstract cover: green bars',
    // An invented client.
    client: {
      aliases: ['widget distributor'],
      sector: 'Distribution: widgets',
      ownership: 'PE-backed since 2011',
      facts: [{fact: 'revenue', figure: '$12M', cue: 'size'}],
      people: {dataOwner: 'Branch manager', quote: 'CFO'},
      cutover_day: 61,
      scope_live_day: 83,
    },
    ...over,
  },
});

const lines = (posts: PostFile[]) => checkFrontMatter(posts, ctx).map(formatProblem);

describe('checkFrontMatter', () => {
  test('kind is article (the default) or note; anything else fails with file:line, and a case study is an article', () => {
    expect(lines([insight({kind: 'note'}), caseStudy({kind: 'article'})])).toEqual([]);
    expect(lines([insight({kind: 'article'})])).toEqual([]);
    const source = '---\nslug: crm-cleanup-plan\ntitle: "A Six-Week CRM Cleanup Plan"\nkind: News\n---\n\nBody.';
    expect(checkFrontMatter([{...insight({kind: 'News'}), source}], ctx).map(formatProblem)).toEqual([
      `blog/2024-11-19-crm-cleanup-plan.md:4: kind: "News" is not a kind of post: write "note" for news or an announcement (150 words or more), or leave kind out for an article (one of: ${POST_KINDS.join(', ')})`,
    ]);
    expect(lines([insight({kind: ['note']})])).toHaveLength(1);
    expect(lines([caseStudy({kind: 'note'})])).toEqual([
      'case-studies/2023-05-30-distributor.md: kind: a case study is an article: leave kind out',
    ]);
    expect(postFormat({kind: 'note'})).toBe('note');
    expect(postFormat({})).toBe('article');
    expect(postFormat({kind: 'News'})).toBe('article');
  });

  test('a complete insight and case study pass', () => {
    expect(lines([insight(), caseStudy()])).toEqual([]);
  });

  test('unknown category', () => {
    expect(lines([insight({category: 'Growth Hacking'})])).toEqual([
      expect.stringMatching(/^blog\/2024-11-19-crm-cleanup-plan\.md: category: unknown category "Growth Hacking" \(one of: Insights, /),
    ]);
  });

  test('missing category', () => {
    expect(lines([insight({category: undefined})])).toEqual(['blog/2024-11-19-crm-cleanup-plan.md: category: is missing']);
  });

  test("an insight without its category's tag", () => {
    expect(lines([insight({tags: ['crm-hygiene']})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: tags: must include "data-quality", the tag of the category "Data Quality"',
    ]);
  });

  test('a case study in another category, or without an industry', () => {
    expect(lines([caseStudy({category: 'Insights', industry: ''})])).toEqual([
      `case-studies/2023-05-30-distributor.md: category: a case study's category is "Case Study", not "Insights"`,
      'case-studies/2023-05-30-distributor.md: industry: is missing (shown on the case-study card)',
    ]);
  });

  test("a case study without its client's facts, or with a malformed one, names the field", () => {
    expect(lines([caseStudy({client: undefined})])).toEqual([
      'case-studies/2023-05-30-distributor.md: client: is missing: the client\'s facts, people and days (CONTRIBUTING.md, "Case studies")',
    ]);
    expect(lines([caseStudy({client: {...caseStudy().data.client!, scope_live_day: 0, sector: ''}})])).toEqual([
      'case-studies/2023-05-30-distributor.md: client.sector: is missing or empty',
    ]);
    expect(lines([insight({client: {aliases: 'one'}})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: client.aliases: is not a list of the phrases that name the company',
    ]);
  });

  test('unknown author, one line per unknown key', () => {
    expect(lines([insight({authors: ['marcus', 'bob', 'alice']})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: authors: unknown author "bob": not a key of the team in src/data/team.ts (known: dana, marcus, priya, elena)',
      'blog/2024-11-19-crm-cleanup-plan.md: authors: unknown author "alice": not a key of the team in src/data/team.ts (known: dana, marcus, priya, elena)',
    ]);
  });

  test('missing authors', () => {
    expect(lines([insight({authors: []})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: authors: is missing (keys of the team in src/data/team.ts)',
    ]);
  });

  test('description over 160 characters; exactly 160 is fine', () => {
    expect(lines([insight({description: 'x'.repeat(160)})])).toEqual([]);
    expect(lines([insight({description: 'x'.repeat(161)})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: description: is 161 characters, over the limit of 160',
    ]);
  });

  test('missing description', () => {
    expect(lines([insight({description: '  '})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: description: is missing (one or two sentences, at most 160 characters)',
    ]);
  });

  test('no cover is fine (the category cover is used); a named picture must exist and be PNG, JPEG or WebP', () => {
    expect(lines([insight({image: undefined, image_alt: undefined})])).toEqual([]);
    expect(lines([insight({image: './covers/whiteboard.jpg'})])).toEqual([]);
    expect(lines([insight({image: '/img/covers/nowhere.png'})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: image: the picture "/img/covers/nowhere.png" does not exist (a path starting with / is under static/, any other is beside the post)',
    ]);
    expect(lines([insight({image: '/img/covers/crm-cleanup-plan.gif'})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: image: "/img/covers/crm-cleanup-plan.gif" is not a PNG, JPEG or WebP picture (.png, .jpg, .jpeg, .webp)',
    ]);
  });

  test('a named picture needs its alt text', () => {
    expect(lines([insight({image_alt: ''})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: image_alt: is missing (say what the picture shows, for screen readers)',
    ]);
  });

  test('a share picture must exist and be PNG or JPEG', () => {
    expect(lines([insight({share_image: '/img/share/crm-cleanup-card.jpg'})])).toEqual([]);
    expect(lines([insight({share_image: '/img/covers/crm-cleanup-plan.webp'})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: share_image: "/img/covers/crm-cleanup-plan.webp" is not a PNG or JPEG picture (LinkedIn shows no other kind)',
    ]);
    expect(lines([insight({share_image: '/img/share/none.png'})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: share_image: the picture "/img/share/none.png" does not exist (a path starting with / is under static/, any other is beside the post)',
    ]);
  });

  test('slug clash within one kind names both files; the same slug in the other kind is fine', () => {
    const second = insight({title: 'Another'}, 'blog/2025-01-01-another.md');
    expect(lines([insight(), second])).toEqual([
      'blog/2025-01-01-another.md: slug: "crm-cleanup-plan" is already used by blog/2024-11-19-crm-cleanup-plan.md',
    ]);
    expect(lines([insight(), caseStudy({slug: 'crm-cleanup-plan'})])).toEqual([]);
  });

  test('malformed and missing slug', () => {
    expect(lines([insight({slug: 'CRM Cleanup'})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: slug: "CRM Cleanup" must be lowercase words joined by hyphens',
    ]);
    expect(lines([insight({slug: undefined})])).toEqual(['blog/2024-11-19-crm-cleanup-plan.md: slug: is missing (it becomes the URL)']);
  });

  test("a date after the build's day schedules the post, which is no problem; the build's day itself is fine", () => {
    expect(lines([insight({date: '2025-06-30'})])).toEqual([]);
    expect(lines([insight({date: new Date('2025-07-01T00:00:00Z')})])).toEqual([]);
    expect(lines([insight({date: '2031-01-01', draft: true})])).toEqual([]);
  });

  test("draft is true or false; publication is the build's, never the writer's", () => {
    expect(lines([insight({draft: false})])).toEqual([]);
    expect(lines([insight({draft: 'yes'})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: draft: "yes" is not true or false (write draft: true to keep the post out of production)',
    ]);
    expect(lines([insight({publication: {state: 'scheduled', day: '2025-07-01'}})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: publication: is set by the build; remove it (a date after today schedules a post, draft: true keeps it unpublished)',
    ]);
  });

  test("a scheduled post cannot carry a revision day: it would be after the build's day", () => {
    expect(lines([insight({date: '2025-07-02', last_update: {date: '2025-07-03'}})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: last_update.date: 2025-07-03 is in the future (today is 2025-06-30)',
    ]);
  });

  test('missing or malformed date', () => {
    expect(lines([insight({date: undefined})])).toEqual(['blog/2024-11-19-crm-cleanup-plan.md: date: is missing']);
    expect(lines([insight({date: 'May 15th'})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: date: "May 15th" is not a date (write YYYY-MM-DD)',
    ]);
  });

  test('missing title', () => {
    expect(lines([insight({title: undefined})])).toEqual(['blog/2024-11-19-crm-cleanup-plan.md: title: is missing']);
  });

  test('social-card fields: titles up to 60 characters, descriptions up to 160; all optional', () => {
    const within = {
      og_title: 't'.repeat(60),
      twitter_title: 'u'.repeat(60),
      og_description: 'd'.repeat(160),
      twitter_description: 'e'.repeat(160),
    };
    expect(lines([insight(within)])).toEqual([]);
    const over = {
      og_title: 't'.repeat(61),
      twitter_title: 'u'.repeat(75),
      og_description: 'd'.repeat(161),
      twitter_description: 'e'.repeat(200),
    };
    expect(lines([insight(over)])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: og_title: is 61 characters, over the limit of 60',
      'blog/2024-11-19-crm-cleanup-plan.md: twitter_title: is 75 characters, over the limit of 60',
      'blog/2024-11-19-crm-cleanup-plan.md: og_description: is 161 characters, over the limit of 160',
      'blog/2024-11-19-crm-cleanup-plan.md: twitter_description: is 200 characters, over the limit of 160',
    ]);
  });

  test('a social-card field that is empty or not text', () => {
    expect(lines([insight({og_title: '  ', twitter_description: ['a', 'b']})])).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: og_title: must be text (or left out to use the default)',
      'blog/2024-11-19-crm-cleanup-plan.md: twitter_description: must be text (or left out to use the default)',
    ]);
  });
});

describe('checkPageDescriptions', () => {
  test('a description over 160 characters or a missing one names the file and the field', () => {
    const problems = checkPageDescriptions([
      {file: 'docs/faqs/index.mdx', field: 'description', description: 'x'.repeat(160)},
      {file: 'docs/guides/hubspot-expert.mdx', field: 'description', description: 'y'.repeat(161)},
      {file: 'sidebars.ts', field: 'category "Guides": link.description', description: undefined},
    ]);
    expect(problems.map(formatProblem)).toEqual([
      'docs/guides/hubspot-expert.mdx: description: is 161 characters, over the limit of 160',
      'sidebars.ts: category "Guides": link.description: is missing (one or two sentences, at most 160 characters)',
    ]);
  });
});

describe('describedPages', () => {
  test("names each doc's file, a category's generated index by sidebars.ts, and Markdown pages", () => {
    const docs = {
      loadedVersions: [
        {
          docs: [
            {source: '@site/docs/faqs/index.mdx', description: 'Answers.', frontMatter: {description: 'Answers.'}},
            {source: '@site/docs/resources/data-impact.mdx', description: 'First paragraph.', frontMatter: {}},
          ],
          sidebars: {
            guides: [
              {
                type: 'category',
                label: 'Guides',
                link: {type: 'generated-index', description: 'All guides.'},
                items: [{type: 'category', label: 'Deep', link: {type: 'doc'}, items: []}],
              },
            ],
          },
        },
      ],
    } as unknown as Parameters<typeof describedPages>[0];
    const pages = [
      {type: 'jsx', permalink: '/about', source: '@site/src/pages/about.tsx'},
      {type: 'mdx', permalink: '/notes', source: '@site/src/pages/notes.md', description: 'Notes.'},
    ] as unknown as Parameters<typeof describedPages>[1];
    expect(describedPages(docs, pages)).toEqual([
      {file: 'docs/faqs/index.mdx', field: 'description', description: 'Answers.'},
      {
        file: 'docs/resources/data-impact.mdx',
        field: 'description (none in front matter, so the first paragraph is used)',
        description: 'First paragraph.',
      },
      {file: 'sidebars.ts', field: 'category "Guides": link.description', description: 'All guides.'},
      {file: 'src/pages/notes.md', field: 'description', description: 'Notes.'},
    ]);
  });
});

describe('last_update', () => {
  const revised = (lastUpdate: unknown) => lines([insight({last_update: lastUpdate})]);

  test('a revision after publication and not after today passes, as a YAML date or a string', () => {
    expect(revised({date: new Date('2025-03-02T00:00:00Z')})).toEqual([]);
    expect(revised({date: '2025-06-30'})).toEqual([]);
    // A fix made on the day of publication is still a revision.
    expect(revised({date: '2024-11-19'})).toEqual([]);
  });

  test('a revision day in the future, before publication or not on the calendar is named', () => {
    expect(revised({date: '2025-07-01'})).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: last_update.date: 2025-07-01 is in the future (today is 2025-06-30)',
    ]);
    expect(revised({date: '2024-11-18'})).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: last_update.date: 2024-11-18 is before the publication date 2024-11-19',
    ]);
    expect(revised({date: '2025-02-30'})).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: last_update.date: "2025-02-30" is not a date (write YYYY-MM-DD)',
    ]);
  });

  test('a last_update without a date, with other keys, or written as a bare date is named', () => {
    expect(revised({})).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: last_update.date: is missing (the day of the revision, YYYY-MM-DD)',
    ]);
    expect(revised({date: '2025-01-10', author: 'Marcus'})).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: last_update: only "date" is read; remove "author"',
    ]);
    expect(revised(new Date('2025-01-10T00:00:00Z'))).toEqual([
      'blog/2024-11-19-crm-cleanup-plan.md: last_update: must hold the day of the revision on its own line: "last_update:" then "  date: YYYY-MM-DD"',
    ]);
  });

  test('a case study is checked the same way', () => {
    expect(lines([caseStudy({last_update: {date: '2023-05-01'}})])).toEqual([
      'case-studies/2023-05-30-distributor.md: last_update.date: 2023-05-01 is before the publication date 2023-05-30',
    ]);
  });
});

describe('dates', () => {
  test('frontMatterDay reads YAML dates and strings', () => {
    expect(frontMatterDay(new Date('2025-05-15T00:00:00Z'))).toBe('2025-05-15');
    expect(frontMatterDay('2025-05-15')).toBe('2025-05-15');
    expect(frontMatterDay('2025-05-15T09:30:00-05:00')).toBe('2025-05-15');
    expect(frontMatterDay('2025-13-45')).toBeUndefined();
    // Not on the calendar, although the engine would roll it over to March 1.
    expect(frontMatterDay('2025-02-29')).toBeUndefined();
    expect(frontMatterDay(new Date('nonsense'))).toBeUndefined();
    expect(frontMatterDay(42)).toBeUndefined();
  });
});

describe('the library as committed', () => {
  test('every insight and case study passes the check', () => {
    const root = path.resolve(__dirname, '../..');
    const posts = readPostFiles(root);
    const postFiles = ['blog', 'case-studies'].flatMap((dir) =>
      fs.readdirSync(path.join(root, dir)).filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_')),
    );
    expect(posts.length).toBe(postFiles.length);
    expect(posts.length).toBeGreaterThan(0);
    const problems = checkFrontMatter(posts, {
      authors: team.map((member) => member.key),
      today: localToday(),
      pictureExists: (file, ref) => fs.existsSync(picturePath(root, file, ref)),
    });
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
