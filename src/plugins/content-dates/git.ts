/**
 * Reads from git what the content dates need: the newest commit of each
 * source file that changed content (the commits listed in
 * `.git-blame-ignore-revs` reformat or move code and do not count), the
 * files with uncommitted changes and, in a shallow clone, the commits where
 * the history is cut off. Returns null when there is no history to read (git
 * missing, or a tree without a repository, such as an unpacked archive);
 * never throws for that, so such a build goes on with the files' own
 * modification times (src/lib/contentDates.ts).
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {newestCountedCommit, parseIgnoredRevs, type GitHistory, type LastCommit} from '../../lib/contentDates';

const run = promisify(execFile);

async function git(cwd: string, args: string[]): Promise<string> {
  const {stdout} = await run('git', ['-c', 'log.showSignature=false', ...args], {cwd, maxBuffer: 16 * 1024 * 1024});
  return stdout.trim();
}

/** The newest commit of one file that counts, with the committer time, as Docusaurus reads it. */
async function lastCommit(cwd: string, file: string, ignored: ReadonlySet<string>): Promise<LastCommit | null> {
  const out = await git(cwd, ['log', `--max-count=${ignored.size + 1}`, '--format=%H %ct', '--', file]);
  return newestCountedCommit(out, ignored);
}

async function shallowBoundaries(cwd: string): Promise<Set<string>> {
  if ((await git(cwd, ['rev-parse', '--is-shallow-repository'])) !== 'true') return new Set();
  const file = path.resolve(cwd, await git(cwd, ['rev-parse', '--git-path', 'shallow']));
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** Runs `task` over `items`, at most `limit` at a time (one git process per file). */
async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}

/**
 * The files, relative to `cwd`, whose working tree or index differs from
 * HEAD, and the untracked files git does not ignore. Without a HEAD (a
 * repository with no commit yet), every file counts as uncommitted.
 */
async function uncommittedFiles(cwd: string): Promise<Set<string>> {
  const list = (out: string) => out.split('\0').filter(Boolean);
  const untracked = list(await git(cwd, ['ls-files', '-z', '--others', '--exclude-standard']));
  const hasHead = await git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']).then(
    () => true,
    () => false,
  );
  const changed = hasHead
    ? list(await git(cwd, ['diff', '--name-only', '-z', '--relative', 'HEAD']))
    : list(await git(cwd, ['ls-files', '-z']));
  return new Set([...untracked, ...changed]);
}

export async function readGitHistory(siteDir: string, files: readonly string[]): Promise<GitHistory | null> {
  try {
    if ((await git(siteDir, ['rev-parse', '--is-inside-work-tree'])) !== 'true') return null;
  } catch {
    return null;
  }
  const boundaries = await shallowBoundaries(siteDir);
  const ignored = parseIgnoredRevs(await fs.readFile(path.join(siteDir, '.git-blame-ignore-revs'), 'utf8').catch(() => ''));
  const commits = await mapLimited(files, 8, (file) => lastCommit(siteDir, file, ignored));
  return {lastCommits: new Map(files.map((file, i) => [file, commits[i]])), boundaries, uncommitted: await uncommittedFiles(siteDir)};
}
