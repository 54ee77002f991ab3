#!/usr/bin/env bash
# Runs the fuzz targets with cargo fuzz (libFuzzer; needs a nightly toolchain
# and `cargo install cargo-fuzz`). Not part of CI: see fuzz/README.md.
#
#   fuzz/run.sh                 every target, 900 s each, one after another
#   fuzz/run.sh clone_read 60   one target, 60 s
#
# Seeds are (re)written from this build first (`seeds`); a target's corpus
# grows in fuzz/corpus/<target>, crashes land in fuzz/artifacts/<target>, and
# libFuzzer's final statistics (executions, coverage) in fuzz/logs/<target>.log.
set -euo pipefail
cd "$(dirname "$0")"
targets=(${1:-snapshot_open clone_read script})
seconds=${2:-900}
# Without the tools there is nothing to run: say so, rather than report the
# failure to start as a finding.
if ! cargo +nightly --version >/dev/null 2>&1; then
  echo "fuzz/run.sh: no nightly toolchain (rustup toolchain install nightly)" >&2
  exit 2
fi
if ! cargo +nightly fuzz --help >/dev/null 2>&1; then
  echo "fuzz/run.sh: cargo-fuzz is not installed (cargo install cargo-fuzz)" >&2
  exit 2
fi
cargo run --release --quiet --bin seeds
mkdir -p logs
for t in "${targets[@]}"; do
  case $t in
    snapshot_open) max_len=262144 ;;
    *) max_len=65536 ;;
  esac
  echo "fuzzing $t for ${seconds}s (log: fuzz/logs/$t.log)"
  # Built first, on its own: a target that does not build is no finding.
  cargo +nightly fuzz build "$t" >"logs/$t.log" 2>&1 || {
    echo "$t: the fuzz target does not build; see fuzz/logs/$t.log" >&2
    exit 1
  }
  cargo +nightly fuzz run "$t" "corpus/$t" -- \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
    -rss_limit_mb=4096 -print_final_stats=1 >>"logs/$t.log" 2>&1 || {
    echo "$t: the fuzzer stopped with a finding; see fuzz/logs/$t.log and fuzz/artifacts/$t" >&2
    exit 1
  }
  grep -E "stat::number_of_executed_units|cov:" "logs/$t.log" | tail -2
done
