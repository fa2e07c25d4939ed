import React, {createContext, useContext} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogListHeader, {useBlogListHeading} from '@site/src/components/BlogListHeader';
import PostCard from '@site/src/components/PostCard';
import {usePostFacts} from '@site/src/components/PostCard/postFacts';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogPostItemsType>;

/** Posts whose covers are likely above the fold, loaded at once rather than lazily. */
const EagerPermalinks = createContext<readonly string[]>([]);
const EAGER_COUNT = 3;

/** One list item: the post as a card (cover, category, title, date, reading time, description). */
function PostCardItem(): React.ReactElement {
  const {metadata} = useBlogPost();
  const facts = usePostFacts();
  const eager = useContext(EagerPermalinks).includes(metadata.permalink);
  return (
    <li className={styles.item}>
      <PostCard
        permalink={metadata.permalink}
        title={metadata.title}
        description={metadata.description}
        date={metadata.date}
        label={facts.label}
        readingTime={facts.readingTime}
        image={facts.image}
        imageAlt={facts.imageAlt}
        eager={eager}
        readLabel={facts.isCaseStudy ? 'Read the case study' : 'Read the insight'}
      />
    </li>
  );
}

/**
 * Wrapper: list, tag and author pages show posts as a grid of cards instead
 * of stacked excerpts. The theme's own BlogPostItems still maps the posts
 * and provides each one's context; only the item component is ours.
 */
export default function BlogPostItemsWrapper(props: Props): React.ReactElement {
  const heading = useBlogListHeading();
  const eager = props.items.slice(0, EAGER_COUNT).map((item) => item.content.metadata.permalink);
  return (
    <>
      {heading && <BlogListHeader heading={heading} />}
      <EagerPermalinks.Provider value={eager}>
        <ul className={styles.grid}>
          <BlogPostItems {...props} component={PostCardItem} />
        </ul>
      </EagerPermalinks.Provider>
    </>
  );
}
