import {describe, expect, test} from '@jest/globals';
import {DEFAULT_SITE_URL, readDeploymentSettings} from '@site/src/config/site';

describe('deployment settings', () => {
  test('default to the production origin and no third-party ids', () => {
    const s = readDeploymentSettings({});
    expect(s.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(s.hubspotPortalId).toBe('');
    expect(s.hubspotContactFormId).toBe('');
    expect(s.gtagId).toBe('');
    expect(s.hubspotFormsBaseUrl).toBe('https://api.hsforms.com');
  });

  test('read SITE_URL without its trailing slash, and trim ids', () => {
    const s = readDeploymentSettings({SITE_URL: 'https://staging.example.org/', HUBSPOT_PORTAL_ID: ' 123 ', GTAG_ID: 'G-ABC'});
    expect(s.siteUrl).toBe('https://staging.example.org');
    expect(s.hubspotPortalId).toBe('123');
    expect(s.gtagId).toBe('G-ABC');
  });

  test('a blank SITE_URL falls back to the default', () => {
    expect(readDeploymentSettings({SITE_URL: '   '}).siteUrl).toBe(DEFAULT_SITE_URL);
  });
});
