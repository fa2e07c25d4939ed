import React from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageHead from '@site/src/components/PageHead';
import {modifiedTime, socialOverrides} from '@site/src/lib/head';
import {absoluteUrl} from '@site/src/lib/url';
import {coverAlt} from '@site/src/lib/posts';

/**
 * Wrapper: a post's title and description by the site's head rules (the
 * search title from `title_meta` when set; the social cards carry the full
 * `title`), its social cards from `og_*` and `twitter_*` front matter where
 * the writer set them, `article:modified_time` when the post has a revision date, and
 * absolute author links (the theme writes the authors' `url` as given, and
 * ours are site paths). The theme's other tags (`og:type` article,
 * `article:published_time`, tags, image) stay.
 */
export default function BlogPostPageMetadataWrapper(): React.ReactElement {
  const {metadata} = useBlogPost();
  const {siteConfig} = useDocusaurusContext();
  const frontMatter = metadata.frontMatter as Record<string, unknown>;
  const titleMeta = typeof frontMatter.title_meta === 'string' ? frontMatter.title_meta : undefined;
  const modified = modifiedTime(metadata.lastUpdatedAt);
  const authorUrls = metadata.authors.flatMap((author) => (author.url ? [absoluteUrl(siteConfig.url, author.url)] : []));
  return (
    <>
      <Metadata />
      <PageHead
        title={titleMeta ?? metadata.title}
        headline={metadata.title}
        description={metadata.description}
        social={socialOverrides(frontMatter)}
        coverAlt={coverAlt(frontMatter as Record<string, unknown>)}>
        {authorUrls.length > 0 && <meta property="article:author" content={[...new Set(authorUrls)].join(',')} />}
        {modified && <meta property="article:modified_time" content={modified} />}
      </PageHead>
    </>
  );
}
