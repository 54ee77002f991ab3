//! `Object.assign` and spread against their definitions: one heap copies
//! with `Heap::assign` and `Heap::copy_data_properties` (which replay
//! recorded copies by shape), its twin goes through the same steps with one
//! store or definition per key. After every step both hold the same shapes
//! and the same values.

use proptest::prelude::*;
use shapeshift::{
    Heap, LiteralEntry, ObjectId, PropertyDescriptor, PropertyKey, PropertySlot, StoreOrigin, Value,
};

/// The keys the steps draw from.
const KEYS: [&str; 5] = ["host", "port", "method", "path", "timeout"];

#[derive(Clone, Debug)]
enum Kind {
    Int(i32),
    Double,
    Text,
    Object,
}

#[derive(Clone, Debug)]
enum Step {
    /// A new source object: `{}` plus named stores of these keys, or a
    /// literal of them (another root map, with in-object room).
    Source(Vec<(usize, Kind)>, bool),
    /// `Object.assign(target, ...sources)`; `None` is a new `{}` target.
    Assign(Option<usize>, Vec<usize>),
    /// `{...source}` into a target; `None` is a new `{}` target.
    Spread(Option<usize>, usize),
    /// A store of another kind of value into a source's key.
    Restore(usize, usize, Kind),
    /// `Object.prototype` gets an accessor without a setter for a key.
    Setter(usize),
    /// `Object.prototype` gets a read-only data property.
    ReadOnly(usize),
    /// `Object.prototype` loses a key.
    Delete(usize),
    /// An element on a source.
    Element(usize),
    /// A full collection with every object a root.
    Collect,
}

fn kind() -> impl Strategy<Value = Kind> {
    prop_oneof![
        4 => (0..100i32).prop_map(Kind::Int),
        1 => Just(Kind::Double),
        1 => Just(Kind::Text),
        1 => Just(Kind::Object),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    let key = 0..KEYS.len();
    prop_oneof![
        3 => (prop::collection::vec((key.clone(), kind()), 0..5), any::<bool>())
            .prop_map(|(entries, literal)| Step::Source(entries, literal)),
        5 => (proptest::option::of(0..6usize), prop::collection::vec(0..8usize, 1..3))
            .prop_map(|(t, s)| Step::Assign(t, s)),
        3 => (proptest::option::of(0..6usize), 0..8usize).prop_map(|(t, s)| Step::Spread(t, s)),
        1 => (0..8usize, key.clone(), kind()).prop_map(|(s, k, v)| Step::Restore(s, k, v)),
        1 => key.clone().prop_map(Step::Setter),
        1 => key.clone().prop_map(Step::ReadOnly),
        1 => key.prop_map(Step::Delete),
        1 => (0..8usize).prop_map(Step::Element),
        1 => Just(Step::Collect),
    ]
}

fn value(heap: &mut Heap, kind: &Kind) -> Value {
    match *kind {
        Kind::Int(i) => Value::from(i),
        Kind::Double => Value::Number(0.5),
        Kind::Text => heap.string("text"),
        Kind::Object => Value::Object(heap.new_object()),
    }
}

/// The objects both heaps hold, by role (the same IDs in both).
#[derive(Default)]
struct Objects {
    sources: Vec<ObjectId>,
    targets: Vec<ObjectId>,
}

impl Objects {
    fn source(&self, i: usize) -> Option<ObjectId> {
        (!self.sources.is_empty()).then(|| self.sources[i % self.sources.len()])
    }

    fn target(&self, heap: &mut Heap, i: Option<usize>) -> ObjectId {
        match i {
            Some(i) if !self.targets.is_empty() => self.targets[i % self.targets.len()],
            _ => heap.new_object(),
        }
    }
}

/// Every own enumerable property of `source`, in `Reflect.ownKeys` order.
fn enumerable_own(heap: &Heap, source: ObjectId) -> Vec<(PropertyKey, Value)> {
    let keys = heap.own_keys(source).unwrap_or_default();
    keys.into_iter()
        .filter_map(|k| {
            let p = heap.get_own_property(source, k)?;
            match p.slot {
                PropertySlot::Data(v) if p.attrs.contains(shapeshift::Attrs::ENUMERABLE) => {
                    Some((k, v))
                }
                _ => None,
            }
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn copies_match_their_definitions(steps in prop::collection::vec(step(), 1..40)) {
        let mut copied = Heap::new();
        let mut defined = Heap::new();
        let keys: Vec<PropertyKey> = KEYS.iter().map(|k| copied.key(k)).collect();
        for k in KEYS {
            defined.key(k);
        }
        let proto = copied.intrinsics().object_prototype;
        let mut objects = Objects::default();
        for step in &steps {
            match step {
                Step::Source(entries, literal) => {
                    let mut made = None;
                    for heap in [&mut copied, &mut defined] {
                        let o = if *literal {
                            let entries: Vec<LiteralEntry> = entries
                                .iter()
                                .map(|(k, kind)| LiteralEntry::Property {
                                    key: keys[*k],
                                    value: value(heap, kind),
                                    computed: false,
                                })
                                .collect();
                            heap.object_literal(&entries).unwrap()
                        } else {
                            let o = heap.new_object();
                            for (k, kind) in entries {
                                let v = value(heap, kind);
                                let _ = heap.set(o, keys[*k], v, StoreOrigin::Named);
                            }
                            o
                        };
                        made = Some(o);
                    }
                    objects.sources.extend(made);
                }
                Step::Assign(target, sources) => {
                    let sources: Vec<ObjectId> =
                        sources.iter().filter_map(|&s| objects.source(s)).collect();
                    let t = objects.target(&mut copied, *target);
                    let t2 = objects.target(&mut defined, *target);
                    prop_assert_eq!(t, t2);
                    let values: Vec<Value> = sources.iter().map(|&s| Value::Object(s)).collect();
                    let by_copy = copied.assign(t, &values);
                    let mut by_stores = Ok(());
                    'sources: for &s in &sources {
                        for (k, v) in enumerable_own(&defined, s) {
                            match defined.set(t, k, v, StoreOrigin::Keyed) {
                                Ok(true) => {}
                                Ok(false) => {
                                    by_stores = Err(());
                                    break 'sources;
                                }
                                Err(_) => {
                                    by_stores = Err(());
                                    break 'sources;
                                }
                            }
                        }
                    }
                    prop_assert_eq!(by_copy.is_ok(), by_stores.is_ok(), "{:?}", step);
                    if !objects.targets.contains(&t) {
                        objects.targets.push(t);
                    }
                }
                Step::Spread(target, source) => {
                    let Some(s) = objects.source(*source) else { continue };
                    let t = objects.target(&mut copied, *target);
                    let t2 = objects.target(&mut defined, *target);
                    prop_assert_eq!(t, t2);
                    let by_copy = copied.copy_data_properties(t, Value::Object(s));
                    let mut by_definitions = Ok(());
                    for (k, v) in enumerable_own(&defined, s) {
                        if defined.create_data_property(t, k, v, StoreOrigin::Named).is_err() {
                            by_definitions = Err(());
                            break;
                        }
                    }
                    prop_assert_eq!(by_copy.is_ok(), by_definitions.is_ok(), "{:?}", step);
                    if !objects.targets.contains(&t) {
                        objects.targets.push(t);
                    }
                }
                Step::Restore(source, k, kind) => {
                    let Some(s) = objects.source(*source) else { continue };
                    for heap in [&mut copied, &mut defined] {
                        let v = value(heap, kind);
                        let _ = heap.set(s, keys[*k], v, StoreOrigin::Named);
                    }
                }
                Step::Setter(k) => {
                    for heap in [&mut copied, &mut defined] {
                        let accessor = PropertyDescriptor {
                            get: Some(Value::Undefined),
                            set: Some(Value::Undefined),
                            configurable: Some(true),
                            ..Default::default()
                        };
                        let _ = heap.define_property(proto, keys[*k], accessor);
                    }
                }
                Step::ReadOnly(k) => {
                    for heap in [&mut copied, &mut defined] {
                        let read_only = PropertyDescriptor {
                            value: Some(Value::from(7)),
                            writable: Some(false),
                            configurable: Some(true),
                            ..Default::default()
                        };
                        let _ = heap.define_property(proto, keys[*k], read_only);
                    }
                }
                Step::Delete(k) => {
                    for heap in [&mut copied, &mut defined] {
                        let _ = heap.delete(proto, keys[*k]);
                    }
                }
                Step::Element(source) => {
                    let Some(s) = objects.source(*source) else { continue };
                    for heap in [&mut copied, &mut defined] {
                        let _ = heap.set(s, PropertyKey::Index(0), Value::from(1), StoreOrigin::Keyed);
                    }
                }
                Step::Collect => {
                    let roots: Vec<Value> = objects
                        .sources
                        .iter()
                        .chain(&objects.targets)
                        .map(|&o| Value::Object(o))
                        .collect();
                    copied.collect_with(&roots);
                    defined.collect_with(&roots);
                }
            }
            prop_assert!(copied.verify().is_ok(), "{:?}: {:?}", step, copied.verify());
            for &o in objects.sources.iter().chain(&objects.targets) {
                prop_assert_eq!(copied.shape_of(o), defined.shape_of(o), "{:?}", step);
                prop_assert_eq!(
                    enumerable_own(&copied, o).len(),
                    enumerable_own(&defined, o).len()
                );
                for (k, v) in enumerable_own(&copied, o) {
                    let twin = defined.get_own_property(o, k).map(|p| p.slot);
                    let same = match (v, twin) {
                        (Value::String(a), Some(PropertySlot::Data(Value::String(b)))) => {
                            copied.str(a).is_some() && copied.str(a) == defined.str(b)
                        }
                        (v, Some(PropertySlot::Data(w))) => v == w,
                        _ => false,
                    };
                    prop_assert!(same, "{:?} after {:?}", k, step);
                }
            }
        }
    }
}

/// A source whose shape matches a recorded copy, holding a value the
/// result's field cannot: the copy must take the stores, which generalize
/// the field, and not write the value into a field that cannot hold it.
#[test]
fn a_value_the_result_cannot_hold_takes_the_stores() {
    let mut heap = Heap::new();
    let host = heap.key("host");
    let literal = |heap: &mut Heap, v: Value| {
        heap.object_literal(&[LiteralEntry::Property {
            key: host,
            value: v,
            computed: false,
        }])
        .unwrap()
    };
    let first = literal(&mut heap, Value::from(1));
    let t1 = heap.new_object();
    heap.assign(t1, &[Value::Object(first)]).unwrap();
    let second = literal(&mut heap, Value::from(2));
    let t2 = heap.new_object();
    heap.assign(t2, &[Value::Object(second)]).unwrap();
    assert_eq!(heap.shape_of(t1), heap.shape_of(t2));
    let text = heap.string("text");
    let third = literal(&mut heap, text);
    let t3 = heap.new_object();
    heap.assign(t3, &[Value::Object(third)]).unwrap();
    assert_eq!(heap.get(t3, host), Ok(text));
    assert!(heap.verify().is_ok(), "{:?}", heap.verify());
}

/// A source whose descriptors are not its fields in order (an accessor
/// made a data property again takes the next field, where its descriptor
/// stays first): every copy must still pair each key with its own value.
#[test]
fn a_source_whose_fields_are_out_of_descriptor_order_copies_by_key() {
    let mut heap = Heap::new();
    let (a, b, c) = (heap.key("a"), heap.key("b"), heap.key("c"));
    let make = |heap: &mut Heap, n: i32| {
        let o = heap.new_object();
        let accessor = PropertyDescriptor {
            get: Some(Value::Undefined),
            enumerable: Some(true),
            configurable: Some(true),
            ..Default::default()
        };
        heap.define_property(o, a, accessor).unwrap();
        heap.set(o, b, Value::from(n + 1), StoreOrigin::Named)
            .unwrap();
        heap.set(o, c, Value::from(n + 2), StoreOrigin::Named)
            .unwrap();
        let data = PropertyDescriptor {
            value: Some(Value::from(n)),
            writable: Some(true),
            enumerable: Some(true),
            configurable: Some(true),
            ..Default::default()
        };
        heap.define_property(o, a, data).unwrap();
        o
    };
    for n in [10, 20, 30] {
        let source = make(&mut heap, n);
        assert_eq!(heap.has_fast_properties(source), Some(true));
        let target = heap.new_object();
        heap.assign(target, &[Value::Object(source)]).unwrap();
        let spread = heap.new_object();
        heap.copy_data_properties(spread, Value::Object(source))
            .unwrap();
        for o in [target, spread] {
            assert_eq!(heap.keys(o), Some(vec![a, b, c]));
            assert_eq!(heap.get(o, a), Ok(Value::from(n)));
            assert_eq!(heap.get(o, b), Ok(Value::from(n + 1)));
            assert_eq!(heap.get(o, c), Ok(Value::from(n + 2)));
        }
    }
    assert!(heap.verify().is_ok(), "{:?}", heap.verify());
}
