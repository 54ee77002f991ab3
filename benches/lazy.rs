//! Module and lazy-property benchmarks (stable IDs):
//!
//! - `modules/init_stream`: `require('stream')` in a fresh heap: every eager
//!   module of the model stream library initializes (what a worker pays without a
//!   snapshot).
//! - `lazy/first_access`: the first read of `stream.pipeline` in a heap where
//!   `stream` is loaded: the pipeline module initializes and the property settles.
//! - `lazy/resolved_access`: a read of `stream.pipeline` after resolution,
//!   through a warm `LoadIc` (64 loads per iteration, as `load/ic_hit_fast`).
//!
//! Heaps are prepared outside the timed region (`iter_custom`), in batches, and
//! every result is folded into `black_box`.

use criterion::{Criterion, black_box, criterion_group, criterion_main};
use shapeshift::{Heap, LoadIc, ObjectId, Policy, Runtime, Value, stdlib};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Heaps prepared per timed batch.
const HEAPS_PER_BATCH: u64 = 32;
/// Loads per iteration of `lazy/resolved_access`.
const LOADS: usize = 64;

fn runtime() -> Arc<Runtime> {
    Arc::new(stdlib::runtime(&[]).expect("the stdlib registers"))
}

fn stream_of(heap: &mut Heap) -> ObjectId {
    heap.require_named("stream")
        .expect("stream loads")
        .as_object()
        .expect("stream exports an object")
}

/// Times `work` on `iters` heaps made by `prepare`, preparing them in batches
/// outside the timed region.
fn batched(
    iters: u64,
    mut prepare: impl FnMut() -> Heap,
    mut work: impl FnMut(&mut Heap) -> Value,
) -> Duration {
    let mut total = Duration::ZERO;
    let mut left = iters;
    while left > 0 {
        let n = left.min(HEAPS_PER_BATCH);
        let mut heaps: Vec<Heap> = (0..n).map(|_| prepare()).collect();
        let start = Instant::now();
        for heap in &mut heaps {
            black_box(work(heap));
        }
        total += start.elapsed();
        drop(heaps);
        left -= n;
    }
    total
}

fn modules(c: &mut Criterion) {
    let rt = runtime();
    let mut group = c.benchmark_group("modules");
    group.bench_function("init_stream", |b| {
        b.iter_custom(|iters| {
            batched(
                iters,
                || Heap::with_runtime(Policy::node20(), rt.clone()),
                |heap| heap.require_named("stream").expect("stream loads"),
            )
        })
    });
    group.finish();
}

fn lazy(c: &mut Criterion) {
    let rt = runtime();
    let mut loaded = Heap::with_runtime(Policy::node20(), rt.clone());
    let stream = stream_of(&mut loaded);
    let pipeline = loaded.key("pipeline");
    let mut group = c.benchmark_group("lazy");
    group.bench_function("first_access", |b| {
        b.iter_custom(|iters| {
            batched(
                iters,
                || loaded.clone(),
                |heap| {
                    heap.get(black_box(stream), pipeline)
                        .expect("pipeline loads")
                },
            )
        })
    });

    let mut heap = loaded.clone();
    let mut ic = LoadIc::new(pipeline);
    let first = ic.load(&mut heap, stream).expect("pipeline loads");
    assert!(!heap.is_lazy(stream, pipeline));
    assert_eq!(ic.load(&mut heap, stream), Ok(first));
    group.bench_function("resolved_access", |b| {
        b.iter(|| {
            let mut hits = 0u32;
            for _ in 0..LOADS {
                let v = ic.load(&mut heap, black_box(stream)).unwrap_or_default();
                hits += u32::from(v == first);
            }
            hits
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(2));
    targets = modules, lazy
}
criterion_main!(benches);
