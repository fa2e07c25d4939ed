import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterEach, beforeEach, describe, expect, test} from '@jest/globals';
import {assetsPass} from '@site/src/plugins/post-build/assets';
import {readDeploymentSettings} from '@site/src/config/site';
import type {PostBuildArgs, PostBuildOptions} from '@site/src/plugins/post-build/types';

/** Every file under `dir`, relative path to content. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      files.set(path.relative(dir, full), fs.readFileSync(full));
    }
  }
  return files;
}

describe('the assets pass', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-pass-'));
    fs.mkdirSync(path.join(outDir, 'assets', 'css'), {recursive: true});
    fs.mkdirSync(path.join(outDir, 'assets', 'js'), {recursive: true});
    // A rule written with :where(), the kind a class-level pruner drops.
    fs.writeFileSync(path.join(outDir, 'assets', 'css', 'styles.0a1b2c3d.css'), ':where(.button--primary){color:#fff}\n');
    fs.writeFileSync(path.join(outDir, 'assets', 'js', 'main.4e5f6a7b.js'), 'console.log("main");\n');
    fs.writeFileSync(path.join(outDir, 'index.html'), '<html><head><meta name="description" content="x"></head></html>\n');
    fs.writeFileSync(path.join(outDir, 'assets', 'js', 'main.4e5f6a7b.js.LICENSE.txt'), 'MIT\n');
  });
  afterEach(() => fs.rmSync(outDir, {recursive: true, force: true}));

  const settings = readDeploymentSettings({});
  const options: PostBuildOptions = {
    host: 'nginx',
    vercelJson: 'skip',
    settings,
    vercelSettings: settings,
    production: true,
    onTableProblems: 'throw',
  };

  test('changes no file and adds a gzip copy beside each script and stylesheet', async () => {
    const before = snapshot(outDir);
    await assetsPass.run({outDir} as PostBuildArgs, options);
    const after = snapshot(outDir);

    for (const [file, body] of before) expect([file, after.get(file)]).toEqual([file, body]);
    const added = [...after.keys()].filter((file) => !before.has(file)).sort();
    expect(added).toEqual([path.join('assets', 'css', 'styles.0a1b2c3d.css.gz'), path.join('assets', 'js', 'main.4e5f6a7b.js.gz')]);
    for (const file of added) {
      expect(zlib.gunzipSync(after.get(file)!).toString()).toBe(before.get(file.slice(0, -3))!.toString());
    }
  });
});
