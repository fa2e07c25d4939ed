import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import {approachReading, pillars, workingRules} from '@site/src/data/approach';
import {guarantee} from '@site/src/data/claims';
import {processSteps} from '@site/src/data/process';
import {CheckList, CtaBlock, PageHero, ReadingList, Section, pageStyles as styles} from '@site/src/components/MarketingPage';
import approachStyles from './approach.module.css';
import CopyText from '@site/src/components/CopyText';

export default function Approach(): React.ReactElement {
  return (
    <Layout
      title="Our Approach"
      description="Three steps (a PE-standard assessment, rapid implementation, portfolio optimization) on three pillars: trusted data, shared process, measured outcomes.">
      <main className={styles.page}>
        <PageHero
          eyebrow="Our approach"
          title="Three steps, three pillars, one written scope"
          intro="Two weeks: that is how long we take to agree on a written scope, and it is the scope our 100-day implementation guarantee applies to. Every engagement follows the same three steps and rests on the same three pillars, which is how a CRM project avoids running months over and still producing numbers the board does not trust."
          primary={{label: 'Take the free assessment', href: '/data-operations-assessment'}}
          secondary={{label: 'Book a free 30-minute consultation', href: '/contact'}}
        />

        <Section id="three-steps" title="The three steps" intro={`${guarantee.terms}`}>
          <ol className={clsx('clean-list', approachStyles.steps)}>
            {processSteps.map((step, i) => (
              <li key={step.id} className={approachStyles.step}>
                <span className={approachStyles.number} aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <p className={approachStyles.when}>{step.timeframe}</p>
                  <h3>{step.title}</h3>
                  <p>
                    <CopyText text={step.summary} />
                  </p>
                  <p className={approachStyles.youGetLabel}>What you hold at the end</p>
                  <ul>
                    {step.deliverables.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
        </Section>

        <Section
          id="three-pillars"
          title="The three pillars"
          tinted
          intro="Each step is judged against the same three tests. If a piece of work does not make the data more trustworthy, the process more shared or the outcome more measurable, we do not do it.">
          <ul className={clsx('clean-list', approachStyles.pillars)}>
            {pillars.map((pillar) => (
              <li key={pillar.id} className={approachStyles.pillar}>
                <h3>{pillar.title}</h3>
                <p>
                  <CopyText text={pillar.summary} />
                </p>
                <ul>
                  {pillar.inPractice.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Section>

        <Section
          id="working-rules"
          title="The rules that keep the 100 days honest"
          intro="A guarantee is only affordable if the usual causes of overruns are designed out from day one. These five rules are in every engagement letter we sign.">
          <CheckList items={workingRules} />
        </Section>

        <Section id="read-more" title="Read more about how we work" tinted searchIgnore>
          <ReadingList items={approachReading} />
        </Section>

        <CtaBlock
          id="approach-cta"
          title="Start with step one"
          text="The free assessment shows where your data, process and reporting stand today. A free 30-minute consultation turns that into a first view of scope and cost."
          primary={{label: 'Take the free assessment', href: '/data-operations-assessment'}}
          secondary={{label: 'Book a free 30-minute consultation', href: '/contact'}}
        />
      </main>
    </Layout>
  );
}
