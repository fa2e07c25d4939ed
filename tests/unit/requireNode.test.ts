/**
 * scripts/require-node.cjs, which `npm run build` and `npm start` run before anything else: on a Node
 * older than the line asked for it stops with one line naming the Node it found, the line needed and
 * what to do; it is written so that any Node can parse it; and on the machine's own older Node (the
 * Node 20 of the development machines, Debian's Node in CI) the build script stops with that line, not
 * with Node's complaint about the build's NODE_OPTIONS.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, test} from '@jest/globals';
import {parse} from 'acorn';
import {readNodeLine} from '@site/tests/hosts/support/hostSettings';

const root = path.resolve(__dirname, '../..');
const script = path.join(root, 'scripts/require-node.cjs');
const line = readNodeLine(fs.readFileSync(path.join(root, '.nvmrc'), 'utf8'));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-require-node-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

/** A file in the form of .nvmrc, holding `content`. */
function nvmrc(name: string, content: string): string {
  const file = path.join(scratch, name);
  fs.writeFileSync(file, content);
  return file;
}

/** Runs the check with a Node binary, its NODE_OPTIONS empty. */
function check(node: string, args: string[]) {
  const run = spawnSync(node, [script, ...args], {encoding: 'utf8', env: {...process.env, NODE_OPTIONS: ''}});
  return {status: run.status, stdout: run.stdout, stderr: run.stderr};
}

const version = (node: string) =>
  execFileSync(node, ['-p', 'process.versions.node'], {encoding: 'utf8', env: {...process.env, NODE_OPTIONS: ''}}).trim();

/** Every Node on this machine's PATH (and Debian's /usr/bin/node) older than the .nvmrc line. */
const olderNodes = (() => {
  const found = spawnSync('which', ['-a', 'node'], {encoding: 'utf8'}).stdout.split('\n').filter(Boolean);
  const real = new Map<string, string>();
  for (const node of [...found, '/usr/bin/node']) if (fs.existsSync(node)) real.set(fs.realpathSync(node), node);
  return [...real.keys()].filter((node) => Number(version(node).split('.')[0]) < line);
})();

describe('scripts/require-node.cjs', () => {
  const here = process.versions.node;
  const major = Number(here.split('.')[0]);

  test('on an older Node: one line naming the Node found, the line needed and what to do, and exit 1', () => {
    const ahead = nvmrc('ahead', `${major + 1}\n`);
    const result = check(process.execPath, [ahead]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `This is Node ${here} (${process.execPath}); the site needs Node ${major + 1} or newer (ahead): ` +
        `install it (nvm install ${major + 1}, or nvm use in this folder) and run the command again.\n`,
    );
  });

  test('compares the minor and patch a file names', () => {
    const [, minor, patch] = here.split('.').map(Number);
    expect(check(process.execPath, [nvmrc('same', `v${here}`)]).status).toBe(0);
    expect(check(process.execPath, [nvmrc('patch', `${major}.${minor}.${patch! + 1}`)]).status).toBe(1);
    expect(check(process.execPath, [nvmrc('older', `${major - 1}.99.99`)]).status).toBe(0);
  });

  test('on that line or newer it says nothing', () => {
    expect(check(process.execPath, [nvmrc('line', `${major}\n`)])).toEqual({status: 0, stdout: '', stderr: ''});
  });

  test('a file that is no version, or no file, stops it with exit 2 naming the file', () => {
    const lts = nvmrc('lts', 'lts/*\n');
    expect(check(process.execPath, [lts])).toEqual({
      status: 2,
      stdout: '',
      stderr: `${lts}: "lts/*" is not a Node version (write the major line, for example 24).\n`,
    });
    const missing = check(process.execPath, [path.join(scratch, 'missing')]);
    expect([missing.status, missing.stderr.startsWith(`Cannot read the Node line from ${path.join(scratch, 'missing')}: `)]).toEqual([
      2,
      true,
    ]);
  });

  test('is written in ES5, so any Node parses it', () => {
    expect(() => parse(fs.readFileSync(script, 'utf8'), {ecmaVersion: 5, sourceType: 'script'})).not.toThrow();
  });

  test("the machine's own older Node stops `npm run build` and `npm start` with that one line", () => {
    // Development machines run Node 20; CI installs Debian's nodejs: there is one to try.
    expect(olderNodes.length).toBeGreaterThan(0);
    const {scripts} = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
    for (const node of olderNodes) {
      const have = version(node);
      expect(check(node, []).stderr).toBe(
        `This is Node ${have} (${node}); the site needs Node ${line} or newer (.nvmrc): ` +
          `install it (nvm install ${line}, or nvm use in this folder) and run the command again.\n`,
      );
      for (const name of ['build', 'start']) {
        // The npm script's own shell line, on that Node, with the NODE_OPTIONS the site's runtime sets.
        const run = spawnSync('sh', ['-c', scripts[name]!], {
          cwd: root,
          encoding: 'utf8',
          env: {...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}`, NODE_OPTIONS: '--no-experimental-webstorage'},
        });
        expect([name, run.status, run.stderr]).toEqual([
          name,
          1,
          `This is Node ${have} (${node}); the site needs Node ${line} or newer (.nvmrc): ` +
            `install it (nvm install ${line}, or nvm use in this folder) and run the command again.\n`,
        ]);
      }
    }
  });
});
