/**
 * Route groups (src/plugins/lean-client/routeGroups.ts, chunkFiles.ts,
 * src/lib/routeBuckets.ts): how the build splits the route table and the
 * bundler's chunk maps, and how the browser finds a path's bucket.
 */
import {describe, expect, test} from '@jest/globals';
import {bucketOf, groupOf, isIndexPath, pathHash, routeKey} from '@site/src/lib/routeBuckets';
import {readRegistry, readRouteTable, splitRouteTable, type TableRoute} from '@site/src/plugins/lean-client/routeGroups';
import {dropFromRuntime, ownAsyncChunks} from '@site/src/plugins/lean-client/chunkFiles';

const route = (path: string, hash: string, extra: Partial<TableRoute> = {}): TableRoute => ({
  path,
  component: {creator: [path, hash]},
  exact: true,
  ...extra,
});

describe('routeBuckets', () => {
  test('a path, its trailing slash and its case are one route', () => {
    expect(routeKey('/Insights/Post/')).toBe('/insights/post');
    expect(routeKey('/')).toBe('/');
    expect(bucketOf('/Insights/Post/', '/insights', 7)).toBe(bucketOf('/insights/post', '/insights', 7));
  });

  test('a group is its prefix and everything below it, nothing else', () => {
    expect(groupOf('/insights', ['/insights'])).toBe('/insights');
    expect(groupOf('/insights/a/b', ['/insights'])).toBe('/insights');
    expect(groupOf('/insightsx', ['/insights'])).toBeUndefined();
    expect(groupOf('/about', ['/insights'])).toBeUndefined();
  });

  test('the hash is 32-bit FNV-1a of the route key (the published test vectors)', () => {
    expect(pathHash('a')).toBe(0xe40c292c);
    expect(pathHash('foobar')).toBe(0xbf9cf968);
    expect(pathHash('/Insights/Post/')).toBe(pathHash('/insights/post'));
  });

  test('index pages: the prefix, archive, tag and author indexes and first pages; nothing below or beside them', () => {
    for (const path of [
      '/insights',
      '/insights/',
      '/insights/archive',
      '/insights/tags',
      '/insights/tags/hubspot',
      '/insights/authors/dana/',
    ]) {
      expect(isIndexPath(path, '/insights')).toBe(true);
    }
    for (const path of [
      '/insights/post',
      '/insights/page/2',
      '/insights/tags/hubspot/page/2',
      '/insights/authors/dana/authors/page/2',
      '/insights/archive/2024',
      '/insights/tagsx',
      '/case-studies/tags/x',
    ]) {
      expect(isIndexPath(path, '/insights')).toBe(false);
    }
  });

  test('index pages fall in bucket 0, the rest in 1 + their hash modulo count - 1', () => {
    // FNV-1a of "/insights/post" is 0x749f46ce = 1956595406: modulo 4 it is 2, modulo 3 it is 2.
    expect(bucketOf('/insights/post', '/insights', 5)).toBe(3);
    expect(bucketOf('/insights/post', '/insights', 4)).toBe(3);
    // FNV-1a of "/insights/other" is 0x1e0e7ac6 = 504265414: modulo 4 it is 2, modulo 3 it is 1.
    expect(bucketOf('/insights/other', '/insights', 5)).toBe(3);
    expect(bucketOf('/insights/other', '/insights', 4)).toBe(2);
    expect(bucketOf('/insights/tags/hubspot', '/insights', 5)).toBe(0);
    expect(bucketOf('/insights', '/insights', 5)).toBe(0);
    // One bucket: everything is in it.
    expect(bucketOf('/insights/post', '/insights', 1)).toBe(0);
  });

  test('other paths spread over every bucket but the first', () => {
    const used = new Set(Array.from({length: 400}, (_, i) => bucketOf(`/insights/post-${i}`, '/insights', 21)));
    expect(used.size).toBe(20);
    expect(used.has(0)).toBe(false);
  });
});

/** Chunk names for each route (none of its own): routesChunkNames.json holds every route under `path-hash`. */
const namesOf = (routes: readonly TableRoute[]) => Object.fromEntries(routes.map((r) => [`${r.path}-${r.component.creator[1]}`, {}]));

describe('splitRouteTable', () => {
  const table = [
    route('/about', 'a1'),
    route('/insights', 'b1'),
    route('/insights/post', 'b2'),
    route('/services', 'c1'),
    route('/', 'd1', {exact: false, routes: [route('/guide', 'd2')]}),
  ];
  const chunkNames = {
    '/about-a1': {__comp: 'about'},
    '/insights-b1': {__comp: 'list', __props: 'listProps', shared: 'shared'},
    '/insights/post-b2': {__comp: 'post', content: 'postContent', shared: 'shared'},
    '/services-c1': {__comp: 'services', shared: 'shared'},
    '/-d1': {__comp: 'docs'},
    '/guide-d2': {__comp: 'guide'},
  };
  const registry = new Map(
    ['about', 'list', 'listProps', 'post', 'postContent', 'shared', 'services', 'docs', 'guide'].map((n) => [n, `@site/${n}`]),
  );

  test('the group leaves the table, registry and chunk names; what the rest uses stays', () => {
    const split = splitRouteTable(table, chunkNames, registry, ['/insights'], 1);
    expect(split.table.map((r) => ('group' in r ? `group ${r.group}` : r.path))).toEqual(['/about', 'group /insights', '/services', '/']);
    expect(Object.keys(split.chunkNames)).toEqual(['/about-a1', '/services-c1', '/-d1', '/guide-d2']);
    expect([...split.registry.keys()].sort()).toEqual(['about', 'docs', 'guide', 'services', 'shared']);
    // The index bucket, and one route of one other route per bucket.
    expect(split.bucketCounts).toEqual({'/insights': 2});
    expect(split.buckets.map((b) => [b.index, b.routes.map((r) => r.path)])).toEqual([
      [0, ['/insights']],
      [1, ['/insights/post']],
    ]);
    expect([...split.buckets[1]!.registry.keys()]).toEqual(['post', 'postContent']);
    for (const bucket of split.buckets) expect([...bucket.registry.keys()]).not.toContain('shared');
    expect(split.lists).toEqual([]);
  });

  test('hashed routes fill ceil(n / size) buckets after the index bucket; an empty group has none', () => {
    const posts = Array.from({length: 5}, (_, i) => route(`/insights/p${i}`, `h${i}`));
    const split = splitRouteTable(
      [route('/insights', 'l'), ...posts],
      namesOf([route('/insights', 'l'), ...posts]),
      new Map(),
      ['/insights', '/case-studies'],
      2,
    );
    expect(split.bucketCounts).toEqual({'/insights': 4});
    expect(split.buckets).toHaveLength(4);
    for (const bucket of split.buckets) for (const r of bucket.routes) expect(bucketOf(r.path, '/insights', 4)).toBe(bucket.index);
    // Only index pages: the one bucket.
    expect(splitRouteTable([route('/insights', 'l')], namesOf([route('/insights', 'l')]), new Map(), ['/insights']).bucketCounts).toEqual({
      '/insights': 1,
    });
  });

  test('a list page gets a list module of the routes its props name, without index pages, itself or other groups', () => {
    const posts = ['/insights/a', '/insights/b', '/insights/c'].map((p, i) => route(p, `p${i}`));
    const routes = [
      route('/case-studies/x', 'x'),
      route('/insights', 'l'),
      route('/insights/page/2', 'l2'),
      route('/insights/tags/t', 't'),
      ...posts,
    ];
    const names: Record<string, unknown> = {
      ...namesOf(routes),
      '/insights-l': {__comp: 'list', __props: 'props1'},
      '/insights/a-p0': {__comp: 'post', content: 'ca'},
      '/insights/b-p1': {__comp: 'post', content: 'cb'},
    };
    const reg = new Map(['list', 'props1', 'post', 'ca', 'cb'].map((n) => [n, `@site/${n}`]));
    const named: Record<string, string[]> = {
      '/insights': [
        '/Insights/A/',
        '/insights/b',
        '/insights/page/2',
        '/insights/tags/t',
        '/insights',
        '/case-studies/x',
        '/insights/gone',
        'Hello',
      ],
      '/insights/page/2': ['/insights/c', '/insights'],
    };
    const split = splitRouteTable(routes, names as never, reg, ['/insights', '/case-studies'], 16, (r) => named[r.path] ?? []);
    expect(split.lists.map((l) => [l.group, l.index, l.page, l.routes.map((r) => r.path)])).toEqual([
      ['/insights', 0, '/insights', ['/insights/a', '/insights/b', '/insights/page/2']],
      ['/insights', 1, '/insights/page/2', ['/insights/c']],
    ]);
    expect([...split.lists[0]!.registry.keys()]).toEqual(['post', 'ca', 'cb']);
    expect(Object.keys(split.lists[0]!.chunkNames)).toEqual(['/insights/a-p0', '/insights/b-p1', '/insights/page/2-l2']);
    // The bucket holding each list page names its list module.
    const holder = (p: string) => split.buckets.find((b) => b.routes.some((r) => r.path === p))!;
    expect(holder('/insights').lists).toEqual({'/insights': 0});
    expect(holder('/insights/page/2').lists).toEqual({'/insights/page/2': 1});
    // A list module carries routes its own buckets carry too: every route is still in exactly one bucket.
    const inBuckets = split.buckets.filter((b) => b.group === '/insights').flatMap((b) => b.routes.map((r) => r.path));
    expect(inBuckets.sort()).toEqual(['/insights', '/insights/a', '/insights/b', '/insights/c', '/insights/page/2', '/insights/tags/t']);
  });

  test('a page naming more routes than two buckets hold gets no list module', () => {
    const posts = Array.from({length: 5}, (_, i) => route(`/insights/p${i}`, `h${i}`));
    const all = posts.map((p) => p.path);
    const routes = [route('/insights/archive', 'a'), route('/insights/page/2', 'b'), ...posts];
    const split = splitRouteTable(routes, namesOf(routes), new Map(), ['/insights'], 2, (r) =>
      r.path === '/insights/archive' ? all : r.path === '/insights/page/2' ? all.slice(0, 4) : [],
    );
    expect(split.lists.map((l) => [l.page, l.routes.length])).toEqual([['/insights/page/2', 4]]);
  });

  test('a group route that is not exact and static, or a loose route before the group, stops the build', () => {
    expect(() => splitRouteTable([route('/insights/:slug', 'x')], {}, new Map(), ['/insights'])).toThrow(/not an exact static route/);
    expect(() => splitRouteTable([route('/', 'x', {exact: false}), route('/insights', 'y')], {}, new Map(), ['/insights'])).toThrow(
      /comes before the group/,
    );
  });
});

describe('the generated files', () => {
  test('routes.js is read with its ComponentCreator calls', () => {
    const source = `import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n  {\n    path: '/a',\n    component: ComponentCreator('/a', 'f00'),\n    exact: true\n  },\n  {\n    path: '*',\n    component: ComponentCreator('*'),\n  },\n];\n`;
    expect(readRouteTable(source)).toEqual([route('/a', 'f00'), {path: '*', component: {creator: ['*']}}]);
    expect(() => readRouteTable('export default [];')).toThrow(/no longer starts/);
  });

  test('registry.js is read line by line', () => {
    const line = (n: string, p: string) =>
      `  "${n}": [() => import(/* webpackChunkName: "${n}" */ "${p}"), "${p}", require.resolveWeak("${p}")],`;
    const source = `export default {\n${line('aa', '@site/a.md')}\n${line('bb', '@site/b.md')}};\n`;
    expect([...readRegistry(source)]).toEqual([
      ['aa', '@site/a.md'],
      ['bb', '@site/b.md'],
    ]);
    expect(() => readRegistry(`export default {\n  "aa": nonsense,};\n`)).toThrow(/unexpected line/);
  });
});

describe('dropFromRuntime', () => {
  const runtime =
    'n.u=e=>"assets/js/"+(({12:"aaaa1111",34:"bbbb2222",56:"site-search"})[e]||e)+"."+({12:"0f0f0f0f",34:"1e1e1e1e",56:"2d2d2d2d",78:"3c3c3c3c"})[e]+".js",' +
    'n.gca=function(e){return e=({aaaa1111:"12",0x11113f9:"34","site-search":"56"})[e]||e,n.p+n.u(e)},n.x=c({})';

  test('drops the moved chunks from the name, hash and lookup maps, and nothing else', () => {
    const {source, droppedIds, droppedNames} = dropFromRuntime(
      runtime,
      new Set(['12', '34']),
      new Map([
        ['aaaa1111', '12'],
        ['17896441', '34'],
      ]),
    );
    expect(droppedIds).toBe(4);
    expect(droppedNames).toBe(2);
    expect(source).toContain('({"56":"site-search"})[e]');
    expect(source).toContain('({"56":"2d2d2d2d","78":"3c3c3c3c"})[e]');
    expect(source).toContain('({"site-search":"56"})[e]');
    expect(source).toContain('n.x=c({})');
  });
});

describe('ownAsyncChunks', () => {
  interface FakeGroup {
    name?: string;
    chunks: FakeChunk[];
    childrenIterable: FakeGroup[];
  }
  interface FakeChunk {
    id: string;
    groupsIterable: FakeGroup[];
  }
  const chunk = (id: string): FakeChunk => ({id, groupsIterable: []});
  const group = (name: string | undefined, chunks: FakeChunk[], children: FakeGroup[] = []): FakeGroup => {
    const g = {name, chunks, childrenIterable: children};
    for (const c of chunks) c.groupsIterable.push(g);
    return g;
  };

  test("a bucket's chunks stop at a list module: its file, not the chunks only it loads", () => {
    const [bucket, shared, post, list, listed, both] = ['b', 's', 'p', 'l', 'x', 'y'].map(chunk) as FakeChunk[];
    const bothGroup = group('y', [both!]);
    const listGroup = group('lean-routes-insights-list-0', [list!], [group('x', [listed!], [group('deep', [chunk('d')])]), bothGroup]);
    group('lean-routes-insights-1', [bucket!, shared!], [group('p', [post!, shared!]), listGroup, bothGroup]);
    const ids = [...ownAsyncChunks(bucket as never)].map((c) => (c as unknown as FakeChunk).id).sort();
    // Not the shared chunk (in the bucket's own group), nor the chunks only the list module loads.
    expect(ids).toEqual(['l', 'p', 'y']);
  });
});
