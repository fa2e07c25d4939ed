/**
 * The browser entry: Docusaurus's own (`@docusaurus/core/lib/client/clientEntry.js`),
 * started in stages.
 *
 * The stock entry imports everything statically, so evaluating the main
 * bundle (React DOM, the route table and chunk registry, the theme, the
 * client modules) is one task of 30 to 40 ms here: 120 to 160 ms on
 * Lighthouse's throttled phone, nearly all of a page's blocking time. Here
 * the same modules stay in the same file (`webpackMode: "eager"` adds no
 * request) but are evaluated one group per task, yielding to the browser
 * in between, and the page's own chunks start downloading as soon as the
 * route table is known instead of after everything else has run. What runs,
 * and in which order the app is built and hydrated, is unchanged; the one
 * difference is that a path with an escape that is not UTF-8 no longer stops
 * the app (stock, decodeURI throws in the preload and in the router's
 * history, and the page never hydrates).
 */
import React, {startTransition} from 'react';
import {decodablePath} from '@site/src/lib/url';

declare const module: {hot?: {accept: () => void}};

/** Ends the current task and resumes in a new one. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** A User Timing mark per stage (visible in any performance profile). */
function mark(stage: string): void {
  performance.mark(`client-entry:${stage}`);
}

async function start(): Promise<void> {
  mark('start');
  // A path the router could not decode (a tampered link) would stop the app: make it decodable first.
  const path = decodablePath(window.location.pathname);
  if (path !== window.location.pathname) {
    window.history.replaceState(window.history.state, '', path + window.location.search + window.location.hash);
  }
  // The script's own compile and start-up end here.
  await yieldToMain();

  // 1. The chunk registry and the route table; then the current page's chunks start loading, one
  //    matched route (layout, version, page) per task.
  await import(/* webpackMode: "eager" */ '@generated/registry');
  mark('registry');
  await yieldToMain();
  const [{default: routes}, {matchRoutes}, {loadRouteGroups, prefetchRouteGroups}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
    import(/* webpackMode: "eager" */ './routeGroups'),
  ]);
  // As requested and decoded, as the stock preload matches it (the path decodes: see above).
  const paths = Array.from(new Set([path, decodeURI(path)]));
  // The routes of a large group (the insights, the case studies) come in buckets: the path's bucket first.
  await loadRouteGroups(paths);
  mark('routes');
  await yieldToMain();
  // Matching compiles a pattern for every route it tries (cached for later navigations).
  const matches = paths.flatMap((p) => matchRoutes(routes, p));
  mark('match');
  await yieldToMain();
  const loads: Promise<unknown>[] = [];
  for (const {route} of matches) {
    // react-loadable's preload returns the loading promise (typed void).
    loads.push(Promise.resolve(route.component?.preload?.() as unknown));
    await yieldToMain();
  }
  const pageChunks = Promise.all(loads);
  mark('preload');

  // 2. React DOM.
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  mark('react-dom');
  await yieldToMain();

  // 3. The router and head manager, then the app (theme root, client modules).
  const [{HelmetProvider}, {BrowserRouter, HashRouter}, {default: siteConfig}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
  ]);
  mark('router');
  await yieldToMain();
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  mark('app');
  await yieldToMain();

  // 4. The layout every page renders (navbar, footer, error boundaries).
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  mark('layout');
  await yieldToMain();

  // 5. Prefetch and preload for links, then hydration once the page's chunks are in.
  const {default: docusaurus} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus');
  // Its prefetch matches the route table at once: the bucket of the path's group comes in first.
  // (Its preload goes through ./preload.ts, which does the same.)
  window.docusaurus = Object.freeze({
    ...docusaurus,
    prefetch: (routePath: string) => prefetchRouteGroups(routePath).then(() => docusaurus.prefetch(routePath) || []),
  });
  // Router classes typed for an older React; the app passes them children only.
  const Router = (siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter) as unknown as React.ComponentType<{
    children: React.ReactNode;
  }>;
  const container = document.getElementById('__docusaurus')!;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const root = window as unknown as {docusaurusRoot?: ReturnType<typeof ReactDOM.createRoot>};
  const renderApp = () => {
    if (root.docusaurusRoot) {
      root.docusaurusRoot.render(app);
      return;
    }
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      root.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      root.docusaurusRoot = ReactDOM.createRoot(container, {onRecoverableError});
      root.docusaurusRoot.render(app);
    }
  };
  await pageChunks;
  mark('hydrate');
  startTransition(renderApp);
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  void start();
  if (module.hot) module.hot.accept();
}
