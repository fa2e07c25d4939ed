import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {normalizePath} from '@site/src/lib/url';
import type {ContentDatesGlobalData, DocArticle} from '@site/src/lib/pluginData';

/**
 * The doc being rendered as an article, when it is one (a guide or a resource
 * page with a publication day): its days, the same as its sitemap lastmod, and
 * its word count. Call it inside a doc page only.
 */
export function useDocArticle(): DocArticle | undefined {
  const {metadata} = useDoc();
  const data = usePluginData('content-dates') as ContentDatesGlobalData | undefined;
  return data?.docs[normalizePath(metadata.permalink)];
}
