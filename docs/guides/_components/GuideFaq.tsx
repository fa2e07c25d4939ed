import React from 'react';
import Head from '@docusaurus/Head';
import FaqAccordion from '@site/src/components/FaqAccordion';
import {faqPageJsonLd} from '@site/src/lib/faq';
import type {FaqItem} from '../../../src/data/faqs/types';

/** A guide's FAQ: the shared accordion plus FAQPage structured data built from the same items. */
interface Props {
  items: readonly FaqItem[];
  /** 3 when the FAQ is its own h2 section, 4 when it sits under an h3. */
  headingLevel?: 3 | 4;
}

export default function GuideFaq({items, headingLevel = 3}: Props): React.ReactElement {
  return (
    <>
      <Head>
        <script type="application/ld+json">{JSON.stringify(faqPageJsonLd(items))}</script>
      </Head>
      <FaqAccordion items={items} headingLevel={headingLevel} />
    </>
  );
}
