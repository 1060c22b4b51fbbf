#!/usr/bin/env bash
# Runs its arguments on Node.js 24 LTS, the runtime the project is built and tested on, whatever
# Node.js the machine has: `npm start` and `npm test` go through it, so a newcomer whose machine
# ships an older Node.js (Debian's 20, say, where the argon2 binary crashes and WebSocket is
# missing) still gets a working portal. An older Node.js fetches Node.js 24 once from the npm
# registry (the node-<platform>-<arch> package) into the user's cache and puts it first on PATH.
# `--bin-dir` prints the folder of the Node.js it would use instead (for .ci/run).
set -euo pipefail
major=24
current="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$current" -ge "$major" ]; then
  bin_dir="$(dirname "$(command -v node)")"
else
  package="$(node -p '`node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}`')"
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/portal-node$major"
  bin_dir="$cache/node_modules/$package/bin"
  if [ ! -x "$bin_dir/node" ]; then
    echo "Node.js $(node --version) is older than the project's Node.js $major LTS: fetching it from the npm registry once (into $cache)" >&2
    npm install --no-save --no-audit --no-fund --silent --prefix "$cache" "$package@$major" >&2
  fi
fi
if [ "${1:-}" = "--bin-dir" ]; then
  echo "$bin_dir"
  exit 0
fi
export PATH="$bin_dir:$PATH"
exec "$@"
