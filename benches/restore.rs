//! Restore benchmarks (stable IDs). Snapshots of synthetic modules
//! with 1k, 10k and 100k objects (6 properties each, 16 pooled strings) are
//! built once, in a temporary directory, before measuring.
//!
//! - `restore/trusted/{n}`: map + header checks + `Heap::restore`: a heap ready
//!   to use (the archive is not validated and nothing is copied).
//! - `restore/map_only/{n}`: open and map the same file, read its first and
//!   last byte (the pages a restore reads: the header and the archive's
//!   root), unmap and close: what any restore that maps the file pays at
//!   least, the floor under `restore/trusted/{n}`.
//! - `restore/validated/{n}`: the same with the full checks (checksum and rkyv
//!   validation); criterion reports the snapshot bytes per second.
//! - `restore/eager_copy/{n}`: map + header checks + deserializing the whole
//!   heap into owned tables (the deserialize-everything baseline).
//! - `restore/runtime_init/{n}`: a fresh heap running the module initializer
//!   (what a worker pays without a snapshot).
//! - `restore/first_read_after_restore`: one property read (`items[3].p0`
//!   through a load IC) in a freshly restored heap.
//! - `workers_online/{1,4,16}/snapshot` and `…/runtime_init`: spawn N workers
//!   and wait until all are online, restoring the 10k snapshot vs running its
//!   initializer. Each worker keeps its heap until the clock has stopped.
//! - `node/worker_online/{1,4,16}`: Node 20 starting N `new Worker`s until each
//!   has posted "online" (`benches/node/peers.mjs --serve`; skipped, with a
//!   message, where Node is absent): the peer of `workers_online/N/snapshot`,
//!   which runs no JavaScript.
//! - `workers_online/{1,4,16}/snapshot_then_script` and
//!   `node/worker_online_script/{1,4,16}`: the equal-work pair. Each worker
//!   parses and runs `benches/scripts/worker_startup.js` (a class, an options
//!   object, 200 routes with closures) and sends its one printed line to the
//!   parent, which waits for all N lines; shapeshift's workers restore the
//!   10k snapshot first and run the script in the interpreter, Node's run it
//!   in a fresh isolate. Both sides check the line against
//!   `worker_startup.out`, and tear their workers down after the clock has
//!   stopped.
//!
//! The `restore/…/{n}` benches drop what they made inside their timing (the
//! heap, and with it the mapping), as `map_only` unmaps; the peer benches'
//! `fresh_runtime/10k` leaves its drop out.
//!
//! At the end the bench prints `workers_online/N/snapshot` and
//! `workers_online/N/snapshot_then_script` against Node.

mod common;

use common::NodePeer;
use criterion::{BatchSize, BenchmarkId, Criterion, Throughput, black_box};
use shapeshift::script::{Interpreter, Line, Program};
use shapeshift::snapshot::Snapshot;
use shapeshift::worker::{Online, Startup, Worker, start_heap};
use shapeshift::{Heap, LoadIc, Policy, PropertyKey, Runtime};
use std::path::Path;
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

use common::{SIZES, synthetic_runtime as runtime, synthetic_snapshot as build};

fn restore(c: &mut Criterion) {
    let rt = runtime();
    let dir = tempfile::tempdir().expect("temp dir");
    let mut group = c.benchmark_group("restore");
    for &(label, name, _) in SIZES {
        let path = build(&rt, dir.path(), label, name);
        let bytes = std::fs::metadata(&path).expect("exists").len();
        group.bench_function(BenchmarkId::new("trusted", label), |b| {
            b.iter(|| {
                // SAFETY: this benchmark wrote the file just above.
                let snap = unsafe { Snapshot::open_trusted(&path, &rt) }.expect("opens");
                black_box(
                    Heap::restore(Arc::new(snap), rt.clone())
                        .expect("the runtime the snapshot was built with"),
                )
            })
        });
        group.bench_function(BenchmarkId::new("map_only", label), |b| {
            b.iter(|| black_box(common::map_first_and_last(&path)))
        });
        group.throughput(Throughput::Bytes(bytes));
        group.bench_function(BenchmarkId::new("validated", label), |b| {
            b.iter(|| {
                let snap = Snapshot::open(&path, &rt).expect("opens");
                black_box(
                    Heap::restore(Arc::new(snap), rt.clone())
                        .expect("the runtime the snapshot was built with"),
                )
            })
        });
        group.throughput(Throughput::Elements(1));
        group.bench_function(BenchmarkId::new("eager_copy", label), |b| {
            b.iter(|| {
                // SAFETY: as above.
                let snap = unsafe { Snapshot::open_trusted(&path, &rt) }.expect("opens");
                black_box(snap.restore_eager(rt.clone()).expect("restores"))
            })
        });
        group.bench_function(BenchmarkId::new("runtime_init", label), |b| {
            b.iter(|| {
                let mut heap = Heap::with_runtime(Policy::node20(), rt.clone());
                black_box(heap.require_named(name).expect("initializes"));
                heap
            })
        });
    }
    // One read in a freshly restored heap.
    let path = dir.path().join("10k.snap");
    let snap = Arc::new(Snapshot::open(&path, &rt).expect("opens"));
    let mut probe =
        Heap::restore(snap.clone(), rt.clone()).expect("the runtime the snapshot was built with");
    let root = snap
        .root("exports")
        .and_then(|v| v.as_object())
        .expect("root");
    let items_key = probe.key("items");
    let items = probe
        .get(root, items_key)
        .expect("items")
        .as_object()
        .expect("array");
    let item = probe
        .get(items, PropertyKey::Index(3))
        .expect("item")
        .as_object()
        .expect("object");
    let p0 = probe.key("p0");
    group.bench_function("first_read_after_restore", |b| {
        b.iter_batched(
            || {
                Heap::restore(snap.clone(), rt.clone())
                    .expect("the runtime the snapshot was built with")
            },
            |mut heap| {
                let mut ic = LoadIc::new(p0);
                black_box(ic.load(&mut heap, black_box(item)).expect("reads"));
                heap
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();

    let script = startup_script();
    let mut group = c.benchmark_group("workers_online");
    group.sample_size(20);
    for n in [1usize, 4, 16] {
        for (label, startup) in [
            ("snapshot", Startup::Snapshot(snap.clone())),
            ("runtime_init", Startup::Modules(vec!["synthetic/10k"])),
        ] {
            group.bench_function(BenchmarkId::new(n.to_string(), label), |b| {
                b.iter_custom(|iters| {
                    let mut total = Duration::ZERO;
                    for _ in 0..iters {
                        let online = Online::new();
                        // Each worker keeps its heap until released, after
                        // the clock stops: as Node's side terminates its
                        // workers untimed.
                        let (releases, waits): (Vec<_>, Vec<_>) =
                            (0..n).map(|_| mpsc::channel::<()>()).unzip();
                        let start = Instant::now();
                        let workers: Vec<Worker<()>> = waits
                            .into_iter()
                            .map(|release| {
                                let body = move |_: &mut Heap| {
                                    let _ = release.recv();
                                };
                                Worker::spawn(rt.clone(), startup.clone(), online.clone(), body)
                                    .expect("spawns")
                            })
                            .collect();
                        assert!(
                            online.wait_for(n, Duration::from_secs(60)),
                            "workers online"
                        );
                        total += start.elapsed();
                        drop(releases);
                        for w in workers {
                            w.join().expect("worker ends");
                        }
                    }
                    total
                })
            });
        }
        group.bench_function(
            BenchmarkId::new(n.to_string(), "snapshot_then_script"),
            |b| {
                b.iter_custom(|iters| {
                    let mut total = Duration::ZERO;
                    for _ in 0..iters {
                        total += workers_running_script(&rt, &snap, &script, n);
                    }
                    total
                })
            },
        );
    }
    group.finish();
}

/// The start-up script of the equal-work workers row, and the line it prints.
struct StartupScript {
    source: Arc<str>,
    line: Arc<str>,
}

fn startup_script() -> StartupScript {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/scripts");
    let read = |name: &str| {
        let path = dir.join(name);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    StartupScript {
        source: read("worker_startup.js").into(),
        line: read("worker_startup.out").trim_end().into(),
    }
}

/// Starts `n` workers that each restore `snap`, parse and run the start-up
/// script, and send its printed line to this thread; the time until all `n`
/// lines have arrived (each checked against the expected one).
fn workers_running_script(
    rt: &Arc<Runtime>,
    snap: &Arc<Snapshot>,
    script: &StartupScript,
    n: usize,
) -> Duration {
    let (lines, online) = mpsc::channel::<Result<String, String>>();
    // Each worker keeps its interpreter and program until released, after
    // the clock stops: as Node's side terminates its workers untimed.
    let (releases, waits): (Vec<_>, Vec<_>) = (0..n).map(|_| mpsc::channel::<()>()).unzip();
    let start = Instant::now();
    let workers: Vec<_> = waits
        .into_iter()
        .map(|release| {
            let (rt, startup) = (rt.clone(), Startup::Snapshot(snap.clone()));
            let (source, lines) = (script.source.clone(), lines.clone());
            std::thread::Builder::new()
                .name("shapeshift-worker".into())
                .spawn(move || {
                    let run = || -> Result<(String, Interpreter, Program), String> {
                        let heap = start_heap(&rt, &startup).map_err(|e| e.to_string())?;
                        let program = Program::parse(&source).map_err(|e| e.to_string())?;
                        let mut interpreter = Interpreter::with_heap(heap);
                        let mut printed = String::new();
                        interpreter
                            .run(&program, &mut |line| {
                                if let Line::Log(l) = line {
                                    printed.push_str(l);
                                }
                            })
                            .map_err(|e| e.to_string())?;
                        Ok((printed, interpreter, program))
                    };
                    let (line, kept) = match run() {
                        Ok((printed, interpreter, program)) => {
                            (Ok(printed), Some((interpreter, program)))
                        }
                        Err(e) => (Err(e), None),
                    };
                    // The parent may have stopped waiting: nothing to tell it.
                    let _ = lines.send(line);
                    let _ = release.recv();
                    drop(kept);
                })
                .expect("spawns")
        })
        .collect();
    for _ in 0..n {
        let line = online
            .recv_timeout(Duration::from_secs(60))
            .expect("a worker reports")
            .unwrap_or_else(|e| panic!("a worker's start-up script failed: {e}"));
        assert_eq!(&*line, &*script.line, "the start-up script's line");
    }
    let elapsed = start.elapsed();
    drop(releases);
    for w in workers {
        w.join().expect("worker ends");
    }
    elapsed
}

fn node_workers(c: &mut Criterion) {
    let Some(mut node) = NodePeer::start("peers.mjs", "node/worker_online") else {
        return;
    };
    for (group_name, task) in [
        ("node/worker_online", "workers"),
        ("node/worker_online_script", "workers_script"),
    ] {
        let mut group = c.benchmark_group(group_name);
        group.sample_size(10);
        for n in [1usize, 4, 16] {
            group.bench_function(BenchmarkId::from_parameter(n), |b| {
                b.iter_custom(|iters| node.run(&format!("{task} {n} {iters}")))
            });
        }
        group.finish();
    }
}

fn main() {
    let started = common::record_run("restore");
    let mut c = Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .configure_from_args();
    restore(&mut c);
    node_workers(&mut c);
    c.final_summary();
    let rows: Vec<(String, String, String)> = [1, 4, 16]
        .iter()
        .flat_map(|n| {
            [
                (
                    format!("{n} workers online (no script)"),
                    format!("workers_online/{n}/snapshot"),
                    format!("node/worker_online/{n}"),
                ),
                (
                    format!("{n} workers online, start-up script"),
                    format!("workers_online/{n}/snapshot_then_script"),
                    format!("node/worker_online_script/{n}"),
                ),
            ]
        })
        .collect();
    let rows: Vec<(String, &str, &str)> = rows
        .iter()
        .map(|(l, o, t)| (l.clone(), o.as_str(), t.as_str()))
        .collect();
    common::print_table(
        "workers online vs Node 20 new Worker",
        "Node 20",
        &rows,
        started,
    );
}
