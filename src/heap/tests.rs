//! The heap's unit tests: the V8 constants, and snapshots that must be refused.

use super::*;

mod operations {
    use super::*;

    #[test]
    fn an_image_with_an_in_object_part_outside_its_arena_cannot_make_a_cache_read_there() {
        use crate::ic::LoadIc;
        let mut one = Heap::new();
        let keys = ["a", "b", "x"].map(|k| one.key(k));
        let o = one.new_object();
        for (i, &k) in keys.iter().enumerate() {
            one.set(o, k, Value::from(i as i32), StoreOrigin::Named)
                .unwrap();
        }
        let mut ic = LoadIc::new(keys[2]);
        assert_eq!(ic.load(&mut one, o), Ok(Value::from(2)));
        // The same heap as an image (which safe code can also deserialize
        // from any bytes), with the object's slots moved past the arena's end.
        let mut image = one.to_image();
        image.headers[o.index() as usize].inobject_base = image.inobject_slots.len() as u32;
        let mut two = Heap::from_image(image, Arc::new(Runtime::new()));
        // `from_image` cleared the header's in-object capacity: the verifier
        // finds that capacity wrong for the shape, not a region outside the
        // arena.
        assert!(
            matches!(
                two.verify(),
                Err(HeapInvariantError::InobjectCapacity { object, found: 0, .. }) if object == o
            ),
            "{:?}",
            two.verify()
        );
        // The warm cache's key names the same shape: only the header's
        // capacity, cleared by `from_image`, keeps the hit from reading there.
        assert_eq!(ic.load(&mut two, o), Ok(Value::Undefined));
    }

    #[test]
    fn an_image_property_array_that_does_not_fit_is_dropped_not_reused() {
        let mut one = Heap::new();
        let o = one.new_object();
        for i in 0..6 {
            let k = one.key(&format!("k{i}"));
            one.set(o, k, Value::from(i), StoreOrigin::Named).unwrap();
        }
        let mut image = one.to_image();
        let h = image.headers[o.index() as usize];
        assert!(h.has_property_array());
        // The meta slot names an impossible property array.
        let meta = (h.inobject_base + h.capacity()) as usize;
        image.inobject_slots[meta] = Slot::from_bits(u64::MAX);
        let mut two = Heap::from_image(image, Arc::new(Runtime::new()));
        let kept = two.header(o);
        assert!(!kept.has_property_array());
        let part = kept.inobject_base..kept.inobject_base + kept.capacity();
        // New objects never get the in-object slots it still has.
        for _ in 0..32 {
            let n = two.new_object();
            let h = two.header(n);
            let theirs = h.inobject_base..h.inobject_base + h.capacity();
            assert!(
                theirs.end <= part.start || part.end <= theirs.start,
                "{theirs:?} in {part:?}"
            );
        }
        let k0 = two.key("k0");
        assert_eq!(two.get(o, k0), Ok(Value::from(0)));
    }

    #[test]
    fn verify_finds_an_in_object_part_outside_the_arena() {
        let mut h = Heap::new();
        let o = h.new_object();
        assert_eq!(h.verify(), Ok(()));
        // Three of its four in-object slots past the arena's end.
        let end = h.base_slots + h.inobject_slots.len() as u32;
        h.header_mut(o).inobject_base = end - 1;
        assert_eq!(
            h.verify(),
            Err(HeapInvariantError::RegionOutsideArena { index: o.index() })
        );
    }

    #[test]
    fn empty_object_has_four_inobject_slots() {
        let mut h = Heap::new();
        let o = h.new_object();
        assert_eq!(h.shapes().get(h.shape_of_known(o)).inobject_capacity(), 4);
        assert!(h.has_fast_properties_known(o));
    }

    #[test]
    fn out_of_object_store_grows_by_three() {
        let mut h = Heap::new();
        let o = h.new_object();
        let mut caps = Vec::new();
        for i in 0..10 {
            let k = h.key(&format!("k{i}"));
            h.set(o, k, Value::from(i), StoreOrigin::Named).unwrap();
            caps.push(h.shapes().get(h.shape_of_known(o)).out_of_object_capacity());
        }
        assert_eq!(caps, [0, 0, 0, 0, 3, 3, 3, 6, 6, 6]);
    }

    #[test]
    fn get_walks_the_prototype_chain() {
        let mut h = Heap::new();
        let p = h.new_object();
        let x = h.key("x");
        h.set(p, x, Value::from(7), StoreOrigin::Named).unwrap();
        let c = h.object_create_known(Some(p));
        assert_eq!(h.get(c, x), Ok(Value::from(7)));
        assert!(!h.has_fast_properties_known(p), "prototypes are normalized");
        assert!(h.has_fast_properties_known(c));
    }

    #[test]
    fn read_only_and_frozen_stores_are_ignored() {
        let mut h = Heap::new();
        let o = h.new_object();
        let x = h.key("x");
        h.set(o, x, Value::from(1), StoreOrigin::Named).unwrap();
        h.freeze_known(o);
        assert_eq!(h.set(o, x, Value::from(2), StoreOrigin::Named), Ok(false));
        let y = h.key("y");
        assert_eq!(h.set(o, y, Value::from(2), StoreOrigin::Named), Ok(false));
        assert_eq!(h.get(o, x), Ok(Value::from(1)));
        assert!(
            h.define_property(
                o,
                x,
                PropertyDescriptor {
                    value: Some(Value::from(3)),
                    ..Default::default()
                }
            )
            .is_err()
        );
    }

    #[test]
    fn an_accessors_missing_half_keeps_it_fast_and_a_replaced_half_normalizes() {
        let mut h = Heap::new();
        let c = h.key("c");
        let [get, set, other] = [0, 1, 2]
            .map(|_| Value::Object(h.new_script_function(FunctionFlavour::WithoutPrototype, None)));
        let half = |get: Option<Value>, set: Option<Value>| PropertyDescriptor {
            get,
            set,
            configurable: Some(true),
            ..Default::default()
        };
        let [a, b, d] = [0, 1, 2].map(|_| {
            let o = h.new_object();
            h.define_property(o, c, half(None, Some(set))).unwrap();
            o
        });
        // The getter fills the pair: one new shape, which the second object
        // completing the same pair follows.
        for o in [a, b] {
            h.define_property(o, c, half(Some(get), None)).unwrap();
            assert!(h.has_fast_properties_known(o));
        }
        assert_eq!(h.shape_of(a), h.shape_of(b));
        assert_ne!(h.shape_of(a), h.shape_of(d));
        // A different getter there finds the transition to another pair.
        h.define_property(d, c, half(Some(other), None)).unwrap();
        assert!(!h.has_fast_properties_known(d));
        // Replacing the setter a pair has normalizes.
        h.define_property(a, c, half(None, Some(other))).unwrap();
        assert!(!h.has_fast_properties_known(a));
        assert!(h.has_fast_properties_known(b));
        h.verify().unwrap();
    }

    #[test]
    fn delete_policy_switch() {
        for (policy, stays_fast) in [(Policy::node20(), true), (Policy::v8_12_2(), false)] {
            let mut h = Heap::with_policy(policy);
            let (x, y) = (h.key("x"), h.key("y"));
            let o = h.new_object();
            h.set(o, x, Value::from(1), StoreOrigin::Named).unwrap();
            h.set(o, y, Value::from(2), StoreOrigin::Named).unwrap();
            assert_eq!(h.delete(o, y), Ok(true));
            assert_eq!(h.has_fast_properties_known(o), stays_fast, "{policy:?}");
            assert_eq!(h.own_keys_known(o), vec![x]);
            h.verify().unwrap();
        }
    }

    #[test]
    fn an_initial_map_is_reused_until_a_collection_finds_it_dead() {
        let mut h = Heap::new();
        let proto = h.new_object();
        let first = h.new_instance_with_fresh_map(proto, 4).unwrap();
        let map = h.shape_of_known(first);
        let second = h
            .new_instance_of_initial_map(map)
            .expect("the map is a live initial map");
        assert!(h.same_shape_known(first, second));
        let object_map = h.object_function_map();
        assert_eq!(
            h.new_instance_of_initial_map(object_map),
            None,
            "the Object function's map is not a constructor's initial map"
        );
        // With no instance left, a full collection marks the map collected,
        // and it is not handed out again.
        h.collect_with(&[Value::Object(proto)]);
        assert!(h.shapes().get(map).is_collected());
        assert_eq!(h.new_instance_of_initial_map(map), None);
        h.verify().unwrap();
    }

    #[test]
    fn initial_array_maps_are_the_array_roots_elements_transitions_and_outlive_collections() {
        use crate::shape::ElementsKind;
        let mut h = Heap::new();
        let proto = Some(h.intrinsics.array_prototype);
        let root = h
            .shapes
            .root(ObjectKind::Array, RootKind::Builtin, proto, 0);
        for kind in [
            ElementsKind::PackedSmi,
            ElementsKind::HoleySmi,
            ElementsKind::PackedDouble,
            ElementsKind::HoleyDouble,
            ElementsKind::Holey,
        ] {
            let map = h.initial_array_map(kind);
            assert_eq!(map, h.shapes.elements_root(&h.policy, root, kind));
            assert_eq!(h.shapes().get(map).elements_kind(), kind);
            // With no array left, a full collection keeps the map: the next
            // array of the kind has it, and it is not a collected map.
            let a = h.new_array_of_kind(Vec::new(), Some(kind));
            assert_eq!(h.shape_of_known(a), map);
            h.collect_with(&[]);
            assert!(!h.shapes().get(map).is_collected());
            let b = h.new_array_of_kind(Vec::new(), Some(kind));
            assert_eq!(h.shape_of_known(b), map);
        }
        h.verify().unwrap();
    }

    #[test]
    fn cyclic_prototypes_are_rejected() {
        let mut h = Heap::new();
        let a = h.new_object();
        let b = h.object_create_known(Some(a));
        assert!(h.set_prototype_of(a, Some(b)).is_err());
    }

    #[test]
    fn setting_up_a_fast_prototype_again_normalizes_it_unless_it_should_stay_fast() {
        let mut h = Heap::new();
        let x = h.key("x");
        let p = h.new_object();
        h.set(p, x, Value::from(1), StoreOrigin::Named).unwrap();
        h.object_create(Some(p)).unwrap();
        assert_eq!(h.has_fast_properties(p), Some(false), "a new prototype");
        // Fast again, and not marked to stay fast: a constructor's own
        // initial map takes it as it is, setup mode normalizes it again.
        h.to_fast_properties(p).unwrap();
        h.new_instance(p, 4).unwrap();
        assert_eq!(h.has_fast_properties(p), Some(true), "a base `new`");
        let o = h.new_object();
        h.set_prototype_of(o, Some(p)).unwrap();
        assert_eq!(h.has_fast_properties(p), Some(false), "setPrototypeOf");
        h.to_fast_properties(p).unwrap();
        h.object_create(Some(p)).unwrap();
        assert_eq!(h.has_fast_properties(p), Some(false), "Object.create");
    }

    #[test]
    fn a_superclass_constructor_stays_fast_and_is_marked_to() {
        let mut h = Heap::new();
        let x = h.key("x");
        let superclass = h.new_object();
        h.set(superclass, x, Value::from(1), StoreOrigin::Named)
            .unwrap();
        let class = h.new_object();
        h.init_class_constructor(class, Some(superclass)).unwrap();
        assert_eq!(h.get_prototype_of(class), Some(Some(superclass)));
        let marked = h.object_known(superclass);
        assert!(marked.is_prototype() && marked.should_be_fast());
        assert_eq!(h.has_fast_properties(superclass), Some(true));
        // Marked to stay fast, so no later setup normalizes it.
        h.object_create(Some(superclass)).unwrap();
        assert_eq!(h.has_fast_properties(superclass), Some(true));
    }

    #[test]
    fn each_class_constructor_has_a_prototype_map_of_its_own() {
        let mut h = Heap::new();
        let s = h.key("s");
        let method = Value::Object(h.new_object());
        let [a, b] = [0, 1].map(|_| {
            let ctor = h.new_script_function(FunctionFlavour::Class, None);
            h.init_class_constructor(ctor, None).unwrap();
            h.define_property(ctor, s, hidden_method(method)).unwrap();
            ctor
        });
        // One static member each, the same: still two maps, as in V8.
        assert_eq!(h.same_shape(a, b), Some(false));
        assert!(h.object_known(a).is_prototype());
        let shape = h.shape_of(a).unwrap();
        assert!(h.shapes().shape(shape).unwrap().is_prototype_map());
        assert_eq!(
            h.get_prototype_of(a),
            Some(Some(h.intrinsics().function_prototype))
        );
    }

    #[test]
    fn a_class_prototype_is_born_on_a_copy_of_the_object_functions_map() {
        let mut h = Heap::new();
        h.set_tracing(true);
        let constructor = h.key("constructor");
        let plain = h.new_object();
        let root = h.shape_of(plain).unwrap();
        let parent = h.new_object();
        let proto = h.new_class_prototype(Some(parent)).unwrap();
        assert_eq!(h.get_prototype_of(proto), Some(Some(parent)));
        assert!(h.object_known(parent).is_prototype());
        assert!(matches!(
            h.trace_events().first(),
            Some(TraceEvent::MapCreate { from, .. }) if *from == root
        ));
        // Its members go on its own shapes: `{}` gains no transition.
        h.define_property(proto, constructor, hidden_method(Value::Null))
            .unwrap();
        let later = h.new_object();
        h.define_property(later, constructor, hidden_method(Value::Null))
            .unwrap();
        assert_eq!(h.same_shape(proto, later), Some(false));
        assert!(h.trace_events().iter().any(|e| matches!(
            e,
            TraceEvent::Transition { from, created: true, .. } if *from == root
        )));
    }

    #[test]
    fn a_builtin_prototype_starts_fast_and_stays_so_when_marked() {
        let mut h = Heap::new();
        let x = h.key("x");
        let [marked, wrapper] = [true, false].map(|stays_fast| {
            let p = h.new_object();
            h.set(p, x, Value::from(1), StoreOrigin::Named).unwrap();
            h.make_builtin_prototype(p, stays_fast).unwrap();
            p
        });
        assert_eq!(h.has_fast_properties(marked), Some(true));
        assert_eq!(h.has_fast_properties(wrapper), Some(true));
        // A wrapper's constructor map takes its prototype as it is ...
        h.new_of_builtin_initial_map(wrapper);
        assert_eq!(h.has_fast_properties(wrapper), Some(true));
        // ... and `Object.create` sets it up again, which normalizes only the
        // prototype not marked to stay fast.
        h.object_create(Some(marked)).unwrap();
        h.object_create(Some(wrapper)).unwrap();
        assert_eq!(h.has_fast_properties(marked), Some(true));
        assert_eq!(h.has_fast_properties(wrapper), Some(false));
    }

    /// A method's descriptor: writable, configurable, not enumerable.
    fn hidden_method(value: Value) -> PropertyDescriptor {
        PropertyDescriptor {
            value: Some(value),
            writable: Some(true),
            enumerable: Some(false),
            configurable: Some(true),
            ..Default::default()
        }
    }
}
