#!/usr/bin/env bash
# Serves the production build ($BUILD_DIR, default ./build) with nginx on
# 127.0.0.1:$PORT (default $E2E_PORT or 4173) in the foreground. Used by
# Playwright's webServer and by `npm run perf`.
#
#   serve-build.sh [--files-only] [PORT]
#
# A build is served with the rules it generated (redirects, headers) when it
# has them. --files-only serves it as a host that only serves files would:
# tests/support/site.conf, so no 301s and no headers, whatever the build wrote.
set -euo pipefail
cd "$(dirname "$0")/../.."
files_only=0
port="${E2E_PORT:-4173}"
for arg in "$@"; do
  case "$arg" in
    --files-only) files_only=1 ;;
    *[!0-9]* | '') echo "serve-build.sh: unknown argument $arg (usage: serve-build.sh [--files-only] [PORT])" >&2; exit 2 ;;
    *) port="$arg" ;;
  esac
done
root="$(realpath "${BUILD_DIR:-build}")"
[[ -f "$root/index.html" ]] || { echo "No build in $root: run npm run build first." >&2; exit 1; }
# nginx's workers read the files. Started as root, they run as the build folder's owner, who can
# read it wherever the clone is (nginx's default user, nobody, cannot read a clone under /root);
# started as anyone else, they run as that user.
user_directive='# workers run as the user who started nginx'
if ((EUID == 0)); then
  user_directive="user $(stat -c %U "$root") $(stat -c %G "$root");"
fi
if ! [[ -r "$root/index.html" && -x "$root" ]]; then
  echo "serve-build.sh: $root cannot be read by $(id -un), so nginx cannot serve it: make it readable (chmod -R a+rX $root) or build into a folder you can read." >&2
  exit 1
fi
nginx_bin="$(bash scripts/find-nginx.sh)" || { echo "nginx is not installed: bash scripts/install-debian-packages.sh nginx-light installs it." >&2; exit 1; }
mime=/etc/nginx/mime.types
prefix="$(mktemp -d "${TMPDIR:-/tmp}/keelson-nginx.XXXXXX")"
mkdir -p "$prefix"/{client_body,proxy,fastcgi,uwsgi,scgi}
# The workers (another user when started as root) reach their temporary folders through it.
chmod 755 "$prefix"
site_conf="$(pwd)/tests/support/site.conf"
http_conf="$(pwd)/tests/support/http.conf"
map_hash_conf="$(pwd)/tests/support/map-hash.conf"
if ((!files_only)) && [[ -f "$root/nginx/site.conf" ]]; then
  site_conf="$root/nginx/site.conf"
  http_conf="$root/nginx/http.conf"
  map_hash_conf="$root/nginx/map-hash.conf"
fi
sed -e "s#__USER__#$user_directive#" -e "s#__PREFIX__#$prefix#g" -e "s#__ROOT__#$root#g" -e "s#__PORT__#$port#g" \
    -e "s#__MIME_TYPES__#$mime#g" -e "s#__SITE_CONF__#$site_conf#g" -e "s#__HTTP_CONF__#$http_conf#g" -e "s#__MAP_HASH_CONF__#$map_hash_conf#g" \
    tests/support/nginx.conf.template > "$prefix/nginx.conf"
trap 'rm -rf "$prefix"' EXIT
exec "$nginx_bin" -p "$prefix" -c "$prefix/nginx.conf"
