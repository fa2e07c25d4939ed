import React from 'react';
import {useBlogMetadata, useBlogPost, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import JsonLd from '@site/src/components/JsonLd';
import {brand} from '@site/src/config/site';
import {breadcrumbJsonLd, withAbsoluteUrls} from '@site/src/lib/structuredData';
import {absoluteUrl} from '@site/src/lib/url';
import {COVER_WIDTHS, coverFile} from '@site/src/lib/covers';
import {shareCardPath} from '@site/src/lib/shareCard';
import type {PostMetadataAdditions} from '@site/src/lib/pluginData';

/**
 * The theme's BlogPosting, completed: absolute author links, the post's
 * pictures (its share card and its widest cover file, both made at build
 * time), the publisher, the category as articleSection, the word count; and a
 * breadcrumb (Home > Insights or Case Studies > the post).
 */
export default function BlogPostStructuredData(): React.ReactElement {
  const base = useBlogPostStructuredData();
  const {metadata} = useBlogPost();
  const blog = useBlogMetadata();
  const {siteConfig} = useDocusaurusContext();
  const siteUrl = siteConfig.url;
  const fm = metadata.frontMatter as Record<string, unknown>;
  const posting = withAbsoluteUrls(
    {
      ...base,
      image: [shareCardPath(metadata.permalink), coverFile(metadata.permalink, COVER_WIDTHS.at(-1)!)],
      publisher: {
        '@type': 'Organization',
        '@id': absoluteUrl(siteUrl, '/#organization'),
        name: brand.name,
        logo: {'@type': 'ImageObject', url: absoluteUrl(siteUrl, '/img/logo.svg')},
      },
      ...(typeof fm.category === 'string' ? {articleSection: fm.category} : {}),
      ...((metadata as PostMetadataAdditions).wordCount ? {wordCount: (metadata as PostMetadataAdditions).wordCount} : {}),
    },
    siteUrl,
  );
  const crumbs = breadcrumbJsonLd(siteUrl, [
    {name: 'Home', path: '/'},
    {name: blog.blogTitle, path: blog.blogBasePath},
    {name: metadata.title, path: metadata.permalink},
  ]);
  return (
    <>
      <JsonLd data={posting} />
      <JsonLd data={crumbs} />
    </>
  );
}
