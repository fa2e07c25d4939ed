# The production builds the browser tests read, in one table for `npm test` (scripts/test-all.sh) and
# the quick check (scripts/check.sh), so both make each build the same way. Sourced, not run.
#
#   BUILDS             the folders, in the order npm test makes them
#   build_command F    sets BUILD_COMMAND to the command that builds folder F (the caller adds
#                      `--out-dir F`); the third-party settings of build/ come from the
#                      environment (stand_in_settings)
#   build_readers F    prints what a spec that reads F names (an extended regular expression for
#                      grep); empty for build/, which every spec reads
#   stand_in_settings  exports the third-party settings build/ is made with, each unless already set:
#                      the local stand-ins' (HubSpot's Forms API at FORMS_PORT, a test Google tag)
#   server_ports       exports the port of each server the browser tests start (playwright.config.ts),
#                      each unless already set: build/'s, build-plain/'s, build-static/'s, the preview
#                      build's (tests/support/preview-builds.json) and the third-party stand-in's
#   free_port          prints a TCP port that is free on 127.0.0.1 now
#
# A new build: add its folder to BUILDS and a case to each function; a spec that reads it names its
# base URL (playwright.config.ts) or its folder.
# shellcheck shell=bash

BUILDS=(build-static build-plain build)

build_command() {
  local no_third_party=(env -u HUBSPOT_PORTAL_ID -u HUBSPOT_CONTACT_FORM_ID -u HUBSPOT_FORMS_BASE_URL -u GTAG_ID)
  case "$1" in
    # What `npm run build` makes on a fresh clone: no host named and no third-party settings.
    build-static) BUILD_COMMAND=("${no_third_party[@]}" -u SITE_HOST -u NETLIFY -u CF_PAGES -u VERCEL -u VERCEL_JSON DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build) ;;
    # nginx with no third-party settings; it also checks the committed vercel.json.
    build-plain) BUILD_COMMAND=("${no_third_party[@]}" SITE_HOST=nginx VERCEL_JSON=check-any DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build) ;;
    # nginx with the third-party settings of the environment (the local stand-ins).
    build) BUILD_COMMAND=(env SITE_HOST=nginx VERCEL_JSON=skip DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build) ;;
    *) echo "scripts/builds.sh: no build named $1" >&2; return 1 ;;
  esac
}

build_readers() {
  case "$1" in
    build-static) echo 'staticBaseURL|build-static' ;;
    build-plain) echo 'plainBaseURL|build-plain' ;;
    build) echo '' ;;
    *) echo "scripts/builds.sh: no build named $1" >&2; return 1 ;;
  esac
}

stand_in_settings() {
  export HUBSPOT_PORTAL_ID="${HUBSPOT_PORTAL_ID:-4000001}"
  export HUBSPOT_CONTACT_FORM_ID="${HUBSPOT_CONTACT_FORM_ID:-c0ffee00-0000-4000-8000-000000000001}"
  export HUBSPOT_FORMS_BASE_URL="${HUBSPOT_FORMS_BASE_URL:-http://127.0.0.1:$FORMS_PORT}"
  export GTAG_ID="${GTAG_ID:-G-TEST000001}"
}

server_ports() {
  local variable
  for variable in E2E_PORT PLAIN_E2E_PORT STATIC_E2E_PORT STAND_IN_PORT \
    $(node -p "require('./tests/support/preview-builds.json').builds.map((b) => b.portVariable).join(' ')"); do
    export "$variable=${!variable:-$(free_port)}"
  done
}

free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
