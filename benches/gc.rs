//! Collector benchmarks. IDs are stable; compare them as ratios within one run:
//!
//! - `gc/full/1M` vs `gc/baseline_scan/1M`: a full collection of a heap whose
//!   objects are all alive, against one pass that reads one field of every
//!   object through a warm inline cache (a shape compare and a slot read: the
//!   floor any collector pays, since it must at least visit each object).
//! - `gc/full/{10k,100k,1M}` against each other: how a collection scales.
//!
//! The heap: N objects of 8 properties each (7 numbers and one nested object
//! `{v: i}`), held by one rooted array, so 2N + 1 objects survive every
//! collection and nothing is freed: the collection's whole cost is tracing and
//! sweeping live objects.

mod common;

use common::fold;
use criterion::{BenchmarkId, Criterion, black_box, criterion_group, criterion_main};
use shapeshift::{Heap, LoadIc, ObjectId, StoreOrigin, Value};

/// A heap with `n` live trees, and every object's ID (for the scan): the
/// nested objects first, then the outer ones, then the array.
fn live_heap(n: usize) -> (Heap, Vec<ObjectId>) {
    let mut heap = Heap::new();
    let keys: Vec<_> = (0..8).map(|k| heap.key(&format!("p{k}"))).collect();
    let v = heap.key("v");
    let (mut nested_ids, mut top_ids) = (Vec::with_capacity(n), Vec::with_capacity(n));
    let mut tops = Vec::with_capacity(n);
    for i in 0..n {
        let nested = heap.new_object();
        heap.set(nested, v, Value::from(i as f64), StoreOrigin::Named)
            .expect("a store");
        let top = heap.new_object();
        for (k, &key) in keys.iter().enumerate() {
            let value = if k == 7 {
                Value::Object(nested)
            } else {
                Value::from((i * 8 + k) as f64)
            };
            heap.set(top, key, value, StoreOrigin::Named)
                .expect("a store");
        }
        nested_ids.push(nested);
        top_ids.push(top);
        tops.push(Value::Object(top));
    }
    let array = heap.new_array(&tops).expect("an array");
    heap.root(Value::Object(array));
    let mut all = nested_ids;
    all.extend(top_ids);
    all.push(array);
    (heap, all)
}

fn full(c: &mut Criterion) {
    let mut g = c.benchmark_group("gc/full");
    g.sample_size(10);
    for (name, n) in [("10k", 10_000), ("100k", 100_000), ("1M", 1_000_000)] {
        let (mut heap, all) = live_heap(n);
        g.bench_function(BenchmarkId::from_parameter(name), |b| {
            b.iter(|| {
                let stats = heap.collect();
                assert_eq!(stats.freed_objects, 0);
                black_box(stats.live_objects)
            })
        });
        assert_eq!(heap.object_count(), all.len() + 3);
    }
    g.finish();
}

fn baseline_scan(c: &mut Criterion) {
    let mut g = c.benchmark_group("gc/baseline_scan");
    g.sample_size(10);
    let n = 1_000_000;
    let (mut heap, all) = live_heap(n);
    let (nested, rest) = all.split_at(n);
    let (tops, array) = rest.split_at(n);
    let (v, p0, length) = (heap.key("v"), heap.key("p0"), heap.key("length"));
    let (mut nested_ic, mut top_ic, mut array_ic) =
        (LoadIc::new(v), LoadIc::new(p0), LoadIc::new(length));
    g.bench_function(BenchmarkId::from_parameter("1M"), |b| {
        b.iter(|| {
            let mut acc = 0;
            for &o in black_box(nested) {
                acc = fold(acc, nested_ic.load(&mut heap, o).unwrap_or_default());
            }
            for &o in black_box(tops) {
                acc = fold(acc, top_ic.load(&mut heap, o).unwrap_or_default());
            }
            for &o in black_box(array) {
                acc = fold(acc, array_ic.load(&mut heap, o).unwrap_or_default());
            }
            acc
        })
    });
    g.finish();
}

criterion_group!(benches, full, baseline_scan);
criterion_main!(benches);
