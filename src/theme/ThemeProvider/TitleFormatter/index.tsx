import React, {type ReactNode} from 'react';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';
import {pageTitle} from '@site/src/lib/head';

/** Every page title follows the site's head rules: brand suffix, at most 60 characters. */
export default function TitleFormatter({children}: {children: ReactNode}): ReactNode {
  return (
    <TitleFormatterProvider formatter={({title, siteTitle, titleDelimiter}) => pageTitle(title, siteTitle, titleDelimiter)}>
      {children}
    </TitleFormatterProvider>
  );
}
