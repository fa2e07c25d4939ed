/**
 * The hosts' settings files at the repository root (netlify.toml, wrangler.toml) against what the
 * repository says elsewhere: the Node line of .nvmrc, the npm build script, the folder that script
 * writes, the host each platform's build names itself, and the runtime of the pinned wrangler. And
 * the reader's messages for a broken file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {DEFAULT_BUILD_DIR_NAME} from '@docusaurus/utils';
import {parse} from 'smol-toml';
import {
  NETLIFY_TOML,
  WRANGLER_TOML,
  readNetlifySettings,
  readNodeLine,
  readPagesSettings,
  runtimeCompatibilityDate,
} from '@site/tests/hosts/support/hostSettings';
import {readSiteHost} from '@site/src/plugins/post-build/host';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {name: string; engines: {node: string}; scripts: Record<string, string>};
const nvmrc = read('.nvmrc');
const netlify = readNetlifySettings(read(NETLIFY_TOML));
const pages = readPagesSettings(read(WRANGLER_TOML));

/** The folder `docusaurus build` writes when the script names none. */
function outDirOf(script: string): string {
  const named = /--out-dir[= ](\S+)/.exec(script);
  return named ? named[1]! : DEFAULT_BUILD_DIR_NAME;
}

describe('netlify.toml', () => {
  test('builds with the npm build script, on the Node line of .nvmrc', () => {
    expect(netlify.command).toBe('npm run build');
    expect(pkg.scripts.build).toContain('docusaurus build');
    expect(netlify.nodeVersion).toBe(String(readNodeLine(nvmrc)));
  });

  test('publishes the folder the build script writes', () => {
    expect(netlify.publish).toBe(outDirOf(pkg.scripts.build!));
  });

  test('a build there names Netlify as its host, with the variables netlify.toml sets', () => {
    const {build} = parse(read(NETLIFY_TOML)) as {build: {environment: Record<string, string>}};
    expect(readSiteHost({NETLIFY: 'true', ...build.environment}).host).toBe('netlify');
  });
});

describe('wrangler.toml (Cloudflare Pages)', () => {
  test('serves the folder the build script writes, for the project named in package.json', () => {
    expect(pages.outputDir).toBe(outDirOf(pkg.scripts.build!));
    expect(pages.name).toBe(pkg.name);
  });

  test('its compatibility date is one the pinned wrangler runtime supports', () => {
    const workerd = (JSON.parse(read('node_modules/workerd/package.json')) as {version: string}).version;
    expect(pages.compatibilityDate <= runtimeCompatibilityDate(workerd)).toBe(true);
  });

  test('Pages reads the Node line from .nvmrc alone: no .node-version beside it', () => {
    expect(fs.existsSync(path.join(root, '.node-version'))).toBe(false);
    expect(readNodeLine(nvmrc)).toBeGreaterThanOrEqual(24);
  });

  test('a Pages build names Cloudflare Pages as its host', () => {
    expect(readSiteHost({CF_PAGES: '1'}).host).toBe('cloudflare-pages');
  });
});

describe('package.json (Vercel reads engines.node)', () => {
  test('asks for the .nvmrc line or newer', () => {
    expect(pkg.engines.node).toBe(`>=${readNodeLine(nvmrc)}`);
  });
});

describe('reading the files', () => {
  const good = '[build]\ncommand = "npm run build"\npublish = "build"\n[build.environment]\nNODE_VERSION = "24"\n';

  test('a well-formed netlify.toml gives its three settings', () => {
    expect(readNetlifySettings(good)).toEqual({command: 'npm run build', publish: 'build', nodeVersion: '24'});
  });

  test('a missing or malformed field names the file and the field', () => {
    expect(() => readNetlifySettings('[build]\ncommand = "npm run build"\n')).toThrow(
      'netlify.toml: build.publish must be a non-empty string; it is missing.',
    );
    expect(() => readNetlifySettings(good.replace('"build"\n[', '"../build"\n['))).toThrow(
      'netlify.toml: build.publish = "../build" must be a folder inside the repository',
    );
    expect(() => readNetlifySettings(good.replace('"build"\n[', '"build/"\n['))).toThrow('netlify.toml: build.publish = "build/"');
    expect(() => readNetlifySettings('command = "x"\n')).toThrow('netlify.toml: build is missing (a [build] table).');
    expect(() => readNetlifySettings(good.replace('NODE_VERSION = "24"', 'NODE_VERSION = 24'))).toThrow(
      'netlify.toml: build.environment.NODE_VERSION must be a non-empty string; it is 24.',
    );
    expect(() => readNetlifySettings('[build\n')).toThrow(/^netlify\.toml is not valid TOML: /);
  });

  test('wrangler.toml needs a name, an output folder and a compatibility date written as a string', () => {
    const wrangler = 'name = "site"\npages_build_output_dir = "dist/site"\ncompatibility_date = "2026-01-31"\n';
    expect(readPagesSettings(wrangler)).toEqual({name: 'site', outputDir: 'dist/site', compatibilityDate: '2026-01-31'});
    expect(() => readPagesSettings(wrangler.replace('"2026-01-31"', '2026-01-31'))).toThrow(
      'wrangler.toml: compatibility_date must be a non-empty string; it is the bare TOML date 2026-01-31 (write it in quotes).',
    );
    expect(() => readPagesSettings(wrangler.replace('"2026-01-31"', '"31/01/2026"'))).toThrow(
      'wrangler.toml: compatibility_date = "31/01/2026" must be a day written YYYY-MM-DD.',
    );
    expect(() => readPagesSettings(wrangler.replace('"dist/site"', '"/srv/site"'))).toThrow(
      'wrangler.toml: pages_build_output_dir = "/srv/site"',
    );
    expect(() => readPagesSettings(wrangler.replace('name = "site"\n', ''))).toThrow(
      'wrangler.toml: name must be a non-empty string; it is missing.',
    );
  });

  test('.nvmrc gives its major line, and anything that is not a version is refused', () => {
    expect(readNodeLine('24\n')).toBe(24);
    expect(readNodeLine('v26.1.0')).toBe(26);
    expect(readNodeLine('24.21')).toBe(24);
    expect(() => readNodeLine('lts/*')).toThrow('.nvmrc: "lts/*" is not a Node version (write the major line, for example 24).');
  });

  test("workerd's version carries its newest compatibility date", () => {
    expect(runtimeCompatibilityDate('1.20261117.1')).toBe('2026-11-17');
    expect(() => runtimeCompatibilityDate('2.0.0')).toThrow('does not carry a date (1.YYYYMMDD.N)');
  });
});
