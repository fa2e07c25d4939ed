import React from 'react';
import Layout from '@theme/Layout';
import {guarantee} from '@site/src/data/claims';
import {PROGRAM_CAPACITY_PER_QUARTER, program, programPhases} from '@site/src/data/program';
import {proofPoint} from '@site/src/data/servicesOverview';
import {contactPath} from '@site/src/lib/contactLinks';
import CopyText from '@site/src/components/CopyText';
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

const actions = {
  primary: {label: 'Talk to us about a program slot', href: contactPath('pe-program')},
  secondary: {label: 'Assess a portfolio company', href: '/data-operations-assessment'},
} as const;

export default function PeValueCreationProgram(): React.ReactElement {
  return (
    <Layout title="PE Value Creation Program" description={program.metaDescription}>
      <main className={styles.page}>
        <PageHero
          eyebrow="For private-equity firms"
          title={program.headline}
          intro={program.intro}
          primary={actions.primary}
          secondary={actions.secondary}
        />

        <Section id="why-standardize" title="What standardized CRM operations are worth" intro={program.claimsIntro}>
          <Figures items={[proofPoint('valuation'), proofPoint('ebitda'), proofPoint('roi'), proofPoint('companies-helped')]} />
          <p className={styles.note}>
            <CopyText text={program.claimsNote} />
          </p>
        </Section>

        <Section id="the-100-days" title="The 100 days, per portfolio company" tinted intro={guarantee.terms}>
          <Steps items={programPhases.map((p) => ({when: p.days, title: p.title, detail: `${p.detail} Milestone: ${p.milestone}.`}))} />
        </Section>

        <Section id="what-the-sponsor-gets" title="What the sponsor gets">
          <CheckList items={program.sponsorGets} />
        </Section>

        <Section
          id="rollout"
          title="Rolling out across the portfolio"
          tinted
          intro="Companies join in waves, so what is learned in one is reused in the next. After its 100 days, each company moves to quarterly value reviews with you and its CEO.">
          <CardGrid items={program.waves.map((w) => ({title: w.title, text: w.detail}))} />
        </Section>

        <Section id="capacity" title="Capacity and fit">
          <div className={styles.prose}>
            <p>
              We start at most <strong>{PROGRAM_CAPACITY_PER_QUARTER} new portfolio companies per quarter</strong>, so that every company
              gets the senior people who ran its assessment for the whole 100 days. Slots are allocated in the order sponsors sign a scope;
              a wave that does not fit one quarter is split across two.
            </p>
            <p>The program fits best when:</p>
            <ul>
              {program.eligibility.map((item) => (
                <li key={item}>
                  <CopyText text={item} />
                </li>
              ))}
            </ul>
            <p>
              <CopyText text={program.pricingNote} /> If a company is not ready (no data owner with time, or a platform decision still
              open), the assessment says so and the program waits.
            </p>
          </div>
        </Section>

        <Section id="further-reading" title="Further reading" tinted searchIgnore>
          <ReadingList items={program.furtherReading} />
        </Section>

        <CtaBlock
          id="program-cta"
          title="Plan the first wave"
          text={`Tell us which portfolio companies you are thinking about. In a free 30-minute consultation we will suggest an order, the likely scope for the first company and when a slot is free this quarter or next.`}
          primary={actions.primary}
          secondary={actions.secondary}
        />
      </main>
    </Layout>
  );
}
