import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {formatDate} from '@site/src/lib/dates';
import styles from './styles.module.css';
import type {ArchiveYear} from '@site/src/lib/pluginData';

interface Props {
  archive: {title: string; listPath: string; listName: string; count: number; years: ArchiveYear[]};
}

export default function PostArchive({archive}: Props): React.ReactElement {
  return (
    <Layout
      title={archive.title}
      description={`Every one of our ${archive.count} ${archive.listName.toLowerCase()}, newest first, by year.`}>
      <main className={styles.main}>
        <p className={styles.back}>
          <Link to={archive.listPath}>← All {archive.listName.toLowerCase()}</Link>
        </p>
        <h1>{archive.title}</h1>
        <p className={styles.lead}>{archive.count} published, newest first.</p>
        {archive.years.map((year) => (
          <section key={year.year} className={styles.year} aria-labelledby={`year-${year.year}`}>
            <h2 id={`year-${year.year}`}>{year.year}</h2>
            <ul className={styles.list}>
              {year.posts.map((post) => (
                <li key={post.permalink} className={styles.item}>
                  <time dateTime={post.date} className={styles.date}>
                    {formatDate(post.date, 'monthDay')}
                  </time>
                  <Link to={post.permalink}>{post.title}</Link>
                  {post.category && <span className={styles.category}>{post.category}</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
