/**
 * Viewport and connection classes, and the navbar's scrolled state: the
 * breakpoints the layout and the web-vitals ratings share.
 */

/** The navbar turns white with a shadow once the page is scrolled past this many pixels. */
export const SCROLL_THRESHOLD_PX = 10;
/** Widths below this are mobile. */
export const TABLET_MIN_WIDTH = 768;
/** From this width the layout is a desktop's (web-vitals class, page grids). */
export const DESKTOP_MIN_WIDTH = 1024;
/**
 * From this width the navbar shows its full menu, search box and buttons;
 * below it, the toggle menu. Wider than DESKTOP_MIN_WIDTH: the bar's items
 * need this much room with WCAG text spacing (1.4.12) without one cut off.
 * src/theme/Navbar/styles.module.css uses the same number in its media query.
 */
export const NAVBAR_MENU_MIN_WIDTH = 1200;

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';
export type ConnectionClass = 'fast' | 'slow' | 'unknown';

export function isScrolled(scrollY: number): boolean {
  return scrollY > SCROLL_THRESHOLD_PX;
}

export function deviceClass(width: number): DeviceClass {
  if (!Number.isFinite(width) || width < TABLET_MIN_WIDTH) return 'mobile';
  if (width < DESKTOP_MIN_WIDTH) return 'tablet';
  return 'desktop';
}

export function connectionClass(effectiveType: string | undefined | null): ConnectionClass {
  switch ((effectiveType ?? '').toLowerCase()) {
    case '4g':
    case '5g':
      return 'fast';
    case '2g':
    case 'slow-2g':
    case '3g':
      return 'slow';
    default:
      return 'unknown';
  }
}
