/**
 * Small interpreters of each host's rules, for the host-parity test: each
 * reads the generated file as the host would (nginx's config, `_redirects`
 * as Netlify and as Cloudflare Pages match it, `vercel.json` as Vercel
 * compiles it, the client-redirects plugin's pages as a browser runs them on
 * a host that only serves files) and answers a request with its redirects,
 * final URL, status and headers. Each understands only the syntax the
 * generators (and the plugin's page template) write and throws on anything
 * else, so a generator or plugin change cannot be misread quietly.
 */
import {REVALIDATE_CACHE, type VercelConfig} from '@site/src/plugins/post-build/serverRules';

export interface Hop {
  /** An HTTP status, or `client` for a redirect page (its script, or its refresh without scripts). */
  status: number | 'client';
  /** The Location header, or the URL the page sends the browser to. */
  location: string;
}

export interface Answer {
  hops: Hop[];
  finalUrl: string;
  finalStatus: number;
}

export type Headers = Record<string, string>;

/** One request's answer, before any redirect is followed. */
interface Step {
  status: number;
  location?: string;
  headers: Headers;
  /** For a redirect page: where it sends the browser (fragment included). */
  clientLocation?: string;
}

/** The files of a build, as a host sees them (paths without a leading slash). */
export type Files = ReadonlyMap<string, string>;

export interface Host {
  name: string;
  /** A request for a URL as the browser holds it; a host never sees the fragment, a page's script does. */
  step(url: string): Step;
}

/** A URL's path, query (without `?`) and fragment (with `#`, or empty). */
export function split(url: string): {path: string; query: string; fragment: string} {
  const hashAt = url.indexOf('#');
  const fragment = hashAt < 0 ? '' : url.slice(hashAt);
  const rest = hashAt < 0 ? url : url.slice(0, hashAt);
  const at = rest.indexOf('?');
  return at < 0 ? {path: rest, query: '', fragment} : {path: rest.slice(0, at), query: rest.slice(at + 1), fragment};
}

/**
 * Follows redirects (HTTP and client) from a URL to the page that finally
 * answers. As browsers do, an HTTP redirect whose Location has no fragment
 * keeps the fragment of the URL it answered.
 */
export function follow(host: Host, url: string): Answer & {headers: Headers} {
  const hops: Hop[] = [];
  let current = url;
  for (let i = 0; i < 6; i++) {
    const step = host.step(current);
    if (step.location !== undefined) {
      hops.push({status: step.status, location: step.location});
      current = step.location.includes('#') ? step.location : `${step.location}${split(current).fragment}`;
    } else if (step.clientLocation !== undefined) {
      hops.push({status: 'client', location: step.clientLocation});
      current = step.clientLocation;
    } else {
      return {hops, finalUrl: current, finalStatus: step.status, headers: step.headers};
    }
  }
  throw new Error(`${host.name}: ${url} redirects more than five times: ${hops.map((h) => h.location).join(' → ')}`);
}

/** A static host's lookup of a path: a directory index for a trailing slash, else the file, `.html`, or the directory index. */
function staticFile(files: Files, path: string): string | null {
  const bare = path.replace(/^\//, '');
  const candidates = path.endsWith('/') ? [`${bare}index.html`] : [bare, `${bare}.html`, `${bare}/index.html`];
  return candidates.find((c) => c !== '' && files.has(c)) ?? null;
}

// ---------------------------------------------------------------- nginx

function nginxUnquote(value: string): string {
  const m = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
  if (!m) throw new Error(`nginx: expected a quoted string, got ${value}`);
  return m[1]!.replace(/\\(.)/g, '$1');
}

type NginxStatement =
  | {kind: 'set'; name: string; value: string}
  | {kind: 'return'; status: number; target: string}
  | {kind: 'if'; variable: string; pattern?: RegExp; body: NginxStatement};

function parseNginxStatement(text: string): NginxStatement {
  let m = /^set \$(\w+) (\S+);$/.exec(text);
  if (m) return {kind: 'set', name: m[1]!, value: m[2]!};
  m = /^return (\d{3}) (\S+);$/.exec(text);
  if (m) return {kind: 'return', status: Number(m[1]), target: m[2]!};
  m = /^if \(\$(\w+)(?: ~ ("(?:[^"\\]|\\.)*"))?\) \{ (.+) \}$/.exec(text);
  if (m) return {kind: 'if', variable: m[1]!, pattern: m[2] ? new RegExp(nginxUnquote(m[2])) : undefined, body: parseNginxStatement(m[3]!)};
  throw new Error(`nginx: cannot read "${text}"`);
}

interface NginxLocation {
  prefix: string;
  /** `^~`: a regex location never overrides it (there are none). */
  tryFiles?: string[];
  returnStatus?: number;
  errorPage?: string;
  headers: Headers;
}

function parseHeader(line: string): [string, string] {
  const m = /^add_header (\S+) ("(?:[^"\\]|\\.)*") always;$/.exec(line);
  if (!m) throw new Error(`nginx: cannot read header line "${line}"`);
  return [m[1]!, nginxUnquote(m[2]!)];
}

export function nginxHost(httpConf: string, siteConf: string, files: Files): Host {
  const maps = new Map<string, Map<string, string>>();
  let currentMap: Map<string, string> | null = null;
  for (const raw of httpConf.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    let m = /^map \$keelson_path \$(\w+) \{$/.exec(line);
    if (m) {
      currentMap = new Map();
      maps.set(m[1]!, currentMap);
      continue;
    }
    if (line === '}') {
      currentMap = null;
      continue;
    }
    if (line === 'default "";' && currentMap) continue;
    m = /^("(?:[^"\\]|\\.)*") ("(?:[^"\\]|\\.)*");$/.exec(line);
    if (m && currentMap) {
      currentMap.set(nginxUnquote(m[1]!), nginxUnquote(m[2]!));
      continue;
    }
    throw new Error(`nginx http.conf: cannot read "${line}"`);
  }

  const serverStatements: NginxStatement[] = [];
  const serverHeaders: Headers = {};
  let serverErrorPage = '';
  const locations: NginxLocation[] = [];
  let location: NginxLocation | null = null;
  for (const raw of siteConf.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (location) {
      if (line === '}') {
        locations.push(location);
        location = null;
      } else if (line.startsWith('try_files ')) location.tryFiles = line.slice(10, -1).split(' ');
      else if (line.startsWith('add_header ')) {
        const [name, value] = parseHeader(line);
        location.headers[name] = value;
      } else if (/^return 404;$/.test(line)) location.returnStatus = 404;
      else if (line.startsWith('error_page 404 ')) location.errorPage = line.slice(15, -1);
      else if (line !== 'gzip_static on;') throw new Error(`nginx site.conf: cannot read "${line}" in a location`);
      continue;
    }
    const loc = /^location (\^~ )?(\S+) \{$/.exec(line);
    if (loc) {
      location = {prefix: loc[2]!, headers: {}};
      continue;
    }
    if (line === 'server_tokens off;') continue;
    if (line.startsWith('add_header ')) {
      const [name, value] = parseHeader(line);
      serverHeaders[name] = value;
    } else if (line.startsWith('error_page 404 ')) serverErrorPage = line.slice(15, -1);
    else serverStatements.push(parseNginxStatement(line));
  }

  const serve = (uri: string, depth = 0): Step => {
    const loc = [...locations].sort((a, b) => b.prefix.length - a.prefix.length).find((l) => uri.startsWith(l.prefix));
    if (!loc) throw new Error(`nginx: no location for ${uri}`);
    const found = loc.returnStatus
      ? null
      : (loc.tryFiles ?? [])
          .slice(0, -1)
          .map((t) => t.replaceAll('$uri', uri).replace(/\/+/g, '/'))
          .find((f) => files.has(f.slice(1)));
    if (found) return {status: 200, headers: loc.headers};
    const errorPage = loc.errorPage ?? serverErrorPage;
    if (depth > 0 || !errorPage) return {status: 404, headers: loc.headers};
    return {...serve(errorPage, depth + 1), status: 404};
  };

  return {
    name: 'nginx',
    step(url) {
      const {path, query} = split(url);
      const vars: Record<string, string> = {uri: path, args: query, is_args: query ? '?' : ''};
      let groups: string[] = [];
      const value = (name: string): string => {
        if (/^\d+$/.test(name)) return groups[Number(name)] ?? '';
        if (name in vars) return vars[name]!;
        const map = maps.get(name);
        if (map) return map.get(vars.keelson_path ?? '') ?? '';
        throw new Error(`nginx: unknown variable $${name}`);
      };
      const interpolate = (text: string) => text.replace(/\$(\d+|[A-Za-z_]\w*)/g, (_, name: string) => value(name));
      const run = (statement: NginxStatement): Step | null => {
        if (statement.kind === 'set') {
          vars[statement.name] = interpolate(statement.value);
          return null;
        }
        if (statement.kind === 'return') return {status: statement.status, location: interpolate(statement.target), headers: serverHeaders};
        const subject = value(statement.variable);
        if (statement.pattern) {
          const m = statement.pattern.exec(subject);
          if (!m) return null;
          groups = [...m];
        } else if (subject === '' || subject === '0') return null;
        return run(statement.body);
      };
      for (const statement of serverStatements) {
        const answer = run(statement);
        if (answer) return answer;
      }
      return serve(path);
    },
  };
}

// ---------------------------------------------------------------- _redirects and _headers

interface RedirectLine {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

function parseRedirects(text: string): RedirectLine[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((line) => {
      const [from, to, status, ...rest] = line.split(/\s+/);
      const m = /^(\d{3})(!?)$/.exec(status ?? '');
      if (!from || !to || !m || rest.length > 0) throw new Error(`_redirects: cannot read "${line}"`);
      return {from, to, status: Number(m[1]), force: m[2] === '!'};
    });
}

/** `_headers`: path patterns (`*` matches anything) and the headers under each. */
function parseHeadersFile(text: string): Array<{pattern: RegExp; headers: Headers}> {
  const rules: Array<{pattern: RegExp; headers: Headers}> = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      const source = line
        .trim()
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      rules.push({pattern: new RegExp(`^${source}$`), headers: {}});
      continue;
    }
    const m = /^\s+([A-Za-z-]+): (.+)$/.exec(line);
    if (!m || rules.length === 0) throw new Error(`_headers: cannot read "${line}"`);
    rules.at(-1)!.headers[m[1]!] = m[2]!;
  }
  return rules;
}

/** The headers a Netlify- or Cloudflare-style host adds from `_headers`, over its default cache rule. */
function staticHostHeaders(rules: Array<{pattern: RegExp; headers: Headers}>, path: string): Headers {
  const headers: Headers = {'Cache-Control': REVALIDATE_CACHE};
  const set = new Set<string>();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      // Both hosts join a header that two matching rules set; the default is replaced.
      headers[name] = set.has(name) ? `${headers[name]}, ${value}` : value;
      set.add(name);
    }
  }
  return headers;
}

function withQuery(location: string, query: string): string {
  return query && !location.includes('?') ? `${location}?${query}` : location;
}

/**
 * Netlify: strips a trailing slash from the path and from each rule before
 * matching; the first matching rule wins; a rule that is not forced does
 * not apply where a file answers the path; the query string is passed on;
 * `/*` matches the prefix and everything under it.
 */
export function netlifyHost(redirects: string, headersFile: string, files: Files): Host {
  const lines = parseRedirects(redirects);
  const headerRules = parseHeadersFile(headersFile);
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return {
    name: 'netlify',
    step(url) {
      const {path, query} = split(url);
      const file = staticFile(files, path) ?? staticFile(files, norm(path));
      const headers = staticHostHeaders(headerRules, path);
      for (const line of file ? lines.filter((l) => l.force) : lines) {
        const from = norm(line.from);
        let splat: string | undefined;
        if (from.endsWith('/*')) {
          const base = from.slice(0, -2);
          if (norm(path) === base) splat = '';
          else if (norm(path).startsWith(`${base}/`)) splat = norm(path).slice(base.length + 1);
          else continue;
        } else if (from.includes('*') || from.includes(':')) throw new Error(`netlify: no support here for ${line.from}`);
        else if (norm(path) !== from) continue;
        return {status: line.status, location: withQuery(line.to.replace(':splat', splat ?? ''), query), headers};
      }
      return {status: file ? 200 : 404, headers};
    },
  };
}

/**
 * Cloudflare Pages: exact lines match the path as it is, before any line
 * with a splat or placeholder; those are tried in order as anchored
 * patterns (`*` is `.*`, `:name` one segment). The Location keeps the
 * request's query string unless the target has one. Without a rule, a
 * trailing slash on a page stored as `x.html` answers 308 to `/x`.
 */
export function cloudflareHost(redirects: string, headersFile: string, files: Files): Host {
  const lines = parseRedirects(redirects);
  if (lines.some((l) => l.force)) throw new Error('Cloudflare Pages rejects a forced (301!) line');
  const isDynamic = (from: string) => from.includes('*') || from.includes(':');
  const statics = new Map<string, RedirectLine>();
  for (const l of lines) if (!isDynamic(l.from) && !statics.has(l.from)) statics.set(l.from, l);
  const dynamics = lines
    .filter((l) => isDynamic(l.from))
    .map((l) => ({
      line: l,
      regex: new RegExp(
        `^${l.from
          .split('*')
          .map((p) => p.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&'))
          .join('(?<splat>.*)')
          .replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)')}$`,
      ),
    }));
  const headerRules = parseHeadersFile(headersFile);
  return {
    name: 'cloudflare-pages',
    step(url) {
      const {path, query} = split(url);
      const headers = staticHostHeaders(headerRules, path);
      let match: {line: RedirectLine; groups: Record<string, string>} | null = null;
      const exact = statics.get(path);
      if (exact) match = {line: exact, groups: {}};
      else {
        for (const d of dynamics) {
          const m = d.regex.exec(path);
          if (m) {
            match = {line: d.line, groups: m.groups ?? {}};
            break;
          }
        }
      }
      if (match) {
        const to = match.line.to.replace(/:([A-Za-z]\w*)/g, (_, name: string) => match!.groups[name] ?? `:${name}`).replace(/\/+/g, '/');
        return {status: match.line.status, location: withQuery(to, query), headers};
      }
      if (path.endsWith('/')) {
        if (files.has(`${path.slice(1)}index.html`)) return {status: 200, headers};
        if (files.has(`${path.slice(1, -1)}.html`)) return {status: 308, location: withQuery(path.slice(0, -1), query), headers};
        return {status: 404, headers};
      }
      return {status: staticFile(files, path) ? 200 : 404, headers};
    },
  };
}

// ---------------------------------------------------------------- vercel.json

/** The `path-to-regexp` forms `vercel.json` uses here: literals, `:name(pattern)` and `(pattern)`. */
function vercelPattern(source: string): {regex: RegExp; names: string[]} {
  const names: string[] = [];
  let regex = '';
  const token = /:(\w+)\(([^)]*)\)|\(([^)]*)\)|([^:(]+)/g;
  let consumed = 0;
  for (const m of source.matchAll(token)) {
    if (m.index !== consumed) break;
    consumed += m[0].length;
    if (m[1]) {
      names.push(m[1]);
      regex += `(${m[2]})`;
    } else if (m[3] !== undefined) {
      names.push('');
      regex += `(${m[3]})`;
    } else regex += m[4]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  if (consumed !== source.length) throw new Error(`vercel: no support here for "${source}"`);
  return {regex: new RegExp(`^${regex}$`), names};
}

/**
 * Vercel: `cleanUrls` redirects `/index` and `*.html` with a 308 first, then
 * the redirects in order (the query string is passed on); files answer
 * `/x` from `x.html`; the header rules add to its default cache rule.
 */
export function vercelHost(config: VercelConfig, files: Files): Host {
  if ((config as unknown as Record<string, unknown>).trailingSlash !== undefined) throw new Error('vercel: trailingSlash is not expected');
  const redirects = config.redirects.map((r) => ({...r, ...vercelPattern(r.source)}));
  const headerRules = config.headers.map((h) => ({...vercelPattern(h.source), headers: h.headers}));
  return {
    name: 'vercel',
    step(url) {
      const {path, query} = split(url);
      const headers: Headers = {'Cache-Control': REVALIDATE_CACHE};
      for (const rule of headerRules) if (rule.regex.test(path)) for (const {key, value} of rule.headers) headers[key] = value;
      if (config.cleanUrls) {
        const index = /^\/(?:(.+)\/)?index(?:\.html)?\/?$/.exec(path);
        if (index) return {status: 308, location: withQuery(`/${index[1] ?? ''}`, query), headers};
        const html = /^\/(.*)\.html\/?$/.exec(path);
        if (html) return {status: 308, location: withQuery(`/${html[1]}`, query), headers};
      }
      for (const r of redirects) {
        const m = r.regex.exec(path);
        if (!m) continue;
        const location = r.destination.replace(/:(\w+)/g, (_, name: string) => m[r.names.indexOf(name) + 1] ?? '');
        return {status: r.statusCode, location: withQuery(location, query), headers};
      }
      const bare = path.replace(/^\//, '');
      const found = path === '/' ? files.has('index.html') : files.has(bare) || files.has(`${bare}.html`);
      return {status: found ? 200 : 404, headers};
    },
  };
}

// ---------------------------------------------------------------- a host that only serves files

/**
 * The page `@docusaurus/plugin-client-redirects` writes, exactly (its
 * template, trimmed): a 0-second refresh to the target, a canonical link, and
 * a script that goes to the target, followed by the page's own query and
 * fragment when the target has neither.
 */
const PLUGIN_PAGE = new RegExp(
  [
    '^<!DOCTYPE html>',
    '<html>',
    '  <head>',
    '    <meta charset="UTF-8">',
    '    <meta http-equiv="refresh" content="0; url=(?<refresh>[^"]*)">',
    '    <link rel="canonical" href="(?<canonical>[^"]*)" />',
    '  </head>',
    '  <script>',
    "    window\\.location\\.href = '(?<script>[^']*)'(?<forward> \\+ window\\.location\\.search \\+ window\\.location\\.hash)?;",
    '  </script>',
    '</html>$',
  ].join('\n'),
);

/** A target this model reads as the browser would: a root-relative path of URL-safe characters (nothing HTML- or URI-escaped). */
const PLAIN_TARGET = /^\/[A-Za-z0-9\-._~/]*$/;

/** Where a plugin redirect page sends the browser, or null for any other page. */
function pluginRedirect(html: string, url: string, scripts: boolean): string | null {
  const page = PLUGIN_PAGE.exec(html);
  if (!page) {
    if (/http-equiv="refresh"/i.test(html)) throw new Error(`static: ${url} answers a refresh page this model cannot read`);
    return null;
  }
  const {refresh, canonical, script, forward} = page.groups!;
  if (refresh !== script || canonical !== script || !PLAIN_TARGET.test(script!)) {
    throw new Error(`static: ${url} answers a redirect page this model cannot read (${refresh}, ${canonical}, ${script})`);
  }
  // Without scripts the refresh runs: the target alone. The script adds `location.search + location.hash` as they are.
  if (!scripts || !forward) return script!;
  const {query, fragment} = split(url);
  return `${script}${query ? `?${query}` : ''}${fragment}`;
}

/**
 * A host that only serves files (nginx with tests/support/site.conf): `x`,
 * `x.html` or `x/index.html`, no headers; a redirect page then moves the
 * browser on, by its script or, with `scripts: false`, by its refresh.
 */
export function staticFilesHost(files: Files, {scripts = true}: {scripts?: boolean} = {}): Host {
  return {
    name: 'static',
    step(url) {
      const file = staticFile(files, split(url).path);
      if (!file) return {status: 404, headers: {}};
      const target = pluginRedirect(files.get(file) ?? '', url, scripts);
      return target === null ? {status: 200, headers: {}} : {status: 200, headers: {}, clientLocation: target};
    },
  };
}
