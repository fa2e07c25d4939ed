/**
 * What no host's own engine can answer offline, as small interpreters that
 * answer a request with its redirects, final URL, status and headers. The
 * host walk (tests/hosts/hostEngines.test.ts) asks nginx, Netlify and
 * Cloudflare Pages their own engines (nginx itself, Netlify's emulator,
 * wrangler) and serves the build for a host that only serves files with
 * nginx; two parts remain here, because nothing runs them offline:
 *
 * - Vercel's routing (`vercelHost`). `@vercel/routing-utils` compiles
 *   `vercel.json` into routes as Vercel does, but only Vercel's edge applies
 *   them to a request. This applies them in order: a route that continues
 *   adds its headers, the first redirect ends the request, and the files
 *   answer after the last route (`/x` from `x.html`: `cleanUrls`). That a
 *   redirect passes the request's query string on to a target without one is
 *   this model's belief about Vercel; nothing offline can confirm it.
 * - A browser on a redirect page of `@docusaurus/plugin-client-redirects`
 *   (`pluginRedirect`): where the page sends it, by its script or, without
 *   scripts, by its refresh. The browser tests follow a sample of these pages
 *   in Chromium; the walk reads every one with this. `staticFilesHost` puts it
 *   over files held in memory, for the unit test of the pages the plugin
 *   writes (tests/unit/redirectPages.test.ts).
 *
 * Each understands only what the compiled routes and the plugin's page
 * template hold today and throws on anything else, so a change there cannot
 * be misread quietly.
 */
import {REVALIDATE_CACHE} from '@site/src/plugins/post-build/serverRules';

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

/** One request's answer, before any redirect is followed. Header names are in lower case. */
export interface Step {
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
  step(url: string): Step | Promise<Step>;
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
export async function follow(host: Host, url: string): Promise<Answer & {headers: Headers}> {
  const hops: Hop[] = [];
  let current = url;
  for (let i = 0; i < 6; i++) {
    const step = await host.step(current);
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

// ---------------------------------------------------------------- Vercel's routing

/** A route as `getTransformedRoutes` of `@vercel/routing-utils` compiles it from `vercel.json`. */
export interface VercelRoute {
  src?: string;
  headers?: Record<string, string>;
  status?: number;
  continue?: boolean;
  handle?: string;
}

const VERCEL_ROUTE_KEYS = new Set(['src', 'headers', 'status', 'continue', 'handle']);

function withQuery(location: string, query: string): string {
  return query && !location.includes('?') ? `${location}?${query}` : location;
}

const lowerCased = (headers: Record<string, string> = {}): Headers =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * Vercel applying its compiled routes to a request: in order, a route whose
 * `src` matches the path and that continues adds its headers; the first
 * matching redirect (a status and a `Location`, `$1`... filled from the match)
 * answers with the headers added so far; `{handle: 'filesystem'}` or the end
 * of the list hands the path to the files (`/` is `index.html`, `/x` is `x`
 * or `x.html`), which answer 200 or 404 with Vercel's default cache rule under
 * the headers added.
 */
export function vercelHost(routes: readonly VercelRoute[], files: Files): Host {
  const compiled = routes.map((route) => {
    const unknown = Object.keys(route).filter((key) => !VERCEL_ROUTE_KEYS.has(key));
    if (unknown.length > 0) throw new Error(`vercel: no support here for a route with ${unknown.join(', ')}`);
    if (route.handle !== undefined) {
      if (route.handle !== 'filesystem' || route.src !== undefined) throw new Error(`vercel: no support here for ${JSON.stringify(route)}`);
      return {...route, regex: null};
    }
    const redirect = route.status !== undefined;
    if (route.src === undefined || redirect === !!route.continue || (redirect && !route.headers?.Location)) {
      throw new Error(`vercel: no support here for ${JSON.stringify(route)}`);
    }
    return {...route, regex: new RegExp(route.src)};
  });
  return {
    name: 'vercel',
    step(url) {
      const {path, query} = split(url);
      let headers: Headers = {};
      for (const route of compiled) {
        if (!route.regex) break;
        const m = route.regex.exec(path);
        if (!m) continue;
        if (route.continue) {
          headers = {...headers, ...lowerCased(route.headers)};
          continue;
        }
        const {Location: target, ...others} = route.headers!;
        const location = target!.replace(/\$(\d+)/g, (_, n: string) => m[Number(n)] ?? '');
        return {status: route.status!, location: withQuery(location, query), headers: {...headers, ...lowerCased(others)}};
      }
      const bare = path.replace(/^\//, '');
      const found = path === '/' ? files.has('index.html') : files.has(bare) || files.has(`${bare}.html`);
      return {status: found ? 200 : 404, headers: {'cache-control': REVALIDATE_CACHE, ...headers}};
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
export function pluginRedirect(html: string, url: string, scripts: boolean): string | null {
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
