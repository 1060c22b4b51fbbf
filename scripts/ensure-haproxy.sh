#!/usr/bin/env bash
# Before `npm run test:services`: the scale-out test (apps/server/test/scale-out.test.ts) runs three
# server instances behind Debian's HAProxy. Install it when it is missing and this machine can
# (root with apt-get); otherwise say in one line what to do and stop, rather than let the test
# fail on a missing binary.
set -euo pipefail
haproxy="${HAPROXY_PATH:-/usr/sbin/haproxy}"
[ -x "$haproxy" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "test:services: installing Debian's haproxy for the scale-out test"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq haproxy >/dev/null
  # The package starts its own service on port 80 where systemd runs; the test runs its own.
  [ -x "$haproxy" ] && exit 0
fi
echo "test:services needs HAProxy for the scale-out test: run 'sudo apt-get install haproxy' or set HAPROXY_PATH to an haproxy binary" >&2
exit 1
