import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import JsonLd from '@site/src/components/JsonLd';
import {brand, contact} from '@site/src/config/site';
import {featuredTestimonials} from '@site/src/data/testimonials';
import {aggregateRating} from '@site/src/lib/rating';
import {organizationJsonLd, websiteJsonLd} from '@site/src/lib/structuredData';

/** The firm (with its testimonials' aggregate rating) and the website, for the home page. */
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
      <JsonLd data={organizationJsonLd(siteConfig.url, firm, aggregateRating(featuredTestimonials.map((t) => t.rating)))} />
      <JsonLd data={websiteJsonLd(siteConfig.url, brand.name, brand.description)} />
    </>
  );
}
