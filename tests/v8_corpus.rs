//! The V8 corpus: every shape script in `tests/v8/` runs through the interpreter
//! and must print exactly what Node 20 printed (recorded next to it as `NAME.out`
//! by `tests/v8/record.sh`), line by line. A script that throws in Node ends its
//! recording with `!! exit 1: Name: message`; the engine must throw the same.
//!
//! `tests/v8/divergent/` holds the scripts that show V8 behaviour the model
//! does not reproduce (each listed in `docs/v8-rules.md` with the reason): their test
//! asserts they *still* diverge, so that a fix is noticed and the script moved.
//!
//! Every script also has Node 22's and Node 24's output (`NAME.node22.out`,
//! `NAME.node24.out`), and the engine runs it under those versions' policies
//! ([`V8Version`]) too: the whole corpus is the goal there as for Node 20, and
//! the floors below are what the engine reaches today.
//!
//! The last test re-runs Node (when Node 20 is installed; it skips with a message
//! otherwise) to prove the recordings current.

use shapeshift::Policy;
use shapeshift::V8Version;
use shapeshift::script::{ErrorKind, flags_random_seed, run_source, run_source_seeded};
use std::path::{Path, PathBuf};

/// The corpus keeps at least this many scripts.
const MIN_CORPUS_SIZE: usize = 300;
/// The divergent set may hold at most this many scripts.
const MAX_DIVERGENT: usize = 10;

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/v8")
        .join(sub)
}

/// The `.js` files directly in `dir`, sorted.
fn scripts(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "js"))
        .collect();
    v.sort();
    v
}

/// What the engine prints for a script, in the recording's format.
fn engine_output(source: &str) -> Vec<String> {
    run_under(source, Policy::node20())
}

/// What the engine prints for a script under `policy`, seeded as its
/// `// Flags:` line says, in the recording's format.
fn run_under(source: &str, policy: Policy) -> Vec<String> {
    run_source_seeded(source, None, policy, flags_random_seed(source)).recorded_lines()
}

fn recorded(js: &Path) -> String {
    let out = js.with_extension("out");
    std::fs::read_to_string(&out).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (record it with tests/v8/record.sh {})",
            out.display(),
            js.file_name().map_or("".into(), |n| n.to_string_lossy())
        )
    })
}

/// The line-by-line differences between Node's recording and the engine.
fn mismatches(js: &Path) -> Vec<String> {
    let name = js
        .file_name()
        .map_or("?".into(), |n| n.to_string_lossy().to_string());
    let source = std::fs::read_to_string(js).unwrap_or_else(|e| panic!("{name}: {e}"));
    let expected = recorded(js);
    let expected: Vec<&str> = expected.lines().collect();
    let got = engine_output(&source);
    let n = expected.len().max(got.len());
    (0..n)
        .filter_map(|i| {
            let want = expected.get(i).copied().unwrap_or("<no line>");
            let have = got.get(i).map_or("<no line>", String::as_str);
            (want != have).then(|| {
                format!(
                    "{name} output line {}:\n    node:       {want}\n    shapeshift: {have}",
                    i + 1
                )
            })
        })
        .collect()
}

#[test]
fn the_engine_agrees_with_node_on_the_whole_corpus() {
    let corpus = scripts(&dir(""));
    assert!(
        corpus.len() >= MIN_CORPUS_SIZE,
        "the corpus has {} scripts, fewer than {MIN_CORPUS_SIZE}",
        corpus.len()
    );
    let mut all = Vec::new();
    let mut lines = 0;
    for js in &corpus {
        lines += recorded(js).lines().count();
        all.extend(mismatches(js));
    }
    assert!(
        all.is_empty(),
        "{} mismatching lines (of {lines} in {} scripts):\n{}",
        all.len(),
        corpus.len(),
        all.join("\n")
    );
}

/// Corpus scripts (of `tests/v8/*.js`) whose output under V8 12.4's and 13.6's
/// policies equals Node 22's and Node 24's recording: the floors the engine
/// reaches today (the goal is every script; raise them as it gains).
const NEWER_VERSION_FLOORS: [(V8Version, usize); 2] =
    [(V8Version::V8_12_4, 570), (V8Version::V8_13_6, 570)];

/// The recording of `js` made on `version`'s Node.
fn recorded_on(js: &Path, version: V8Version) -> String {
    let out = match version.node() {
        20 => js.with_extension("out"),
        n => js.with_extension(format!("node{n}.out")),
    };
    std::fs::read_to_string(&out).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (record it with tests/v8/record.sh {})",
            out.display(),
            js.display()
        )
    })
}

#[test]
fn the_newer_versions_hold_their_ground() {
    let corpus = scripts(&dir(""));
    for (version, floor) in NEWER_VERSION_FLOORS {
        let mut agreeing = 0;
        let mut differing = Vec::new();
        for js in &corpus {
            let source =
                std::fs::read_to_string(js).unwrap_or_else(|e| panic!("{}: {e}", js.display()));
            let want = recorded_on(js, version);
            let want: Vec<&str> = want.lines().collect();
            let have = run_under(&source, version.policy());
            if want == have {
                agreeing += 1;
            } else {
                differing.push(js.file_name().map_or("?".into(), |n| n.to_string_lossy()));
            }
        }
        eprintln!(
            "{version}: {agreeing}/{} corpus scripts agree; differing: {}",
            corpus.len(),
            differing.join(", ")
        );
        assert!(
            agreeing >= floor,
            "{version}: {agreeing} corpus scripts agree with Node {}, below the floor of {floor}",
            version.node()
        );
    }
}

/// A set's floor: (scripts completed, lines agreeing).
type SetFloor = (usize, usize);

/// Fails when `a` fell below `floor` in either count.
fn assert_floor(set: &str, a: &Agreement, floor: SetFloor) {
    assert!(
        a.completed >= floor.0 && a.agreeing >= floor.1,
        "{set} fell below its floor: {} scripts completed (floor {}), {} lines agree (floor {})",
        a.completed,
        floor.0,
        a.agreeing,
        floor.1
    );
}

/// The language and mjsunit sets under V8 12.4 and 13.6: (version, language
/// floor, mjsunit floor), each as (scripts completed, lines agreeing), what the
/// engine reaches today against Node 22's and Node 24's recordings.
const NEWER_VERSION_SET_FLOORS: [(V8Version, SetFloor, SetFloor); 2] = [
    (V8Version::V8_12_4, (312, 1509), (41, 20068)),
    (V8Version::V8_13_6, (312, 1509), (41, 20067)),
];

#[test]
fn the_newer_versions_hold_their_ground_on_the_language_and_mjsunit_sets() {
    for (version, language, mjsunit) in NEWER_VERSION_SET_FLOORS {
        for (set, floor) in [("lang", language), ("mjsunit", mjsunit)] {
            assert_floor(
                &format!("{set} on {version}"),
                &agreement_on(&dir(set), version),
                floor,
            );
        }
    }
}

#[test]
fn divergent_scripts_still_diverge() {
    let divergent = scripts(&dir("divergent"));
    assert!(
        divergent.len() <= MAX_DIVERGENT,
        "{} divergent scripts, more than {MAX_DIVERGENT}",
        divergent.len()
    );
    for js in &divergent {
        let source =
            std::fs::read_to_string(js).unwrap_or_else(|e| panic!("{}: {e}", js.display()));
        let outcome = run_source(&source, None);
        // A divergence is a wrong answer, not a script the engine refuses.
        if let Some(e) = &outcome.error {
            assert!(
                matches!(e.kind, ErrorKind::Thrown { .. }),
                "{}: the engine cannot run it ({e}); divergent scripts must run",
                js.display()
            );
        }
        assert!(
            !mismatches(js).is_empty(),
            "{} now agrees with Node: move it to tests/v8/ and drop it from docs/v8-rules.md's divergences",
            js.display()
        );
    }
}

/// Runs `node --allow-natives-syntax --expose-gc` on `js` and formats its output as
/// `record.sh` does.
fn node_output_of(node: &Path, js: &Path) -> String {
    let source = std::fs::read_to_string(js).unwrap_or_else(|e| panic!("{}: {e}", js.display()));
    let out = std::process::Command::new(node)
        .arg("--allow-natives-syntax")
        .arg("--expose-gc")
        // The seed as V8's `int` flag: the widening undone.
        .args(
            Some(flags_random_seed(&source))
                .filter(|&seed| seed != 0)
                .map(|seed| format!("--random-seed={}", seed as i64)),
        )
        .arg(js)
        .output()
        .unwrap_or_else(|e| panic!("node on {}: {e}", js.display()));
    let mut text = String::from_utf8_lossy(&out.stdout).to_string();
    if let Some(code) = out.status.code().filter(|&c| c != 0) {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let error = stderr
            .lines()
            .find(|l| {
                let name = l.split([':', ' ']).next().unwrap_or("");
                (name.ends_with("Error") && l.contains(": ")) || l.starts_with("DOMException")
            })
            .or_else(|| stderr.lines().next())
            .unwrap_or("");
        text.push_str(&format!("!! exit {code}: {error}\n"));
    }
    text
}

/// Re-runs Node 22 and Node 24, when `tests/v8/nodes.sh` has fetched them, on
/// the corpus and the divergent set, to prove their recordings current. Skips
/// a version, with a message, when its binary is not in the cache.
#[test]
fn newer_recordings_match_live_nodes() {
    for version in [V8Version::V8_12_4, V8Version::V8_13_6] {
        let major = version.node();
        let found = std::process::Command::new("bash")
            .arg(dir("nodes.sh"))
            .args(["--path", &major.to_string()])
            .output();
        let node = match found {
            Ok(o) if o.status.success() => {
                PathBuf::from(String::from_utf8_lossy(&o.stdout).trim().to_string())
            }
            _ => {
                eprintln!(
                    "skipping Node {major}'s recordings: not fetched (run tests/v8/nodes.sh)"
                );
                continue;
            }
        };
        let mut all = scripts(&dir(""));
        all.extend(scripts(&dir("divergent")));
        let stale = stale_recordings(&node, &all, version);
        assert!(
            stale.is_empty(),
            "stale Node {major} recordings (re-run tests/v8/record.sh):\n{}",
            stale.join("\n")
        );
    }
}

/// The scripts of `all` whose recording for `version` differs from what
/// `node` prints today. Two threads: Node's start-up dominates, and CI machines
/// have two cores. A panic in either half (Node missing mid-run, an unreadable
/// file) fails the caller; it must not pass as "no stale recordings".
fn stale_recordings(node: &Path, all: &[PathBuf], version: V8Version) -> Vec<String> {
    let (a, b) = all.split_at(all.len() / 2);
    let check = |part: &[PathBuf]| -> Vec<String> {
        part.iter()
            .filter(|js| node_output_of(node, js) != recorded_on(js, version))
            .map(|js| js.display().to_string())
            .collect()
    };
    std::thread::scope(|s| {
        let h = s.spawn(|| check(a));
        let mut v = check(b);
        match h.join() {
            Ok(stale) => v.extend(stale),
            Err(panic) => std::panic::resume_unwind(panic),
        }
        v
    })
}

/// Re-runs Node 20 on every script (corpus and divergent set) to prove the
/// recordings are what Node prints today. Skips, with a message, without Node 20.
#[test]
fn recordings_match_live_node() {
    let version = match std::process::Command::new("node").arg("--version").output() {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).trim().to_string(),
        _ => {
            eprintln!("skipping recordings_match_live_node: `node` is not installed");
            return;
        }
    };
    if !version.starts_with("v20.") {
        eprintln!("skipping recordings_match_live_node: node {version} is not Node 20");
        return;
    }
    let mut all = scripts(&dir(""));
    all.extend(scripts(&dir("divergent")));
    all.extend(scripts(&dir("lang")));
    let stale = stale_recordings(Path::new("node"), &all, V8Version::V8_11_3);
    assert!(
        stale.is_empty(),
        "stale recordings (re-run tests/v8/record.sh):\n{}",
        stale.join("\n")
    );
}

/// How a set of scripts fares: scripts run to completion (the engine did not
/// stop on something it does not model), and Node's lines it printed exactly.
struct Agreement {
    scripts: usize,
    completed: usize,
    lines: usize,
    agreeing: usize,
    /// Scripts that did not complete, with the engine's reason, and scripts
    /// that completed with differing lines.
    failures: Vec<String>,
}

fn agreement(dir: &Path) -> Agreement {
    agreement_on(dir, V8Version::V8_11_3)
}

/// [`agreement`] of `version`'s policy with `version`'s Node.
fn agreement_on(dir: &Path, version: V8Version) -> Agreement {
    let mut a = Agreement {
        scripts: 0,
        completed: 0,
        lines: 0,
        agreeing: 0,
        failures: Vec::new(),
    };
    for js in scripts(dir) {
        let name = js
            .file_name()
            .map_or("?".into(), |n| n.to_string_lossy().to_string());
        let source = std::fs::read_to_string(&js).unwrap_or_else(|e| panic!("{name}: {e}"));
        let expected = recorded_on(&js, version);
        let expected: Vec<&str> = expected.lines().collect();
        let got = run_under(&source, version.policy());
        a.scripts += 1;
        a.lines += expected.len();
        // A run completes when the engine reaches the end Node reached: not
        // stopped on something it does not model, and not ended by an
        // exception Node did not throw (a missing built-in's TypeError, say).
        let stopped = got
            .iter()
            .find(|l| l.starts_with("!! engine stopped"))
            .cloned()
            .or_else(|| {
                let engine_threw = got.last().filter(|l| l.starts_with("!! exit"));
                let node_threw = expected.last().is_some_and(|l| l.starts_with("!! exit"));
                engine_threw
                    .filter(|_| !node_threw)
                    .map(|l| format!("threw where Node did not: {l}"))
            });
        let agreeing = expected
            .iter()
            .zip(&got)
            .filter(|(want, have)| **want == have.as_str())
            .count();
        a.agreeing += agreeing;
        match stopped {
            Some(reason) => a.failures.push(format!("{name}: {reason}")),
            None => {
                a.completed += 1;
                if agreeing != expected.len() || got.len() != expected.len() {
                    let first = mismatches(&js).into_iter().next().unwrap_or_default();
                    a.failures.push(format!("{name}: differs; first: {first}"));
                }
            }
        }
    }
    eprintln!(
        "{} on {version}: {}/{} scripts run to completion, {}/{} of Node's lines agree ({:.1}%)",
        dir.display(),
        a.completed,
        a.scripts,
        a.agreeing,
        a.lines,
        100.0 * a.agreeing as f64 / a.lines.max(1) as f64
    );
    for f in &a.failures {
        eprintln!("  {f}");
    }
    a
}

/// Scripts written as people write them (functions, classes, loops, built-ins),
/// with Node 20's output: `tests/v8/lang/`. The goal is every script; the floor
/// below is what the engine reaches today, so that a change that loses ground
/// fails (raise it as the engine gains).
const LANGUAGE_FLOOR: SetFloor = (312, 1509);

/// V8's own mjsunit map tests, translated (`tests/v8/mjsunit/README.md`). The
/// goal is 75% of the files run to completion and 95% of Node's lines agree; the
/// floor is what the engine reaches today (raise it as the engine gains).
const MJSUNIT_FLOOR: SetFloor = (41, 20067);

#[test]
fn the_language_set_holds_its_ground() {
    let a = agreement(&dir("lang"));
    assert!(
        a.scripts >= 200,
        "the language set has {} scripts",
        a.scripts
    );
    assert_floor("the language set", &a, LANGUAGE_FLOOR);
}

#[test]
fn the_mjsunit_map_tests_hold_their_ground() {
    let a = agreement(&dir("mjsunit"));
    assert!(a.scripts >= 40, "the mjsunit set has {} files", a.scripts);
    assert_floor("the mjsunit set", &a, MJSUNIT_FLOOR);
}
