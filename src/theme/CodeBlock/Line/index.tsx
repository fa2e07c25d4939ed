import React from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

/**
 * One line of a code block, as the theme renders it, but as a `span` shown as
 * a block: `<pre>` and `<code>` hold phrasing content only, and the theme's
 * `div` lines make every page with code invalid HTML.
 */

// The `<br />` keeps an empty line from collapsing.
function LineBreak(): React.ReactElement {
  return <br />;
}

// A line that is a single '\n' becomes empty, so it does not break twice (the '\n' and the `<br />`).
function fixLineBreak(line: Props['line']): Props['line'] {
  const singleLineBreakToken = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  return singleLineBreakToken ? [{...singleLineBreakToken, content: ''}] : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): React.ReactElement {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({line, className: clsx(classNames, showLineNumbers ? styles.codeLine : styles.line)});
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <LineBreak />
    </span>
  );
}
