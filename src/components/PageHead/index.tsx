import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {isKeptOutOfSearch} from '@site/src/config/indexing';
import {headline as fullHeadline, pageTitle, socialMeta, type SocialOverrides} from '@site/src/lib/head';
import {shareCardMeta} from '@site/src/lib/shareCard';

interface Props {
  /** The page part of the title; the brand suffix and the cut are added here. */
  title?: string;
  /** The page's full headline, where it is not the title's page part (a post whose `title_meta` shortens its search title). */
  headline?: string;
  description?: string;
  /** A list's page number: from 2 on, the title says which page it is. */
  page?: number;
  /** A post's own social-card text. */
  social?: SocialOverrides;
  /** A post's cover, which its share card shows: what it shows. */
  coverAlt?: string;
  /** Share the brand's card rather than a card of the page's own (the not-found pages). */
  brandCard?: boolean;
  /** Further head tags of the page (article dates). */
  children?: React.ReactNode;
}

/**
 * The title, description and social-card tags of a page, by the head rules
 * of `src/lib/head.ts` (the document title cut to 60 characters with the
 * brand; `og:title` and `twitter:title` the full headline, or a post's own),
 * and its share card (`src/lib/shareCard.ts`), which shows the `og:title`:
 * the page's own card, drawn at build time, for every page search engines
 * index; the brand's card for the rest. Rendered after the theme's own metadata, so
 * React Helmet keeps these and drops the theme's tags with the same name:
 * each tag appears once, on the server and after hydration alike.
 */
export default function PageHead({
  title,
  headline,
  description,
  page = 1,
  social,
  coverAlt,
  brandCard = false,
  children,
}: Props): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const fullTitle = title === undefined ? undefined : pageTitle(title, siteConfig.title, siteConfig.titleDelimiter, page);
  const pageHeadline = fullHeadline(headline ?? title, siteConfig.title, siteConfig.titleDelimiter, page);
  const tags = socialMeta(title === undefined && headline === undefined ? undefined : pageHeadline, description, social);
  const card = shareCardMeta({
    siteUrl: siteConfig.url,
    pathname,
    title: tags.find((t) => t.key === 'og:title')?.content ?? pageHeadline,
    brand: siteConfig.title,
    brandCard: brandCard || isKeptOutOfSearch(pathname),
    coverAlt,
  });
  return (
    <Head>
      {fullTitle !== undefined && <title>{fullTitle}</title>}
      {[...tags, ...card].map(({attribute, key, content}) =>
        attribute === 'name' ? <meta key={key} name={key} content={content} /> : <meta key={key} property={key} content={content} />,
      )}
      {children}
    </Head>
  );
}
