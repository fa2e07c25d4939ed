/**
 * The git side of the content dates, on real repositories made for the test:
 * a full history, a shallow clone of it, an untracked file, an edited file, a
 * staged file and a tree with no repository at all.
 */
import {afterAll, beforeAll, describe, expect, test} from '@jest/globals';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pageChangeDay, type DatingFallbacks} from '@site/src/lib/contentDates';
import {readGitHistory} from '@site/src/plugins/content-dates/git';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'content-dates-'));
const origin = path.join(scratch, 'origin');
const shallow = path.join(scratch, 'shallow');
const bare = path.join(scratch, 'no-repository');

function git(cwd: string, args: string[], date?: string) {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Writer',
    GIT_AUTHOR_EMAIL: 'writer@keelson-revops.example',
    GIT_COMMITTER_NAME: 'Writer',
    GIT_COMMITTER_EMAIL: 'writer@keelson-revops.example',
    GIT_CONFIG_NOSYSTEM: '1',
    HOME: scratch,
    ...(date ? {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date} : {}),
  };
  return execFileSync('git', args, {cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
}

function write(dir: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  fs.writeFileSync(path.join(dir, file), text);
}

function commit(file: string, text: string, date: string) {
  write(origin, file, text);
  git(origin, ['add', file]);
  git(origin, ['commit', '-q', '-m', `Change ${file}`], date);
}

beforeAll(() => {
  fs.mkdirSync(origin);
  git(origin, ['init', '-q', '-b', 'main']);
  // Committed late in the evening east of UTC: the day is read in UTC.
  commit('src/data/team.ts', 'export const team = 1;', '2026-03-01T23:30:00-05:00');
  commit('src/data/team-edited.ts', 'v1', '2026-04-01T12:00:00Z');
  commit('src/data/team-staged.ts', 'v1', '2026-04-01T12:00:00Z');
  commit('.gitignore', 'ignored.ts\n', '2026-04-01T12:00:00Z');
  commit('src/pages/about.tsx', 'about v1', '2026-05-10T12:00:00Z');
  commit('src/pages/about.tsx', 'about v2', '2026-07-04T12:00:00Z');
  commit('src/data/claims.ts', 'claims', '2026-09-15T12:00:00Z');
  // Depth 2: the cut-off is the commit of 2026-07-04; only the claims change survives as a real change.
  git(scratch, ['clone', '-q', '--depth', '2', `file://${origin}`, shallow]);
  // Work not committed yet: a new file, an edit in the working tree, an edit staged, and a file git ignores.
  write(origin, 'src/pages/draft.tsx', 'not committed yet');
  write(origin, 'src/data/team-edited.ts', 'v2');
  write(origin, 'src/data/team-staged.ts', 'v2');
  git(origin, ['add', 'src/data/team-staged.ts']);
  write(origin, 'ignored.ts', 'ignored');
  fs.mkdirSync(bare);
  write(bare, 'src/pages/about.tsx', 'about');
});

afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

const files = [
  'src/data/team.ts',
  'src/pages/about.tsx',
  'src/data/claims.ts',
  'src/pages/draft.tsx',
  'src/data/team-edited.ts',
  'src/data/team-staged.ts',
  'ignored.ts',
];
const fallbacks: DatingFallbacks = {
  today: '2027-02-01',
  modifiedDay: (file) => (file === 'src/pages/about.tsx' ? '2026-07-04' : undefined),
};

describe('readGitHistory', () => {
  test('a full history: each file dated by its newest commit, in UTC', async () => {
    const history = await readGitHistory(origin, files);
    expect(history?.boundaries.size).toBe(0);
    const day = (file: string) => pageChangeDay([file], history, fallbacks).day;
    expect(day('src/data/team.ts')).toBe('2026-03-02');
    expect(day('src/pages/about.tsx')).toBe('2026-07-04');
    expect(day('src/data/claims.ts')).toBe('2026-09-15');
    expect(pageChangeDay(['src/pages/about.tsx', 'src/data/team.ts'], history, fallbacks).day).toBe('2026-07-04');
  });

  test('uncommitted work (a new file, an edit, a staged edit) is dated the day of the build; an ignored file is not dated', async () => {
    const history = await readGitHistory(origin, files);
    expect([...history!.uncommitted].sort()).toEqual(['src/data/team-edited.ts', 'src/data/team-staged.ts', 'src/pages/draft.tsx']);
    for (const file of ['src/pages/draft.tsx', 'src/data/team-edited.ts', 'src/data/team-staged.ts']) {
      expect([file, pageChangeDay(['src/data/claims.ts', file], history, fallbacks).day]).toEqual([file, '2027-02-01']);
    }
    expect(history?.lastCommits.get('src/pages/draft.tsx')).toBeNull();
    expect(pageChangeDay(['ignored.ts'], history, fallbacks)).toEqual({day: undefined, undated: ['ignored.ts'], by: []});
  });

  test('a shallow clone: a file last changed at or before the cut-off takes the cut-off commit day', async () => {
    const history = await readGitHistory(shallow, files);
    expect(history?.boundaries.size).toBe(1);
    expect(history?.uncommitted.size).toBe(0);
    // team.ts changed in March, but the clone's history starts in July: the latest day it can have changed.
    expect(pageChangeDay(['src/data/team.ts'], history, fallbacks)).toEqual({day: '2026-07-04', undated: [], by: ['cut-off']});
    // A change after the cut-off is real and dates the page.
    expect(pageChangeDay(['src/data/claims.ts', 'src/data/team.ts'], history, fallbacks).day).toBe('2026-09-15');
  });

  test('a tree with no repository: no history, no error, and each file dated by its modification day', async () => {
    await expect(readGitHistory(bare, ['src/pages/about.tsx'])).resolves.toBeNull();
    expect(pageChangeDay(['src/pages/about.tsx'], null, fallbacks)).toEqual({day: '2026-07-04', undated: [], by: ['file time']});
  });
});
