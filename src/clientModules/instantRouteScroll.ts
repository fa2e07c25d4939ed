/**
 * A new page starts at its top at once. The stylesheet scrolls smoothly for
 * in-page links (a guide's table of contents); Docusaurus scrolls to the top
 * of a new page with `window.scrollTo`, which would animate under it. So from
 * the moment a navigation to another page starts until the new page has been
 * scrolled into place, `<html>` carries an attribute that switches smooth
 * scrolling off.
 */
import type {ClientModule} from '@docusaurus/types';
import {opensAnotherPage, ROUTE_CHANGE_ATTRIBUTE} from '@site/src/lib/routeScroll';

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    if (opensAnotherPage(previousLocation, location)) document.documentElement.setAttribute(ROUTE_CHANGE_ATTRIBUTE, '');
  },
  // Docusaurus scrolls to the top (or the address's section) just before this runs.
  onRouteDidUpdate() {
    document.documentElement.removeAttribute(ROUTE_CHANGE_ATTRIBUTE);
  },
};

export default clientModule;
