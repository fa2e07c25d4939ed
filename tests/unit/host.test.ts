import {describe, expect, test} from '@jest/globals';
import {needsRedirectPages, readSiteHost, readVercelJsonMode} from '@site/src/plugins/post-build/host';

describe('the host a build is for', () => {
  test('SITE_HOST names it', () => {
    expect(readSiteHost({SITE_HOST: 'nginx', NETLIFY: 'true'}).host).toBe('nginx');
    expect(readSiteHost({SITE_HOST: ' static '}).host).toBe('static');
  });

  test('otherwise the variable each platform sets while it builds', () => {
    expect(readSiteHost({NETLIFY: 'true'})).toEqual({host: 'netlify', reason: 'NETLIFY=true (a Netlify build)'});
    expect(readSiteHost({CF_PAGES: '1'}).host).toBe('cloudflare-pages');
    expect(readSiteHost({VERCEL: '1'}).host).toBe('vercel');
  });

  test('a build that cannot tell is for a host that only serves files', () => {
    expect(readSiteHost({}).host).toBe('static');
    expect(readSiteHost({NETLIFY: 'false', VERCEL: '0', SITE_HOST: ''}).host).toBe('static');
  });

  test('an unknown host name stops the build with the names it knows', () => {
    expect(() => readSiteHost({SITE_HOST: 'github-pages'})).toThrow(
      'SITE_HOST="github-pages" is not a host this site knows. Use one of: nginx, netlify, cloudflare-pages, vercel, static.',
    );
  });

  test('only a host without redirect rules gets redirect pages', () => {
    expect(needsRedirectPages('static')).toBe(true);
    for (const host of ['nginx', 'netlify', 'cloudflare-pages', 'vercel'] as const) expect(needsRedirectPages(host)).toBe(false);
  });
});

describe('what the build does with vercel.json', () => {
  test('a Vercel build checks it; other builds leave it alone', () => {
    expect(readVercelJsonMode({}, 'vercel')).toBe('check');
    expect(readVercelJsonMode({}, 'nginx')).toBe('skip');
  });

  test('VERCEL_JSON decides when set, and anything else is refused', () => {
    expect(readVercelJsonMode({VERCEL_JSON: 'write'}, 'vercel')).toBe('write');
    expect(readVercelJsonMode({VERCEL_JSON: 'check'}, 'static')).toBe('check');
    expect(readVercelJsonMode({VERCEL_JSON: 'skip'}, 'vercel')).toBe('skip');
    expect(readVercelJsonMode({VERCEL_JSON: 'check-any'}, 'static')).toBe('check-any');
    expect(() => readVercelJsonMode({VERCEL_JSON: 'yes'}, 'static')).toThrow(
      'VERCEL_JSON="yes" is not understood. Use one of: check, check-any, write, skip.',
    );
  });
});
