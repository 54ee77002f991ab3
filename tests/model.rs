//! Model-based tests: random operation sequences run on the engine and on a plain
//! reference model (an ordered map with attributes, no shapes at all). After every
//! step both must agree on key order, values, attributes, extensibility and the
//! prototype; the heap's structural invariants must hold. Shapes and modes are the
//! engine's business; semantics must not depend on them, so every policy is run.
//!
//! Case count: `SHAPESHIFT_MODEL_CASES` (default 3,000 per policy).

use proptest::prelude::*;
use shapeshift::{
    Attrs, Heap, LiteralEntry, ObjectId, Policy, PropertyDescriptor, PropertyKey, PropertySlot,
    StoreOrigin, Value,
};
use std::collections::BTreeMap;

const KEYS: &[&str] = &[
    "a", "b", "c", "d", "e", "f", "g", "h", "0", "1", "7", "10", "x1", "01",
];

#[derive(Clone, Debug)]
enum Op {
    Named(usize, i32),
    Keyed(usize, i32),
    Delete(usize),
    DefineHidden(usize, i32),
    DefineReadOnly(usize, i32),
    Freeze,
    Seal,
    PreventExtensions,
    ProtoNull,
    Copy,
}

#[derive(Clone, Debug)]
enum Start {
    Empty,
    Literal(Vec<usize>),
    NullProtoLiteral(Vec<usize>),
    CreateNull,
}

fn op() -> impl Strategy<Value = Op> {
    let k = 0..KEYS.len();
    prop_oneof![
        6 => (k.clone(), any::<i16>()).prop_map(|(k, v)| Op::Named(k, v.into())),
        4 => (k.clone(), any::<i16>()).prop_map(|(k, v)| Op::Keyed(k, v.into())),
        3 => k.clone().prop_map(Op::Delete),
        1 => (k.clone(), any::<i16>()).prop_map(|(k, v)| Op::DefineHidden(k, v.into())),
        1 => (k, any::<i16>()).prop_map(|(k, v)| Op::DefineReadOnly(k, v.into())),
        1 => Just(Op::Freeze),
        1 => Just(Op::Seal),
        1 => Just(Op::PreventExtensions),
        1 => Just(Op::ProtoNull),
        2 => Just(Op::Copy),
    ]
}

fn start() -> impl Strategy<Value = Start> {
    let keys = proptest::collection::vec(0..KEYS.len(), 0..6);
    prop_oneof![
        Just(Start::Empty),
        keys.clone().prop_map(Start::Literal),
        keys.prop_map(Start::NullProtoLiteral),
        Just(Start::CreateNull),
    ]
}

/// The reference model: one object as an insertion-ordered list of string keys, a
/// sorted map of index keys, and attributes.
#[derive(Clone, Debug, Default, PartialEq)]
struct Model {
    strings: Vec<(String, i32, Attrs)>,
    indices: BTreeMap<u32, (i32, Attrs)>,
    extensible: bool,
    null_proto: bool,
}

fn index_of(key: &str) -> Option<u32> {
    shapeshift::atoms::parse_array_index(key)
}

impl Model {
    fn get(&self, key: &str) -> Option<(i32, Attrs)> {
        match index_of(key) {
            Some(i) => self.indices.get(&i).copied(),
            None => self.strings.iter().find(|e| e.0 == key).map(|e| (e.1, e.2)),
        }
    }
    fn put(&mut self, key: &str, v: i32, a: Attrs) {
        match index_of(key) {
            Some(i) => {
                self.indices.insert(i, (v, a));
            }
            None => match self.strings.iter_mut().find(|e| e.0 == key) {
                Some(e) => {
                    e.1 = v;
                    e.2 = a;
                }
                None => self.strings.push((key.to_string(), v, a)),
            },
        }
    }
    fn remove(&mut self, key: &str) {
        match index_of(key) {
            Some(i) => {
                self.indices.remove(&i);
            }
            None => self.strings.retain(|e| e.0 != key),
        }
    }
    fn set(&mut self, key: &str, v: i32) {
        match self.get(key) {
            Some((_, a)) if a.contains(Attrs::WRITABLE) => self.put(key, v, a),
            Some(_) => {}
            None if self.extensible => self.put(key, v, Attrs::DEFAULT),
            None => {}
        }
    }
    /// `Object.defineProperty(o, key, {value: v, enumerable: false})` (hidden) or
    /// `{value: v, writable: false}` (read-only): Ok(false) when the spec throws.
    fn define(&mut self, key: &str, v: i32, hidden: bool) -> bool {
        match self.get(key) {
            None => {
                if !self.extensible {
                    return false;
                }
                let a = Attrs::empty();
                self.put(key, v, a);
                true
            }
            Some((old, a)) => {
                if !a.contains(Attrs::CONFIGURABLE) {
                    let enum_change = hidden && a.contains(Attrs::ENUMERABLE);
                    let value_change = !a.contains(Attrs::WRITABLE) && old != v;
                    if enum_change || value_change {
                        return false;
                    }
                }
                let mut na = a;
                if hidden {
                    na.remove(Attrs::ENUMERABLE);
                } else {
                    na.remove(Attrs::WRITABLE);
                }
                self.put(key, v, na);
                true
            }
        }
    }
    fn integrity(&mut self, seal: bool, freeze: bool) {
        self.extensible = false;
        let f = |a: &mut Attrs| {
            if seal || freeze {
                a.remove(Attrs::CONFIGURABLE);
            }
            if freeze {
                a.remove(Attrs::WRITABLE);
            }
        };
        for e in &mut self.strings {
            f(&mut e.2);
        }
        for e in self.indices.values_mut() {
            f(&mut e.1);
        }
    }
    fn keys(&self) -> Vec<String> {
        self.indices
            .keys()
            .map(|i| i.to_string())
            .chain(self.strings.iter().map(|e| e.0.clone()))
            .collect()
    }
}

fn compare(heap: &Heap, o: ObjectId, m: &Model) -> Result<(), TestCaseError> {
    heap.verify().map_err(TestCaseError::fail)?;
    let keys: Vec<String> = heap
        .own_keys(o)
        .into_iter()
        .map(|k| heap.atoms().display(k).to_string())
        .collect();
    prop_assert_eq!(&keys, &m.keys());
    for k in &keys {
        let key = match index_of(k) {
            Some(i) => PropertyKey::Index(i),
            None => PropertyKey::String(heap.atoms().lookup(k).expect("interned")),
        };
        let p = heap.get_own_property(o, key).expect("listed key exists");
        let (v, a) = m.get(k).expect("model has key");
        prop_assert_eq!(p.slot, PropertySlot::Data(Value::from(v)), "value of {}", k);
        prop_assert_eq!(p.attrs, a, "attributes of {}", k);
    }
    prop_assert_eq!(heap.is_extensible(o), m.extensible);
    prop_assert_eq!(heap.get_prototype_of(o).is_none(), m.null_proto);
    Ok(())
}

fn run(policy: Policy, start: &Start, ops: &[Op]) -> Result<(), TestCaseError> {
    let mut heap = Heap::with_policy(policy);
    let keys: Vec<PropertyKey> = KEYS.iter().map(|k| heap.key(k)).collect();
    let mut m = Model {
        extensible: true,
        ..Default::default()
    };
    let literal = |heap: &mut Heap, m: &mut Model, ks: &[usize], null: bool| {
        let mut entries = Vec::new();
        if null {
            entries.push(LiteralEntry::NullProto);
        }
        for (n, &k) in ks.iter().enumerate() {
            entries.push(LiteralEntry::Property {
                key: keys[k],
                value: Value::from(n as i32),
                computed: false,
            });
            m.put(KEYS[k], n as i32, Attrs::DEFAULT);
        }
        m.null_proto = null;
        heap.object_literal(&entries).unwrap()
    };
    let mut o = match start {
        Start::Empty => heap.new_object(),
        Start::Literal(ks) => literal(&mut heap, &mut m, ks, false),
        Start::NullProtoLiteral(ks) => literal(&mut heap, &mut m, ks, true),
        Start::CreateNull => {
            m.null_proto = true;
            heap.object_create(None)
        }
    };
    compare(&heap, o, &m)?;
    for op in ops {
        match *op {
            Op::Named(k, v) => {
                heap.set(o, keys[k], Value::from(v), StoreOrigin::Named)
                    .unwrap();
                m.set(KEYS[k], v);
            }
            Op::Keyed(k, v) => {
                heap.set(o, keys[k], Value::from(v), StoreOrigin::Keyed)
                    .unwrap();
                m.set(KEYS[k], v);
            }
            Op::Delete(k) => {
                let configurable = m
                    .get(KEYS[k])
                    .is_none_or(|(_, a)| a.contains(Attrs::CONFIGURABLE));
                prop_assert_eq!(heap.delete(o, keys[k]).unwrap(), configurable);
                if configurable {
                    m.remove(KEYS[k]);
                }
            }
            Op::DefineHidden(k, v) | Op::DefineReadOnly(k, v) => {
                let hidden = matches!(op, Op::DefineHidden(..));
                let desc = if hidden {
                    PropertyDescriptor {
                        value: Some(Value::from(v)),
                        enumerable: Some(false),
                        ..Default::default()
                    }
                } else {
                    PropertyDescriptor {
                        value: Some(Value::from(v)),
                        writable: Some(false),
                        ..Default::default()
                    }
                };
                let ok = heap.define_property(o, keys[k], desc).is_ok();
                prop_assert_eq!(ok, m.define(KEYS[k], v, hidden));
            }
            Op::Freeze => {
                heap.freeze(o);
                m.integrity(true, true);
            }
            Op::Seal => {
                heap.seal(o);
                m.integrity(true, false);
            }
            Op::PreventExtensions => {
                heap.prevent_extensions(o);
                m.integrity(false, false);
            }
            Op::ProtoNull => {
                let ok = heap.set_prototype_of(o, None).is_ok();
                prop_assert_eq!(ok, m.extensible || m.null_proto);
                if ok {
                    m.null_proto = true;
                }
            }
            Op::Copy => {
                // {...o} then Object.setPrototypeOf(copy, null): a copy of the
                // enumerable own properties, fresh and extensible.
                let copy = heap.spread(Value::Object(o)).unwrap();
                heap.set_prototype_of(copy, None).unwrap();
                let mut c = Model {
                    extensible: true,
                    null_proto: true,
                    ..Default::default()
                };
                for k in m.keys() {
                    let (v, a) = m.get(&k).unwrap();
                    if a.contains(Attrs::ENUMERABLE) {
                        c.put(&k, v, Attrs::DEFAULT);
                    }
                }
                o = copy;
                m = c;
            }
        }
        compare(&heap, o, &m)?;
    }
    Ok(())
}

fn cases() -> u32 {
    std::env::var("SHAPESHIFT_MODEL_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn engine_matches_reference_model(start in start(), ops in proptest::collection::vec(op(), 0..40)) {
        run(Policy::node20(), &start, &ops)?;
        run(Policy::v8_12_2(), &start, &ops)?;
        run(Policy { normalize_prototypes: false, ..Policy::node20() }, &start, &ops)?;
    }
}
