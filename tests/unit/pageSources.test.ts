import {describe, expect, test} from '@jest/globals';
import {pageSources, pageSourcesFile, readPageSourcesFile, withPagedLists} from '@site/src/plugins/content-dates/pageSources';

const tree: Record<string, string> = {
  'src/pages/index.tsx': "import Hero from '@site/src/components/Hero';",
  'src/components/Hero/index.tsx': "import {home} from '@site/src/data/home';\nimport styles from './styles.module.css';",
  'src/components/Hero/styles.module.css': '.x{}',
  'src/data/home.ts': '',
  'blog/a.md': '# A',
  'blog/b.md': "import Chart from '@site/src/components/Chart';\n\n# B",
  'src/components/Chart.tsx': '',
  'blog/c.md': '# C',
};
const read = (file: string) => tree[file];

describe('pageSources', () => {
  const map = pageSources(
    [
      {path: '/', files: ['src/pages/index.tsx']},
      {path: '/insights/a', files: ['blog/a.md']},
      {path: '/insights/b', files: ['blog/b.md']},
      {path: '/insights/c', files: ['blog/c.md']},
    ],
    [
      {path: '/insights', shows: ['/insights/a', '/insights/b']},
      {path: '/insights/a', shows: ['/insights/b']},
    ],
    ['/insights/c'],
    read,
  );

  test('a page: what its sources reach, and the sources of the pages shown everywhere', () => {
    expect(map.get('/')).toEqual([
      'blog/c.md',
      'src/components/Hero/index.tsx',
      'src/components/Hero/styles.module.css',
      'src/data/home.ts',
      'src/pages/index.tsx',
    ]);
  });

  test('a page that shows others (a post its neighbor, a list its posts) depends on their sources too', () => {
    expect(map.get('/insights/a')).toEqual(['blog/a.md', 'blog/b.md', 'blog/c.md', 'src/components/Chart.tsx']);
    expect(map.get('/insights')).toEqual(['blog/a.md', 'blog/b.md', 'blog/c.md', 'src/components/Chart.tsx']);
    expect(map.get('/insights/b')).toEqual(['blog/b.md', 'blog/c.md', 'src/components/Chart.tsx']);
    expect([...map.keys()]).toEqual(['/', '/insights', '/insights/a', '/insights/b', '/insights/c']);
  });

  test('later pages of a paged list take the files of its first page; other routes stay out', () => {
    const paged = withPagedLists(new Map([['/insights', ['blog/a.md']]]), ['/insights', '/insights/page/2', '/tags/x/page/2', '/search']);
    expect([...paged]).toEqual([
      ['/insights', ['blog/a.md']],
      ['/insights/page/2', ['blog/a.md']],
    ]);
  });

  test('the file written lists each file once and reads back to the same map', () => {
    const file = pageSourcesFile(
      new Map([
        ['/a', ['x.ts', 'y.ts']],
        ['/b', ['y.ts']],
      ]),
    );
    expect(file).toEqual({files: ['x.ts', 'y.ts'], pages: {'/a': [0, 1], '/b': [1]}});
    expect([...readPageSourcesFile(file)]).toEqual([
      ['/a', ['x.ts', 'y.ts']],
      ['/b', ['y.ts']],
    ]);
  });
});
