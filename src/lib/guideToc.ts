/**
 * Which guide section is "active" in the table of contents: the last
 * section whose heading has scrolled to within
 * 100px of the top of the viewport; near the top of the page, before any
 * heading has got there, the first section. A URL hash scrolls to its
 * section 100 ms after load.
 */

/** A heading counts as reached once its top is this close to the viewport's top. */
export const ACTIVE_SECTION_OFFSET_PX = 100;
/** Delay before a URL hash is scrolled to on load, so layout has settled. */
export const HASH_SCROLL_DELAY_MS = 100;

export interface HeadingPosition {
  id: string;
  /** Distance from the viewport's top to the heading's top, in pixels (negative once scrolled past). */
  top: number;
}

export function activeSectionId(headings: readonly HeadingPosition[], offset: number = ACTIVE_SECTION_OFFSET_PX): string | null {
  if (headings.length === 0) return null;
  let active = headings[0].id;
  for (const heading of headings) {
    if (heading.top <= offset) active = heading.id;
    else break;
  }
  return active;
}

/** The section id a URL hash names, if it is one of the guide's sections. */
export function sectionFromHash(hash: string, ids: readonly string[]): string | null {
  const raw = hash.replace(/^#/, '');
  if (raw === '') return null;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return ids.includes(id) ? id : null;
}
