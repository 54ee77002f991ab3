//! shapeshift side by side with its peers: Boa (the `boa_engine` crate, only
//! with `--features boa`, so that `cargo test` never compiles it) and Node 20
//! (through `benches/node/peers.mjs --serve`; skipped, with a message, where
//! Node is absent). Same inputs and counts on every side; compare as ratios
//! within one run (the bench prints the table; `shapeshift report` puts it on
//! the results page).
//!
//! - `peer/shapeshift/load_ic_hit`, `peer/boa/load_shared_shape`,
//!   `peer/node/load`: 64 loads of `c` per iteration from 64 objects
//!   `{a, b, c, d, e, f, g, h}` of one shape. shapeshift through one warm
//!   `LoadIc`; Boa through `JsObject::get` with a prebuilt key on objects made by
//!   `ObjectInitializer` (Boa's shared-shape path; the bench checks the shapes
//!   are shared); Node in a JIT-compiled loop.
//! - `peer/shapeshift/load_bound`: the same 64 loads with the same cache
//!   running the loop ([`shapeshift::LoadIc::load_each`]): the cache's key,
//!   the heap's table bounds and the field's representation read once per
//!   iteration rather than once per load, and the Smi field read with no
//!   decoding, as Node's optimized loop hoists its inputs and is specialized
//!   for the field's representation. Every side sums what it loads.
//! - `peer/{shapeshift,boa,node}/build_objects_8`: 1,000 objects with 8
//!   properties each per iteration. shapeshift as object literals through one
//!   literal site that knows its keys (`LiteralIc::plain`, given the values of
//!   each object: the first creation builds the literal, later ones allocate
//!   its shape and pack the values into it, as V8's boilerplate copy does);
//!   Boa through `ObjectInitializer` (shared shapes); Node as literals. Each
//!   side's collector runs in its timing as it allocates: V8's scavenges,
//!   Boa's collector, and shapeshift's [`Heap::collect_if_due`] (the same
//!   1 MiB budget as V8's new space, keeping transitions as a scavenge
//!   does). Each side holds the batch's objects until the batch ends (Node
//!   in an array, Boa and shapeshift in a `Vec`), so a collection inside a
//!   batch finds them alive.
//! - `peer/{shapeshift,boa}/script/{literals,keyed_stores,assign_chain,calls,new,empty_loop}`:
//!   the scripts in `benches/scripts/` parsed and run; shapeshift with the
//!   `shapeshift run` interpreter in-process, Boa with `Context::eval`. A fresh
//!   interpreter or context per iteration is made untimed; both sides must
//!   print the same line (checked before measuring).
//! - `peer/shapeshift/fresh_runtime/10k` and `peer/boa/context_new`: a heap
//!   restored from the 10k-object snapshot (open and map the file, check the
//!   header, restore: the work of `restore/trusted/10k` in
//!   `benches/restore.rs`, which also times the drop)
//!   against a fresh Boa `Context` (Boa has no snapshots). Both sides return
//!   what they made, and criterion drops it untimed. The restore is lazy: an
//!   object is read from the mapped file when first used
//!   (`restore/first_read_after_restore` in `benches/restore.rs`).
//!   `peer/shapeshift/restore_shared/10k` is what each worker pays once the
//!   process has the snapshot open: `Heap::restore` from the shared
//!   `Arc<Snapshot>`, without the open and map. `peer/shapeshift/map_only/10k`
//!   opens and maps the same file and reads the two pages a restore reads,
//!   without restoring: the floor under `peer/shapeshift/fresh_runtime/10k`.

mod common;

use common::{NodePeer, fold};
use criterion::{BatchSize, Criterion, black_box};
use shapeshift::script::{Interpreter, Line, Program};
use shapeshift::snapshot::Snapshot;
use shapeshift::{Heap, LiteralEntry, LiteralIc, LoadIc, ObjectId, Value};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// Loads per iteration of the load benchmarks (one per object).
const LOADS: usize = 64;
/// Objects per iteration of `build_objects_8`.
const OBJECTS: usize = 1_000;
/// The eight keys; loads read the third.
const KEYS: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];
/// The scripts both interpreters run (`empty_loop`, ten million iterations of
/// nothing, last: it runs with fewer samples).
const SCRIPTS: [&str; 6] = [
    "literals",
    "keyed_stores",
    "assign_chain",
    "calls",
    "new",
    "empty_loop",
];

/// Samples of the slow `empty_loop` rows (criterion's minimum).
const EMPTY_LOOP_SAMPLES: usize = 10;

fn script_source(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("benches/scripts")
        .join(format!("{name}.js"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// 64 objects `{a: i, b: 2, …, h: 8}` of one shape.
fn eight_property_objects(heap: &mut Heap) -> Vec<ObjectId> {
    let keys: Vec<_> = KEYS.iter().map(|k| heap.key(k)).collect();
    (0..LOADS)
        .map(|i| {
            let entries: Vec<LiteralEntry> = keys
                .iter()
                .enumerate()
                .map(|(n, &key)| LiteralEntry::Property {
                    key,
                    value: Value::from(if n == 0 { i as i32 } else { n as i32 + 1 }),
                    computed: false,
                })
                .collect();
            heap.object_literal(&entries).expect("a literal")
        })
        .collect()
}

fn shapeshift_side(c: &mut Criterion) {
    let mut g = c.benchmark_group("peer/shapeshift");
    let mut heap = Heap::new();
    let objects = eight_property_objects(&mut heap);
    assert!(
        objects
            .windows(2)
            .all(|w| heap.same_shape(w[0], w[1]) == Some(true))
    );
    let key = heap.key("c");
    let mut ic = LoadIc::new(key);
    for &o in &objects {
        ic.load(&mut heap, o).expect("loads");
    }
    g.bench_function("load_ic_hit", |b| {
        b.iter(|| {
            let mut acc = 0;
            for &o in black_box(&objects) {
                acc = fold(acc, ic.load(&mut heap, o).unwrap_or_default());
            }
            acc
        })
    });

    // The same loads with the cache running the loop (`load_each`): its key,
    // the heap's table bounds and the field's representation read once, as
    // optimized code hoists them; a miss loads through the cache and binds
    // again.
    g.bench_function("load_bound", |b| {
        b.iter(|| common::fold_bound_loads(&mut ic, &mut heap, &objects))
    });

    let mut heap = Heap::new();
    let keys: Vec<_> = KEYS.iter().map(|k| heap.key(k)).collect();
    let mut site = LiteralIc::plain(keys).expect("distinct named keys");
    g.bench_function("build_objects_8", |b| {
        b.iter_custom(|iters| {
            let hits_before = site.hits();
            let elapsed = shapeshift_cli::scenarios::time_collecting_when_due(
                &mut heap,
                iters,
                |heap, i, batch| {
                    for n in 0..OBJECTS {
                        // `{a: i, b: 2, …, h: 8}`, as Node's and Boa's sides
                        // build: one value that varies, seven constants.
                        let first = black_box((i as usize + n) as i32);
                        let values = [
                            Value::from(first),
                            Value::from(2),
                            Value::from(3),
                            Value::from(4),
                            Value::from(5),
                            Value::from(6),
                            Value::from(7),
                            Value::from(8),
                        ];
                        let o = site.create_values(heap, &values)?;
                        batch.keep(heap, Value::Object(o));
                    }
                    Ok(())
                },
            )
            .expect("builds");
            // The site builds from its boilerplate past its first two
            // creations (collections keep transitions, so the boilerplate's
            // shape stays): the bench measures that path.
            assert!(
                site.hits() - hits_before + 2 >= iters * OBJECTS as u64,
                "the literal site copies its boilerplate: {} hits of {}",
                site.hits() - hits_before,
                iters * OBJECTS as u64
            );
            elapsed
        })
    });
    g.finish();

    let mut g = c.benchmark_group("peer/shapeshift/script");
    for name in SCRIPTS {
        if name == "empty_loop" {
            g.sample_size(EMPTY_LOOP_SAMPLES);
        }
        let source = script_source(name);
        g.bench_function(name, |b| {
            b.iter_batched(
                Interpreter::default,
                |mut interp| {
                    let program = Program::parse(&source).expect("parses");
                    let mut last = 0usize;
                    interp
                        .run(&program, &mut |line| {
                            if let Line::Log(s) = line {
                                last = s.len();
                            }
                        })
                        .expect("runs");
                    // Returned, so that criterion drops the heap untimed, as
                    // Boa's side returns its context (with the same batching).
                    (interp, black_box(last))
                },
                BatchSize::PerIteration,
            )
        });
    }
    g.finish();
}

/// The printed line of `name` on shapeshift's interpreter.
fn shapeshift_output(name: &str) -> String {
    let outcome = shapeshift::script::run_source(&script_source(name), None);
    assert!(outcome.error.is_none(), "{name}: {:?}", outcome.error);
    outcome.lines.join("\n")
}

fn restore_side(c: &mut Criterion) {
    let runtime = common::synthetic_runtime();
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = common::synthetic_snapshot(&runtime, dir.path(), "10k", "synthetic/10k");
    // Boa's side returns its context for criterion to drop untimed; so do
    // these (the heap, which holds the mapping, and the bare mapping).
    let mut g = c.benchmark_group("peer/shapeshift/fresh_runtime");
    g.bench_function("10k", |b| {
        b.iter_with_large_drop(|| {
            // SAFETY: this benchmark wrote the file just above.
            let snap = unsafe { Snapshot::open_trusted(&path, &runtime) }.expect("opens");
            Heap::restore(Arc::new(snap), runtime.clone())
                .expect("the runtime the snapshot was built with")
        })
    });
    g.finish();
    let mut g = c.benchmark_group("peer/shapeshift/map_only");
    g.bench_function("10k", |b| {
        b.iter_with_large_drop(|| common::map_touching_first_and_last(&path))
    });
    g.finish();
    let shared = Arc::new(Snapshot::open(&path, &runtime).expect("opens"));
    let mut g = c.benchmark_group("peer/shapeshift/restore_shared");
    g.bench_function("10k", |b| {
        b.iter_with_large_drop(|| {
            Heap::restore(shared.clone(), runtime.clone())
                .expect("the runtime the snapshot was built with")
        })
    });
    g.finish();
}

fn node_side(c: &mut Criterion) {
    let Some(mut node) = NodePeer::start("peers.mjs", "peer/node") else {
        return;
    };
    let mut g = c.benchmark_group("peer/node");
    g.bench_function("load", |b| {
        b.iter_custom(|iters| node.run(&format!("load 0 {}", iters * LOADS as u64)))
    });
    g.bench_function("build_objects_8", |b| {
        b.iter_custom(|iters| node.run(&format!("build8 0 {iters}")))
    });
    g.finish();
}

#[cfg(feature = "boa")]
#[path = "peers/boa.rs"]
mod boa_side;

fn main() {
    let started = common::record_run("peers");
    let mut c = Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    for name in SCRIPTS {
        let ours = shapeshift_output(name);
        #[cfg(feature = "boa")]
        assert_eq!(
            boa_side::output(&script_source(name)),
            ours,
            "{name}: Boa and shapeshift print the same"
        );
        let _ = ours;
    }
    shapeshift_side(&mut c);
    restore_side(&mut c);
    node_side(&mut c);
    #[cfg(feature = "boa")]
    boa_side::bench(&mut c);
    #[cfg(not(feature = "boa"))]
    eprintln!(
        "peer/boa: skipped, build with `--features boa` (cargo bench --features boa --bench peers)"
    );
    c.final_summary();

    let mut boa_rows: Vec<(String, &str, &str)> = vec![
        (
            "64 loads".into(),
            "peer/shapeshift/load_ic_hit",
            "peer/boa/load_shared_shape",
        ),
        (
            "1,000 objects × 8".into(),
            "peer/shapeshift/build_objects_8",
            "peer/boa/build_objects_8",
        ),
        (
            "fresh runtime".into(),
            "peer/shapeshift/fresh_runtime/10k",
            "peer/boa/context_new",
        ),
        (
            "fresh runtime, snapshot open".into(),
            "peer/shapeshift/restore_shared/10k",
            "peer/boa/context_new",
        ),
    ];
    let script_ids: Vec<(String, String, String)> = SCRIPTS
        .iter()
        .map(|s| {
            (
                format!("script {s}"),
                format!("peer/shapeshift/script/{s}"),
                format!("peer/boa/script/{s}"),
            )
        })
        .collect();
    boa_rows.extend(
        script_ids
            .iter()
            .map(|(l, o, t)| (l.clone(), o.as_str(), t.as_str())),
    );
    common::print_table("shapeshift vs Boa", "Boa", &boa_rows, started);
    let node_rows: Vec<(String, &str, &str)> = vec![
        (
            "64 loads".into(),
            "peer/shapeshift/load_ic_hit",
            "peer/node/load",
        ),
        (
            "64 loads, bound".into(),
            "peer/shapeshift/load_bound",
            "peer/node/load",
        ),
        (
            "1,000 objects × 8".into(),
            "peer/shapeshift/build_objects_8",
            "peer/node/build_objects_8",
        ),
    ];
    common::print_table("shapeshift vs Node 20", "Node 20", &node_rows, started);
}
