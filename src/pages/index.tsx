import React from 'react';
import Layout from '@theme/Layout';
import {homeMeta} from '@site/src/data/home';
import HomePage from '@site/src/components/Home/Page';
import Hero from '@site/src/components/Home/Hero';
import TrustBanner from '@site/src/components/Home/TrustBanner';
import Results from '@site/src/components/Home/Results';
import Process from '@site/src/components/Home/Process';
import Services from '@site/src/components/Home/Services';
import Tools from '@site/src/components/Home/Tools';
import Testimonials from '@site/src/components/Home/Testimonials';
import Consultation from '@site/src/components/Home/Consultation';
import Resources from '@site/src/components/Home/Resources';
import LatestInsights from '@site/src/components/Home/LatestInsights';
import ClosingCta from '@site/src/components/Home/ClosingCta';
import HomeStructuredData from '@site/src/components/Home/StructuredData';

export default function Home(): React.ReactElement {
  return (
    <Layout title={homeMeta.title} description={homeMeta.description}>
      <HomeStructuredData />
      <HomePage>
        <Hero />
        <TrustBanner />
        <Results />
        <Process />
        <Services />
        <Tools />
        <Testimonials />
        <Consultation />
        <Resources />
        <LatestInsights />
        <ClosingCta />
      </HomePage>
    </Layout>
  );
}
