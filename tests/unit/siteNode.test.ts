/**
 * Every npm command the project's documents (README, CONTRIBUTING and the other READMEs) name runs on the site's Node line (.nvmrc), as
 * `npm test` does: through scripts/with-site-node.sh, a script that calls `use_site_node`
 * (scripts/node-runtime.sh), or another such npm script. On a machine whose own Node is older (the
 * Node 20 of the development machines, Debian's Node in CI), each of them starts on the site's Node,
 * after one line on stderr saying which Node runs and why, instead of stopping.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, test} from '@jest/globals';
import {readNodeLine} from '@site/tests/hosts/support/hostSettings';

const root = path.resolve(__dirname, '../..');
const line = readNodeLine(fs.readFileSync(path.join(root, '.nvmrc'), 'utf8'));
const {scripts} = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-site-node-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

/** The npm scripts a document tells a reader to run: `npm start`, `npm test`, `npm run <name>`. */
function documentedScripts(text: string): string[] {
  const names = [...text.matchAll(/\bnpm (start|test)\b|\bnpm run ([a-z][\w:-]*)/g)].map((m) => m[1] ?? m[2]!);
  return [...new Set(names)].sort();
}

/** Why a script runs on the site's Node, or undefined when it does not. */
function siteNodeRoute(
  name: string,
  all: Record<string, string>,
  readScript: (file: string) => string,
  seen = new Set<string>(),
): string | undefined {
  const command = all[name];
  if (command === undefined || seen.has(name)) return undefined;
  if (/^bash scripts\/with-site-node\.sh /.test(command)) return 'scripts/with-site-node.sh';
  const script = /^bash (scripts\/[\w.-]+\.sh)\b/.exec(command)?.[1];
  if (script && /^\s*use_site_node\b/m.test(readScript(script))) return `${script} (use_site_node)`;
  const other = /^(?:[A-Z_]+=\S* )*npm run ([\w:-]+)\b/.exec(command)?.[1];
  if (other) {
    const via = siteNodeRoute(other, all, readScript, new Set([...seen, name]));
    return via && `npm run ${other}, through ${via}`;
  }
  return undefined;
}

const readScript = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
/** The project's own Markdown (not the site's content): every document that tells a reader to run something. */
const projectDocs = execFileSync('git', ['ls-files', '*.md'], {cwd: root, encoding: 'utf8'})
  .split('\n')
  .filter((file) => file && !/^(blog|case-studies|docs)\//.test(file));
const documented = documentedScripts(projectDocs.map((f) => fs.readFileSync(path.join(root, f), 'utf8')).join('\n'));

const version = (node: string) =>
  execFileSync(node, ['-p', 'process.versions.node'], {encoding: 'utf8', env: {...process.env, NODE_OPTIONS: ''}}).trim();

/** Every Node on this machine's PATH (and Debian's /usr/bin/node) older than the .nvmrc line. */
const olderNodes = (() => {
  const found = spawnSync('which', ['-a', 'node'], {encoding: 'utf8'}).stdout.split('\n').filter(Boolean);
  const real = new Map<string, string>();
  for (const node of [...found, '/usr/bin/node']) if (fs.existsSync(node)) real.set(fs.realpathSync(node), node);
  return [...real.keys()].filter((node) => Number(version(node).split('.')[0]) < line);
})();

describe('the route to the site Node', () => {
  test('reads the commands a document names', () => {
    expect(documentedScripts('Run `npm start`, then npm run new:post -- "T" and npm test; npm run check -- a.spec.ts, npm start.')).toEqual(
      ['check', 'new:post', 'start', 'test'],
    );
  });

  test('follows with-site-node.sh, a script that calls use_site_node, and an npm script that runs one of those', () => {
    const all = {
      a: 'bash scripts/with-site-node.sh docusaurus build',
      b: 'bash scripts/site.sh --x',
      c: 'bash scripts/plain.sh',
      d: 'VERCEL_JSON=write SITE_HOST=vercel npm run a -- --out-dir x',
      e: 'node scripts/x.mjs',
      f: 'npm run e',
      g: 'npm run g',
    };
    const files: Record<string, string> = {
      'scripts/site.sh': 'source scripts/node-runtime.sh\nuse_site_node\n',
      'scripts/plain.sh': 'echo use_site_node\n',
    };
    const route = (name: string) => siteNodeRoute(name, all, (file) => files[file]!);
    expect(Object.keys(all).map((name) => [name, route(name)])).toEqual([
      ['a', 'scripts/with-site-node.sh'],
      ['b', 'scripts/site.sh (use_site_node)'],
      ['c', undefined],
      ['d', 'npm run a, through scripts/with-site-node.sh'],
      ['e', undefined],
      ['f', undefined],
      ['g', undefined],
    ]);
  });
});

describe("the README's commands", () => {
  test('each runs on the site Node', () => {
    expect(documented).toEqual(expect.arrayContaining(['start', 'test', 'new:post']));
    const off = documented.filter((name) => !siteNodeRoute(name, scripts, readScript));
    expect(off.map((name) => `${name}: ${scripts[name] ?? 'no such script'}`)).toEqual([]);
  });

  test("on the machine's own older Node each starts on the site's Node, after one line saying so", () => {
    // Development machines run Node 20; CI installs Debian's nodejs: there is one to try.
    expect(olderNodes.length).toBeGreaterThan(0);
    // Node loads this before the command's own code, says which Node it is and stops: nothing is built or written.
    const probe = path.join(scratch, 'probe.cjs');
    fs.writeFileSync(probe, "process.stdout.write('probe: Node ' + process.versions.node + '\\n'); process.exit(0);\n");
    // The commands run through with-site-node.sh; a script of its own (npm test, npm run site) calls the same
    // use_site_node, and an npm script that runs another is covered by that one.
    const direct = documented.filter((name) => siteNodeRoute(name, scripts, readScript) === 'scripts/with-site-node.sh');
    expect(direct).toEqual(expect.arrayContaining(['start', 'new:post']));
    for (const node of olderNodes) {
      for (const name of direct) {
        const run = spawnSync('sh', ['-c', scripts[name]!], {
          cwd: root,
          encoding: 'utf8',
          timeout: 120_000,
          env: {
            ...process.env,
            PATH: [path.dirname(node), path.join(root, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
            NODE_OPTIONS: `--require ${probe}`,
          },
        });
        const majors = run.stdout
          .split('\n')
          .flatMap((l) => (l.startsWith('probe: Node ') ? [Number(l.split(' ')[2]!.split('.')[0])] : []));
        expect([name, run.status, majors.length > 0 && majors.every((major) => major >= line)]).toEqual([name, 0, true]);
        expect([name, run.stderr]).toEqual([
          name,
          expect.stringContaining(`this machine's own Node is ${version(node)}, older than line ${line} in .nvmrc`),
        ]);
      }
    }
  });
});
