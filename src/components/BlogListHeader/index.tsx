import React, {createContext, useContext} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {CATEGORIES} from '@site/src/data/categories';
import styles from './styles.module.css';

export interface BlogListHeading {
  title: string;
  description: string;
  page: number;
  totalPages: number;
  /** The list's base path, e.g. /insights. */
  basePath: string;
  /** Category links under the heading (insights only). */
  showCategories: boolean;
}

/**
 * Set by the BlogListPage wrapper, read by the BlogPostItems wrapper: the
 * theme's main list page has no h1, and this puts one above its cards
 * without ejecting the page. Tag and author pages, which have their own h1,
 * leave it unset.
 */
export const BlogListHeadingContext = createContext<BlogListHeading | null>(null);

export function useBlogListHeading(): BlogListHeading | null {
  return useContext(BlogListHeadingContext);
}

export default function BlogListHeader({heading}: {heading: BlogListHeading}): React.ReactElement {
  const {pathname} = useLocation();
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{heading.title}</h1>
      <p className={styles.description}>{heading.description}</p>
      {heading.totalPages > 1 && (
        <p className={styles.page}>
          Page {heading.page} of {heading.totalPages}, newest first
        </p>
      )}
      {heading.showCategories && (
        <nav aria-label="Categories">
          <ul className={clsx('clean-list', styles.categories)}>
            {CATEGORIES.map(({name, tag}) => {
              const href = `${heading.basePath}/tags/${tag}`;
              return (
                <li key={tag}>
                  <Link to={href} className={styles.category} aria-current={pathname === href ? 'page' : undefined}>
                    {name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </header>
  );
}
