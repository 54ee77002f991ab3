//! Workers restored from one shared snapshot: isolation (as Node's test: a
//! worker mutating the stream prototypes is invisible to the others and to the
//! parent), the same snapshot mapped by another process, and the
//! `snapshot build|inspect` commands (the inspect report as an insta snapshot).

use shapeshift::snapshot::Snapshot;
use shapeshift::worker::{Online, Startup, Worker};
use shapeshift::{Heap, ObjectId, Runtime, StoreOrigin, Value, stdlib};
use shapeshift_cli::snapshot_tools as tools;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

#[macro_use]
mod support;

fn runtime() -> Arc<Runtime> {
    Arc::new(stdlib::runtime(&[]).expect("registers"))
}

fn build(dir: &Path, rt: &Arc<Runtime>) -> PathBuf {
    let path = dir.join("stdlib.snap");
    tools::build_snapshot(rt, &["stream"], &path).expect("builds");
    path
}

fn obj(v: Value) -> ObjectId {
    v.as_object().expect("an object")
}

/// `require('stream').Readable.prototype` in `heap`.
fn readable_prototype(heap: &mut Heap, stream: ObjectId) -> ObjectId {
    let k = heap.key("Readable");
    let readable = obj(heap.get(stream, k).expect("Readable"));
    let k = heap.key("prototype");
    obj(heap.get(readable, k).expect("prototype"))
}

#[test]
fn workers_mutating_the_stream_prototypes_do_not_see_each_other() {
    let rt = runtime();
    let dir = tempfile::tempdir().expect("temp dir");
    let path = build(dir.path(), &rt);
    let snap = Arc::new(Snapshot::open(&path, &rt).expect("opens"));
    let stream = obj(snap.root("stream").expect("root"));
    let online = Online::new();
    let workers: Vec<Worker<(Value, Value, bool)>> = (0..4)
        .map(|i| {
            Worker::spawn(
                rt.clone(),
                Startup::Snapshot(snap.clone()),
                online.clone(),
                move |heap| {
                    let proto = readable_prototype(heap, stream);
                    let marker = heap.key("marker");
                    let before = heap.get(proto, marker).expect("reads");
                    heap.set(proto, marker, Value::from(i), StoreOrigin::Named)
                        .expect("stores");
                    let pipe = heap.key("pipe");
                    heap.delete(proto, pipe).expect("deletes");
                    let pipeline = heap.key("pipeline");
                    heap.get(stream, pipeline)
                        .expect("lazy export loads in this worker");
                    // Give the other workers time to make their changes.
                    std::thread::sleep(Duration::from_millis(20));
                    let after = heap.get(proto, marker).expect("reads");
                    (before, after, heap.get_own_property(proto, pipe).is_none())
                },
            )
            .expect("spawns")
        })
        .collect();
    assert!(online.wait_for(4, Duration::from_secs(10)));
    for (i, w) in workers.into_iter().enumerate() {
        let (before, after, pipe_gone) = w.join().expect("worker ends");
        assert_eq!(before, Value::Undefined, "worker {i} saw another's marker");
        assert_eq!(
            after,
            Value::from(i as i32),
            "worker {i} lost its own marker"
        );
        assert!(pipe_gone);
    }
    // The parent's heap, restored from the same snapshot, sees none of it.
    let mut parent =
        Heap::restore(snap.clone(), rt.clone()).expect("the runtime the snapshot was built with");
    let proto = readable_prototype(&mut parent, stream);
    let marker = parent.key("marker");
    assert_eq!(parent.get(proto, marker), Ok(Value::Undefined));
    let pipe = parent.key("pipe");
    assert!(parent.get_own_property(proto, pipe).is_some());
    let pipeline = parent.key("pipeline");
    assert!(
        parent.is_lazy(stream, pipeline),
        "the parent's lazy export is still pending"
    );
    // And a parent mutation does not reach a worker started after it.
    parent
        .set(proto, marker, Value::from(99), StoreOrigin::Named)
        .expect("stores");
    let w = Worker::spawn(
        rt.clone(),
        Startup::Snapshot(snap),
        Online::new(),
        move |heap| {
            let proto = readable_prototype(heap, stream);
            let marker = heap.key("marker");
            heap.get(proto, marker).expect("reads")
        },
    )
    .expect("spawns");
    assert_eq!(w.join().expect("ends"), Value::Undefined);
}

/// What a process sees of the snapshot: object count and the stream root's keys.
fn digest(path: &Path, rt: &Arc<Runtime>) -> String {
    let snap = Arc::new(Snapshot::open(path, rt).expect("opens"));
    let mut heap =
        Heap::restore(snap.clone(), rt.clone()).expect("the runtime the snapshot was built with");
    let stream = obj(snap.root("stream").expect("root"));
    let keys: Vec<String> = heap
        .own_keys(stream)
        .expect("an ID this heap handed out")
        .into_iter()
        .map(|k| heap.atoms().display(k).to_string())
        .collect();
    let proto = readable_prototype(&mut heap, stream);
    format!(
        "objects={} shapes={} stream=[{}] readable.prototype={} fast={}",
        heap.object_count(),
        heap.shapes().len(),
        keys.join(","),
        heap.own_keys(proto)
            .expect("an ID this heap handed out")
            .len(),
        heap.has_fast_properties(proto) == Some(true)
    )
}

/// The child side of the cross-process test (ignored unless that test runs
/// it).
#[test]
#[ignore = "the child process of `another_process_maps_the_same_snapshot_and_reads_the_same_roots`, which runs it"]
fn cross_process_child() {
    let Ok(path) = std::env::var("SHAPESHIFT_SNAPSHOT_CHILD") else {
        return;
    };
    println!("DIGEST {}", digest(Path::new(&path), &runtime()));
}

#[test]
fn another_process_maps_the_same_snapshot_and_reads_the_same_roots() {
    let rt = runtime();
    let dir = tempfile::tempdir().expect("temp dir");
    let path = build(dir.path(), &rt);
    let mine = digest(&path, &rt);
    let out = std::process::Command::new(std::env::current_exe().expect("test binary"))
        .args([
            "--exact",
            "cross_process_child",
            "--ignored",
            "--nocapture",
            "--test-threads",
            "1",
        ])
        .env("SHAPESHIFT_SNAPSHOT_CHILD", &path)
        .output()
        .expect("child runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let theirs = stdout
        .lines()
        .find_map(|l| l.split_once("DIGEST ").map(|(_, d)| d))
        .unwrap_or_else(|| panic!("child printed no digest:\n{stdout}"));
    assert_eq!(theirs, mine);
    assert!(mine.contains("stream=[prototype,isDestroyed"), "{mine}");
}

#[test]
fn inspect_report_of_the_stdlib_snapshot() {
    let rt = runtime();
    let dir = tempfile::tempdir().expect("temp dir");
    let path = build(dir.path(), &rt);
    let report = tools::inspect(&path, &rt, true).expect("inspects");
    snapshot!("snapshot_inspect_stdlib", report);
}
