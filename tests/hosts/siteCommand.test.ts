/**
 * `npm run site` on a machine without nginx and without apt-get, as a
 * newcomer runs it: it still builds and serves the site, with the
 * client-redirects plugin's redirect pages at the legacy paths, and says in
 * one line what differs from production.
 *
 * nginx and apt-get are put out of reach in a mount namespace of the command's
 * own (`unshare -m`, which needs root): an empty file that cannot be run is
 * mounted over each, so the machine itself is not changed. Where that is not
 * allowed (not root, or no unshare), the suite fails and says why: npm test
 * runs as root, as it does to install Chromium and nginx. The
 * command builds into a temporary folder (`--out-dir`) with generated files of
 * its own, so it never touches `build/` or the other builds the tests use.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from '@jest/globals';
import {isRedirectPage} from '@site/src/plugins/post-build/headTags';
import {freePort, root, startServer, type Server} from './support/servers';

const GENERATED_DIR = '.docusaurus-site-command';

/** Every file of that name on PATH (and Debian's sbin), so none of them can be found. */
function filesNamed(name: string): string[] {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin'].filter(Boolean);
  const found = dirs.map((dir) => path.join(dir, name)).filter((file) => fs.existsSync(file));
  return [...new Set(found.map((file) => fs.realpathSync(file)))];
}

/** Why nginx and apt-get cannot be hidden here, or null when they can. */
function cannotHide(): string | null {
  if (process.getuid?.() !== 0) return 'hiding nginx and apt-get needs root (unshare -m)';
  const probe = spawnSync('unshare', ['-m', 'true']);
  return probe.status === 0 ? null : `unshare -m is not allowed here (${probe.stderr.toString().trim() || probe.error?.message})`;
}

const reason = cannotHide();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-site-command-'));
const outDir = path.join(scratch, 'site');
let server: Server | undefined;
/** When the build the browser tests use was last written, to show the command leaves it alone. */
const mainBuildStamp = () => fs.statSync(path.join(root, 'build'), {throwIfNoEntry: false})?.mtimeMs ?? null;
const mainBuildBefore = mainBuildStamp();

beforeAll(async () => {
  if (reason) {
    return;
  }
  const empty = path.join(scratch, 'hidden');
  fs.writeFileSync(empty, '', {mode: 0o644});
  const hidden = [...filesNamed('nginx'), ...filesNamed('apt-get')];
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {...process.env, PORT: String(port), DOCUSAURUS_GENERATED_FILES_DIR_NAME: GENERATED_DIR};
  // A fresh clone's build: no host named and no third-party settings.
  for (const name of [
    'SITE_HOST',
    'NETLIFY',
    'CF_PAGES',
    'VERCEL',
    'VERCEL_JSON',
    'HUBSPOT_PORTAL_ID',
    'HUBSPOT_CONTACT_FORM_ID',
    'HUBSPOT_FORMS_BASE_URL',
    'GTAG_ID',
  ]) {
    delete env[name];
  }
  const script = 'for file in "${@:3}"; do mount --bind "$1" "$file"; done; exec npm run site -- --out-dir "$2"';
  server = await startServer('unshare', ['-m', 'bash', '-c', script, 'bash', empty, outDir, ...hidden], {port, env, timeoutMs: 600_000});
}, 660_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(scratch, {recursive: true, force: true});
  fs.rmSync(path.join(root, GENERATED_DIR), {recursive: true, force: true});
});

describe('npm run site on a machine without nginx and apt-get', () => {
  if (reason) {
    test('can put nginx and apt-get out of reach', () => {
      throw new Error(`npm run site without nginx cannot be tried here: ${reason}. Run npm test as root.`);
    });
    return;
  }

  test('says which Node builds and serves the site', () => {
    // The test runs on the Node that npm test chose; npm run site makes the same choice and says so.
    expect(server!.output()).toMatch(new RegExp(`^Node ${process.versions.node.replace(/\./g, '\\.')} \\(`, 'm'));
  });

  test('says why there is no nginx, and in one line what differs from production', () => {
    const output = server!.output();
    expect(output).toContain('Cannot install nginx-light: apt-get is not available');
    const lines = output.split('\n').filter((line) => line.startsWith('Not as in production:'));
    expect(lines).toEqual([
      `Not as in production: nginx is not available, so docusaurus serve serves ${outDir}/ on ${server!.origin}: legacy paths answer with redirect pages instead of 301s, and no security headers, cache headers or gzip are sent (Ctrl+C stops it).`,
    ]);
  });

  test('serves the pages, and a legacy path answers with the redirect page to its target', async () => {
    const home = await fetch(`${server!.origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Keelson RevOps');
    const about = await fetch(`${server!.origin}/about`, {redirect: 'manual'});
    expect(about.status).toBe(200);
    expect(isRedirectPage(await about.text())).toBe(false);
    const legacy = await fetch(`${server!.origin}/about-us`, {redirect: 'manual'});
    expect(legacy.status).toBe(200);
    const page = await legacy.text();
    expect(isRedirectPage(page)).toBe(true);
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/about">');
    expect(legacy.headers.get('content-security-policy')).toBeNull();
  });

  test('an unknown path is not found', async () => {
    expect((await fetch(`${server!.origin}/no-such-page`, {redirect: 'manual'})).status).toBe(404);
  });

  test('the build went to its own folder, with the redirect pages; build/ is untouched', () => {
    expect(fs.existsSync(path.join(outDir, 'about-us', 'index.html'))).toBe(true);
    expect(mainBuildStamp()).toBe(mainBuildBefore);
  });
});
