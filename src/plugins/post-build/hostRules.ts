/**
 * The host rules pass: checks the redirect table against the pages the build
 * really emitted (the build fails on a source that hides a page, a chain, a
 * loop or a missing target), computes the Content-Security-Policy from the
 * page of every route (the hash of each inline script and style element; the
 * redirect pages of a build for a host that only serves files are left out:
 * such a host sends no headers), and writes what each host needs besides the
 * files: `nginx/map-hash.conf`, `nginx/http.conf` and `nginx/site.conf`, `_redirects` and
 * `_headers`; a build that is not production adds `X-Robots-Tag: noindex` to
 * the headers of the last two. It checks the committed `vercel.json` against
 * the same rules, or rewrites it (src/plugins/post-build/host.ts says when),
 * always with the configured (production) settings and without the robots
 * header: Vercel reads that one file for production and previews alike, and
 * sends `X-Robots-Tag: noindex` on preview deployments itself.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {robotsHeaders} from '../../config/indexing';
import {
  DEFAULT_GTAG_SCRIPT_BASE,
  DEFAULT_HUBSPOT_FORMS_BASE,
  DEFAULT_HUBSPOT_SCRIPT_BASE,
  type DeploymentSettings,
} from '../../config/site';
import {checkRedirects, expandRedirects} from './redirects';
import {siteRedirectTable} from './siteRedirects';
import {contentSecurityPolicy, inlineCode, securityHeaders, sha256Source} from './securityHeaders';
import {
  describeVercelDifference,
  headersFile,
  nginxHttpConf,
  nginxMapHashConf,
  nginxSiteConf,
  redirectsFile,
  vercelConfig,
  vercelJsonText,
} from './serverRules';
import {routePageFiles} from './routePages';
import type {PostBuildPass} from './types';

/** Cloudflare Pages skips a `_headers` line longer than this. */
const MAX_HEADERS_LINE = 2000;

/** The variables to set to reproduce this build's third-party settings (defaults left out). */
function settingsVariables(settings: DeploymentSettings): string {
  const vars: Array<[string, string, string]> = [
    ['HUBSPOT_PORTAL_ID', settings.hubspotPortalId, ''],
    ['HUBSPOT_CONTACT_FORM_ID', settings.hubspotContactFormId, ''],
    ['HUBSPOT_FORMS_BASE_URL', settings.hubspotFormsBaseUrl, DEFAULT_HUBSPOT_FORMS_BASE],
    ['HUBSPOT_SCRIPT_BASE_URL', settings.hubspotScriptBaseUrl, DEFAULT_HUBSPOT_SCRIPT_BASE],
    ['GTAG_ID', settings.gtagId, ''],
    ['GTAG_SCRIPT_BASE_URL', settings.gtagScriptBaseUrl, DEFAULT_GTAG_SCRIPT_BASE],
  ];
  return vars
    .filter(([, value, fallback]) => value !== fallback)
    .map(([name, value]) => `${name}=${value} `)
    .join('');
}

/** This build's settings with every combination of HubSpot (tracker, contact form) and Google on their standard hosts. */
function thirdPartyVariants(settings: DeploymentSettings): DeploymentSettings[] {
  const standard: DeploymentSettings = {
    ...settings,
    hubspotFormsBaseUrl: DEFAULT_HUBSPOT_FORMS_BASE,
    hubspotScriptBaseUrl: DEFAULT_HUBSPOT_SCRIPT_BASE,
    gtagScriptBaseUrl: DEFAULT_GTAG_SCRIPT_BASE,
  };
  const hubspot = [
    {hubspotPortalId: '', hubspotContactFormId: ''},
    {hubspotPortalId: '1', hubspotContactFormId: ''},
    {hubspotPortalId: '1', hubspotContactFormId: 'form'},
  ];
  return [settings, ...hubspot.flatMap((h) => ['', 'G-1'].map((gtagId) => ({...standard, ...h, gtagId})))];
}

export const hostRulesPass: PostBuildPass = {
  name: 'host-rules',
  async run(args, {host, vercelJson, settings, vercelSettings, production, onTableProblems}) {
    const {outDir, routesPaths, siteDir} = args;
    const {table, problems: loops} = siteRedirectTable(siteDir);
    const problems = [...loops, ...checkRedirects(table, routesPaths)];
    if (problems.length > 0) {
      const message =
        'The redirects (src/config/redirects.ts, and the former addresses and retired posts the content names) have problems:\n' +
        problems.map((p) => `- ${p}`).join('\n');
      if (onTableProblems === 'throw') throw new Error(message);
      console.warn(message);
    }
    const expanded = expandRedirects(table, routesPaths);

    const scripts = new Set<string>();
    const styles = new Set<string>();
    const handlers: string[] = [];
    for (const file of routePageFiles(args)) {
      const code = inlineCode(await fs.readFile(file, 'utf8'));
      code.scripts.forEach((s) => scripts.add(sha256Source(s)));
      code.styles.forEach((s) => styles.add(sha256Source(s)));
      handlers.push(...code.handlers.map((h) => `${path.relative(outDir, file)}: ${h}`));
    }
    if (handlers.length > 0) {
      throw new Error(
        `Inline event handlers and javascript: URLs cannot be allowed by the Content-Security-Policy; use a listener in a script:\n${handlers
          .slice(0, 20)
          .map((h) => `- ${h}`)
          .join('\n')}`,
      );
    }
    const hashes = {scriptHashes: [...scripts], styleHashes: [...styles]};
    const policy = contentSecurityPolicy({settings, ...hashes});
    const headers = [...securityHeaders(policy), ...robotsHeaders({production})];

    await fs.mkdir(path.join(outDir, 'nginx'), {recursive: true});
    await fs.writeFile(path.join(outDir, 'nginx', 'map-hash.conf'), nginxMapHashConf(expanded));
    await fs.writeFile(path.join(outDir, 'nginx', 'http.conf'), nginxHttpConf(expanded));
    await fs.writeFile(path.join(outDir, 'nginx', 'site.conf'), nginxSiteConf(expanded, headers));
    await fs.writeFile(
      path.join(outDir, '_redirects'),
      redirectsFile(expanded, host === 'cloudflare-pages' ? 'cloudflare-pages' : 'netlify', routesPaths),
    );
    const headerLines = headersFile(headers);
    const tooLong = headerLines.split('\n').find((line) => line.length > MAX_HEADERS_LINE);
    if (tooLong) {
      throw new Error(
        `A _headers line is ${tooLong.length} characters; Cloudflare Pages ignores lines over ${MAX_HEADERS_LINE}: ${tooLong.slice(0, 80)}…`,
      );
    }
    await fs.writeFile(path.join(outDir, '_headers'), headerLines);
    console.log(`[post-build] host rules for ${host}: ${scripts.size} inline script hashes, ${styles.size} style hashes`);

    const vercelFile = path.join(siteDir, 'vercel.json');
    const vercelText = (forSettings: DeploymentSettings) =>
      vercelJsonText(vercelConfig(expanded, securityHeaders(contentSecurityPolicy({settings: forSettings, ...hashes}))));
    const expected = vercelText(vercelSettings);
    if (vercelJson === 'write') {
      await fs.writeFile(vercelFile, expected);
      console.log('[post-build] wrote vercel.json');
    } else if (vercelJson === 'check' || vercelJson === 'check-any') {
      const committed = await fs.readFile(vercelFile, 'utf8').catch(() => '');
      const candidates = vercelJson === 'check' ? [expected] : thirdPartyVariants(vercelSettings).map(vercelText);
      const difference = candidates.includes(committed) ? null : describeVercelDifference(committed, expected);
      if (difference) {
        throw new Error(
          `vercel.json does not match this build: ${difference}. It is generated from the redirect table, the header ` +
            `set and the inline scripts of the build, with the build's third-party settings. Regenerate it and commit it:\n` +
            `  ${settingsVariables(vercelSettings)}npm run vercel-json`,
        );
      }
    }
  },
};
