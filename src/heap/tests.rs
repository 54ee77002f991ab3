//! The heap's unit tests: the V8 constants, and snapshots that must be refused.

use super::*;

mod operations {
    use super::*;

    #[test]
    fn empty_object_has_four_inobject_slots() {
        let mut h = Heap::new();
        let o = h.new_object();
        assert_eq!(h.shapes().get(h.shape_of(o)).inobject_capacity(), 4);
        assert!(h.has_fast_properties(o));
    }

    #[test]
    fn out_of_object_store_grows_by_three() {
        let mut h = Heap::new();
        let o = h.new_object();
        let mut caps = Vec::new();
        for i in 0..10 {
            let k = h.key(&format!("k{i}"));
            h.set(o, k, Value::from(i), StoreOrigin::Named).unwrap();
            caps.push(h.shapes().get(h.shape_of(o)).out_of_object_capacity());
        }
        assert_eq!(caps, [0, 0, 0, 0, 3, 3, 3, 6, 6, 6]);
    }

    #[test]
    fn get_walks_the_prototype_chain() {
        let mut h = Heap::new();
        let p = h.new_object();
        let x = h.key("x");
        h.set(p, x, Value::from(7), StoreOrigin::Named).unwrap();
        let c = h.object_create(Some(p));
        assert_eq!(h.get(c, x), Ok(Value::from(7)));
        assert!(!h.has_fast_properties(p), "prototypes are normalized");
        assert!(h.has_fast_properties(c));
    }

    #[test]
    fn read_only_and_frozen_stores_are_ignored() {
        let mut h = Heap::new();
        let o = h.new_object();
        let x = h.key("x");
        h.set(o, x, Value::from(1), StoreOrigin::Named).unwrap();
        h.freeze(o);
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
    fn delete_policy_switch() {
        for (policy, stays_fast) in [(Policy::node20(), true), (Policy::v8_12_2(), false)] {
            let mut h = Heap::with_policy(policy);
            let (x, y) = (h.key("x"), h.key("y"));
            let o = h.new_object();
            h.set(o, x, Value::from(1), StoreOrigin::Named).unwrap();
            h.set(o, y, Value::from(2), StoreOrigin::Named).unwrap();
            assert_eq!(h.delete(o, y), Ok(true));
            assert_eq!(h.has_fast_properties(o), stays_fast, "{policy:?}");
            assert_eq!(h.own_keys(o), vec![x]);
            h.verify().unwrap();
        }
    }

    #[test]
    fn cyclic_prototypes_are_rejected() {
        let mut h = Heap::new();
        let a = h.new_object();
        let b = h.object_create(Some(a));
        assert!(h.set_prototype_of(a, Some(b)).is_err());
    }
}

mod snapshot_consistency {
    use super::*;
    use crate::snapshot::{Snapshot, SnapshotBuilder, SnapshotError};

    /// Archives a heap whose tables were tampered with (the bytes stay a valid
    /// rkyv archive with a correct checksum) and expects `Snapshot::open` to
    /// refuse it.
    fn refused(tamper: impl FnOnce(&mut Heap)) -> String {
        let rt = Arc::new(Runtime::new());
        let mut heap = Heap::with_runtime(Policy::node20(), rt.clone());
        let o = heap.new_object();
        let k = heap.key("x");
        let s = heap.string("s");
        heap.set(o, k, s, StoreOrigin::Named).unwrap();
        tamper(&mut heap);
        let dir =
            std::env::temp_dir().join(format!("shapeshift-consistency-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        static CASE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let case = CASE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path = dir.join(format!("case{case}.snap"));
        SnapshotBuilder::new(&heap)
            .root("o", Value::Object(o))
            .write(&path)
            .unwrap();
        let err = Snapshot::open(&path, &rt).unwrap_err();
        let _ = std::fs::remove_file(&path);
        match err {
            SnapshotError::InvalidArchive(m) => m,
            other => panic!("expected an invalid archive, got {other}"),
        }
    }

    #[test]
    fn archives_that_are_not_heaps_are_refused_at_open() {
        let last = |h: &Heap| h.headers.len() - 1;
        assert!(
            refused(|h| {
                let i = last(h);
                h.headers.get_mut(ObjectId((i) as u32)).shape = ShapeId(9_999)
            })
            .contains("refers outside")
        );
        assert!(
            refused(|h| {
                let i = last(h);
                h.headers.get_mut(ObjectId((i) as u32)).inobject_base = 1 << 30
            })
            .contains("refers outside")
        );
        assert!(
            refused(|h| h.inobject_slots.push(Value::Object(ObjectId(77))))
                .contains("in-object slot")
        );
        assert!(
            refused(|h| h.inobject_slots[0] = Value::String(StrId(5))).contains("in-object slot")
        );
        assert!(refused(|h| h.intrinsics.array_prototype = ObjectId(1_000)).contains("intrinsics"));
        assert!(
            refused(|h| h.modules.push(ModuleState::Loaded(Value::Null))).contains("module cache")
        );
        // Structural invariants too: a fast object missing its out-of-object field.
        assert!(
            refused(|h| {
                let i = last(h);
                h.objects.get_mut(ObjectId((i) as u32)).inobject_capacity = 0;
            })
            .contains("object #")
        );
    }
}
