import React from 'react';
import Root from '@theme-original/Root';
import NavigationErrorBoundary from '@site/src/components/NavigationErrorBoundary';
import CookieConsent from '@site/src/components/CookieConsent';

/**
 * Wraps the app once, for its whole life. The outer Navigation Error boundary
 * catches a page that throws before it renders the layout; the Layout wrapper
 * catches the rest with the navbar and footer still on screen. The cookie
 * banner lives here so that consent is read once per visit, not per page.
 */
export default function RootWrapper({children}: {children: React.ReactNode}): React.ReactElement {
  return (
    <Root>
      <NavigationErrorBoundary>{children}</NavigationErrorBoundary>
      <CookieConsent />
    </Root>
  );
}
