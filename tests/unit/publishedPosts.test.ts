/**
 * The tests' reader of posts as a build publishes them (tests/support/publishedPosts.ts):
 * the build's day and kind read from its main script, and each post's state by
 * the site's publication rule, on a small tree written here.
 */
import {afterAll, describe, expect, test} from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildDeployment, postFiles} from '../support/publishedPosts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'published-posts-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(scratch, file)), {recursive: true});
  fs.writeFileSync(path.join(scratch, file), text);
}

function buildWith(name: string, script: string): string {
  write(`${name}/assets/js/main.1a2b3c4d.js`, script);
  write(`${name}/assets/js/runtime~main.5e6f.js`, 'deployment:{buildDate:"1999-01-01",production:!1}');
  return path.join(scratch, name);
}

describe('buildDeployment', () => {
  test('reads the day and kind the bundler wrote into the main script, minified or not', () => {
    const minified = buildWith(
      'min',
      'x={customFields:{deployment:{kind:"production",production:!0,source:"a",ref:"",buildDate:"2026-12-02"}}}',
    );
    expect(buildDeployment(minified)).toEqual({buildDate: '2026-12-02', production: true});
    const preview = buildWith('preview', 'x={"deployment":{"kind":"preview","production":false,"buildDate":"2026-12-03"}}');
    expect(buildDeployment(preview)).toEqual({buildDate: '2026-12-03', production: false});
    expect(buildDeployment(buildWith('bang-one', 'deployment:{production:!1,buildDate:"2026-01-31"}'))).toEqual({
      buildDate: '2026-01-31',
      production: false,
    });
  });

  test('throws naming the file when the script holds no deployment, and naming the folder when there is no build', () => {
    const without = buildWith('none', 'x={customFields:{settings:{}}}');
    expect(() => buildDeployment(without)).toThrow(path.join(without, 'assets', 'js', 'main.1a2b3c4d.js'));
    expect(() => buildDeployment(buildWith('no-day', 'deployment:{production:!0,buildDate:""}'))).toThrow('holds no deployment');
    expect(() => buildDeployment(path.join(scratch, 'missing'))).toThrow(`${path.join(scratch, 'missing')} has no assets/js/main.*.js`);
  });
});

describe('postFiles', () => {
  const site = path.join(scratch, 'site');
  const post = (folder: string, name: string, lines: string[]) =>
    write(`site/${folder}/${name}`, ['---', ...lines, '---', '', 'Body of the post.', ''].join('\n'));
  post('blog', '2026-12-01-today.md', ['slug: today', 'title: Today', 'date: 2026-12-02']);
  post('blog', '2026-12-08-next-week.md', ['slug: next-week', 'title: Next week', 'date: 2026-12-08']);
  post('blog', '2026-11-01-draft.md', ['slug: a-draft', 'title: A draft', 'date: 2026-11-01', 'draft: true']);
  post('blog', '2026-10-01-hidden.md', ['slug: hidden', 'title: Hidden', 'unlisted: true']);
  post('blog', '_partial.md', ['title: Not a post']);
  post('case-studies', '2025-05-05-study.md', ['slug: study', 'title: Study', 'date: 2025-05-05']);

  test('gives each post of a folder its day, address and state on the build day, newest first', () => {
    const posts = postFiles('blog', {buildDate: '2026-12-02'}, site);
    expect(posts.map((p) => [p.file, p.path, p.date, p.state, p.unlisted])).toEqual([
      ['blog/2026-12-08-next-week.md', '/insights/next-week', '2026-12-08', 'scheduled', false],
      ['blog/2026-12-01-today.md', '/insights/today', '2026-12-02', 'published', false],
      ['blog/2026-11-01-draft.md', '/insights/a-draft', '2026-11-01', 'draft', false],
      ['blog/2026-10-01-hidden.md', '/insights/hidden', '2026-10-01', 'published', true],
    ]);
    expect(posts[0]!.content.trim()).toBe('Body of the post.');
    expect(postFiles('blog', {buildDate: '2026-12-08'}, site)[0]!.state).toBe('published');
    expect(postFiles('case-studies', {buildDate: '2026-12-02'}, site).map((p) => p.path)).toEqual(['/case-studies/study']);
  });
});
