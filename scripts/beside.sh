# One piece of work run beside the rest of a script (the checks beside the builds in
# scripts/test-all.sh, the type check and unit tests beside the build in scripts/check.sh): a
# build leaves part of the machine idle, and the work beside it reads nothing a build writes.
# Sourced, not run.
#
#   beside_start LOG CMD [ARG...]  starts CMD (a command or a function of the script) with its
#                                  output in LOG, in a process group of its own
#   beside_finish WHAT             waits for it and prints LOG; when it failed, says that WHAT
#                                  failed and exits with its status
#   beside_stop                    stops it and everything it started (for the script's EXIT trap)
# shellcheck shell=bash

beside_pid='' beside_log=''

beside_start() {
  beside_log="$1"
  shift
  # Job control on while it starts gives it a process group of its own, which beside_stop ends.
  set -m
  ("$@") >"$beside_log" 2>&1 &
  beside_pid=$!
  set +m
}

beside_finish() {
  local status=0
  wait "$beside_pid" || status=$?
  beside_pid=''
  cat "$beside_log"
  if ((status)); then
    echo "$1 failed (above)." >&2
    exit "$status"
  fi
}

beside_stop() {
  if [[ -n "$beside_pid" ]]; then kill -- -"$beside_pid" 2>/dev/null || true; fi
  beside_pid=''
}
