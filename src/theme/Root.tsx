import React from 'react';
import Root from '@theme-original/Root';
import NavigationErrorBoundary from '@site/src/components/NavigationErrorBoundary';
import CookieConsent from '@site/src/components/CookieConsent';
import RobotsMeta from '@site/src/components/RobotsMeta';

/**
 * Wraps the app once, for its whole life. The outer Navigation Error boundary
 * catches a page that throws before it renders the layout; the Layout wrapper
 * catches the rest with the navbar and footer still on screen. The cookie
 * banner lives here so that consent is read once per visit, not per page.
 * The site-wide robots tag too: noindex on every page of a build that is not
 * production (src/config/indexing.ts), nothing on production.
 */
export default function RootWrapper({children}: {children: React.ReactNode}): React.ReactElement {
  return (
    <Root>
      <RobotsMeta />
      <NavigationErrorBoundary>{children}</NavigationErrorBoundary>
      <CookieConsent />
    </Root>
  );
}
