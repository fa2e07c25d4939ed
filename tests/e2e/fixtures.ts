/**
 * Shared Playwright fixtures. Every request to a host other than the test
 * server is answered locally by the stand-in (never sent to the internet:
 * playwright.config.ts) and recorded in `externalRequests`, so a test can
 * assert what would have left the browser.
 * Console errors and failed same-origin requests are collected too. Every
 * built page a test opens must be one its spec declares
 * (tests/e2e/support/specPages.ts), so the quick check runs the spec when a
 * change reaches that page; a test that declares its own pages (`onPages`)
 * must open one of them first.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';
import {CONSENT_ACCEPTED, CONSENT_DECLINED, CONSENT_STORAGE_KEY} from '../../src/config/consentStorage';
import type {ConsentChoice} from '../../src/lib/consent';
import {PAGES_ANNOTATION, builtPagePath, routeMatches, uncoveredPages} from '../../tools/spec-selection/select';
import {SPEC_PAGES} from './support/specPages';

export interface ExternalRequest {
  url: string;
  method: string;
  resourceType: string;
}

interface Fixtures {
  externalRequests: ExternalRequest[];
  consoleErrors: string[];
}

export function isLocal(url: string): boolean {
  const {hostname, protocol} = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost';
}

export const test = base.extend<Fixtures>({
  externalRequests: async ({context}, use) => {
    // Chromium resolves every other host to the local stand-in, which answers it (playwright.config.ts,
    // tests/support/stand-in-server.mjs); here each such request is recorded. Listened to, not
    // routed: a route would take every request through this process and turn the browser's cache off.
    const seen: ExternalRequest[] = [];
    context.on('request', (request) => {
      if (!isLocal(request.url())) seen.push({url: request.url(), method: request.method(), resourceType: request.resourceType()});
    });
    await use(seen);
  },
  consoleErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
  // Every test gets the external-request guard, whether it asks for it or not, and the check of the pages it opens.
  page: async ({page, externalRequests}, use, testInfo) => {
    void externalRequests;
    const opened = new Set<string>();
    const watch = (p: Page) =>
      p.on('framenavigated', (frame) => {
        if (frame === p.mainFrame()) opened.add(frame.url());
      });
    watch(page);
    page.context().on('page', watch);
    await use(page);
    const spec = path.basename(testInfo.file);
    const coverage = SPEC_PAGES[spec];
    if (!coverage) throw new Error(`${spec} has no entry in tests/e2e/support/specPages.ts: declare the pages it visits`);
    const uncovered = uncoveredPages(coverage, [...opened].filter(isLocal), isBuiltPage);
    expect(uncovered, `${spec} opened pages its entry in tests/e2e/support/specPages.ts does not cover`).toEqual([]);
    const declared = testInfo.annotations
      .filter((a) => a.type === PAGES_ANNOTATION)
      .flatMap((a) => (a.description ?? '').split(' ').filter(Boolean));
    const first = [...opened]
      .filter(isLocal)
      .map((url) => builtPagePath(url, isBuiltPage))
      .find((pagePath) => pagePath !== undefined);
    if (declared.length > 0 && first !== undefined) {
      expect(
        declared.some((route) => routeMatches(route, first)),
        `onPages(${declared.join(', ')}) leaves out ${first}, the first page the test opens`,
      ).toBe(true);
    }
  },
});

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

/** Whether `pagePath` is a page of the build (an HTML file), not a path the server answers with the not-found page. */
function isBuiltPage(pagePath: string): boolean {
  const base = path.join(buildDir, pagePath);
  return pagePath === '/' ? true : fs.existsSync(`${base}.html`) || fs.existsSync(path.join(base, 'index.html'));
}

/**
 * Stores `choice` as the visitor's answer to the cookie banner before any
 * script of the next page loads: each document opened from then on in `target`
 * (a page, or every page of a context) starts with it. The init script runs in
 * the browser, so the key and value travel to it as its argument.
 */
export async function storeCookieChoice(target: Page | BrowserContext, choice: ConsentChoice): Promise<void> {
  await target.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [CONSENT_STORAGE_KEY, choice] as const);
}

/** A visitor who has declined cookies: the banner stays closed and nothing is tracked. */
export async function declineCookies(target: Page | BrowserContext): Promise<void> {
  await storeCookieChoice(target, CONSENT_DECLINED);
}

/** A visitor who has accepted cookies: the banner stays closed and the trackers load. */
export async function acceptCookies(target: Page | BrowserContext): Promise<void> {
  await storeCookieChoice(target, CONSENT_ACCEPTED);
}

/** What the page's local storage holds as the cookie choice (null when none is stored). */
export async function storedCookieChoice(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY);
}

/** Opens `path` as a visitor who has declined cookies (the banner stays closed), once hydrated and its fonts are in. */
export async function openDeclined(page: Page, path: string): Promise<void> {
  await declineCookies(page);
  await page.goto(path);
  await ready(page);
}

/** Waits until React has hydrated the page (Docusaurus sets this attribute). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Resizes the page and resolves once two frames have been drawn at the new size. */
export async function resize(page: Page, width: number, height = 800): Promise<void> {
  await page.setViewportSize({width, height});
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Waits until the page is hydrated and its fonts are in. */
export async function ready(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export {expect};
