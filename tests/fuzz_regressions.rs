//! Replays every input the fuzzers found (`tests/fuzz_regressions/<target>/`)
//! through the fuzz targets' own bodies (`tests/fuzz_harness`). Each file was a
//! crash or an oracle failure once; the fix keeps it passing. See fuzz/README.md
//! for running the fuzzers.

mod fuzz_harness;

use std::path::Path;

fn replay(target: &str, run: fn(&[u8])) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fuzz_regressions")
        .join(target);
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.is_file())
        // `.keep` holds an empty directory in git; it is not an input.
        .filter(|p| {
            !p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    inputs.sort();
    for input in &inputs {
        let data = std::fs::read(input).expect("a regression input");
        eprintln!("{target}: {}", input.display());
        run(&data);
    }
}

#[test]
fn snapshot_open_findings_stay_fixed() {
    replay("snapshot_open", fuzz_harness::snapshot_open);
}

#[test]
fn clone_read_findings_stay_fixed() {
    replay("clone_read", fuzz_harness::clone_read);
}

#[test]
fn script_findings_stay_fixed() {
    replay("script", fuzz_harness::script);
}
