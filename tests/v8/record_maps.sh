#!/usr/bin/env bash
# Records V8's own map events for corpus scripts: runs each in Node 20 with
# --log-maps (through `shapeshift v8log --save`) and keeps the events made by
# the script's own code, in the form tests/v8/maps/NAME.maps.
#
#   tests/v8/record_maps.sh                 # every script of tests/v8
#   tests/v8/record_maps.sh tests/v8/x.js   # some
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cargo build --release -q -p shapeshift-cli --manifest-path "$root/Cargo.toml"
bin="${CARGO_TARGET_DIR:-$root/target}/release/shapeshift"
if [ "$#" -eq 0 ]; then set -- "$here"/*.js; fi
mkdir -p "$here/maps"
printf '%s\n' "$@" | xargs -P 2 -I{} sh -c '
  name=$(basename "{}" .js)
  "$0" v8log "{}" --save "$1/maps/$name.maps" > /dev/null 2>&1 || echo "not recorded: {}" >&2
' "$bin" "$here"
