#!/usr/bin/env bash
# Re-records Node's output for every shape script in tests/v8/ (and divergent/):
# NAME.js -> NAME.out. Needs Node 20 (V8 11.3): the recorded answers are what the
# engine must match (tests/v8_corpus.rs).
#
# NAME.out is exactly what `node --allow-natives-syntax NAME.js` printed on stdout.
# When Node exits with a non-zero status (an uncaught exception), one more line is
# appended: `!! exit STATUS: ErrorName: message`, the error line from Node's stderr.
#
# Usage: tests/v8/record.sh [NAME.js ...]   (default: every script)
set -euo pipefail
# Scripts given as paths work from any directory.
args=()
for a in "$@"; do
  if [ -f "$a" ]; then args+=("$(realpath "$a")"); else args+=("$a"); fi
done
cd "$(dirname "$0")"
node --version | grep -q '^v20\.' || echo "warning: recording with $(node --version), not Node 20" >&2
if [ ${#args[@]} -eq 0 ]; then args=(*.js divergent/*.js); fi
set -- "${args[@]}"
n=0
for js in "$@"; do
  if [ ! -f "$js" ]; then echo "record.sh: no such script: $js" >&2; exit 2; fi
  out="${js%.js}.out"
  status=0
  node --allow-natives-syntax "$js" > "$out" 2> "$out.stderr" || status=$?
  if [ "$status" -ne 0 ]; then
    err=$(grep -m1 -E '^([A-Za-z]*Error|DOMException[^:]*)(:| \[)' "$out.stderr" || head -n1 "$out.stderr")
    echo "!! exit $status: $err" >> "$out"
  fi
  rm -f "$out.stderr"
  n=$((n + 1))
done
echo "recorded $n scripts"
