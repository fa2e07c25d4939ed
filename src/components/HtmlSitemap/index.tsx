import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {formatDate} from '@site/src/lib/dates';
import styles from './styles.module.css';
import type {HtmlSitemapData, SitemapSection} from '@site/src/lib/pluginData';

interface Props {
  /** Built by the html-sitemap plugin from the build's real routes and posts. */
  sitemap: HtmlSitemapData;
}

/** Long lists (articles, topics) flow into columns; short ones stay a single column. */
function Section({section}: {section: SitemapSection}): React.ReactElement {
  const headingId = `sitemap-${section.id}`;
  const many = section.links.length > 8;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {section.title} <span className={styles.count}>({section.links.length})</span>
      </h2>
      <p className={styles.sectionDescription}>{section.description}</p>
      <ul className={many ? styles.columns : styles.list}>
        {section.links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.label}</Link>
            {link.date && (
              <>
                {' '}
                <time className={styles.date} dateTime={link.date}>
                  {formatDate(link.date, 'short')}
                </time>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HtmlSitemap({sitemap}: Props): React.ReactElement {
  return (
    <Layout
      title="Sitemap"
      description="Every public page of the Keelson RevOps site in one place: services, free tools, guides, FAQs, insights and case studies.">
      <main className={styles.page}>
        <header className={styles.header}>
          <h1>Sitemap</h1>
          <p className={styles.lead}>
            All {sitemap.total} public pages of this site, grouped by section. Search engines can use the{' '}
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a file, not a page */}
            <a href="/sitemap.xml">XML sitemap</a> instead.
          </p>
          <nav aria-label="Sitemap sections" className={styles.jump}>
            <ul>
              {sitemap.sections.map((s) => (
                <li key={s.id}>
                  {/* eslint-disable-next-line @docusaurus/no-html-links -- an anchor on this page */}
                  <a href={`#sitemap-${s.id}`}>{s.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {sitemap.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </main>
    </Layout>
  );
}
