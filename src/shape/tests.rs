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

#[test]
fn smi_representation_matches_v8s_32_bit_smis() {
    let smi = |n: f64| Representation::of(Value::Number(n)) == Representation::Smi;
    for n in [0.0, 1.0, -1.0, 2_147_483_647.0, -2_147_483_648.0, 3.0] {
        assert!(smi(n), "{n} is a Smi");
    }
    for n in [
        -0.0,
        0.5,
        2_147_483_648.0,
        -2_147_483_649.0,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        1e300,
    ] {
        assert!(!smi(n), "{n} is not a Smi");
        assert!(Representation::Double.fits(Value::Number(n)));
        assert!(!Representation::Smi.fits(Value::Number(n)));
    }
    assert!(!Representation::Smi.fits(Value::Undefined));
    assert_eq!(
        Representation::of(Value::Undefined),
        Representation::HeapObject
    );
}

#[test]
fn representations_generalize_as_v8s_lattice() {
    use Representation::*;
    assert_eq!(Smi.generalize(Double), Double);
    assert_eq!(Double.generalize(Smi), Double);
    assert_eq!(Smi.generalize(HeapObject), Tagged);
    assert_eq!(Double.generalize(HeapObject), Tagged);
    assert_eq!(None.generalize(HeapObject), HeapObject);
    assert_eq!(HeapObject.generalize(HeapObject), HeapObject);
    assert!(!Smi.can_change_in_place_to(Double));
    assert!(!None.can_change_in_place_to(Double));
    assert!(None.can_change_in_place_to(Smi));
    assert!(Smi.can_change_in_place_to(Tagged));
    assert!(Double.can_change_in_place_to(Tagged));
    assert!(HeapObject.can_change_in_place_to(Tagged));
}

/// The representation table agrees with V8's rule as written out: `None`
/// takes nothing, a Smi field takes Smis, a double field any number, a
/// heap-object field anything but a number, a tagged field anything; and the
/// packed form of a value fits exactly where the value does.
#[test]
fn representations_take_the_values_v8s_rule_gives() {
    use Representation::*;
    let object = Value::Object(crate::ids::ObjectId(3, 1));
    let string = Value::String(crate::ids::StrId(7, 0));
    let values = [
        Value::from(0),
        Value::from(-7),
        Value::Number(2_147_483_647.0),
        Value::Number(2_147_483_648.0),
        Value::Number(-2_147_483_649.0),
        Value::Number(-0.0),
        Value::Number(0.5),
        Value::Number(f64::NAN),
        Value::Number(f64::INFINITY),
        Value::Undefined,
        Value::Null,
        Value::Bool(true),
        string,
        object,
    ];
    for r in [None, Smi, Double, HeapObject, Tagged] {
        for v in values {
            let number = match v {
                Value::Number(n) => Some(n),
                _ => Option::None,
            };
            let smi = number.is_some_and(|n| n == n.trunc() && SMI_RANGE.contains(&n))
                && !matches!(v, Value::Number(n) if n == 0.0 && n.is_sign_negative());
            let expected = match r {
                None => false,
                Smi => smi,
                Double => number.is_some(),
                HeapObject => number.is_none(),
                Tagged => true,
            };
            assert_eq!(r.fits(v), expected, "{r:?} and {v:?}");
            assert_eq!(
                r.fits_slot(Slot::pack(v)),
                expected,
                "{r:?} and packed {v:?}"
            );
        }
    }
}

#[test]
fn elements_kinds_only_climb() {
    use ElementsKind::*;
    assert_eq!(PackedSmi.to_hold(Value::Number(0.5)), PackedDouble);
    assert_eq!(PackedDouble.to_hold(Value::Number(1.0)), PackedDouble);
    assert_eq!(HoleySmi.to_hold(Value::Null), Holey);
    assert_eq!(Packed.to_hold(Value::Number(1.0)), Packed);
    assert_eq!(PackedSmi.join(HoleyDouble), HoleyDouble);
    assert_eq!(PackedFrozen.to_hold(Value::Number(0.5)), PackedFrozen);
    assert_eq!(Holey.with_integrity(IntegrityLevel::Seal), HoleySealed);
    assert_eq!(
        PackedSealed.with_integrity(IntegrityLevel::PreventExtensions),
        PackedSealed
    );
    assert_eq!(
        Dictionary.with_integrity(IntegrityLevel::Freeze),
        Dictionary
    );
    assert_eq!(
        ElementsKind::of_values(&[Some(Value::Number(1.0)), None]),
        HoleySmi
    );
}

/// Whether every one of `slots` holds a Smi, by [`SmiCheck`] two at a time
/// and [`is_smi`] for the last of an odd count, as the literal site checks.
fn all_smi(slots: &[Slot]) -> bool {
    let mut check = SmiCheck::new();
    let mut pairs = slots.chunks_exact(2);
    for pair in &mut pairs {
        check.pair(
            f64::from_bits(pair[0].bits()),
            f64::from_bits(pair[1].bits()),
        );
    }
    check.all()
        & pairs
            .remainder()
            .iter()
            .all(|s| is_smi(f64::from_bits(s.bits())))
}

/// The definition `is_smi` computes by a conversion round trip.
fn is_smi_by_definition(n: f64) -> bool {
    SMI_RANGE.contains(&n) && n.fract() == 0.0 && !(n == 0.0 && n.is_sign_negative())
}

#[test]
fn is_smi_agrees_with_its_definition_at_the_edges() {
    let edges = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -0.5,
        2_147_483_647.0,
        2_147_483_648.0,
        -2_147_483_648.0,
        -2_147_483_649.0,
        2_147_483_647.5,
        -2_147_483_648.5,
        1e300,
        -1e300,
        f64::MIN_POSITIVE,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        -f64::NAN,
        f64::from_bits(0x7ff0_0000_0000_0001),
    ];
    for n in edges {
        assert_eq!(
            is_smi(n),
            is_smi_by_definition(n),
            "{n:e} ({:#x})",
            n.to_bits()
        );
    }
}

proptest::proptest! {
    #[test]
    fn is_smi_agrees_with_its_definition(bits in proptest::num::u64::ANY, i in proptest::num::i64::ANY) {
        for n in [f64::from_bits(bits), i as f64, (i >> 32) as f64, (i >> 32) as f64 + 0.5] {
            proptest::prop_assert_eq!(is_smi(n), is_smi_by_definition(n), "{:e}", n);
        }
    }

    /// The two-at-a-time check gives what the definition gives for every
    /// run, of either parity, mixing Smis with anything else.
    #[test]
    fn all_smi_agrees_with_its_definition(
        picks in proptest::collection::vec((0usize..4, proptest::num::u64::ANY), 0..12),
    ) {
        let slots: Vec<Slot> = picks
            .iter()
            .map(|&(kind, bits)| {
                let n = match kind {
                    // A Smi, an integer out of range, a fraction, anything.
                    0 => f64::from(bits as i32),
                    1 => (bits as i64 >> 20) as f64,
                    2 => f64::from(bits as i32) + 0.5,
                    _ => f64::from_bits(bits),
                };
                Slot::from_bits(n.to_bits())
            })
            .collect();
        let by_definition = slots.iter().all(|s| is_smi_by_definition(f64::from_bits(s.bits())));
        proptest::prop_assert_eq!(all_smi(&slots), by_definition, "{:?}", picks);
    }
}

#[test]
fn all_smi_sees_a_misfit_in_either_half_of_a_pair_and_in_the_last_one() {
    let smi = Slot::from_bits(7.0f64.to_bits());
    for misfit in [-0.0, 0.5, 2_147_483_648.0, f64::NAN, -2_147_483_649.0] {
        let misfit = Slot::from_bits(f64::to_bits(misfit));
        for len in 1..6 {
            for at in 0..len {
                let mut slots = vec![smi; len];
                slots[at] = misfit;
                assert!(!all_smi(&slots), "{len} slots, misfit at {at}");
            }
        }
    }
    assert!(all_smi(&[]));
    assert!(all_smi(&[smi; 5]));
    let edges = [-2_147_483_648.0, 2_147_483_647.0, 0.0];
    assert!(all_smi(&edges.map(|n: f64| Slot::from_bits(n.to_bits()))));
}
