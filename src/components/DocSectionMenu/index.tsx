import React from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {ChevronDown} from 'lucide-react';
import {isCurrentPage, sectionLinks, sectionTitle, type SidebarItemLike} from '@site/src/lib/sectionMenu';
import styles from './styles.module.css';

/**
 * The pages of the current guides or FAQ sidebar as a disclosure above the
 * page, for screens where the theme hides the sidebar (under 997px). A
 * native <details>: it opens from the keyboard and works before the scripts
 * load. It closes again on every new page (keyed by path).
 */
export default function DocSectionMenu(): React.ReactElement | null {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  if (!sidebar) return null;
  const items = sidebar.items as readonly SidebarItemLike[];
  const links = sectionLinks(items);
  if (links.length < 2) return null;
  const title = sectionTitle(items) ?? 'Pages';
  return (
    <nav className={styles.menu} aria-label={`${title} pages`}>
      <details key={pathname} className={styles.details}>
        <summary className={styles.summary}>
          <span className={styles.eyebrow}>In this section</span>
          <span className={styles.title}>{title}</span>
          <ChevronDown aria-hidden="true" size={18} className={styles.chevron} />
        </summary>
        <ul className={styles.list}>
          {links.map((link) => {
            const current = isCurrentPage(link.href, pathname);
            return (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className={styles.link}
                  data-depth={Math.min(link.depth, 2)}
                  aria-current={current ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </details>
    </nav>
  );
}
