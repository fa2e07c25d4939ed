import React from 'react';
import Link from '@docusaurus/Link';
import {ArrowRight, BookOpen, Newspaper} from 'lucide-react';
import {guides, relatedContent, type GuideId} from '@site/src/data/guides';
import styles from './RelatedContent.module.css';

/** "Keep reading": three related guides as cards, then the featured insights for this guide's readers. */
export default function RelatedContent({current}: {current: GuideId}): React.ReactElement {
  const related = relatedContent[current];
  return (
    <section className={styles.related} aria-labelledby="related-content" data-pagefind-ignore="all">
      <h2 id="related-content" className={styles.title}>
        Keep reading
      </h2>
      <ul className={styles.cards}>
        {related.guides.map((id) => {
          const guide = guides[id];
          return (
            <li key={id} className={styles.card}>
              <BookOpen aria-hidden="true" size={20} className={styles.cardIcon} />
              <Link to={guide.path} className={styles.cardLink}>
                {guide.title}
              </Link>
              <p className={styles.cardSummary}>{guide.summary}</p>
              <span className={styles.cardMeta}>Guide · {guide.readTime}</span>
            </li>
          );
        })}
      </ul>
      <h3 className={styles.subTitle}>
        <Newspaper aria-hidden="true" size={18} />
        Featured insights
      </h3>
      <ul className={styles.insights}>
        {related.insights.map((post) => (
          <li key={post.slug}>
            <Link to={`/insights/${post.slug}`} className={styles.insightLink}>
              {post.title}
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
