#!/usr/bin/env bash
# The quick check: what one change needs, in minutes, before the full `npm test` (the gate for CI).
#
#   npm run check -- [tests/e2e/<spec>.ts ...]
#
# 1. The changed files: `git diff HEAD` (staged and unstaged) plus untracked files, and, on a branch
#    other than main, everything the branch changed since it left main (`git diff <merge-base>`),
#    so committed work on a branch is checked too. CHECK_BASE=<commit> compares with that commit
#    instead (CHECK_BASE=HEAD: the uncommitted work only). Deleted files drop out of steps 2 to 4.
# 2. ESLint and Prettier on the changed code and stylesheets (the extensions `npm run lint` covers).
# 3. `tsc --noEmit` on the whole project (types cross files).
# 4. The unit tests related to the changed files: `jest --findRelatedTests` on changed code, and,
#    for any changed file, the tests that read it or its folder from disk (a test or a tools/ module
#    that names the file, or `blog`, `docs`, `src/data`... in quotes: the copy check for content and
#    src/data, the library test for posts, the layout test for src/). With nothing changed, none run.
# 5. One production build, `build/`, made exactly as scripts/test-all.sh makes it (nginx, HubSpot
#    and Google pointed at the local stand-ins; the table of builds is scripts/builds.sh).
# 6. The browser specs: the named ones; with none named, those of the pages the changed files reach
#    (scripts/select-specs.mjs, tools/spec-selection/select.ts; tests/README.md, "The quick check"),
#    test by test (scripts/select-tests.mjs: a test's `onPages` and `machinery` annotations), the
#    page walks limited to those pages (E2E_PAGES), or the whole browser suite when a change
#    reaches every page. The other builds a spec run whole reads (build-plain/, build-static/, the
#    preview build build-preview-*/) are made first, as test-all.sh makes them.
#
# Steps 3 and 4 run beside step 5, in a process of their own: they read none of what the build
# writes, and a build leaves part of the machine idle. Their output follows the build's.
#
# It stops at the first step that fails. Runs on the site's Node (scripts/node-runtime.sh) and
# installs the browser tools as `npm test` does (scripts/ensure-test-tools.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/node-runtime.sh
source scripts/node-runtime.sh
use_site_node
# shellcheck source=scripts/builds.sh
source scripts/builds.sh
# shellcheck source=scripts/beside.sh
source scripts/beside.sh

specs=()
for arg in "$@"; do
  [[ -f "$arg" ]] || { echo "npm run check: no such spec file: $arg" >&2; exit 2; }
  specs+=("$arg")
done

started=$(date +%s)
step() { echo "== $1 ($(($(date +%s) - started)) s)"; }

step "Changed files"
changed() {
  git diff --name-only HEAD
  git ls-files --others --exclude-standard
  local branch base
  if [[ -n "${CHECK_BASE:-}" ]]; then
    git diff --name-only "$CHECK_BASE"
    return
  fi
  branch="$(git rev-parse --abbrev-ref HEAD)"
  if [[ "$branch" != main ]] && base="$(git merge-base main HEAD 2>/dev/null)"; then
    git diff --name-only "$base"
  fi
}
# Deleted files too, for the choice of browser specs (a deleted file may reach any page).
mapfile -t changed_all < <(changed | sort -u)
mapfile -t files < <(for f in "${changed_all[@]}"; do [[ -f "$f" ]] && echo "$f"; done)
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

# Steps 3 and 4 (the type check and the related unit tests), written to a log and run beside the
# build (step 5, scripts/beside.sh); the log follows the build, and the check stops there if they failed.
beside_output="$(mktemp)"
trap 'beside_stop; rm -f "$beside_output"' EXIT
types_and_units() {
  echo "== Type check"
  npx tsc --noEmit

  echo "== Unit tests related to the changed files"
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
}
step "Type check and unit tests related to the changed files, beside the build (their output follows it)"
beside_start "$beside_output" types_and_units

server_ports
export FORMS_PORT="${FORMS_PORT:-$(free_port)}"

step "Production build for nginx with third-party settings (build/)"
stand_in_settings
build_command build
"${BUILD_COMMAND[@]}" --out-dir build
beside_finish "The type check or the unit tests"

# The specs to run: the named ones, else those the change reaches. `filtered` run on the reached
# pages only (E2E_PAGES); `whole` on every page they cover.
filtered=() whole=() everything=0 pages=()
if ((${#specs[@]})); then
  whole=("${specs[@]}")
elif ((${#changed_all[@]})); then
  step "Browser specs of the pages the changed files reach"
  mapfile -t choice < <(printf '%s\n' "${changed_all[@]}" | node scripts/select-specs.mjs build)
  for line in "${choice[@]}"; do
    case "$line" in
      "why "*) echo "  ${line#why }" ;;
      everything) everything=1 ;;
      "page "*) pages+=("${line#page }") ;;
      "spec "*) filtered+=("${line#spec }") ;;
      "whole-spec "*) whole+=("${line#whole-spec }") ;;
    esac
  done
  if ((everything)); then
    echo "  a change reaches every page: the whole browser suite, as npm test runs it"
  else
    echo "  pages reached (${#pages[@]}): ${pages[*]:-none}"
    echo "  on those pages: ${filtered[*]:-none}"
    echo "  on every page they cover: ${whole[*]:-none}"
  fi
fi

# Whether the whole suite runs, or a spec run whole names what the pattern matches (a build's base
# URL or folder). The specs chosen for the reached pages run on build/ alone: the tests there that
# read another build test how that build is made (`machinery`), and are left out (below).
chosen_specs_read() {
  ((everything)) && return 0
  local spec
  for spec in "${whole[@]}"; do
    grep -qE "$1" "$spec" && return 0
  done
  return 1
}

# The other builds the specs run whole read, made as test-all.sh makes them (scripts/builds.sh).
served=build
for folder in "${BUILDS[@]}"; do
  [[ "$folder" == build ]] && continue
  if chosen_specs_read "$(build_readers "$folder")"; then
    step "Production build $folder/ (read by the chosen specs)"
    build_command "$folder"
    "${BUILD_COMMAND[@]}" --out-dir "$folder"
    served+=",$folder"
  fi
done

# The preview build (scripts/build-previews.mjs, tests/support/preview-builds.json), made as
# test-all.sh makes it, when a spec run whole reads it.
if chosen_specs_read 'previewBuilds|build-preview'; then
  step "Preview build (build-preview-*/, read by the chosen specs)"
  node scripts/build-previews.mjs
  for dir in $(node -p "require('./tests/support/preview-builds.json').builds.map((b) => b.dir).join(' ')"); do served+=",$dir"; done
fi

# The Playwright project a spec runs in: `timing` for the timing specs (*-timing.spec.ts), run
# without its dependency (every other browser test) and after the others; `chromium` for the rest.
project_of() {
  if [[ "$1" == *-timing.spec.ts ]]; then echo timing; else echo chromium; fi
}

# One Playwright run per project, so Playwright loads only the chosen files.
run_specs() {
  local timing=() others=() spec
  for spec in "$@"; do
    if [[ "$(project_of "$spec")" == timing ]]; then timing+=("$spec"); else others+=("$spec"); fi
  done
  if ((${#others[@]})); then E2E_BUILDS="$served" npx playwright test --project=chromium "${others[@]}"; fi
  if ((${#timing[@]})); then E2E_BUILDS="$served" npx playwright test --project=timing --no-deps "${timing[@]}"; fi
}

# The tests of the chosen specs the reached pages need (scripts/select-tests.mjs): a test that names
# its pages (`onPages`) when one is reached, never one that tests a build's making (`machinery`),
# and every other test. Each project's tests are listed first, into a file Playwright's
# --test-list reads (one test a line, by its titles: a loop's tests on one line are told apart),
# so a spec that cannot be listed stops the check before any test runs; then they run, the
# timing project's last and apart.
run_reached_tests() {
  local project spec lists count total=0
  lists="$(mktemp -d)"
  for project in chromium timing; do
    local of_project=()
    for spec in "$@"; do
      if [[ "$(project_of "$spec")" == "$project" ]]; then of_project+=("$spec"); fi
    done
    ((${#of_project[@]})) || continue
    E2E_BUILDS="$served" npx playwright test --project="$project" --no-deps --list --reporter=json "${of_project[@]}" >"$lists/listing.json"
    node scripts/select-tests.mjs <"$lists/listing.json" >"$lists/$project"
  done
  for project in chromium timing; do
    [[ -f "$lists/$project" ]] || continue
    count="$(grep -c . "$lists/$project" || true)"
    total=$((total + count))
    ((count)) || continue
    echo "  $count test(s) of the $project project"
    E2E_BUILDS="$served" npx playwright test --project="$project" --no-deps --test-list "$lists/$project"
  done
  rm -rf "$lists"
  ((total)) || echo "  no test of those specs is about the reached pages"
}

if ((everything)); then
  bash scripts/ensure-test-tools.sh
  step "Browser tests: all of them, as npm test runs them"
  npx playwright test
elif ((${#filtered[@]} + ${#whole[@]})); then
  bash scripts/ensure-test-tools.sh
  if ((${#whole[@]})); then
    step "Browser tests: ${whole[*]}"
    run_specs "${whole[@]}"
  fi
  if ((${#filtered[@]})); then
    E2E_PAGES="$(IFS=,; echo "${pages[*]}")"
    export E2E_PAGES
    step "Browser tests on the ${#pages[@]} reached page(s), test by test: ${filtered[*]}"
    run_reached_tests "${filtered[@]}"
  fi
else
  echo "  no browser spec: the changes reach no page"
fi
step "Quick check passed"
