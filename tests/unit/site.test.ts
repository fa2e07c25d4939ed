import {describe, expect, test} from '@jest/globals';
import {readDeploymentSettings, readSiteUrl} from '@site/src/config/site';

describe('the site URL', () => {
  test('is the production origin when SITE_URL is unset or blank', () => {
    expect(readSiteUrl({})).toBe('https://www.keelson-revops.example');
    expect(readSiteUrl({SITE_URL: '   '})).toBe('https://www.keelson-revops.example');
  });

  test('is SITE_URL without its trailing slashes', () => {
    expect(readSiteUrl({SITE_URL: 'https://staging.example.org/'})).toBe('https://staging.example.org');
    expect(readSiteUrl({SITE_URL: ' https://staging.example.org// '})).toBe('https://staging.example.org');
  });
});

describe('deployment settings', () => {
  test("default to no third-party ids and the providers' own hosts", () => {
    expect(readDeploymentSettings({})).toEqual({
      hubspotPortalId: '',
      hubspotContactFormId: '',
      hubspotFormsBaseUrl: 'https://api.hsforms.com',
      hubspotScriptBaseUrl: 'https://js.hs-scripts.com',
      gtagId: '',
      gtagScriptBaseUrl: 'https://www.googletagmanager.com',
    });
  });

  test('trim ids, and read base URLs without their trailing slash', () => {
    const s = readDeploymentSettings({
      HUBSPOT_PORTAL_ID: ' 123 ',
      HUBSPOT_CONTACT_FORM_ID: 'form-1 ',
      HUBSPOT_FORMS_BASE_URL: 'http://127.0.0.1:9000/',
      HUBSPOT_SCRIPT_BASE_URL: 'http://127.0.0.1:9001/hs/',
      GTAG_ID: 'G-ABC',
      GTAG_SCRIPT_BASE_URL: 'http://127.0.0.1:9002//',
    });
    expect(s).toEqual({
      hubspotPortalId: '123',
      hubspotContactFormId: 'form-1',
      hubspotFormsBaseUrl: 'http://127.0.0.1:9000',
      hubspotScriptBaseUrl: 'http://127.0.0.1:9001/hs',
      gtagId: 'G-ABC',
      gtagScriptBaseUrl: 'http://127.0.0.1:9002',
    });
  });
});
