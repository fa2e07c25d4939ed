import React from 'react';
import styles from './GuideColumns.module.css';

interface Props {
  /** The sticky column: the table of contents or the Further Resources list. */
  aside: React.ReactNode;
  /**
   * On phones the aside stacks above the article (a table of contents) or below it (resources). It comes
   * in that place in the markup too, so focus reaches a table of contents before the article (WCAG 2.4.3);
   * on wide screens the grid puts it in the right-hand column either way.
   */
  asideOnMobile?: 'before' | 'after';
  children: React.ReactNode;
}

/**
 * A guide's two columns: the article and a sticky aside on wide screens,
 * one column on phones. The docs theme's own TOC column is switched off on
 * guide pages (`hide_table_of_contents`), so this aside takes its place.
 */
export default function GuideColumns({aside, asideOnMobile = 'after', children}: Props): React.ReactElement {
  const asideColumn = <aside className={styles.aside}>{aside}</aside>;
  return (
    <div className={styles.columns} data-aside-mobile={asideOnMobile}>
      {asideOnMobile === 'before' && asideColumn}
      <div className={styles.article}>{children}</div>
      {asideOnMobile === 'after' && asideColumn}
    </div>
  );
}
