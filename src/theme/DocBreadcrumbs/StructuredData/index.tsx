import React from 'react';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import JsonLd from '@site/src/components/JsonLd';
import {breadcrumbJsonLd, docCrumbs} from '@site/src/lib/structuredData';

/**
 * A doc's BreadcrumbList as its visible breadcrumb reads: Home, then the
 * sidebar category and the page. The theme's own leaves Home out.
 */
export default function DocBreadcrumbsStructuredData({breadcrumbs}: Props): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  return <JsonLd data={breadcrumbJsonLd(siteConfig.url, docCrumbs(breadcrumbs))} />;
}
