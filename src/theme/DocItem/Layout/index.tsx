import React from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DocSectionMenu from '@site/src/components/DocSectionMenu';
import JsonLd from '@site/src/components/JsonLd';
import {brand} from '@site/src/config/site';
import {articleJsonLd} from '@site/src/lib/structuredData';
import {useDocArticle} from '@site/src/hooks/useDocArticle';

type Props = WrapperProps<typeof LayoutType>;

/**
 * A guide or resource page (a doc with a publication day) as an Article,
 * dated like its sitemap entry, with its word count and its section: the
 * sidebar category it sits in, as a post names its category.
 */
function ArticleStructuredData(): React.ReactElement | null {
  const {metadata, frontMatter} = useDoc();
  const article = useDocArticle();
  const crumbs = useSidebarBreadcrumbs();
  const {siteConfig} = useDocusaurusContext();
  if (!article?.published) return null;
  const image = typeof frontMatter.image === 'string' ? frontMatter.image : undefined;
  const keywords = Array.isArray(frontMatter.keywords) ? frontMatter.keywords.map(String) : undefined;
  const data = articleJsonLd(
    siteConfig.url,
    {
      headline: metadata.title,
      description: metadata.description,
      path: metadata.permalink,
      image,
      keywords,
      datePublished: article.published,
      dateModified: article.modified,
      wordCount: article.wordCount,
      section: crumbs?.[0]?.label ?? metadata.title,
    },
    brand.name,
  );
  return <JsonLd data={data} />;
}

/**
 * Wrapper: the theme's doc layout, with the Article structured data of a
 * guide or resource page, and the section menu above it for phones
 * (src/components/DocSectionMenu).
 */
export default function LayoutWrapper(props: Props): React.ReactElement {
  return (
    <>
      <ArticleStructuredData />
      <DocSectionMenu />
      <Layout {...props} />
    </>
  );
}
