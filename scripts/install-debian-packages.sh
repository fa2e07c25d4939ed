#!/usr/bin/env bash
# Installs Debian packages with apt-get: the one way `npm test` (scripts/ensure-test-tools.sh)
# and `npm run site` (scripts/serve-site.sh) get the system tools they need.
#
#   install-debian-packages.sh PACKAGE...
#
# Exits 0 once the packages are installed. When they cannot be (not root, no
# apt-get, or apt-get failed), prints one line saying why and exits 1; the
# caller decides what to do without them.
set -uo pipefail
(($#)) || { echo "usage: install-debian-packages.sh PACKAGE..." >&2; exit 2; }

if [[ $(id -u) -ne 0 ]]; then
  echo "Cannot install $*: not root (sudo apt-get install -y $* installs them)." >&2
  exit 1
fi
apt_get="$(command -v apt-get)"
# `command -v` names a file it cannot run when there is no other: it must run.
if [[ -z "$apt_get" || ! -x "$apt_get" ]]; then
  echo "Cannot install $*: apt-get is not available (this is not Debian, or it is hidden)." >&2
  exit 1
fi
echo "Installing $* from Debian..."
export DEBIAN_FRONTEND=noninteractive
if ! "$apt_get" update -qq || ! "$apt_get" install -y -qq --no-install-recommends "$@" >/dev/null; then
  echo "Cannot install $*: apt-get failed (above)." >&2
  exit 1
fi
