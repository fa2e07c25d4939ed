import React, {useId, useRef, useState, type KeyboardEvent} from 'react';
import Link from '@docusaurus/Link';
import {ChevronDown} from 'lucide-react';
import {answerSegments} from '@site/src/lib/faq';
import styles from './styles.module.css';
import type {FaqItem} from '@site/src/data/faqs/types';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level that wraps each question; 3 under a page's h2 sections, 2 when the FAQ is the page. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Text written with inline `[label](/path)` links, rendered as site links
 * (prefetch, broken-link checks). Used for answers and for FAQ page intros.
 */
export function LinkedText({text}: {text: string}): React.ReactElement {
  return (
    <>
      {answerSegments(text).map((segment, index) =>
        segment.kind === 'text' ? (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ) : (
          <Link key={index} to={segment.href}>
            {segment.label}
          </Link>
        ),
      )}
    </>
  );
}

/**
 * The FAQ accordion: one item open at a time, the
 * first open at start, and clicking the open item closes it. Follows the WAI
 * accordion pattern: each question is a button inside a heading, each answer
 * a region labeled by its button; Up/Down/Home/End move between questions.
 * Closed answers stay in the HTML (hidden), so crawlers and find-in-page see
 * them, and the noscript rule shows them all when JavaScript is off.
 */
export default function FaqAccordion({items, headingLevel = 3}: FaqAccordionProps): React.ReactElement {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(items.length > 0 ? 0 : null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (index: number) => setOpenIndex((current) => (current === index ? null : index));

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const targets: Partial<Record<string, number>> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion} data-faq-accordion="">
      <noscript>
        <style>{'[data-faq-panel][hidden]{display:block !important}'}</style>
      </noscript>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={styles.item} data-open={open ? 'true' : 'false'}>
            <Heading className={styles.heading}>
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                id={buttonId}
                className={styles.question}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(event) => moveFocus(event, index)}>
                <span>{item.question}</span>
                <ChevronDown className={styles.icon} aria-hidden="true" size={20} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} data-faq-panel="" hidden={!open}>
              <p>
                <LinkedText text={item.answer} />
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
