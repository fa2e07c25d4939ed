/**
 * The hosts' own engines, started over a production build for the host walk,
 * each offline and on a free port of 127.0.0.1:
 *
 * - nginx itself (tests/support/serve-build.sh), with the build's generated
 *   rules, or with none as a host that only serves files (`--files-only`).
 * - Cloudflare Pages: `wrangler pages dev`, Cloudflare's own runtime
 *   (workerd) and asset server reading `_redirects` and `_headers`, at the
 *   version package.json pins, run on the committed `wrangler.toml`: its
 *   `pages_build_output_dir` and `compatibility_date` decide what is served
 *   and how. It is kept off the network:
 *   `WRANGLER_SEND_METRICS=false` stops its metrics; `NODE_ENV=test` makes
 *   miniflare use its built-in `Request.cf` object instead of fetching one
 *   from workers.cloudflare.com (wrangler has no switch of its own for that
 *   fetch); and wrangler has no switch for its update check (it asks the npm
 *   registry for its latest version when it starts), so it gets a temporary
 *   folder of its own (`TMPDIR`) whose update-check cache
 *   (`update-check/wrangler-latest.json`) already holds the answer, and asks
 *   nothing. Its state, logs and settings go to temporary folders too.
 * - Netlify: `NetlifyDev` of `@netlify/dev` (tests/support/netlify-engine.mjs),
 *   run on the committed `netlify.toml`: its `publish` decides what is served.
 *
 * Each host's engine runs in a folder of its own that holds the committed
 * settings file, copied as it is, beside the folder it names: a link to the
 * build under test. So the file the host deploys with is the file the walk
 * reads, and a wrong output folder there fails the walk.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {NETLIFY_TOML, WRANGLER_TOML, readNetlifySettings, readPagesSettings} from './hostSettings';
import {pluginRedirect, split, type Host, type Step} from '../../unit/support/hosts';
import {freePort, root, startServer, type Server} from './servers';

/** How long an engine may take to start on a busy machine. */
const START_TIMEOUT = 180_000;

/** The installed wrangler: its update check is answered in advance with its own version. */
const WRANGLER_VERSION: string = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/wrangler/package.json'), 'utf8')).version;

export interface Engine {
  host: Host;
  server: Server;
}

/**
 * A host answering over HTTP: the status, the Location (with this server's
 * own origin taken off) and the headers. With `redirectPages`, a page of
 * `@docusaurus/plugin-client-redirects` moves the browser on as its script
 * does (`pluginRedirect`).
 */
export function httpHost(name: string, origin: string, {redirectPages = false}: {redirectPages?: boolean} = {}): Host {
  return {
    name,
    async step(url): Promise<Step> {
      const {path: p, query} = split(url);
      const response = await fetch(`${origin}${p}${query ? `?${query}` : ''}`, {redirect: 'manual'});
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => (headers[name] = value));
      // Each body is read to its end, so the connection serves the next request.
      const location = response.headers.get('location');
      if (location !== null && response.status >= 300 && response.status < 400) {
        await response.arrayBuffer();
        return {status: response.status, location: location.startsWith(origin) ? location.slice(origin.length) : location, headers};
      }
      if (redirectPages && response.status === 200 && (headers['content-type'] ?? '').startsWith('text/html')) {
        const target = pluginRedirect(await response.text(), url, true);
        return target === null ? {status: 200, headers} : {status: 200, headers, clientLocation: target};
      }
      await response.arrayBuffer();
      return {status: response.status, headers};
    },
  };
}

/** nginx over a build: with the build's rules, or (`filesOnly`) as a host that only serves files. */
export async function startNginx(name: string, buildDir: string, {filesOnly = false} = {}): Promise<Engine> {
  const port = await freePort();
  const args = ['tests/support/serve-build.sh', ...(filesOnly ? ['--files-only'] : []), String(port)];
  const server = await startServer('bash', args, {port, env: {...process.env, BUILD_DIR: buildDir}, timeoutMs: START_TIMEOUT});
  return {server, host: httpHost(name, server.origin, {redirectPages: filesOnly})};
}

/** A temporary folder for one engine's own files, removed when it stops. */
function scratchFor(name: string): {dir: string; remove(): void} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `keelson-${name}-`));
  return {dir, remove: () => fs.rmSync(dir, {recursive: true, force: true})};
}

/**
 * A folder like the repository as a host sees it: the committed settings file
 * (copied as it is) and, where that file says the built site is, a link to
 * the build under test. Returns the folder.
 */
function hostProject(scratchDir: string, settingsFile: string, outputDir: string, buildDir: string): string {
  const project = path.join(scratchDir, 'project');
  fs.mkdirSync(project);
  fs.copyFileSync(path.join(root, settingsFile), path.join(project, settingsFile));
  fs.mkdirSync(path.dirname(path.join(project, outputDir)), {recursive: true});
  fs.symlinkSync(path.resolve(root, buildDir), path.join(project, outputDir), 'dir');
  return project;
}

/** Stops the server, then removes its scratch folder. */
function withScratch(engine: Engine, scratch: {remove(): void}): Engine {
  const {stop} = engine.server;
  return {...engine, server: {...engine.server, stop: async () => (await stop(), scratch.remove())}};
}

/** `wrangler pages dev` on the committed wrangler.toml, over a build for Cloudflare Pages. */
export async function startCloudflare(buildDir: string): Promise<Engine> {
  const {outputDir} = readPagesSettings(fs.readFileSync(path.join(root, WRANGLER_TOML), 'utf8'));
  const scratch = scratchFor('wrangler');
  const tmp = path.join(scratch.dir, 'tmp');
  fs.mkdirSync(path.join(tmp, 'update-check'), {recursive: true});
  fs.writeFileSync(
    path.join(tmp, 'update-check', 'wrangler-latest.json'),
    JSON.stringify({latest: WRANGLER_VERSION, lastUpdate: Date.now()}),
  );
  fs.mkdirSync(path.join(scratch.dir, 'home'));
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const args = [
    path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
    'pages',
    'dev',
    '--ip=127.0.0.1',
    `--port=${port}`,
    `--inspector-port=${inspectorPort}`,
    `--persist-to=${path.join(scratch.dir, 'state')}`,
    '--show-interactive-dev-session=false',
    // A log line per request slows it down.
    '--log-level=warn',
  ];
  const env = {...process.env, WRANGLER_SEND_METRICS: 'false', NODE_ENV: 'test', TMPDIR: tmp, HOME: path.join(scratch.dir, 'home')};
  try {
    // No folder named: wrangler serves the one wrangler.toml names.
    const cwd = hostProject(scratch.dir, WRANGLER_TOML, outputDir, buildDir);
    const server = await startServer(process.execPath, args, {port, cwd, env, timeoutMs: START_TIMEOUT});
    return withScratch({server, host: httpHost('cloudflare-pages', server.origin)}, scratch);
  } catch (error) {
    scratch.remove();
    throw error;
  }
}

/** Netlify's emulator on the committed netlify.toml, over a build for Netlify. */
export async function startNetlify(buildDir: string): Promise<Engine> {
  const {publish} = readNetlifySettings(fs.readFileSync(path.join(root, NETLIFY_TOML), 'utf8'));
  const scratch = scratchFor('netlify');
  const port = await freePort();
  fs.mkdirSync(path.join(scratch.dir, 'home'));
  const env = {...process.env, HOME: path.join(scratch.dir, 'home')};
  try {
    const project = hostProject(scratch.dir, NETLIFY_TOML, publish, buildDir);
    const args = [path.join(root, 'tests/support/netlify-engine.mjs'), project, String(port)];
    const server = await startServer(process.execPath, args, {port, env, timeoutMs: START_TIMEOUT});
    return withScratch({server, host: httpHost('netlify', server.origin)}, scratch);
  } catch (error) {
    scratch.remove();
    throw error;
  }
}
