import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {normalisePath} from '@site/src/lib/url';
import type {ContentDatesGlobalData, DocDates} from '@site/src/lib/pluginData';

/**
 * The dates of the doc being rendered, when it is an article (a guide or a
 * resource page with a publication day): the same days as its sitemap lastmod.
 * Call it inside a doc page only.
 */
export function useDocDates(): DocDates | undefined {
  const {metadata} = useDoc();
  const data = usePluginData('content-dates') as ContentDatesGlobalData | undefined;
  return data?.docs[normalisePath(metadata.permalink)];
}
