/**
 * The site walk's legibility check: every visible button and every link
 * styled as a button must show its text at a contrast of at least 4.5:1
 * against the color that covers most of its box as painted. The page is
 * photographed in bands that hold its controls (`bands`), and each
 * box is cropped from its band's picture; the color logic is tools/page-checks/legibility.ts.
 */
import {errors, type Page} from '@playwright/test';
import sharp from 'sharp';
import {bands, crop, hex, isButtonStyled, MIN_TEXT_CONTRAST, paintedContrast, parseCssColor} from '../../../tools/page-checks/legibility';
import type {Box, LinkStyle, RawImage} from '../../../tools/page-checks/legibility';

interface Control {
  label: string;
  /** In document coordinates. */
  box: Box;
  /** The computed color of the element that holds the label's first visible text. */
  textColor: string;
  /** For links: what tells a button-styled link from a text link. Absent for buttons. */
  linkStyle?: LinkStyle;
}

/**
 * How long one band's picture may take: under a second, several on a busy machine. Chromium's
 * capture of a full-page clip (`captureBeyondViewport`) can, rarely, never come back, and the tab
 * then draws no more frames: a later wait for an animation frame in it never ends either, while
 * its scripts still answer. Past this limit the check throws `StalledTab`, and the caller goes
 * on in a new tab (tests/e2e/site-walk.spec.ts).
 */
export const PICTURE_TIMEOUT_MS = 45_000;

/**
 * Visible, enabled buttons and links with a visible text label, and not
 * covered by a fixed element (an open cookie banner) that they are not part of.
 */
function visibleControls(): Control[] {
  const shown = (el: Element) => el.checkVisibility({opacityProperty: true, visibilityProperty: true});
  const fixed = Array.from(document.body.querySelectorAll('*')).filter((el) => getComputedStyle(el).position === 'fixed' && shown(el));
  const covered = (el: Element, r: DOMRect) =>
    fixed.some((f) => {
      if (f.contains(el) || el.contains(f)) return false;
      const o = f.getBoundingClientRect();
      return o.width > 0 && o.height > 0 && o.left < r.right && o.right > r.left && o.top < r.bottom && o.bottom > r.top;
    });
  /** The element holding the first text a sighted visitor reads in `el` (not a visually hidden label). */
  const labelHolder = (el: Element): Element | null => {
    if (el instanceof HTMLInputElement) return el;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
      const r = parent.getBoundingClientRect();
      if (r.width > 1 && r.height > 1) return parent;
    }
    return null;
  };
  const px = (value: string) => Number.parseFloat(value) || 0;
  const controls: Control[] = [];
  const candidates = document.querySelectorAll(
    'button, [role="button"], input[type="submit"], input[type="button"], input[type="reset"], a[href]',
  );
  for (const el of Array.from(candidates)) {
    if (!shown(el) || el.matches(':disabled, [aria-disabled="true"]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || covered(el, r)) continue;
    const holder = labelHolder(el);
    if (!holder) continue;
    const label = (el instanceof HTMLInputElement ? el.value : (el as HTMLElement).innerText).trim().replace(/\s+/g, ' ');
    const control: Control = {
      label,
      box: {x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height},
      textColor: getComputedStyle(holder).color,
    };
    if (el.localName === 'a') {
      const s = getComputedStyle(el);
      control.linkStyle = {
        className: typeof el.className === 'string' ? el.className : '',
        display: s.display,
        backgroundColor: s.backgroundColor,
        backgroundImage: s.backgroundImage,
        borderWidths: [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth].map(px),
        borderStyles: [s.borderTopStyle, s.borderRightStyle, s.borderBottomStyle, s.borderLeftStyle],
        paddingLeft: px(s.paddingLeft),
        paddingRight: px(s.paddingRight),
        holdsBlocks: el.querySelector('h1, h2, h3, h4, h5, h6, p, img, picture, video') !== null,
      };
    }
    controls.push(control);
  }
  return controls;
}

/** One band of the page, one image pixel per CSS pixel (the unit of the boxes measured). */
function picture(page: Page, clip: Box): Promise<Buffer> {
  return page.screenshot({fullPage: true, clip, animations: 'disabled', caret: 'hide', scale: 'css', timeout: PICTURE_TIMEOUT_MS});
}

/** A band's picture did not come back in time: the tab draws no more frames, so nothing more can be measured in it. */
export class StalledTab extends Error {
  constructor(where: string) {
    super(`${where}: the picture did not come back in ${PICTURE_TIMEOUT_MS / 1000} s`);
    this.name = 'StalledTab';
  }
}

/**
 * The buttons and button-styled links of the page as it is now, each whose
 * text falls under 4.5:1 against its painted box described in one line.
 * An empty list means every one is legible. Throws `StalledTab` when a
 * picture does not come back.
 */
export async function illegibleControls(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const controls = (await page.evaluate(visibleControls)).filter((c) => !c.linkStyle || isButtonStyled(c.linkStyle));
  // Every page has at least the footer's "Cookie settings" button: none found means the search is broken.
  if (controls.length === 0) return ['no button found to measure'];
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const problems: string[] = [];
  for (const clip of bands(
    controls.map((c) => c.box),
    pageWidth,
  )) {
    const shot = await picture(page, clip).catch((error: Error) => {
      if (!(error instanceof errors.TimeoutError)) throw error;
      throw new StalledTab(`${new URL(page.url()).pathname} at ${page.viewportSize()?.width}px, y ${clip.y}-${clip.y + clip.height}`);
    });
    const {data, info} = await sharp(shot).raw().toBuffer({resolveWithObject: true});
    const image: RawImage = {data, width: info.width, height: info.height, channels: info.channels};
    for (const control of controls) {
      if (control.box.y < clip.y || control.box.y + control.box.height > clip.y + clip.height) continue;
      const pixels = crop(image, {...control.box, x: control.box.x - clip.x, y: control.box.y - clip.y});
      const text = parseCssColor(control.textColor);
      if (!pixels) continue;
      if (!text) {
        problems.push(`"${control.label}": its text color ${control.textColor} cannot be read`);
        continue;
      }
      const {ratio, background, share} = paintedContrast(text, pixels);
      if (ratio < MIN_TEXT_CONTRAST) {
        problems.push(
          `"${control.label}" ${control.linkStyle ? 'link' : 'button'}: text ${hex(text)} on ${hex(background)} ` +
            `(${Math.round(share * 100)}% of its box) is ${ratio.toFixed(2)}:1, under ${MIN_TEXT_CONTRAST}:1`,
        );
      }
    }
  }
  return problems;
}

/** The walk's two widths: a phone and a laptop. */
const WIDTHS = [
  {width: 1280, height: 720},
  {width: 390, height: 844},
] as const;

/**
 * The legibility check at both widths, the page left at the first: each
 * problem is prefixed with the width it shows at.
 */
export async function illegibleControlsAtBothWidths(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    // The layout for the new width is done once two frames have been drawn.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    problems.push(...(await illegibleControls(page)).map((p) => `at ${viewport.width}px: ${p}`));
  }
  await page.setViewportSize(WIDTHS[0]);
  return problems;
}
