#!/usr/bin/env bash
# Runs a command on the site's Node line (scripts/node-runtime.sh), saying which Node runs:
#   bash scripts/with-site-node.sh node scripts/perf.mjs
set -euo pipefail
source "$(dirname "$0")/node-runtime.sh"
use_site_node
exec "$@"
