import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pageTitle, socialMeta, type SocialOverrides} from '@site/src/lib/head';

interface Props {
  /** The page part of the title; the brand suffix and the cut are added here. */
  title?: string;
  description?: string;
  /** A list's page number: from 2 on, the title says which page it is. */
  page?: number;
  /** A post's own social-card text. */
  social?: SocialOverrides;
  /** Further head tags of the page (article dates). */
  children?: React.ReactNode;
}

/**
 * The title, description and social-card tags of a page, by the head rules
 * of `src/lib/head.ts`. Rendered after the theme's own metadata, so React
 * Helmet keeps these and drops the theme's tags with the same name: each tag
 * appears once, on the server and after hydration alike.
 */
export default function PageHead({title, description, page = 1, social, children}: Props): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  const fullTitle = title === undefined ? undefined : pageTitle(title, siteConfig.title, siteConfig.titleDelimiter, page);
  return (
    <Head>
      {fullTitle !== undefined && <title>{fullTitle}</title>}
      {socialMeta(fullTitle, description, social).map(({attribute, key, content}) =>
        attribute === 'name' ? <meta key={key} name={key} content={content} /> : <meta key={key} property={key} content={content} />,
      )}
      {children}
    </Head>
  );
}
