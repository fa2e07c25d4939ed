/**
 * axe-core for the browser specs. The scans read only the violations, so axe
 * is told to gather only those (`resultTypes`), which spares it collecting
 * every passing node on long pages. It runs in the page itself (`legacyMode`):
 * the default mode finishes each scan in a new blank page, a window and a
 * renderer of its own for every scan, to merge the results of cross-origin
 * frames, and the site has no frames (its policy says `frame-src 'none'`).
 * The rules it runs are unchanged.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
}
