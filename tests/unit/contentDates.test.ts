import {describe, expect, test} from '@jest/globals';
import {
  newestCountedCommit,
  parseIgnoredRevs,
  blogDateGroups,
  changeTimestamp,
  docCategoryDateGroups,
  feedItemDates,
  groupDays,
  pageChangeDay,
  sourceDay,
  type DatingFallbacks,
  postDates,
  postLastmod,
  revisionTimestamp,
  withLastmods,
  type GitHistory,
} from '@site/src/lib/contentDates';

const DAY = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h);

describe('post dates', () => {
  test('the revision comes from last_update.date, as a YAML date or a string', () => {
    expect(revisionTimestamp({last_update: {date: new Date(DAY(2026, 11, 24))}})).toBe(DAY(2026, 11, 24));
    expect(revisionTimestamp({last_update: {date: '2025-06-02'}})).toBe(DAY(2025, 6, 2));
  });

  test('no last_update, no date in it, or not a date: no revision', () => {
    expect(revisionTimestamp({})).toBeUndefined();
    expect(revisionTimestamp({last_update: {author: 'Marcus'}})).toBeUndefined();
    expect(revisionTimestamp({last_update: '2025-06-02'})).toBeUndefined();
    expect(revisionTimestamp({last_update: {date: 'soon'}})).toBeUndefined();
    expect(revisionTimestamp({last_update: null})).toBeUndefined();
  });

  test('publication and revision days in UTC; lastmod is the revision, else the publication', () => {
    const revised = postDates({date: new Date(DAY(2024, 3, 12)), lastUpdatedAt: DAY(2026, 11, 24, 23)});
    expect(revised).toEqual({published: '2024-03-12', revised: '2026-11-24'});
    expect(postLastmod(revised)).toBe('2026-11-24');
    const plain = postDates({date: '2024-03-12T00:00:00.000Z', lastUpdatedAt: null});
    expect(plain).toEqual({published: '2024-03-12'});
    expect(postLastmod(plain)).toBe('2024-03-12');
    expect(postDates({date: new Date(DAY(2024, 3, 12))})).toEqual({published: '2024-03-12'});
  });

  test('feed entries: published on the publication, updated on the revision', () => {
    expect(feedItemDates({date: new Date(DAY(2024, 3, 12)), lastUpdatedAt: DAY(2026, 11, 24)})).toEqual({
      published: new Date(DAY(2024, 3, 12)),
      date: new Date(DAY(2026, 11, 24)),
    });
    expect(feedItemDates({date: '2024-03-12T00:00:00.000Z'})).toEqual({
      published: new Date(DAY(2024, 3, 12)),
      date: new Date(DAY(2024, 3, 12)),
    });
    expect(changeTimestamp({date: new Date(DAY(2024, 3, 12)), lastUpdatedAt: undefined})).toBe(DAY(2024, 3, 12));
  });
});

describe('page dates from git', () => {
  const history: GitHistory = {
    lastCommits: new Map([
      ['src/pages/about.tsx', {hash: 'a'.repeat(40), timestamp: DAY(2026, 11, 20, 22)}],
      ['src/data/team.ts', {hash: 'b'.repeat(40), timestamp: DAY(2026, 11, 23, 9)}],
      ['src/data/claims.ts', {hash: 'c'.repeat(40), timestamp: DAY(2026, 10, 2)}],
      ['src/pages/new.tsx', null],
      ['src/data/ignored.ts', null],
    ]),
    boundaries: new Set(),
    uncommitted: new Set(['src/pages/new.tsx']),
  };
  const fileDays = new Map([
    ['src/pages/about.tsx', '2026-11-21'],
    ['src/data/team.ts', '2026-11-19'],
  ]);
  const fallbacks: DatingFallbacks = {today: '2027-01-05', modifiedDay: (file) => fileDays.get(file)};

  test('a page changes when the newest of its sources did, each dated by its commit in UTC', () => {
    expect(pageChangeDay(['src/pages/about.tsx', 'src/data/team.ts', 'src/data/claims.ts'], history, fallbacks)).toEqual({
      day: '2026-11-23',
      undated: [],
      by: ['commit'],
    });
    // Committed at 22:00 UTC on the 20th: the 20th, wherever the build runs.
    expect(sourceDay('src/pages/about.tsx', history, fallbacks)).toEqual({day: '2026-11-20', by: 'commit'});
  });

  test('a source with uncommitted changes, or not yet added, is dated the day of the build', () => {
    expect(sourceDay('src/pages/new.tsx', history, fallbacks)).toEqual({day: '2027-01-05', by: 'uncommitted'});
    const edited: GitHistory = {...history, uncommitted: new Set(['src/data/claims.ts'])};
    expect(pageChangeDay(['src/pages/about.tsx', 'src/data/claims.ts'], edited, fallbacks)).toEqual({
      day: '2027-01-05',
      undated: [],
      by: ['commit', 'uncommitted'],
    });
  });

  test('a file git neither tracks nor waits to commit (an ignored file) has no day; the other sources still date the page', () => {
    expect(sourceDay('src/data/ignored.ts', history, fallbacks)).toEqual({});
    expect(sourceDay('src/data/unknown.ts', history, fallbacks)).toEqual({});
    expect(pageChangeDay(['src/data/claims.ts', 'src/data/ignored.ts'], history, fallbacks)).toEqual({
      day: '2026-10-02',
      undated: ['src/data/ignored.ts'],
      by: ['commit'],
    });
    expect(pageChangeDay(['src/data/ignored.ts'], history, fallbacks)).toEqual({day: undefined, undated: ['src/data/ignored.ts'], by: []});
  });

  test('in a shallow clone, a file last touched by the cut-off commit takes that commit day, the latest it can have changed', () => {
    const shallow: GitHistory = {...history, boundaries: new Set(['b'.repeat(40)])};
    expect(sourceDay('src/data/team.ts', shallow, fallbacks)).toEqual({day: '2026-11-23', by: 'cut-off'});
    expect(pageChangeDay(['src/pages/about.tsx', 'src/data/team.ts'], shallow, fallbacks)).toEqual({
      day: '2026-11-23',
      undated: [],
      by: ['commit', 'cut-off'],
    });
  });

  test("with no repository, each source is dated by its file's modification day; a missing file by nothing", () => {
    expect(pageChangeDay(['src/pages/about.tsx', 'src/data/team.ts'], null, fallbacks)).toEqual({
      day: '2026-11-21',
      undated: [],
      by: ['file time'],
    });
    expect(pageChangeDay(['src/pages/gone.tsx'], null, fallbacks)).toEqual({day: undefined, undated: ['src/pages/gone.tsx'], by: []});
  });
});

describe('generated pages', () => {
  const dated = new Map([
    ['/insights/a', '2025-01-07'],
    ['/insights/b', '2026-11-24'],
    ['/insights/c', '2024-02-06'],
  ]);

  test('a group takes the newest day of its members; a group with no dated member gets none', () => {
    const days = groupDays(dated, [
      {path: '/insights/tags/x', members: ['/insights/a', '/insights/c']},
      {path: '/insights', members: ['/insights/a', '/insights/b', '/insights/c']},
      {path: '/insights/tags/empty', members: ['/insights/missing']},
    ]);
    expect([...days]).toEqual([
      ['/insights/tags/x', '2025-01-07'],
      ['/insights', '2026-11-24'],
    ]);
  });

  test("a blog's groups: list, tags page, archive, each tag, authors page and each author; a tag's post not among those given is left out", () => {
    const author = (key: string) => ({page: {permalink: `/insights/authors/${key}`}});
    const groups = blogDateGroups({
      blogTagsListPath: '/insights/tags',
      blogTags: {
        '/insights/tags/pipeline': {permalink: '/insights/tags/pipeline', items: ['a', 'hidden']},
        '/insights/tags/secret': {permalink: '/insights/tags/secret', items: ['a'], unlisted: true},
      },
      blogPosts: [
        {id: 'a', metadata: {permalink: '/insights/a', authors: [author('dana'), {page: null}]}},
        {id: 'b', metadata: {permalink: '/insights/b', authors: [author('priya'), author('dana')]}},
      ],
    });
    expect(groups).toEqual([
      {path: '/insights', members: ['/insights/a', '/insights/b']},
      {path: '/insights/tags', members: ['/insights/a', '/insights/b']},
      {path: '/insights/tags/pipeline', members: ['/insights/a']},
      {path: '/insights/archive', members: ['/insights/a', '/insights/b']},
      {path: '/insights/authors', members: ['/insights/a', '/insights/b']},
      {path: '/insights/authors/dana', members: ['/insights/a', '/insights/b']},
      {path: '/insights/authors/priya', members: ['/insights/b']},
    ]);
  });

  test('a docs category page lists the docs under it, nested categories included', () => {
    const groups = docCategoryDateGroups(
      {
        guides: [
          {
            type: 'category',
            link: {type: 'generated-index', permalink: '/guides'},
            items: [
              {type: 'doc', id: 'guides/a'},
              {type: 'category', link: {type: 'doc', id: 'guides/b'}, items: [{type: 'doc', id: 'guides/c'}]},
              {type: 'link'},
            ],
          },
        ],
        faqs: [{type: 'category', link: {type: 'doc', id: 'faqs/index'}, items: [{type: 'doc', id: 'faqs/x'}]}],
      },
      new Map([
        ['guides/a', '/guides/a'],
        ['guides/b', '/guides/b'],
        ['guides/c', '/guides/c'],
        ['faqs/index', '/faqs'],
        ['faqs/x', '/faqs/x'],
      ]),
    );
    expect(groups).toEqual([{path: '/guides', members: ['/guides/a', '/guides/b', '/guides/c']}]);
  });
});

describe('withLastmods', () => {
  test("every route, nested ones too, gets its day as the sitemap plugin's lastUpdatedAt; a route without one gets null", () => {
    const routes = [
      {path: '/about', component: 'A', metadata: {sourceFilePath: 'src/pages/about.tsx'}},
      {path: '/', component: 'DocsRoot', routes: [{path: '/guides/a', component: 'Doc'}]},
    ];
    const out = withLastmods(
      routes,
      new Map([
        ['/about', '2026-11-24'],
        ['/guides/a', '2024-12-03'],
      ]),
    );
    expect(out[0]).toEqual({
      path: '/about',
      component: 'A',
      metadata: {sourceFilePath: 'src/pages/about.tsx', lastUpdatedAt: DAY(2026, 11, 24)},
    });
    expect(out[1]!.metadata).toEqual({lastUpdatedAt: null});
    expect(out[1]!.routes).toEqual([{path: '/guides/a', component: 'Doc', metadata: {lastUpdatedAt: DAY(2024, 12, 3)}}]);
    // The routes given are left as they were.
    expect(routes[0]!.metadata).toEqual({sourceFilePath: 'src/pages/about.tsx'});
  });
});

describe('commits that change no content', () => {
  const A = 'a'.repeat(40);
  const B = 'b'.repeat(40);
  const C = 'c'.repeat(40);

  test('are read from .git-blame-ignore-revs: one hash a line, comments and blank lines skipped', () => {
    expect(parseIgnoredRevs(`# Prettier formats the code\n${A}\n\n  ${B}  # moves code\nnot-a-hash\n`)).toEqual(new Set([A, B]));
  });

  test('a file is dated by its newest commit that is not one of them', () => {
    const log = `${A} 1764115200\n${B} 1764028800\n${C} 1700000000`;
    expect(newestCountedCommit(log, new Set())).toEqual({hash: A, timestamp: 1764115200000});
    expect(newestCountedCommit(log, new Set([A]))).toEqual({hash: B, timestamp: 1764028800000});
    expect(newestCountedCommit(log, new Set([A, B]))).toEqual({hash: C, timestamp: 1700000000000});
  });

  test('a file only they touched, or no log at all, has no counted commit', () => {
    expect(newestCountedCommit(`${A} 1764115200`, new Set([A]))).toBeNull();
    expect(newestCountedCommit('', new Set())).toBeNull();
  });
});
