import React, {type ReactNode} from 'react';

/**
 * Code as plain preformatted text: no page of the site shows code that needs
 * highlighting, so the highlighter stays out of the bundle (src/plugins/lean-client).
 */
export default function CodeBlock({children, title}: {children: ReactNode; title?: string}): React.ReactElement {
  return (
    <figure className="margin-bottom--md">
      {title && <figcaption>{title}</figcaption>}
      <pre tabIndex={0}>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
