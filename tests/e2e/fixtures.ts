/**
 * Shared Playwright fixtures. Every request to a host other than the test
 * server is answered locally (never sent to the internet) and recorded in
 * `externalRequests`, so a test can assert what would have left the browser.
 * Console errors and failed same-origin requests are collected too.
 */
import {test as base, expect, type Page, type Request} from '@playwright/test';

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
    const seen: ExternalRequest[] = [];
    await context.route(
      (url) => !isLocal(url.href),
      async (route) => {
        const request: Request = route.request();
        seen.push({url: request.url(), method: request.method(), resourceType: request.resourceType()});
        const isScript = request.resourceType() === 'script';
        await route.fulfill({
          status: 200,
          contentType: isScript ? 'application/javascript' : 'text/plain',
          body: isScript ? '/* local stand-in */' : '',
        });
      },
    );
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
  // Every test gets the external-request guard, whether it asks for it or not.
  page: async ({page, externalRequests}, use) => {
    void externalRequests;
    await use(page);
  },
});

/** Waits until React has hydrated the page (Docusaurus sets this attribute). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

export {expect};
