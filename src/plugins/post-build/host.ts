/**
 * Which host a build is for, and what that host needs from the build. Hosts
 * with real redirect rules (nginx, Netlify, Cloudflare Pages, Vercel) answer
 * legacy paths with a 301; any other host serves files only, so the build
 * gets a redirect page (from `@docusaurus/plugin-client-redirects`) at every
 * legacy path it can list. Pure.
 */

export const SITE_HOSTS = ['nginx', 'netlify', 'cloudflare-pages', 'vercel', 'static'] as const;
export type SiteHost = (typeof SITE_HOSTS)[number];

export interface HostChoice {
  host: SiteHost;
  /** Why: the variable that decided it, for the build log. */
  reason: string;
}

type Env = Record<string, string | undefined>;

/**
 * `SITE_HOST` when set; otherwise the variable each platform sets during its
 * builds (`NETLIFY`, `CF_PAGES`, `VERCEL`); otherwise `static`, because a
 * build that cannot tell its host must work on a host that only serves files.
 */
export function readSiteHost(env: Env): HostChoice {
  const named = (env.SITE_HOST ?? '').trim();
  if (named !== '') {
    if (!(SITE_HOSTS as readonly string[]).includes(named)) {
      throw new Error(`SITE_HOST="${named}" is not a host this site knows. Use one of: ${SITE_HOSTS.join(', ')}.`);
    }
    return {host: named as SiteHost, reason: `SITE_HOST=${named}`};
  }
  if (env.NETLIFY === 'true') return {host: 'netlify', reason: 'NETLIFY=true (a Netlify build)'};
  if (env.CF_PAGES === '1') return {host: 'cloudflare-pages', reason: 'CF_PAGES=1 (a Cloudflare Pages build)'};
  if (env.VERCEL === '1') return {host: 'vercel', reason: 'VERCEL=1 (a Vercel build)'};
  return {host: 'static', reason: 'no SITE_HOST and no platform variable, so a host that only serves files'};
}

/** Only a host without redirect rules needs a redirect page written for each legacy path. */
export function needsRedirectPages(host: SiteHost): boolean {
  return host === 'static';
}

export const VERCEL_JSON_MODES = ['check', 'check-any', 'write', 'skip'] as const;
export type VercelJsonMode = (typeof VERCEL_JSON_MODES)[number];

/**
 * What the build does with the committed `vercel.json`: `check` fails the
 * build when it differs from what this build generates; `check-any` accepts
 * it as generated with any combination of the HubSpot and Google settings
 * (the tests' check that it is in step with the code); `write` rewrites it;
 * `skip` leaves it alone. By default a Vercel build checks and every other
 * build skips.
 */
export function readVercelJsonMode(env: Env, host: SiteHost): VercelJsonMode {
  const named = (env.VERCEL_JSON ?? '').trim();
  if ((VERCEL_JSON_MODES as readonly string[]).includes(named)) return named as VercelJsonMode;
  if (named !== '') throw new Error(`VERCEL_JSON="${named}" is not understood. Use one of: ${VERCEL_JSON_MODES.join(', ')}.`);
  return host === 'vercel' ? 'check' : 'skip';
}
