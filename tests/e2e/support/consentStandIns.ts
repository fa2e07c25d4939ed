/**
 * Stand-ins for the third-party tags and readers of what the consent code did,
 * shared by the consent specs (consent.spec.ts, consent-timing.spec.ts).
 */
import type {Page} from '@playwright/test';
import {isLocal} from '../fixtures';

export const HUBSPOT_SCRIPT = /^https:\/\/js\.hs-scripts\.com\/\d+\.js$/;
export const GOOGLE_TAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/;
/** What the real tags load and report to once they run: HubSpot's analytics script and page-view pixel, Google's collect call. */
export const HUBSPOT_ANALYTICS = /^https:\/\/js\.hs-analytics\.net\/analytics\//;
export const HUBSPOT_PIXEL = /^https:\/\/track\.hubspot\.com\/__pt\.gif\?/;
export const GOOGLE_COLLECT = /^https:\/\/region1\.google-analytics\.com\/g\/collect\?/;

/**
 * Answers the HubSpot loader with a stand-in tracker that records the
 * commands it receives and, like the real one, loads the analytics script
 * from js.hs-analytics.net and reports the page view to track.hubspot.com.
 */
export async function standInTracker(page: Page) {
  await page.route(HUBSPOT_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `(function(){var queued=Array.isArray(window._hsq)?window._hsq:[];window.__hsCommands=queued.slice();
        window._hsq={push:function(c){window.__hsCommands.push(c);}};
        var s=document.createElement('script');s.src='https://js.hs-analytics.net/analytics/1700000000000/4000001.js';document.head.appendChild(s);
        new Image().src='https://track.hubspot.com/__pt.gif?k=1&a=4000001';})();`,
    }),
  );
}

/** Answers the Google tag with a stand-in that, like the real one, sends the page view to the GA4 collect endpoint. */
export async function standInGoogleTag(page: Page) {
  await page.route(GOOGLE_TAG, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `fetch('https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST000001&en=page_view',{method:'POST',mode:'no-cors',keepalive:true});`,
    }),
  );
}

export function externalUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (!isLocal(request.url())) urls.push(request.url());
  });
  return urls;
}

export async function consentCommands(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((args) => args[0] === 'consent'),
  );
}

export const granted = {ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted'};
export const denied = {ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied'};
