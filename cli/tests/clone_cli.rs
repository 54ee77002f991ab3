//! The `shapeshift clone` commands: writing and dumping messages, and the paired
//! sender-cost guard, through the binary.

use shapeshift::clone::{self, CloneOptions, Encoding};
use shapeshift::{Heap, Value};
use shapeshift_cli::payloads;

/// The canonical encoding, no snapshot shape IDs.
const CANONICAL: CloneOptions = CloneOptions {
    encoding: Encoding::Canonical,
    fast_path: true,
    peer_snapshot: None,
    session: false,
};

fn shapeshift_cli(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_shapeshift"))
        .args(args)
        .output()
        .expect("the shapeshift binary runs")
}

#[test]
fn clone_write_and_dump_from_the_command_line() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let file = dir.path().join("flat16.msg");
    let file = file.to_str().expect("a UTF-8 path");
    let out = shapeshift_cli(&["clone", "write", "flat16", file, "--canonical"]);
    assert!(out.status.success(), "{out:?}");
    let out = shapeshift_cli(&["clone", "dump", file]);
    assert!(out.status.success(), "{out:?}");
    let mut heap = Heap::new();
    let v = Value::Object(payloads::build(&mut heap, "flat16").expect("a payload"));
    let bytes = clone::serialize(&mut heap, v, CANONICAL).expect("serializes");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        clone::dump(&bytes, None).expect("dumps")
    );
    // A corrupt message: exit status 3 (a damaged file) and the reason, nothing
    // on stdout.
    let bad = dir.path().join("bad.msg");
    std::fs::write(
        &bad,
        [shapeshift::clone::wire::FORMAT_VERSION, 2, b'o', b'S', 9],
    )
    .expect("writes");
    let out = shapeshift_cli(&["clone", "dump", bad.to_str().expect("UTF-8")]);
    assert_eq!(out.status.code(), Some(3));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("exceeds the 0 bytes left"),
        "{out:?}"
    );
    let out = shapeshift_cli(&["clone", "write", "nope", file]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown payload `nope`"));
}

#[test]
fn the_paired_guard_passes_under_its_ceiling_and_fails_above_it() {
    // The fast path against the generic writer: far under 1.03.
    let out = shapeshift_cli(&["clone", "guard", "--pairs", "5", "--batch", "300"]);
    assert!(out.status.success(), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains(": pass"));
    // The other way round: far above.
    let out = shapeshift_cli(&[
        "clone",
        "guard",
        "--pairs",
        "5",
        "--batch",
        "300",
        "--baseline",
        "fast",
        "--candidate",
        "generic",
    ]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains(": FAIL"));
    let out = shapeshift_cli(&["clone", "guard", "--baseline", "turbo"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown setting `turbo`"));
}
