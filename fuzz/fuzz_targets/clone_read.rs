//! The `clone_read` fuzz target: see `tests/fuzz_harness/mod.rs` for what it
//! feeds where, and which oracles it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| shapeshift_fuzz::clone_read(data));
