import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import styles from './styles.module.css';

interface Props {
  /** Read by screen readers while the tool's code starts. */
  loadingLabel: string;
  /** Shown without JavaScript, in place of the tool. */
  noscriptText: string;
  children: () => React.ReactElement;
}

/**
 * The interactive part of a page. It renders only in the browser: the
 * prerendered HTML holds a skeleton and a noscript note, so the static
 * explanation around it reads without JavaScript and hydration never sees
 * browser-only state (saved answers, the query string).
 */
export default function ToolFrame({loadingLabel, noscriptText, children}: Props): React.ReactElement {
  return (
    <>
      <noscript>
        {/* Without JavaScript the skeleton would promise a tool that never arrives. (A style element in the body
            must be the first child of its parent.) */}
        <style>{`.${styles.skeleton}{display:none}`}</style>
        <p className={styles.noscript}>{noscriptText}</p>
      </noscript>
      <BrowserOnly
        fallback={
          <div className={styles.skeleton} role="status" aria-live="polite">
            <span className={styles.visuallyHidden}>{loadingLabel}</span>
            <span className={styles.bone} aria-hidden />
            <span className={styles.bone} aria-hidden />
            <span className={styles.boneShort} aria-hidden />
          </div>
        }>
        {children}
      </BrowserOnly>
    </>
  );
}
