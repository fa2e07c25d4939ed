/**
 * The site's departures from stock Docusaurus keep taking effect (UPGRADING.md
 * lists them): the script loader's fallback for a browser that never reports
 * the first contentful paint (src/plugins/lean-client/ssrTemplate.ts), and the light list
 * pages of src/plugins/lean-blog.
 */
import {FCP_FALLBACK_MS} from '../../src/plugins/lean-client/ssrTemplate';
import {test, expect, hydrated} from './fixtures';
import {onPages} from './support/specPages';

test(
  'with no first-contentful-paint report ever, the scripts load after the fallback delay and the page works',
  onPages('/faqs/services'),
  async ({page}) => {
    // A browser that lists paint timing but never delivers an entry: the loader's observer waits forever.
    await page.addInitScript(() => {
      const Native = window.PerformanceObserver;
      class SilentPaintObserver extends Native {
        observe(options?: PerformanceObserverInit): void {
          if (options?.type === 'paint' || options?.entryTypes?.includes('paint')) return;
          super.observe(options);
        }
      }
      window.PerformanceObserver = SilentPaintObserver;
    });
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/faqs/services');
    await hydrated(page);
    const mainRequested = await page.evaluate(
      () => performance.getEntriesByType('resource').find((r) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(r.name))!.startTime,
    );
    expect(mainRequested).toBeGreaterThanOrEqual(FCP_FALLBACK_MS);
    // Hydrated for real: a control that only the client makes work responds.
    await page.getByRole('button', {name: 'Open menu'}).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
  },
);

test('/insights loads no more script files than lean-blog gives it: no post excerpt modules', onPages('/insights'), async ({page}) => {
  await page.goto('/insights');
  await hydrated(page);
  await expect(page.locator('article').first()).toBeVisible();
  // Scripts the page ran (the webpack runtime appends each chunk as a script); link prefetches are not counted.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => (r as PerformanceResourceTiming).initiatorType === 'script' && r.name.includes('/assets/js/'))
      .map((r) => new URL(r.name).pathname),
  );
  // Measured: React DOM, the runtime, main, one shared chunk, the list component, the blog's layout
  // data, the sidebar and the page's props. The stock list page adds one module per listed post.
  // Route-group buckets (src/plugins/lean-client: the routes of the page and of the links it prefetches)
  // are route tables, not page code, and are left out.
  const pageScripts = scripts.filter((s) => !/\/lean-routes-[\w-]+\.[0-9a-f]+\.js$/.test(s));
  expect(pageScripts.length, pageScripts.join('\n')).toBeLessThanOrEqual(8);
});
