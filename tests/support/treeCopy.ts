/**
 * A copy of this working tree for a test that changes content and builds it:
 * a clone of this repository (history included, as the content dates read
 * it) with the working tree's files over it, and this checkout's
 * node_modules linked in rather than installed again.
 */
import {spawnSync, type SpawnSyncOptions} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

/** Copies the working tree (tracked and untracked files, ignored ones aside) into `copy`. */
export function copyWorkingTree(copy: string): void {
  spawnSync('git', ['clone', '--quiet', '--no-checkout', root, copy], {stdio: 'ignore'});
  runIn(copy, 'git', ['reset', '--quiet']);
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8'})
    .stdout.split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
}

/** Runs a command in `cwd`; throws with its output when it fails. */
export function runIn(cwd: string, command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options});
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${output}`);
  return output;
}

/** The environment of a production build as a test makes it: nginx rules, no third-party settings, no host's variables. */
export function buildEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {...process.env, SITE_HOST: 'nginx', VERCEL_JSON: 'skip', DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
  for (const name of [
    'HUBSPOT_PORTAL_ID',
    'HUBSPOT_CONTACT_FORM_ID',
    'HUBSPOT_FORMS_BASE_URL',
    'GTAG_ID',
    'NETLIFY',
    'CF_PAGES',
    'VERCEL',
    'SITE_DEPLOY',
    'SITE_BUILD_DATE',
  ])
    delete env[name];
  return {...env, ...extra};
}
