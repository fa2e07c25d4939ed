/**
 * axe-core for the browser specs: the scans read only the violations, so axe
 * is told to gather only those (`resultTypes`), which spares it collecting
 * every passing node on long pages. The rules it runs are unchanged.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page}).options({resultTypes: ['violations']});
}
