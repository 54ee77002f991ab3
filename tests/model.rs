//! Model-based tests: random operation sequences run on the engine and on a plain
//! reference model (an ordered map with attributes, no shapes at all). After every
//! step both must agree on key order, values, attributes, extensibility and the
//! prototype; the heap's structural invariants must hold. Shapes and modes are the
//! engine's business; semantics must not depend on them.
//!
//! Three layers, each run on every case:
//! - **plain**: the whole sequence on one heap, under every policy;
//! - **snapshot**: the first part of the sequence, then a snapshot of the heap
//!   (written, opened with full validation, restored copy-on-write), a
//!   comparison, and the rest of the sequence on the restored heap, whose
//!   objects and shapes still live in the mapped archive until written;
//! - **clone**: the first part, then a structured clone of the object into
//!   another heap (in-process or canonical encoding, by case), whose model is
//!   the clone's (enumerable own properties, default attributes, extensible,
//!   `Object.prototype`), and the rest of the sequence on the copy.
//!
//! Case count: `SHAPESHIFT_MODEL_CASES` (default 10,000; every case runs all
//! three layers).

use proptest::prelude::*;
use shapeshift::clone::{CloneOptions, Deserializer, Serializer};
use shapeshift::snapshot::{Snapshot, SnapshotBuilder};
use shapeshift::{
    Attrs, Heap, LiteralEntry, ObjectId, Policy, PropertyDescriptor, PropertyKey, PropertySlot,
    Runtime, StoreOrigin, Value,
};
use std::collections::BTreeMap;
use std::sync::Arc;

const KEYS: &[&str] = &[
    "a", "b", "c", "d", "e", "f", "g", "h", "0", "1", "7", "10", "x1", "01",
];

/// The prototypes an object can have. `A` is `{a: 100}`; `B` has a read-only
/// `b`, so `o.b = v` on an object without its own `b` fails (silently for a
/// store, with a `TypeError` in `Object.assign`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Proto {
    Object,
    Null,
    A,
    B,
}

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
    SetProto(Proto),
    /// `Object.assign(o, {k: v, …})`.
    Assign(Vec<(usize, i32)>),
    /// `o = Object.setPrototypeOf({...o}, null)`.
    Copy,
    /// A collection with `o`, `A` and `B` as the only roots besides the heap's
    /// own: what they reach must read the same after it.
    Collect,
}

#[derive(Clone, Debug)]
enum Start {
    Empty,
    Literal(Vec<usize>),
    NullProtoLiteral(Vec<usize>),
    CreateNull,
    CreateFrom(Proto),
}

fn proto() -> impl Strategy<Value = Proto> {
    prop_oneof![
        Just(Proto::Object),
        Just(Proto::Null),
        Just(Proto::A),
        Just(Proto::B)
    ]
}

/// Model values: a number (an `i16`), or, from these offsets on, an object
/// `{a: n}` or a string `"sN"` made when stored, so that collections have
/// references to follow.
const CHILD: i32 = 1_000_000;
const STRING: i32 = 2_000_000;

fn val() -> impl Strategy<Value = i32> {
    prop_oneof![
        6 => any::<i16>().prop_map(i32::from),
        1 => (0..100i32).prop_map(|n| CHILD + n),
        1 => (0..100i32).prop_map(|n| STRING + n),
    ]
}

/// Gives a child value its own serial: each stored object is a new one, so
/// two of them are never the same value (as `Object.defineProperty` compares
/// them), in the model as in the engine.
fn fresh(v: i32) -> i32 {
    use std::sync::atomic::{AtomicI32, Ordering};
    static SERIAL: AtomicI32 = AtomicI32::new(0);
    if (CHILD..STRING).contains(&v) {
        CHILD + SERIAL.fetch_add(1, Ordering::Relaxed) % (STRING - CHILD)
    } else {
        v
    }
}

/// The engine's value for model value `v` (a new object or string when flagged).
fn make_value(e: &mut Engine, v: i32) -> Value {
    if v >= STRING {
        e.heap.string(&format!("s{}", v - STRING))
    } else if v >= CHILD {
        let child = e.heap.new_object();
        e.heap
            .set(child, e.keys[0], Value::from(v - CHILD), StoreOrigin::Named)
            .unwrap();
        Value::Object(child)
    } else {
        Value::from(v)
    }
}

/// The model value an engine value reads as (see [`make_value`]).
fn read_value(e: &Engine, v: Value) -> Option<i32> {
    match v {
        Value::Number(n) => Some(n as i32),
        Value::Object(c) => match e.heap.get_own_property(c, e.keys[0])?.slot {
            PropertySlot::Data(Value::Number(n)) => Some(CHILD + n as i32),
            _ => None,
        },
        Value::String(s) => Some(STRING + e.heap.str(s)?.strip_prefix('s')?.parse::<i32>().ok()?),
        _ => None,
    }
}

fn op() -> impl Strategy<Value = Op> {
    let k = 0..KEYS.len();
    prop_oneof![
        6 => (k.clone(), val()).prop_map(|(k, v)| Op::Named(k, v)),
        4 => (k.clone(), val()).prop_map(|(k, v)| Op::Keyed(k, v)),
        3 => k.clone().prop_map(Op::Delete),
        1 => (k.clone(), val()).prop_map(|(k, v)| Op::DefineHidden(k, v)),
        1 => (k.clone(), val()).prop_map(|(k, v)| Op::DefineReadOnly(k, v)),
        1 => Just(Op::Freeze),
        1 => Just(Op::Seal),
        1 => Just(Op::PreventExtensions),
        2 => proto().prop_map(Op::SetProto),
        2 => proptest::collection::vec((k, val()), 0..4)
            .prop_map(Op::Assign),
        2 => Just(Op::Copy),
        2 => Just(Op::Collect),
    ]
}

fn start() -> impl Strategy<Value = Start> {
    let keys = proptest::collection::vec(0..KEYS.len(), 0..6);
    prop_oneof![
        Just(Start::Empty),
        keys.clone().prop_map(Start::Literal),
        keys.prop_map(Start::NullProtoLiteral),
        Just(Start::CreateNull),
        proto().prop_map(Start::CreateFrom),
    ]
}

/// The reference model: one object as an insertion-ordered list of string keys, a
/// sorted map of index keys, attributes, extensibility and the prototype.
#[derive(Clone, Debug, PartialEq)]
struct Model {
    strings: Vec<(String, i32, Attrs)>,
    indices: BTreeMap<u32, (i32, Attrs)>,
    extensible: bool,
    proto: Proto,
}

fn index_of(key: &str) -> Option<u32> {
    shapeshift::atoms::parse_array_index(key)
}

impl Model {
    fn new(proto: Proto) -> Model {
        Model {
            strings: Vec::new(),
            indices: BTreeMap::new(),
            extensible: true,
            proto,
        }
    }
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
    /// `[[Set]]`: whether it succeeded (a sloppy-mode store ignores failure).
    fn set(&mut self, key: &str, v: i32) -> bool {
        match self.get(key) {
            Some((_, a)) if a.contains(Attrs::WRITABLE) => {
                self.put(key, v, a);
                true
            }
            Some(_) => false,
            // An inherited read-only property blocks the store.
            None if self.proto == Proto::B && key == "b" => false,
            None if self.extensible => {
                self.put(key, v, Attrs::DEFAULT);
                true
            }
            None => false,
        }
    }
    /// `Object.defineProperty(o, key, {value: v, enumerable: false})` (hidden) or
    /// `{value: v, writable: false}` (read-only): false when the spec throws.
    fn define(&mut self, key: &str, v: i32, hidden: bool) -> bool {
        match self.get(key) {
            None => {
                if !self.extensible {
                    return false;
                }
                self.put(key, v, Attrs::empty());
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
    /// A fresh object with this one's enumerable own properties, in order, with
    /// default attributes (what `{...o}` and `structuredClone(o)` both make,
    /// before the prototype).
    fn enumerable_copy(&self, proto: Proto) -> Model {
        let mut c = Model::new(proto);
        for k in self.keys() {
            if let Some((v, a)) = self.get(&k)
                && a.contains(Attrs::ENUMERABLE)
            {
                c.put(&k, v, Attrs::DEFAULT);
            }
        }
        c
    }
}

/// One heap under test and the object the sequence works on.
struct Engine {
    heap: Heap,
    keys: Vec<PropertyKey>,
    /// The object of each [`Proto`] (`None` for `Null`).
    protos: [Option<ObjectId>; 4],
    o: ObjectId,
}

impl Engine {
    /// A heap with the prototypes `A` and `B`.
    fn new(policy: Policy, runtime: &Arc<Runtime>) -> Engine {
        let mut heap = Heap::with_runtime(policy, runtime.clone());
        let keys: Vec<PropertyKey> = KEYS.iter().map(|k| heap.key(k)).collect();
        let object = heap.intrinsics().object_prototype;
        let a = heap.new_object();
        heap.set(a, keys[0], Value::from(100), StoreOrigin::Named)
            .unwrap();
        let b = heap.new_object();
        heap.define_property(
            b,
            keys[1],
            PropertyDescriptor::data(Value::from(200), Attrs::ENUMERABLE | Attrs::CONFIGURABLE),
        )
        .unwrap();
        let o = heap.new_object();
        Engine {
            heap,
            keys,
            protos: [Some(object), None, Some(a), Some(b)],
            o,
        }
    }

    fn proto(&self, p: Proto) -> Option<ObjectId> {
        self.protos[p as usize]
    }
}

fn compare(e: &Engine, m: &Model) -> Result<(), TestCaseError> {
    let (heap, o) = (&e.heap, e.o);
    heap.verify()
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    let keys: Vec<String> = heap
        .own_keys(o)
        .expect("an ID this heap handed out")
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
        let PropertySlot::Data(value) = p.slot else {
            return Err(TestCaseError::fail(format!("{k} is an accessor")));
        };
        prop_assert_eq!(read_value(e, value), Some(v), "value of {}", k);
        prop_assert_eq!(p.attrs, a, "attributes of {}", k);
    }
    prop_assert_eq!(heap.is_extensible(o) == Some(true), m.extensible);
    prop_assert_eq!(
        heap.get_prototype_of(o)
            .expect("an ID this heap handed out"),
        e.proto(m.proto)
    );
    Ok(())
}

fn begin(e: &mut Engine, start: &Start) -> Model {
    let literal = |e: &mut Engine, ks: &[usize], null: bool| {
        let mut m = Model::new(if null { Proto::Null } else { Proto::Object });
        let mut entries = Vec::new();
        if null {
            entries.push(LiteralEntry::NullProto);
        }
        for (n, &k) in ks.iter().enumerate() {
            entries.push(LiteralEntry::Property {
                key: e.keys[k],
                value: Value::from(n as i32),
                computed: false,
            });
            m.put(KEYS[k], n as i32, Attrs::DEFAULT);
        }
        e.o = e.heap.object_literal(&entries).unwrap();
        m
    };
    match start {
        Start::Empty => {
            e.o = e.heap.new_object();
            Model::new(Proto::Object)
        }
        Start::Literal(ks) => literal(e, ks, false),
        Start::NullProtoLiteral(ks) => literal(e, ks, true),
        Start::CreateNull => {
            e.o = e
                .heap
                .object_create(None)
                .expect("a prototype of this heap");
            Model::new(Proto::Null)
        }
        Start::CreateFrom(p) => {
            e.o = e
                .heap
                .object_create(e.proto(*p))
                .expect("a prototype of this heap");
            Model::new(*p)
        }
    }
}

fn apply(e: &mut Engine, m: &mut Model, op: &Op) -> Result<(), TestCaseError> {
    let o = e.o;
    match op {
        &Op::Named(k, v) | &Op::Keyed(k, v) => {
            let v = fresh(v);
            let origin = if matches!(op, Op::Named(..)) {
                StoreOrigin::Named
            } else {
                StoreOrigin::Keyed
            };
            let value = make_value(e, v);
            let stored = e.heap.set(o, e.keys[k], value, origin).unwrap();
            prop_assert_eq!(stored, m.set(KEYS[k], v), "store of {}", KEYS[k]);
        }
        &Op::Delete(k) => {
            let configurable = m
                .get(KEYS[k])
                .is_none_or(|(_, a)| a.contains(Attrs::CONFIGURABLE));
            prop_assert_eq!(e.heap.delete(o, e.keys[k]).unwrap(), configurable);
            if configurable {
                m.remove(KEYS[k]);
            }
        }
        &Op::DefineHidden(k, v) | &Op::DefineReadOnly(k, v) => {
            let v = fresh(v);
            let hidden = matches!(op, Op::DefineHidden(..));
            let value = make_value(e, v);
            let desc = if hidden {
                PropertyDescriptor {
                    value: Some(value),
                    enumerable: Some(false),
                    ..Default::default()
                }
            } else {
                PropertyDescriptor {
                    value: Some(value),
                    writable: Some(false),
                    ..Default::default()
                }
            };
            let ok = e.heap.define_property(o, e.keys[k], desc).is_ok();
            prop_assert_eq!(ok, m.define(KEYS[k], v, hidden));
        }
        Op::Freeze => {
            e.heap.freeze(o).expect("an object of this heap");
            m.integrity(true, true);
        }
        Op::Seal => {
            e.heap.seal(o).expect("an object of this heap");
            m.integrity(true, false);
        }
        Op::PreventExtensions => {
            e.heap
                .prevent_extensions(o)
                .expect("an object of this heap");
            m.integrity(false, false);
        }
        &Op::SetProto(p) => {
            let ok = e.heap.set_prototype_of(o, e.proto(p)).is_ok();
            prop_assert_eq!(ok, m.extensible || m.proto == p);
            if ok {
                m.proto = p;
            }
        }
        Op::Assign(props) => {
            // The source literal and its model (keys in property order).
            let mut source = Model::new(Proto::Object);
            let mut entries: Vec<LiteralEntry> = Vec::new();
            for &(k, v) in props {
                let v = fresh(v);
                source.put(KEYS[k], v, Attrs::DEFAULT);
                entries.push(LiteralEntry::Property {
                    key: e.keys[k],
                    value: make_value(e, v),
                    computed: false,
                });
            }
            let s = e.heap.object_literal(&entries).unwrap();
            let ok = e.heap.assign(o, &[Value::Object(s)]).is_ok();
            let mut model_ok = true;
            for k in source.keys() {
                let (v, _) = source.get(&k).expect("listed");
                if !m.set(&k, v) {
                    model_ok = false;
                    break;
                }
            }
            prop_assert_eq!(ok, model_ok, "Object.assign of {:?}", source.keys());
        }
        Op::Collect => {
            let roots: Vec<Value> = std::iter::once(o)
                .chain(e.protos.iter().flatten().copied())
                .map(Value::Object)
                .collect();
            let shown = |heap: &Heap| -> Vec<String> {
                roots.iter().map(|&r| heap.display(r).to_string()).collect()
            };
            let before = shown(&e.heap);
            let stats = e.heap.collect_with(&roots);
            prop_assert_eq!(shown(&e.heap), before, "after collecting {:?}", stats);
            for &r in &roots {
                if let Value::Object(r) = r {
                    prop_assert!(e.heap.contains(r), "{} survives", r);
                }
            }
            // Everything the model does not reach is garbage: a second
            // collection finds nothing more.
            prop_assert_eq!(e.heap.collect_with(&roots).freed_objects, 0);
        }
        Op::Copy => {
            // {...o} then Object.setPrototypeOf(copy, null).
            let copy = e.heap.spread(Value::Object(o)).unwrap();
            e.heap.set_prototype_of(copy, None).unwrap();
            e.o = copy;
            *m = m.enumerable_copy(Proto::Null);
        }
    }
    Ok(())
}

/// Where the sequence crosses into another heap.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Layer {
    Plain,
    Snapshot,
    Clone,
}

/// Writes a snapshot of `e`'s heap, opens it with full validation and
/// restores it: the returned engine's objects still live in the archive.
fn through_snapshot(e: &Engine, runtime: &Arc<Runtime>) -> Result<Engine, TestCaseError> {
    let [_, _, a, b] = e.protos;
    let builder = SnapshotBuilder::new(&e.heap)
        .root("o", Value::Object(e.o))
        .root("a", a.map_or(Value::Null, Value::Object))
        .root("b", b.map_or(Value::Null, Value::Object));
    let (header, payload) = builder
        .to_bytes()
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    let dir = tempfile::tempdir().map_err(|e| TestCaseError::fail(e.to_string()))?;
    let path = dir.path().join("model.snap");
    let mut file = header.encode().to_vec();
    file.extend_from_slice(&payload);
    std::fs::write(&path, &file).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let snapshot =
        Arc::new(Snapshot::open(&path, runtime).map_err(|e| TestCaseError::fail(e.to_string()))?);
    let heap = Heap::restore(snapshot.clone(), runtime.clone())
        .expect("the runtime the snapshot was built with");
    let root = |name: &str| match snapshot.root(name) {
        Some(Value::Object(o)) => Some(o),
        _ => None,
    };
    let o = root("o").ok_or_else(|| TestCaseError::fail("root o"))?;
    Ok(Engine {
        protos: [e.protos[0], None, root("a"), root("b")],
        keys: e.keys.clone(),
        heap,
        o,
    })
}

/// Structured-clones `e.o` into a fresh heap with its own `A` and `B`.
fn through_clone(
    e: &mut Engine,
    policy: Policy,
    runtime: &Arc<Runtime>,
    canonical: bool,
) -> Result<Engine, TestCaseError> {
    let options = if canonical {
        CloneOptions::canonical()
    } else {
        CloneOptions::default()
    };
    let bytes = Serializer::new(options)
        .serialize(&mut e.heap, Value::Object(e.o))
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut target = Engine::new(policy, runtime);
    match Deserializer::new().deserialize(&mut target.heap, &bytes) {
        Ok(Value::Object(copy)) => target.o = copy,
        other => return Err(TestCaseError::fail(format!("clone read {other:?}"))),
    }
    Ok(target)
}

fn run(
    policy: Policy,
    layer: Layer,
    start: &Start,
    ops: &[Op],
    split: usize,
) -> Result<(), TestCaseError> {
    let runtime = Arc::new(Runtime::new());
    let mut e = Engine::new(policy, &runtime);
    let mut m = begin(&mut e, start);
    compare(&e, &m)?;
    let split = split.min(ops.len());
    for i in 0..=ops.len() {
        if i == split {
            match layer {
                Layer::Plain => {}
                Layer::Snapshot => {
                    e = through_snapshot(&e, &runtime)?;
                    compare(&e, &m)?;
                }
                Layer::Clone => {
                    e = through_clone(&mut e, policy, &runtime, split % 2 == 1)?;
                    m = m.enumerable_copy(Proto::Object);
                    compare(&e, &m)?;
                }
            }
        }
        if let Some(op) = ops.get(i) {
            apply(&mut e, &mut m, op)?;
            compare(&e, &m)?;
        }
    }
    Ok(())
}

fn cases() -> u32 {
    std::env::var("SHAPESHIFT_MODEL_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn engine_matches_reference_model(
        start in start(),
        ops in proptest::collection::vec(op(), 0..40),
        split in 0..40usize,
    ) {
        run(Policy::node20(), Layer::Plain, &start, &ops, split)?;
        run(Policy::v8_12_2(), Layer::Plain, &start, &ops, split)?;
        run(Policy { normalize_prototypes: false, ..Policy::node20() }, Layer::Plain, &start, &ops, split)?;
        run(Policy::node20(), Layer::Snapshot, &start, &ops, split)?;
        run(Policy::node20(), Layer::Clone, &start, &ops, split)?;
    }
}
