import React from 'react';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/BlogListPage/StructuredData';
import JsonLd from '@site/src/components/JsonLd';
import {withAbsoluteUrls} from '@site/src/lib/structuredData';

/** The theme's Blog structured data for a list page, with absolute author links and pictures. */
export default function BlogListPageStructuredData(props: Props): React.ReactElement {
  const data = useBlogListPageStructuredData(props);
  const {siteConfig} = useDocusaurusContext();
  return <JsonLd data={withAbsoluteUrls(data, siteConfig.url)} />;
}
