/**
 * A real `docusaurus build` stops on an upstream file whose shape the site no
 * longer fits (src/plugins/lean-client/guards.ts): here the stock page
 * template, planted with one changed line through LEAN_CLIENT_UPSTREAM_DIR,
 * the folder the guards read upstream files from before node_modules. The
 * guard runs when the plugins load, so the build stops within seconds and
 * writes nothing.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, test} from '@jest/globals';
import {installedPath, PIN} from '@site/src/plugins/lean-client/guards';

const root = path.resolve(__dirname, '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-guard-build-'));

afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

describe('docusaurus build', () => {
  test('stops on a changed stock page template, naming it, the copy and the pin', () => {
    const planted = path.join(scratch, 'upstream', PIN.ssgTemplate);
    fs.mkdirSync(path.dirname(planted), {recursive: true});
    const stock = fs.readFileSync(installedPath(PIN.ssgTemplate), 'utf8');
    const changed = stock.replace('<%~ it.preBodyTags %>', '<%~ it.preBodyTags %>\n    <%~ it.skipLinks %>');
    expect(changed).not.toBe(stock);
    fs.writeFileSync(planted, changed);

    const outDir = path.join(scratch, 'build');
    const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        LEAN_CLIENT_UPSTREAM_DIR: path.join(scratch, 'upstream'),
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-guard-test',
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
        SITE_HOST: 'static',
      },
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain(`${PIN.ssgTemplate}: expected its lines, scripts aside, to be the copy's`);
    expect(output).toContain('it.skipLinks');
    expect(output).toContain('src/plugins/lean-client/ssrTemplate.ts');
    expect(output).toContain('UPGRADING.md');
    expect(fs.existsSync(outDir)).toBe(false);
    fs.rmSync(path.join(root, '.docusaurus-guard-test'), {recursive: true, force: true});
  });
});
