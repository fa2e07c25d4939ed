#!/usr/bin/env bash
# The pages a change reaches and the browser specs chosen for them, as Markdown, for the pull-request
# workflow's job summary: the quick check's own choice (scripts/select-specs.mjs over the page map
# of build/) for the files changed since BASE. It is shown to people; the workflow still runs
# every test.
#
#   bash scripts/reach-summary.sh <base commit>    (after build/ is made)
set -euo pipefail
cd "$(dirname "$0")/.."

base="${1:-}"
echo "## What this change reaches"
echo
if [[ -z "$base" || "$base" =~ ^0+$ ]] || ! git cat-file -e "$base^{commit}" 2>/dev/null; then
  echo "No base commit to compare with (${base:-none}): the change reaches every page."
  exit 0
fi
git diff --name-only "$base"...HEAD | node scripts/select-specs.mjs build --markdown
echo
echo "Every test still runs in this workflow; this is what \`npm run check\` runs for the same change."
