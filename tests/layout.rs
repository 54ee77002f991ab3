//! `ObjectLayout` and `Heap::create`: an object built from a layout is the
//! object the JavaScript the layout stands for builds, in the same heap (same
//! shape, same values), while later objects skip the transitions.
//! `tests/v8/layout_rows.js` checks that JavaScript against Node.

use proptest::prelude::*;
use shapeshift::{
    Heap, JsErrorKind, LayoutError, LiteralEntry, ObjectId, ObjectLayout, Policy, PropertyKey,
    StoreOrigin, Value,
};

/// The literal `{k1: v1, …}`, the slow way.
fn literal(heap: &mut Heap, keys: &[PropertyKey], values: &[Value]) -> ObjectId {
    let entries: Vec<LiteralEntry> = keys
        .iter()
        .zip(values)
        .map(|(&key, &value)| LiteralEntry::Property {
            key,
            value,
            computed: false,
        })
        .collect();
    heap.object_literal(&entries).expect("a literal")
}

/// `{}` then `o.k = v` for each key, the slow way.
fn stores(heap: &mut Heap, keys: &[PropertyKey], values: &[Value]) -> ObjectId {
    let o = heap.new_object();
    for (&k, &v) in keys.iter().zip(values) {
        heap.set(o, k, v, StoreOrigin::Named).expect("a store");
    }
    o
}

fn keys(heap: &mut Heap, n: usize) -> Vec<PropertyKey> {
    (0..n).map(|i| heap.key(&format!("k{i}"))).collect()
}

fn values(n: usize, base: i32) -> Vec<Value> {
    (0..n).map(|i| Value::from(base + i as i32)).collect()
}

/// Same shape and the same own properties in the same order.
fn assert_same_object(heap: &mut Heap, a: ObjectId, b: ObjectId, keys: &[PropertyKey]) {
    assert_eq!(
        heap.shape_of(a).expect("an ID this heap handed out"),
        heap.shape_of(b).expect("an ID this heap handed out")
    );
    assert_eq!(
        heap.own_keys(a).expect("an ID this heap handed out"),
        heap.own_keys(b).expect("an ID this heap handed out")
    );
    assert_eq!(heap.own_keys(a).expect("an ID this heap handed out"), keys);
}

#[test]
fn layouts_build_what_their_javascript_builds() {
    let mut heap = Heap::new();
    let k = keys(&mut heap, 3);
    let v = values(3, 10);
    let lit = ObjectLayout::literal(k.clone()).expect("a layout");
    let sto = ObjectLayout::stores(k.clone()).expect("a layout");
    heap.set_tracing(true);
    let a = heap.create(&lit, &v).expect("create");
    assert_eq!(
        heap.take_trace().len(),
        3,
        "the first object takes each add"
    );
    let b = heap.create(&lit, &v).expect("create");
    assert!(
        heap.take_trace().is_empty(),
        "a later object is allocated with the shape: no transitions"
    );
    heap.set_tracing(false);
    let slow = literal(&mut heap, &k, &v);
    assert_same_object(&mut heap, a, slow, &k);
    assert_same_object(&mut heap, b, slow, &k);
    let (c, d) = (
        heap.create(&sto, &v).expect("create"),
        heap.create(&sto, &v).expect("create"),
    );
    let slow = stores(&mut heap, &k, &v);
    assert_same_object(&mut heap, c, slow, &k);
    assert_same_object(&mut heap, d, slow, &k);
    // `{k0, k1, k2}` has 3 in-object slots, `{}` 4: Node says they differ.
    assert_ne!(
        heap.shape_of(a).expect("an ID this heap handed out"),
        heap.shape_of(c).expect("an ID this heap handed out")
    );
    for (i, &key) in k.iter().enumerate() {
        assert_eq!(heap.get(b, key), Ok(v[i]));
        assert_eq!(heap.get(d, key), Ok(v[i]));
    }
    assert_eq!(heap.verify(), Ok(()));
}

#[test]
fn a_null_prototype_layout_is_fast_and_shared() {
    let mut heap = Heap::new();
    let k = keys(&mut heap, 3);
    let v = values(3, 0);
    let layout = ObjectLayout::literal(k.clone())
        .expect("a layout")
        .with_prototype(None);
    let (a, b) = (
        heap.create(&layout, &v).expect("create"),
        heap.create(&layout, &v).expect("create"),
    );
    let slow = literal(&mut heap, &k, &v);
    heap.set_prototype_of(slow, None).expect("setPrototypeOf");
    assert_eq!(heap.has_fast_properties(a), Some(true));
    assert_same_object(&mut heap, a, b, &k);
    assert_same_object(&mut heap, a, slow, &k);
    assert_eq!(
        heap.get_prototype_of(b)
            .expect("an ID this heap handed out"),
        None
    );
    // The literal `{__proto__: null, …}` instead is born in dictionary mode.
    let mut entries = vec![LiteralEntry::NullProto];
    entries.extend(
        k.iter()
            .zip(&v)
            .map(|(&key, &value)| LiteralEntry::Property {
                key,
                value,
                computed: false,
            }),
    );
    let dict = heap.object_literal(&entries).expect("a literal");
    assert_eq!(heap.has_fast_properties(dict), Some(false));
}

#[test]
fn an_object_prototype_is_set_after_the_keys() {
    let mut heap = Heap::new();
    let k = keys(&mut heap, 2);
    let v = values(2, 0);
    let proto = heap.new_object();
    let layout = ObjectLayout::stores(k.clone())
        .expect("a layout")
        .with_prototype(Some(proto));
    let a = heap.create(&layout, &v).expect("create");
    let b = heap.create(&layout, &v).expect("create");
    let slow = stores(&mut heap, &k, &v);
    heap.set_prototype_of(slow, Some(proto))
        .expect("setPrototypeOf");
    assert_same_object(&mut heap, a, b, &k);
    assert_same_object(&mut heap, a, slow, &k);
    assert_eq!(
        heap.get_prototype_of(a)
            .expect("an ID this heap handed out"),
        Some(proto)
    );
    assert_eq!(
        heap.has_fast_properties(proto),
        Some(false),
        "the prototype was normalized, as the policy says"
    );
}

#[test]
fn a_setter_or_read_only_key_on_object_prototype_reaches_stores_layouts() {
    use shapeshift::{Attrs, PropertyDescriptor};
    for read_only in [true, false] {
        let mut heap = Heap::new();
        let k = keys(&mut heap, 2);
        let layout = ObjectLayout::stores(k.clone()).expect("a layout");
        let literal = ObjectLayout::literal(k.clone()).expect("a layout");
        for _ in 0..2 {
            heap.create(&layout, &values(2, 0)).expect("create");
            heap.create(&literal, &values(2, 0)).expect("create");
        }
        // `Object.defineProperty(Object.prototype, 'k0', …)`: a read-only
        // value, or a setter. `o.k0 = v` on `{}` then adds no own property.
        let object_prototype = heap.intrinsics().object_prototype;
        let desc = if read_only {
            PropertyDescriptor::data(Value::Null, Attrs::empty())
        } else {
            let setter = heap.new_function(false);
            PropertyDescriptor {
                set: Some(Value::Object(setter)),
                ..PropertyDescriptor::default()
            }
        };
        heap.define_property(object_prototype, k[0], desc)
            .expect("defineProperty");
        let v = values(2, 7);
        let fast = heap.create(&layout, &v).expect("create");
        let slow = stores(&mut heap, &k, &v);
        assert_eq!(
            heap.own_keys(slow),
            Some(vec![k[1]]),
            "read_only={read_only}"
        );
        assert_eq!(
            heap.own_keys(fast),
            heap.own_keys(slow),
            "read_only={read_only}"
        );
        assert_eq!(heap.shape_of(fast), heap.shape_of(slow));
        // A literal defines its properties: the prototype has no say.
        let lit = heap.create(&literal, &v).expect("create");
        assert_eq!(heap.own_keys(lit), Some(k.clone()));
        assert_eq!(heap.verify(), Ok(()));
    }
}

#[test]
fn layouts_that_go_slow_are_built_slowly_every_time() {
    // Past the literal map cache, each literal gets a map of its own.
    let mut heap = Heap::new();
    let k = keys(&mut heap, 130);
    let v = values(130, 0);
    let layout = ObjectLayout::literal(k.clone()).expect("a layout");
    let (a, b) = (
        heap.create(&layout, &v).expect("create"),
        heap.create(&layout, &v).expect("create"),
    );
    assert_eq!(heap.has_fast_properties(a), Some(true));
    assert_eq!(heap.has_fast_properties(b), Some(true));
    assert_ne!(
        heap.shape_of(a).expect("an ID this heap handed out"),
        heap.shape_of(b).expect("an ID this heap handed out")
    );
    // Past the policy's descriptor limit, stores go to dictionary mode.
    let mut small = Heap::with_policy(Policy {
        max_number_of_descriptors: 4,
        ..Policy::node20()
    });
    let k = keys(&mut small, 6);
    let layout = ObjectLayout::stores(k.clone()).expect("a layout");
    for _ in 0..3 {
        let o = small.create(&layout, &values(6, 0)).expect("create");
        assert_eq!(small.has_fast_properties(o), Some(false));
        assert_eq!(small.own_keys(o).expect("an ID this heap handed out"), k);
    }
    assert_eq!(small.verify(), Ok(()));
}

#[test]
fn bad_layouts_and_value_counts_are_refused() {
    let mut heap = Heap::new();
    let (a, b) = (heap.key("a"), heap.key("b"));
    assert_eq!(
        ObjectLayout::stores([a, PropertyKey::Index(0)]).unwrap_err(),
        LayoutError::IndexKey { position: 1 }
    );
    assert_eq!(
        ObjectLayout::literal([a, b, a]).unwrap_err(),
        LayoutError::RepeatedKey { position: 2 }
    );
    let layout = ObjectLayout::stores([a, b]).expect("a layout");
    let err = heap.create(&layout, &[Value::Null]).unwrap_err();
    assert!(matches!(err.kind(), JsErrorKind::Type(_)), "{err}");
    assert!(err.to_string().contains("2 keys but 1 values"), "{err}");
    // An object of a larger heap: out of this one's range.
    let mut larger = Heap::new();
    let mut far = larger.new_object();
    for _ in 0..100 {
        far = larger.new_object();
    }
    let foreign = ObjectLayout::stores([a])
        .expect("a layout")
        .with_prototype(Some(far));
    let err = heap.create(&foreign, &[Value::Null]).unwrap_err();
    assert!(
        err.to_string().contains("not an object of this heap"),
        "{err}"
    );
}

proptest! {
    /// Any keys, either build, any prototype: `create` and the slow way
    /// agree on the shape and the values, on first and later objects.
    #[test]
    fn create_agrees_with_the_slow_way(
        picks in proptest::collection::vec(0usize..40, 0..24),
        literal_build in any::<bool>(),
        null_proto in any::<bool>(),
    ) {
        let mut heap = Heap::new();
        let mut seen = std::collections::HashSet::new();
        let names: Vec<usize> = picks.into_iter().filter(|p| seen.insert(*p)).collect();
        let k: Vec<PropertyKey> = names.iter().map(|i| heap.key(&format!("p{i}"))).collect();
        let layout = if literal_build {
            ObjectLayout::literal(k.clone())
        } else {
            ObjectLayout::stores(k.clone())
        }
        .expect("a layout");
        let layout = if null_proto { layout.with_prototype(None) } else { layout };
        for round in 0..3 {
            let v = values(k.len(), round * 100);
            let fast = heap.create(&layout, &v).expect("create");
            let slow = if literal_build { literal(&mut heap, &k, &v) } else { stores(&mut heap, &k, &v) };
            if null_proto {
                heap.set_prototype_of(slow, None).expect("setPrototypeOf");
            }
            prop_assert_eq!(heap.shape_of(fast).expect("an ID this heap handed out"), heap.shape_of(slow).expect("an ID this heap handed out"));
            for (i, &key) in k.iter().enumerate() {
                prop_assert_eq!(heap.get(fast, key), Ok(v[i]));
            }
        }
        prop_assert_eq!(heap.verify(), Ok(()));
    }
}
