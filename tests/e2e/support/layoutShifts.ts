/**
 * Layout shifts as a visitor meets them: every shift of a page from its start,
 * with the elements it moved, for a test to sum or to hold to none.
 */
import type {Page} from '@playwright/test';

/** One shift: when it happened (ms from the navigation), its score, and each moved element with its box before and after. */
export interface LayoutShift {
  at: number;
  value: number;
  moved: string[];
}

/**
 * Records every layout shift of the pages `page` opens from now on, except
 * those right after the visitor's own input (which the score leaves out too).
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Rect = {x: number; y: number; width: number; height: number};
    type Entry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: {node: Node | null; previousRect: Rect; currentRect: Rect}[];
    };
    const w = window as unknown as {__layoutShifts: LayoutShift[]};
    w.__layoutShifts = [];
    const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({node, previousRect, currentRect}) => {
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          const name = element ? [element.localName, ...Array.from(element.classList)].join('.') : '(removed)';
          return `${name} ${box(previousRect)} -> ${box(currentRect)}`;
        });
        w.__layoutShifts.push({at: entry.startTime, value: entry.value, moved});
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/**
 * The shifts recorded on the page open now. With `afterParsing`, only those
 * after the parser finished the server's HTML (`domInteractive`): what
 * hydration and the site's scripts do, since those scripts are fetched only
 * once the HTML's last element has run. While the parser still runs, the
 * browser may paint part of the bar and add the rest a moment later (the
 * right-aligned bar actions move left as their later siblings arrive); where
 * the parser stops for a paint follows the machine's load, not the page.
 */
export async function layoutShifts(page: Page, {afterParsing = false} = {}): Promise<LayoutShift[]> {
  return page.evaluate((afterParsing) => {
    const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
    const w = window as unknown as {__layoutShifts: LayoutShift[]};
    return w.__layoutShifts.filter((shift) => !afterParsing || shift.at >= parsed);
  }, afterParsing);
}

/** The shifts one to a line, for a failure message. */
export function describeShifts(shifts: LayoutShift[]): string {
  return shifts.map((s) => `${s.value.toFixed(4)} at ${Math.round(s.at)} ms: ${s.moved.join('; ')}`).join('\n');
}
