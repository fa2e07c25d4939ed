#!/usr/bin/env bash
# Every test, in order: lint and formatting, type check, unit tests, five production builds, the
# host tests (the hosts' own engines over their builds, and npm run site without nginx), and the
# browser tests against three of the builds, each served by nginx. Run through `npm test`;
# arguments go to Playwright (`npm test -- tests/e2e/visual.spec.ts
# --update-snapshots` rebuilds and updates the screenshot baselines).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-tools.sh

echo "== Lint (ESLint) and formatting (Prettier)"
npm run --silent lint

echo "== Type check"
npx tsc --noEmit

echo "== Unit tests"
npx jest --ci

# Ports for this run: the site, and the local stand-in for HubSpot's Forms API.
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
export E2E_PORT="${E2E_PORT:-$(free_port)}"
export PLAIN_E2E_PORT="${PLAIN_E2E_PORT:-$(free_port)}"
export STATIC_E2E_PORT="${STATIC_E2E_PORT:-$(free_port)}"
export FORMS_PORT="${FORMS_PORT:-$(free_port)}"

# No persistent Rspack cache in any build (docusaurus.config.ts turns it off;
# the variable holds even if someone turns it back on): it keys modules by
# file, not by environment, and has served the site config and the route
# chunk table of an earlier build.
no_third_party=(env -u HUBSPOT_PORTAL_ID -u HUBSPOT_CONTACT_FORM_ID -u HUBSPOT_FORMS_BASE_URL -u GTAG_ID)

echo "== Production build for a host that only serves files (build-static/)"
# What `npm run build` makes on a fresh clone: no host named and no
# third-party settings, so the client-redirects plugin writes a redirect page
# at every legacy path it can list. Served with no rules and no headers, as
# such a host serves it; the browser tests follow its redirect pages.
start=$(date +%s)
"${no_third_party[@]}" -u SITE_HOST -u NETLIFY -u CF_PAGES -u VERCEL -u VERCEL_JSON DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build --out-dir build-static
echo "Build took $(( $(date +%s) - start )) s"

echo "== Production build for nginx without third-party settings (build-plain/)"
# Real 301s and the security headers with nothing configured: the contact
# form's e-mail path and a policy with no third-party origin are tested on
# it. It also checks that the committed vercel.json is in step with the code
# (whichever HubSpot and Google settings it was generated with).
start=$(date +%s)
"${no_third_party[@]}" SITE_HOST=nginx VERCEL_JSON=check-any DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build --out-dir build-plain
echo "Build took $(( $(date +%s) - start )) s"

echo "== Production builds for Netlify and Cloudflare Pages (build-netlify/, build-cloudflare/)"
# No third-party settings. The host tests serve each with that host's own
# engine (Netlify's emulator, wrangler) and walk the redirect table through it.
for host in netlify cloudflare-pages; do
  start=$(date +%s)
  "${no_third_party[@]}" SITE_HOST="$host" VERCEL_JSON=skip DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build --out-dir "build-${host%-pages}"
  echo "Build took $(( $(date +%s) - start )) s"
done

echo "== Production build for nginx with third-party settings (build/)"
# The browser tests run against a build whose third-party settings point at
# local stand-ins; nothing in the tests reaches the internet. Real 301s, so
# no redirect pages.
export HUBSPOT_PORTAL_ID="${HUBSPOT_PORTAL_ID:-4000001}"
export HUBSPOT_CONTACT_FORM_ID="${HUBSPOT_CONTACT_FORM_ID:-c0ffee00-0000-4000-8000-000000000001}"
export HUBSPOT_FORMS_BASE_URL="${HUBSPOT_FORMS_BASE_URL:-http://127.0.0.1:$FORMS_PORT}"
export GTAG_ID="${GTAG_ID:-G-TEST000001}"
start=$(date +%s)
SITE_HOST=nginx VERCEL_JSON=skip DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build
echo "Build took $(( $(date +%s) - start )) s"

echo "== Build and host tests (jest.builds.config.mjs)"
# The redirect table, the pages and the headers walked through nginx, Netlify's
# and Cloudflare's own engines, Vercel's compiled routes and a host that only
# serves files; then npm run site on a machine without nginx (it builds into a
# folder of its own); a writer's post with their own JPEG cover, built in a
# copy of the tree. Before the browser tests, so their timing is not shared.
npx jest -c jest.builds.config.mjs --ci

echo "== Browser tests"
npx playwright test "$@"
