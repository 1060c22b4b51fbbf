#!/usr/bin/env bash
# Before `npm test`: the browser tests drive Debian's chromium. Install it when it is missing and
# this machine can (root with apt-get); otherwise say in one line what to do and stop, rather than
# let every browser test fail on its own. Also Debian's Noto CJK and Thai fonts, so Chinese and
# Thai render in the screenshots instead of empty boxes (only a warning when they cannot be
# installed: no test reads glyphs).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
can_install() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
updated=0
install() {
  export DEBIAN_FRONTEND=noninteractive
  [ "$updated" = 1 ] || apt-get update -qq
  updated=1
  apt-get install -y -qq "$@" >/dev/null
}

for font in fonts-noto-cjk fonts-thai-tlwg; do
  dpkg-query -W -f='${Status}' "$font" 2>/dev/null | grep -q 'install ok installed' && continue
  if can_install && echo "npm test: installing Debian's $font for the screenshots' scripts" && install "$font"; then
    :
  else
    echo "npm test: no $font; its script will show boxes in screenshots" >&2
  fi
done

[ -x "$browser" ] && exit 0
if can_install; then
  echo "npm test: installing Debian's chromium for the browser tests"
  install chromium
  [ -x "$browser" ] && exit 0
fi
echo "npm test needs Chromium for the browser tests: run 'sudo apt-get install chromium' or set CHROMIUM_PATH to a Chromium binary" >&2
exit 1
