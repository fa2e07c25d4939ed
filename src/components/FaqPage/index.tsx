import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import FaqAccordion, {LinkedText} from '@site/src/components/FaqAccordion';
import ReadyToTransform from '@site/src/components/ReadyToTransform';
import {faqPages, type FaqPageData} from '@site/src/data/faqs';
import {faqPageJsonLd, questionCountText} from '@site/src/lib/faq';
import {absoluteUrl} from '@site/src/lib/url';
import styles from './styles.module.css';

/** JSON for an inline script: `<` escaped so an answer can never close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Body of one FAQ page (the doc supplies the h1, metadata and breadcrumbs).
 * The accordion, the FAQPage structured data and the links to the other FAQ
 * pages all read the same data module.
 */
export default function FaqPage({page}: {page: FaqPageData}): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  const others = faqPages.filter((other) => other.id !== page.id);

  return (
    <>
      <Head>
        <script type="application/ld+json">{scriptJson(faqPageJsonLd(page.items, absoluteUrl(siteConfig.url, page.path)))}</script>
      </Head>
      <p className={styles.lead}>
        <LinkedText text={page.intro} />
      </p>
      <p className={styles.count}>{questionCountText(page.items.length)}</p>
      <FaqAccordion items={page.items} headingLevel={2} />
      <nav className={styles.more} aria-labelledby="more-faqs">
        <h2 id="more-faqs">More questions, by topic</h2>
        {/* A div list: the docs' Markdown list styles would indent a real ul. */}
        <div role="list" className={styles.moreList}>
          {others.map((other) => (
            <div role="listitem" key={other.id} className={styles.moreItem}>
              <Link to={other.path}>{other.title}</Link>
              <span className={styles.moreCount}>{questionCountText(other.items.length)}</span>
            </div>
          ))}
        </div>
      </nav>
      <ReadyToTransform />
    </>
  );
}
