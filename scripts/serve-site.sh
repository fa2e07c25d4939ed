#!/usr/bin/env bash
# Builds the production site and serves it on http://127.0.0.1:$PORT (default
# 3000), as a real host would as far as this machine allows:
#
# - With Debian's nginx (installed with scripts/install-debian-packages.sh when
#   it is missing and this runs as root on Debian): a build for nginx
#   (SITE_HOST=nginx: real 301s, no redirect pages) served with its generated
#   rules (redirects, security and cache headers, 404 pages) and gzip, the
#   server setup the browser tests use (tests/support/serve-build.sh).
# - When nginx cannot be had (not root, no apt-get, or the install failed): a
#   build for a host that only serves files (SITE_HOST=static: a redirect page
#   at every legacy path) served by `docusaurus serve`, which sends no 301s and
#   no headers; one line says what differs from production.
#
#   npm run site                        build, then serve
#   npm run site -- --no-build          serve the build that is there
#   npm run site -- --out-dir DIR       build into and serve DIR instead of build/
set -euo pipefail
cd "$(dirname "$0")/.."

# The site's Node line (.nvmrc), fetched when the machine's own is older; one line says which serves.
source scripts/node-runtime.sh
use_site_node

build=1
out_dir=build
while (($#)); do
  case "$1" in
    --no-build) build=0 ;;
    --out-dir) out_dir="${2:?--out-dir needs a directory}"; shift ;;
    --out-dir=*) out_dir="${1#--out-dir=}" ;;
    *) echo "Unknown option: $1 (the options are --no-build and --out-dir DIR)" >&2; exit 2 ;;
  esac
  shift
done
out_dir="${out_dir%/}"
port="${PORT:-3000}"

if bash scripts/find-nginx.sh >/dev/null || bash scripts/install-debian-packages.sh nginx-light; then
  if ((build)); then
    SITE_HOST=nginx npx docusaurus build --out-dir "$out_dir"
  elif [[ ! -f "$out_dir/nginx/site.conf" ]]; then
    echo "$out_dir/ has no nginx rules: run npm run site without --no-build." >&2
    exit 1
  fi
  echo "Serving $out_dir/ with nginx on http://127.0.0.1:${port} (Ctrl+C stops it)"
  BUILD_DIR="$out_dir" exec bash tests/support/serve-build.sh "$port"
fi

# No nginx: the plugin's redirect pages stand in for the 301s.
if ((build)); then
  SITE_HOST=static npx docusaurus build --out-dir "$out_dir"
elif [[ ! -f "$out_dir/index.html" ]]; then
  echo "No build in $out_dir/: run npm run site without --no-build." >&2
  exit 1
fi
if grep -rlq --include=index.html 'http-equiv="refresh"' "$out_dir"; then
  legacy='legacy paths answer with redirect pages instead of 301s'
else
  legacy='legacy paths are not found (this build has no redirect pages; npm run site without --no-build makes them)'
fi
echo "Not as in production: nginx is not available, so docusaurus serve serves $out_dir/ on http://127.0.0.1:${port}: ${legacy}, and no security headers, cache headers or gzip are sent (Ctrl+C stops it)."
exec npx docusaurus serve --dir "$out_dir" --port "$port" --host 127.0.0.1 --no-open
