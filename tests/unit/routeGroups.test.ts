/**
 * Route groups (src/plugins/lean-client/routeGroups.ts, chunkFiles.ts,
 * src/lib/routeBuckets.ts): how the build splits the route table and the
 * bundler's chunk maps, and how the browser finds a path's bucket.
 */
import {describe, expect, test} from '@jest/globals';
import {bucketOf, groupOf, routeKey} from '@site/src/lib/routeBuckets';
import {readRegistry, readRouteTable, splitRouteTable, type TableRoute} from '@site/src/plugins/lean-client/routeGroups';
import {dropFromRuntime} from '@site/src/plugins/lean-client/chunkFiles';

const route = (path: string, hash: string, extra: Partial<TableRoute> = {}): TableRoute => ({
  path,
  component: {creator: [path, hash]},
  exact: true,
  ...extra,
});

describe('routeBuckets', () => {
  test('a path, its trailing slash and its case are one route', () => {
    expect(routeKey('/Insights/Post/')).toBe('/insights/post');
    expect(bucketOf('/Insights/Post/', 7)).toBe(bucketOf('/insights/post', 7));
  });

  test('a group is its prefix and everything below it, nothing else', () => {
    expect(groupOf('/insights', ['/insights'])).toBe('/insights');
    expect(groupOf('/insights/a/b', ['/insights'])).toBe('/insights');
    expect(groupOf('/insightsx', ['/insights'])).toBeUndefined();
    expect(groupOf('/about', ['/insights'])).toBeUndefined();
  });

  test('paths spread over every bucket', () => {
    const used = new Set(Array.from({length: 400}, (_, i) => bucketOf(`/insights/post-${i}`, 20)));
    expect(used.size).toBe(20);
  });
});

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
    expect(split.bucketCounts).toEqual({'/insights': 2});
    const all = split.buckets.flatMap((b) => b.routes.map((r) => r.path)).sort();
    expect(all).toEqual(['/insights', '/insights/post']);
    for (const bucket of split.buckets) {
      for (const r of bucket.routes) expect(bucket.index).toBe(bucketOf(r.path, 2));
      expect([...bucket.registry.keys()]).not.toContain('shared');
    }
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
