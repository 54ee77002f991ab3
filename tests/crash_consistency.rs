//! Crash consistency of published snapshots, with real heap snapshots opened
//! through the full validation of `Snapshot::open`:
//!
//! - a writer process that publishes two snapshots in turn over one path is
//!   killed (SIGKILL) at 50 random moments; every time, the published file is
//!   exactly the old or the new snapshot, opens cleanly and restores. The
//!   kills land inside writes: a kill mid-write leaves its temporary file
//!   behind (`publish` cannot remove it), and the test counts those.
//! - a snapshot replaced while workers have it mapped: the workers keep
//!   reading the old contents (their mapping holds the old inode), and
//!   opening the path afterwards gives the new one.
//!
//! Seed: `SHAPESHIFT_CRASH_SEED` (default: the clock; printed).

mod support;

use shapeshift::snapshot::{Header, Snapshot, publish};
use shapeshift::stdlib::{self, SyntheticSpec};
use shapeshift::{Heap, Runtime, Value};
use shapeshift_cli::snapshot_tools as tools;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Barrier};
use std::time::Duration;
use support::Rng;

/// Kills of the writer.
const TRIALS: usize = 50;

/// Upper bound of the random delay before a kill. One publish of the big
/// snapshot (write + fsync + rename + directory fsync) takes a few to some tens
/// of milliseconds here, so the kills spread over several publishes.
const MAX_KILL_DELAY_US: u64 = 60_000;

/// The synthetic module that makes the "new" snapshot big enough (~2 MB) that
/// a kill often lands mid-write.
const BIG: SyntheticSpec = SyntheticSpec {
    name: "big",
    objects: 8_000,
    properties_per_object: 8,
    strings: 64,
};

fn runtime() -> Arc<Runtime> {
    Arc::new(stdlib::runtime(&[BIG]).expect("the runtime registers"))
}

/// Writes the old (stdlib) and new (stdlib + big) snapshots into `dir`.
fn build_pair(runtime: &Arc<Runtime>, dir: &Path) -> (PathBuf, PathBuf) {
    let old = dir.join("old.snap");
    let new = dir.join("new.snap");
    tools::build_snapshot(runtime, &["stream"], &old).expect("the old snapshot builds");
    tools::build_snapshot(runtime, &["stream", "big"], &new).expect("the new snapshot builds");
    (old, new)
}

/// The writer process: publishes the two files named in
/// `SHAPESHIFT_CRASH_PUBLISH` (`TARGET;A;B`) over TARGET in turn, forever.
/// Runs only when the parent test starts it (ignored otherwise).
#[test]
#[ignore = "the writer process of `a_writer_killed_at_50_random_moments_leaves_the_old_or_the_new_snapshot`, which runs it"]
fn crash_writer_child() {
    let Ok(spec) = std::env::var("SHAPESHIFT_CRASH_PUBLISH") else {
        return;
    };
    let parts: Vec<&str> = spec.split(';').collect();
    let [target, a, b] = parts[..] else {
        panic!("SHAPESHIFT_CRASH_PUBLISH is TARGET;A;B");
    };
    let load = |p: &str| {
        let bytes = std::fs::read(p).expect("a snapshot to publish");
        let header = Header::decode(&bytes).expect("a snapshot header");
        let payload = bytes[header.payload_offset as usize..].to_vec();
        (header, payload)
    };
    let files = [load(a), load(b)];
    println!("ready");
    for i in 0.. {
        let (header, payload) = &files[i % 2];
        publish(Path::new(target), header, payload).expect("publishes");
    }
}

fn temp_files(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .expect("the directory lists")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.to_string_lossy().contains(".tmp."))
        .collect()
}

#[test]
fn a_writer_killed_at_50_random_moments_leaves_the_old_or_the_new_snapshot() {
    let seed = std::env::var("SHAPESHIFT_CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
                | 1
        });
    eprintln!("crash consistency seed: {seed} (SHAPESHIFT_CRASH_SEED)");
    let mut rng = Rng(seed);
    let runtime = runtime();
    let store = tempfile::tempdir().expect("a temp dir");
    let (old, new) = build_pair(&runtime, store.path());
    let old_identity = Snapshot::open(&old, &runtime)
        .expect("old opens")
        .identity();
    let new_identity = Snapshot::open(&new, &runtime)
        .expect("new opens")
        .identity();
    assert_ne!(old_identity, new_identity);

    let live_dir = tempfile::tempdir().expect("a temp dir");
    let target = live_dir.path().join("live.snap");
    std::fs::copy(&old, &target).expect("the old snapshot is published first");
    let exe = std::env::current_exe().expect("the test binary");
    let (mut saw_old, mut saw_new, mut mid_write) = (0, 0, 0);
    for trial in 0..TRIALS {
        let mut child = Command::new(&exe)
            .args(["--exact", "crash_writer_child", "--ignored", "--nocapture"])
            .args(["--test-threads", "1"])
            .env(
                "SHAPESHIFT_CRASH_PUBLISH",
                format!("{};{};{}", target.display(), old.display(), new.display()),
            )
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the writer starts");
        // Wait until it is publishing, then kill it at a random moment.
        let stdout = child.stdout.take().expect("piped");
        let mut line = String::new();
        for l in BufReader::new(stdout).lines() {
            line = l.expect("a line");
            if line.contains("ready") {
                break;
            }
        }
        assert!(
            line.contains("ready"),
            "trial {trial}: the writer did not start"
        );
        let delay = rng.next() % MAX_KILL_DELAY_US;
        std::thread::sleep(Duration::from_micros(delay));
        child.kill().expect("SIGKILL");
        child.wait().expect("reaped");

        let leftovers = temp_files(live_dir.path());
        if !leftovers.is_empty() {
            mid_write += 1;
        }
        let snapshot = Snapshot::open(&target, &runtime)
            .unwrap_or_else(|e| panic!("trial {trial} (killed after {delay} us): {e}"));
        match snapshot.identity() {
            id if id == old_identity => saw_old += 1,
            id if id == new_identity => saw_new += 1,
            id => panic!("trial {trial}: the published file is neither snapshot ({id:#x})"),
        }
        let mut heap = Heap::restore(Arc::new(snapshot), runtime.clone())
            .expect("the runtime the snapshot was built with");
        heap.verify()
            .unwrap_or_else(|e| panic!("trial {trial}: restored heap: {e}"));
        // A temporary file left by the kill never shadows the published one;
        // clear it so the next trial counts its own.
        for f in leftovers {
            std::fs::remove_file(f).expect("the leftover is removable");
        }
        heap.require_named("stream").unwrap_or_else(|e| {
            panic!("trial {trial}: require('stream') in the restored heap: {e}")
        });
        heap.verify()
            .unwrap_or_else(|e| panic!("trial {trial}: after require('stream'): {e}"));
    }
    eprintln!(
        "killed the writer {TRIALS} times: {saw_old} old, {saw_new} new, \
         {mid_write} kills left a temporary file (killed mid-write)"
    );
    // Each trial's checks above are the invariant: whatever moment the kill
    // came at (mid-write included), the published file opened, was one of
    // the two snapshots, and restored to a heap that verifies. Which one it
    // was depends on how many publishes (alternating old and new) finished
    // before the kill, so the counts are reported, not asserted.
    assert!(
        mid_write > 0,
        "no kill landed inside a write; the test did not test what it claims"
    );
}

/// The own keys of the named root of a heap, with each value's type: what a
/// worker "reads" of its snapshot.
fn render(heap: &mut Heap, root: Value) -> String {
    let Value::Object(o) = root else {
        return format!("{root:?}");
    };
    let mut out = String::new();
    for key in heap.own_keys(o).expect("an ID this heap handed out") {
        let name = heap.atoms().display(key).to_string();
        let value = heap.get(o, key).expect("a readable export");
        let kind = match value {
            Value::Undefined => "undefined",
            Value::Null => "null",
            Value::Bool(_) => "boolean",
            Value::Number(_) => "number",
            Value::String(_) => "string",
            Value::Object(_) => "object",
            Value::Native(_) => "native",
            Value::Symbol(_) => "symbol",
        };
        out.push_str(&format!("{name}:{kind}\n"));
    }
    out
}

#[test]
fn a_replaced_snapshot_keeps_serving_its_mapped_workers() {
    const WORKERS: usize = 4;
    let runtime = runtime();
    let store = tempfile::tempdir().expect("a temp dir");
    let (old, new) = build_pair(&runtime, store.path());
    let target = store.path().join("live.snap");
    std::fs::copy(&old, &target).expect("published");
    let mapped = Arc::new(Snapshot::open(&target, &runtime).expect("opens"));
    let old_identity = mapped.identity();

    // Workers restore from the mapped snapshot and read it; the file is
    // replaced while they hold it; they read again, and restore again.
    let replaced = Barrier::new(WORKERS + 1);
    let read_before = Barrier::new(WORKERS + 1);
    std::thread::scope(|s| {
        let workers: Vec<_> = (0..WORKERS)
            .map(|_| {
                let (mapped, runtime) = (mapped.clone(), runtime.clone());
                let (replaced, read_before) = (&replaced, &read_before);
                s.spawn(move || {
                    let root = mapped.root("stream").expect("a root");
                    let mut heap = Heap::restore(mapped.clone(), runtime.clone())
                        .expect("the runtime the snapshot was built with");
                    let before = render(&mut heap, root);
                    read_before.wait();
                    replaced.wait();
                    let after = render(&mut heap, root);
                    let mut fresh = Heap::restore(mapped.clone(), runtime)
                        .expect("the runtime the snapshot was built with");
                    let fresh_view = render(&mut fresh, root);
                    assert_eq!(before, after, "a worker's view changed under it");
                    assert_eq!(
                        before, fresh_view,
                        "a heap restored after the replacement differs"
                    );
                    assert_eq!(mapped.identity(), old_identity);
                    assert_eq!(mapped.root_names(), ["stream"]);
                    before
                })
            })
            .collect();
        read_before.wait();
        let bytes = std::fs::read(&new).expect("the new snapshot");
        let header = Header::decode(&bytes).expect("a header");
        publish(&target, &header, &bytes[header.payload_offset as usize..]).expect("replaced");
        replaced.wait();
        for w in workers {
            assert!(!w.join().expect("a worker").is_empty());
        }
    });

    let reopened = Snapshot::open(&target, &runtime).expect("the new file opens");
    assert_ne!(
        reopened.identity(),
        old_identity,
        "a new opener gets the new snapshot"
    );
    assert_eq!(reopened.root_names(), ["stream", "big"]);
    let mut heap = Heap::restore(Arc::new(reopened), runtime.clone())
        .expect("the runtime the snapshot was built with");
    let root = heap.require_named("big").expect("the big module's exports");
    assert_eq!(render(&mut heap, root), "items:object\nstrings:number\n");
}
