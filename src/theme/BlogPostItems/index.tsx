import React, {createContext, useContext} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/BlogPostItems';
import type {PropBlogPostContent} from '@docusaurus/plugin-content-blog';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogListHeader, {useBlogListHeading} from '@site/src/components/BlogListHeader';
import PostCard from '@site/src/components/PostCard';
import {usePostFacts} from '@site/src/components/PostCard/postFacts';
import {EAGER_CARDS, spannedGrid} from '@site/src/lib/grid';
import styles from './styles.module.css';
import type {LeanPostContent} from '@site/src/lib/pluginData';

/** Posts whose covers are likely above the fold, loaded at once rather than lazily. */
const EagerPermalinks = createContext<readonly string[]>([]);

/** One list item: the post as a card (cover, category, title, date, reading time, description). */
function PostCardItem({span}: {span: number}): React.ReactElement {
  const {metadata} = useBlogPost();
  const facts = usePostFacts();
  const eager = useContext(EagerPermalinks).includes(metadata.permalink);
  return (
    <li className={styles.item} style={{'--grid-span': String(span)} as React.CSSProperties}>
      <PostCard
        permalink={metadata.permalink}
        title={metadata.title}
        description={metadata.description}
        date={metadata.date}
        label={facts.label}
        readingTime={facts.readingTime}
        imageAlt={facts.imageAlt}
        eager={eager}
        publication={facts.publication}
        readLabel={facts.isCaseStudy ? 'Read the case study' : 'Read the insight'}
      />
    </li>
  );
}

/**
 * List, tag and author pages show posts as a grid of cards instead of
 * stacked excerpts. Their items are the small records of
 * src/plugins/lean-blog (no post text), each provided as the post's context
 * so the card reads it through `useBlogPost()` like any post component.
 * On wide screens the column count follows the number of cards, so none sits
 * alone on the last row, and a row never holds more than three cards: past
 * that, cards span tracks of a finer grid (`spannedGrid`, src/lib/grid.ts).
 */
export default function BlogPostItems({items}: Props): React.ReactElement {
  const heading = useBlogListHeading();
  const posts = items.map((item) => item.content as unknown as LeanPostContent);
  const eager = posts.slice(0, EAGER_CARDS).map((post) => post.metadata.permalink);
  const grid = spannedGrid(posts.length, 3);
  return (
    <>
      {heading && <BlogListHeader heading={heading} />}
      <EagerPermalinks.Provider value={eager}>
        <ul className={clsx('clean-list', styles.grid)} style={{'--grid-columns': String(grid.columns)} as React.CSSProperties}>
          {posts.map((post, index) => (
            <BlogPostProvider key={post.metadata.permalink} content={post as unknown as PropBlogPostContent}>
              <PostCardItem span={grid.spans[index]!} />
            </BlogPostProvider>
          ))}
        </ul>
      </EagerPermalinks.Provider>
    </>
  );
}
