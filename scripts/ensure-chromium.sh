#!/usr/bin/env bash
# Before `npm test`: the browser tests drive Debian's chromium. Install it when it is missing and
# this machine can (root with apt-get); otherwise say in one line what to do and stop, rather than
# let every browser test fail on its own.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "npm test: installing Debian's chromium for the browser tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x "$browser" ] && exit 0
fi
echo "npm test needs Chromium for the browser tests: run 'sudo apt-get install chromium' or set CHROMIUM_PATH to a Chromium binary" >&2
exit 1
