/**
 * The security headers every host sends, the Content-Security-Policy among
 * them. The policy is built from the build itself: the SHA-256 hash of every
 * inline script and style element the built pages carry, and the HubSpot and
 * Google hosts only when their ids are configured. Pure (hashing is a
 * computation, not I/O).
 */
import {createHash} from 'node:crypto';
import type {DeploymentSettings} from '../../config/site';
import {thirdPartyUrls} from '../../lib/consent';
import {tagAttributes} from './headTags';

/** The deployment settings the policy depends on. */
export type PolicySettings = Pick<
  DeploymentSettings,
  'hubspotPortalId' | 'hubspotContactFormId' | 'hubspotFormsBaseUrl' | 'hubspotScriptBaseUrl' | 'gtagId' | 'gtagScriptBaseUrl'
>;

export interface PolicyInputs {
  settings: PolicySettings;
  /** Source expressions (`'sha256-…'`) of every inline script the built pages run. */
  scriptHashes: readonly string[];
  /** Source expressions of every inline style element the built pages carry. */
  styleHashes: readonly string[];
}

/** Hosts a third-party service needs, per directive. */
export interface ThirdPartySources {
  script: string[];
  img: string[];
  connect: string[];
  formAction: string[];
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The hosts the configured services use, and nothing for a service that is
 * not configured (or whose id the page would refuse to load).
 *
 * - HubSpot's page tracker: its loader (the configured script base, normally
 *   `js.hs-scripts.com`) loads the analytics script from `js.hs-analytics.net`,
 *   which reports page views to `track.hubspot.com`. EU portals use the same
 *   hosts with an `-eu1` suffix (`js-eu1.hs-scripts.com` and so on). Other
 *   portal features (chat, HubSpot's own cookie banner, collected forms, the
 *   ads pixel) load from further hosts; they stay off, since the site has its
 *   own banner and form.
 * - HubSpot's Forms API (portal and contact form configured): the contact
 *   form posts to it.
 * - The Google tag with a Google Analytics 4 measurement id: the hosts
 *   Google lists for GA4 (`*.googletagmanager.com`, `*.google-analytics.com`,
 *   `*.analytics.google.com`; the region host in front of each varies).
 */
export function thirdPartySources(settings: PolicySettings): ThirdPartySources {
  const sources: ThirdPartySources = {script: [], img: [], connect: [], formAction: []};
  const urls = thirdPartyUrls(settings);
  if (urls.hubspotScript) {
    const loader = originOf(settings.hubspotScriptBaseUrl);
    const region = /^https:\/\/js-([a-z]+\d+)\.hs-scripts\.com$/.exec(loader)?.[1];
    const suffix = region ? `-${region}` : '';
    sources.script.push(loader, `https://js${suffix}.hs-analytics.net`);
    sources.img.push(`https://track${suffix}.hubspot.com`);
    sources.connect.push(`https://track${suffix}.hubspot.com`);
  }
  if (urls.hubspotScript && settings.hubspotContactFormId.trim() !== '') {
    const forms = originOf(settings.hubspotFormsBaseUrl);
    sources.connect.push(forms);
    sources.formAction.push(forms);
  }
  if (urls.gtagScript) {
    const loader = originOf(settings.gtagScriptBaseUrl);
    const tagManager = 'https://*.googletagmanager.com';
    if (!/^https:\/\/[^/]+\.googletagmanager\.com$/.test(loader)) sources.script.push(loader);
    sources.script.push(tagManager);
    sources.img.push('https://*.google-analytics.com', tagManager);
    sources.connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', tagManager);
  }
  return sources;
}

/** The policy's directives, in the order they are written. */
export function policyDirectives({settings, scriptHashes, styleHashes}: PolicyInputs): Array<[string, string[]]> {
  const third = thirdPartySources(settings);
  const unique = (values: readonly string[]) => [...new Set(values)];
  return [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets the site search compile its WebAssembly; it does not allow eval().
    ['script-src', unique(["'self'", "'wasm-unsafe-eval'", ...[...scriptHashes].sort(), ...third.script])],
    ['style-src', unique(["'self'", ...[...styleHashes].sort()])],
    // Style attributes (React's style props) cannot run code or load anything img-src and font-src refuse.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', ...third.img])],
    ['connect-src', unique(["'self'", ...third.connect])],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', unique(["'self'", ...third.formAction])],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
}

export function contentSecurityPolicy(inputs: PolicyInputs): string {
  return policyDirectives(inputs)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** `'sha256-…'`: the CSP source expression that allows exactly this inline script or style. */
export function sha256Source(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

export interface InlineCode {
  /** The text of every inline script a browser runs (JSON-LD and other data blocks are not run). */
  scripts: string[];
  /** The text of every `<style>` element. */
  styles: string[];
  /** Event-handler attributes and `javascript:` URLs: no hash can allow them. */
  handlers: string[];
}

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const TAG = /<[a-zA-Z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;

/** Inline code in one built page, as the policy has to allow it. */
export function inlineCode(html: string): InlineCode {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = tagAttributes(`<script${match[1]!}>`);
    if ('src' in attrs) continue;
    if (SCRIPT_TYPES.has((attrs.type ?? '').trim().toLowerCase())) scripts.push(match[2]!);
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]!);
  // Attributes are read from the markup only: script and style text and comments are not markup.
  const markup = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '').replace(/<!--[\s\S]*?-->/g, '');
  const handlers: string[] = [];
  for (const tag of markup.matchAll(TAG)) {
    for (const [name, value] of Object.entries(tagAttributes(tag[0]))) {
      if (name.startsWith('on')) handlers.push(`${name}="${value}"`);
      else if (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(value))
        handlers.push(`${name}="${value}"`);
    }
  }
  return {scripts, styles, handlers};
}

export type HeaderList = ReadonlyArray<readonly [string, string]>;

/** The header set for a policy, sent with every answer on every host. */
export function securityHeaders(policy: string): HeaderList {
  return [
    ['Content-Security-Policy', policy],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ];
}
