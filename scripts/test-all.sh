#!/usr/bin/env bash
# Every test, in order: type check, unit tests, a production build, and the
# browser tests against that build served by nginx. Run through `npm test`;
# arguments go to Playwright (`npm test -- tests/e2e/visual.spec.ts
# --update-snapshots` rebuilds and updates the screenshot baselines).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-tools.sh

echo "== Type check"
npx tsc --noEmit

echo "== Unit tests"
npx jest --ci

# Ports for this run: the site, and the local stand-in for HubSpot's Forms API.
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
export E2E_PORT="${E2E_PORT:-$(free_port)}"
export PLAIN_E2E_PORT="${PLAIN_E2E_PORT:-$(free_port)}"
export FORMS_PORT="${FORMS_PORT:-$(free_port)}"

echo "== Production build without third-party settings (build-plain/)"
# What a fresh clone builds: no HubSpot, no Google tag, and no known host, so
# it carries the redirect pages a host that only serves files needs. The
# browser tests check this build's own behaviour (the contact form's e-mail
# path, a policy with no third-party origin, the redirect pages) against it.
# It also checks that the committed vercel.json is in step with the code
# (whichever HubSpot and Google settings it was generated with).
start=$(date +%s)
env -u HUBSPOT_PORTAL_ID -u HUBSPOT_CONTACT_FORM_ID -u HUBSPOT_FORMS_BASE_URL -u GTAG_ID \
  SITE_HOST=static VERCEL_JSON=check-any DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build --out-dir build-plain
echo "Build took $(( $(date +%s) - start )) s"

echo "== Production build with third-party settings (build/)"
# The browser tests run against a build whose third-party settings point at
# local stand-ins; nothing in the tests reaches the internet. It is built for
# nginx, which serves it with real 301s, so it has no redirect pages.
export HUBSPOT_PORTAL_ID="${HUBSPOT_PORTAL_ID:-4000001}"
export HUBSPOT_CONTACT_FORM_ID="${HUBSPOT_CONTACT_FORM_ID:-c0ffee00-0000-4000-8000-000000000001}"
export HUBSPOT_FORMS_BASE_URL="${HUBSPOT_FORMS_BASE_URL:-http://127.0.0.1:$FORMS_PORT}"
export GTAG_ID="${GTAG_ID:-G-TEST000001}"
start=$(date +%s)
# No persistent Rspack cache (docusaurus.config.ts turns it off; the variable
# holds even if someone turns it back on): it keys modules by file, not by
# environment, and has served the site config and the route chunk table of an
# earlier build.
SITE_HOST=nginx VERCEL_JSON=skip DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build
echo "Build took $(( $(date +%s) - start )) s"

echo "== Browser tests"
npx playwright test "$@"
