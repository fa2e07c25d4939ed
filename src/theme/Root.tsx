import React from 'react';
import Root from '@theme-original/Root';
import NavigationErrorBoundary from '@site/src/components/NavigationErrorBoundary';

/**
 * Wraps the app once, for its whole life. The outer Navigation Error boundary
 * catches a page that throws before it renders the layout; the Layout wrapper
 * catches the rest with the navbar and footer still on screen.
 */
export default function RootWrapper({children}: {children: React.ReactNode}): React.ReactElement {
  return (
    <Root>
      <NavigationErrorBoundary>{children}</NavigationErrorBoundary>
    </Root>
  );
}
