#!/usr/bin/env bash
# Re-records Node's output for shape scripts, once per modelled Node release:
#   NAME.js -> NAME.out        (Node 20, V8 11.3: the machine's own `node`)
#              NAME.node22.out (Node 22, V8 12.4)
#              NAME.node24.out (Node 24, V8 13.6)
# Node 22 and 24 come from tests/v8/nodes.sh (fetched into a cache outside git);
# the corpus test (tests/v8_corpus.rs) checks each version's policy against its
# own recording, and never runs Node itself.
#
# Each file is exactly what `node --allow-natives-syntax --expose-gc NAME.js`
# printed on stdout (`--expose-gc` gives scripts Node's `gc()`). When Node exits with a non-zero status (an uncaught exception), one more
# line is appended: `!! exit STATUS: ErrorName: message`, the error line from
# Node's stderr.
#
# A `// Flags: --random-seed=N` line among the comment lines at a script's
# top seeds `Math.random` (Node is given `--random-seed=N`; the corpus test
# seeds the model the same way). No other flag is passed.
#
# Usage: tests/v8/record.sh [NAME.js ...]   (default: every script of tests/v8,
#        divergent/, mjsunit/ and lang/)
set -euo pipefail
# Scripts given as paths work from any directory.
args=()
for a in "$@"; do
  if [ -f "$a" ]; then args+=("$(realpath "$a")"); else args+=("$a"); fi
done
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"
node --version | grep -q '^v20\.' || echo "warning: recording with $(node --version), not Node 20" >&2
node22="$(bash "$here/nodes.sh" --path 22 || true)"
node24="$(bash "$here/nodes.sh" --path 24 || true)"
if [ -z "$node22" ] || [ -z "$node24" ]; then
  echo "record.sh: Node 22 or 24 is not fetched yet; running tests/v8/nodes.sh" >&2
  bash "$here/nodes.sh" > /dev/null
  node22="$(bash "$here/nodes.sh" --path 22)"
  node24="$(bash "$here/nodes.sh" --path 24)"
fi
if [ ${#args[@]} -eq 0 ]; then args=(*.js divergent/*.js mjsunit/*.js lang/*.js); fi
set -- "${args[@]}"

# The script's V8 flags from its `// Flags:` line: only `--random-seed=N`.
flags_of() {
  sed -n '/^\/\//!q; s|^// Flags:||p' "$1" | tr ' ' '\n' | grep -E '^--random-seed=-?[0-9]+$' || true
}

# record NODE OUT JS
record() {
  local status=0 err
  # shellcheck disable=SC2046 # one flag per word
  "$1" --allow-natives-syntax --expose-gc $(flags_of "$3") "$3" > "$2" 2> "$2.stderr" || status=$?
  if [ "$status" -ne 0 ]; then
    err=$(grep -m1 -E '^([A-Za-z]*Error|DOMException[^:]*)(:| \[)' "$2.stderr" || head -n1 "$2.stderr")
    echo "!! exit $status: $err" >> "$2"
  fi
  rm -f "$2.stderr"
}

n=0
for js in "$@"; do
  if [ ! -f "$js" ]; then echo "record.sh: no such script: $js" >&2; exit 2; fi
  # Scripts run from their own directory, as Node resolves nothing else.
  (cd "$(dirname "$js")" && js="$(basename "$js")" &&
    record node "${js%.js}.out" "$js" &&
    record "$node22" "${js%.js}.node22.out" "$js" &&
    record "$node24" "${js%.js}.node24.out" "$js")
  n=$((n + 1))
done
echo "recorded $n scripts on Node 20, 22 and 24"
