import type {Page} from '@playwright/test';

/** WCAG 1.4.12's text spacing: the least a visitor's own style sheet may set, applied to everything. */
export const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** Adds WCAG text spacing as the visitor's style sheet would (a constructed sheet: the site's policy allows no inline style). */
export async function applyTextSpacing(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
}
