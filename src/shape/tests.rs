//! Unit tests of the shape table: the V8 constants, the structure checks.

use super::*;
use crate::atoms::Atoms;

fn add(t: &mut ShapeTable, from: ShapeId, key: PropertyKey) -> ShapeId {
    match t.add_property(from, key, Attrs::DEFAULT, None, StoreOrigin::Named, false) {
        AddOutcome::Followed(s) | AddOutcome::Created(s) => s,
        AddOutcome::Normalize(r) => panic!("unexpected normalize: {r}"),
    }
}

#[test]
fn same_steps_share_shapes_and_tables() {
    let mut atoms = Atoms::new();
    let (x, y, z) = (atoms.key("x"), atoms.key("y"), atoms.key("z"));
    let mut t = ShapeTable::new();
    let root = t.root(ObjectKind::Ordinary, RootKind::ObjectFunction, None, 4);
    let a = add(&mut t, root, x);
    let ab = add(&mut t, a, y);
    assert_eq!(add(&mut t, root, x), a);
    assert_eq!(add(&mut t, a, y), ab);
    // The chain shares one table; a branch copies.
    assert_eq!(t.get(a).table, t.get(ab).table);
    let az = add(&mut t, a, z);
    assert_ne!(t.get(az).table, t.get(ab).table);
    assert_eq!(t.lookup(az, z).map(|(p, _)| p), Some(1));
    assert_eq!(t.lookup(a, y), None, "a prefix must not see later entries");
    assert_eq!(t.rollback_target(ab, y), Some(a));
    assert_eq!(t.rollback_target(ab, x), None);
}

/// A table with a chain of 12 adds (indexed), a branch, a prototype edge
/// and an integrity edge: everything `check_structure` looks at.
fn tree(atoms: &mut Atoms) -> (ShapeTable, Vec<ShapeId>) {
    let mut t = ShapeTable::new();
    let mut s = t.root(ObjectKind::Ordinary, RootKind::ObjectFunction, None, 4);
    let mut chain = vec![s];
    for i in 0..12 {
        s = add(&mut t, s, atoms.key(&format!("k{i}")));
        chain.push(s);
    }
    add(&mut t, chain[2], atoms.key("branch"));
    t.prototype_transition(chain[3], Some(ObjectId(0)));
    t.integrity_transition(chain[4], IntegrityLevel::Freeze);
    (t, chain)
}

#[test]
fn check_structure_accepts_what_the_engine_builds() {
    let (t, _) = tree(&mut Atoms::new());
    assert_eq!(t.check_structure(), Ok(()));
}

/// Each corruption a fuzzed snapshot could carry is refused, naming what
/// is wrong (the first was found by `fuzz/`'s `snapshot_open`: a
/// corrupted hash index made a present key look absent, and the next
/// store added it twice).
#[test]
fn check_structure_refuses_corrupted_trees() {
    let mut atoms = Atoms::new();
    let other = atoms.key("other");
    type Corruption = Box<dyn Fn(&mut ShapeTable, &[ShapeId])>;
    let cases: Vec<(&str, Corruption)> = vec![
        (
            "bad index",
            Box::new(move |t, c| {
                let table = t.shapes.get_mut(ShapeId(c[12].0)).table as usize;
                let index = t
                    .tables
                    .get_mut(TableId((table) as u32))
                    .index
                    .as_mut()
                    .expect("indexed");
                let (&k, _) = index.iter().next().expect("an entry");
                index.insert(k, 0);
                index.insert(other, 1);
            }),
        ),
        (
            "repeats a key",
            Box::new(|t, c| {
                let table = t.shapes.get_mut(ShapeId(c[2].0)).table as usize;
                let first = t.tables.get_mut(TableId((table) as u32)).entries[0];
                t.tables.get_mut(TableId((table) as u32)).entries[1].key = first.key;
            }),
        ),
        (
            "back pointer",
            Box::new(|t, _| {
                // The prototype copy: no back pointer, no edge points back
                // at it, so only the back-pointer check sees a loop.
                let i = t.shapes.len() - 2;
                assert!(t.shapes.get_mut(ShapeId((i) as u32)).back_pointer.is_none());
                t.shapes.get_mut(ShapeId((i) as u32)).back_pointer = Some(ShapeId(i as u32));
            }),
        ),
        (
            "does not follow",
            Box::new(|t, c| {
                let target = &mut (*t.shapes.get_mut(ShapeId(c[5].0)));
                target.fields += 1;
                target.back_pointer = None;
            }),
        ),
        (
            "integrity level",
            Box::new(|t, _| {
                // The branch shape made by `tree` claims to be frozen while
                // its properties are writable: `freeze` would return early.
                let i = t.shapes.len() - 3;
                t.shapes.get_mut(ShapeId((i) as u32)).integrity = Some(IntegrityLevel::Freeze);
                t.shapes.get_mut(ShapeId((i) as u32)).extensible = false;
            }),
        ),
        (
            "more descriptors than a map",
            Box::new(|t, c| {
                let table = t.shapes.get_mut(ShapeId(c[12].0)).table as usize;
                let d = t.tables.get_mut(TableId((table) as u32)).entries[0];
                let mut atoms = Atoms::new();
                for n in 0..1100 {
                    (*t.tables.get_mut(TableId((table) as u32))).push(Descriptor {
                        key: atoms.key(&format!("extra{n}")),
                        ..d
                    });
                }
            }),
        ),
        (
            "root-map cache",
            Box::new(|t, c| t.shapes.get_mut(ShapeId(c[0].0)).extensible = false),
        ),
    ];
    for (what, corrupt) in cases {
        let (mut t, chain) = tree(&mut atoms);
        corrupt(&mut t, &chain);
        let err = t.check_structure().expect_err(what);
        assert!(err.contains(what), "{what}: {err}");
    }
}

#[test]
fn large_shapes_use_the_hash_index() {
    let mut atoms = Atoms::new();
    let mut t = ShapeTable::new();
    let mut s = t.root(ObjectKind::Ordinary, RootKind::ObjectFunction, None, 4);
    let keys: Vec<_> = (0..200).map(|i| atoms.key(&format!("k{i}"))).collect();
    let mut shapes = vec![s];
    for &k in &keys {
        s = add(&mut t, s, k);
        shapes.push(s);
    }
    for (i, &k) in keys.iter().enumerate() {
        assert_eq!(t.lookup(s, k).map(|(p, _)| p), Some(i as u32));
        // Shape i has exactly the first i keys.
        assert_eq!(t.lookup(shapes[i], k), None);
        assert_eq!(t.lookup(shapes[i + 1], k).map(|(p, _)| p), Some(i as u32));
    }
}

#[test]
fn integrity_levels_change_attributes() {
    assert_eq!(
        apply_integrity(Attrs::DEFAULT, IntegrityLevel::Seal).short(),
        "WE_"
    );
    assert_eq!(
        apply_integrity(Attrs::DEFAULT, IntegrityLevel::Freeze).short(),
        "_E_"
    );
    let acc = Attrs::ENUMERABLE | Attrs::CONFIGURABLE | Attrs::ACCESSOR;
    assert_eq!(apply_integrity(acc, IntegrityLevel::Freeze).short(), "_E_A");
}
