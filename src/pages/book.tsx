import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {PLAYBOOK_REQUEST_SUBJECT, playbook, playbookChapters, playbookMailto} from '@site/src/data/playbook';
import {contactPath} from '@site/src/lib/contactLinks';
import {CardGrid, CtaBlock, PageHero, Section, Steps, pageStyles as styles} from '@site/src/components/MarketingPage';

const requestActions = {
  primary: {label: 'Request the playbook', href: contactPath('playbook')},
  secondary: {label: 'E-mail us for a copy', href: playbookMailto},
} as const;

/** /book: the playbook landing page behind the navbar's "Copy Our Playbook" button. */
export default function Book(): React.ReactElement {
  return (
    <Layout title="Copy Our Playbook" description={playbook.metaDescription}>
      <main className={styles.page}>
        <PageHero
          eyebrow="New: free playbook"
          title={playbook.headline}
          intro={playbook.intro}
          primary={requestActions.primary}
          secondary={requestActions.secondary}
        />

        <Section id="whats-inside" title="What is inside" intro={playbook.format}>
          <Steps items={playbookChapters.map((c) => ({when: `Chapter ${c.number}`, title: c.title, detail: c.detail}))} />
        </Section>

        <Section id="who-its-for" title="Who it is for" tinted>
          <CardGrid items={playbook.forWhom} />
        </Section>

        <Section id="how-to-get-it" title="How to get it">
          <div className={styles.prose}>
            <ol>
              <li>
                Send the <Link to={contactPath('playbook')}>contact form</Link>: it opens with the playbook chosen and the request (&ldquo;
                {playbook.requestMessage}&rdquo;) written in, so your details are all it needs. Or e-mail{' '}
                {/* eslint-disable-next-line @docusaurus/no-html-links -- mailto: opens the e-mail app */}
                us with the subject <a href={playbookMailto}>&ldquo;{PLAYBOOK_REQUEST_SUBJECT}&rdquo;</a>.
              </li>
              <li>A member of our team sends the PDF and the templates to your work e-mail within one business day.</li>
              <li>
                If you want to walk through it, reply and we will book a free 30-minute consultation. There is no obligation either way, and
                we will not add you to a mailing list.
              </li>
            </ol>
          </div>
        </Section>

        <CtaBlock
          id="book-cta"
          title="Take it and run it, or have us run it with you"
          text="The playbook is everything we do in the first 100 days, written down. Some teams run it themselves; others want the people who wrote it in the room. Both are fine with us."
          primary={requestActions.primary}
          secondary={{label: 'See the PE Value Creation Program', href: '/pe-value-creation-program'}}
        />
      </main>
    </Layout>
  );
}
