//! The `shapeshift snapshot` commands on good and damaged files: the binary's own
//! messages and exit statuses.

/// Runs `shapeshift ARGS FILE`.
fn snapshot_command(args: &[&str], file: impl AsRef<std::path::Path>) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_shapeshift"))
        .args(args)
        .arg(file.as_ref())
        .output()
        .expect("runs")
}

#[test]
fn the_snapshot_commands_report_bad_files_clearly() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("s.snap");
    let built = snapshot_command(&["snapshot", "build"], &out);
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let ok = snapshot_command(&["snapshot", "inspect"], &out);
    assert!(ok.status.success());
    assert!(String::from_utf8_lossy(&ok.stdout).contains("roots (1): stream"));
    let bytes = std::fs::read(&out).expect("read");
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        (
            "truncated",
            bytes[..bytes.len() / 2].to_vec(),
            "snapshot truncated",
        ),
        (
            "not a snapshot",
            b"hello, world: this is not a snapshot at all. ".repeat(4),
            "not a snapshot file",
        ),
        (
            "flipped",
            {
                let mut b = bytes.clone();
                let i = b.len() - 10;
                b[i] ^= 0x40;
                b
            },
            "checksum mismatch",
        ),
    ];
    for (what, content, expected) in cases {
        let bad = dir.path().join(format!("{}.snap", what.replace(' ', "_")));
        std::fs::write(&bad, content).expect("write");
        let r = snapshot_command(&["snapshot", "inspect"], &bad);
        assert_eq!(r.status.code(), Some(3), "{what}: a damaged file");
        let err = String::from_utf8_lossy(&r.stderr);
        assert!(err.contains(expected), "{what}: {err}");
    }
    let unknown = snapshot_command(
        &["snapshot", "build", "--modules", "stream,nope"],
        dir.path().join("u.snap"),
    );
    assert_eq!(unknown.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("unknown module `nope`"));
}

/// A snapshot built under another version's rules records that policy, and
/// `inspect` names it: restoring keeps it unless the embedder chooses another
/// (`Heap::restore_with_policy`).
#[test]
fn a_snapshot_records_the_version_it_was_built_under() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (version, name) in [
        ("11.3", "node20 (V8 11.3)"),
        ("12.4", "node22 (V8 12.4)"),
        ("node24", "node24 (V8 13.6)"),
    ] {
        let out = dir.path().join(format!("{version}.snap"));
        let built = snapshot_command(&["snapshot", "build", "--v8", version], &out);
        assert!(
            built.status.success(),
            "{}",
            String::from_utf8_lossy(&built.stderr)
        );
        assert!(String::from_utf8_lossy(&built.stdout).contains(&format!("policy: {name}")));
        let inspected = snapshot_command(&["snapshot", "inspect"], &out);
        let report = String::from_utf8_lossy(&inspected.stdout);
        assert!(
            report.contains(&format!("policy          {name} (kept by restore)")),
            "{report}"
        );
    }
    let wrong = snapshot_command(
        &["snapshot", "build", "--v8", "10.0"],
        dir.path().join("never.snap"),
    );
    assert_eq!(wrong.status.code(), Some(2));
    assert!(!dir.path().join("never.snap").exists());
}
