import React from 'react';
import Link from '@docusaurus/Link';
import {ArrowRight} from 'lucide-react';
import {faqPages} from '@site/src/data/faqs';
import {questionCountText} from '@site/src/lib/faq';
import {gridColumnsStyle} from '@site/src/lib/grid';
import styles from './styles.module.css';

/**
 * The /faqs hub: one card per FAQ page; each count is the page's own number of questions. As
 * many columns as leaves no card alone on the last row (src/lib/grid.ts).
 */
export default function FaqHub(): React.ReactElement {
  const total = faqPages.reduce((sum, page) => sum + page.items.length, 0);
  return (
    <>
      <p className={styles.total}>
        {questionCountText(total)} answered across {faqPages.length} topics
      </p>
      {/* A div list: the docs' Markdown list styles would indent and space a real ul. */}
      <div
        role="list"
        className={styles.grid}
        style={gridColumnsStyle(faqPages.length, 2) as React.CSSProperties}
        aria-label="FAQ topics"
        data-pagefind-ignore="all">
        {faqPages.map((page) => (
          <div role="listitem" key={page.id} className={styles.card}>
            <h2 className={styles.title}>
              <Link to={page.path} className={styles.link}>
                {page.title}
              </Link>
            </h2>
            <p className={styles.description}>{page.description}</p>
            <div className={styles.footer}>
              <span className={styles.count} data-faq-count={page.path}>
                {questionCountText(page.items.length)}
              </span>
              <ArrowRight aria-hidden="true" size={18} className={styles.arrow} />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
