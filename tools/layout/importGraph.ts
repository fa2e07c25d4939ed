/**
 * The project's import graph, read from the files as text: which project
 * file each file imports (values and types, styles, JSON, `require` and
 * dynamic `import()`), which files Docusaurus itself loads (the config, the
 * sidebars, routes of the pages plugin, theme components, content files, and
 * the paths the config and the plugins name as strings), and the rules the
 * layout keeps: where code may import from, by the folder it sits in. The
 * layout test (tests/unit/layout.test.ts) runs the rules on the real tree.
 */
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

/** Every file below a folder, relative to the project root, forward slashes. */
export function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, {withFileTypes: true}).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

function isFile(file: string): boolean {
  const full = path.join(root, file);
  return fs.existsSync(full) && fs.statSync(full).isFile();
}

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.mdx', '.md', '.json', '.css'];

/** The project file a specifier names, as a bundler would find it; undefined for packages and aliases. */
export function resolveImport(specifier: string, fromFile: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = specifier.slice('@site/'.length);
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.posix.join(path.posix.dirname(fromFile), specifier);
  else return undefined;
  base = path.posix.normalize(base);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find(isFile);
}

export interface ImportEdge {
  from: string;
  to: string;
  /** How the import names the file (`'../lib/x'`, `'@site/src/lib/x'`). */
  specifier?: string;
}

const COMMENT = /(^|[\s;{}()])\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/[^\n]*/gm;
/** Imports of values and types alike: a module used only for its types is still used. */
const IMPORT =
  /(?:\bimport\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?|\bexport\s+(?:type\s+)?[^'";]*?\s+from\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** The project files one file imports. */
export function importsOf(file: string): ImportEdge[] {
  if (!/\.(tsx?|jsx?|mjs|mdx)$/.test(file)) return [];
  const code = fs.readFileSync(path.join(root, file), 'utf8').replace(COMMENT, (_, a?: string, b?: string) => a ?? b ?? '');
  const edges: ImportEdge[] = [];
  for (const m of code.matchAll(IMPORT)) {
    const to = resolveImport(m[1], file);
    if (to) edges.push({from: file, to, specifier: m[1]});
  }
  return edges;
}

/**
 * Files a file names as a path string for Docusaurus to load: in the config,
 * a plugin, a client module, a stylesheet (`'./src/...'`); in a plugin, a
 * route's component (`'@site/src/...'`) or a file beside it
 * (`path.resolve(__dirname, 'clientEntry.tsx')`).
 */
export function pathsNamedIn(file: string): string[] {
  const code = fs.readFileSync(path.join(root, file), 'utf8');
  const named = new Set<string>();
  for (const m of code.matchAll(/['"](\.\/src\/[^'"]+|@site\/src\/[^'"]+)['"]/g)) {
    const target = resolveImport(m[1].startsWith('@site/') ? m[1] : m[1].replace(/^\.\//, '@site/'), file);
    if (target) named.add(target);
  }
  for (const m of code.matchAll(/path\.(?:resolve|join)\(\s*__dirname\s*,\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolveImport(`./${m[1]}`, file);
    if (target) named.add(target);
  }
  return [...named];
}

/** Route files of the pages plugin: what its default `exclude` leaves (no `_` file or folder, no test). */
export function pageRoutes(): string[] {
  return filesUnder('src/pages').filter(
    (file) => /\.(tsx?|jsx?|mdx?)$/.test(file) && !file.split('/').some((part) => part.startsWith('_')) && !/\.test\./.test(file),
  );
}

/** What Docusaurus loads by itself, before any import is followed. */
export function entryPoints(): string[] {
  const content = ['docs', 'blog', 'case-studies'].flatMap(filesUnder).filter((file) => /\.mdx?$/.test(file));
  const theme = filesUnder('src/theme').filter((file) => /\.(tsx?|jsx?)$/.test(file));
  return ['docusaurus.config.ts', 'sidebars.ts', ...pageRoutes(), ...theme, ...content];
}

/** Every file reached from the entry points, through imports and named paths. */
export function reachedFiles(): Set<string> {
  const reached = new Set<string>();
  const queue = entryPoints();
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (reached.has(file)) continue;
    reached.add(file);
    const next = [...importsOf(file).map((edge) => edge.to), ...(/\.(tsx?|mjs)$/.test(file) ? pathsNamedIn(file) : [])];
    for (const target of next) if (!reached.has(target)) queue.push(target);
  }
  return reached;
}

// ------------------------------------------------------------------ the rules

/** Build-time code: plugins (but for the `client/` files they hand to the browser) and the legacy redirect table. */
export function isBuildCode(file: string): boolean {
  if (file.startsWith('src/plugins/')) return !file.includes('/client/');
  return file === 'src/config/redirects.ts';
}

/** Code that ships to the browser: everything under src/ that is not build-time code. */
export function isBrowserCode(file: string): boolean {
  return !isBuildCode(file) && /^src\/(components|pages|theme|hooks|clientModules|lib|data|config|css)\//.test(file);
}

const show = (edge: ImportEdge) => `${edge.from} -> ${edge.to}`;

/** `src/` importing a tool, a test or a script. */
export function importsOfTools(edges: readonly ImportEdge[]): string[] {
  return edges.filter((edge) => edge.from.startsWith('src/') && /^(tools|tests|scripts)\//.test(edge.to)).map(show);
}

/** Whether Node loads the file at build time: logic, data, configuration and plugins (but a plugin's `client/` folder, which only the bundler reads). */
export function loadedByNode(file: string): boolean {
  return /^src\/(lib|data|config|plugins)\//.test(file) && !file.includes('/client/');
}

/** Imports through the bundler's `@site/` alias in files Node loads, which knows no alias. */
export function aliasImportsInNode(edges: readonly ImportEdge[]): string[] {
  return edges.filter((edge) => loadedByNode(edge.from) && edge.specifier?.startsWith('@site/')).map(show);
}

/** Data importing anything but data and the brand constants and storage keys. */
export function dataImportingLogic(edges: readonly ImportEdge[]): string[] {
  const allowed = (to: string) =>
    to.startsWith('src/data/') || ['src/config/site.ts', 'src/config/storageKeys.ts', 'src/config/consentStorage.ts'].includes(to);
  return edges.filter((edge) => edge.from.startsWith('src/data/') && !allowed(edge.to)).map(show);
}

/** Logic in src/lib importing components, pages, the theme, hooks or build-time code. */
export function libImportingUpward(edges: readonly ImportEdge[]): string[] {
  const allowed = (to: string) => /^src\/(lib|data)\//.test(to) || (to.startsWith('src/config/') && !isBuildCode(to));
  return edges.filter((edge) => edge.from.startsWith('src/lib/') && !allowed(edge.to)).map(show);
}

/** Browser code importing build-time code. */
export function browserImportingBuild(edges: readonly ImportEdge[]): string[] {
  return edges.filter((edge) => isBrowserCode(edge.from) && isBuildCode(edge.to)).map(show);
}

/** Every circle of imports (types included), each as `a -> b -> a`. */
export function importCycles(edges: readonly ImportEdge[]): string[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (state.get(to) === 'open') cycles.push([...stack.slice(stack.indexOf(to)), to].join(' -> '));
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of next.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/** Packages only Node has: a browser bundle cannot carry them. */
export const NODE_ONLY = /^(node:|fs$|path$|child_process$|os$|crypto$|url$|gray-matter$|sharp$|pagefind$)/;

/** The npm packages a file imports (not the site's own aliases). */
export function packagesOf(file: string): string[] {
  const code = fs.readFileSync(path.join(root, file), 'utf8');
  return [...code.matchAll(/\bfrom\s+['"]([^'".][^'"]*)['"]|\bimport\s*\(\s*['"]([^'".][^'"]*)['"]/g)]
    .map((m) => m[1] ?? m[2])
    .filter((name) => !/^(@site|@theme|@theme-original|@generated)\//.test(name));
}
