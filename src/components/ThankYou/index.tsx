import React from 'react';
import Layout from '@theme/Layout';
import RobotsMeta from '@site/src/components/RobotsMeta';
import {contact} from '@site/src/config/site';
import {CardGrid, PageHero, ReadingList, Section, pageStyles as styles, type ReadingLink} from '@site/src/components/MarketingPage';

/**
 * A thank-you page: what happens next and where to go meanwhile. Kept out of
 * search engines (src/config/indexing.ts): it only makes sense after a
 * request.
 */
export default function ThankYou({
  metaTitle,
  title,
  intro,
  nextSteps,
  reading,
}: {
  metaTitle: string;
  title: string;
  intro: string;
  nextSteps: readonly {title: string; body: string}[];
  reading: readonly ReadingLink[];
}): React.ReactElement {
  return (
    <Layout title={metaTitle} description={intro}>
      <RobotsMeta page="thank-you" />
      <main className={styles.page}>
        <PageHero eyebrow="Thank you" title={title} intro={intro} />
        <Section id="what-happens-next" title="What happens next">
          <CardGrid items={nextSteps.map((s) => ({title: s.title, text: s.body}))} />
          <p className={styles.note}>
            Something to add, or nothing heard after one business day? Write to{' '}
            {/* eslint-disable-next-line @docusaurus/no-html-links -- mailto: and tel: open the e-mail app and the phone */}
            <a href={`mailto:${contact.email}`}>{contact.email}</a> or call <a href={contact.phoneHref}>{contact.phone}</a>.
          </p>
        </Section>
        <Section id="while-you-wait" title="While you wait" tinted>
          <ReadingList items={reading} />
        </Section>
      </main>
    </Layout>
  );
}
