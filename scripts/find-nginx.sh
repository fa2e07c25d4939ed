#!/usr/bin/env bash
# Prints the path of the nginx binary (the first executable one on PATH, else
# Debian's /usr/sbin/nginx, which is not on every user's PATH) and exits 0, or
# exits 1 when there is none. A file that cannot be run does not count.
set -uo pipefail
IFS=: read -ra dirs <<< "${PATH:-}"
for dir in "${dirs[@]}" /usr/sbin; do
  if [[ -n "$dir" && -f "$dir/nginx" && -x "$dir/nginx" ]]; then
    echo "$dir/nginx"
    exit 0
  fi
done
exit 1
