/**
 * nginx takes any redirect table: the generated config (map-hash.conf,
 * http.conf and site.conf, included as tests/support/nginx.conf.template
 * includes them) passes `nginx -t` with a table of 1,000 legacy paths of up
 * to 255 characters, with no warning that the map hash is not sized. A
 * server whose http block sets the sizes itself includes http.conf alone:
 * with values below what the maps need, nginx names the directive to raise,
 * and the first lines of http.conf name the values.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, test} from '@jest/globals';
import {expandRedirects} from '@site/src/plugins/post-build/redirects';
import {securityHeaders} from '@site/src/plugins/post-build/securityHeaders';
import {nginxHttpConf, nginxMapHashConf, nginxSiteConf} from '@site/src/plugins/post-build/serverRules';
import {mapHashSizes} from '@site/src/plugins/post-build/nginxMapHash';
import {root} from './support/servers';

const nginx = execFileSync('bash', [path.join(root, 'scripts/find-nginx.sh')], {encoding: 'utf8'}).trim();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-nginx-t-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

/** A legacy path of exactly `length` characters (10 or more), different for each `n`: segments of letters, digits and hyphens. */
function legacyPath(n: number, length: number): string {
  let path = `/old-${n}`;
  while (path.length < length) path += '/abcdefghij-klmnopqrst-uvwxyz-0123456789';
  return path.slice(0, length).replace(/[/-]$/, 'x');
}

/** 1,000 paths from 10 to 255 characters, a tenth of them 255 long; half keep the query, half drop it. */
const lengths = Array.from({length: 1000}, (_, n) => (n % 10 === 0 ? 255 : 10 + ((n * 37) % 246)));
const pairs = lengths.map((length, n) => ({from: legacyPath(n, length), to: '/about', ...(n % 2 ? {dropQuery: true as const} : {})}));
const table = expandRedirects({exact: pairs, prefix: [{from: '/servies', subPaths: 'keep', to: '/services'}]}, ['/', '/about']);

/** Writes a config whose http block holds `httpBlock` and runs `nginx -t` on it. */
function nginxTest(name: string, httpBlock: (files: Record<'mapHash' | 'http' | 'site', string>) => string) {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir, {recursive: true});
  const files = {mapHash: path.join(dir, 'map-hash.conf'), http: path.join(dir, 'http.conf'), site: path.join(dir, 'site.conf')};
  fs.writeFileSync(files.mapHash, nginxMapHashConf(table));
  fs.writeFileSync(files.http, nginxHttpConf(table));
  fs.writeFileSync(files.site, nginxSiteConf(table, securityHeaders("default-src 'self'")));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events {}',
      'http {',
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi; access_log off;`,
      httpBlock(files),
      `  server { listen 127.0.0.1:8; root ${dir}; include ${files.site}; }`,
      '}',
      '',
    ].join('\n'),
  );
  const run = spawnSync(nginx, ['-t', '-q', '-p', dir, '-c', conf], {encoding: 'utf8'});
  return {status: run.status, output: `${run.stdout}${run.stderr}`};
}

describe('nginx -t on a generated config', () => {
  test('the table holds 1,000 legacy paths, the longest 255 characters', () => {
    expect(new Set(pairs.map((p) => p.from)).size).toBe(1000);
    expect(Math.max(...pairs.map((p) => p.from.length))).toBe(255);
    expect(pairs.every((p) => p.from.startsWith('/') && !p.from.endsWith('/'))).toBe(true);
  });

  test('map-hash.conf before http.conf: nginx takes the table with no warning', () => {
    const result = nginxTest('included', (f) => `  include ${f.mapHash};\n  include ${f.http};`);
    expect(result).toEqual({status: 0, output: ''});
  });

  test('http.conf names the sizes map-hash.conf sets, worked out from its two maps', () => {
    const keep = [...pairs.filter((p) => !p.dropQuery).map((p) => p.from), '/servies'];
    const drop = pairs.filter((p) => p.dropQuery).map((p) => p.from);
    const {bucketSize, maxSize} = mapHashSizes([keep, drop]);
    expect(nginxMapHashConf(table)).toContain(`map_hash_bucket_size ${bucketSize};\nmap_hash_max_size ${maxSize};`);
    expect(nginxHttpConf(table)).toContain(`need map_hash_bucket_size ${bucketSize} and map_hash_max_size ${maxSize} or more`);
  });

  test('a server that sets the sizes itself includes http.conf alone; too small, nginx names the directive to raise', () => {
    const own = (bucket: number, max: number) => (f: Record<'http', string>) =>
      `  map_hash_bucket_size ${bucket};\n  map_hash_max_size ${max};\n  include ${f.http};`;
    const small = nginxTest('own-small', own(64, 2048));
    expect(small.status).not.toBe(0);
    expect(small.output).toContain('you should increase map_hash_bucket_size');
    const [, bucket, max] = /need map_hash_bucket_size (\d+) and map_hash_max_size (\d+)/.exec(nginxHttpConf(table))!;
    expect(nginxTest('own-raised', own(Number(bucket), Number(max)))).toEqual({status: 0, output: ''});
  });
});
