import {describe, expect, jest, test} from '@jest/globals';
import {absoluteUrl, canonicalUrl, decodablePath, isTrackingParam, stripTracking} from '@site/src/lib/url';

const site = 'https://www.keelson-revops.example';

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

describe('tracking parameters', () => {
  test.each([
    'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'UTM_Source',
    'gclid', 'fbclid', 'msclkid', 'ttclid', 'ref', 'source',
    'hsCta', 'hsLang', 'hs_amp', 'hsCtaTracking', '_hsenc', '_hsmi', '__hstc', '__hssc', '__hsfp', 'hs_preview',
  ])('%s is a tracking parameter', (name) => {
    expect(isTrackingParam(name)).toBe(true);
  });

  test.each(['companies', 'revenue', 'page', 'q', 'sources', 'reference'])('%s is not', (name) => {
    expect(isTrackingParam(name)).toBe(false);
  });

  test('stripTracking keeps real parameters in order and drops every tracking one', () => {
    expect(stripTracking('?utm_source=x&companies=5&gclid=1&revenue=50&ref=li&hsLang=en&fbclid=2')).toBe('?companies=5&revenue=50');
    expect(stripTracking('utm_medium=email')).toBe('');
    expect(stripTracking('')).toBe('');
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
