/**
 * Content-Security-Policy violations, as the browser reports them: every
 * `securitypolicyviolation` event on every page a test opens (also on pages
 * it has left), one line each, naming the page, what was blocked and by which
 * directive. A test asserts the list is empty, or that it holds exactly the
 * violation it provoked.
 */
import type {Page} from '@playwright/test';

export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
    violations.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as {__reportCspViolation: (line: string) => void}).__reportCspViolation;
        const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
        report(
          `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${e.sample ? ` (${e.sample})` : ''}${where}`,
        );
      },
      true,
    );
  });
  return violations;
}
