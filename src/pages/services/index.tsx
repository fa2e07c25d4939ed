import React from 'react';
import Layout from '@theme/Layout';
import {guarantee} from '@site/src/data/claims';
import {processSteps} from '@site/src/data/process';
import {pricing, servicesIndex} from '@site/src/data/servicesOverview';
import {serviceCards} from '@site/src/data/services';
import {CardGrid, CtaBlock, Figures, PageHero, Section, Steps, pageStyles as styles} from '@site/src/components/MarketingPage';
import ServiceCards from '@site/src/components/ServiceCards';
import {serviceActions} from '@site/src/components/ServicePage';

export default function Services(): React.ReactElement {
  const actions = serviceActions();
  return (
    <Layout title="Services" description={servicesIndex.metaDescription}>
      <main className={styles.page}>
        <PageHero
          eyebrow="Services"
          title={servicesIndex.headline}
          intro={servicesIndex.intro}
          primary={actions.primary}
          secondary={actions.secondary}
        />
        <Section id="all-services" title="What we do" intro={servicesIndex.gridIntro}>
          <ServiceCards cards={serviceCards} />
        </Section>
        <Section id="how-engagements-run" title="How every engagement runs" tinted intro={guarantee.terms}>
          <Steps items={processSteps.map((s) => ({when: s.timeframe, title: s.title, detail: s.summary}))} />
        </Section>
        <Section id="results" title="What standardized CRM operations are worth" intro={servicesIndex.resultsIntro}>
          <Figures items={servicesIndex.results} />
        </Section>
        <Section id="pricing" title="What it costs" tinted intro={pricing.intro}>
          <CardGrid items={[...pricing.bands, pricing.program].map((b) => ({title: b.name, text: `${b.range}. ${b.detail}`}))} />
        </Section>
        <CtaBlock
          id="services-cta"
          title="Not sure which service you need?"
          text="Most clients are not. Book a free 30-minute consultation and describe the problem in your own words; we will tell you which service fits, or whether you need us at all."
          primary={actions.primary}
          secondary={actions.secondary}
        />
      </main>
    </Layout>
  );
}
