import React from 'react';
import Link from '@docusaurus/Link';
import {parseCopy} from '@site/src/lib/copyMarkup';
import styles from './styles.module.css';

/**
 * A copy string from src/data as the reader should see it: its
 * `[label](/path)` links as site links (prefetch, and the build's
 * broken-link check), its `[label](https://...)` links as plain links that
 * open in a new tab, the rest as text (src/lib/copyMarkup.ts).
 */
export default function CopyText({text}: {text: string}): React.ReactElement {
  return (
    <>
      {parseCopy(text).map((node, index) => {
        if (typeof node === 'string') return <React.Fragment key={index}>{node}</React.Fragment>;
        if (!node.external)
          return (
            <Link key={index} to={node.href} className={styles.link}>
              {node.label}
            </Link>
          );
        return (
          // eslint-disable-next-line @docusaurus/no-html-links -- another site: no prefetch, no route check
          <a key={index} href={node.href} className={styles.link} target="_blank" rel="noopener noreferrer">
            {node.label}
          </a>
        );
      })}
    </>
  );
}

/** A prop that is either copy from src/data (rendered with its links) or markup a page built itself. */
export function copyOrNode(value: React.ReactNode): React.ReactNode {
  return typeof value === 'string' ? <CopyText text={value} /> : value;
}
