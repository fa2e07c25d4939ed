import React from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {formatDate} from '@site/src/lib/dates';
import {COVER_SIZES, coverImage} from '@site/src/lib/covers';
import {insightsLink, sections} from '@site/src/data/home';
import Section from '@site/src/components/Home/Section';
import styles from './styles.module.css';
import type {FeaturedPostsGlobalData, PostSummary} from '@site/src/lib/pluginData';

function PostCard({post}: {post: PostSummary}): React.ReactElement {
  const titleId = `insight-${post.slug}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <img className={styles.cover} {...coverImage(post.permalink, COVER_SIZES.card)} alt={post.imageAlt} loading="lazy" decoding="async" />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{post.category}</span>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <h3 id={titleId} className={styles.title}>
          <Link to={post.permalink} className={styles.titleLink}>
            {post.title}
          </Link>
        </h3>
        <p className={styles.description}>{post.description}</p>
        <p className={styles.reading}>{post.readingTime} min read</p>
      </div>
    </article>
  );
}

/** The three newest insights, from the featured-posts plugin's build-time data. */
export default function LatestInsights(): React.ReactElement {
  const {latest} = usePluginData('featured-posts') as FeaturedPostsGlobalData;
  return (
    <Section id="insights" copy={sections.insights} tone="tinted" more={insightsLink} searchIgnore>
      <div className={styles.grid}>
        {latest.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </div>
    </Section>
  );
}
