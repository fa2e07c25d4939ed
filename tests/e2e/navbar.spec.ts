/**
 * The desktop navbar as a designer checks it, measured in the browser on the
 * production build at every width where the full menu shows: one row (every
 * top-level item, the logo, the search box and both calls to action share the
 * bar's vertical center, within a pixel, with and without WCAG text
 * spacing), one style for the top-level items (color, weight, size), and the
 * current section marked by more than color, with `aria-current`; and the
 * page under it starts its column where the bar starts its logo (its title's
 * left edge within a pixel of the logo's). The rules are in
 * tools/page-checks/rows.ts; a failure names the item and its offset.
 */
import type {Page} from '@playwright/test';
import {PAGE_TYPES} from '../../scripts/page-types.mjs';
import {test, expect, openDeclined, resize} from './fixtures';
import {onPages} from './support/specPages';
import {applyTextSpacing} from './support/textSpacing';
import {brand} from '../../src/config/site';
import {getStartedButton, isDropdown, mainNavigation, playbookButton, type NavLink} from '../../src/config/navbar';
import {currentEntry} from '../../src/lib/navSection';
import {NAVBAR_MENU_MIN_WIDTH} from '../../src/lib/viewport';
import {centerFaults, styleFaults, type NamedSpan, type StyledItem} from '../../tools/page-checks/rows';

/** The widest desktop most visitors have; the full menu shows from NAVBAR_MENU_MIN_WIDTH. */
const WIDTHS = [NAVBAR_MENU_MIN_WIDTH, 1280, 1440, 1920] as const;

function pageOfType(type: string): string {
  const found = PAGE_TYPES.find((p) => p.type === type);
  if (!found) throw new Error(`scripts/page-types.mjs has no page type "${type}"`);
  return found.path;
}

/** Three page types: the home page (no section), a service (a menu's section) and a post (a menu's section, below its list). */
const PAGES = ['home', 'service page', 'post'].map(pageOfType);
/** The page of the first plain link of the bar: a link, not a menu, whose own page is current. */
const LINK_PAGE = mainNavigation.find((entry): entry is NavLink => !isDropdown(entry));
if (!LINK_PAGE) throw new Error('src/config/navbar.ts: the bar has no plain link');

/** What the top-level items must share. */
const ITEM_STYLE = ['color', 'font-weight', 'font-size', 'font-family'];
/** Ways to mark the current section other than color: one of them must set it apart from the other items. */
const MARKS = [
  'text-decoration-line',
  'text-decoration-thickness',
  'border-bottom-style',
  'border-bottom-width',
  'box-shadow',
  'outline-style',
];

interface Bar {
  bar: NamedSpan;
  /** Every item that must share the bar's center: the top-level items, the logo, the search box, both calls to action. */
  row: NamedSpan[];
  /** The top-level items, with their computed styles and `aria-current`. */
  items: (StyledItem & {current: string | null; tag: string; marks: string})[];
  /** The left edges of the logo and of the page's title (`main h1`), in px; null when either is missing. */
  logoLeft: number | null;
  titleLeft: number | null;
}

/** Measures the desktop bar as drawn. */
function measureBar({
  logoName,
  ctaNames,
  itemStyle,
  marks,
}: {
  logoName: string;
  ctaNames: string[];
  itemStyle: string[];
  marks: string[];
}): Bar {
  const header = document.querySelector('header')!;
  const span = (name: string, el: Element): NamedSpan => {
    const r = el.getBoundingClientRect();
    return {name, top: r.top, bottom: r.bottom};
  };
  const shown = (el: Element) => el.checkVisibility() && el.getBoundingClientRect().height > 0;
  const text = (el: Element) => ((el as HTMLElement).innerText || '').trim().replace(/\s+/g, ' ');
  const nav = header.querySelector('nav[aria-label="Main"]')!;
  const itemEls = Array.from(nav.querySelectorAll(':scope > ul > li > a, :scope > ul > li > button')).filter(shown);
  const links = Array.from(header.querySelectorAll('a')).filter(shown);
  const row: NamedSpan[] = itemEls.map((el) => span(text(el), el));
  const logo = links.find((a) => a.getAttribute('aria-label') === logoName);
  if (logo) row.push(span('logo', logo));
  const search = Array.from(header.querySelectorAll('input')).find(shown);
  if (search) row.push(span('search box', search));
  for (const name of ctaNames) {
    const cta = links.find((a) => text(a).startsWith(name));
    if (cta) row.push(span(name, cta));
  }
  const title = document.querySelector('main h1');
  return {
    bar: span('the bar', header),
    row,
    logoLeft: logo ? logo.getBoundingClientRect().left : null,
    titleLeft: title && shown(title) ? title.getBoundingClientRect().left : null,
    items: itemEls.map((el) => {
      const computed = getComputedStyle(el);
      return {
        name: text(el),
        tag: el.localName,
        current: el.getAttribute('aria-current'),
        style: Object.fromEntries(itemStyle.map((p) => [p, computed.getPropertyValue(p)])),
        marks: marks.map((p) => computed.getPropertyValue(p)).join(' | '),
      };
    }),
  };
}

/** Sets the width, with the pointer resting below the bar (it hovers no item), and waits for two frames at the new size. */
async function atWidth(page: Page, width: number): Promise<void> {
  await page.mouse.move(width / 2, 700);
  await resize(page, width);
}

const measure = (page: Page) =>
  page.evaluate(measureBar, {
    logoName: `${brand.name} home`,
    ctaNames: [playbookButton.name, getStartedButton.name],
    itemStyle: ITEM_STYLE,
    marks: MARKS,
  });

/** What is wrong with the bar on this page at this width; empty when nothing is. */
function barFaults(bar: Bar, path: string): string[] {
  const faults: string[] = [];
  const names = bar.items.map((item) => item.name);
  const expected = mainNavigation.map((entry) => entry.name);
  if (names.join('|') !== expected.join('|')) faults.push(`the bar shows ${JSON.stringify(names)}, not ${JSON.stringify(expected)}`);
  const rowNames = bar.row.map((item) => item.name);
  for (const name of ['logo', 'search box', playbookButton.name, getStartedButton.name])
    if (!rowNames.includes(name)) faults.push(`no ${name} shows in the bar`);
  faults.push(...centerFaults(bar.bar, bar.row));
  faults.push(...styleFaults('the top-level items', bar.items));
  const current = currentEntry(path, mainNavigation);
  for (const item of bar.items) {
    const want =
      item.name !== current
        ? null
        : item.tag === 'a' && mainNavigation.some((e) => e.name === item.name && !isDropdown(e) && e.href === path)
          ? 'page'
          : 'true';
    if (item.current !== want) faults.push(`"${item.name}" has aria-current ${JSON.stringify(item.current)}, not ${JSON.stringify(want)}`);
  }
  const marked = bar.items.find((item) => item.name === current);
  if (marked) {
    const alike = bar.items.filter((item) => item !== marked && item.marks === marked.marks).map((item) => `"${item.name}"`);
    if (alike.length > 0)
      faults.push(
        `the current section "${marked.name}" is drawn like ${alike.join(', ')} but for color (${MARKS.join(', ')}: ${marked.marks})`,
      );
  }
  return faults;
}

/**
 * Whether the page's column starts under the logo: its title's left edge within a pixel of the
 * logo's. Not with WCAG text spacing, where the wider items may push the logo out of the column.
 */
function columnFaults(bar: Bar): string[] {
  const faults: string[] = [];
  if (bar.logoLeft === null || bar.titleLeft === null) faults.push(`no ${bar.logoLeft === null ? 'logo' : 'title (main h1)'} shows`);
  else if (Math.abs(bar.titleLeft - bar.logoLeft) > 1)
    faults.push(
      `the page's title starts at x ${bar.titleLeft.toFixed(1)}, ${Math.abs(bar.titleLeft - bar.logoLeft).toFixed(1)} px ${
        bar.titleLeft > bar.logoLeft ? 'right' : 'left'
      } of the logo (x ${bar.logoLeft.toFixed(1)})`,
    );
  return faults;
}

test.describe("the desktop navbar: one row, one style, the current section marked, the page's column under the logo", () => {
  for (const path of PAGES) {
    for (const spacing of [false, true]) {
      test(`${path}${spacing ? ' with WCAG text spacing' : ''}`, onPages(path), async ({page}) => {
        await openDeclined(page, path);
        if (spacing) await applyTextSpacing(page);
        const faults: string[] = [];
        for (const width of WIDTHS) {
          await atWidth(page, width);
          const bar = await measure(page);
          faults.push(...[...barFaults(bar, path), ...(spacing ? [] : columnFaults(bar))].map((f) => `at ${width}px: ${f}`));
        }
        expect(faults).toEqual([]);
      });
    }
  }

  test(`${LINK_PAGE.name}'s own page: its link is the current page`, onPages(LINK_PAGE.href), async ({page}) => {
    await openDeclined(page, LINK_PAGE.href);
    await atWidth(page, 1280);
    const bar = await measure(page);
    expect([...barFaults(bar, LINK_PAGE.href), ...columnFaults(bar)]).toEqual([]);
  });
});
