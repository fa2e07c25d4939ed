#!/usr/bin/env bash
# Serves the production site the way a real nginx host does: builds it for
# nginx (SITE_HOST=nginx: real 301s, no redirect pages), then serves build/
# with Debian's nginx, the generated rules (redirects, security and cache
# headers, 404 pages) and gzip, on http://127.0.0.1:$PORT (default 3000).
# The same server setup the browser tests use (tests/support/serve-build.sh).
#
#   npm run site                  build, then serve
#   npm run site -- --no-build    serve the build/ that is there
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
for arg in "$@"; do
  case "$arg" in
    --no-build) build=0 ;;
    *) echo "Unknown option: $arg (the only option is --no-build)" >&2; exit 2 ;;
  esac
done

if ! command -v nginx >/dev/null 2>&1 && [[ ! -x /usr/sbin/nginx ]]; then
  echo "nginx is not installed. Install Debian's nginx-light (sudo apt-get install -y nginx-light) and run this again." >&2
  exit 1
fi

if ((build)); then
  SITE_HOST=nginx npx docusaurus build
elif [[ ! -f build/nginx/site.conf ]]; then
  echo "build/ has no nginx rules: run npm run site without --no-build." >&2
  exit 1
fi

port="${PORT:-3000}"
echo "Serving build/ with nginx on http://127.0.0.1:${port} (Ctrl+C stops it)"
exec bash tests/support/serve-build.sh "$port"
