import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import type {LegalDocument} from '@site/src/data/legal';
import {formatDate} from '@site/src/lib/dates';
import {answerSegments} from '@site/src/lib/faq';
import {PageHero, pageStyles as styles} from '@site/src/components/MarketingPage';

/** Text with `[label](/path)` links, the inline-link form src/lib/faq.ts parses. */
function RichText({text}: {text: string}): React.ReactElement {
  return (
    <>
      {answerSegments(text).map((segment, i) =>
        segment.kind === 'text' ? (
          <React.Fragment key={i}>{segment.text}</React.Fragment>
        ) : (
          <Link key={i} to={segment.href}>
            {segment.label}
          </Link>
        ),
      )}
    </>
  );
}

/** /terms and /privacy: a plain-language document with its own table of contents. */
export default function LegalPage({document}: {document: LegalDocument}): React.ReactElement {
  return (
    <Layout title={document.title} description={document.metaDescription}>
      <main className={styles.page}>
        <PageHero eyebrow={`Last updated ${formatDate(document.updated)}`} title={document.title} intro={document.intro} />
        <div className={styles.wrap}>
          <div className={styles.prose}>
            <nav aria-labelledby="legal-contents" className={styles.toc}>
              <h2 id="legal-contents">Contents</h2>
              <ol>
                {document.sections.map((section) => (
                  <li key={section.id}>
                    {/* eslint-disable-next-line @docusaurus/no-html-links -- an anchor on this page */}
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
            {document.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                {section.blocks.map((block, i) =>
                  typeof block === 'string' ? (
                    <p key={i}>
                      <RichText text={block} />
                    </p>
                  ) : (
                    <ul key={i}>
                      {block.list.map((item) => (
                        <li key={item}>
                          <RichText text={item} />
                        </li>
                      ))}
                    </ul>
                  ),
                )}
              </section>
            ))}
          </div>
        </div>
      </main>
    </Layout>
  );
}
