/**
 * The page template: Docusaurus's own, except for how the client scripts
 * load. The stock template puts them in <head> with `defer`, so they run
 * before the first paint and the largest paint waits for them (about 1.7 s of
 * a 2.2 s mobile LCP, measured). Here a tiny inline loader appends the same
 * scripts, in the same order, once the browser has reported the first
 * contentful paint (a paint-timing observer; two animation frames where
 * paint timing is not supported). Waiting for the report rather than the
 * next frame matters: the frame's paint is presented a little later, and a
 * script request made before that moment counts against the largest paint
 * of a text page (Lighthouse put it at 1.9 s instead of 1.1 s in about one
 * run in four). The server-rendered page (links, CSS menus, forms) works
 * before the scripts run, and the client still takes over every page.
 *
 * The script list is a JSON data block the loader reads, not part of the
 * loader: the loader's text then never changes between builds, so the
 * Content-Security-Policy hash that allows it (and the committed vercel.json
 * carrying that policy) stays the same when the bundle's file names change.
 *
 * A browser may never report the first contentful paint: a page loaded in a
 * background tab or prerendered, a browser that lists paint timing but drops
 * the entry. After FCP_FALLBACK_MS the scripts load anyway.
 */

/**
 * How long the loader waits for the first contentful paint before loading
 * the scripts without it. Three times the slowest mobile LCP measured on any
 * page type under Lighthouse's throttling (about 1.3 s; the first
 * contentful paint comes before it), so it never overtakes a real report on
 * a page that is merely slow, and a page whose report never comes still
 * becomes interactive within a few seconds.
 */
export const FCP_FALLBACK_MS = 4000;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script type="application/json" id="__client-scripts"><%~ JSON.stringify(it.scripts.map(function(x){return it.baseUrl + x;})) %></script>
    <script>(function(){var s=JSON.parse(document.getElementById('__client-scripts').textContent),done=false;function load(){if(done)return;done=true;s.forEach(function(src){var e=document.createElement('script');e.src=src;e.async=false;document.body.appendChild(e);});}function later(){setTimeout(load,0);}var po=window.PerformanceObserver;if(po&&po.supportedEntryTypes&&po.supportedEntryTypes.indexOf('paint')>=0){new po(function(list,obs){if(list.getEntriesByName('first-contentful-paint').length){obs.disconnect();later();}}).observe({type:'paint',buffered:true});setTimeout(load,${FCP_FALLBACK_MS});}else{requestAnimationFrame(function(){requestAnimationFrame(later);});}})();</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
