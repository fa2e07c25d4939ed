/**
 * Which top-level entry of the navbar holds the page being shown: a link
 * holds its own page and every page below it (`/about` holds `/about/team`);
 * a menu holds whatever its links hold, nested groups included (Services
 * holds `/services/analytics-bi`, Insights holds every post under
 * `/insights`). Pure over the navigation data (src/config/navbar.ts).
 */
import type {NavEntry, NavGroup, NavLink} from '../config/navbar';
import {normalizePath} from './url';

/** Whether `pathname` is the page `href` or a page below it. The home page holds only itself. */
export function isWithin(pathname: string, href: string): boolean {
  const page = normalizePath(pathname);
  const target = normalizePath(href);
  if (target === '/') return page === '/';
  return page === target || page.startsWith(`${target}/`);
}

/** Every link an entry leads to: a link itself, or a menu's links, its groups' links included. */
export function entryLinks(entry: NavEntry): NavLink[] {
  if (!('items' in entry)) return [entry];
  return entry.items.flatMap((item: NavLink | NavGroup) => ('items' in item ? item.items : [item]));
}

/**
 * The name of the top-level entry holding the page, or undefined when none
 * does (the home page, the contact page). When several do, the one with the
 * longest matching link wins (the most specific), then the first in order.
 */
export function currentEntry(pathname: string, entries: readonly NavEntry[]): string | undefined {
  let best: {name: string; length: number} | undefined;
  for (const entry of entries) {
    for (const link of entryLinks(entry)) {
      const length = normalizePath(link.href).length;
      if (isWithin(pathname, link.href) && (!best || length > best.length)) best = {name: entry.name, length};
    }
  }
  return best?.name;
}
