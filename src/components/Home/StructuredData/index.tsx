import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import JsonLd from '@site/src/components/JsonLd';
import {brand, contact} from '@site/src/config/site';
import {organizationJsonLd, websiteJsonLd} from '@site/src/lib/structuredData';

/** The firm and the website, for the home page (no rating: see src/lib/structuredData.ts). */
export default function HomeStructuredData(): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  const firm = {
    name: brand.name,
    description: brand.description,
    foundedYear: brand.foundedYear,
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
  };
  return (
    <>
      <JsonLd data={organizationJsonLd(siteConfig.url, firm)} />
      <JsonLd data={websiteJsonLd(siteConfig.url, brand.name, brand.description)} />
    </>
  );
}
