//! The `shapeshift run|dot|trace` command line, end to end through the built
//! binary: exit statuses, `FILE:LINE:COL` error reports, output before an error,
//! and insta snapshots (in `snapshots/`) of the `dot` and `trace` output a person
//! reviews.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

#[macro_use]
#[path = "../../tests/support/mod.rs"]
mod support;

fn root() -> &'static Path {
    // The workspace root, where the corpus (`tests/v8/`) lives.
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

fn shapeshift(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shapeshift"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("the shapeshift binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A scratch script file in the target directory.
fn scratch(name: &str, source: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("script_cli");
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let path = dir.join(name);
    std::fs::write(&path, source).expect("scratch script");
    path
}

#[test]
fn run_prints_what_node_printed() {
    for name in [
        "delete_middle_normalizes",
        "http_options_copy_chain",
        "key_order_indices_first",
    ] {
        let js = format!("tests/v8/{name}.js");
        let o = shapeshift(&["run", &js]);
        assert!(o.status.success(), "{name}: {}", stderr(&o));
        let recorded = std::fs::read_to_string(root().join(format!("tests/v8/{name}.out")))
            .expect("recorded output");
        assert_eq!(stdout(&o), recorded, "{name}");
    }
}

#[test]
fn the_readme_example_runs() {
    let o = shapeshift(&["run", "examples/scripts/options.js"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "false true\n[\"host\",\"port\",\"path\"]\n");
}

#[test]
fn unsupported_syntax_exits_2_with_its_position() {
    let path = scratch(
        "unsupported.js",
        "const o = {};\nconsole.log(1);\nfunction* g() {}\n",
    );
    let o = shapeshift(&["run", path.to_str().unwrap_or_default()]);
    assert_eq!(o.status.code(), Some(2));
    // Nothing runs when the script does not parse.
    assert_eq!(stdout(&o), "");
    assert_eq!(
        stderr(&o).trim_end(),
        format!(
            "{}:3:1: unsupported: generators and async functions",
            path.display()
        )
    );
}

#[test]
fn a_thrown_error_exits_1_after_the_earlier_output() {
    let path = scratch(
        "throws.js",
        "const o = Object.freeze({a: 1});\nconsole.log('before');\nObject.defineProperty(o, 'a', {value: 2});\nconsole.log('after');\n",
    );
    let o = shapeshift(&["run", path.to_str().unwrap_or_default()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "before\n");
    assert_eq!(
        stderr(&o).trim_end(),
        format!(
            "{}:3:22: TypeError: Cannot redefine property: a",
            path.display()
        )
    );
    let path = scratch("null_read.js", "const n = null;\nn.x;\n");
    let o = shapeshift(&["run", path.to_str().unwrap_or_default()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(":2:2: TypeError: Cannot read properties of null (reading 'x')"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn unreadable_and_non_utf8_files_are_reported() {
    let o = shapeshift(&["run", "no/such/file.js"]);
    assert_eq!(o.status.code(), Some(3), "an I/O error");
    assert!(
        stderr(&o).contains("no/such/file.js: No such file or directory"),
        "{}",
        stderr(&o)
    );
    let path = scratch("latin1.js", "");
    std::fs::write(&path, b"console.log('\xe9');\n").expect("write");
    let o = shapeshift(&["run", path.to_str().unwrap_or_default()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("not UTF-8"), "{}", stderr(&o));
    let o = shapeshift(&["frobnicate"]);
    assert_eq!(o.status.code(), Some(2), "clap rejects unknown subcommands");
}

/// `dot` and `trace` output for a handful of scripts, reviewed as snapshots.
#[test]
fn dot_and_trace_snapshots() {
    for script in [
        "examples/scripts/options.js",
        "tests/v8/delete_middle_normalizes.js",
        "tests/v8/set_prototype_null_stays_fast_and_shares.js",
        "tests/v8/keyed_soft_limit_empty.js",
        "tests/v8/freeze_seal_prevent_extensions.js",
        "tests/v8/deprecate_and_migrate_story.js",
        "tests/v8/elements_kind_chain.js",
    ] {
        let name = Path::new(script)
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("script")
            .to_string();
        let dot = shapeshift(&["dot", script]);
        assert!(dot.status.success(), "{script}: {}", stderr(&dot));
        snapshot!(format!("script_{name}_dot"), stdout(&dot));
        let trace = shapeshift(&["trace", script]);
        assert!(trace.status.success(), "{script}: {}", stderr(&trace));
        snapshot!(format!("script_{name}_trace"), stdout(&trace));
    }
}

/// Two objects that went to dictionary mode (a delete of a middle property, keyed
/// stores past the soft limit) and one that stayed fast.
const DICTIONARY_OBJECTS: &str = "\
// Two objects go to dictionary mode under Node 20's rules; one stays fast.
const point = {x: 1, y: 2, z: 3};
const same = {x: 1, y: 2, z: 3};
delete point.y;
const keyed = {};
for (let i = 0; i < 20; i++) { keyed['k' + i] = i; }
console.log(%HasFastProperties(point), %HasFastProperties(same), %HasFastProperties(keyed));
";

/// Dictionary-mode objects keep their fast trees in `dot`: each name points at
/// its dictionary shape, and the shape each object left is linked to it.
#[test]
fn dot_draws_dictionary_objects_with_the_trees_they_left() {
    let path = scratch("dictionary_objects.js", DICTIONARY_OBJECTS);
    let run = shapeshift(&["run", path.to_str().unwrap_or_default()]);
    assert_eq!(stdout(&run), "false true false\n", "{}", stderr(&run));
    let o = shapeshift(&["dot", path.to_str().unwrap_or_default()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let drawing = stdout(&o);
    assert!(
        drawing.contains("s9 [label=\"s9 dictionary\\nproto=Object.prototype\", style=dashed]")
    );
    assert!(drawing.contains("s8 -> s9 [label=\"normalize (DeletingProperty)\""));
    assert!(drawing.contains("s29 -> s9 [label=\"normalize (TooManyFastProperties)\""));
    assert!(drawing.contains("obj0 -> s9 [style=dotted]"));
    snapshot!("script_dictionary_objects_dot", drawing);
}

#[test]
fn dot_all_draws_every_shape() {
    let path = scratch("dictionary_objects_all.js", DICTIONARY_OBJECTS);
    let o = shapeshift(&["dot", "--all", path.to_str().unwrap_or_default()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let drawing = stdout(&o);
    // The builtin prototypes' maps (s0 to s4) are drawn too, and the map of
    // the built-in `console.log` function the script reads; no names are.
    for s in 0..=30 {
        assert!(
            drawing.contains(&format!("  s{s} [label=")),
            "s{s} in\n{drawing}"
        );
    }
    assert!(!drawing.contains("  s31 ["), "{drawing}");
    assert!(!drawing.contains("obj0"), "{drawing}");
    assert!(drawing.contains("normalize (DeletingProperty)"));
}

#[test]
fn dot_shape_draws_the_tree_under_it() {
    let path = scratch("dictionary_objects_shape.js", DICTIONARY_OBJECTS);
    let path = path.to_str().unwrap_or_default();
    let expected = "\
digraph transitions {
  rankdir=LR;
  node [shape=box, fontname=\"monospace\"];
  s7 [label=\"s7\\n{x,y}\\nfields 2/3 in-object, 0 out-of-object\\nproto=Object.prototype\"];
  s8 [label=\"s8\\n{x,y,z}\\nfields 3/3 in-object, 0 out-of-object\\nproto=Object.prototype\"];
  s9 [label=\"s9 dictionary\\nproto=Object.prototype\", style=dashed];
  s7 -> s8 [label=\"+z [WEC]\"];
  s8 -> s9 [label=\"normalize (DeletingProperty)\", color=\"crimson\"];
}
";
    // The ID as a number, as DOT names the node, and as it displays.
    for id in ["7", "s7", "shape#7"] {
        let o = shapeshift(&["dot", "--shape", id, path]);
        assert!(o.status.success(), "{id}: {}", stderr(&o));
        assert_eq!(stdout(&o), expected, "{id}");
    }
}

#[test]
fn dot_refuses_a_bad_shape_with_status_2() {
    let path = scratch("dictionary_objects_bad_shape.js", DICTIONARY_OBJECTS);
    let path = path.to_str().unwrap_or_default();
    let o = shapeshift(&["dot", "--shape", "31", path]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
    assert_eq!(
        stderr(&o).trim_end(),
        "shapeshift: --shape: shape#31 is not a shape of this heap (it has 31, shape#0 to shape#30)"
    );
    for bad in ["x", "-1", "s", "shape#", "4294967296", "+3"] {
        let o = shapeshift(&["dot", &format!("--shape={bad}"), path]);
        assert_eq!(o.status.code(), Some(2), "{bad}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("is not a shape ID"),
            "{bad}: {}",
            stderr(&o)
        );
    }
    let o = shapeshift(&["dot", "--all", "--shape", "3", path]);
    assert_eq!(o.status.code(), Some(2), "--all and --shape conflict");
}

/// `run --stats`: the byte figures depend on the platform's type sizes, so they
/// are replaced by `#` (the labels stay); the counts are snapshotted as they are.
fn redact_bytes(stats: &str) -> String {
    stats
        .lines()
        .map(|line| match line.strip_prefix("  ") {
            Some(row) => {
                let label = row.trim_end_matches(|c: char| c.is_ascii_digit() || c == ' ');
                format!("  {label}  #")
            }
            None => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The byte rows of a stats table, as (label, bytes).
fn byte_rows(stats: &str) -> Vec<(String, u64)> {
    stats
        .lines()
        .filter_map(|line| line.strip_prefix("  "))
        .filter_map(|row| {
            let (label, bytes) = row.trim_end().rsplit_once(' ')?;
            Some((label.trim().to_string(), bytes.parse().ok()?))
        })
        .collect()
}

#[test]
fn run_stats_prints_the_heap_after_the_script_output() {
    let path = scratch("dictionary_objects_stats.js", DICTIONARY_OBJECTS);
    let path = path.to_str().unwrap_or_default();
    let plain = shapeshift(&["run", path]);
    let o = shapeshift(&["run", "--stats", path]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    // The script's own output first, unchanged, then the separated table.
    let Some((script_output, stats)) = out.split_once("\n--- heap stats ---\n") else {
        panic!("no stats separator in\n{out}")
    };
    assert_eq!(script_output, stdout(&plain));
    // The three builtin prototypes, the script's three objects (two of which
    // went to dictionary mode), and the `console` object and `log` function
    // the script reads.
    assert!(
        stats.contains("objects  8 total: 6 fast, 2 dictionary; 3 prototypes"),
        "{stats}"
    );
    let rows = byte_rows(stats);
    assert_eq!(
        rows.len(),
        10,
        "eight tables, free space and the total: {rows:?}"
    );
    let (parts, total) = rows.split_at(9);
    assert_eq!(total[0].0, "total");
    assert_eq!(total[0].1, parts.iter().map(|(_, b)| b).sum::<u64>());
    assert!(
        parts
            .iter()
            .any(|(label, b)| label == "dictionaries" && *b > 0)
    );
    snapshot!("script_run_stats", redact_bytes(stats));
}

#[test]
fn run_stats_keeps_the_exit_status_of_an_exception_and_of_a_syntax_error() {
    let path = scratch(
        "throws_stats.js",
        "const o = Object.freeze({a: 1});\nconsole.log('before');\nObject.defineProperty(o, 'a', {value: 2});\n",
    );
    let o = shapeshift(&["run", "--stats", path.to_str().unwrap_or_default()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).starts_with("before\n\n--- heap stats ---\nshapes "));
    assert!(stderr(&o).contains("TypeError: Cannot redefine property: a"));
    // Nothing ran, so there is nothing to report.
    let path = scratch(
        "unsupported_stats.js",
        "console.log('never');\nclass A { m() { return this.#x; } }\n",
    );
    let o = shapeshift(&["run", "--stats", path.to_str().unwrap_or_default()]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o), "");
}

/// `run --v8 all` lines the three versions up and marks where they differ: a
/// delete of the last-added property (Node 20 rolls it back, 22 and 24
/// normalize), a spread (Node 22 and 24 copy a literal with its own map) and a
/// prototype set back (only Node 24 returns to the original map). Each
/// version's column is what that Node printed (`tests/v8/*.node22.out`, …).
#[test]
fn run_on_every_version_side_by_side() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("versions.js");
    let script = "\
const a = {}; a.x = 1; a.y = 2;
delete a.y;
console.log('delete last', %HasFastProperties(a));
const s = {p: 1, q: 2};
console.log('spread shares the source map', %HaveSameMap({...s}, s));
const b = {x: 1};
Object.setPrototypeOf(b, null);
Object.setPrototypeOf(b, Object.prototype);
console.log('prototype set back', %HaveSameMap(b, {x: 1}));
console.log('unchanged', typeof b);
";
    std::fs::write(&path, script).expect("write the script");
    let path = path.to_str().expect("UTF-8 path");
    let o = shapeshift(&["run", "--v8", "all", path]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.ends_with("the versions differ on 3 of 4 lines\n"),
        "{out}"
    );
    snapshot!("script_run_v8_all", out);
    // One version at a time prints that version's column.
    let node22 = shapeshift(&["run", "--v8", "12.4", path]);
    assert!(stdout(&node22).starts_with("delete last false\nspread shares the source map true\n"));
    let wrong = shapeshift(&["run", "--v8", "12", path]);
    assert_eq!(wrong.status.code(), Some(2));
    assert!(
        stderr(&wrong).contains("`12` is not a modelled V8 version"),
        "{}",
        stderr(&wrong)
    );
}

#[test]
fn a_random_seed_draws_what_node_draws_under_it() {
    let js = "tests/v8/lang/builtin_math_random_seeded.js";
    for (version, recording) in [
        ("11.3", "tests/v8/lang/builtin_math_random_seeded.out"),
        (
            "13.6",
            "tests/v8/lang/builtin_math_random_seeded.node24.out",
        ),
    ] {
        // The recordings are Node's output under `--random-seed=42`.
        let o = shapeshift(&["run", "--v8", version, "--random-seed", "42", js]);
        assert!(o.status.success(), "{version}: {}", stderr(&o));
        let recorded = std::fs::read_to_string(root().join(recording)).expect("recorded output");
        assert_eq!(stdout(&o), recorded, "{version}");
    }
    // Whole numbers: V8 13.6's conversion to a double (53 bits, not 52) moves
    // a number by at most 2⁻⁵³, which their rounding does not see.
    let draws = |args: &[&str]| {
        let path = scratch(
            "draws.js",
            "console.log(Math.floor(Math.random() * 1e9), Math.floor(Math.random() * 1e9));",
        );
        let mut all = vec!["run"];
        all.extend_from_slice(args);
        let path = path.to_str().expect("UTF-8 path").to_string();
        all.push(&path);
        let o = shapeshift(&all);
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o)
    };
    // A negative seed is V8's `int` too; no seed draws from the system.
    assert_eq!(
        draws(&["--random-seed", "-7"]),
        draws(&["--random-seed", "-7"])
    );
    assert_ne!(draws(&[]), draws(&[]));
    // Under `--v8 all` without a seed, the versions still draw the same.
    let all = draws(&["--v8", "all"]);
    assert!(
        all.ends_with("the versions agree on all 1 lines\n"),
        "{all}"
    );
    // V8's flag is an `int`: a seed past it is a usage error.
    let path = scratch("seed.js", "Math.random();");
    let wrong = shapeshift(&[
        "run",
        "--random-seed",
        "4294967296",
        path.to_str().expect("UTF-8 path"),
    ]);
    assert_eq!(wrong.status.code(), Some(2));
    assert!(
        stderr(&wrong).contains("--random-seed"),
        "{}",
        stderr(&wrong)
    );
}
