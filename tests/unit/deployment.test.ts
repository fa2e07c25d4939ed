import {describe, expect, test} from '@jest/globals';
import {deploymentMarker, deploymentOf, readBuildDate, readDeployment} from '@site/src/config/deployment';

const now = new Date('2026-11-29T23:30:00Z');

describe('the build day', () => {
  test('is today in UTC unless SITE_BUILD_DATE names a day', () => {
    expect(readBuildDate({}, now)).toBe('2026-11-29');
    expect(readBuildDate({SITE_BUILD_DATE: ' 2027-02-28 '}, now)).toBe('2027-02-28');
  });

  test('refuses a value that is not a real day, saying how to write one', () => {
    for (const bad of ['2027-02-29', '2026-13-01', 'tomorrow', '2026-1-5', '2026-12-01T00:00']) {
      expect(() => readBuildDate({SITE_BUILD_DATE: bad}, now)).toThrow(/SITE_BUILD_DATE=.*YYYY-MM-DD/);
    }
  });
});

describe('the deployment', () => {
  test('is production on a machine with no host variables', () => {
    expect(readDeployment({}, now)).toMatchObject({kind: 'production', production: true, ref: '', buildDate: '2026-11-29'});
  });

  test('Netlify: production only in the production context; previews and branch deploys name the branch and commit', () => {
    const base = {NETLIFY: 'true', HEAD: 'new-pricing', COMMIT_REF: '0123456789abcdef'};
    expect(readDeployment({...base, CONTEXT: 'production'}, now).production).toBe(true);
    const preview = readDeployment({...base, CONTEXT: 'deploy-preview'}, now);
    expect(preview).toMatchObject({kind: 'preview', production: false, source: 'Netlify deploy preview', ref: 'new-pricing @ 0123456'});
    expect(readDeployment({...base, CONTEXT: 'branch-deploy'}, now)).toMatchObject({kind: 'preview', source: 'Netlify branch deploy'});
  });

  test('Vercel: production only when VERCEL_ENV is production', () => {
    const base = {VERCEL: '1', VERCEL_GIT_COMMIT_REF: 'fix-typo', VERCEL_GIT_COMMIT_SHA: 'abcdef0123'};
    expect(readDeployment({...base, VERCEL_ENV: 'production'}, now).production).toBe(true);
    expect(readDeployment({...base, VERCEL_ENV: 'preview'}, now)).toMatchObject({kind: 'preview', ref: 'fix-typo @ abcdef0'});
  });

  test('Cloudflare Pages: production when the branch is the production branch (main unless set)', () => {
    expect(readDeployment({CF_PAGES: '1', CF_PAGES_BRANCH: 'main'}, now).production).toBe(true);
    expect(readDeployment({CF_PAGES: '1', CF_PAGES_BRANCH: 'draft-post'}, now)).toMatchObject({kind: 'preview', ref: 'draft-post'});
    expect(readDeployment({CF_PAGES: '1', CF_PAGES_BRANCH: 'live', SITE_PRODUCTION_BRANCH: 'live'}, now).production).toBe(true);
    expect(readDeployment({CF_PAGES: '1', CF_PAGES_BRANCH: 'main', SITE_PRODUCTION_BRANCH: 'live'}, now).production).toBe(false);
  });

  test('SITE_DEPLOY overrides the hosts, and refuses any other word', () => {
    expect(readDeployment({NETLIFY: 'true', CONTEXT: 'production', SITE_DEPLOY: 'preview'}, now).production).toBe(false);
    expect(readDeployment({VERCEL: '1', VERCEL_ENV: 'preview', SITE_DEPLOY: 'production'}, now).production).toBe(true);
    expect(() => readDeployment({SITE_DEPLOY: 'staging'}, now)).toThrow(/SITE_DEPLOY="staging".*production or preview/);
  });

  test('the development server is not production', () => {
    expect(readDeployment({NODE_ENV: 'development'}, now)).toMatchObject({kind: 'development', production: false});
  });
});

describe('the marker', () => {
  test('is absent on production', () => {
    expect(deploymentMarker(readDeployment({NETLIFY: 'true', CONTEXT: 'production', HEAD: 'main'}, now))).toBeNull();
  });

  test('says Preview, what built it and the branch and commit', () => {
    const netlify = {NETLIFY: 'true', CONTEXT: 'deploy-preview', HEAD: 'new-pricing', COMMIT_REF: '0123456789abcdef'};
    expect(deploymentMarker(readDeployment(netlify, now))).toEqual({
      label: 'Preview',
      detail: 'Netlify deploy preview · new-pricing @ 0123456',
    });
    const vercel = {VERCEL: '1', VERCEL_ENV: 'preview', VERCEL_GIT_COMMIT_REF: 'fix-typo', VERCEL_GIT_COMMIT_SHA: 'abcdef0123'};
    expect(deploymentMarker(readDeployment(vercel, now))).toEqual({label: 'Preview', detail: 'Vercel preview · fix-typo @ abcdef0'});
    expect(deploymentMarker(readDeployment({CF_PAGES: '1', CF_PAGES_BRANCH: 'draft-post'}, now))).toEqual({
      label: 'Preview',
      detail: 'Cloudflare Pages preview branch · draft-post',
    });
  });

  test('leaves out a ref the host did not give, and says Development on the development server', () => {
    expect(deploymentMarker(readDeployment({SITE_DEPLOY: 'preview'}, now))).toEqual({label: 'Preview', detail: 'SITE_DEPLOY=preview'});
    expect(deploymentMarker(readDeployment({NODE_ENV: 'development'}, now))?.label).toBe('Development');
  });
});

describe('customFields.deployment', () => {
  test('reads back the deployment, and names the fix when it is missing', () => {
    const deployment = readDeployment({}, now);
    expect(deploymentOf({deployment})).toBe(deployment);
    expect(() => deploymentOf({})).toThrow(/customFields\.deployment is missing.*readDeployment/);
    expect(() => deploymentOf(undefined)).toThrow(/customFields\.deployment is missing/);
  });
});
