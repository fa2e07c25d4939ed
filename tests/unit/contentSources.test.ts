import {describe, expect, test} from '@jest/globals';
import {
  contentSources,
  importSpecifiers,
  isContentModule,
  markdownPictures,
  reachedFiles,
  resolveSpecifier,
} from '@site/src/plugins/content-dates/contentSources';

describe('importSpecifiers', () => {
  test('every kind of import, in order, each once; type-only imports left out', () => {
    const code = [
      "import React from 'react';",
      "import {a,\n  b} from '@site/src/data/services';",
      "import type {Guide} from '@site/src/data/guides';",
      "import './styles.css';",
      "export {x} from '../lib/x';",
      "export type {Y} from './types';",
      "const Lazy = React.lazy(() => import('./Lazy'));",
      "const data = require('./data.json');",
      "import {c} from '@site/src/data/services';",
      '// the import of "nothing" is prose',
    ].join('\n');
    expect(importSpecifiers(code)).toEqual(['react', '@site/src/data/services', './styles.css', '../lib/x', './Lazy', './data.json']);
  });

  test('an import named in a comment is not an import', () => {
    const code = [
      '/**',
      ' * Loaded on its own, so it must not import anything at run time.',
      ' */',
      "import type {Scene} from '@site/tools/covers/kit';",
      "// import {old} from './old';",
      "const url = 'https://example.org/x'; // import it later",
      "const hosts = ['https://*.example.org']; /* not an import either */",
      "import {kept} from './kept';",
    ].join('\n');
    expect(importSpecifiers(code)).toEqual(['./kept']);
  });

  test('MDX imports read the same way', () => {
    const mdx =
      "---\ntitle: X\n---\n\nimport GuideHero from '@site/src/components/GuideHero';\nimport Cols from './_components/GuideColumns';\n\nText.";
    expect(importSpecifiers(mdx)).toEqual(['@site/src/components/GuideHero', './_components/GuideColumns']);
  });
});

const tree: Record<string, string> = {
  'src/pages/about.tsx':
    "import Team from '@site/src/components/Team';\nimport {claims} from '../data/claims';\nimport Layout from '@theme/Layout';",
  'src/components/Team/index.tsx':
    "import {team} from '@site/src/data/team';\nimport styles from './styles.module.css';\nimport {format} from '../../lib/format';",
  'src/components/Team/styles.module.css': '.x{}',
  'src/lib/format.ts': "import {units} from '../data/units';",
  'src/data/team.ts': "import {claims} from './claims';",
  'src/data/claims.ts': "import {team} from './team';",
  'src/data/units.ts': 'export const units = 1;',
  'src/pages/_private/Part.tsx': 'export default 1;',
  'src/pages/contact.tsx': "import Part from './_private/Part';\nimport catalog from '../images/catalog.json';",
  'src/data/illustrations.json': '{}',
  'docs/guides/a.mdx': "import Cols from './_components/Cols';\nimport {guides} from '@site/src/data/guides';",
  'docs/guides/_components/Cols.tsx': "import Icon from 'lucide-react';",
  'src/data/guides.ts': '',
};
const read = (file: string) => tree[file];

describe('resolveSpecifier', () => {
  test('site and relative paths, with the extensions and index files a bundler tries', () => {
    expect(resolveSpecifier('@site/src/components/Team', 'src/pages/about.tsx', read)).toBe('src/components/Team/index.tsx');
    expect(resolveSpecifier('../data/claims', 'src/pages/about.tsx', read)).toBe('src/data/claims.ts');
    expect(resolveSpecifier('./_private/Part', 'src/pages/contact.tsx', read)).toBe('src/pages/_private/Part.tsx');
    expect(resolveSpecifier('../data/illustrations.json', 'src/pages/contact.tsx', read)).toBe('src/data/illustrations.json');
  });

  test('packages, theme aliases, styles, missing files and paths above the site are not followed', () => {
    expect(resolveSpecifier('react', 'src/pages/about.tsx', read)).toBeUndefined();
    expect(resolveSpecifier('@theme/Layout', 'src/pages/about.tsx', read)).toBeUndefined();
    expect(resolveSpecifier('./styles.module.css', 'src/components/Team/index.tsx', read)).toBeUndefined();
    expect(resolveSpecifier('./Missing', 'src/pages/about.tsx', read)).toBeUndefined();
    expect(resolveSpecifier('../../../outside', 'src/pages/about.tsx', read)).toBeUndefined();
  });
});

describe('contentSources', () => {
  test('the page and the data it reaches through components and logic; the components and logic themselves are not content', () => {
    expect(contentSources('src/pages/about.tsx', read)).toEqual([
      'src/data/claims.ts',
      'src/data/team.ts',
      'src/data/units.ts',
      'src/pages/about.tsx',
    ]);
  });

  test('page-private parts count; a JSON catalog outside the content folders does not', () => {
    expect(contentSources('src/pages/contact.tsx', read)).toEqual(['src/pages/_private/Part.tsx', 'src/pages/contact.tsx']);
  });

  test('a doc with its private components and data modules', () => {
    expect(contentSources('docs/guides/a.mdx', read)).toEqual([
      'docs/guides/_components/Cols.tsx',
      'docs/guides/a.mdx',
      'src/data/guides.ts',
    ]);
  });

  test('which folders hold content', () => {
    expect(isContentModule('src/data/services.ts')).toBe(true);
    expect(isContentModule('src/pages/services/_components/ServicePageLayout.tsx')).toBe(true);
    expect(isContentModule('docs/guides/_components/RelatedContent.tsx')).toBe(true);
    expect(isContentModule('src/components/GuideHero/index.tsx')).toBe(false);
    expect(isContentModule('src/lib/roi.ts')).toBe(false);
    expect(isContentModule('src/config/site.ts')).toBe(false);
  });
});

describe('reachedFiles', () => {
  test('everything the page reaches: components, logic, data and the stylesheets they import; packages and theme aliases are not followed', () => {
    expect(reachedFiles('src/pages/about.tsx', read)).toEqual([
      'src/components/Team/index.tsx',
      'src/components/Team/styles.module.css',
      'src/data/claims.ts',
      'src/data/team.ts',
      'src/data/units.ts',
      'src/lib/format.ts',
      'src/pages/about.tsx',
    ]);
  });

  test('a file imported by its exact name is reached but not read for imports; a missing one is not reached', () => {
    const files: Record<string, string> = {
      'src/pages/a.tsx': "import x from './x.mjs';\nimport img from '../img/a.png';\nimport gone from './gone.css';",
      'src/pages/x.mjs': "import y from './y';",
      'src/pages/y.ts': '',
      'src/img/a.png': 'PNG',
    };
    expect(reachedFiles('src/pages/a.tsx', (file) => files[file])).toEqual(['src/img/a.png', 'src/pages/a.tsx', 'src/pages/x.mjs']);
  });

  test("a post reaches the pictures it shows: its front matter's cover beside it or under static/, and its images; not an address or a missing file", () => {
    const files: Record<string, string> = {
      'case-studies/2026-01-02-a.md': [
        '---',
        'title: "A"',
        'image: a-cover.jpg # beside the post',
        'image_alt: "A chart"',
        '---',
        '',
        '![A funnel](./img/funnel.png) and ![a logo](https://example.com/logo.png) and ![gone](./gone.png)',
        '![The same funnel](img/funnel.png)',
      ].join('\n'),
      'case-studies/a-cover.jpg': 'JPEG',
      'case-studies/img/funnel.png': 'PNG',
      'blog/b.md': "---\nimage: '/img/covers/b.png'\n---\n\n# B",
      'static/img/covers/b.png': 'PNG',
      'blog/c.md': '---\ntitle: C\n---\n\nimage: c.jpg is prose here, not front matter',
      'blog/c.jpg': 'JPEG',
    };
    const read = (file: string) => files[file];
    expect(reachedFiles('case-studies/2026-01-02-a.md', read)).toEqual([
      'case-studies/2026-01-02-a.md',
      'case-studies/a-cover.jpg',
      'case-studies/img/funnel.png',
    ]);
    expect(reachedFiles('blog/b.md', read)).toEqual(['blog/b.md', 'static/img/covers/b.png']);
    expect(reachedFiles('blog/c.md', read)).toEqual(['blog/c.md']);
    expect(markdownPictures(files['blog/b.md']!, 'blog/b.md', read)).toEqual(['static/img/covers/b.png']);
  });

  test("a page's content sources leave its pictures out: they are not text the dates follow", () => {
    const files: Record<string, string> = {'blog/a.md': '---\nimage: a.jpg\n---\n', 'blog/a.jpg': 'JPEG'};
    expect(contentSources('blog/a.md', (file) => files[file])).toEqual(['blog/a.md']);
  });
});
