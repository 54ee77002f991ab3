//! Every field of `Policy` decides what it names: each test changes one field
//! and checks the decision moves, against the Node 20 default beside it.

use shapeshift::{
    Elements, Heap, IcState, LiteralEntry, LoadIc, ObjectId, Policy, PropertyKey, Runtime,
    Snapshot, SnapshotBuilder, SnapshotError, StoreOrigin, Value,
};
use std::sync::Arc;

fn with(change: impl FnOnce(&mut Policy)) -> Heap {
    let mut policy = Policy::node20();
    change(&mut policy);
    Heap::with_policy(policy)
}

/// Stores `k0`, `k1`, … into a new `{}` and returns the store (1-based) that
/// sent it to dictionary mode.
fn normalized_at(heap: &mut Heap, origin: StoreOrigin, max: u32) -> Option<u32> {
    let o = heap.new_object();
    (1..=max).find(|i| {
        let key = heap.key(&format!("k{i}"));
        heap.set(o, key, Value::from(*i as i32), origin)
            .expect("a store");
        heap.has_fast_properties(o) == Some(false)
    })
}

#[test]
fn fast_properties_soft_limit_moves_keyed_normalization() {
    assert_eq!(
        normalized_at(&mut Heap::new(), StoreOrigin::Keyed, 40),
        Some(20)
    );
    let mut low = with(|p| p.fast_properties_soft_limit = 4);
    assert_eq!(normalized_at(&mut low, StoreOrigin::Keyed, 40), Some(11));
    // Named stores are not limited by it.
    assert_eq!(normalized_at(&mut low, StoreOrigin::Named, 40), None);
}

#[test]
fn max_number_of_descriptors_moves_named_normalization() {
    assert_eq!(
        normalized_at(&mut Heap::new(), StoreOrigin::Named, 100),
        None
    );
    let mut small = with(|p| p.max_number_of_descriptors = 30);
    assert_eq!(normalized_at(&mut small, StoreOrigin::Named, 100), Some(31));
}

fn capacities(heap: &mut Heap, n: u32) -> Vec<u32> {
    let o = heap.new_object();
    (0..n)
        .map(|i| {
            let key = heap.key(&format!("k{i}"));
            heap.set(o, key, Value::Null, StoreOrigin::Named)
                .expect("a store");
            assert_eq!(
                heap.out_of_object_capacity(o),
                heap.shapes()
                    .shape(heap.shape_of(o).expect("an ID this heap handed out"))
                    .map(|s| s.out_of_object_capacity()),
                "the object's property array is what its shape says"
            );
            heap.shapes()
                .shape(heap.shape_of(o).expect("an ID this heap handed out"))
                .expect("a shape of this heap")
                .out_of_object_capacity()
        })
        .collect()
}

#[test]
fn fields_added_is_the_property_array_growth() {
    assert_eq!(
        capacities(&mut Heap::new(), 10),
        [0, 0, 0, 0, 3, 3, 3, 6, 6, 6]
    );
    let mut by_five = with(|p| p.fields_added = 5);
    assert_eq!(
        capacities(&mut by_five, 10),
        [0, 0, 0, 0, 5, 5, 5, 5, 5, 10]
    );
}

fn literal(heap: &mut Heap, n: u32) -> ObjectId {
    let entries: Vec<LiteralEntry> = (0..n)
        .map(|i| LiteralEntry::Property {
            key: heap.key(&format!("k{i}")),
            value: Value::Null,
            computed: false,
        })
        .collect();
    heap.object_literal(&entries).expect("a literal")
}

#[test]
fn initial_object_inobject_slots_sizes_the_object_function_map() {
    let mut heap = with(|p| p.initial_object_inobject_slots = 8);
    let o = heap.new_object();
    assert_eq!(heap.inobject_capacity(o), Some(8));
    // The literal map cache's slot for 8 is now the Object function's map:
    // `{k0, …, k7}` and `{}` plus eight stores share a map.
    let lit = literal(&mut heap, 8);
    let built = heap.new_object();
    for i in 0..8 {
        let key = heap.key(&format!("k{i}"));
        heap.set(built, key, Value::Null, StoreOrigin::Named)
            .expect("a store");
    }
    assert_eq!(
        heap.shape_of(lit).expect("an ID this heap handed out"),
        heap.shape_of(built).expect("an ID this heap handed out")
    );
    let mut node20 = Heap::new();
    let (a, b) = (literal(&mut node20, 8), node20.new_object());
    assert_eq!(node20.inobject_capacity(b), Some(4));
    assert_eq!(node20.inobject_capacity(a), Some(8));
}

#[test]
fn literal_map_cache_size_decides_which_literals_share_maps() {
    let mut node20 = Heap::new();
    let (a, b) = (literal(&mut node20, 3), literal(&mut node20, 3));
    assert_eq!(
        node20.shape_of(a).expect("an ID this heap handed out"),
        node20.shape_of(b).expect("an ID this heap handed out")
    );
    let mut small = with(|p| p.literal_map_cache_size = 3);
    let (a, b) = (literal(&mut small, 3), literal(&mut small, 3));
    assert_eq!(
        small.has_fast_properties(a),
        Some(true),
        "migrated to a fresh fast map"
    );
    assert_ne!(
        small.shape_of(a).expect("an ID this heap handed out"),
        small.shape_of(b).expect("an ID this heap handed out")
    );
}

#[test]
fn max_polymorphism_decides_when_a_site_goes_megamorphic() {
    let states = |heap: &mut Heap| -> Vec<String> {
        let x = heap.key("x");
        let mut ic = LoadIc::new(x);
        (0..4)
            .map(|i| {
                let o = heap.new_object();
                let extra = heap.key(&format!("e{i}"));
                heap.set(o, extra, Value::Null, StoreOrigin::Named)
                    .expect("a store");
                heap.set(o, x, Value::from(i), StoreOrigin::Named)
                    .expect("a store");
                assert_eq!(ic.load(heap, o), Ok(Value::from(i)));
                ic.state().name()
            })
            .collect()
    };
    assert_eq!(
        states(&mut Heap::new()),
        [
            "monomorphic",
            "polymorphic(2)",
            "polymorphic(3)",
            "polymorphic(4)"
        ]
    );
    assert_eq!(
        states(&mut with(|p| p.max_polymorphism = 2)),
        [
            "monomorphic",
            "polymorphic(2)",
            "megamorphic",
            "megamorphic"
        ]
    );
    let mut mono = with(|p| p.max_polymorphism = 1);
    let shapes = states(&mut mono);
    assert_eq!(shapes[1], "megamorphic");
    assert!(matches!(
        LoadIc::new(PropertyKey::Index(0)).state(),
        IcState::Uninitialized
    ));
}

#[test]
fn max_number_of_transitions_stops_sharing() {
    let shared = |heap: &mut Heap| -> bool {
        // Three different first properties from `{}`, then the third again.
        for name in ["a", "b"] {
            let o = heap.new_object();
            let key = heap.key(name);
            heap.set(o, key, Value::Null, StoreOrigin::Named)
                .expect("a store");
        }
        let c = heap.key("c");
        let (x, y) = (heap.new_object(), heap.new_object());
        for o in [x, y] {
            heap.set(o, c, Value::Null, StoreOrigin::Named)
                .expect("a store");
        }
        heap.shape_of(x).expect("an ID this heap handed out")
            == heap.shape_of(y).expect("an ID this heap handed out")
    };
    assert!(shared(&mut Heap::new()));
    assert!(!shared(&mut with(|p| p.max_number_of_transitions = 2)));
}

#[test]
fn elements_max_gap_decides_when_elements_go_sparse() {
    let sparse_after_store_at = |heap: &mut Heap, index: u32| -> bool {
        let a = heap.new_array(&[]).expect("values of this heap");
        heap.set(
            a,
            PropertyKey::Index(index),
            Value::Null,
            StoreOrigin::Keyed,
        )
        .expect("a store");
        matches!(
            heap.object(a)
                .expect("an ID this heap handed out")
                .elements(),
            Elements::Sparse(_)
        )
    };
    assert!(!sparse_after_store_at(&mut Heap::new(), 10));
    let mut small_gap = with(|p| p.elements_max_gap = 4);
    assert!(!sparse_after_store_at(&mut small_gap, 3));
    assert!(sparse_after_store_at(&mut small_gap, 4));
    assert!(sparse_after_store_at(&mut Heap::new(), 1024));
}

#[test]
fn a_policy_out_of_range_is_refused_by_name() {
    let bad = Policy {
        fields_added: 0,
        ..Policy::node20()
    };
    let err = Heap::try_with_runtime(bad, Arc::new(Runtime::new())).unwrap_err();
    assert_eq!(err.field, "fields_added");
}

#[test]
fn restore_keeps_the_recorded_policy_unless_given_another() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("low.snap");
    let low = Policy {
        fast_properties_soft_limit: 4,
        ..Policy::node20()
    };
    let heap = Heap::with_policy(low);
    SnapshotBuilder::new(&heap).write(&path).expect("write");
    let runtime = Arc::new(Runtime::new());
    let snapshot = Arc::new(Snapshot::open(&path, &runtime).expect("open"));
    assert_eq!(snapshot.policy(), low);

    let mut kept = Heap::restore(snapshot.clone(), runtime.clone()).expect("restore");
    assert_eq!(kept.policy(), low);
    assert_eq!(normalized_at(&mut kept, StoreOrigin::Keyed, 40), Some(11));

    let mut chosen = Heap::restore_with_policy(snapshot.clone(), runtime.clone(), Policy::node20())
        .expect("restore");
    assert_eq!(chosen.policy(), Policy::node20());
    assert_eq!(normalized_at(&mut chosen, StoreOrigin::Keyed, 40), Some(20));

    let bad = Policy {
        max_polymorphism: 0,
        ..Policy::node20()
    };
    let err = Heap::restore_with_policy(snapshot, runtime, bad).unwrap_err();
    assert!(matches!(err, SnapshotError::InvalidPolicy(_)), "{err}");
    assert!(err.to_string().contains("max_polymorphism"), "{err}");
}
