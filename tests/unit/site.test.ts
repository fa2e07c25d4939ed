import {describe, expect, test} from '@jest/globals';
import {effectiveSettings, readDeploymentSettings, readSiteUrl} from '@site/src/config/site';
import {readDeployment} from '@site/src/config/deployment';
import {thirdPartySources} from '@site/src/plugins/post-build/securityHeaders';

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

describe('the settings a build uses', () => {
  const env = {
    HUBSPOT_PORTAL_ID: '4000001',
    HUBSPOT_CONTACT_FORM_ID: 'form-1',
    HUBSPOT_FORMS_BASE_URL: 'http://127.0.0.1:9000',
    GTAG_ID: 'G-ABC',
  };
  const configured = readDeploymentSettings(env);

  test('are the configured ones on production', () => {
    expect(effectiveSettings(configured, readDeployment(env))).toBe(configured);
    expect(effectiveSettings(configured, readDeployment({...env, NETLIFY: 'true', CONTEXT: 'production'}))).toBe(configured);
  });

  test.each([
    ['a Netlify deploy preview', {NETLIFY: 'true', CONTEXT: 'deploy-preview'}],
    ['a Netlify branch deploy', {NETLIFY: 'true', CONTEXT: 'branch-deploy'}],
    ['a Vercel preview', {VERCEL: '1', VERCEL_ENV: 'preview'}],
    ['a Cloudflare Pages preview branch', {CF_PAGES: '1', CF_PAGES_BRANCH: 'some-branch'}],
    ['SITE_DEPLOY=preview', {SITE_DEPLOY: 'preview'}],
    ['the development server', {NODE_ENV: 'development'}],
  ])('have every third-party id blanked on %s, so the policy names no third-party origin', (_name, host) => {
    const used = effectiveSettings(configured, readDeployment({...env, ...host}));
    expect(used).toEqual({...configured, hubspotPortalId: '', hubspotContactFormId: '', gtagId: ''});
    expect(thirdPartySources(used)).toEqual({script: [], img: [], connect: [], formAction: []});
    expect(thirdPartySources(configured).script.length).toBeGreaterThan(0);
  });
});
