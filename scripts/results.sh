#!/usr/bin/env bash
# Regenerates every figure and chart of the results page: runs every criterion
# bench (shapeshift, Boa with `--features boa`, Node through benches/node/*.mjs
# where Node is installed), then `shapeshift report`, which writes
# target/report/index.md and its SVG charts from criterion's saved estimates.
#
#   scripts/results.sh            everything (see the README's Results for the time it takes)
#
# Run it on a quiet machine: the figures are compared as ratios within each
# bench run, but a busy neighbour still shifts them.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
for bench in shapes lazy restore clone; do
  cargo bench --bench "$bench"
done
cargo bench --features boa --bench peers
cargo run --release -q -- report
echo "scripts/results.sh: done in $((SECONDS - start)) s"
