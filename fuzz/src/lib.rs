//! The fuzz targets' bodies and fixture live in `tests/fuzz_harness/mod.rs`,
//! shared with `tests/fuzz_regressions.rs`, which replays every finding.

#[path = "../../tests/fuzz_harness/mod.rs"]
mod harness;

pub use harness::*;
