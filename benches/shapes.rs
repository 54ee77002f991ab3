//! Object-model benchmarks. IDs are stable; compare them as
//! ratios within one run:
//!
//! - `load/ic_hit_fast` vs `load/vec_index_baseline`, and `load/ic_hit_bound`
//!   (the same loads with the cache running the loop: `LoadIc::load_each`)
//!   vs the same floor
//! - `load/dictionary` vs `load/indexmap_baseline`
//! - `build/transitions_8` vs `build/indexmap_8`
//! - `build/layout_8` vs `build/transitions_8` (the same objects: `{}` plus 8
//!   named stores, built from an `ObjectLayout` instead of one store IC per key)
//! - `copy_chain/fast_then_null_proto` vs `copy_chain/null_proto_literal`
//! - `store/ic_hit_generalize_none` vs `store/vec_write_baseline` (a store IC
//!   hit, with the representation check that finds the field general enough)
//!
//! Every benchmark works on varied inputs (64 objects or maps, indices and keys
//! behind `black_box`) and folds every loaded value into a result, so nothing
//! folds into a constant. Building benchmarks use `iter_custom`: objects made in
//! the timed region are dropped (or the heap rewound) outside it, for both sides.

mod common;

use common::fold;
use criterion::{Criterion, black_box, criterion_group, criterion_main};
use indexmap::IndexMap;
use shapeshift::{Heap, LiteralEntry, LoadIc, ObjectId, ObjectLayout, StoreIc, StoreOrigin, Value};
use shapeshift_cli::scenarios::{CopyVariant, OptionsChain, time_with_collection};
use std::time::{Duration, Instant};

/// Objects (or maps) per iteration.
const BATCH: usize = 64;

/// A scrambled visiting order, so loads do not walk memory in allocation order.
fn order() -> Vec<usize> {
    (0..BATCH).map(|i| (i * 37 + 11) % BATCH).collect()
}

/// Loads through one warm inline cache from `objects`, visited in `order`.
fn bench_ic_loads(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    id: &str,
    heap: &mut Heap,
    mut ic: LoadIc,
    objects: &[ObjectId],
    order: &[usize],
) {
    let receivers: Vec<ObjectId> = order.iter().map(|&i| objects[i]).collect();
    group.bench_function(id, |b| {
        b.iter(|| {
            let mut acc = 0;
            for &o in black_box(&receivers) {
                acc = fold(acc, ic.load(heap, o).unwrap_or_default());
            }
            acc
        })
    });
}

/// Loads with one cache running the loop ([`shapeshift::LoadIc::load_each`]),
/// from `objects` visited in `order`; a miss loads through the cache and binds
/// again. The cache starts cold, so the first run's first load misses.
fn bench_bound_loads(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    id: &str,
    heap: &mut Heap,
    key: shapeshift::PropertyKey,
    objects: &[ObjectId],
    order: &[usize],
) {
    let receivers: Vec<ObjectId> = order.iter().map(|&i| objects[i]).collect();
    let mut ic = LoadIc::new(key);
    group.bench_function(id, |b| {
        b.iter(|| common::fold_bound_loads(&mut ic, heap, &receivers))
    });
}

/// [`BATCH`] objects of one shape: `{}` plus `a`, `b` and `x` (in-object, as
/// in V8), each holding its index. Returns `x` and the objects.
fn objects_of_one_shape(heap: &mut Heap) -> (shapeshift::PropertyKey, Vec<ObjectId>) {
    let keys: Vec<_> = ["a", "b", "x"].iter().map(|k| heap.key(k)).collect();
    let objects = (0..BATCH)
        .map(|i| {
            let o = heap.new_object();
            for &k in &keys {
                heap.set(o, k, Value::from(i as i32), StoreOrigin::Named)
                    .unwrap();
            }
            o
        })
        .collect();
    (keys[2], objects)
}

fn loads(c: &mut Criterion) {
    let mut group = c.benchmark_group("load");
    let order = order();

    // The floor: a value from a Vec<Value> by index.
    let values: Vec<Value> = (0..BATCH).map(|i| Value::from(i as i32)).collect();
    group.bench_function("vec_index_baseline", |b| {
        b.iter(|| {
            let values = black_box(&values);
            let mut acc = 0;
            for &i in black_box(&order) {
                acc = fold(acc, values[i]);
            }
            acc
        })
    });

    // 64 objects of one shape ({} + a, b, x: x is in-object, as in V8), loaded
    // through one warm monomorphic LoadIc.
    let mut heap = Heap::new();
    let (x, objects) = objects_of_one_shape(&mut heap);
    let mut ic = LoadIc::new(x);
    for &o in &objects {
        ic.load(&mut heap, o).unwrap();
    }
    assert_eq!(ic.state().name(), "monomorphic");
    bench_ic_loads(&mut group, "ic_hit_fast", &mut heap, ic, &objects, &order);

    // The same loads, with the cache running the loop: the key, the table
    // bounds and the field's representation read once, as optimized code
    // hoists them.
    bench_bound_loads(&mut group, "ic_hit_bound", &mut heap, x, &objects, &order);

    // The same site seeing 4 shapes (different first keys).
    let mut poly_objects = Vec::new();
    for i in 0..BATCH {
        let o = heap.new_object();
        let pad = heap.key(&format!("pad{}", i % 4));
        heap.set(o, pad, Value::Null, StoreOrigin::Named).unwrap();
        heap.set(o, x, Value::from(i as i32), StoreOrigin::Named)
            .unwrap();
        poly_objects.push(o);
    }
    let mut poly = LoadIc::new(x);
    for &o in &poly_objects {
        poly.load(&mut heap, o).unwrap();
    }
    assert_eq!(poly.state().name(), "polymorphic(4)");
    bench_ic_loads(
        &mut group,
        "ic_polymorphic_4",
        &mut heap,
        poly,
        &poly_objects,
        &order,
    );

    // Dictionary-mode objects (null-prototype literals with 8 keys), loaded by key.
    let dict_keys = [
        "host", "port", "path", "method", "headers", "agent", "timeout", "x",
    ];
    let entries: Vec<_> = dict_keys.iter().map(|k| heap.key(k)).collect();
    let dicts: Vec<ObjectId> = (0..BATCH)
        .map(|i| {
            let mut lit = vec![LiteralEntry::NullProto];
            lit.extend(entries.iter().map(|&key| LiteralEntry::Property {
                key,
                value: Value::from(i as i32),
                computed: false,
            }));
            heap.object_literal(&lit).unwrap()
        })
        .collect();
    assert_eq!(heap.has_fast_properties(dicts[0]), Some(false));
    let mut dict_ic = LoadIc::new(x);
    dict_ic.load(&mut heap, dicts[0]).unwrap();
    bench_ic_loads(&mut group, "dictionary", &mut heap, dict_ic, &dicts, &order);

    // IndexMap<String, Value>::get of the same key in maps with the same 8 entries.
    let maps: Vec<IndexMap<String, Value>> = (0..BATCH)
        .map(|i| {
            dict_keys
                .iter()
                .map(|k| (k.to_string(), Value::from(i as i32)))
                .collect()
        })
        .collect();
    group.bench_function("indexmap_baseline", |b| {
        b.iter(|| {
            let maps = black_box(&maps);
            let key: &str = black_box("x");
            let mut acc = 0;
            for &i in black_box(&order) {
                acc = fold(acc, maps[i].get(key).copied().unwrap_or_default());
            }
            acc
        })
    });
    group.finish();
}

const BUILD_KEYS: [&str; 8] = [
    "host", "port", "path", "method", "headers", "agent", "timeout", "signal",
];

fn builds(c: &mut Criterion) {
    let mut group = c.benchmark_group("build");
    let mut heap = Heap::new();
    let keys: Vec<_> = BUILD_KEYS.iter().map(|k| heap.key(k)).collect();
    let mut sites: Vec<StoreIc> = keys
        .iter()
        .map(|&k| StoreIc::new(k, StoreOrigin::Named))
        .collect();
    group.bench_function("transitions_8", |b| {
        b.iter_custom(|iters| {
            time_with_collection(&mut heap, iters, 4096, |heap, i| {
                let o = heap.new_object();
                for site in sites.iter_mut() {
                    site.store(heap, o, Value::from(black_box(i as i32)))?;
                }
                black_box(o);
                Ok(())
            })
            .unwrap()
        })
    });
    let layout = ObjectLayout::stores(keys.iter().copied()).expect("8 distinct keys");
    group.bench_function("layout_8", |b| {
        let mut values = [Value::Undefined; 8];
        b.iter_custom(|iters| {
            time_with_collection(&mut heap, iters, 4096, |heap, i| {
                values.fill(Value::from(black_box(i as i32)));
                black_box(heap.create(&layout, &values)?);
                Ok(())
            })
            .unwrap()
        })
    });
    group.bench_function("indexmap_8", |b| {
        let keys: Vec<&str> = BUILD_KEYS.to_vec();
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            let mut done = 0;
            let mut built: Vec<IndexMap<String, Value>> = Vec::with_capacity(4096);
            while done < iters {
                let n = (iters - done).min(4096);
                let start = Instant::now();
                for i in 0..n {
                    let mut m = IndexMap::new();
                    for &k in black_box(&keys) {
                        m.insert(k.to_string(), Value::from(black_box(i as i32)));
                    }
                    built.push(m);
                }
                total += start.elapsed();
                built.clear();
                done += n;
            }
            total
        })
    });
    group.finish();
}

/// Node's http options chain (see `shapeshift_cli::scenarios`): five copies, 20 keys
/// at the end, in both variants.
fn copy_chains(c: &mut Criterion) {
    let mut group = c.benchmark_group("copy_chain");
    let variants = [
        ("null_proto_literal", CopyVariant::NullProtoLiteral, false),
        ("fast_then_null_proto", CopyVariant::FastThenNullProto, true),
    ];
    for (name, variant, fast) in variants {
        let mut heap = Heap::new();
        let chain = OptionsChain::new(&mut heap);
        let (mut literal, mut copies) = (Vec::new(), Vec::new());
        let last = chain
            .run_into(&mut heap, variant, &mut literal, &mut copies)
            .unwrap();
        assert_eq!(heap.has_fast_properties(last) == Some(true), fast);
        assert_eq!(
            heap.own_keys(last)
                .expect("an ID this heap handed out")
                .len(),
            20
        );
        group.bench_function(name, |b| {
            b.iter_custom(|iters| {
                time_with_collection(&mut heap, iters, 1024, |heap, _| {
                    copies.clear();
                    black_box(chain.run_into(heap, variant, &mut literal, &mut copies)?);
                    Ok(())
                })
                .unwrap()
            })
        });
    }
    group.finish();
}

/// Stores through a warm store IC into a field that already holds values of
/// the stored representation: the hit path with its representation check,
/// which finds nothing to generalize (`store/ic_hit_generalize_none`), against
/// writing the same values into a `Vec<Value>` (`store/vec_write_baseline`).
fn stores(c: &mut Criterion) {
    let mut group = c.benchmark_group("store");
    let order = order();
    let mut values: Vec<Value> = (0..BATCH).map(|i| Value::from(i as i32)).collect();
    let mut round = 0i32;
    group.bench_function("vec_write_baseline", |b| {
        b.iter(|| {
            round = round.wrapping_add(1);
            let values = black_box(&mut values);
            for &i in black_box(&order) {
                values[i] = Value::from(round.wrapping_add(i as i32) & 0xffff);
            }
            fold(0, values[black_box(0)])
        })
    });

    let mut heap = Heap::new();
    let (x, objects) = objects_of_one_shape(&mut heap);
    let mut ic = StoreIc::new(x, StoreOrigin::Named);
    // Two rounds of different Smis: the field is mutable and a Smi field, so
    // the site caches a field store whose check passes on every hit.
    for round in 0..2 {
        for (i, &o) in objects.iter().enumerate() {
            ic.store(&mut heap, o, Value::from((i + round) as i32))
                .unwrap();
        }
    }
    assert_eq!(ic.state().name(), "monomorphic");
    let receivers: Vec<ObjectId> = order.iter().map(|&i| objects[i]).collect();
    let mut load = LoadIc::new(x);
    let mut round = 0i32;
    group.bench_function("ic_hit_generalize_none", |b| {
        b.iter(|| {
            round = round.wrapping_add(1);
            for (i, &o) in black_box(&receivers).iter().enumerate() {
                ic.store(
                    &mut heap,
                    o,
                    Value::from(round.wrapping_add(i as i32) & 0xffff),
                )
                .unwrap_or_default();
            }
            fold(
                0,
                load.load(&mut heap, receivers[black_box(0)])
                    .unwrap_or_default(),
            )
        })
    });
    assert_eq!(ic.state().name(), "monomorphic", "every store hit");
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(2));
    targets = loads, builds, copy_chains, stores
}
criterion_main!(benches);
