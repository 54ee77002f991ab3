//! Inline caches: state machine, hits that agree with the generic lookup, and the
//! prototype validation that Boa's cache lacks.

use shapeshift::{
    Heap, IcState, LoadIc, ObjectId, Policy, PropertyDescriptor, PropertyKey, StoreIc, StoreOrigin,
    Value,
};

/// Named stores `o.k = v` for each pair, in order.
fn set_all(heap: &mut Heap, o: ObjectId, pairs: &[(PropertyKey, i32)]) {
    for &(k, v) in pairs {
        heap.set(o, k, Value::from(v), StoreOrigin::Named).unwrap();
    }
}

fn fast_prototypes() -> Heap {
    Heap::with_policy(Policy {
        normalize_prototypes: false,
        ..Policy::node20()
    })
}

/// The bug of caches keyed on the receiver alone: a load found on a prototype is cached with the holder's
/// field index. `delete proto.a` renumbers the holder's fields (V8 normalizes it
/// and, since a named store marked it "should be fast", migrates it back to a
/// fresh fast map with `b` in field 0), and `c` then takes field 1, where `b` was.
/// A cache that only checks the receiver's shape (Boa's) reads field 1 and returns
/// `c`'s value. Node prints the same sequence (`tests/v8/
/// prototype_made_fast_by_named_store.js`). This test fails if the holder check is
/// removed from `chain_valid` in src/ic.rs (verified by removing it).
#[test]
fn stale_prototype_holder_is_not_read() {
    let mut heap = Heap::new();
    let (a, b, c, x) = (heap.key("a"), heap.key("b"), heap.key("c"), heap.key("x"));
    let proto = heap.new_object();
    set_all(&mut heap, proto, &[(a, 1), (b, 2)]);
    let receiver = heap
        .object_create(Some(proto))
        .expect("a prototype of this heap");
    assert_eq!(
        heap.has_fast_properties(proto),
        Some(false),
        "a new prototype is normalized"
    );
    heap.set(receiver, x, Value::from(0), StoreOrigin::Named)
        .unwrap();
    assert_eq!(
        heap.has_fast_properties(proto),
        Some(true),
        "a named store made the prototype fast"
    );

    let mut ic = LoadIc::new(b);
    assert_eq!(ic.load(&mut heap, receiver), Ok(Value::from(2)));
    assert_eq!(ic.load(&mut heap, receiver), Ok(Value::from(2)));
    assert_eq!(ic.state().name(), "monomorphic");

    assert_eq!(heap.delete(proto, a), Ok(true));
    assert_eq!(heap.has_fast_properties(proto), Some(true));
    heap.set(proto, c, Value::from(3), StoreOrigin::Named)
        .unwrap();
    assert_eq!(heap.get(receiver, b), Ok(Value::from(2)));
    assert_eq!(
        ic.load(&mut heap, receiver),
        Ok(Value::from(2)),
        "the IC read a stale holder slot"
    );
}

/// With prototypes kept fast by policy: the holder leaves the cached shape when a
/// delete normalizes it, and the cache must notice.
#[test]
fn stale_holder_with_fast_prototype_policy() {
    let mut heap = fast_prototypes();
    let (a, b, c) = (heap.key("a"), heap.key("b"), heap.key("c"));
    let proto = heap.new_object();
    set_all(&mut heap, proto, &[(a, 1), (b, 2)]);
    let receiver = heap
        .object_create(Some(proto))
        .expect("a prototype of this heap");
    assert_eq!(heap.has_fast_properties(proto), Some(true));
    let mut ic = LoadIc::new(a);
    assert_eq!(ic.load(&mut heap, receiver), Ok(Value::from(1)));
    heap.delete(proto, a).unwrap();
    set_all(&mut heap, proto, &[(c, 3), (a, 4)]);
    assert_eq!(ic.load(&mut heap, receiver), Ok(Value::from(4)));
}

/// The same on `Object.prototype`, which V8 keeps fast under the default policy.
#[test]
fn stale_holder_on_object_prototype() {
    let mut heap = Heap::new();
    let (a, b, c) = (heap.key("a"), heap.key("b"), heap.key("c"));
    let proto = heap.intrinsics().object_prototype;
    set_all(&mut heap, proto, &[(a, 1), (b, 2)]);
    let receiver = heap.new_object();
    let mut ic = LoadIc::new(b);
    assert_eq!(ic.load(&mut heap, receiver), Ok(Value::from(2)));
    heap.delete(proto, b).unwrap();
    set_all(&mut heap, proto, &[(c, 3), (b, 4)]);
    assert_eq!(ic.load(&mut heap, receiver), Ok(Value::from(4)));
}

/// A cached prototype hit must notice a shadowing property added to an
/// intermediate dictionary-mode prototype (whose shape does not change).
#[test]
fn shadowing_on_a_dictionary_intermediate_is_seen() {
    let mut heap = Heap::new();
    let x = heap.key("x");
    let top = heap.new_object();
    heap.set(top, x, Value::from(1), StoreOrigin::Named)
        .unwrap();
    let middle = heap
        .object_create(Some(top))
        .expect("a prototype of this heap");
    let receiver = heap
        .object_create(Some(middle))
        .expect("a prototype of this heap");
    assert_eq!(
        heap.has_fast_properties(middle),
        Some(false),
        "middle is a normalized prototype"
    );

    let mut ic = LoadIc::new(x);
    assert_eq!(ic.load(&mut heap, receiver), Ok(Value::from(1)));
    assert_eq!(ic.load(&mut heap, receiver), Ok(Value::from(1)));
    let shape_before = heap.shape_of(middle).expect("an ID this heap handed out");
    heap.set(middle, x, Value::from(2), StoreOrigin::Named)
        .unwrap();
    assert_eq!(
        heap.shape_of(middle).expect("an ID this heap handed out"),
        shape_before,
        "dictionary adds keep the shape"
    );
    assert_eq!(ic.load(&mut heap, receiver), Ok(Value::from(2)));
}

/// A cached miss (property absent everywhere) must see a later add to a prototype.
#[test]
fn cached_absence_sees_later_prototype_adds() {
    let mut heap = Heap::new();
    let y = heap.key("y");
    let receiver = heap.new_object();
    let mut ic = LoadIc::new(y);
    assert_eq!(ic.load(&mut heap, receiver), Ok(Value::Undefined));
    assert_eq!(ic.load(&mut heap, receiver), Ok(Value::Undefined));
    let proto = heap.intrinsics().object_prototype;
    heap.set(proto, y, Value::from(9), StoreOrigin::Named)
        .unwrap();
    assert_eq!(ic.load(&mut heap, receiver), Ok(Value::from(9)));
}

#[test]
fn load_ic_goes_polymorphic_then_megamorphic() {
    let mut heap = Heap::new();
    let x = heap.key("x");
    let mut ic = LoadIc::new(x);
    let mut objects = Vec::new();
    for i in 0..6 {
        // Six different shapes that all have `x` (different first keys).
        let o = heap.new_object();
        let k = heap.key(&format!("pad{i}"));
        heap.set(o, k, Value::Null, StoreOrigin::Named).unwrap();
        heap.set(o, x, Value::from(i), StoreOrigin::Named).unwrap();
        objects.push(o);
    }
    let mut states = Vec::new();
    for (i, &o) in objects.iter().enumerate() {
        assert_eq!(ic.load(&mut heap, o), Ok(Value::from(i as i32)));
        states.push(ic.state().name());
    }
    assert_eq!(
        states,
        [
            "monomorphic",
            "polymorphic(2)",
            "polymorphic(3)",
            "polymorphic(4)",
            "megamorphic",
            "megamorphic"
        ]
    );
    // Still correct when megamorphic.
    for (i, &o) in objects.iter().enumerate() {
        assert_eq!(ic.load(&mut heap, o), Ok(Value::from(i as i32)));
    }
}

/// A bound load answers the cache's monomorphic in-object hit and nothing
/// else: another shape, a freed object whose slot was reused, an ID the heap
/// never handed out, and a cache that has not seen the shape all go back to
/// the cache.
#[test]
fn bound_load_answers_only_its_hit() {
    let mut heap = Heap::new();
    let [a, x] = ["a", "x"].map(|k| heap.key(k));
    let make = |heap: &mut Heap, pairs: &[(PropertyKey, i32)]| {
        let o = heap.new_object();
        set_all(heap, o, pairs);
        o
    };
    let first = make(&mut heap, &[(a, 1), (x, 10)]);
    let other_shape = make(&mut heap, &[(x, 20)]);
    let mut ic = LoadIc::new(x);
    assert_eq!(ic.bind(&heap).get(first), None, "a cold cache has no hit");
    assert_eq!(ic.load(&mut heap, first), Ok(Value::from(10)));
    let bound = ic.bind(&heap);
    assert_eq!(bound.get(first), Some(Value::from(10)));
    assert_eq!(bound.get(other_shape), None);
    let shown = format!("{bound:?}");
    assert!(
        shown.starts_with("BoundLoad { hit: InlineFieldRead { key_word: 0x")
            && shown.contains("headers: "),
        "{shown}"
    );

    // An ID this heap never handed out (another heap's, past its end).
    let mut larger = Heap::new();
    let beyond = (0..64).map(|_| larger.new_object()).last().unwrap();
    assert_eq!(ic.bind(&heap).get(beyond), None);

    // `first` dies and its slot is reused by an object of the same shape
    // (which `keeper` keeps alive): the old ID misses, the new one hits.
    let keeper = make(&mut heap, &[(a, 3), (x, 40)]);
    heap.collect_with(&[Value::Object(other_shape), Value::Object(keeper)]);
    let second = make(&mut heap, &[(a, 2), (x, 30)]);
    assert_eq!(second.index(), first.index(), "the freed slot is reused");
    assert_eq!(heap.same_shape(second, keeper), Some(true));
    let bound = ic.bind(&heap);
    assert_eq!(bound.get(first), None);
    assert_eq!(bound.get(second), Some(Value::from(30)));
    assert!(ic.load(&mut heap, first).is_err());
}

#[test]
fn load_ic_handles_accessors_and_dictionaries() {
    let mut heap = Heap::new();
    let (x, y) = (heap.key("x"), heap.key("y"));
    let getter = Value::Object(heap.new_function(false));
    let o = heap.new_object();
    heap.define_property(
        o,
        x,
        PropertyDescriptor {
            get: Some(getter),
            ..Default::default()
        },
    )
    .unwrap();
    let d = heap.object_create(None).expect("a prototype of this heap");
    heap.set(d, y, Value::from(5), StoreOrigin::Named).unwrap();
    let mut gx = LoadIc::new(x);
    let mut dy = LoadIc::new(y);
    for _ in 0..3 {
        assert_eq!(
            gx.load(&mut heap, o),
            Ok(Value::Undefined),
            "opaque getters return undefined"
        );
        assert_eq!(dy.load(&mut heap, d), Ok(Value::from(5)));
    }
    heap.set(d, y, Value::from(6), StoreOrigin::Named).unwrap();
    assert_eq!(dy.load(&mut heap, d), Ok(Value::from(6)));
    heap.delete(d, y).unwrap();
    assert_eq!(dy.load(&mut heap, d), Ok(Value::Undefined));
}

#[test]
fn store_ic_caches_add_transitions() {
    let mut heap = Heap::new();
    let keys: Vec<_> = (0..8).map(|i| heap.key(&format!("p{i}"))).collect();
    let mut sites: Vec<StoreIc> = keys
        .iter()
        .map(|&k| StoreIc::new(k, StoreOrigin::Named))
        .collect();
    let mut built = Vec::new();
    for round in 0..3 {
        let o = heap.new_object();
        for (site, _) in sites.iter_mut().zip(&keys) {
            assert_eq!(site.store(&mut heap, o, Value::from(round)), Ok(true));
        }
        built.push(o);
    }
    for site in &sites {
        assert_eq!(site.state().name(), "monomorphic");
    }
    // The cached path produced the same shapes and values as the generic one.
    let generic = heap.new_object();
    for &k in &keys {
        heap.set(generic, k, Value::from(2), StoreOrigin::Named)
            .unwrap();
    }
    assert_eq!(heap.same_shape(built[2], generic), Some(true));
    for &k in &keys {
        assert_eq!(heap.get(built[2], k), heap.get(generic, k));
    }
    assert_eq!(
        heap.shapes()
            .shape(heap.shape_of(generic).expect("an ID this heap handed out"))
            .expect("a shape of this heap")
            .out_of_object_capacity(),
        6,
        "8 fields: 4 in-object, out-of-object grown twice by 3"
    );
}

#[test]
fn store_ic_overwrites_existing_fields() {
    let mut heap = Heap::new();
    let x = heap.key("x");
    let o = heap.new_object();
    heap.set(o, x, Value::from(1), StoreOrigin::Named).unwrap();
    let mut ic = StoreIc::new(x, StoreOrigin::Named);
    for i in 0..3 {
        ic.store(&mut heap, o, Value::from(i)).unwrap();
        assert_eq!(heap.get(o, x), Ok(Value::from(i)));
    }
    assert!(matches!(ic.state(), IcState::Monomorphic(_)));
}

/// A cached add must not bypass a setter or read-only property that appears on
/// the prototype chain later.
#[test]
fn store_ic_respects_new_setters_and_read_only_on_the_chain() {
    let mut heap = Heap::new();
    let (x, y) = (heap.key("x"), heap.key("y"));
    let mut sx = StoreIc::new(x, StoreOrigin::Named);
    let mut sy = StoreIc::new(y, StoreOrigin::Named);
    for _ in 0..2 {
        let o = heap.new_object();
        sx.store(&mut heap, o, Value::from(1)).unwrap();
        sy.store(&mut heap, o, Value::from(1)).unwrap();
    }
    // Fast prototype: Object.prototype gets a setter for x.
    let proto = heap.intrinsics().object_prototype;
    let setter = Value::Object(heap.new_function(false));
    heap.define_property(
        proto,
        x,
        PropertyDescriptor {
            set: Some(setter),
            ..Default::default()
        },
    )
    .unwrap();
    let o = heap.new_object();
    assert_eq!(
        sx.store(&mut heap, o, Value::from(1)),
        Ok(true),
        "the setter ran"
    );
    assert!(
        heap.get_own_property(o, x).is_none(),
        "no own property was added"
    );

    // Dictionary prototype: a read-only y appears without a shape change.
    let p = heap.new_object();
    let child1 = heap
        .object_create(Some(p))
        .expect("a prototype of this heap");
    let mut sy2 = StoreIc::new(y, StoreOrigin::Named);
    sy2.store(&mut heap, child1, Value::from(1)).unwrap();
    let child2 = heap
        .object_create(Some(p))
        .expect("a prototype of this heap");
    sy2.store(&mut heap, child2, Value::from(1)).unwrap();
    heap.define_property(
        p,
        y,
        PropertyDescriptor {
            value: Some(Value::from(0)),
            writable: Some(false),
            ..Default::default()
        },
    )
    .unwrap();
    let child3 = heap
        .object_create(Some(p))
        .expect("a prototype of this heap");
    assert_eq!(sy2.store(&mut heap, child3, Value::from(1)), Ok(false));
    assert!(heap.get_own_property(child3, y).is_none());
}

/// A cached add through a dictionary-mode prototype must notice an accessor
/// added to it later. The prototype's shape stays the same, so the store
/// finds it only by looking the key up again once a body was written.
#[test]
fn store_ic_sees_an_accessor_added_to_a_dictionary_prototype() {
    let mut heap = Heap::new();
    let z = heap.key("z");
    let p = heap.new_object();
    let receivers: Vec<_> = (0..3)
        .map(|_| {
            heap.object_create(Some(p))
                .expect("a prototype of this heap")
        })
        .collect();
    assert_eq!(heap.has_fast_properties(p), Some(false), "p is normalized");
    // Keyed, so that no miss makes `p` fast again.
    let mut ic = StoreIc::new(z, StoreOrigin::Keyed);
    for &r in &receivers[..2] {
        assert_eq!(ic.store(&mut heap, r, Value::from(1)), Ok(true));
    }
    assert_eq!(ic.state().name(), "monomorphic");
    let shape_before = heap.shape_of(p);
    heap.define_property(
        p,
        z,
        PropertyDescriptor {
            set: Some(Value::Undefined),
            ..Default::default()
        },
    )
    .expect("p is extensible");
    assert_eq!(heap.shape_of(p), shape_before, "the shape did not change");
    assert_eq!(
        ic.store(&mut heap, receivers[2], Value::from(1)),
        Ok(false),
        "an accessor without a setter refuses the store"
    );
    assert!(heap.get_own_property(receivers[2], z).is_none());
}

/// What a step of [`cached_answers_match_uncached_ones`] does.
#[derive(Clone, Debug)]
enum Step {
    /// `receivers[receiver][key] = STORED_VALUES[value]`, through the key's
    /// store cache.
    Store {
        receiver: usize,
        key: usize,
        value: usize,
    },
    /// A new receiver whose prototype is `protos[proto]`.
    Receiver {
        proto: usize,
    },
    /// An accessor with no setter on a prototype.
    Setter {
        proto: usize,
        key: usize,
    },
    /// A read-only data property on a prototype.
    ReadOnly {
        proto: usize,
        key: usize,
    },
    /// A plain store on a prototype.
    Data {
        proto: usize,
        key: usize,
    },
    /// An element on a prototype (a body write that adds no named key).
    Element {
        proto: usize,
    },
    Delete {
        proto: usize,
        key: usize,
    },
    SetPrototype {
        proto: usize,
        to: Option<usize>,
    },
    Freeze {
        proto: usize,
    },
    /// A full collection, with every prototype and receiver a root.
    Collect,
    /// The heap is replaced by a clone of itself, caches and all.
    Clone,
}

/// What a store step stores: a Smi, a double and a value that is no number,
/// so that fields go through every representation and generalize (in place
/// or by a new shape) under the caches.
const STORED_VALUES: [Value; 3] = [Value::Number(1.0), Value::Number(1.5), Value::Null];

fn step() -> impl proptest::strategy::Strategy<Value = Step> {
    use proptest::prelude::*;
    let (p, k) = (0..3usize, 0..3usize);
    prop_oneof![
        4 => (0..8usize, k.clone(), 0..STORED_VALUES.len())
            .prop_map(|(receiver, key, value)| Step::Store { receiver, key, value }),
        1 => p.clone().prop_map(|proto| Step::Receiver { proto }),
        1 => (p.clone(), k.clone()).prop_map(|(proto, key)| Step::Setter { proto, key }),
        1 => (p.clone(), k.clone()).prop_map(|(proto, key)| Step::ReadOnly { proto, key }),
        2 => (p.clone(), k.clone()).prop_map(|(proto, key)| Step::Data { proto, key }),
        1 => p.clone().prop_map(|proto| Step::Element { proto }),
        1 => (p.clone(), k).prop_map(|(proto, key)| Step::Delete { proto, key }),
        1 => (p.clone(), proptest::option::of(p.clone()))
            .prop_map(|(proto, to)| Step::SetPrototype { proto, to }),
        1 => p.prop_map(|proto| Step::Freeze { proto }),
        1 => Just(Step::Collect),
        1 => Just(Step::Clone),
    ]
}

/// Applies a step that is not a cached store to `heap`. Steps may be refused
/// (a cycle, a frozen object): both heaps refuse the same ones.
fn apply(heap: &mut Heap, step: &Step, keys: &[PropertyKey], protos: &[ObjectId]) {
    match *step {
        Step::Setter { proto, key } => {
            let setter = PropertyDescriptor {
                set: Some(Value::Undefined),
                ..Default::default()
            };
            let _ = heap.define_property(protos[proto], keys[key], setter);
        }
        Step::ReadOnly { proto, key } => {
            let read_only = PropertyDescriptor {
                value: Some(Value::from(2)),
                writable: Some(false),
                ..Default::default()
            };
            let _ = heap.define_property(protos[proto], keys[key], read_only);
        }
        Step::Data { proto, key } => {
            let _ = heap.set(protos[proto], keys[key], Value::from(3), StoreOrigin::Named);
        }
        Step::Element { proto } => {
            let _ = heap.set(
                protos[proto],
                PropertyKey::Index(0),
                Value::from(4),
                StoreOrigin::Keyed,
            );
        }
        Step::Delete { proto, key } => {
            let _ = heap.delete(protos[proto], keys[key]);
        }
        Step::SetPrototype { proto, to } => {
            let _ = heap.set_prototype_of(protos[proto], to.map(|t| protos[t]));
        }
        Step::Freeze { proto } => {
            let _ = heap.freeze(protos[proto]);
        }
        Step::Store { .. } | Step::Receiver { .. } | Step::Collect | Step::Clone => {}
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

    /// Load and store caches, kept across every step, answer as the uncached
    /// operations do on a twin heap that went through the same steps: the
    /// prototype chains they cached change under them (shapes, dictionary
    /// bodies, collections, clones of the heap), and each cached answer must
    /// notice.
    #[test]
    fn cached_answers_match_uncached_ones(
        fast in proptest::prelude::any::<bool>(),
        steps in proptest::collection::vec(step(), 1..40),
    ) {
        let policy = Policy { normalize_prototypes: !fast, ..Policy::node20() };
        let mut heaps = [Heap::with_policy(policy), Heap::with_policy(policy)];
        let mut protos = Vec::new();
        let mut receivers = Vec::new();
        let mut keys = Vec::new();
        for h in &mut heaps {
            keys = ["a", "b", "c"].map(|k| h.key(k)).to_vec();
            let p0 = h.new_object();
            let p1 = h.object_create(Some(p0)).unwrap();
            let p2 = h.new_object();
            protos = vec![p0, p1, p2];
            receivers = vec![
                h.object_create(Some(p0)).unwrap(),
                h.object_create(Some(p1)).unwrap(),
                h.object_create(Some(p2)).unwrap(),
                h.new_object(),
            ];
        }
        let mut loads: Vec<LoadIc> = keys.iter().map(|&k| LoadIc::new(k)).collect();
        // Caches that only ever load in runs (`load_each`).
        let mut runs: Vec<LoadIc> = keys.iter().map(|&k| LoadIc::new(k)).collect();
        let mut stores: Vec<StoreIc> =
            keys.iter().map(|&k| StoreIc::new(k, StoreOrigin::Named)).collect();
        for step in steps {
            let [cached, uncached] = &mut heaps;
            match step {
                Step::Store { receiver, key, value } => {
                    let r = receivers[receiver % receivers.len()];
                    let value = STORED_VALUES[value];
                    let by_ic = stores[key].store(cached, r, value);
                    let by_set = uncached.set(r, keys[key], value, StoreOrigin::Named);
                    proptest::prop_assert_eq!(by_ic, by_set);
                }
                Step::Receiver { proto } => {
                    let a = cached.object_create(Some(protos[proto])).unwrap();
                    let b = uncached.object_create(Some(protos[proto])).unwrap();
                    proptest::prop_assert_eq!(a, b);
                    receivers.push(a);
                }
                Step::Collect => {
                    let roots: Vec<Value> =
                        protos.iter().chain(&receivers).map(|&o| Value::Object(o)).collect();
                    cached.collect_with(&roots);
                    uncached.collect_with(&roots);
                }
                Step::Clone => *cached = cached.clone(),
                ref other => {
                    apply(cached, other, &keys, &protos);
                    apply(uncached, other, &keys, &protos);
                }
            }
            for (i, &k) in keys.iter().enumerate() {
                let mut by_run = Vec::new();
                let outcome = runs[i].load_each(cached, &receivers, |v| by_run.push(v));
                let uncached_values: Result<Vec<Value>, _> =
                    receivers.iter().map(|&r| uncached.get(r, k)).collect();
                match uncached_values {
                    Ok(values) => {
                        proptest::prop_assert_eq!(outcome, Ok(()), "run: {:?}", step);
                        proptest::prop_assert_eq!(by_run, values, "run: {:?}", step);
                    }
                    Err(e) => proptest::prop_assert_eq!(outcome, Err(e), "run: {:?}", step),
                }
            }
            for &r in &receivers {
                for (i, &k) in keys.iter().enumerate() {
                    if let Some(v) = loads[i].bind(cached).get(r) {
                        proptest::prop_assert_eq!(Ok(v), uncached.get(r, k), "bound: {:?}", step);
                    }
                    let by_ic = loads[i].load(cached, r);
                    proptest::prop_assert_eq!(by_ic, uncached.get(r, k), "{:?}", step);
                    proptest::prop_assert_eq!(
                        cached.get_own_property(r, k).map(|p| p.slot),
                        uncached.get_own_property(r, k).map(|p| p.slot)
                    );
                }
            }
        }
    }
}
