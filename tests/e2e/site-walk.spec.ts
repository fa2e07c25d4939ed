import fs from 'node:fs';
import path from 'node:path';
import {axe} from './support/axe';
import {watchCspViolations} from './csp';
import {test, expect, hydrated, isLocal} from './fixtures';
import type {Page} from '@playwright/test';
import {illegibleControlsAtBothWidths, PICTURE_TIMEOUT_MS, StalledTab} from './support/legibility';
import {reachedOnly} from './support/reachedPages';
import {buildDeployment, listedPosts} from '../support/publishedPosts';
import {OPEN_SETTINGS_EVENT} from '../../src/lib/consent';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
/** The pages walked: all of them, or those the quick check names (E2E_PAGES). */
const walked = reachedOnly(paths, (p) => p);
/** Pages per test: small shards spread the walk over both workers and keep each test short. */
const CHUNK = 6;
/** What one page may take: it is photographed at two widths and checked by axe; a busy machine runs it slower. */
const PER_PAGE_MS = 30_000;
const chunks = Array.from({length: Math.ceil(walked.length / CHUNK)}, (_, i) => walked.slice(i * CHUNK, (i + 1) * CHUNK));

test('the sitemap lists the site: its main pages and every post the build lists', () => {
  expect(paths).toEqual(expect.arrayContaining(['/', '/insights', '/guides/hubspot-expert', '/faqs', '/contact']));
  const listed = (['blog', 'case-studies'] as const).flatMap((folder) => listedPosts(folder, buildDeployment(buildDir)));
  const inSitemap = new Set(paths.map((p) => p.replace(/(.)\/$/, '$1')));
  expect(listed.filter((post) => !inSitemap.has(post.path)).map((post) => post.file)).toEqual([]);
});

/**
 * One page's problems in `tab`: its status, serious axe violations, and buttons that cannot be read.
 * The page is checked as a first-time visitor sees it once it has settled: the walk makes no cookie
 * choice, so the banner is open, and every check begins once it is. A check that began before it
 * opened would measure a page that changes under it (a button's box measured, then covered by the
 * banner in its picture). The banner opens by itself a second after the page starts
 * (BANNER_DELAY_MS, src/lib/consent.ts); the walk opens it at once as the footer's "Cookie settings"
 * link does (OPEN_SETTINGS_EVENT), into the same state (no choice made, the banner open), and waits
 * for it either way.
 */
async function checkPage(tab: Page, pathname: string): Promise<string[]> {
  const problems: string[] = [];
  const response = await tab.goto(pathname);
  if (response?.status() !== 200) problems.push(`${pathname}: answered ${response?.status()}`);
  await hydrated(tab);
  await tab.evaluate((event) => window.dispatchEvent(new Event(event)), OPEN_SETTINGS_EVENT);
  await expect(tab.getByRole('region', {name: 'Cookie consent'}), `${pathname}: the cookie banner opens`).toBeVisible();
  const results = await axe(tab).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of results.violations) {
    if (v.impact === 'serious' || v.impact === 'critical') {
      problems.push(
        `${pathname}: ${v.impact} ${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('; ')})`,
      );
    }
  }
  // Button text against what its box really shows, from pixels (tests/e2e/support/legibility.ts).
  for (const problem of await illegibleControlsAtBothWidths(tab)) problems.push(`${pathname}: ${problem}`);
  return problems;
}

for (const [index, chunk] of chunks.entries()) {
  test(`sitemap walk ${index + 1} of ${chunks.length}: no console error, failed request, policy violation or serious accessibility violation`, async ({
    page,
  }) => {
    test.setTimeout(chunk.length * PER_PAGE_MS);
    const problems: string[] = [];
    const violations: string[][] = [];
    let current = '';
    /** Watches `tab` for console errors, failed requests, error statuses and policy violations. */
    const watched = async (tab: Page): Promise<Page> => {
      violations.push(await watchCspViolations(tab));
      tab.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`${current}: console error: ${msg.text()}`);
      });
      tab.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
      tab.on('requestfailed', (request) => {
        // A prefetch cut short by the walk's next navigation is not a failure.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        if (isLocal(request.url())) problems.push(`${current}: request failed: ${request.url()} (${request.failure()?.errorText})`);
      });
      tab.on('response', (response) => {
        if (isLocal(response.url()) && response.status() >= 400) problems.push(`${current}: ${response.status()} for ${response.url()}`);
      });
      return tab;
    };
    let tab = await watched(page);
    for (const pathname of chunk) {
      current = pathname;
      const found = await checkPage(tab, pathname).catch(async (error: Error) => {
        if (!(error instanceof StalledTab)) throw error;
        // The stalled tab draws no more frames: the page is checked again, and the walk goes on, in
        // a new tab of the same context. A stall there too fails the walk with the same message.
        console.log(`site walk: ${error.message}; the page is checked again in a new tab`);
        // The walk's time grows by the wait that was lost and one more page.
        test.setTimeout(test.info().timeout + PICTURE_TIMEOUT_MS + PER_PAGE_MS);
        tab = await watched(await page.context().newPage());
        return checkPage(tab, pathname);
      });
      problems.push(...found);
    }
    expect([...problems, ...violations.flat()]).toEqual([]);
  });
}
