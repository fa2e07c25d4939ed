/**
 * WCAG 2.2 AA criteria that axe cannot see, measured in the browser on the
 * production build: what a keyboard visitor sees and reaches. tests/README.md
 * ("WCAG measurements") lists what each test measures and its result.
 */
import type {Page} from '@playwright/test';
import {PAGE_TYPES} from '../../scripts/page-types.mjs';
import sharp from 'sharp';
import {test, expect, declineCookies, openDeclined, ready, resize} from './fixtures';
import {onPages} from './support/specPages';
import {reachedOnly} from './support/reachedPages';
import {applyTextSpacing} from './support/textSpacing';
import {focusIndicator, MIN_INDICATOR_CONTRAST} from '../../tools/page-checks/focusIndicator';
import {hex, type RawImage} from '../../tools/page-checks/legibility';
import {isDropdown, isGroup, mainNavigation} from '../../src/config/navbar';

const PHONE = {width: 390, height: 844} as const;
const LAPTOP = {width: 1280, height: 800} as const;

/** A page type's path, by the name scripts/page-types.mjs gives it. */
function pageOfType(type: string): string {
  const found = PAGE_TYPES.find((p) => p.type === type);
  if (!found) throw new Error(`scripts/page-types.mjs has no page type "${type}"`);
  return found.path;
}

/**
 * The Tab walks look at each stop where the browser leaves it. A visitor with no motion preference
 * gets the site's smooth scroll (src/css/custom.css), so the scroll that brings a focused element into
 * view may start a few frames after the Tab: on a busy machine a walk could look before it started.
 * The walks ask for reduced motion, as some visitors do: the same scroll, ending in the same place,
 * made at once.
 */
async function instantScroll(page: Page): Promise<void> {
  await page.emulateMedia({reducedMotion: 'reduce'});
}

/** The most Tab stops one page may have: a walk that never comes round is a trap, not a long page. */
const MAX_STOPS = 400;

interface Stop {
  /** Tag, id or class and text of the focused element, for messages. */
  label: string;
  /** Whether the element is part of the cookie banner. */
  inBanner: boolean;
  /** Whether no point of its box shows: each one lies outside the viewport or under the banner. */
  hidden: boolean;
}

/**
 * Where focus is and whether the cookie banner hides it, once the page has not scrolled for two
 * frames (the scroll that brings the focused element into view has ended): a grid of points over
 * the focused element's box, each asked `elementFromPoint`. Null once focus has left the page's
 * elements (the walk came round). One round trip a stop.
 */
function focusedStop(): Promise<Stop | null> {
  const measure = (): Stop | null => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const banner = document.querySelector('[aria-label="Cookie consent"]');
    const r = el.getBoundingClientRect();
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const label = `${el.localName}${el.id ? `#${el.id}` : ''} "${text || el.getAttribute('aria-label') || ''}" at y ${Math.round(r.top)}-${Math.round(r.bottom)}`;
    const inBanner = banner?.contains(el) ?? false;
    const STEPS = 4;
    let shows = false;
    for (let i = 0; i <= STEPS && !shows; i += 1) {
      for (let j = 0; j <= STEPS && !shows; j += 1) {
        // Just inside the edges, so a point on a border is the element's own.
        const x = r.left + 1 + ((r.width - 2) * i) / STEPS;
        const y = r.top + 1 + ((r.height - 2) * j) / STEPS;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && !(banner && banner.contains(hit) && !inBanner)) shows = true;
      }
    }
    return {label, inBanner, hidden: !shows};
  };
  return new Promise((resolve) => {
    let last = -1;
    let still = 0;
    const tick = () => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= 2) resolve(measure());
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Tabs from the top of the page until focus comes round, and returns each stop. */
async function tabThrough(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let n = 0; n < MAX_STOPS; n += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(focusedStop);
    if (!stop) return stops;
    stops.push(stop);
  }
  throw new Error(`focus did not come round after ${MAX_STOPS} Tab stops`);
}

test.describe('2.4.11 Focus not obscured: the open cookie banner hides no Tab stop', () => {
  test.beforeEach(({page}) => instantScroll(page));
  const paths = ['/contact', pageOfType('home'), pageOfType('calculator'), pageOfType('FAQ page')];
  for (const viewport of [PHONE, LAPTOP]) {
    // Every page, or those the quick check names (E2E_PAGES).
    for (const path of reachedOnly(paths, (p) => p)) {
      test(`${path} at ${viewport.width}px`, onPages(path), async ({page}) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await page.goto(path);
        await ready(page);
        await expect(page.getByRole('region', {name: 'Cookie consent'})).toBeVisible();
        const stops = await tabThrough(page);
        expect(stops.filter((s) => !s.inBanner).length).toBeGreaterThan(0);
        expect(stops.filter((s) => s.hidden).map((s) => s.label)).toEqual([]);
      });
    }
  }

  test('Escape moves focus to the banner, on its first choice', onPages('/contact'), async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto('/contact');
    await ready(page);
    const banner = page.getByRole('region', {name: 'Cookie consent'});
    await expect(banner).toBeVisible();
    await page.locator('main').getByRole('textbox').first().focus();
    await page.keyboard.press('Escape');
    await expect(banner.getByRole('button', {name: 'Accept'})).toBeFocused();
  });
});

/**
 * What is wrong with the navbar as drawn: each visible link, button and
 * field of the header must lie inside the viewport and the header, show all
 * of its content, and overlap no other. Empty when nothing is.
 */
function navbarFaults(): string[] {
  const header = document.querySelector('header');
  if (!header) return ['no header'];
  const bounds = header.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth;
  const items = Array.from(header.querySelectorAll<HTMLElement>('a[href], button, input')).filter((el) => {
    const r = el.getBoundingClientRect();
    return el.checkVisibility({visibilityProperty: true, opacityProperty: true}) && r.width > 0 && r.height > 0;
  });
  const name = (el: HTMLElement) => `"${(el.innerText || el.getAttribute('aria-label') || el.localName).trim().replace(/\s+/g, ' ')}"`;
  const faults: string[] = [];
  if (items.length === 0) return ['no navbar item shows'];
  const rects = items.map((el) => el.getBoundingClientRect());
  items.forEach((el, i) => {
    const r = rects[i]!;
    const where = `x ${Math.round(r.left)}-${Math.round(r.right)}, y ${Math.round(r.top)}-${Math.round(r.bottom)}`;
    if (r.left < -0.5 || r.right > viewportWidth + 0.5) faults.push(`${name(el)} (${where}) leaves the viewport (0-${viewportWidth})`);
    if (r.left < bounds.left - 0.5 || r.right > bounds.right + 0.5 || r.top < bounds.top - 0.5 || r.bottom > bounds.bottom + 0.5)
      faults.push(`${name(el)} (${where}) leaves the header (y ${Math.round(bounds.top)}-${Math.round(bounds.bottom)})`);
    if (!(el instanceof HTMLInputElement) && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
      faults.push(`${name(el)} (${where}) cuts its content (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
    for (let j = i + 1; j < items.length; j += 1) {
      const o = rects[j]!;
      const overlap =
        Math.min(r.right, o.right) - Math.max(r.left, o.left) > 0.5 && Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top) > 0.5;
      if (overlap && !el.contains(items[j]!) && !items[j]!.contains(el)) faults.push(`${name(el)} (${where}) overlaps ${name(items[j]!)}`);
    }
  });
  return faults;
}

/** The sweep's widths: WCAG 1.4.10's 320 px up to a wide desktop, every 10 px. */
const SWEEP_WIDTHS = Array.from({length: (1920 - 320) / 10 + 1}, (_, i) => 320 + i * 10);

test.describe(
  '1.4.12 Text spacing and 1.4.10 Reflow: no navbar item is cut off or overlaps another, 320 to 1920 px',
  onPages(pageOfType('home')),
  () => {
    for (const spacing of [false, true]) {
      test(spacing ? 'with WCAG text spacing' : 'as the site sets it', async ({page}) => {
        // 161 widths, each laid out twice over: minutes on a busy machine.
        test.setTimeout(300_000);
        await openDeclined(page, pageOfType('home'));
        if (spacing) await applyTextSpacing(page);
        const faults: string[] = [];
        for (const width of SWEEP_WIDTHS) {
          await resize(page, width);
          faults.push(...(await page.evaluate(navbarFaults)).map((f) => `at ${width}px: ${f}`));
        }
        expect(faults).toEqual([]);
      });
    }
  },
);

test.describe('1.4.10 Reflow: at 320 px no page scrolls sideways', () => {
  test('one page of each type', onPages(...PAGE_TYPES.filter((t) => !t.notFound).map((t) => t.path)), async ({page}) => {
    test.setTimeout(120_000);
    await declineCookies(page);
    await page.setViewportSize({width: 320, height: 640});
    const wide: string[] = [];
    // Every page type, or those whose page the quick check names (E2E_PAGES).
    for (const {path} of reachedOnly(PAGE_TYPES, (t) => t.path)) {
      await page.goto(path);
      await ready(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path}: ${width}px wide`);
    }
    expect(wide).toEqual([]);
  });

  test('the maturity levels table scrolls inside its own focusable, named box', onPages(pageOfType('assessment')), async ({page}) => {
    await declineCookies(page);
    await page.setViewportSize({width: 320, height: 640});
    await page.goto(pageOfType('assessment'));
    await ready(page);
    const box = page.getByRole('region', {name: /Maturity levels/});
    await expect(box.locator('table')).toBeVisible();
    await expect(box).toHaveAttribute('tabindex', '0');
    await box.focus();
    await expect(box).toBeFocused();
  });
});

test.describe(
  '1.4.13 Content on hover: Escape closes a menu that hovering opened, the pointer left on it',
  onPages(pageOfType('home')),
  () => {
    test.use({viewport: LAPTOP});

    const dropdowns = mainNavigation.filter(isDropdown);
    for (const dropdown of dropdowns) {
      test(dropdown.name, async ({page}) => {
        await openDeclined(page, pageOfType('home'));
        const nav = page.getByRole('navigation', {name: 'Main'});
        const button = nav.getByRole('button', {name: dropdown.name, exact: true});
        const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
        await button.hover();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(list).toBeVisible();
        const nested: {name: string; button: typeof button}[] = [];
        for (const group of dropdown.items.filter(isGroup)) {
          const groupButton = list.getByRole('button', {name: group.name, exact: true, includeHidden: true});
          await groupButton.hover();
          await expect(groupButton).toHaveAttribute('aria-expanded', 'true');
          nested.push({name: group.name, button: groupButton});
        }
        await page.keyboard.press('Escape');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(list).toBeHidden();
        for (const group of nested) await expect(group.button, group.name).toHaveAttribute('aria-expanded', 'false');
      });
    }
  },
);

test.describe('the toggle menu keeps focus while it is open', onPages(pageOfType('home')), () => {
  test.use({viewport: PHONE});

  test('Tab and Shift+Tab stay in the header; Escape closes it in one press and returns to the toggle', async ({page}) => {
    await openDeclined(page, pageOfType('home'));
    const toggle = page.getByRole('button', {name: 'Open menu'});
    const menuId = await toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', {name: 'Close menu'});
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu).toBeVisible();
    const reachable = await page
      .locator('header')
      .evaluate(
        (header) => Array.from(header.querySelectorAll<HTMLElement>('a[href], button, input')).filter((el) => el.checkVisibility()).length,
      );
    const outside: string[] = [];
    for (const key of ['Tab', 'Shift+Tab']) {
      // Twice round the header's controls: any way out to the page behind shows.
      for (let n = 0; n < reachable * 2 + 2; n += 1) {
        await page.keyboard.press(key);
        const where = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body || document.querySelector('header')?.contains(el)) return null;
          return `${el.localName} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
        });
        if (where) outside.push(`${key} ${n + 1}: ${where}`);
      }
    }
    expect(outside).toEqual([]);
    await menu.getByRole('link').last().focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', {name: 'Open menu'})).toBeFocused();
  });
});

test.describe('2.4.3 Focus order: a guide\'s "Contents" comes before its body on a phone', onPages(pageOfType('expert guide')), () => {
  test.use({viewport: PHONE});

  test(pageOfType('expert guide'), async ({page}) => {
    await openDeclined(page, pageOfType('expert guide'));
    const toc = page.getByTestId('guide-toc');
    const contents = toc.getByRole('button', {name: 'Contents'});
    const firstSection = (await toc.locator('a[href^="#"]').first().getAttribute('href'))!.slice(1);
    const contentsFirst = await contents.evaluate((button, id) => {
      const heading = document.getElementById(id);
      return heading !== null && (button.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    }, firstSection);
    expect(contentsFirst).toBe(true);
    // Tab from the top: "Contents" is reached before any stop after the guide's first section heading.
    const afterHeading: string[] = [];
    for (let n = 0; n < MAX_STOPS; n += 1) {
      await page.keyboard.press('Tab');
      if (await contents.evaluate((button) => button === document.activeElement)) break;
      const late = await page.evaluate((id) => {
        const el = document.activeElement;
        const heading = document.getElementById(id);
        if (!el || !heading || el === document.body) return 'focus left the page before "Contents"';
        return heading.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING
          ? `${el.localName} "${el.textContent?.trim().slice(0, 40)}"`
          : null;
      }, firstSection);
      if (late) {
        afterHeading.push(late);
        break;
      }
    }
    expect(afterHeading).toEqual([]);
    await expect(contents).toBeFocused();
  });
});

/** How far around a focused element its indicator is looked for: outline width and offset with room to spare. */
const RING_REACH = 12;

/** A picture of `clip` (viewport pixels, one per CSS pixel) as raw RGB. */
async function picture(page: Page, clip: {x: number; y: number; width: number; height: number}): Promise<RawImage> {
  const png = await page.screenshot({clip, animations: 'disabled', caret: 'hide', scale: 'css'});
  const {data, info} = await sharp(png).removeAlpha().raw().toBuffer({resolveWithObject: true});
  return {data, width: info.width, height: info.height, channels: info.channels};
}

/** The site's frame: the same navbar and footer components on every page. */
const FRAME = '.navbar, footer';

/**
 * Tabs through the page from the top; at each stop photographs the area
 * around the focused element with focus and without (blurred: the next Tab
 * still starts from it) and measures the indicator. Returns each stop whose focus shows no change, or a change
 * under 3:1. With `frame: false` the stops in the navbar and footer are passed through unmeasured:
 * they are measured once per width, on the home page.
 */
async function weakFocusIndicators(page: Page, {frame}: {frame: boolean}): Promise<string[]> {
  const problems: string[] = [];
  for (let n = 0; n < MAX_STOPS; n += 1) {
    await page.keyboard.press('Tab');
    // One round trip a stop: where focus is, whether the frame holds it, and, once the page has not
    // scrolled for two frames (the scroll that brings it into view has ended), the area to photograph.
    const stop = await page.evaluate(
      ({reach, selector, measureFrame}) =>
        new Promise<
          | {kind: 'done'}
          | {kind: 'frame'}
          | {
              kind: 'stop';
              label: string;
              clip: {x: number; y: number; width: number; height: number};
              box: {x: number; y: number; width: number; height: number};
            }
        >((resolve) => {
          const focused = document.activeElement as HTMLElement | null;
          if (!focused || focused === document.body) return resolve({kind: 'done'});
          if (!measureFrame && focused.closest(selector) !== null) return resolve({kind: 'frame'});
          let last = -1;
          let still = 0;
          const measure = () => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el === document.body) return resolve({kind: 'done'});
            const r = el.getBoundingClientRect();
            // A ring drawn by an ancestor (a card's :focus-within) is looked for around that ancestor.
            const area = {left: r.left, top: r.top, right: r.right, bottom: r.bottom};
            for (let a = el.parentElement, depth = 0; a && depth < 5; a = a.parentElement, depth += 1) {
              const s = getComputedStyle(a);
              if (s.outlineStyle === 'none' || Number.parseFloat(s.outlineWidth) === 0) continue;
              const b = a.getBoundingClientRect();
              area.left = Math.min(area.left, b.left);
              area.top = Math.min(area.top, b.top);
              area.right = Math.max(area.right, b.right);
              area.bottom = Math.max(area.bottom, b.bottom);
            }
            const left = Math.max(0, Math.floor(area.left - reach));
            const top = Math.max(0, Math.floor(area.top - reach));
            const right = Math.min(document.documentElement.clientWidth, Math.ceil(area.right + reach));
            const bottom = Math.min(window.innerHeight, Math.ceil(area.bottom + reach));
            const text = (el.innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40);
            resolve({
              kind: 'stop',
              label: `${el.localName}${el.id ? `#${el.id}` : ''} "${text}"`,
              clip: {x: left, y: top, width: right - left, height: bottom - top},
              box: {x: r.left - left, y: r.top - top, width: r.width, height: r.height},
            });
          };
          const tick = () => {
            still = window.scrollY === last ? still + 1 : 0;
            last = window.scrollY;
            if (still >= 2) measure();
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
      {reach: RING_REACH, selector: FRAME, measureFrame: frame},
    );
    if (stop.kind === 'done') return problems;
    if (stop.kind === 'frame') continue;
    if (stop.clip.width < 1 || stop.clip.height < 1) {
      problems.push(`${stop.label}: not in view when focused`);
      continue;
    }
    const focused = await picture(page, stop.clip);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    const unfocused = await picture(page, stop.clip);
    const indicator = focusIndicator(focused, unfocused, stop.box);
    if (indicator.changed === 0) problems.push(`${stop.label}: focus changes no pixel`);
    else if (indicator.ratio! < MIN_INDICATOR_CONTRAST)
      problems.push(`${stop.label}: ${hex(indicator.color!)} on ${hex(indicator.background!)} is ${indicator.ratio!.toFixed(2)}:1`);
  }
  throw new Error(`focus did not come round after ${MAX_STOPS} Tab stops`);
}

test.describe('2.4.7 Focus visible and 1.4.11 its contrast: every Tab stop shows focus at 3:1', () => {
  test.beforeEach(({page}) => instantScroll(page));
  test('the frame is measured on the home page', () => {
    expect(PAGE_TYPES.map((pageType) => pageType.type)).toContain('home');
  });
  for (const viewport of [LAPTOP, PHONE]) {
    // Every page type, or those whose page the quick check names (E2E_PAGES).
    for (const {type, path} of reachedOnly(PAGE_TYPES, (t) => t.path)) {
      test(`${type} at ${viewport.width}px`, onPages(path), async ({page}) => {
        test.setTimeout(180_000);
        await declineCookies(page);
        await page.setViewportSize(viewport);
        await page.goto(path);
        await ready(page);
        expect(await weakFocusIndicators(page, {frame: type === 'home'})).toEqual([]);
      });
    }
  }
});
