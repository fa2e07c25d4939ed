/**
 * The hosts' settings files at the repository root, read as the hosts read
 * them: `netlify.toml` (Netlify's build command, published folder and Node
 * line) and `wrangler.toml` (Cloudflare Pages' project name, output folder
 * and compatibility date; Pages takes its Node line from `.nvmrc` and its
 * build command from the dashboard). A missing or malformed field throws,
 * naming the file and the field. Pure: the caller reads the files.
 */
import {parse} from 'smol-toml';

export const NETLIFY_TOML = 'netlify.toml';
export const WRANGLER_TOML = 'wrangler.toml';

export interface NetlifySettings {
  /** `[build] command` */
  command: string;
  /** `[build] publish`: the folder Netlify serves, relative to the repository root. */
  publish: string;
  /** `[build.environment] NODE_VERSION` */
  nodeVersion: string;
}

export interface PagesSettings {
  name: string;
  /** `pages_build_output_dir`: the folder Pages serves, relative to the repository root. */
  outputDir: string;
  /** `compatibility_date`, `YYYY-MM-DD`. */
  compatibilityDate: string;
}

type Table = Record<string, unknown>;

function parseToml(file: string, source: string): Table {
  try {
    return parse(source) as Table;
  } catch (error) {
    throw new Error(`${file} is not valid TOML: ${(error as Error).message}`);
  }
}

function tableAt(file: string, parent: Table, key: string, field: string): Table {
  const value = parent[key];
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date) {
    throw new Error(`${file}: ${field} is missing (a [${field}] table).`);
  }
  return value as Table;
}

function stringAt(file: string, parent: Table, key: string, field: string): string {
  const value = parent[key];
  if (typeof value !== 'string' || value.trim() === '') {
    const found =
      value === undefined
        ? 'missing'
        : value instanceof Date
          ? `the bare TOML date ${JSON.stringify(value).slice(1, -1)} (write it in quotes)`
          : JSON.stringify(value);
    throw new Error(`${file}: ${field} must be a non-empty string; it is ${found}.`);
  }
  return value;
}

/** A folder the host serves: relative, inside the repository, written without `./` or a trailing slash. */
function folderAt(file: string, parent: Table, key: string, field: string): string {
  const value = stringAt(file, parent, key, field);
  if (!/^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/.test(value) || value.split('/').includes('..')) {
    throw new Error(
      `${file}: ${field} = ${JSON.stringify(value)} must be a folder inside the repository, written without ./, .. or a trailing slash (for example "build").`,
    );
  }
  return value;
}

export function readNetlifySettings(source: string): NetlifySettings {
  const file = NETLIFY_TOML;
  const build = tableAt(file, parseToml(file, source), 'build', 'build');
  return {
    command: stringAt(file, build, 'command', 'build.command'),
    publish: folderAt(file, build, 'publish', 'build.publish'),
    nodeVersion: stringAt(file, tableAt(file, build, 'environment', 'build.environment'), 'NODE_VERSION', 'build.environment.NODE_VERSION'),
  };
}

export function readPagesSettings(source: string): PagesSettings {
  const file = WRANGLER_TOML;
  const config = parseToml(file, source);
  const compatibilityDate = stringAt(file, config, 'compatibility_date', 'compatibility_date');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(compatibilityDate)) {
    throw new Error(`${file}: compatibility_date = ${JSON.stringify(compatibilityDate)} must be a day written YYYY-MM-DD.`);
  }
  return {
    name: stringAt(file, config, 'name', 'name'),
    outputDir: folderAt(file, config, 'pages_build_output_dir', 'pages_build_output_dir'),
    compatibilityDate,
  };
}

/**
 * The Node line `.nvmrc` names (`24`, `v24`, `24.21.0`): its major version.
 * Anything else (`lts/*`, `node`) throws: every host and script reads the line from it.
 */
export function readNodeLine(nvmrc: string): number {
  const match = /^v?(\d+)(\.\d+){0,2}$/.exec(nvmrc.trim());
  if (!match) throw new Error(`.nvmrc: ${JSON.stringify(nvmrc.trim())} is not a Node version (write the major line, for example 24).`);
  return Number(match[1]);
}

/**
 * The newest compatibility date a workerd runtime supports: its version
 * carries it (`1.20261117.1` is 2026-11-17). Wrangler warns about a later date.
 */
export function runtimeCompatibilityDate(workerdVersion: string): string {
  const match = /^\d+\.(\d{4})(\d{2})(\d{2})\./.exec(workerdVersion);
  if (!match) throw new Error(`node_modules/workerd/package.json: version "${workerdVersion}" does not carry a date (1.YYYYMMDD.N)`);
  return `${match[1]}-${match[2]}-${match[3]}`;
}
