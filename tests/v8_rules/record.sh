#!/usr/bin/env bash
# Re-records Node's output for every V8 rule script: NAME.js -> NAME.out.
# Needs Node 20 (V8 11.3): the recorded answers are what the model must match.
set -euo pipefail
cd "$(dirname "$0")"
node --version | grep -q '^v20\.' || echo "warning: recording with $(node --version), not Node 20" >&2
for js in *.js; do
  node --allow-natives-syntax "$js" > "${js%.js}.out"
done
echo "recorded $(ls *.js | wc -l) scripts"
