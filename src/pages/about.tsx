import React from 'react';
import Layout from '@theme/Layout';
import {brand, contact} from '@site/src/config/site';
import {companiesHelped} from '@site/src/data/claims';
import {firm, team} from '@site/src/data/team';
import {CardGrid, CtaBlock, PageHero, Section, pageStyles as styles} from '@site/src/components/MarketingPage';
import TeamGrid from '@site/src/components/TeamGrid';

export default function About(): React.ReactElement {
  return (
    <Layout
      title="About"
      description={`${brand.name}: a senior CRM, data and RevOps team in ${brand.city} since ${brand.foundedYear}, working with PE firms and their portfolio companies.`}>
      <main className={styles.page}>
        <PageHero
          eyebrow={`About ${brand.name}`}
          title={firm.headline}
          intro={firm.intro}
          primary={{label: 'Book a free 30-minute consultation', href: '/contact'}}
          secondary={{label: 'How we work', href: '/approach'}}
        />
        <Section id="the-firm" title="The firm">
          <div className={styles.prose}>
            {firm.story.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
            <p>
              Since {brand.foundedYear} we have helped {companiesHelped.figure} portfolio companies, {companiesHelped.basis}. We work from{' '}
              {contact.addressLine}, and with clients wherever they are.
            </p>
          </div>
        </Section>
        <Section id="who-we-work-with" title="Who we work with" tinted>
          <CardGrid items={firm.clients.map((c) => ({title: c.title, text: c.text}))} />
        </Section>
        <Section
          id="the-team"
          title="The people you will work with"
          intro="A senior team: the people who run your assessment are the people in your portal. Each of them also writes for our insights.">
          <TeamGrid members={team} />
        </Section>
        <Section id="how-we-work" title="How we work" tinted>
          <CardGrid items={firm.principles.map((p) => ({title: p.title, text: p.text}))} />
        </Section>
        <CtaBlock
          id="about-cta"
          title="Meet us before you decide"
          text="A free 30-minute consultation with one of the people above. Bring the report nobody trusts or the project that stalled; you will leave with a view on what to fix first, whether or not you hire us."
          primary={{label: 'Book a free 30-minute consultation', href: '/contact'}}
          secondary={{label: 'Read about our approach', href: '/approach'}}
        />
      </main>
    </Layout>
  );
}
