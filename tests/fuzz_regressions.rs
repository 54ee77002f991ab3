//! Replays every input kept for a fuzz target (`tests/fuzz_regressions/<target>/`)
//! through the targets' own bodies (`tests/fuzz_harness`). Each file was a
//! crash or an oracle failure once, or stands at one of the engine's limits; the
//! fix keeps it passing. A snapshot or script input has a `NAME.why` beside it:
//! the reason `Snapshot::open` must refuse it for, or how the script must end,
//! so that a replay passes only when the check that was added for it still
//! catches it. See fuzz/README.md for running
//! the fuzzers.

mod fuzz_harness;

use std::path::Path;

/// The inputs kept for `target`, sorted; never none (a replay of nothing
/// would pass whatever the code does).
fn inputs(target: &str) -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fuzz_regressions")
        .join(target);
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.is_file())
        // `.keep` holds a directory in git and `.why` files say why an input is
        // refused; neither is an input.
        .filter(|p| {
            !p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('.'))
                && p.extension().is_none_or(|e| e != "why")
        })
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "no inputs kept for {target}");
    inputs
}

fn replay(target: &str, run: fn(&[u8])) {
    for input in &inputs(target) {
        let data = std::fs::read(input).expect("a regression input");
        eprintln!("{target}: {}", input.display());
        run(&data);
    }
}

#[test]
fn snapshot_open_findings_stay_fixed() {
    replay("snapshot_open", fuzz_harness::snapshot_open);
}

/// Checks each input kept for `target` against its `NAME.why`: `outcome`
/// (the refusal, or how a script ends) must contain that text.
fn each_ends_for_its_reason(target: &str, outcome: fn(&[u8]) -> Option<String>) {
    for input in &inputs(target) {
        let why = input.with_extension("why");
        let expected = std::fs::read_to_string(&why)
            .unwrap_or_else(|e| panic!("{}: {e} (every {target} input says why)", why.display()));
        let data = std::fs::read(input).expect("a regression input");
        let outcome = outcome(&data);
        assert!(
            outcome
                .as_deref()
                .is_some_and(|o| o.contains(expected.trim())),
            "{}: expected `{}`, got {outcome:?}",
            input.display(),
            expected.trim()
        );
    }
}

#[test]
fn snapshot_open_findings_are_refused_for_their_reason() {
    each_ends_for_its_reason("snapshot_open", fuzz_harness::snapshot_refusal);
}

#[test]
fn clone_read_findings_stay_fixed() {
    replay("clone_read", fuzz_harness::clone_read);
}

/// A kept clone message is of this build's format, and reads: one whose
/// version byte is stale would be refused at byte 0 and replay nothing of
/// the path it was kept for (change its version byte with the format's).
#[test]
fn clone_read_findings_are_messages_this_build_reads() {
    for input in &inputs("clone_read") {
        let data = std::fs::read(input).expect("a regression input");
        let mut heap = shapeshift::Heap::new();
        assert!(
            shapeshift::clone::deserialize(&mut heap, &data).is_ok(),
            "{}: refused by this build's reader (version byte {:?})",
            input.display(),
            data.first()
        );
    }
}

#[test]
fn script_findings_stay_fixed() {
    replay("script", fuzz_harness::script);
}

/// Each script input stands at one of the interpreter's limits and must stop
/// there with the error that names it (or run to its `ok:` line).
#[test]
fn script_inputs_end_for_their_reason() {
    each_ends_for_its_reason("script", |data| Some(fuzz_harness::script_outcome(data)));
}
