import {describe, expect, test} from '@jest/globals';
import {readDeploymentSettings} from '@site/src/config/site';
import fs from 'node:fs';
import path from 'node:path';
import {
  contentSecurityPolicy,
  inlineCode,
  policyDirectives,
  securityHeaders,
  sha256Source,
  thirdPartySources,
} from '@site/src/plugins/post-build/securityHeaders';

const plain = readDeploymentSettings({});
const configured = readDeploymentSettings({
  HUBSPOT_PORTAL_ID: '4000001',
  HUBSPOT_CONTACT_FORM_ID: 'c0ffee00-0000-4000-8000-000000000001',
  GTAG_ID: 'G-TEST000001',
});

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name!, values];
    }),
  );
}

describe('hashing inline code', () => {
  test('gives the CSP source expression of the SHA-256 of the exact text', () => {
    // echo -n "alert('hi');" | openssl dgst -sha256 -binary | base64
    expect(sha256Source("alert('hi');")).toBe("'sha256-S3glexDivN1XnfRGec5uF4Y7TT2a/rcrADlE/zj4maA='");
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  test('tells apart texts that differ by one character', () => {
    expect(sha256Source('a();')).not.toBe(sha256Source('a(); '));
  });
});

describe('reading inline code from a built page', () => {
  const page = [
    '<html><head>',
    '<script>window.dataLayer=[];</script>',
    '<script src="/assets/js/main.js"></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script type="application/json" id="__client-scripts">["/a.js"]</script>',
    '<script type="module">import "/m.js";</script>',
    "<script data-rh=true type='text/javascript'>if(a<b){go()}</script>",
    '<style>.x{color:red}</style>',
    '</head><body><noscript><style>[hidden]{display:block}</style></noscript>',
    '<div style="background:red" title="onboarding=done">x</div>',
    '<!-- <a onclick="no()"> -->',
    '</body></html>',
  ].join('');

  test('finds every script a browser runs, and skips external scripts and data blocks', () => {
    expect(inlineCode(page).scripts).toEqual(['window.dataLayer=[];', 'import "/m.js";', 'if(a<b){go()}']);
  });

  test('finds every style element, including those a noscript holds', () => {
    expect(inlineCode(page).styles).toEqual(['.x{color:red}', '[hidden]{display:block}']);
  });

  test('style attributes and look-alike text are not handlers', () => {
    expect(inlineCode(page).handlers).toEqual([]);
  });

  test('reports event-handler attributes and javascript: URLs, which no hash can allow', () => {
    const bad = '<img src="x.png" onerror="steal()"><a href=" javascript:void(0)">x</a><form action="javascript:go()"></form>';
    expect(inlineCode(bad).handlers).toEqual(['onerror="steal()"', 'href=" javascript:void(0)"', 'action="javascript:go()"']);
  });
});

describe('third-party sources', () => {
  test('none when nothing is configured', () => {
    expect(thirdPartySources(plain)).toEqual({script: [], img: [], connect: [], formAction: []});
  });

  test('HubSpot tracker, Forms API and the Google tag each bring only their own hosts', () => {
    expect(thirdPartySources(configured)).toEqual({
      script: ['https://js.hs-scripts.com', 'https://js.hs-analytics.net', 'https://*.googletagmanager.com'],
      img: ['https://track.hubspot.com', 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      connect: [
        'https://track.hubspot.com',
        'https://api.hsforms.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
      formAction: ['https://api.hsforms.com'],
    });
  });

  test('HubSpot without a contact form: the tracker only, no Forms API', () => {
    const tracker = thirdPartySources(readDeploymentSettings({HUBSPOT_PORTAL_ID: '4000001'}));
    expect(tracker.connect).toEqual(['https://track.hubspot.com']);
    expect(tracker.formAction).toEqual([]);
  });

  test('an id the page would refuse to load brings no host', () => {
    expect(thirdPartySources(readDeploymentSettings({HUBSPOT_PORTAL_ID: 'abc', GTAG_ID: 'not an id'}))).toEqual({
      script: [],
      img: [],
      connect: [],
      formAction: [],
    });
  });

  test('an EU portal uses the EU hosts; a local stand-in Forms API and a first-party tag host are listed by origin', () => {
    const eu = thirdPartySources(
      readDeploymentSettings({
        HUBSPOT_PORTAL_ID: '4000001',
        HUBSPOT_CONTACT_FORM_ID: 'f',
        HUBSPOT_SCRIPT_BASE_URL: 'https://js-eu1.hs-scripts.com/',
        HUBSPOT_FORMS_BASE_URL: 'http://127.0.0.1:5405',
        GTAG_ID: 'G-1',
        GTAG_SCRIPT_BASE_URL: 'https://metrics.keelson-revops.example/tag',
      }),
    );
    expect(eu.script).toEqual([
      'https://js-eu1.hs-scripts.com',
      'https://js-eu1.hs-analytics.net',
      'https://metrics.keelson-revops.example',
      'https://*.googletagmanager.com',
    ]);
    expect(eu.img[0]).toBe('https://track-eu1.hubspot.com');
    expect(eu.formAction).toEqual(['http://127.0.0.1:5405']);
  });
});

describe('the policy', () => {
  const hashes = [sha256Source('b()'), sha256Source('a()')];
  const style = [sha256Source('.x{}')];

  test('with nothing configured', () => {
    expect(contentSecurityPolicy({settings: plain, scriptHashes: hashes, styleHashes: style})).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'wasm-unsafe-eval' ${[...hashes].sort().join(' ')}`,
        `style-src 'self' ${style[0]}`,
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        'upgrade-insecure-requests',
      ].join('; '),
    );
  });

  test('with HubSpot and Google configured', () => {
    const d = directives(contentSecurityPolicy({settings: configured, scriptHashes: hashes, styleHashes: style}));
    expect(d.get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...[...hashes].sort(),
      'https://js.hs-scripts.com',
      'https://js.hs-analytics.net',
      'https://*.googletagmanager.com',
    ]);
    expect(d.get('form-action')).toEqual(["'self'", 'https://api.hsforms.com']);
    expect(d.get('connect-src')).toContain('https://api.hsforms.com');
    expect(d.get('frame-src')).toEqual(["'none'"]);
  });

  test('never allows inline script or eval; style elements only by hash', () => {
    for (const settings of [plain, configured]) {
      const d = directives(contentSecurityPolicy({settings, scriptHashes: hashes, styleHashes: style}));
      expect(d.get('script-src')).not.toContain("'unsafe-inline'");
      expect(d.get('style-src')).not.toContain("'unsafe-inline'");
      expect([...d.values()].flat()).not.toContain("'unsafe-eval'");
      expect([...d.values()].flat()).not.toContain("'unsafe-hashes'");
    }
  });

  test('lists each hash once, in a stable order, whatever order the pages gave them in', () => {
    const once = policyDirectives({settings: plain, scriptHashes: [...hashes, hashes[0]!], styleHashes: style});
    const reversed = policyDirectives({settings: plain, scriptHashes: [...hashes].reverse(), styleHashes: style});
    expect(once).toEqual(reversed);
    expect(once.find(([n]) => n === 'script-src')![1].filter((v) => v === hashes[0])).toHaveLength(1);
  });
});

describe('the header set', () => {
  test('the policy, cross-origin isolation of windows and files, and the basic headers', () => {
    const headers = securityHeaders("default-src 'self'");
    expect(headers.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    expect(Object.fromEntries(headers)).toMatchObject({
      'Content-Security-Policy': "default-src 'self'",
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  test("the post-build plugin's README says what each header protects, and lists no other", () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '../../src/plugins/post-build/README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Security headers'), readme.indexOf('The Content-Security-Policy is computed'));
    const documented = [...section.matchAll(/^\| `([A-Za-z-]+)` \|[^|]+\| \S[^|]*\|$/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(
      securityHeaders("default-src 'self'")
        .map(([name]) => name)
        .sort(),
    );
  });
});
