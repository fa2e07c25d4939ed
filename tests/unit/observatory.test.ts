/**
 * The header set held to Mozilla's HTTP Observatory, as it publishes its
 * scoring (the mdn/mdn-http-observatory analyzer tests and their score
 * table): each test below is written out with the results it can give and
 * the modifier of each. A scan starts at 100 and adds every modifier; the
 * bonuses only count when the score without them is at least 90; 100 or
 * more is an A+.
 */
import {describe, expect, test} from '@jest/globals';
import {readDeploymentSettings} from '@site/src/config/site';
import {contentSecurityPolicy, securityHeaders, sha256Source, type HeaderList} from '@site/src/plugins/post-build/securityHeaders';

interface Outcome {
  result: string;
  modifier: number;
}

type Headers = Record<string, string>;

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256|sha384|sha512|nonce)-/;

/**
 * Content Security Policy. The policy is split on `;`; a repeated directive
 * makes it invalid. script-src, style-src and object-src fall back to
 * default-src, then to `*`. A hash or nonce in script-src cancels
 * 'unsafe-inline'. The first of these that holds is the result:
 * unsafe-inline (-20) when script-src has 'unsafe-inline', `data:` or a broad
 * source, or object-src a broad source; insecure-scheme (-20) when an https
 * site allows `http:` for anything but images and media; unsafe-eval (-10)
 * when script-src or style-src has 'unsafe-eval' (the exact keyword, so
 * 'wasm-unsafe-eval' is not it); insecure passive content (-10) for `http:`
 * images or media; unsafe style (0) for 'unsafe-inline', `data:` or a broad
 * source in style-src (style-src-attr is not read); default-src 'none' and
 * nothing else (+10); otherwise no unsafe source (+5). Missing: -25.
 */
function cspTest(h: Headers, https: boolean): Outcome {
  const header = h['content-security-policy'];
  if (!header) return {result: 'csp-not-implemented', modifier: -25};
  const csp = new Map<string, Set<string>>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    if (csp.has(name.toLowerCase())) return {result: 'csp-header-invalid', modifier: -25};
    csp.set(name.toLowerCase(), new Set(values.length ? values.map((v) => v.toLowerCase()) : name.endsWith('-src') ? ["'none'"] : []));
  }
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const script = fallback('script-src');
  const style = fallback('style-src');
  const object = fallback('object-src');
  for (const list of [script, style]) if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'");
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const active = [...[...csp].filter(([d]) => !['img-src', 'media-src', 'script-src'].includes(d)).flatMap(([, v]) => [...v]), ...script];
  if ([...script].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...object].some((s) => BROAD.has(s))) {
    return {result: 'csp-implemented-with-unsafe-inline', modifier: -20};
  }
  if (https && active.some((s) => s.startsWith('http:') || s.startsWith('ftp:')))
    return {result: 'csp-implemented-with-insecure-scheme', modifier: -20};
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return {result: 'csp-implemented-with-unsafe-eval', modifier: -10};
  if (https && passive.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    return {result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10};
  }
  if ([...style].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)))
    return {result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0};
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) return {result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10};
  return {result: 'csp-implemented-with-no-unsafe', modifier: 5};
}

/**
 * Cookies: none set (0); every cookie Secure, HttpOnly and SameSite (+5);
 * Secure and HttpOnly (0); a cookie without Secure (-20). Consent-gated
 * trackers set theirs only after a visitor accepts, which a scan never does.
 */
function cookiesTest(h: Headers): Outcome {
  const cookie = h['set-cookie'];
  if (cookie === undefined) return {result: 'cookies-not-found', modifier: 0};
  if (!/;\s*secure/i.test(cookie)) return {result: 'cookies-without-secure-flag', modifier: -20};
  if (/;\s*httponly/i.test(cookie) && /;\s*samesite=(strict|lax)/i.test(cookie)) {
    return {result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5};
  }
  return {result: 'cookies-secure-with-httponly-sessions', modifier: 0};
}

/** CORS: no Access-Control-Allow-Origin (0); `*` without credentials is public access (0); reflected with credentials -50. */
function corsTest(h: Headers): Outcome {
  const origin = h['access-control-allow-origin'];
  if (!origin) return {result: 'cross-origin-resource-sharing-not-implemented', modifier: 0};
  if (origin === '*') return {result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0};
  return {result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50};
}

/**
 * Redirection: plain HTTP redirected to HTTPS on the same host (0). Every
 * host this site deploys to does this itself (nginx with the server block
 * src/plugins/post-build/README.md shows), so the headers cannot change it.
 */
function redirectionTest(): Outcome {
  return {result: 'redirection-to-https', modifier: 0};
}

/** Referrer-Policy: no-referrer, same-origin, strict-origin or strict-origin-when-cross-origin +5; missing 0; origin, origin-when-cross-origin, unsafe-url, no-referrer-when-downgrade -5; unknown -5. */
function referrerTest(h: Headers): Outcome {
  const value = h['referrer-policy'];
  if (!value) return {result: 'referrer-policy-not-implemented', modifier: 0};
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const last =
    value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter((v) => good.includes(v) || bad.includes(v))
      .at(-1) ?? '';
  if (good.includes(last)) return {result: 'referrer-policy-private', modifier: 5};
  return bad.includes(last) ? {result: 'referrer-policy-unsafe', modifier: -5} : {result: 'referrer-policy-header-invalid', modifier: -5};
}

/** HSTS: max-age of at least 15552000 (six months) 0; shorter -10; missing or without max-age -20 (+5 only once on the preload list). */
function hstsTest(h: Headers): Outcome {
  const value = h['strict-transport-security'];
  if (!value) return {result: 'hsts-not-implemented', modifier: -20};
  const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
  if (maxAge === undefined || value.includes(',')) return {result: 'hsts-header-invalid', modifier: -20};
  return Number(maxAge) >= 15_552_000
    ? {result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0}
    : {result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10};
}

/**
 * Subresource Integrity: a page whose scripts all come from its own origin
 * without integrity attributes 0 (our pages have inline scripts only; the
 * loader adds the bundle from the same origin); external scripts over HTTPS
 * without SRI -5.
 */
function sriTest(html: string): Outcome {
  const external = [...html.matchAll(/<script[^>]*\ssrc="(https?:)?\/\/[^"]+"/g)];
  if (external.length > 0) return {result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5};
  return {result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0};
}

/** X-Content-Type-Options: nosniff 0; missing or anything else -5. */
function xContentTypeTest(h: Headers): Outcome {
  const value = h['x-content-type-options'];
  if (!value) return {result: 'x-content-type-options-not-implemented', modifier: -5};
  return value.trim().toLowerCase() === 'nosniff'
    ? {result: 'x-content-type-options-nosniff', modifier: 0}
    : {result: 'x-content-type-options-header-invalid', modifier: -5};
}

/** X-Frame-Options: replaced by CSP frame-ancestors +5; DENY or SAMEORIGIN 0; missing or invalid -20. */
function xFrameOptionsTest(h: Headers): Outcome {
  if (/(^|;)\s*frame-ancestors\s/i.test(h['content-security-policy'] ?? ''))
    return {result: 'x-frame-options-implemented-via-csp', modifier: 5};
  const value = (h['x-frame-options'] ?? '').trim().toLowerCase();
  if (value === 'deny' || value === 'sameorigin') return {result: 'x-frame-options-sameorigin-or-deny', modifier: 0};
  return value ? {result: 'x-frame-options-header-invalid', modifier: -20} : {result: 'x-frame-options-not-implemented', modifier: -20};
}

/** Cross-Origin-Resource-Policy: same-origin or same-site +10; cross-origin 0; missing 0; invalid -5. */
function corpTest(h: Headers): Outcome {
  const value = (h['cross-origin-resource-policy'] ?? '').trim().toLowerCase();
  if (value === 'same-origin') return {result: 'cross-origin-resource-policy-implemented-with-same-origin', modifier: 10};
  if (value === 'same-site') return {result: 'cross-origin-resource-policy-implemented-with-same-site', modifier: 10};
  if (value === 'cross-origin') return {result: 'cross-origin-resource-policy-implemented-with-cross-origin', modifier: 0};
  return value
    ? {result: 'cross-origin-resource-policy-header-invalid', modifier: -5}
    : {result: 'cross-origin-resource-policy-not-implemented', modifier: 0};
}

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

function scan(headerList: HeaderList, html: string, https = true) {
  const h: Headers = Object.fromEntries(headerList.map(([name, value]) => [name.toLowerCase(), value]));
  const outcomes = {
    'content-security-policy': cspTest(h, https),
    cookies: cookiesTest(h),
    'cross-origin-resource-sharing': corsTest(h),
    redirection: redirectionTest(),
    'referrer-policy': referrerTest(h),
    'strict-transport-security': hstsTest(h),
    'subresource-integrity': sriTest(html),
    'x-content-type-options': xContentTypeTest(h),
    'x-frame-options': xFrameOptionsTest(h),
    'cross-origin-resource-policy': corpTest(h),
  };
  const modifiers = Object.values(outcomes).map((o) => o.modifier);
  const uncurved = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const score = Math.max(0, uncurved >= 90 ? 100 + modifiers.reduce((a, b) => a + b, 0) : uncurved);
  const grade = GRADES.find(([min]) => Math.min(score - (score % 5), 100) >= min)![1];
  return {outcomes, score, grade};
}

const page = `<!DOCTYPE html><html><head><script>window.dataLayer=[];</script></head><body><script>load()</script></body></html>`;
const hashes = [sha256Source('window.dataLayer=[];'), sha256Source('load()')];
const production = (env: Record<string, string>) =>
  securityHeaders(
    contentSecurityPolicy({settings: readDeploymentSettings(env), scriptHashes: hashes, styleHashes: [sha256Source('.x{}')]}),
  );

describe("Mozilla HTTP Observatory's grade for the headers every host sends", () => {
  test.each([
    ['with nothing configured', {}],
    ['with HubSpot and Google configured', {HUBSPOT_PORTAL_ID: '4000001', HUBSPOT_CONTACT_FORM_ID: 'c0ffee00', GTAG_ID: 'G-ABC123'}],
  ])('%s: A+ (125 points)', (_label, env) => {
    const {outcomes, score, grade} = scan(production(env), page);
    expect(outcomes['content-security-policy']).toEqual({result: 'csp-implemented-with-no-unsafe', modifier: 5});
    expect(outcomes['referrer-policy'].modifier).toBe(5);
    expect(outcomes['x-frame-options']).toEqual({result: 'x-frame-options-implemented-via-csp', modifier: 5});
    expect(outcomes['cross-origin-resource-policy'].modifier).toBe(10);
    expect(outcomes['strict-transport-security'].modifier).toBe(0);
    expect(outcomes['x-content-type-options'].modifier).toBe(0);
    expect(Object.values(outcomes).every((o) => o.modifier >= 0)).toBe(true);
    expect(score).toBe(125);
    expect(grade).toBe('A+');
  });

  test("'wasm-unsafe-eval' is not 'unsafe-eval' to the Observatory; 'unsafe-eval' would cost 10 points", () => {
    const headers = production({});
    const csp = headers.find(([n]) => n === 'Content-Security-Policy')![1];
    expect(csp).toContain("'wasm-unsafe-eval'");
    const withEval = headers.map(([n, v]): [string, string] => [
      n,
      n === 'Content-Security-Policy' ? v.replace("'wasm-unsafe-eval'", "'unsafe-eval'") : v,
    ]);
    expect(scan(withEval, page).outcomes['content-security-policy']).toEqual({result: 'csp-implemented-with-unsafe-eval', modifier: -10});
  });

  test('the grade falls as the rules say when the policy weakens', () => {
    const swap = (from: string, to: string) =>
      production({}).map(([n, v]): [string, string] => [n, n === 'Content-Security-Policy' ? v.replace(from, to) : v]);
    // 'unsafe-inline' in script-src is cancelled by the hashes, as the Observatory reads it; `data:` is not.
    expect(scan(swap("script-src 'self'", "script-src 'self' data:"), page).outcomes['content-security-policy'].modifier).toBe(-20);
    expect(scan(swap("style-src 'self'", "style-src 'self' 'unsafe-inline'"), page).outcomes['content-security-policy']).toEqual({
      result: 'csp-implemented-with-no-unsafe',
      modifier: 5,
    });
    expect(scan(swap("style-src 'self' ", "style-src 'self' https: "), page).outcomes['content-security-policy'].modifier).toBe(0);
    const withoutPolicy = production({}).filter(([n]) => n !== 'Content-Security-Policy');
    const bare = scan(withoutPolicy, page);
    expect(bare.outcomes['content-security-policy'].modifier).toBe(-25);
    expect(bare.outcomes['x-frame-options'].modifier).toBe(0);
    expect(bare.score).toBe(75);
    expect(bare.grade).toBe('B');
  });

  test('a Forms API over plain HTTP on an HTTPS site costs 20 points', () => {
    const insecure = production({
      HUBSPOT_PORTAL_ID: '4000001',
      HUBSPOT_CONTACT_FORM_ID: 'c0ffee00',
      HUBSPOT_FORMS_BASE_URL: 'http://forms.example',
    });
    expect(scan(insecure, page).outcomes['content-security-policy']).toEqual({
      result: 'csp-implemented-with-insecure-scheme',
      modifier: -20,
    });
    expect(scan(insecure, page, false).outcomes['content-security-policy'].modifier).toBe(5);
  });
});
