/**
 * tests/support/serve-build.sh serves a build from any folder its user can read: nginx's workers
 * read the files, and when nginx is started as root they run as the folder's owner, not as
 * nginx's default user (nobody), who cannot read a clone under /root. A folder its user cannot
 * read stops it at once, naming the folder.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, test} from '@jest/globals';
import {freePort, root, startServer} from './support/servers';

// A private folder (mode 700, as a home folder is): only its owner may enter it.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-private-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));
const site = path.join(scratch, 'clone', 'build');
fs.mkdirSync(site, {recursive: true});
fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Private clone</title><p>Served from a private folder.</p>\n');

test('a build inside a folder only its owner can enter is served', async () => {
  expect(fs.statSync(scratch).mode & 0o777).toBe(0o700);
  const port = await freePort();
  const server = await startServer('bash', ['tests/support/serve-build.sh', '--files-only', String(port)], {
    port,
    env: {...process.env, BUILD_DIR: site},
    timeoutMs: 30_000,
  });
  try {
    const response = await fetch(`${server.origin}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Served from a private folder.');
  } finally {
    await server.stop();
  }
});

test('a folder with no build stops it at once, naming the folder', () => {
  const empty = path.join(scratch, 'empty');
  fs.mkdirSync(empty);
  const started = Date.now();
  const run = spawnSync('bash', ['tests/support/serve-build.sh', '4173'], {
    cwd: root,
    env: {...process.env, BUILD_DIR: empty},
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`No build in ${empty}`);
  expect(Date.now() - started).toBeLessThan(10_000);
});
