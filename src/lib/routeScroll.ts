/**
 * How the page moves when the address changes: a new page starts at its top
 * (or at the section its address names) at once, while a link to a section of
 * the same page may glide there. Pure: the client module applies it.
 */

interface Place {
  pathname: string;
}

/** Whether a navigation opens another page, which must not animate its scroll to the top. */
export function opensAnotherPage(from: Place | null | undefined, to: Place): boolean {
  return from != null && from.pathname !== to.pathname;
}

/** Set on `<html>` while a new page takes over: the stylesheet turns smooth scrolling off under it. */
export const ROUTE_CHANGE_ATTRIBUTE = 'data-route-change';
