/**
 * The assets pass: a gzip copy of every script and stylesheet, written
 * beside it (`main.abc123.js.gz`).
 *
 * Hosts that serve precompressed files (nginx's `gzip_static`, as in
 * tests/support and `npm run perf`) send the `.gz` instead of compressing
 * each response on the fly, at the fast level a server can afford per
 * request. This pass is the only place where that copy can be made: the
 * hashed assets exist only once the build has written them, and Docusaurus
 * has no compression step of its own. It writes new files and changes none:
 * every page, script and stylesheet ships exactly as the build made it, so a
 * hashed name always matches its content.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import type {PostBuildPass} from './types';

const gzip = promisify(zlib.gzip);

export const assetsPass: PostBuildPass = {
  name: 'assets',
  async run({outDir}) {
    const dirs = [path.join(outDir, 'assets', 'css'), path.join(outDir, 'assets', 'js')];
    const files = (
      await Promise.all(
        dirs.map(async (dir) =>
          (await fs.readdir(dir)).filter((f) => f.endsWith('.css') || f.endsWith('.js')).map((f) => path.join(dir, f)),
        ),
      )
    ).flat();
    await Promise.all(
      files.map(async (file) => {
        const body = await fs.readFile(file);
        await fs.writeFile(`${file}.gz`, await gzip(body, {level: zlib.constants.Z_BEST_COMPRESSION}));
      }),
    );
  },
};
