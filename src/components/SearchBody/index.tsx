import React from 'react';
import {NAMED_TYPES, type SearchType} from '@site/src/lib/searchIndex';
import styles from './styles.module.css';

interface Props {
  /** The result type the page has in site search. */
  type: SearchType;
  /** The page's name as a search result shows it (the document title without the brand); else its first h1. */
  title?: string;
  /** A post's category, offered as a search filter. */
  category?: string;
  children: React.ReactNode;
}

/**
 * Marks a page's own content for the site search index (Pagefind, built
 * after the build by src/plugins/post-build/search.ts): only text inside
 * this element is indexed, minus what is marked `data-pagefind-ignore`. It
 * gives the index the page's title (matches in it rank first), its type and
 * a post's category, as metadata and as filters. The box itself takes no
 * room (`display: contents`), so wrapping a page changes nothing on screen.
 */
export default function SearchBody({type, title, category, children}: Props): React.ReactElement {
  // Attribute captures first: an inline `key:value` entry must come last and runs to the end.
  const named = title && NAMED_TYPES.includes(type) ? 'name[data-search-title]' : null;
  const meta = [title ? 'title[data-search-title]' : null, named, category ? 'category[data-search-category]' : null, `type:${type}`];
  const filters = [category ? 'category[data-search-category]' : null, `type:${type}`];
  return (
    <div
      className={styles.body}
      data-pagefind-body=""
      data-search-title={title || undefined}
      data-search-category={category}
      data-pagefind-meta={meta.filter(Boolean).join(', ')}
      data-pagefind-filter={filters.filter(Boolean).join(', ')}>
      {children}
    </div>
  );
}

/**
 * Leaves what it wraps out of the site search index (navigation, calls to
 * action, lists of other pages) without adding a box to the layout.
 */
export function SearchIgnore({children}: {children: React.ReactNode}): React.ReactElement {
  return (
    <div className={styles.body} data-pagefind-ignore="all">
      {children}
    </div>
  );
}
