#!/usr/bin/env bash
# One share of the browser tests, run as the pull-request workflow's browser jobs run it, on the
# builds already made (`FORMS_PORT=<port> bash scripts/test-all.sh --stage builds`):
#
#   npm run test:shard -- 2/8      the second of eight shares of every browser test but the timing specs
#   npm run test:shard -- timing   the timing specs (*-timing.spec.ts), alone on their machine
#
# As on CI (CI=true), keeping a trace and a screenshot of each failure (E2E_KEEP_FAILURES=1, which
# costs every test time: `npm test` keeps none), and a blob report in blob-report/,
# which `npx playwright merge-reports --reporter html blob-report` turns into one HTML report with
# the other shares'. FORMS_PORT must be the port build/ was made with: its contact form posts to the
# forms stand-in there (the workflow sets one port for every job).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/node-runtime.sh
source scripts/node-runtime.sh
use_site_node

case "${1:-}" in
  timing) selection=(--project=timing --no-deps) ;;
  [1-9]*/[1-9]*) selection=(--project=chromium "--shard=$1") ;;
  *)
    echo "npm run test:shard -- <i/n | timing>: which share of the browser tests to run (2/8, or timing)" >&2
    exit 2
    ;;
esac
shift

if [[ -z "${FORMS_PORT:-}" ]]; then
  echo "npm run test:shard: set FORMS_PORT to the port build/ was made with (FORMS_PORT=<port> bash scripts/test-all.sh --stage builds)." >&2
  exit 2
fi
mapfile -t previews < <(node -p "require('./tests/support/preview-builds.json').builds.map((b) => b.dir).join('\n')")
for dir in build build-plain build-static "${previews[@]}"; do
  if [[ ! -f "$dir/index.html" ]]; then
    echo "npm run test:shard: $dir/ is not built: FORMS_PORT=$FORMS_PORT bash scripts/test-all.sh --stage builds makes every build the browser tests read." >&2
    exit 2
  fi
done

export CI="${CI:-true}"
export E2E_KEEP_FAILURES=1
exec bash scripts/test-all.sh --stage browser "${selection[@]}" --reporter=list,blob "$@"
