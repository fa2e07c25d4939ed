/**
 * Route chunks rewritten so that each exported component throws while the
 * fault is armed (React retries a failed render once by itself, so a single
 * throw would be absorbed) and renders normally once it is cleared: how the
 * browser tests reach the navigation error screen.
 */
import type {Page} from '@playwright/test';

type FaultWindow = {__armed?: boolean; __wrapFault: (c: unknown) => unknown};

/** Rewrites every route chunk the page loads from now on; `armFaults(page, true)` makes their components throw. */
export async function rewriteRouteChunks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = self as unknown as FaultWindow;
    const wrapped = new WeakMap<object, unknown>();
    w.__wrapFault = (c) => {
      if (typeof c !== 'function') return c;
      if (!wrapped.has(c)) {
        wrapped.set(c, function FaultyOnce(props: unknown) {
          if (w.__armed) throw new Error('Simulated render failure');
          return (c as (p: unknown) => unknown)(props);
        });
      }
      return wrapped.get(c);
    };
  });
  await page.route(/\/assets\/js\/(?!main\.|runtime~main\.).+\.js$/, async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(\w)\.d\((\w),\{default:\(\)=>(\w+)\}\)/g,
        (_m, req, exp, comp) => `${req}.d(${exp},{default:()=>self.__wrapFault(${comp})})`,
      );
      await route.fulfill({response, body});
    } catch (error) {
      // A link prefetch the browser dropped mid-flight (the page moved on, or the test ended): nothing left to rewrite.
      if (!/disposed|closed|cancel|Test ended/i.test(String(error))) throw error;
    }
  });
}

/** Arms or clears the fault in the page. */
export async function armFaults(page: Page, armed: boolean): Promise<void> {
  await page.evaluate((a) => ((self as unknown as FaultWindow).__armed = a), armed);
}
