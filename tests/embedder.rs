//! The public API driven as an embedder drives it: a crate that depends on
//! `shapeshift` and uses only what the crate root and its documented modules
//! export. One research session: a custom policy, statistics before and
//! after, a native with state, a snapshot refused under the wrong runtime, IDs
//! from another heap, and a drawing of a tree whose objects went to dictionary
//! mode.

use shapeshift::trace::{DotError, DotSelection, dot};
use shapeshift::{
    CloneOptions, Heap, JsErrorKind, LiteralIc, LoadIc, MessagePort, Policy, Runtime, ShapeId,
    Snapshot, SnapshotBuilder, SnapshotError, StoreIc, StoreOrigin, Value,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// `o['k' + i] = i` for `i` in `0..n`, on a new `{}`.
fn keyed_stores(heap: &mut Heap, n: usize) -> shapeshift::ObjectId {
    let o = heap.new_object();
    for i in 0..n {
        let key = heap.key(&format!("k{i}"));
        heap.set(o, key, Value::from(i as i32), StoreOrigin::Keyed)
            .expect("a store into an object of this heap");
    }
    o
}

#[test]
fn a_custom_keyed_store_limit_moves_dictionary_mode_and_the_stats_show_it() {
    let research = Policy {
        fast_properties_soft_limit: 4,
        ..Policy::node20()
    };
    let mut node20 = Heap::new();
    let mut custom = Heap::with_policy(research);
    let before = custom.stats();
    assert_eq!(before.objects.dictionary, 0);

    // Twelve keyed stores: fast under Node 20 (it normalizes at the 20th),
    // in dictionary mode under the research policy (at the 11th).
    let a = keyed_stores(&mut node20, 12);
    let b = keyed_stores(&mut custom, 12);
    assert_eq!(node20.has_fast_properties(a), Some(true));
    assert_eq!(custom.has_fast_properties(b), Some(false));

    let after = custom.stats();
    assert_eq!(after.objects.total, before.objects.total + 1);
    assert_eq!(after.objects.dictionary, before.objects.dictionary + 1);
    assert_eq!(after.objects.fast, before.objects.fast);
    assert!(
        after.shapes.total > before.shapes.total,
        "the adds made shapes"
    );
    assert!(after.shapes.dictionary > before.shapes.dictionary);
    assert!(after.bytes.dictionaries > before.bytes.dictionaries);
    assert!(after.bytes.total() > before.bytes.total());
    // The object's own bytes are part of the tables' growth.
    let own = custom.object_bytes(b).expect("an object of this heap");
    assert!(own > 0 && own <= after.bytes.total() - before.bytes.total());
    // The same script under Node 20 keeps the object fast.
    assert_eq!(node20.stats().objects.dictionary, 0);
}

#[test]
fn a_native_closure_keeps_its_state_across_calls() {
    let calls = Arc::new(AtomicUsize::new(0));
    let mut runtime = Runtime::new();
    let counter = calls.clone();
    let name = format!("host.{}", "count");
    runtime
        .natives
        .register(
            name.clone(),
            move |_heap: &mut Heap, _this, args: &[Value]| {
                let n = counter.fetch_add(1, Ordering::SeqCst) + 1;
                let arg = match args.first() {
                    Some(Value::Number(x)) => *x,
                    _ => 0.0,
                };
                Ok(Value::Number(n as f64 + arg))
            },
        )
        .expect("a new name");
    let mut heap = Heap::with_runtime(Policy::node20(), Arc::new(runtime));
    let f = heap.native_function(&name).expect("a registered native");
    for i in 1..=3 {
        let result = heap
            .call(Value::Object(f), Value::Undefined, &[Value::from(100)])
            .expect("a call");
        assert_eq!(result, Value::Number(i as f64 + 100.0));
    }
    assert_eq!(calls.load(Ordering::SeqCst), 3);
}

#[test]
fn a_snapshot_refuses_a_runtime_whose_modules_differ() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("app.snap");
    let runtime_of = |modules: &[&'static str]| {
        let mut rt = Runtime::new();
        for &m in modules {
            rt.modules
                .register(m, |heap: &mut Heap| Ok(Value::Object(heap.new_object())))
                .expect("a new module");
        }
        Arc::new(rt)
    };
    let built = runtime_of(&["config", "db"]);
    let heap = Heap::with_runtime(Policy::node20(), built.clone());
    SnapshotBuilder::new(&heap)
        .write(&path)
        .expect("the snapshot is written");

    // The same modules in another order: module #0 would be the wrong one.
    let swapped = runtime_of(&["db", "config"]);
    let err = Snapshot::open(&path, &swapped).expect_err("another runtime");
    assert!(
        matches!(err, SnapshotError::RuntimeMismatch { .. }),
        "{err}"
    );
    assert_eq!(
        err.to_string(),
        "the snapshot was built for another runtime: module #0 is `config` in the snapshot and `db` in this runtime"
    );
    // A module missing.
    let fewer = runtime_of(&["config"]);
    let err = Snapshot::open(&path, &fewer).expect_err("another runtime");
    assert!(
        err.to_string()
            .contains("module #1 is `db` in the snapshot and `(none)` in this runtime"),
        "{err}"
    );
    // Opened with its own runtime, restoring with another is refused too.
    let snapshot = Arc::new(Snapshot::open(&path, &built).expect("its own runtime"));
    let err = Heap::restore(snapshot.clone(), swapped).expect_err("another runtime");
    assert!(
        matches!(err, SnapshotError::RuntimeMismatch { .. }),
        "{err}"
    );
    let restored = Heap::restore(snapshot, built).expect("its own runtime");
    assert_eq!(restored.policy(), Policy::node20());
}

#[test]
fn ids_from_another_heap_are_refused_without_a_panic() {
    let mut small = Heap::new();
    let mut large = Heap::new();
    let mut far = large.new_object();
    for _ in 0..50 {
        far = large.new_object();
    }
    let far_string = {
        for i in 0..50 {
            large.string(&format!("s{i}"));
        }
        match large.string("far") {
            Value::String(s) => s,
            other => panic!("a string value, got {other:?}"),
        }
    };
    let far_key = {
        for i in 0..200 {
            large.key(&format!("key{i}"));
        }
        large.key("far")
    };
    let far_shape = {
        let o = keyed_stores(&mut large, 12);
        large.shape_of(o).expect("an object of this heap")
    };
    assert!(!small.contains(far));
    assert!(!small.shapes().contains(far_shape));

    // Queries: `None`.
    assert_eq!(small.shape_of(far), None);
    assert_eq!(small.has_fast_properties(far), None);
    assert_eq!(small.same_shape(far, far), None);
    assert_eq!(small.get_prototype_of(far), None);
    assert_eq!(small.own_keys(far), None);
    assert_eq!(small.keys(far), None);
    assert!(small.object(far).is_none());
    assert_eq!(small.field(far, 0), None);
    assert_eq!(small.str(far_string), None);
    assert_eq!(small.object_bytes(far), None);
    assert!(small.shapes().shape(far_shape).is_none());
    assert_eq!(small.shapes().descriptors_of(far_shape), None);
    assert!(matches!(
        dot(&small, &DotSelection::Tree(far_shape)),
        Err(DotError::UnknownShape { .. })
    ));
    // A field past the end of an object this heap does have.
    let near = small.new_object();
    assert_eq!(small.field(near, 3), None);

    // Operations: an `UnknownId` error that names the ID.
    let x = small.key("x");
    let refused = [
        small.get(far, x).map(|_| ()),
        small
            .set(far, x, Value::Null, StoreOrigin::Named)
            .map(|_| ()),
        small
            .set(near, x, Value::Object(far), StoreOrigin::Named)
            .map(|_| ()),
        small
            .set(near, x, Value::String(far_string), StoreOrigin::Named)
            .map(|_| ()),
        small
            .set(near, far_key, Value::Null, StoreOrigin::Named)
            .map(|_| ()),
        small.delete(far, x).map(|_| ()),
        small.set_prototype_of(near, Some(far)),
        small.freeze(far),
        small.object_create(Some(far)).map(|_| ()),
        small.new_array(&[Value::Object(far)]).map(|_| ()),
    ];
    for (i, result) in refused.into_iter().enumerate() {
        let err = result.expect_err("an ID of another heap");
        assert!(
            matches!(err.kind(), JsErrorKind::UnknownId(_)),
            "case {i}: {err}"
        );
    }
    // Inline caches, clone, ports and printing.
    let mut load = LoadIc::new(x);
    let err = load
        .load(&mut small, far)
        .expect_err("an ID of another heap");
    assert!(matches!(err.kind(), JsErrorKind::UnknownId(_)), "{err}");
    let mut store = StoreIc::new(x, StoreOrigin::Named);
    for (receiver, value) in [
        (far, Value::Null),
        (near, Value::Object(far)),
        (near, Value::String(far_string)),
    ] {
        let err = store
            .store(&mut small, receiver, value)
            .expect_err("an ID of another heap");
        assert!(matches!(err.kind(), JsErrorKind::UnknownId(_)), "{err}");
    }
    // A literal site past its first creations builds from its boilerplate,
    // and refuses another heap's ID there too, leaving no object behind.
    let keys = vec![small.key("a"), small.key("b")];
    let mut site = LiteralIc::plain(keys).expect("two named keys");
    let fine = [Value::Object(near), Value::from(1)];
    for _ in 0..3 {
        site.create_values(&mut small, &fine)
            .expect("this heap's values");
    }
    assert_eq!(site.hits(), 2, "the site builds from its boilerplate");
    let objects = small.object_count();
    for value in [Value::Object(far), Value::String(far_string)] {
        let err = site
            .create_values(&mut small, &[value, Value::from(1)])
            .expect_err("an ID of another heap");
        assert!(matches!(err.kind(), JsErrorKind::UnknownId(_)), "{err}");
        assert_eq!(small.object_count(), objects);
    }
    site.create_values(&mut small, &fine)
        .expect("this heap's values");
    assert_eq!(site.hits(), 3, "the site still builds from its boilerplate");
    assert_eq!(small.verify(), Ok(()));
    let err = small
        .structured_clone(Value::Object(far))
        .expect_err("an ID of another heap");
    assert!(matches!(err.kind(), JsErrorKind::UnknownId(_)), "{err}");
    let err = shapeshift::clone::serialize(
        &mut small,
        Value::String(far_string),
        CloneOptions::default(),
    )
    .expect_err("an ID of another heap");
    assert!(
        err.to_string().contains("not a string of this heap"),
        "{err}"
    );
    let (mut port, _other) = MessagePort::pair();
    assert!(port.post_message(&mut small, Value::Object(far)).is_err());
    assert_eq!(
        small.display(Value::Object(far)).to_string(),
        format!("<unknown {far}>")
    );
    assert_eq!(
        small.display(Value::String(far_string)).to_string(),
        format!("<unknown {far_string}>")
    );
    let err = small.get(far, x).expect_err("an ID of another heap");
    assert!(
        err.to_string()
            .contains(&format!("{far} is not an object of this heap")),
        "{err}"
    );
    // Nothing was written: the object this heap has is unchanged.
    assert_eq!(small.own_keys(near), Some(vec![]));
    assert_eq!(small.verify(), Ok(()));
    // The drawing refuses it too.
    assert!(matches!(
        dot(&small, &DotSelection::Objects(&[("far", far)])),
        Err(DotError::UnknownObject { .. })
    ));
    // An in-range ID from another heap names this heap's object at that index
    // (documented on `Heap::contains`): it is not detected.
    assert!(large.contains(near));
}

#[test]
fn the_drawing_keeps_the_tree_of_objects_that_went_to_dictionary_mode() {
    // Under V8 12.2's rule every delete normalizes: both objects leave the
    // tree, which must still be drawn, with their dictionary shape.
    let mut heap = Heap::with_policy(Policy::v8_12_2());
    heap.set_tracing(true);
    let (x, y) = (heap.key("x"), heap.key("y"));
    let a = heap.new_object();
    let b = heap.new_object();
    for o in [a, b] {
        heap.set(o, x, Value::from(1), StoreOrigin::Named)
            .expect("a store");
        heap.set(o, y, Value::from(2), StoreOrigin::Named)
            .expect("a store");
    }
    let fast = heap.shape_of(a).expect("an object of this heap");
    for o in [a, b] {
        heap.delete(o, y).expect("a delete");
        assert_eq!(heap.has_fast_properties(o), Some(false));
    }
    let dictionary = heap.shape_of(a).expect("an object of this heap");
    let drawing = dot(&heap, &DotSelection::Objects(&[("a", a), ("b", b)])).expect("a drawing");
    let node = |s: ShapeId| format!("s{} [", s.index());
    assert!(
        drawing.contains(&node(fast)),
        "the fast tree is drawn:\n{drawing}"
    );
    assert!(drawing.contains(&node(dictionary)), "{drawing}");
    assert!(
        drawing.contains("+x"),
        "the add edges are drawn:\n{drawing}"
    );
    assert!(drawing.contains("+y"), "{drawing}");
    assert!(
        drawing.contains(&format!(
            "s{} -> s{} [label=\"normalize (DeletingProperty)\"",
            fast.index(),
            dictionary.index()
        )),
        "{drawing}"
    );
    // And the tree under `{}`'s map, by shape ID: the add edges, whatever
    // objects still have them.
    let root = heap
        .shapes()
        .shape(fast)
        .and_then(|s| s.back_pointer())
        .and_then(|p| heap.shapes().shape(p))
        .and_then(|s| s.back_pointer())
        .expect("`{}` + x + y has two back pointers to `{}`'s map");
    let tree = dot(&heap, &DotSelection::Tree(root)).expect("a drawing");
    assert!(tree.contains(&node(fast)), "{tree}");
    assert!(tree.contains("+y"), "{tree}");
}
