import {describe, expect, jest, test} from '@jest/globals';
import {absoluteUrl, canonicalUrl, decodablePath, normalizePath, withoutTrailingSlash} from '@site/src/lib/url';

const site = 'https://www.keelson-revops.example';

describe('withoutTrailingSlash', () => {
  test('drops every trailing slash of a path or a URL', () => {
    expect(withoutTrailingSlash('/about/')).toBe('/about');
    expect(withoutTrailingSlash('/guides//')).toBe('/guides');
    expect(withoutTrailingSlash('https://api.hsforms.com/')).toBe('https://api.hsforms.com');
    expect(withoutTrailingSlash('/about')).toBe('/about');
  });

  test('keeps the root path', () => {
    expect(withoutTrailingSlash('/')).toBe('/');
    expect(withoutTrailingSlash('//')).toBe('/');
  });
});

describe('normalizePath', () => {
  test('adds the leading slash and drops the trailing one', () => {
    expect(normalizePath('faqs/services/')).toBe('/faqs/services');
    expect(normalizePath('')).toBe('/');
  });
});

describe('absoluteUrl', () => {
  test('joins origin and path without doubling slashes', () => {
    expect(absoluteUrl(`${site}/`, '/insights/crm-cleanup-plan')).toBe(`${site}/insights/crm-cleanup-plan`);
    expect(absoluteUrl(site, 'about')).toBe(`${site}/about`);
  });

  test('strips a trailing slash but keeps the root', () => {
    expect(absoluteUrl(site, '/about/')).toBe(`${site}/about`);
    expect(absoluteUrl(site, '/')).toBe(`${site}/`);
  });

  test('keeps a query string and leaves absolute URLs alone', () => {
    expect(absoluteUrl(site, '/revops-roi-calculator?companies=5')).toBe(`${site}/revops-roi-calculator?companies=5`);
    expect(absoluteUrl(site, 'https://example.org/x')).toBe('https://example.org/x');
  });

  test('an empty path logs a warning and gives the site root', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(absoluteUrl(site, '')).toBe(`${site}/`);
    expect(absoluteUrl(site, '   ')).toBe(`${site}/`);
    expect(absoluteUrl(site, undefined)).toBe(`${site}/`);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe('canonicalUrl', () => {
  test('is absolute, without trailing slash, query or hash', () => {
    expect(canonicalUrl(site, '/guides/hubspot-expert/')).toBe(`${site}/guides/hubspot-expert`);
    expect(canonicalUrl(site, '')).toBe(`${site}/`);
  });
});

describe('decodablePath', () => {
  test('a path that decodes is left alone, escapes included', () => {
    expect(decodablePath('/insights/crm-cleanup-plan')).toBe('/insights/crm-cleanup-plan');
    expect(decodablePath('/guides/caf%C3%A9')).toBe('/guides/caf%C3%A9');
  });

  test('a path that does not decode has its % escaped, and then decodes to what was typed', () => {
    expect(decodablePath('/insights/%E0%A4')).toBe('/insights/%25E0%25A4');
    expect(decodeURI(decodablePath('/insights/%E0%A4'))).toBe('/insights/%E0%A4');
    expect(decodablePath('/100%')).toBe('/100%25');
  });
});
