#!/usr/bin/env bash
# The quick check: what one change needs, in minutes, before the full `npm test` (the gate for CI).
#
#   npm run check -- [tests/e2e/<spec>.ts ...]
#
# 1. The changed files: `git diff HEAD` (staged and unstaged) plus untracked files, and, on a branch
#    other than main, everything the branch changed since it left main (`git diff <merge-base>`),
#    so committed work on a branch is checked too. Deleted files drop out.
# 2. ESLint and Prettier on the changed code and stylesheets (the extensions `npm run lint` covers).
# 3. `tsc --noEmit` on the whole project (types cross files).
# 4. The unit tests related to the changed files: `jest --findRelatedTests` on changed code, and,
#    for any changed file, the tests that read it or its folder from disk (a test or a tools/ module
#    that names the file, or `blog`, `docs`, `src/data`... in quotes: the copy check for content and
#    src/data, the library test for posts, the layout test for src/). With nothing changed, none run.
# 5. One production build, `build/`, made exactly as scripts/test-all.sh makes it (nginx, HubSpot
#    and Google pointed at the local stand-ins). `build-plain/`, `build-static/` and the preview
#    builds (`build-preview-*/`) are built, as test-all.sh builds them, only when a named spec reads them.
# 6. The named browser specs against those builds, served as playwright.config.ts serves them.
#
# It stops at the first step that fails. Runs on the site's Node (scripts/node-runtime.sh) and
# installs the browser tools as `npm test` does (scripts/ensure-test-tools.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/node-runtime.sh
source scripts/node-runtime.sh
use_site_node

specs=()
for arg in "$@"; do
  [[ -f "$arg" ]] || { echo "npm run check: no such spec file: $arg" >&2; exit 2; }
  specs+=("$arg")
done

started=$(date +%s)
step() { echo "== $1 ($(($(date +%s) - started)) s)"; }

if ((${#specs[@]})); then bash scripts/ensure-test-tools.sh; fi

step "Changed files"
changed() {
  git diff --name-only HEAD
  git ls-files --others --exclude-standard
  local branch base
  branch="$(git rev-parse --abbrev-ref HEAD)"
  if [[ "$branch" != main ]] && base="$(git merge-base main HEAD 2>/dev/null)"; then
    git diff --name-only "$base"
  fi
}
mapfile -t files < <(changed | sort -u | while read -r f; do [[ -f "$f" ]] && echo "$f"; done)
printf '  %s\n' "${files[@]:-(none)}"

code=() styled=()
for f in "${files[@]}"; do
  case "$f" in
    *.ts | *.tsx | *.js | *.mjs | *.cjs) code+=("$f"); styled+=("$f") ;;
    *.css) styled+=("$f") ;;
  esac
done

step "Lint (ESLint) and formatting (Prettier) of the changed files"
if ((${#code[@]})); then npx eslint --max-warnings 0 --no-warn-ignored "${code[@]}"; fi
if ((${#styled[@]})); then npx prettier --check "${styled[@]}"; fi

step "Type check"
npx tsc --noEmit

step "Unit tests related to the changed files"
# Each file and the folders it sits in (blog, src, src/data ...), then the test sources that name one
# of them in quotes, as a path they read.
readers=()
if ((${#files[@]})); then
  mapfile -t folders < <(for f in "${files[@]}"; do
    echo "$f"
    [[ "$f" == */* ]] || continue
    echo "${f%%/*}"
    rest="${f#*/}"
    [[ "$rest" == */* ]] && echo "${f%%/*}/${rest%%/*}"
  done | sort -u)
  for folder in "${folders[@]}"; do
    pattern="['\"\`]${folder//./\\.}['\"\`/]"
    mapfile -t -O "${#readers[@]}" readers < <(grep -rlE --include='*.ts' --include='*.mjs' "$pattern" tests/unit tools || true)
  done
fi
related=("${code[@]}" "${readers[@]}")
if ((${#related[@]})); then
  # A longer per-test time limit than npm test's 5 s: the quick check runs while the machine is busy
  # (a test reading git history takes 15 s at a load of 30); npm test keeps the default.
  npx jest --ci --passWithNoTests --testTimeout=30000 --findRelatedTests "${related[@]}"
else
  echo "  no code or content changed"
fi

# Which builds the named specs read besides build/.
needs_plain=0 needs_static=0 needs_previews=0
for spec in "${specs[@]}"; do
  grep -qE 'plainBaseURL|build-plain' "$spec" && needs_plain=1
  grep -qE 'staticBaseURL|build-static' "$spec" && needs_static=1
  grep -qE 'previewBuilds|build-preview' "$spec" && needs_previews=1
done

free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
export E2E_PORT="${E2E_PORT:-$(free_port)}"
export PLAIN_E2E_PORT="${PLAIN_E2E_PORT:-$(free_port)}"
export STATIC_E2E_PORT="${STATIC_E2E_PORT:-$(free_port)}"
export FORMS_PORT="${FORMS_PORT:-$(free_port)}"
no_third_party=(env -u HUBSPOT_PORTAL_ID -u HUBSPOT_CONTACT_FORM_ID -u HUBSPOT_FORMS_BASE_URL -u GTAG_ID)

if ((needs_static)); then
  step "Production build for a host that only serves files (build-static/)"
  "${no_third_party[@]}" -u SITE_HOST -u NETLIFY -u CF_PAGES -u VERCEL -u VERCEL_JSON DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build --out-dir build-static
fi
if ((needs_plain)); then
  step "Production build for nginx without third-party settings (build-plain/)"
  "${no_third_party[@]}" SITE_HOST=nginx VERCEL_JSON=check-any DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build --out-dir build-plain
fi

step "Production build for nginx with third-party settings (build/)"
export HUBSPOT_PORTAL_ID="${HUBSPOT_PORTAL_ID:-4000001}"
export HUBSPOT_CONTACT_FORM_ID="${HUBSPOT_CONTACT_FORM_ID:-c0ffee00-0000-4000-8000-000000000001}"
export HUBSPOT_FORMS_BASE_URL="${HUBSPOT_FORMS_BASE_URL:-http://127.0.0.1:$FORMS_PORT}"
export GTAG_ID="${GTAG_ID:-G-TEST000001}"
SITE_HOST=nginx VERCEL_JSON=skip DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build

preview_dirs=()
if ((needs_previews)); then
  step "Preview builds, one per host, with the same third-party settings (build-preview-*/)"
  node scripts/build-previews.mjs
  mapfile -t preview_dirs < <(node -p "require('./tests/support/preview-builds.json').builds.map((b) => b.dir).join('\n')")
  for variable in $(node -p "require('./tests/support/preview-builds.json').builds.map((b) => b.portVariable).join(' ')"); do
    export "$variable=${!variable:-$(free_port)}"
  done
fi

if ((${#specs[@]})); then
  step "Browser tests: ${specs[*]}"
  served=build
  ((needs_plain)) && served+=,build-plain
  ((needs_static)) && served+=,build-static
  for dir in "${preview_dirs[@]}"; do served+=",$dir"; done
  # One project at a time, so Playwright loads only the named files: the keystroke-timing specs
  # run in the `timing` project without its dependency (every other browser test).
  timing=() others=()
  for spec in "${specs[@]}"; do
    if [[ "$spec" == *search-timing.spec.ts ]]; then timing+=("$spec"); else others+=("$spec"); fi
  done
  if ((${#others[@]})); then E2E_BUILDS="$served" npx playwright test --project=chromium "${others[@]}"; fi
  if ((${#timing[@]})); then E2E_BUILDS="$served" npx playwright test --project=timing --no-deps "${timing[@]}"; fi
else
  echo "  no spec named: no browser tests (name them: npm run check -- tests/e2e/<spec>.ts)"
fi
step "Quick check passed"
