import React from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';

/**
 * A highlighted token without a `style` attribute: the site colors tokens by
 * their classes (../../styles.module.css), and prism-react-renderer's one
 * inline style, `display: inline-block` on an empty token, is a rule there too.
 */
export default function CodeBlockLineToken({style: _style, ...props}: Props): React.ReactNode {
  return <Token {...props} />;
}
