/**
 * The in-page section menu of guides and FAQ pages (src/components/DocSectionMenu):
 * the pages of the current docs sidebar, in sidebar order, for readers on
 * screens too narrow for the sidebar itself. Pure over the sidebar's items,
 * the shape the docs plugin hands its theme (`PropSidebarItem`).
 */

import {withoutTrailingSlash} from './url';

/** The parts of a docs sidebar item the menu reads. */
export type SidebarItemLike =
  | {type: 'link'; label: string; href: string; unlisted?: boolean}
  | {type: 'category'; label: string; href?: string; linkUnlisted?: boolean; items: readonly SidebarItemLike[]}
  | {type: 'html'};

export interface SectionLink {
  label: string;
  href: string;
  /** 0 for a top-level entry, 1 for a page inside a category, and so on. */
  depth: number;
}

/**
 * Every page the sidebar links to, in order: a category's own page (when it
 * has one) before its pages. Unlisted pages, external links and HTML
 * entries are left out, and a page listed twice appears once.
 */
export function sectionLinks(items: readonly SidebarItemLike[], depth = 0): SectionLink[] {
  const links: SectionLink[] = [];
  for (const item of items) {
    if (item.type === 'link') {
      if (!item.unlisted && item.href.startsWith('/')) links.push({label: item.label, href: item.href, depth});
    } else if (item.type === 'category') {
      if (item.href && !item.linkUnlisted) links.push({label: item.label, href: item.href, depth});
      links.push(...sectionLinks(item.items, depth + 1));
    }
  }
  const seen = new Set<string>();
  return links.filter((link) => !seen.has(link.href) && seen.add(link.href));
}

/** The section's name: the label of the sidebar's one top-level category, or null when it has several or none. */
export function sectionTitle(items: readonly SidebarItemLike[]): string | null {
  const top = items.filter((item) => item.type !== 'html');
  return top.length === 1 && top[0]!.type === 'category' ? top[0]!.label : null;
}

/** Whether a menu link is the page being read (paths compared without a trailing slash). */
export function isCurrentPage(href: string, pathname: string): boolean {
  return withoutTrailingSlash(href) === withoutTrailingSlash(pathname);
}
