//! Heap images in snapshots: build a heap, write it, open it (validated and
//! trusted), restore it, and check the restored heap against the original: the
//! same objects, shapes, modes, keys and values; lazy entries that resolve in the
//! restored heap only; and a restored heap that keeps working like one that
//! never went through a snapshot.

use proptest::prelude::*;
use shapeshift::snapshot::{Snapshot, SnapshotBuilder, SnapshotError};
use shapeshift::stdlib;
use shapeshift::{Heap, ModuleState, ObjectId, Policy, PropertyKey, Runtime, StoreOrigin, Value};
use std::sync::Arc;

fn runtime() -> Arc<Runtime> {
    Arc::new(stdlib::runtime(&[]).expect("stdlib registers"))
}

fn obj(v: Value) -> ObjectId {
    v.as_object().expect("an object")
}

/// Everything observable about one object, as text.
fn describe(heap: &mut Heap, o: ObjectId) -> String {
    let keys = heap.own_keys(o).expect("an ID this heap handed out");
    let mut parts = vec![format!(
        "fast={} extensible={} proto={:?} shape={:?}",
        heap.has_fast_properties(o) == Some(true),
        heap.is_extensible(o) == Some(true),
        heap.get_prototype_of(o)
            .expect("an ID this heap handed out"),
        heap.shape_of(o).expect("an ID this heap handed out")
    )];
    for k in keys {
        let p = heap.get_own_property(o, k).expect("own key has a property");
        let name = heap.atoms().display(k).to_string();
        let shown = match p.slot {
            shapeshift::PropertySlot::Data(Value::String(s)) => {
                format!("{:?}", heap.str(s).expect("an ID this heap handed out"))
            }
            shapeshift::PropertySlot::Data(v) => format!("{v:?}"),
            shapeshift::PropertySlot::Accessor { get, set } => format!("accessor({get:?},{set:?})"),
        };
        parts.push(format!("{name}:{shown}:{:?}", p.attrs));
    }
    parts.join(" ")
}

fn stream_heap(rt: &Arc<Runtime>) -> (Heap, Value) {
    let mut heap = Heap::with_runtime(Policy::node20(), rt.clone());
    let stream = heap.require_named("stream").expect("stream loads");
    (heap, stream)
}

/// Writes a snapshot of `heap` with `stream` as its root into a fresh
/// directory (kept alive by the returned guard).
fn write_stdlib(heap: &Heap, stream: Value) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("stdlib.snap");
    SnapshotBuilder::new(heap)
        .root("stream", stream)
        .write(&path)
        .expect("writes");
    (dir, path)
}

#[test]
fn a_restored_heap_equals_the_heap_it_was_built_from() {
    let rt = runtime();
    let (mut heap, stream) = stream_heap(&rt);
    let (_dir, path) = write_stdlib(&heap, stream);
    let snap = Snapshot::open(&path, &rt).expect("opens");
    assert_eq!(snap.root("stream"), Some(stream));
    assert_eq!(snap.root_names(), vec!["stream".to_string()]);
    let snap = Arc::new(snap);
    let mut eager = snap.restore_eager(rt.clone()).expect("restores");
    eager.verify().expect("restored heap is consistent");
    let mut restored =
        Heap::restore(snap.clone(), rt.clone()).expect("the runtime the snapshot was built with");
    assert_eq!(
        restored.copied_snapshot_objects(),
        (0, 0),
        "nothing copied at restore"
    );
    assert_eq!(
        restored.shapes().copied_from_snapshot(),
        0,
        "no shape copied at restore"
    );
    restored.verify().expect("restored heap is consistent");
    assert_eq!(restored.object_count(), heap.object_count());
    assert_eq!(restored.shapes().len(), heap.shapes().len());
    for i in 0..heap.object_count() as u32 {
        let o = heap.object_id(i).expect("in range");
        let want = describe(&mut heap, o);
        assert_eq!(describe(&mut restored, o), want, "object #{i} (in place)");
        assert_eq!(describe(&mut eager, o), want, "object #{i} (eager)");
    }
    // Lazy entries came along and resolve in the restored heap only.
    let pipeline_module = rt
        .modules
        .id("internal/streams/pipeline")
        .expect("registered");
    assert_eq!(heap.lazy_entries().count(), restored.lazy_entries().count());
    let k = restored.key("pipeline");
    let v = restored.get(obj(stream), k).expect("resolves");
    assert!(matches!(
        restored
            .module_state(pipeline_module)
            .expect("an ID this heap handed out"),
        ModuleState::Loaded(_)
    ));
    assert_eq!(
        heap.module_state(pipeline_module)
            .expect("an ID this heap handed out"),
        ModuleState::Unloaded
    );
    assert!(heap.is_lazy(obj(stream), k));
    assert_eq!(restored.get(obj(stream), k).expect("stable"), v);
    // Modules that ran before the snapshot are not run again.
    let readable = rt
        .modules
        .id("internal/streams/readable")
        .expect("registered");
    assert_eq!(
        restored
            .module_state(readable)
            .expect("an ID this heap handed out"),
        heap.module_state(readable)
            .expect("an ID this heap handed out")
    );
}

#[test]
fn trusted_opening_restores_the_same_heap() {
    let rt = runtime();
    let (heap, stream) = stream_heap(&rt);
    let (_dir, path) = write_stdlib(&heap, stream);
    Snapshot::open(&path, &rt).expect("validates");
    // SAFETY: validated just above, and nothing rewrites published snapshots.
    let snap = unsafe { Snapshot::open_trusted(&path, &rt) }.expect("opens");
    let restored = snap.restore_eager(rt.clone()).expect("restores");
    restored.verify().expect("consistent");
    assert_eq!(restored.object_count(), heap.object_count());
}

#[test]
fn a_runtime_with_other_natives_or_modules_is_refused() {
    let rt = runtime();
    let (heap, stream) = stream_heap(&rt);
    let (_dir, path) = write_stdlib(&heap, stream);
    let other = stdlib::runtime(&[stdlib::SyntheticSpec {
        name: "synthetic/x",
        objects: 1,
        properties_per_object: 1,
        strings: 0,
    }])
    .expect("registers");
    let err = Snapshot::open(&path, &other).unwrap_err();
    // The natives are the same; the extra module is named.
    assert!(
        matches!(&err, SnapshotError::RuntimeMismatch { what: "module", recorded, found, .. }
            if recorded == "(none)" && found == "synthetic/x"),
        "{err}"
    );
}

/// One step of a random program.
#[derive(Clone, Debug)]
enum Op {
    New,
    Named(usize, u8, i32),
    Keyed(usize, u8, i32),
    Delete(usize, u8),
    Proto(usize, Option<usize>),
    Freeze(usize),
    NonEnumerable(usize, u8),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        Just(Op::New),
        (0..6usize, 0..6u8, -3..3i32).prop_map(|(o, k, v)| Op::Named(o, k, v)),
        (0..6usize, 0..6u8, -3..3i32).prop_map(|(o, k, v)| Op::Keyed(o, k, v)),
        (0..6usize, 0..6u8).prop_map(|(o, k)| Op::Delete(o, k)),
        (0..6usize, proptest::option::of(0..6usize)).prop_map(|(o, p)| Op::Proto(o, p)),
        (0..6usize).prop_map(Op::Freeze),
        (0..6usize, 0..6u8).prop_map(|(o, k)| Op::NonEnumerable(o, k)),
    ]
}

fn apply(heap: &mut Heap, objects: &mut Vec<ObjectId>, op: &Op) {
    let key = |heap: &mut Heap, k: u8| -> PropertyKey {
        let names = ["a", "b", "c", "d", "0", "e"];
        heap.key(names[k as usize % names.len()])
    };
    let pick = |objects: &[ObjectId], i: usize| objects[i % objects.len()];
    match *op {
        Op::New => objects.push(heap.new_object()),
        Op::Named(o, k, v) | Op::Keyed(o, k, v) => {
            let origin = if matches!(op, Op::Named(..)) {
                StoreOrigin::Named
            } else {
                StoreOrigin::Keyed
            };
            let (o, k) = (pick(objects, o), key(heap, k));
            let _ = heap.set(o, k, Value::from(v), origin);
        }
        Op::Delete(o, k) => {
            let (o, k) = (pick(objects, o), key(heap, k));
            let _ = heap.delete(o, k);
        }
        Op::Proto(o, p) => {
            let o = pick(objects, o);
            let p = p.map(|p| pick(objects, p));
            let _ = heap.set_prototype_of(o, p);
        }
        Op::Freeze(o) => heap
            .freeze(pick(objects, o))
            .expect("an object of this heap"),
        Op::NonEnumerable(o, k) => {
            let (o, k) = (pick(objects, o), key(heap, k));
            let d = shapeshift::PropertyDescriptor {
                value: Some(Value::from(9)),
                enumerable: Some(false),
                ..Default::default()
            };
            let _ = heap.define_property(o, k, d);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Program A, snapshot, restore, program B gives the same heap as A then B
    /// on a heap that never went through a snapshot.
    #[test]
    fn restore_then_mutate_agrees_with_never_snapshotted(
        before in proptest::collection::vec(op(), 1..20),
        after in proptest::collection::vec(op(), 1..20),
    ) {
        let rt = Arc::new(Runtime::new());
        let mut plain = Heap::with_runtime(Policy::node20(), rt.clone());
        let mut objects = vec![plain.new_object(), plain.new_object()];
        for op in &before {
            apply(&mut plain, &mut objects, op);
        }
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("p.snap");
        SnapshotBuilder::new(&plain).write(&path).expect("writes");
        let snap = Arc::new(Snapshot::open(&path, &rt).expect("opens"));
        let mut eager = snap.restore_eager(rt.clone()).expect("restores");
        let mut in_place = Heap::restore(snap.clone(), rt.clone()).expect("the runtime the snapshot was built with");
        let (mut eager_objects, mut in_place_objects) = (objects.clone(), objects.clone());
        for op in &after {
            apply(&mut plain, &mut objects, op);
            apply(&mut eager, &mut eager_objects, op);
            apply(&mut in_place, &mut in_place_objects, op);
        }
        eager.verify().map_err(|e| TestCaseError::fail(e.to_string()))?;
        in_place.verify().map_err(|e| TestCaseError::fail(e.to_string()))?;
        // Each heap handed out the same IDs, so one list names the objects
        // in all three.
        prop_assert_eq!(&objects, &eager_objects);
        prop_assert_eq!(&objects, &in_place_objects);
        for &o in &objects {
            let want = describe(&mut plain, o);
            prop_assert_eq!(describe(&mut eager, o), want.clone());
            prop_assert_eq!(describe(&mut in_place, o), want);
        }
        // A snapshot of the restored, mutated heap restores to the same heap.
        let again = dir.path().join("again.snap");
        SnapshotBuilder::new(&in_place).write(&again).expect("writes");
        let snap2 = Arc::new(Snapshot::open(&again, &rt).expect("opens"));
        let mut twice = Heap::restore(snap2, rt.clone()).expect("the runtime the snapshot was built with");
        for &o in &objects {
            prop_assert_eq!(describe(&mut twice, o), describe(&mut plain, o));
        }
    }
}

#[test]
fn inline_caches_read_snapshot_objects_in_place_and_follow_their_copies() {
    let spec = stdlib::SyntheticSpec {
        name: "synthetic/ic",
        objects: 100,
        properties_per_object: 6,
        strings: 8,
    };
    let rt = Arc::new(stdlib::runtime(&[spec]).expect("registers"));
    let mut heap = Heap::with_runtime(Policy::node20(), rt.clone());
    let exports = heap.require_named("synthetic/ic").expect("loads");
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("ic.snap");
    SnapshotBuilder::new(&heap)
        .root("synthetic", exports)
        .write(&path)
        .expect("writes");
    let snap = Arc::new(Snapshot::open(&path, &rt).expect("opens"));
    let mut restored =
        Heap::restore(snap.clone(), rt.clone()).expect("the runtime the snapshot was built with");
    let root = obj(snap.root("synthetic").expect("root"));
    let items_key = restored.key("items");
    let items = obj(restored.get(root, items_key).expect("items"));
    let item = obj(restored.get(items, PropertyKey::Index(3)).expect("item"));
    let (bodies_before, _) = restored.copied_snapshot_objects();
    // A warm load IC reads the item's in-object field in place: no copy.
    let p0 = restored.key("p0");
    let mut ic = shapeshift::LoadIc::new(p0);
    let v = ic.load(&mut restored, item).expect("loads");
    assert_eq!(v, Value::from(18), "item 3, property 0 of 6");
    assert_eq!(ic.load(&mut restored, item), Ok(v));
    assert_eq!(
        restored.copied_snapshot_objects().0,
        bodies_before,
        "no body copied"
    );
    assert!(
        restored.shapes().copied_from_snapshot() <= 8,
        "only the shapes on the path were copied, not the snapshot's {}",
        restored.shapes().len()
    );
    // A write copies the object's header and slots, and the IC still hits.
    restored
        .set(item, p0, Value::from(-1), StoreOrigin::Named)
        .expect("stores");
    assert_eq!(ic.load(&mut restored, item), Ok(Value::from(-1)));
    assert_eq!(restored.copied_snapshot_objects().1, 1, "one header copied");
    // The snapshot itself is untouched: another heap restored from it sees 18.
    let mut other = Heap::restore(snap, rt).expect("the runtime the snapshot was built with");
    assert_eq!(other.get(item, p0), Ok(Value::from(18)));
}

/// Random byte changes to a snapshot's payload, with the checksum recomputed so
/// that they reach rkyv's validation and the heap consistency check: opening
/// must fail cleanly or succeed with a heap that restores, verifies and reads
/// without a panic.
#[test]
fn payload_mutations_with_valid_checksums_never_panic() {
    let rt = runtime();
    let (heap, stream) = stream_heap(&rt);
    let (dir, path) = write_stdlib(&heap, stream);
    let good = std::fs::read(&path).expect("read");
    let header_len = shapeshift::snapshot::HEADER_LEN;
    let bad = dir.path().join("mutant.snap");
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let (mut refused, mut opened) = (0, 0);
    for _ in 0..400 {
        let mut b = good.clone();
        for _ in 0..1 + next() % 4 {
            let at = header_len + (next() as usize % (b.len() - header_len));
            b[at] = next() as u8;
        }
        let sum = xxhash_rust::xxh3::xxh3_64(&b[header_len..]);
        b[48..56].copy_from_slice(&sum.to_le_bytes());
        std::fs::write(&bad, &b).expect("write");
        match Snapshot::open(&bad, &rt) {
            Err(_) => refused += 1,
            Ok(snap) => {
                opened += 1;
                let snap = Arc::new(snap);
                let mut restored = Heap::restore(snap.clone(), rt.clone())
                    .expect("the runtime the snapshot was built with");
                restored
                    .verify()
                    .expect("an opened snapshot restores to a consistent heap");
                for i in 0..restored.object_count() as u32 {
                    let o = restored.object_id(i).expect("in range");
                    for k in restored.own_keys(o).expect("an ID this heap handed out") {
                        let _ = restored.get(o, k);
                    }
                }
            }
        }
    }
    assert!(
        refused > 0,
        "no mutant was refused: the mutation does nothing"
    );
    eprintln!("payload mutants: {refused} refused, {opened} opened cleanly");
}

/// A runtime whose modules are `names`, in that order (each exports a fresh
/// object).
fn runtime_of(names: &[&'static str]) -> Arc<Runtime> {
    let mut runtime = Runtime::new();
    for &name in names {
        runtime
            .modules
            .register(name, |heap: &mut Heap| Ok(Value::Object(heap.new_object())))
            .expect("a new name");
    }
    Arc::new(runtime)
}

/// Natives and modules travel by ID, so a snapshot restores only under the
/// runtime it was built with. Another one is refused at open and at restore,
/// naming the first difference, and never reads the wrong module.
#[test]
fn another_runtime_is_refused_with_the_first_difference() {
    let built_with = runtime_of(&["a", "b"]);
    let mut heap = Heap::with_runtime(Policy::node20(), built_with.clone());
    let a = heap.require_named("a").expect("a loads");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("ab.snap");
    SnapshotBuilder::new(&heap)
        .root("a", a)
        .write(&path)
        .expect("writes");

    // Reordered modules: the natives are equal, the modules are not.
    let reordered = runtime_of(&["b", "a"]);
    match Snapshot::open(&path, &reordered) {
        Err(SnapshotError::RuntimeMismatch {
            what,
            index,
            recorded,
            found,
        }) => {
            assert_eq!((what, index), ("module", 0));
            assert_eq!((recorded.as_str(), found.as_str()), ("a", "b"));
        }
        other => panic!("expected the module order to be refused, got {other:?}"),
    }
    // A missing module.
    match Snapshot::open(&path, &runtime_of(&["a"])) {
        Err(e @ SnapshotError::RuntimeMismatch { .. }) => {
            let text = e.to_string();
            assert!(
                text.contains("module #1 is `b` in the snapshot and `(none)`"),
                "{text}"
            );
        }
        other => panic!("expected the missing module to be refused, got {other:?}"),
    }
    // Opened for the right runtime, restored with another: refused too.
    let snap = Arc::new(Snapshot::open(&path, &built_with).expect("opens"));
    assert!(matches!(
        Heap::restore(snap.clone(), reordered.clone()),
        Err(SnapshotError::RuntimeMismatch { what: "module", .. })
    ));
    assert!(snap.restore_eager(reordered).is_err());
    let mut restored = Heap::restore(snap, built_with).expect("the same runtime restores");
    assert_eq!(restored.loaded_modules().len(), 1);
    let a_again = restored.require_named("a").expect("a is loaded");
    assert!(matches!(a_again, Value::Object(_)));
}

/// A deprecated shape travels in a snapshot as it is: the restored object
/// still has it, and moves to the up-to-date shape on its first access,
/// exactly as in the heap the snapshot was built from. Elements kinds travel
/// with their shapes.
#[test]
fn a_deprecated_shape_migrates_its_instances_after_restore() {
    let rt = runtime();
    let mut heap = Heap::with_runtime(Policy::node20(), rt.clone());
    let x = heap.key("x");
    let y = heap.key("y");
    let make = |heap: &mut Heap, v: Value| {
        let o = heap.new_object();
        heap.set(o, x, v, StoreOrigin::Named).expect("set");
        heap.set(o, y, Value::from(2), StoreOrigin::Named)
            .expect("set");
        o
    };
    let old = make(&mut heap, Value::from(1));
    let double = make(&mut heap, Value::from(1.5));
    let old_shape = heap.shape_of(old).expect("an object");
    assert!(
        heap.shapes()
            .shape(old_shape)
            .is_some_and(|s| s.is_deprecated())
    );
    assert_eq!(heap.same_shape(old, double), Some(false));
    let doubles = heap
        .new_array(&[Value::from(0.5), Value::from(1.5)])
        .expect("an array");
    assert_eq!(
        heap.elements_kind(doubles).expect("an array"),
        shapeshift::ElementsKind::PackedDouble
    );
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("deprecated.snap");
    SnapshotBuilder::new(&heap)
        .root("old", Value::Object(old))
        .root("double", Value::Object(double))
        .root("doubles", Value::Object(doubles))
        .write(&path)
        .expect("writes");
    let snap = Arc::new(Snapshot::open(&path, &rt).expect("opens"));
    let mut restored =
        Heap::restore(snap.clone(), rt.clone()).expect("the runtime the snapshot was built with");
    let old = obj(snap.root("old").expect("root"));
    let double = obj(snap.root("double").expect("root"));
    let doubles = obj(snap.root("doubles").expect("root"));
    assert_eq!(
        restored.shape_of(old),
        Some(old_shape),
        "restored as it was"
    );
    assert_eq!(restored.same_shape(old, double), Some(false));
    assert_eq!(restored.get(old, y).expect("get"), Value::from(2));
    assert_eq!(
        restored.same_shape(old, double),
        Some(true),
        "the access migrated it"
    );
    assert_eq!(restored.get(old, x).expect("get"), Value::from(1));
    // The same access in the original heap ends on the same shape.
    heap.get(old, y).expect("get");
    assert_eq!(heap.shape_of(old), restored.shape_of(old));
    assert_eq!(
        restored.elements_kind(doubles).expect("an array"),
        shapeshift::ElementsKind::PackedDouble
    );
    restored
        .set(
            doubles,
            PropertyKey::Index(2),
            Value::from(true),
            StoreOrigin::Keyed,
        )
        .expect("set");
    assert_eq!(
        restored.elements_kind(doubles).expect("an array"),
        shapeshift::ElementsKind::Packed
    );
}

/// A named root must name what the image holds of its own generation: a
/// root kept from before its object was collected, whose slot now holds
/// another object, is refused when the snapshot opens, not handed to the
/// embedder as an ID the restored heap does not know.
#[test]
fn a_root_naming_a_collected_object_is_refused() {
    let rt = runtime();
    let mut heap = Heap::with_runtime(Policy::node20(), rt.clone());
    let gone = heap.new_object();
    heap.collect();
    let reused = heap.new_object();
    assert_eq!(
        gone.index(),
        reused.index(),
        "the collected slot is reused, in a new generation"
    );
    assert_ne!(gone, reused);
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("stale-root.snap");
    SnapshotBuilder::new(&heap)
        .root("live", Value::Object(reused))
        .root("stale", Value::Object(gone))
        .write(&path)
        .expect("writes");
    let Err(err) = Snapshot::open(&path, &rt) else {
        panic!("a stale root is refused");
    };
    assert!(
        err.to_string()
            .contains("root `stale` refers outside the heap"),
        "{err}"
    );
}
