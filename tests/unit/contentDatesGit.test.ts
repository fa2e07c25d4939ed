/**
 * The git side of the content dates, on real repositories made for the test:
 * a full history, a shallow clone of it, an untracked file and a tree with no
 * repository at all.
 */
import {afterAll, beforeAll, describe, expect, test} from '@jest/globals';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pageChangeDay} from '@site/src/lib/contentDates';
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
  commit('src/pages/about.tsx', 'about v1', '2026-05-10T12:00:00Z');
  commit('src/pages/about.tsx', 'about v2', '2026-07-04T12:00:00Z');
  commit('src/data/claims.ts', 'claims', '2026-09-15T12:00:00Z');
  write(origin, 'src/pages/draft.tsx', 'not committed yet');
  // Depth 2: the cut-off is the commit of 2026-07-04; only the claims change survives as a real change.
  git(scratch, ['clone', '-q', '--depth', '2', `file://${origin}`, shallow]);
  fs.mkdirSync(bare);
  write(bare, 'src/pages/about.tsx', 'about');
});

afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

const files = ['src/data/team.ts', 'src/pages/about.tsx', 'src/data/claims.ts', 'src/pages/draft.tsx'];

describe('readGitHistory', () => {
  test('a full history: each file dated by its newest commit, in UTC; an untracked file by nothing', async () => {
    const history = await readGitHistory(origin, files);
    expect(history?.boundaries.size).toBe(0);
    const day = (file: string) => pageChangeDay([file], history).day;
    expect(day('src/data/team.ts')).toBe('2026-03-02');
    expect(day('src/pages/about.tsx')).toBe('2026-07-04');
    expect(day('src/data/claims.ts')).toBe('2026-09-15');
    expect(history?.lastCommits.get('src/pages/draft.tsx')).toBeNull();
    expect(pageChangeDay(['src/pages/about.tsx', 'src/data/team.ts'], history, '2020-01-01').day).toBe('2026-07-04');
  });

  test('a shallow clone: files last changed at or before the cut-off fall back to the kept day, never to the cut-off day', async () => {
    const history = await readGitHistory(shallow, files);
    expect(history?.boundaries.size).toBe(1);
    // team.ts changed in March, but the clone's history starts in July: git cannot say.
    expect(pageChangeDay(['src/data/team.ts'], history, '2026-03-02')).toEqual({day: '2026-03-02', undated: ['src/data/team.ts']});
    // about.tsx did change in the cut-off commit, but the clone cannot tell that commit's own changes from older ones.
    expect(pageChangeDay(['src/pages/about.tsx'], history, '2026-05-10').day).toBe('2026-05-10');
    // A change after the cut-off is real and dates the page.
    expect(pageChangeDay(['src/data/claims.ts', 'src/data/team.ts'], history, '2026-03-02').day).toBe('2026-09-15');
    // With no kept day, a page with no datable source has no day at all.
    expect(pageChangeDay(['src/data/team.ts'], history).day).toBeUndefined();
  });

  test('a tree with no repository: no history, and no error', async () => {
    await expect(readGitHistory(bare, ['src/pages/about.tsx'])).resolves.toBeNull();
    expect(pageChangeDay(['src/pages/about.tsx'], null, '2026-07-04').day).toBe('2026-07-04');
  });
});
