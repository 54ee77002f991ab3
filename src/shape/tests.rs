//! Unit tests of the shape table: the V8 constants, the structure checks.

use super::*;
use crate::atoms::Atoms;

fn add(t: &mut ShapeTable, from: ShapeId, key: PropertyKey) -> ShapeId {
    match t.add_property(
        &Policy::node20(),
        from,
        (key, Attrs::DEFAULT, None),
        Representation::Smi,
        StoreOrigin::Named,
        false,
    ) {
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
