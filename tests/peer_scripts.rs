//! The shape scripts `benches/peers.rs` runs on shapeshift and Boa
//! (`benches/scripts/*.js`) print what Node 20 printed (`NAME.out`, recorded
//! with `node NAME.js`), and what a live Node prints where one is installed
//! (skipped, with a message, where it is not). The bench itself checks that
//! Boa prints the same line before it measures.

use std::path::Path;
use std::process::Command;

const SCRIPTS: [&str; 6] = [
    "literals",
    "keyed_stores",
    "assign_chain",
    "calls",
    "new",
    "empty_loop",
];

fn dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/scripts")
}

#[test]
fn bench_scripts_print_what_node_printed() {
    for name in SCRIPTS {
        let source = std::fs::read_to_string(dir().join(format!("{name}.js"))).expect("script");
        let expected =
            std::fs::read_to_string(dir().join(format!("{name}.out"))).expect("recording");
        let outcome = shapeshift::script::run_source(&source, None);
        assert_eq!(outcome.error, None, "{name}");
        assert_eq!(outcome.lines.join("\n"), expected.trim_end(), "{name}");
    }
}

#[test]
fn bench_scripts_match_live_node() {
    for name in SCRIPTS {
        let run = Command::new("node")
            .arg(dir().join(format!("{name}.js")))
            .output();
        let Ok(out) = run else {
            eprintln!("bench_scripts_match_live_node: skipped, `node` is not installed");
            return;
        };
        assert!(out.status.success(), "{name}: node failed");
        let expected =
            std::fs::read_to_string(dir().join(format!("{name}.out"))).expect("recording");
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{name}");
    }
}
