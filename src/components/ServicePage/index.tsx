import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import JsonLd from '@site/src/components/JsonLd';
import {brand} from '@site/src/config/site';
import {breadcrumbJsonLd, serviceJsonLd} from '@site/src/lib/structuredData';
import {Clock} from 'lucide-react';
import {guarantee} from '@site/src/data/claims';
import {serviceCards, type ServiceId, type ServicePage as ServicePageRecord} from '@site/src/data/services';
import {contactPath} from '@site/src/lib/contactLinks';
import {
  CardGrid,
  CheckList,
  CtaBlock,
  Figures,
  PageHero,
  ReadingList,
  Section,
  Steps,
  pageStyles as styles,
} from '@site/src/components/MarketingPage';
import ServiceCards from '@site/src/components/ServiceCards';
import ServiceIcon from '@site/src/components/ServiceIcon';
import CopyText from '@site/src/components/CopyText';

/**
 * Every call to action on a service page: a conversation first (the form opens
 * with the page's service as its topic), the free assessment as the alternative.
 */
export function serviceActions(id?: ServiceId) {
  return {
    primary: {label: 'Book a free 30-minute consultation', href: contactPath(id)},
    secondary: {label: 'Take the free assessment', href: '/data-operations-assessment'},
  } as const;
}

/**
 * One service page: what is delivered, for whom, how and in what time frame,
 * the outcomes, related reading and the call to action, all from the
 * service's record in src/data/services.ts, which src/plugins/service-pages
 * hands to the route as its `service` prop.
 */
export default function ServicePage({service: page}: {service: ServicePageRecord}): React.ReactElement {
  const others = serviceCards.filter((c) => c.id !== page.id);
  const {siteConfig} = useDocusaurusContext();
  const actions = serviceActions(page.id);

  return (
    <Layout title={page.title} description={page.metaDescription}>
      <JsonLd data={serviceJsonLd(siteConfig.url, {name: page.title, description: page.metaDescription, path: page.href}, brand.name)} />
      <JsonLd
        data={breadcrumbJsonLd(siteConfig.url, [
          {name: 'Home', path: '/'},
          {name: 'Services', path: '/services'},
          {name: page.title, path: page.href},
        ])}
      />
      <main className={styles.page}>
        <PageHero
          crumbs={[{name: 'Home', href: '/'}, {name: 'Services', href: '/services'}, {name: page.title}]}
          title={page.headline}
          intro={page.intro}
          primary={actions.primary}
          secondary={actions.secondary}
          icon={
            <span className={styles.iconTile} style={{background: page.gradient}}>
              <ServiceIcon name={page.icon} />
            </span>
          }
        />

        <Section id="for-whom" title="Who it is for">
          <CardGrid items={page.forWhom.map((f) => ({title: f.reader, text: f.situation}))} />
        </Section>

        <Section id="what-we-deliver" title="What we deliver" tinted>
          <CheckList items={page.deliverables} />
        </Section>

        <Section id="how-and-when" title="How we work, and how long it takes" intro={page.timeFrame}>
          <Steps items={page.phases} />
          <p className={styles.callout}>
            <Clock aria-hidden="true" size={18} style={{verticalAlign: '-3px', marginRight: '0.4rem'}} />
            <strong>Our {guarantee.name}:</strong> {guarantee.terms} We quote the scope agreed at the end of the assessment as a fixed
            price, so the number you approve is the number you pay.
          </p>
        </Section>

        <Section id="outcomes" title="Outcomes" tinted>
          <Figures items={page.outcomes} />
          <p className={styles.note}>
            <CopyText text={page.outcomesNote} />
          </p>
        </Section>

        <Section id="related-reading" title="Related insights" searchIgnore>
          <ReadingList
            items={[
              ...page.relatedInsights.map((r) => ({kind: 'Insight', title: r.title, href: `/insights/${r.slug}`})),
              {kind: 'Case study', title: page.relatedCaseStudy.title, href: `/case-studies/${page.relatedCaseStudy.slug}`},
            ]}
          />
        </Section>

        <CtaBlock
          id="service-cta"
          title={`Talk to us about ${page.title}`}
          text="Start with a free 30-minute consultation: tell us what is broken and what the board needs, and we will tell you what we would fix first and whether it fits inside the 100 days. If you would rather see where you stand first, take the free data operations assessment."
          primary={actions.primary}
          secondary={actions.secondary}
        />

        <Section id="other-services" title="Other services" tinted searchIgnore>
          <ServiceCards cards={others} />
        </Section>
      </main>
    </Layout>
  );
}
