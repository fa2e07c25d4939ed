/**
 * Which deployment a build is, read once from the build's environment: the
 * production site, a preview (a host's deploy preview or branch deploy), or
 * the development server. A build that is not production must leak nothing:
 * no search engine indexes it, no analytics or CRM hears of it, and it says
 * it is a preview. It also decides which posts a build publishes: the build's
 * day (`buildDate`) against each post's date.
 *
 * The hosts' own variables decide, so nothing is set by hand in a dashboard:
 *
 * - Netlify sets `NETLIFY=true` and `CONTEXT`: `production`, `deploy-preview`,
 *   `branch-deploy` (or `dev`);
 * - Vercel sets `VERCEL=1` and `VERCEL_ENV`: `production`, `preview` (or
 *   `development`);
 * - Cloudflare Pages sets `CF_PAGES=1` and `CF_PAGES_BRANCH`, and no
 *   production flag: the build is production when the branch is the
 *   production branch (`SITE_PRODUCTION_BRANCH`, default `main`).
 *
 * `SITE_DEPLOY=production|preview` overrides all of them (nginx, tests, a
 * host not listed). Any other build (`npm run build` on a machine, CI) is
 * production. `docusaurus start` is development (`NODE_ENV=development`).
 */

type Env = Record<string, string | undefined>;

export type DeploymentKind = 'production' | 'preview' | 'development';

export interface Deployment {
  kind: DeploymentKind;
  /** True only for the production site: indexing, analytics, the CRM form, scheduled posts held back. */
  production: boolean;
  /** What decided the kind, for the build log and the preview marker ("Netlify deploy preview"). */
  source: string;
  /** The branch and short commit the host built, when it says ("feature/x @ 1a2b3c4"); empty otherwise. */
  ref: string;
  /** The build's day, `YYYY-MM-DD` in UTC: posts dated after it are scheduled, not published. */
  buildDate: string;
}

/** The variable that moves the build's day (tests; a writer previewing a day ahead). */
export const BUILD_DATE_VARIABLE = 'SITE_BUILD_DATE';
/** The variable that overrides the hosts' own: `production` or `preview`. */
export const DEPLOY_VARIABLE = 'SITE_DEPLOY';
export const DEFAULT_PRODUCTION_BRANCH = 'main';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function clean(value: string | undefined): string {
  return (value ?? '').trim();
}

/** The build's day: `SITE_BUILD_DATE` when set (it must be a real `YYYY-MM-DD` day), else today in UTC. */
export function readBuildDate(env: Env, now: Date = new Date()): string {
  const set = clean(env[BUILD_DATE_VARIABLE]);
  if (!set) return now.toISOString().slice(0, 10);
  const match = DAY.exec(set);
  const parsed = match ? new Date(`${set}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== set) {
    throw new Error(`${BUILD_DATE_VARIABLE}="${set}" is not a day: write it as YYYY-MM-DD, for example 2026-12-01.`);
  }
  return set;
}

function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

function refLabel(branch: string, sha: string): string {
  return [branch, sha && shortSha(sha)].filter(Boolean).join(' @ ');
}

interface HostReading {
  kind: DeploymentKind;
  source: string;
  ref: string;
}

function readHost(env: Env): HostReading | null {
  if (clean(env.NETLIFY) === 'true') {
    const context = clean(env.CONTEXT) || 'production';
    return {
      kind: context === 'production' ? 'production' : 'preview',
      source: `Netlify ${context.replace(/-/g, ' ')}`,
      ref: refLabel(clean(env.HEAD) || clean(env.BRANCH), clean(env.COMMIT_REF)),
    };
  }
  if (clean(env.VERCEL)) {
    const vercelEnv = clean(env.VERCEL_ENV) || 'production';
    return {
      kind: vercelEnv === 'production' ? 'production' : 'preview',
      source: `Vercel ${vercelEnv}`,
      ref: refLabel(clean(env.VERCEL_GIT_COMMIT_REF), clean(env.VERCEL_GIT_COMMIT_SHA)),
    };
  }
  if (clean(env.CF_PAGES)) {
    const branch = clean(env.CF_PAGES_BRANCH);
    const productionBranch = clean(env.SITE_PRODUCTION_BRANCH) || DEFAULT_PRODUCTION_BRANCH;
    const production = branch === productionBranch;
    return {
      kind: production ? 'production' : 'preview',
      source: production ? `Cloudflare Pages production branch (${productionBranch})` : 'Cloudflare Pages preview branch',
      ref: refLabel(branch, clean(env.CF_PAGES_COMMIT_SHA)),
    };
  }
  return null;
}

/** The deployment a build with this environment is. Throws, with the fix, on a value it cannot read. */
export function readDeployment(env: Env, now: Date = new Date()): Deployment {
  const buildDate = readBuildDate(env, now);
  const host = readHost(env);
  const override = clean(env[DEPLOY_VARIABLE]);
  if (override && override !== 'production' && override !== 'preview') {
    throw new Error(`${DEPLOY_VARIABLE}="${override}" is not a deployment: write production or preview, or leave it unset.`);
  }
  if (override === 'production' || override === 'preview') {
    return {
      kind: override,
      production: override === 'production',
      source: `${DEPLOY_VARIABLE}=${override}`,
      ref: host?.ref ?? '',
      buildDate,
    };
  }
  if (clean(env.NODE_ENV) === 'development') {
    return {kind: 'development', production: false, source: 'the development server (docusaurus start)', ref: '', buildDate};
  }
  if (host) return {...host, production: host.kind === 'production', buildDate};
  return {kind: 'production', production: true, source: 'no host preview variables', ref: '', buildDate};
}

/**
 * The deployment docusaurus.config.ts put in `customFields.deployment`, as a
 * plugin or a component reads it. Throws, naming the fix, when it is missing.
 */
export function deploymentOf(customFields: Record<string, unknown> | undefined): Deployment {
  const deployment = customFields?.deployment as Deployment | undefined;
  if (!deployment || typeof deployment.production !== 'boolean') {
    throw new Error('customFields.deployment is missing: docusaurus.config.ts must set it from readDeployment(process.env).');
  }
  return deployment;
}

export interface DeploymentMarker {
  /** The word a reader sees first: what kind of build this is. */
  label: string;
  /** What built it and from which branch and commit ("Netlify deploy preview · feature/x @ 1a2b3c4"). */
  detail: string;
}

/** What the marker on every page of a build that is not production says; null on production, which shows none. */
export function deploymentMarker(deployment: Deployment): DeploymentMarker | null {
  if (deployment.production) return null;
  return {
    label: deployment.kind === 'development' ? 'Development' : 'Preview',
    detail: [deployment.source, deployment.ref].filter(Boolean).join(' · '),
  };
}
