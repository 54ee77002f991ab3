//! Structured clone between heaps: values, identity, shapes, both encodings,
//! golden dumps, the fast path, snapshot shape IDs, hostile bytes, and ports.

use proptest::prelude::*;
use shapeshift::clone::{
    self, CloneError, CloneOptions, Deserializer, Encoding, MAX_CLONE_DEPTH, Serializer,
};
use shapeshift::port::MessagePort;
use shapeshift::snapshot::{Snapshot, SnapshotBuilder};
use shapeshift::{
    Attrs, Heap, ObjectId, Policy, PropertyDescriptor, PropertyKey, Runtime, StoreOrigin, Value,
};
use shapeshift_cli::payloads;
use std::collections::HashMap;
use std::sync::Arc;

#[macro_use]
mod support;

/// The format version byte, which every hand-made message starts with.
const V: u8 = shapeshift::clone::wire::FORMAT_VERSION;

const IN_PROCESS: CloneOptions = CloneOptions {
    encoding: Encoding::InProcess,
    fast_path: true,
    peer_snapshot: None,
    session: false,
};
const SESSION: CloneOptions = CloneOptions {
    session: true,
    ..IN_PROCESS
};
const GENERIC: CloneOptions = CloneOptions {
    encoding: Encoding::InProcess,
    fast_path: false,
    peer_snapshot: None,
    session: false,
};
const CANONICAL: CloneOptions = CloneOptions {
    encoding: Encoding::Canonical,
    fast_path: true,
    peer_snapshot: None,
    session: false,
};

/// A structural rendering of the graph under `v`, as JavaScript sees it through
/// own enumerable string keys: objects numbered in pre-order, a second visit
/// printed as a reference, arrays with their length and holes.
fn render(heap: &mut Heap, v: Value) -> String {
    let mut seen = HashMap::new();
    let mut out = String::new();
    render_into(heap, v, &mut seen, &mut out);
    out
}

fn render_into(heap: &mut Heap, v: Value, seen: &mut HashMap<ObjectId, usize>, out: &mut String) {
    let o = match v {
        Value::Object(o) => o,
        Value::String(s) => {
            out.push_str(&format!(
                "{:?}",
                heap.str(s).expect("an ID this heap handed out")
            ));
            return;
        }
        Value::Number(n) if n == 0.0 && n.is_sign_negative() => {
            out.push_str("-0");
            return;
        }
        other => {
            out.push_str(&format!("{other:?}"));
            return;
        }
    };
    if let Some(n) = seen.get(&o) {
        out.push_str(&format!("#{n}"));
        return;
    }
    let n = seen.len();
    seen.insert(o, n);
    let array = heap.kind_of(o).expect("an ID this heap handed out")
        == shapeshift::shape::ObjectKind::Array;
    if array {
        let len = heap
            .object(o)
            .expect("an ID this heap handed out")
            .elements()
            .length();
        out.push_str(&format!("#{n}[len {len}:"));
    } else {
        out.push_str(&format!("#{n}{{"));
    }
    for key in heap.keys(o).expect("an ID this heap handed out") {
        let value = heap.get(o, key).expect("a getter of the test graph");
        out.push_str(&format!(" {}: ", heap.atoms().display(key)));
        render_into(heap, value, seen, out);
    }
    out.push_str(if array { " ]" } else { " }" });
}

/// Checks every ordinary object of the clone under `v`: its shape is the one
/// `{}` plus its keys as named stores has (what V8's deserializer gives).
fn check_clone_shapes(heap: &mut Heap, v: Value) {
    let mut stack = vec![v];
    let mut seen = std::collections::HashSet::new();
    while let Some(v) = stack.pop() {
        let Value::Object(o) = v else { continue };
        if !seen.insert(o) {
            continue;
        }
        let keys = heap.keys(o).expect("an ID this heap handed out");
        for &k in &keys {
            let child = heap.get(o, k).expect("get");
            stack.push(child);
        }
        let probe = match heap.kind_of(o).expect("an ID this heap handed out") {
            shapeshift::shape::ObjectKind::Ordinary => heap.new_object(),
            // An array's named properties are adds to the array map, of the
            // kind V8's deserializer gives every array: `HOLEY_ELEMENTS` (an
            // object element, then a hole, then an empty array again).
            shapeshift::shape::ObjectKind::Array => {
                let probe = heap.new_array(&[]).expect("values of this heap");
                let text = heap.string("x");
                heap.set(probe, PropertyKey::Index(0), text, StoreOrigin::Keyed)
                    .expect("set");
                heap.delete(probe, PropertyKey::Index(0)).expect("delete");
                let length = heap.key("length");
                heap.set(probe, length, Value::from(0), StoreOrigin::Named)
                    .expect("set");
                assert_eq!(
                    heap.elements_kind(probe)
                        .expect("an ID this heap handed out"),
                    shapeshift::ElementsKind::Holey
                );
                probe
            }
            _ => continue,
        };
        for &k in &keys {
            heap.set(probe, k, Value::Undefined, StoreOrigin::Named)
                .expect("set");
        }
        assert_eq!(
            heap.same_shape(o, probe),
            Some(true),
            "a clone's shape differs from {{}} + its keys: {}",
            render(heap, Value::Object(o))
        );
        let expected_proto = match heap.kind_of(o).expect("an ID this heap handed out") {
            shapeshift::shape::ObjectKind::Array => heap.intrinsics().array_prototype,
            _ => heap.intrinsics().object_prototype,
        };
        assert_eq!(
            heap.get_prototype_of(o)
                .expect("an ID this heap handed out"),
            Some(expected_proto)
        );
    }
}

/// Property `name` of `o` (a key the heap has interned already; `undefined`
/// if it has not).
fn named(heap: &mut Heap, o: ObjectId, name: &str) -> Value {
    match heap.atoms().lookup(name) {
        Some(atom) => heap.get(o, PropertyKey::String(atom)).expect("get"),
        None => Value::Undefined,
    }
}

fn roundtrip(source: &mut Heap, v: Value, options: CloneOptions) -> (Heap, Value, Vec<u8>) {
    let bytes = clone::serialize(source, v, options).expect("serializes");
    let mut target = Heap::new();
    let copy = clone::deserialize(&mut target, &bytes).expect("deserializes");
    (target, copy, bytes)
}

#[test]
fn the_payloads_round_trip_in_both_encodings_with_and_without_the_fast_path() {
    for name in payloads::PAYLOADS {
        let mut source = Heap::new();
        let root = Value::Object(payloads::build(&mut source, name).expect("a payload"));
        let expected = render(&mut source, root);
        for options in [IN_PROCESS, GENERIC, CANONICAL] {
            let (mut target, copy, _) = roundtrip(&mut source, root, options);
            assert_eq!(
                render(&mut target, copy),
                expected,
                "{name} with {options:?}"
            );
            check_clone_shapes(&mut target, copy);
        }
    }
}

#[test]
fn golden_dumps_of_the_canonical_encoding() {
    for name in payloads::PAYLOADS {
        let mut heap = Heap::new();
        let root = Value::Object(payloads::build(&mut heap, name).expect("a payload"));
        let bytes = clone::serialize(&mut heap, root, CANONICAL).expect("serializes");
        let dump = clone::dump(&bytes, None).expect("dumps");
        snapshot!(format!("clone_canonical_{name}"), dump);
    }
}

#[test]
fn golden_dump_of_the_in_process_encoding_pools_each_string_once() {
    let mut heap = Heap::new();
    let root = Value::Object(payloads::build(&mut heap, "leaves24").expect("a payload"));
    let bytes = clone::serialize(&mut heap, root, IN_PROCESS).expect("serializes");
    let dump = clone::dump(&bytes, None).expect("dumps");
    // Four distinct leaves: four string definitions, 20 pool references.
    assert_eq!(dump.matches("string \"").count(), 4);
    assert_eq!(dump.matches("pooled string #").count(), 20);
    snapshot!("clone_in_process_leaves24", dump);
}

/// The first two messages of a session: the first defines the shape and the
/// strings, the second names them by slot.
#[test]
fn golden_dump_of_a_session() {
    for name in ["flat16", "session_entry"] {
        let mut heap = Heap::new();
        let root = Value::Object(payloads::build(&mut heap, name).expect("a payload"));
        let mut writer = Serializer::new(SESSION);
        let first = writer.serialize(&mut heap, root).expect("serializes");
        let second = writer.serialize(&mut heap, root).expect("serializes");
        assert!(
            second.len() < first.len(),
            "{name}: the second message is shorter"
        );
        let dump = clone::dump_messages(&[&first, &second], None).expect("dumps");
        // Read apart from the first, the second message names slots this
        // reader never saw defined.
        let err = clone::dump(&second, None).unwrap_err();
        assert!(matches!(err, CloneError::Session { .. }), "{name}: {err}");
        // The session's identity differs from run to run: the golden file
        // shows where it is, not its bytes.
        let dump: String = dump
            .lines()
            .map(|line| match line.find("  session 0x") {
                Some(at) if line.starts_with("0003") => {
                    let message = line[at..].split(", ").nth(1).unwrap_or_default();
                    format!("0003  (8 identity bytes)         session (identity), {message}\n")
                }
                _ => format!("{line}\n"),
            })
            .collect();
        snapshot!(format!("clone_session_{name}"), dump);
    }
}

#[test]
fn canonical_bytes_are_stable_across_heaps_and_build_orders() {
    let mut a = Heap::new();
    let ra = Value::Object(payloads::build(&mut a, "session_entry").expect("a payload"));
    let mut b = Heap::new();
    // Other shapes and strings first, so that every ID differs.
    for name in ["leaves24", "flat16", "empty"] {
        payloads::build(&mut b, name);
    }
    let rb = Value::Object(payloads::build(&mut b, "session_entry").expect("a payload"));
    let ba = clone::serialize(&mut a, ra, CANONICAL).expect("serializes");
    let bb = clone::serialize(&mut b, rb, CANONICAL).expect("serializes");
    assert_eq!(ba, bb);
    // And a clone of the clone writes the same bytes again.
    let (mut t, copy, _) = roundtrip(&mut a, ra, CANONICAL);
    assert_eq!(
        clone::serialize(&mut t, copy, CANONICAL).expect("serializes"),
        ba
    );
}

#[test]
fn flat_objects_take_the_fast_path_and_share_one_shape_entry_per_shape() {
    let mut heap = Heap::new();
    let a = payloads::build(&mut heap, "flat16").expect("a payload");
    let b = payloads::build(&mut heap, "flat16").expect("a payload");
    let arr = heap
        .new_array(&[Value::Object(a), Value::Object(b), Value::Object(a)])
        .expect("values of this heap");
    let bytes = clone::serialize(&mut heap, Value::Object(arr), IN_PROCESS).expect("serializes");
    let dump = clone::dump(&bytes, None).expect("dumps");
    assert_eq!(dump.matches("flat, new shape entry").count(), 1, "{dump}");
    assert_eq!(dump.matches("flat, shape entry #0").count(), 1, "{dump}");
    assert_eq!(dump.matches("reference to object #1").count(), 1, "{dump}");
    // Off, the same objects are written generically.
    let bytes = clone::serialize(&mut heap, Value::Object(arr), GENERIC).expect("serializes");
    assert!(!clone::dump(&bytes, None).expect("dumps").contains("flat"));
}

#[test]
fn what_is_not_flat_takes_the_generic_path() {
    let mut heap = Heap::new();
    let x = heap.key("x");
    let y = heap.key("y");
    let one = Value::from(1);
    // Frozen (not writable), with elements, holding an object, with a
    // non-enumerable property, with a prototype other than Object.prototype.
    let frozen = payloads::object(&mut heap, &[("x", payloads::Field::Number(1.0))]);
    heap.freeze(frozen).expect("an object of this heap");
    let elements = payloads::object(&mut heap, &[("x", payloads::Field::Number(1.0))]);
    heap.set(elements, PropertyKey::Index(0), one, StoreOrigin::Keyed)
        .expect("set");
    let inner = heap.new_object();
    let nested = payloads::object(
        &mut heap,
        &[("x", payloads::Field::Value(Value::Object(inner)))],
    );
    let hidden = payloads::object(&mut heap, &[("x", payloads::Field::Number(1.0))]);
    heap.define_property(hidden, y, PropertyDescriptor::data(one, Attrs::WRITABLE))
        .expect("define");
    let proto = heap.new_object();
    let derived = heap
        .object_create(Some(proto))
        .expect("a prototype of this heap");
    heap.set(derived, x, one, StoreOrigin::Named).expect("set");
    for o in [frozen, elements, hidden, derived] {
        let bytes = clone::serialize(&mut heap, Value::Object(o), IN_PROCESS).expect("serializes");
        let dump = clone::dump(&bytes, None).expect("dumps");
        assert!(
            dump.contains("object #0\n") || dump.contains("object #0 "),
            "{dump}"
        );
        assert!(
            !dump.lines().nth(3).unwrap_or("").contains("flat"),
            "{dump}"
        );
        let (mut t, copy, _) = roundtrip(&mut heap, Value::Object(o), IN_PROCESS);
        assert_eq!(render(&mut t, copy), render(&mut heap, Value::Object(o)));
        check_clone_shapes(&mut t, copy);
    }
    // An object of a flat shape holding an object is a value block whose
    // nested word is followed by the object (in-process only); the canonical
    // encoding writes it generically.
    let bytes = clone::serialize(&mut heap, Value::Object(nested), IN_PROCESS).expect("serializes");
    let dump = clone::dump(&bytes, None).expect("dumps");
    assert!(dump.contains("object, after the block"), "{dump}");
    assert!(dump.contains("object #1"), "{dump}");
    let (mut t, copy, _) = roundtrip(&mut heap, Value::Object(nested), IN_PROCESS);
    assert_eq!(
        render(&mut t, copy),
        render(&mut heap, Value::Object(nested))
    );
    check_clone_shapes(&mut t, copy);
    let bytes = clone::serialize(&mut heap, Value::Object(nested), CANONICAL).expect("serializes");
    let dump = clone::dump(&bytes, None).expect("dumps");
    assert!(!dump.contains("after the block"), "{dump}");
    // A null-prototype object in fast mode is flat; its copy has Object.prototype.
    let np = payloads::object(&mut heap, &[("x", payloads::Field::Number(1.0))]);
    heap.set_prototype_of(np, None).expect("setPrototypeOf");
    assert_eq!(heap.has_fast_properties(np), Some(true));
    let bytes = clone::serialize(&mut heap, Value::Object(np), IN_PROCESS).expect("serializes");
    assert!(clone::dump(&bytes, None).expect("dumps").contains("flat"));
}

#[test]
fn identity_and_cycles_survive() {
    let mut heap = Heap::new();
    let a = heap.new_object();
    let b = heap.new_array(&[]).expect("values of this heap");
    let (self_key, b_key, again) = (heap.key("self"), heap.key("b"), heap.key("again"));
    heap.set(a, self_key, Value::Object(a), StoreOrigin::Named)
        .expect("set");
    heap.set(a, b_key, Value::Object(b), StoreOrigin::Named)
        .expect("set");
    heap.set(
        b,
        PropertyKey::Index(0),
        Value::Object(a),
        StoreOrigin::Keyed,
    )
    .expect("set");
    heap.set(a, again, Value::Object(b), StoreOrigin::Named)
        .expect("set");
    for options in [IN_PROCESS, CANONICAL] {
        let (mut t, copy, _) = roundtrip(&mut heap, Value::Object(a), options);
        let c = copy.as_object().expect("an object");
        let cself = named(&mut t, c, "self");
        assert_eq!(cself, copy);
        let cb = named(&mut t, c, "b");
        let cagain = named(&mut t, c, "again");
        assert_eq!(cb, cagain);
        let back = t
            .get(cb.as_object().expect("array"), PropertyKey::Index(0))
            .expect("get");
        assert_eq!(back, copy);
    }
}

#[test]
fn arrays_keep_holes_length_sparse_elements_and_named_properties() {
    let mut heap = Heap::new();
    let a = heap
        .new_array(&[Value::from(1)])
        .expect("values of this heap");
    heap.set(a, PropertyKey::Index(2), Value::from(3), StoreOrigin::Keyed)
        .expect("set");
    let name = heap.key("name");
    let s = heap.string("extra");
    heap.set(a, name, s, StoreOrigin::Named).expect("set");
    let sparse = heap.new_array(&[]).expect("values of this heap");
    heap.set(
        sparse,
        PropertyKey::Index(100_000),
        Value::from(7),
        StoreOrigin::Keyed,
    )
    .expect("set");
    heap.set(
        sparse,
        PropertyKey::Index(5),
        Value::Null,
        StoreOrigin::Keyed,
    )
    .expect("set");
    let both = heap
        .new_array(&[Value::Object(a), Value::Object(sparse)])
        .expect("values of this heap");
    for options in [IN_PROCESS, CANONICAL] {
        let (mut t, copy, bytes) = roundtrip(&mut heap, Value::Object(both), options);
        assert_eq!(render(&mut t, copy), render(&mut heap, Value::Object(both)));
        let dump = clone::dump(&bytes, None).expect("dumps");
        assert!(dump.contains("dense array, length 3"), "{dump}");
        assert!(dump.contains("hole"), "{dump}");
        assert!(dump.contains("sparse array, length 100001"), "{dump}");
    }
}

#[test]
fn functions_and_natives_cannot_be_cloned() {
    let mut heap = Heap::new();
    let f = heap.new_function(false);
    let holder = payloads::object(
        &mut heap,
        &[("fn", payloads::Field::Value(Value::Object(f)))],
    );
    for options in [IN_PROCESS, GENERIC, CANONICAL] {
        let err = clone::serialize(&mut heap, Value::Object(holder), options).unwrap_err();
        assert_eq!(err, CloneError::DataClone(Value::Object(f)));
        assert!(err.to_string().starts_with("DataCloneError: "), "{err}");
    }
    let native = Value::Native(shapeshift::NativeId(0));
    let err = clone::serialize(&mut heap, native, IN_PROCESS).unwrap_err();
    assert_eq!(err, CloneError::DataClone(native));
    // A failed write leaves the caller's buffer as it was.
    let mut out = vec![1, 2, 3];
    let mut ser = Serializer::new(IN_PROCESS);
    assert!(
        ser.serialize_into(&mut heap, Value::Object(holder), &mut out)
            .is_err()
    );
    assert_eq!(out, [1, 2, 3]);
}

/// A flat object's fields that cannot be cloned fail in field order, in
/// every encoding: the fast path writes object fields as nested words and
/// meets a function, a native or a symbol at its turn, as the generic path
/// does, and a failed session message leaves the next one whole.
#[test]
fn uncloneable_fields_of_a_flat_object_fail_in_field_order() {
    let mut heap = Heap::new();
    let f = Value::Object(heap.new_function(false));
    let native = Value::Native(shapeshift::NativeId(0));
    let symbol = Value::Symbol(heap.new_symbol(shapeshift::SymbolEntry {
        description: Some("s".into()),
        private: false,
    }));
    for (first, second) in [(native, f), (f, symbol), (symbol, native)] {
        let nested = payloads::object(&mut heap, &[("x", payloads::Field::Number(1.0))]);
        let holder = payloads::object(
            &mut heap,
            &[
                ("name", payloads::Field::Str("alice")),
                ("nested", payloads::Field::Value(Value::Object(nested))),
                ("first", payloads::Field::Value(first)),
                ("second", payloads::Field::Value(second)),
            ],
        );
        for options in [IN_PROCESS, SESSION, GENERIC, CANONICAL] {
            let mut writer = Serializer::new(options);
            let mut out = vec![7];
            assert_eq!(
                writer.serialize_into(&mut heap, Value::Object(holder), &mut out),
                Err(CloneError::DataClone(first)),
                "{options:?}"
            );
            assert_eq!(out, [7], "{options:?}");
            // The writer goes on: its next message reads.
            let flat = payloads::object(&mut heap, &[("name", payloads::Field::Str("alice"))]);
            let bytes = writer
                .serialize(&mut heap, Value::Object(flat))
                .expect("serializes");
            let mut target = Heap::new();
            let copy = Deserializer::new()
                .deserialize(&mut target, &bytes)
                .expect("reads");
            assert_eq!(
                render(&mut target, copy),
                render(&mut heap, Value::Object(flat))
            );
        }
    }
}

#[test]
fn lazy_properties_are_read_and_their_modules_load() {
    let mut rt = Runtime::new();
    let m = rt
        .modules
        .register("answers", |heap| {
            let o = heap.new_object();
            let k = heap.key("value");
            heap.set(o, k, Value::from(42), StoreOrigin::Named)?;
            Ok(Value::Object(o))
        })
        .expect("registers");
    let mut heap = Heap::with_runtime(Policy::node20(), Arc::new(rt));
    let holder = heap.new_object();
    heap.define_lazy_properties(holder, m, &["value"], true)
        .expect("defines");
    assert_eq!(
        heap.module_state(m).expect("an ID this heap handed out"),
        shapeshift::ModuleState::Unloaded
    );
    let (mut t, copy, _) = roundtrip(&mut heap, Value::Object(holder), IN_PROCESS);
    assert!(matches!(
        heap.module_state(m).expect("an ID this heap handed out"),
        shapeshift::ModuleState::Loaded(_)
    ));
    assert_eq!(render(&mut t, copy), "#0{ value: Number(42.0) }");
}

#[test]
fn nesting_past_the_limit_is_an_error_not_a_stack_overflow() {
    // 100,000 levels of {c: {c: …}}: the writer refuses it.
    let mut heap = Heap::new();
    let c = heap.key("c");
    let root = heap.new_object();
    let mut at = root;
    for _ in 0..100_000 {
        let next = heap.new_object();
        heap.set(at, c, Value::Object(next), StoreOrigin::Named)
            .expect("set");
        at = next;
    }
    for options in [IN_PROCESS, CANONICAL] {
        let err = clone::serialize(&mut heap, Value::Object(root), options).unwrap_err();
        assert!(matches!(err, CloneError::TooDeep { .. }), "{err}");
    }
    let js: shapeshift::JsError = clone::serialize(&mut heap, Value::Object(root), IN_PROCESS)
        .unwrap_err()
        .into();
    assert_eq!(
        js.to_string(),
        "RangeError: Maximum call stack size exceeded"
    );
    // A hand-made message 100,000 levels deep: the reader refuses it.
    let mut bytes = vec![V, 2];
    for _ in 0..100_000 {
        bytes.extend_from_slice(b"oS\x01c");
    }
    bytes.push(b'_');
    for _ in 0..100_000 {
        bytes.extend_from_slice(b"{\x01");
    }
    let err = clone::deserialize(&mut Heap::new(), &bytes).unwrap_err();
    assert!(matches!(err, CloneError::TooDeep { .. }), "{err}");
    // Node clones 1,960 levels; so do we.
    let mut heap = Heap::new();
    let c = heap.key("c");
    let root = heap.new_object();
    let mut at = root;
    for _ in 0..1_960 {
        let next = heap.new_object();
        heap.set(at, c, Value::Object(next), StoreOrigin::Named)
            .expect("set");
        at = next;
    }
    let (mut t, copy, _) = roundtrip(&mut heap, Value::Object(root), IN_PROCESS);
    let mut depth = 0;
    let mut v = copy;
    while let Value::Object(o) = v {
        v = named(&mut t, o, "c");
        depth += 1;
    }
    assert_eq!(depth, 1_961);
    // The dump reads it too, and stays proportional to it.
    let bytes = clone::serialize(&mut heap, Value::Object(root), IN_PROCESS).expect("serializes");
    let dump = clone::dump(&bytes, None).expect("dumps");
    assert!(
        dump.len() < bytes.len() * 200,
        "{} bytes of dump",
        dump.len()
    );
    const { assert!(MAX_CLONE_DEPTH >= 1_960) };
}

/// A snapshot (in `dir`) whose root `template` is a flat16 payload, so that
/// flat16's shape is a snapshot shape; a sender and a receiver heap restored
/// from it; and a flat16 payload built in the sender.
fn flat16_snapshot_peers(dir: &std::path::Path) -> (Arc<Snapshot>, Heap, Heap, Value) {
    let path = dir.join("shapes.snap");
    let rt = Arc::new(Runtime::new());
    let mut base = Heap::with_runtime(Policy::node20(), rt.clone());
    let template = payloads::build(&mut base, "flat16").expect("a payload");
    SnapshotBuilder::new(&base)
        .root("template", Value::Object(template))
        .write(&path)
        .expect("writes");
    let snap = Arc::new(Snapshot::open(&path, &rt).expect("opens"));
    let mut sender =
        Heap::restore(snap.clone(), rt.clone()).expect("the runtime the snapshot was built with");
    let receiver =
        Heap::restore(snap.clone(), rt).expect("the runtime the snapshot was built with");
    let value = Value::Object(payloads::build(&mut sender, "flat16").expect("a payload"));
    (snap, sender, receiver, value)
}

/// A message that names snapshot shapes, from a heap restored from a snapshot
/// to another heap restored from the same one.
#[test]
fn snapshot_shapes_travel_as_ids_between_heaps_of_one_snapshot() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let (snap, mut sender, mut receiver, value) = flat16_snapshot_peers(dir.path());
    let options = CloneOptions {
        peer_snapshot: Some(snap.identity()),
        ..IN_PROCESS
    };
    let bytes = clone::serialize(&mut sender, value, options).expect("serializes");
    let dump = clone::dump(&bytes, Some(&receiver)).expect("dumps");
    assert!(dump.contains("flat, snapshot shape"), "{dump}");
    assert!(!dump.contains("key \""), "no keys travel: {dump}");
    let copy = clone::deserialize(&mut receiver, &bytes).expect("deserializes");
    let template = snap
        .root("template")
        .and_then(Value::as_object)
        .expect("root");
    let c = copy.as_object().expect("an object");
    assert_eq!(receiver.same_shape(c, template), Some(true));
    assert_eq!(render(&mut receiver, copy), render(&mut sender, value));
    // A heap of no snapshot refuses the message instead of misreading it.
    let err = clone::deserialize(&mut Heap::new(), &bytes).unwrap_err();
    assert!(
        matches!(err, CloneError::SnapshotMismatch { receiver: None, .. }),
        "{err}"
    );
    // Without the peer's identity, the shape travels as an entry.
    let bytes = clone::serialize(&mut sender, value, IN_PROCESS).expect("serializes");
    assert!(
        clone::dump(&bytes, None)
            .expect("dumps")
            .contains("new shape entry")
    );
    // A crafted ID of a shape a clone cannot have is refused.
    let mut crafted = vec![V, 1, 1];
    crafted.extend_from_slice(&snap.identity().to_le_bytes());
    crafted.extend_from_slice(&[b'g', 0]);
    let err = clone::deserialize(&mut receiver, &crafted).unwrap_err();
    assert!(matches!(err, CloneError::Malformed { .. }), "{err}");
}

/// In a session whose peer shares the sender's snapshot, a root of a
/// snapshot shape travels by its snapshot ID in every message, not only the
/// first: the session's shortcut for a repeated root keeps to shapes it
/// defined itself.
#[test]
fn a_session_sends_a_snapshot_shape_by_id_in_every_message() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let (snap, mut sender, mut receiver, value) = flat16_snapshot_peers(dir.path());
    let mut writer = Serializer::new(CloneOptions {
        peer_snapshot: Some(snap.identity()),
        ..SESSION
    });
    let messages: Vec<Vec<u8>> = (0..3)
        .map(|_| writer.serialize(&mut sender, value).expect("serializes"))
        .collect();
    let slices: Vec<&[u8]> = messages.iter().map(Vec::as_slice).collect();
    let dump = clone::dump_messages(&slices, Some(&receiver)).expect("dumps");
    assert_eq!(
        dump.matches("flat, snapshot shape").count(),
        3,
        "every message names the snapshot shape: {dump}"
    );
    let mut reader = Deserializer::new();
    let template = snap
        .root("template")
        .and_then(Value::as_object)
        .expect("root");
    for bytes in &messages {
        let copy = reader.deserialize(&mut receiver, bytes).expect("reads");
        let c = copy.as_object().expect("an object");
        assert_eq!(receiver.same_shape(c, template), Some(true));
        assert_eq!(render(&mut receiver, copy), render(&mut sender, value));
    }
}

/// Checks that a fresh reader refuses `bytes` with an error containing
/// `expected`, leaving no objects or strings behind and the heap consistent,
/// and that the dump refuses it with the same error.
fn assert_refused(heap: &mut Heap, bytes: &[u8], expected: &str) {
    let (objects, strings) = (heap.object_count(), heap.string_count());
    let err = clone::deserialize(heap, bytes).unwrap_err();
    assert!(
        err.to_string().contains(expected),
        "{bytes:?}: {err} (wanted {expected:?})"
    );
    assert_eq!(
        heap.object_count(),
        objects,
        "a failed read leaves no objects"
    );
    assert_eq!(
        heap.string_count(),
        strings,
        "a failed read leaves no strings"
    );
    assert_eq!(heap.verify(), Ok(()));
    // The dump refuses it with the reader's error.
    assert_eq!(clone::dump(bytes, None).unwrap_err(), err);
}

#[test]
fn the_reader_names_what_is_wrong() {
    let mut heap = Heap::new();
    let cases: Vec<(&[u8], &str)> = vec![
        (b"", "truncated at offset 0"),
        (
            &[9, 2, b'_'],
            "not a clone message (its version byte is 0x09",
        ),
        (&[V, 7, b'_'], "unknown clone encoding 0x07"),
        (&[V, 2, b'Z'], "unknown tag 0x5a at offset 2"),
        (
            &[V, 2, b'_', b'_'],
            "1 trailing bytes after the value, at offset 3",
        ),
        (&[V, 2, b'S', 200, 1, b'a'], "string length 200 at offset 3"),
        (&[V, 2, b'S', 2, 0xff, 0xfe], "string is not UTF-8"),
        (
            &[V, 2, b'A', 0x80, 0x80, 0x80, 0x80, 0x0f],
            "dense array length",
        ),
        (&[V, 2, b'^', 0], "object reference out of range"),
        (&[V, 2, b'P', 0], "pooled string in the canonical encoding"),
        (&[V, 1, 0, b'P', 0], "string pool index out of range"),
        (&[V, 2, b'f', 1], "shape entry out of range"),
        (
            &[V, 2, b'f', 0, 5, 2, 1, b'x', 1, b'x', b'_', b'_'],
            "key repeated in a shape entry",
        ),
        (
            &[V, 2, b'f', 0, 3, 1, 1, b'0', b'_'],
            "array index as a shape entry key",
        ),
        (
            &[V, 2, b'f', 0, 4, 1, 1, b'x', 0, b'_'],
            "shape entry is longer than its keys",
        ),
        (
            &[V, 2, b'f', 0, 2, 1, 1, b'x', b'_'],
            "string length 1 at offset 6",
        ),
        (
            &[V, 2, b'f', 0, 3, 1, 1, b'x', b'o', b'{', 0],
            "must be a primitive or a string",
        ),
        (
            &[V, 2, b'o', b'{', 3],
            "property count after the end tag differs",
        ),
        (
            &[V, 2, b'o', b'I', 1, b'_', b'{', 1],
            "negative number as a property key",
        ),
        (&[V, 2, b'o', b'I', 2, b'_', b'{', 1, 0], "trailing bytes"),
        (
            &[V, 2, b'o', b'T', b'_', b'{', 1],
            "expected a property key",
        ),
        (
            &[V, 2, b'A', 1, b'_', b'$', 0, 2],
            "array length after the end tag differs",
        ),
        (
            &[V, 2, b'g', 0],
            "snapshot shape ID in a message without a snapshot identity",
        ),
        (
            &[V, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, b'_'],
            "was not restored from a snapshot",
        ),
        (&[V, 2, b'o', b'S', 1, b'a'], "truncated at offset 6"),
    ];
    for (bytes, expected) in cases {
        assert_refused(&mut heap, bytes, expected);
    }
}

/// Mutations of real messages (bit flips, byte changes, cuts, splices, inserts):
/// every one is read or refused, none panics. Each read goes into one of a few
/// heaps that are replaced as they grow. `SHAPESHIFT_CLONE_MUTATIONS` changes
/// the count (`.ci/valgrind` runs fewer).
#[test]
fn a_hundred_thousand_mutated_messages_never_panic() {
    let count: u32 = std::env::var("SHAPESHIFT_CLONE_MUTATIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000);
    let mut source = Heap::new();
    let mut roots = Vec::new();
    for name in payloads::PAYLOADS {
        roots.push(Value::Object(
            payloads::build(&mut source, name).expect("a payload"),
        ));
    }
    // And a graph with every container kind: a cycle, a shared object, a dense
    // array with holes and a named property, a sparse array, index keys.
    let a = source.new_object();
    let shared = payloads::object(&mut source, &[("s", payloads::Field::Str("shared"))]);
    let dense = source
        .new_array(&[Value::from(1)])
        .expect("values of this heap");
    source
        .set(
            dense,
            PropertyKey::Index(3),
            Value::Null,
            StoreOrigin::Keyed,
        )
        .expect("set");
    let sparse = source.new_array(&[]).expect("values of this heap");
    source
        .set(
            sparse,
            PropertyKey::Index(9_000),
            Value::from(2.5),
            StoreOrigin::Keyed,
        )
        .expect("set");
    for (k, v) in [
        ("self", Value::Object(a)),
        ("x", Value::Object(shared)),
        ("y", Value::Object(shared)),
        ("dense", Value::Object(dense)),
        ("sparse", Value::Object(sparse)),
    ] {
        let k = source.key(k);
        source.set(a, k, v, StoreOrigin::Named).expect("set");
    }
    let name = source.key("name");
    let t = source.string("tail");
    source.set(dense, name, t, StoreOrigin::Named).expect("set");
    source
        .set(
            a,
            PropertyKey::Index(2),
            Value::Bool(true),
            StoreOrigin::Keyed,
        )
        .expect("set");
    roots.push(Value::Object(a));
    let mut messages = Vec::new();
    for &root in &roots {
        for options in [IN_PROCESS, GENERIC, CANONICAL] {
            messages.push(clone::serialize(&mut source, root, options).expect("serializes"));
        }
    }
    let mut rng = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    // Session streams: each root's first two messages of a session, read in
    // order by a reader of their own, one of them mutated.
    let mut streams = Vec::new();
    for root in &roots {
        let mut writer = Serializer::new(SESSION);
        let first = writer.serialize(&mut source, *root).expect("serializes");
        let second = writer.serialize(&mut source, *root).expect("serializes");
        streams.push([first, second]);
    }
    // Session templates are among them (session_entry's second message).
    assert!(
        streams
            .iter()
            .any(|[_, second]| second.get(SESSION_VALUE_AT) == Some(&b't'))
    );
    let mut heap = Heap::new();
    let mut reader = Deserializer::new();
    let (mut read, mut refused) = (0u32, 0u32);
    let mut mutate = |m: &mut Vec<u8>| {
        for _ in 0..1 + next() % 4 {
            let at = (next() as usize) % m.len().max(1);
            match next() % 6 {
                0 if !m.is_empty() => m[at] ^= 1 << (next() % 8),
                1 if !m.is_empty() => m[at] = next() as u8,
                2 => m.truncate(at),
                3 if at < m.len() => {
                    m.remove(at);
                }
                4 => {
                    let tags = b"_0TFINSPo{fbghstA$a@-^";
                    m.insert(at.min(m.len()), tags[(next() as usize) % tags.len()])
                }
                _ => {
                    let from = (next() as usize) % m.len().max(1);
                    let len = (next() as usize % 8).min(m.len().saturating_sub(from));
                    let piece: Vec<u8> = m[from..from + len].to_vec();
                    let at = at.min(m.len());
                    m.splice(at..at, piece);
                }
            }
        }
    };
    let (mut stream_reads, mut stream_refusals) = (0u32, 0u32);
    for i in 0..count {
        if i % 4 == 3 {
            let mut pair = streams[(i as usize / 4) % streams.len()].clone();
            mutate(&mut pair[((i / 4) % 3).min(1) as usize]);
            let mut session_reader = Deserializer::new();
            let both = pair
                .iter()
                .map(|m| session_reader.deserialize(&mut heap, m).is_ok())
                .fold(true, |all, ok| all & ok);
            if both {
                stream_reads += 1;
            } else {
                stream_refusals += 1;
            }
            if i % 100 == 3 {
                assert_eq!(
                    clone::dump_messages(&[&pair[0], &pair[1]], None).is_ok(),
                    both,
                    "dump and reader disagree on {pair:?}"
                );
            }
            continue;
        }
        let mut m = messages[i as usize % messages.len()].clone();
        mutate(&mut m);
        let accepted = reader.deserialize(&mut heap, &m).is_ok();
        if accepted {
            read += 1;
        } else {
            refused += 1;
        }
        if i % 100 == 0 {
            assert_eq!(
                clone::dump(&m, None).is_ok(),
                accepted,
                "dump and reader disagree on {m:?}"
            );
        }
        if i % 1_000 == 0 {
            assert_eq!(heap.verify(), Ok(()), "after {m:?}");
        }
        if heap.object_count() > 200_000 {
            heap = Heap::new();
        }
    }
    eprintln!(
        "{count} mutated messages: {read} read, {refused} refused; session pairs \
         {stream_reads} read, {stream_refusals} refused; none panicked"
    );
    assert!(
        stream_refusals > count / 16 && stream_reads > count / 400,
        "{stream_reads} session pairs read, {stream_refusals} refused"
    );
    assert!(
        refused > count / 2 && read > count / 100,
        "read {read}, refused {refused}"
    );
}

#[test]
fn ports_carry_messages_whole_and_in_order_between_threads() {
    let (mut a, mut b) = MessagePort::pair();
    let worker = std::thread::spawn(move || {
        let mut heap = Heap::new();
        let mut rendered = Vec::new();
        loop {
            match b.receive(&mut heap) {
                Ok(v) => {
                    // Echo it back, so that the other side sees a round trip.
                    rendered.push(render(&mut heap, v));
                    b.post_message(&mut heap, v).expect("posts back");
                }
                Err(CloneError::PortClosed) => return rendered,
                Err(e) => panic!("{e}"),
            }
        }
    });
    let mut heap = Heap::new();
    let mut sent = Vec::new();
    let seq = heap.key("seq");
    for i in 0..200 {
        let name = payloads::PAYLOADS[i % 4];
        let o = payloads::build(&mut heap, name).expect("a payload");
        heap.set(o, seq, Value::from(i as i32), StoreOrigin::Named)
            .expect("set");
        sent.push(render(&mut heap, Value::Object(o)));
        a.post_message(&mut heap, Value::Object(o)).expect("posts");
    }
    let mut echoed = Vec::new();
    for _ in 0..200 {
        let v = a.receive(&mut heap).expect("an echo");
        echoed.push(render(&mut heap, v));
    }
    assert_eq!(echoed, sent);
    drop(a);
    let received = worker.join().expect("the worker ends cleanly");
    assert_eq!(received, sent);
}

/// A worker receiving messages for a long time stays flat: what each message
/// built is garbage once handled, and the receiver collects whenever its
/// allocation budget is spent. Every message is checked as it arrives, and
/// the last one survives the collections it is held across (as a root).
/// `SHAPESHIFT_CLONE_MESSAGES` changes the count (5,000; `.ci/valgrind` runs
/// fewer).
#[test]
fn a_receiver_that_collects_stays_flat_and_loses_nothing() {
    let (mut a, mut b) = MessagePort::pair();
    let mut sender = Heap::new();
    let messages: usize = std::env::var("SHAPESHIFT_CLONE_MESSAGES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5_000);
    let seq = sender.key("seq");
    let mut expected = Vec::new();
    for i in 0..4 {
        let o = payloads::build(&mut sender, payloads::PAYLOADS[i]).expect("a payload");
        sender
            .set(o, seq, Value::from(i as i32), StoreOrigin::Named)
            .expect("set");
        expected.push(render(&mut sender, Value::Object(o)));
    }
    let mut heap = Heap::new();
    let fresh = heap.object_count();
    // Small, so that even a short run (500 messages under memcheck) collects
    // many times: a message's objects take a few hundred bytes.
    heap.set_allocation_budget(16 << 10);
    let mut made = 0;
    let mut last = None;
    for i in 0..messages {
        let o = payloads::build(&mut sender, payloads::PAYLOADS[i % 4]).expect("a payload");
        sender
            .set(o, seq, Value::from((i % 4) as i32), StoreOrigin::Named)
            .expect("set");
        a.post_message(&mut sender, Value::Object(o))
            .expect("posts");
        sender.collect_if_due(&[]);
        let before = heap.object_count();
        let v = b.receive(&mut heap).expect("a message");
        made += heap.object_count() - before;
        assert_eq!(render(&mut heap, v), expected[i % 4], "message {i}");
        if let Some(root) = last.replace(heap.root(v)) {
            heap.unroot(root);
        }
        if heap.collect_if_due(&[]).is_some() {
            assert_eq!(heap.verify(), Ok(()));
        }
    }
    let kept = last
        .and_then(|root| heap.rooted(root))
        .expect("the last message");
    assert_eq!(render(&mut heap, kept), expected[(messages - 1) % 4]);
    assert!(
        heap.collections() as usize > messages / 500,
        "{} collections",
        heap.collections()
    );
    // Without collection every object made would take a slot of its own.
    let slots = heap.object_slots() as usize;
    assert!(made > 3 * slots, "{made} objects made in {slots} slots");
    heap.collect();
    assert!(heap.object_count() > fresh && heap.object_count() < fresh + 40);
}

#[test]
fn a_closed_port_says_so_after_delivering_what_was_posted() {
    let (mut a, mut b) = MessagePort::pair();
    let mut heap = Heap::new();
    a.post_message(&mut heap, Value::from(1)).expect("posts");
    drop(a);
    assert_eq!(b.receive(&mut heap), Ok(Value::from(1)));
    assert_eq!(b.receive(&mut heap), Err(CloneError::PortClosed));
    assert_eq!(b.try_receive(&mut heap), Err(CloneError::PortClosed));
    assert_eq!(
        b.post_message(&mut heap, Value::from(2)),
        Err(CloneError::PortClosed)
    );
    assert_eq!(
        CloneError::PortClosed.to_string(),
        "the message port is closed: its other end was dropped"
    );
}

#[test]
fn a_malformed_message_on_a_port_is_reported_and_the_next_one_reads() {
    let (mut a, mut b) = MessagePort::pair();
    let mut heap = Heap::new();
    a.post_bytes(vec![V, 2, b'Z']).expect("posts");
    a.post_message(&mut heap, Value::Bool(true)).expect("posts");
    assert!(matches!(
        b.receive(&mut heap),
        Err(CloneError::UnknownTag { .. })
    ));
    assert_eq!(b.receive(&mut heap), Ok(Value::Bool(true)));
    assert_eq!(b.try_receive(&mut heap), Ok(None));
}

// ----- property test: random graphs ------------------------------------------

#[derive(Clone, Debug)]
enum NodeKind {
    /// `{}` plus named stores.
    Plain,
    /// `Object.create(null)` (dictionary mode from birth).
    NullProto,
    /// `{}` plus stores, then a delete of its first key (dictionary mode).
    Deleted,
    /// `{}` plus stores, then frozen.
    Frozen,
    /// An array (dense while small, sparse past the gap).
    Array,
    /// `{}` plus the first `.1` keys of [`KEY_ORDERS`]`[.0]` (the shapes the
    /// snapshot of `key_shapes_snapshot` holds), with the node's values in
    /// turn; its own keys and elements are not used.
    Prefix(usize, usize),
}

/// Orders of [`KEYS`] whose prefixes `key_shapes_snapshot` builds.
const KEY_ORDERS: [[usize; 4]; 3] = [[0, 1, 2, 3], [3, 4, 0, 8], [5, 6, 7, 9]];

#[derive(Clone, Debug)]
enum Leaf {
    Number(f64),
    Str(usize),
    Bool(bool),
    Null,
    Undefined,
    Ref(usize),
}

const KEYS: [&str; 10] = [
    "a",
    "b",
    "c",
    "x",
    "y",
    "0",
    "1",
    "7",
    "long_key_name",
    "ключ",
];
const STRINGS: [&str; 5] = ["", "s", "red", "a longer string value", "日本"];

fn leaf() -> impl Strategy<Value = Leaf> {
    prop_oneof![
        prop_oneof![
            Just(0.0),
            Just(-0.0),
            Just(f64::NAN),
            Just(1.5),
            Just(2_147_483_648.0),
            Just(-7.0),
            Just(1e300)
        ]
        .prop_map(Leaf::Number),
        (0..STRINGS.len()).prop_map(Leaf::Str),
        any::<bool>().prop_map(Leaf::Bool),
        Just(Leaf::Null),
        Just(Leaf::Undefined),
        (0..6usize).prop_map(Leaf::Ref),
    ]
}

/// One object of a random graph: kind, named properties (key index, value),
/// elements (index, value), and whether it gets a non-enumerable property.
type NodeSpec = (NodeKind, Vec<(usize, Leaf)>, Vec<(u32, Leaf)>, bool);

fn node() -> impl Strategy<Value = NodeSpec> {
    (
        prop_oneof![
            4 => Just(NodeKind::Plain),
            1 => Just(NodeKind::NullProto),
            1 => Just(NodeKind::Deleted),
            1 => Just(NodeKind::Frozen),
            2 => Just(NodeKind::Array),
            3 => (0..KEY_ORDERS.len(), 0..=4usize).prop_map(|(o, n)| NodeKind::Prefix(o, n)),
        ],
        prop::collection::vec((0..KEYS.len(), leaf()), 0..8),
        prop::collection::vec((prop_oneof![0..6u32, Just(5_000u32)], leaf()), 0..4),
        any::<bool>(),
    )
}

fn build_graph(heap: &mut Heap, nodes: &[NodeSpec]) -> Value {
    let ids: Vec<ObjectId> = nodes
        .iter()
        .map(|(kind, ..)| match kind {
            NodeKind::NullProto => heap.object_create(None).expect("a prototype of this heap"),
            NodeKind::Array => heap.new_array(&[]).expect("values of this heap"),
            _ => heap.new_object(),
        })
        .collect();
    let value = |heap: &mut Heap, l: &Leaf| match *l {
        Leaf::Number(n) => Value::Number(n),
        Leaf::Str(i) => heap.string(STRINGS[i]),
        Leaf::Bool(b) => Value::Bool(b),
        Leaf::Null => Value::Null,
        Leaf::Undefined => Value::Undefined,
        Leaf::Ref(i) => Value::Object(ids[i % ids.len()]),
    };
    for (i, (kind, props, elements, hide)) in nodes.iter().enumerate() {
        let o = ids[i];
        if let NodeKind::Prefix(order, n) = *kind {
            for (j, &k) in KEY_ORDERS[order][..n].iter().enumerate() {
                let key = heap.key(KEYS[k]);
                let v = props
                    .get(j)
                    .map_or(Value::from(j as i32), |(_, l)| value(heap, l));
                heap.set(o, key, v, StoreOrigin::Named).expect("set");
            }
            continue;
        }
        for (k, l) in props {
            let key = heap.key(KEYS[*k]);
            let v = value(heap, l);
            heap.set(o, key, v, StoreOrigin::Named).expect("set");
        }
        for (index, l) in elements {
            let v = value(heap, l);
            heap.set(o, PropertyKey::Index(*index), v, StoreOrigin::Keyed)
                .expect("set");
        }
        if *hide {
            let key = heap.key("hidden");
            heap.define_property(
                o,
                key,
                PropertyDescriptor::data(Value::from(1), Attrs::WRITABLE),
            )
            .expect("define");
        }
        match kind {
            NodeKind::Deleted => {
                if let Some((k, _)) = props.first() {
                    let key = heap.key(KEYS[*k]);
                    heap.delete(o, key).expect("delete");
                }
            }
            NodeKind::Frozen => heap.freeze(o).expect("an object of this heap"),
            _ => {}
        }
    }
    Value::Object(ids[0])
}

fn clone_cases() -> u32 {
    std::env::var("SHAPESHIFT_CLONE_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: clone_cases(), ..ProptestConfig::default() })]

    /// Random graphs (fast, dictionary, null-prototype, frozen objects, dense
    /// and sparse arrays, hidden properties, cycles): the clone has the
    /// source's structure, key order and values, and `{}`-plus-keys shapes, in
    /// both encodings and with the fast path on and off.
    #[test]
    fn random_graphs_clone_exactly(nodes in prop::collection::vec(node(), 1..6)) {
        let mut source = Heap::new();
        let root = build_graph(&mut source, &nodes);
        let expected = render(&mut source, root);
        for options in [IN_PROCESS, GENERIC, CANONICAL] {
            let (mut target, copy, _) = roundtrip(&mut source, root, options);
            prop_assert_eq!(render(&mut target, copy), expected.clone());
            check_clone_shapes(&mut target, copy);
        }
        // A session's first three messages into one heap: the first
        // defines what the others name (a template where the graph is a
        // tree of flat objects and arrays).
        let mut writer = Serializer::new(SESSION);
        let mut reader = Deserializer::new();
        let mut target = Heap::new();
        for _ in 0..3 {
            let bytes = writer.serialize(&mut source, root).expect("serializes");
            let copy = reader.deserialize(&mut target, &bytes).expect("reads");
            prop_assert_eq!(render(&mut target, copy), expected.clone());
            check_clone_shapes(&mut target, copy);
        }
        prop_assert_eq!(target.verify(), Ok(()));
        // And between two heaps restored from one snapshot, with snapshot
        // shapes travelling by ID.
        let snap = key_shapes_snapshot();
        let rt = Arc::new(Runtime::new());
        let mut sender = Heap::restore(snap.clone(), rt.clone()).expect("the runtime the snapshot was built with");
        let root = build_graph(&mut sender, &nodes);
        let options = CloneOptions { peer_snapshot: Some(snap.identity()), ..IN_PROCESS };
        let bytes = clone::serialize(&mut sender, root, options).expect("serializes");
        let mut receiver = Heap::restore(snap.clone(), rt).expect("the runtime the snapshot was built with");
        let copy = clone::deserialize(&mut receiver, &bytes).expect("reads");
        prop_assert_eq!(render(&mut receiver, copy), expected);
        check_clone_shapes(&mut receiver, copy);
    }
}

/// A snapshot whose heap holds `{}` plus every prefix of a few orders of
/// [`KEYS`], so that random graphs often have flat objects whose shapes are
/// snapshot shapes. Built once per test process.
fn key_shapes_snapshot() -> Arc<Snapshot> {
    static SNAPSHOT: std::sync::OnceLock<(tempfile::TempDir, Arc<Snapshot>)> =
        std::sync::OnceLock::new();
    SNAPSHOT
        .get_or_init(|| {
            let dir = tempfile::tempdir().expect("a temp dir");
            let path = dir.path().join("keys.snap");
            let rt = Runtime::new();
            let mut heap = Heap::new();
            let mut roots = Vec::new();
            for order in KEY_ORDERS {
                for n in 0..=order.len() {
                    let o = heap.new_object();
                    for &k in &order[..n] {
                        let key = heap.key(KEYS[k]);
                        heap.set(o, key, Value::from(1), StoreOrigin::Named)
                            .expect("set");
                    }
                    roots.push(Value::Object(o));
                }
            }
            let mut builder = SnapshotBuilder::new(&heap);
            for (i, v) in roots.into_iter().enumerate() {
                builder = builder.root(&format!("shape{i}"), v);
            }
            builder.write(&path).expect("writes");
            let snap = Arc::new(Snapshot::open(&path, &rt).expect("opens"));
            (dir, snap)
        })
        .1
        .clone()
}

// ----- receivers: remembered entries, normalizing entries, workers -----------

#[test]
fn a_receiver_resolves_an_entry_once_and_reaches_the_same_shape_again() {
    let mut source = Heap::new();
    let v = Value::Object(payloads::build(&mut source, "flat16").expect("a payload"));
    let bytes = clone::serialize(&mut source, v, IN_PROCESS).expect("serializes");
    let mut target = Heap::new();
    // `{}`'s map exists before the first message.
    target.new_object();
    let shapes_before = target.shapes().len();
    let a = clone::deserialize(&mut target, &bytes).expect("reads");
    let made = target.shapes().len() - shapes_before;
    assert_eq!(made, 16, "one shape per key, made by the walk");
    fn cache(heap: &Heap) -> &clone::ShapeCache {
        clone::shape_cache(heap).expect("the read made the cache")
    }
    assert_eq!(cache(&target).resolved_entries(), 1);
    assert_eq!(cache(&target).resolved_hits(), 0);
    let b = clone::deserialize(&mut target, &bytes).expect("reads");
    assert_eq!(cache(&target).resolved_hits(), 1, "the walk was skipped");
    assert_eq!(
        target.shapes().len() - shapes_before,
        16,
        "no new shape the second time"
    );
    let (a, b) = (
        a.as_object().expect("object"),
        b.as_object().expect("object"),
    );
    assert_eq!(target.same_shape(a, b), Some(true));
    // And the shape is the one named stores reach.
    check_clone_shapes(&mut target, Value::Object(b));
    // A different entry with the same keys in another order is another shape.
    let mut other = Heap::new();
    let swapped = payloads::object(
        &mut other,
        &[
            ("name", payloads::Field::Str("x")),
            ("id", payloads::Field::Number(1.0)),
        ],
    );
    let bytes =
        clone::serialize(&mut other, Value::Object(swapped), IN_PROCESS).expect("serializes");
    let c = clone::deserialize(&mut target, &bytes).expect("reads");
    assert_eq!(
        target.same_shape(a, c.as_object().expect("object")),
        Some(false)
    );
    check_clone_shapes(&mut target, c);
}

#[test]
fn an_entry_with_more_keys_than_a_fast_object_holds_normalizes_like_named_stores() {
    // 1,100 keys: past V8's kMaxNumberOfDescriptors (1,020) the adds normalize.
    let n = 1_100u32;
    let mut keys = Vec::new();
    shapeshift::clone::wire::put_varint(&mut keys, n);
    for i in 0..n {
        shapeshift::clone::wire::put_bytes(&mut keys, format!("k{i}").as_bytes());
    }
    let mut message = vec![V, 2, b'f', 0];
    shapeshift::clone::wire::put_bytes(&mut message, &keys);
    for i in 0..n {
        shapeshift::clone::wire::put_number(&mut message, f64::from(i));
    }
    let mut heap = Heap::new();
    let v = clone::deserialize(&mut heap, &message).expect("reads");
    let o = v.as_object().expect("an object");
    assert_eq!(heap.has_fast_properties(o), Some(false));
    let probe = heap.new_object();
    for i in 0..n {
        let k = heap.key(&format!("k{i}"));
        heap.set(probe, k, Value::from(i as i32), StoreOrigin::Named)
            .expect("set");
    }
    assert_eq!(heap.has_fast_properties(probe), Some(false));
    assert_eq!(
        render(&mut heap, v),
        render(&mut heap, Value::Object(probe)).replace("#1", "#0")
    );
}

#[test]
fn workers_restored_from_one_snapshot_exchange_snapshot_shapes_by_id() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("payloads.snap");
    let rt = Arc::new(Runtime::new());
    let mut base = Heap::with_runtime(Policy::node20(), rt.clone());
    let mut builder_roots = Vec::new();
    for name in payloads::PAYLOADS {
        let o = payloads::build(&mut base, name).expect("a payload");
        builder_roots.push((name, Value::Object(o)));
    }
    let mut builder = SnapshotBuilder::new(&base);
    for (name, v) in builder_roots {
        builder = builder.root(name, v);
    }
    builder.write(&path).expect("writes");
    let snap = Arc::new(Snapshot::open(&path, &rt).expect("opens"));
    for name in payloads::PAYLOADS {
        for options in [
            IN_PROCESS,
            CANONICAL,
            CloneOptions {
                peer_snapshot: Some(snap.identity()),
                ..IN_PROCESS
            },
        ] {
            let r = shapeshift_cli::exchange::exchange(&rt, Some(&snap), name, options, 300)
                .expect("the exchange runs");
            assert_eq!(r.messages, 300);
            assert_eq!(r.checked, r.verified, "{name} {options:?}");
            assert!(r.checked >= 100);
        }
    }
    // The IDs really are used: the first flat16 message by ID is about half
    // the bytes (no keys); later ones name the session's slots either way.
    let by_id = CloneOptions {
        peer_snapshot: Some(snap.identity()),
        ..IN_PROCESS
    };
    let a = shapeshift_cli::exchange::exchange(&rt, Some(&snap), "flat16", by_id, 1).expect("runs");
    let b = shapeshift_cli::exchange::exchange(&rt, Some(&snap), "flat16", IN_PROCESS, 1)
        .expect("runs");
    assert!(
        a.message_bytes.0 + 70 < b.message_bytes.0,
        "{:?} vs {:?}",
        a.message_bytes,
        b.message_bytes
    );
    assert!(
        b.message_bytes.1 < b.message_bytes.0,
        "{:?}",
        b.message_bytes
    );
}

// ----- getters that change what is being written ------------------------------

/// The module `mutator` (exports `{v: 7}`) changes the objects it is told
/// about when it loads: it sets `b = 2` and deletes `c` on `HOLDER`, and sets
/// `y = 2` on `OUTER`.
fn mutating_runtime() -> (Arc<Runtime>, shapeshift::ModuleId) {
    use std::sync::atomic::Ordering::SeqCst;
    let mut rt = Runtime::new();
    let m = rt
        .modules
        .register("mutator", |heap| {
            let holder = heap.object_id(HOLDER.load(SeqCst));
            let outer = heap.object_id(OUTER.load(SeqCst));
            if let Some(h) = holder {
                let (b, c) = (heap.key("b"), heap.key("c"));
                heap.set(h, b, Value::from(2), StoreOrigin::Named)?;
                heap.delete(h, c)?;
            }
            if let Some(o) = outer {
                let y = heap.key("y");
                heap.set(o, y, Value::from(2), StoreOrigin::Named)?;
            }
            let exports = heap.new_object();
            let v = heap.key("v");
            heap.set(exports, v, Value::from(7), StoreOrigin::Named)?;
            Ok(Value::Object(exports))
        })
        .expect("registers");
    (Arc::new(rt), m)
}

static HOLDER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(u32::MAX);
static OUTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(u32::MAX);
static MUTATOR_TESTS: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn a_getter_that_changes_its_own_object_is_seen_by_the_properties_after_it() {
    use std::sync::atomic::Ordering::SeqCst;
    let _one_at_a_time = MUTATOR_TESTS.lock().unwrap_or_else(|p| p.into_inner());
    for options in [IN_PROCESS, SESSION, GENERIC, CANONICAL] {
        let (rt, m) = mutating_runtime();
        let mut heap = Heap::with_runtime(Policy::node20(), rt);
        // {a: 1, get v() {…}, b: 1, c: 3}: v's module sets b = 2 and deletes c.
        let holder = heap.new_object();
        let a = heap.key("a");
        heap.set(holder, a, Value::from(1), StoreOrigin::Named)
            .expect("set");
        heap.define_lazy_properties(holder, m, &["v"], true)
            .expect("defines");
        for (k, v) in [("b", 1), ("c", 3)] {
            let k = heap.key(k);
            heap.set(holder, k, Value::from(v), StoreOrigin::Named)
                .expect("set");
        }
        HOLDER.store(holder.index(), SeqCst);
        OUTER.store(u32::MAX, SeqCst);
        let (mut t, copy, _) = roundtrip(&mut heap, Value::Object(holder), options);
        // V8's WriteJSObjectPropertiesSlow: keys first, then each value in
        // turn; `c` is gone by its turn and is skipped.
        assert_eq!(
            render(&mut t, copy),
            "#0{ a: Number(1.0) v: Number(7.0) b: Number(2.0) }",
            "{options:?}"
        );
    }
}

#[test]
fn a_getter_inside_a_nested_object_is_seen_by_its_parent_s_later_properties() {
    use std::sync::atomic::Ordering::SeqCst;
    let _one_at_a_time = MUTATOR_TESTS.lock().unwrap_or_else(|p| p.into_inner());
    for options in [IN_PROCESS, SESSION, GENERIC, CANONICAL] {
        let (rt, m) = mutating_runtime();
        let mut heap = Heap::with_runtime(Policy::node20(), rt);
        // outer = {inner: {get v() {…}}, y: 1, list: [inner]}: loading v sets outer.y = 2
        // after outer was opened but before y is written.
        let inner = heap.new_object();
        heap.define_lazy_properties(inner, m, &["v"], true)
            .expect("defines");
        let list = heap
            .new_array(&[Value::Object(inner)])
            .expect("values of this heap");
        let outer = payloads::object(
            &mut heap,
            &[
                ("inner", payloads::Field::Value(Value::Object(inner))),
                ("y", payloads::Field::Number(1.0)),
                ("list", payloads::Field::Value(Value::Object(list))),
            ],
        );
        HOLDER.store(u32::MAX, SeqCst);
        OUTER.store(outer.index(), SeqCst);
        let (mut t, copy, _) = roundtrip(&mut heap, Value::Object(outer), options);
        assert_eq!(
            render(&mut t, copy),
            "#0{ inner: #1{ v: Number(7.0) } y: Number(2.0) list: #2[len 1: 0: #1 ] }",
            "{options:?}"
        );
    }
}

/// A sparse array whose element lies past its declared length keeps the
/// element and grows, as Node 20 does: `v8.deserialize` of
/// `ff0f 61 8927 49 c04e 4902 40 01 8927` (the same array; found by the
/// `clone_read` fuzzer) gives length 5025 with `[5024] = 1`. The reader used
/// to set the declared length at the end, which cut the element off.
#[test]
fn sparse_element_past_the_declared_length_extends_the_array() {
    let message = [
        V, 2, b'a', 0x89, 0x27, b'I', 0xc0, 0x4e, b'I', 0x02, b'@', 1, 0x89, 0x27,
    ];
    let mut heap = Heap::new();
    let Value::Object(a) = shapeshift::clone::deserialize(&mut heap, &message).expect("reads")
    else {
        panic!("an array");
    };
    let length = heap.key("length");
    assert_eq!(heap.get(a, length), Ok(Value::from(5025)));
    assert_eq!(heap.get(a, PropertyKey::Index(5024)), Ok(Value::from(1)));
}

// ----- sessions ----------------------------------------------------------------

/// A session of `n` messages of `roots` (in turn) read by one reader into
/// `target`: each copy renders as its original.
fn session_stream(source: &mut Heap, roots: &[Value], n: usize, target: &mut Heap) {
    let mut writer = Serializer::new(SESSION);
    let mut reader = Deserializer::new();
    for i in 0..n {
        let root = roots[i % roots.len()];
        let bytes = writer.serialize(source, root).expect("serializes");
        let copy = reader.deserialize(target, &bytes).expect("reads");
        assert_eq!(render(target, copy), render(source, root), "message {i}");
        check_clone_shapes(target, copy);
    }
}

#[test]
fn a_session_carries_every_payload_as_the_stateless_encoding_does() {
    let mut source = Heap::new();
    let roots: Vec<Value> = payloads::PAYLOADS
        .iter()
        .map(|name| Value::Object(payloads::build(&mut source, name).expect("a payload")))
        .collect();
    session_stream(&mut source, &roots, 40, &mut Heap::new());
}

#[test]
fn session_messages_out_of_order_or_of_another_session_are_refused() {
    let mut heap = Heap::new();
    let root = Value::Object(payloads::build(&mut heap, "flat16").expect("a payload"));
    let mut writer = Serializer::new(SESSION);
    let m: Vec<Vec<u8>> = (0..3)
        .map(|_| writer.serialize(&mut heap, root).expect("serializes"))
        .collect();
    let mut target = Heap::new();
    // A reader that missed the first message.
    let err = Deserializer::new()
        .deserialize(&mut target, &m[1])
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("did not read the session's first message"),
        "{err}"
    );
    // A lost message: the session breaks for the reader, for good.
    let mut reader = Deserializer::new();
    reader.deserialize(&mut target, &m[0]).expect("reads");
    assert_eq!(
        reader.deserialize(&mut target, &m[2]),
        Err(CloneError::SessionOutOfOrder {
            expected: 1,
            found: 2
        })
    );
    let err = reader.deserialize(&mut target, &m[1]).unwrap_err();
    assert!(
        err.to_string().contains("broke at an earlier message"),
        "{err}"
    );
    // Another session's later message.
    let mut other = Serializer::new(SESSION);
    let o: Vec<Vec<u8>> = (0..2)
        .map(|_| other.serialize(&mut heap, root).expect("serializes"))
        .collect();
    let mut reader = Deserializer::new();
    reader.deserialize(&mut target, &m[0]).expect("reads");
    let err = reader.deserialize(&mut target, &o[1]).unwrap_err();
    assert!(err.to_string().contains("of a session other than"), "{err}");
    // A session's first message starts the reader over on that session.
    reader.deserialize(&mut target, &o[0]).expect("reads");
    reader.deserialize(&mut target, &o[1]).expect("reads");
    // Outside a session, its tags are refused.
    let err = clone::deserialize(&mut target, &[V, 1, 0, b'h', 0]).unwrap_err();
    assert!(err.to_string().contains("outside a session"), "{err}");
}

/// A message that fails half-way (a function after a flat object) takes back
/// the slots it defined: the next message defines them again, and reads.
#[test]
fn a_failed_session_message_takes_back_its_definitions() {
    let mut heap = Heap::new();
    let flat = payloads::object(
        &mut heap,
        &[
            ("name", payloads::Field::Str("alice")),
            ("city", payloads::Field::Str("Paris")),
        ],
    );
    let f = heap.new_function(false);
    let bad = heap
        .new_array(&[Value::Object(flat), Value::Object(f)])
        .expect("values of this heap");
    let good = heap
        .new_array(&[Value::Object(flat)])
        .expect("values of this heap");
    let mut writer = Serializer::new(SESSION);
    let mut reader = Deserializer::new();
    let mut target = Heap::new();
    let first = writer
        .serialize(&mut heap, Value::Null)
        .expect("serializes");
    reader.deserialize(&mut target, &first).expect("reads");
    assert_eq!(
        writer.serialize(&mut heap, Value::Object(bad)),
        Err(CloneError::DataClone(Value::Object(f)))
    );
    let next = writer
        .serialize(&mut heap, Value::Object(good))
        .expect("serializes");
    let copy = reader.deserialize(&mut target, &next).expect("reads");
    assert_eq!(
        render(&mut target, copy),
        render(&mut heap, Value::Object(good))
    );
    let dump = clone::dump_messages(&[&first, &next], None).expect("dumps");
    assert!(dump.contains("session string #"), "{dump}");
    assert!(
        dump.contains("= \"alice\""),
        "the string is defined again: {dump}"
    );
}

/// More distinct strings than the session has slots, in one message and over
/// many: slots collide, are reused, and fall back to the message's pool, and
/// every string still arrives as itself. Collections on both sides in
/// between free strings the tables name.
#[test]
fn colliding_session_slots_and_collections_lose_no_string() {
    let mut source = Heap::new();
    let keys = ["a", "b", "c", "d"];
    let mut roots = Vec::new();
    for m in 0..6 {
        let objects: Vec<Value> = (0..800)
            .map(|i| {
                let fields: Vec<(&str, String)> = keys
                    .iter()
                    .enumerate()
                    .map(|(k, key)| (*key, format!("v{}", (i * 4 + k + m * 331) % 5_000)))
                    .collect();
                let fields: Vec<(&str, payloads::Field)> = fields
                    .iter()
                    .map(|(k, v)| (*k, payloads::Field::Str(v)))
                    .collect();
                Value::Object(payloads::object(&mut source, &fields))
            })
            .collect();
        roots.push(Value::Object(
            source.new_array(&objects).expect("values of this heap"),
        ));
    }
    let mut writer = Serializer::new(SESSION);
    let mut reader = Deserializer::new();
    let mut target = Heap::new();
    let mut other_target = Heap::new();
    for i in 0..24 {
        let root = roots[i % roots.len()];
        let bytes = writer.serialize(&mut source, root).expect("serializes");
        // Alternate receiving heaps: the reader's tables keep texts, not
        // strings of one heap.
        let heap = if i % 3 == 2 {
            &mut other_target
        } else {
            &mut target
        };
        let copy = reader.deserialize(heap, &bytes).expect("reads");
        assert_eq!(render(heap, copy), render(&mut source, root), "message {i}");
        heap.collect();
        if i % 5 == 4 {
            // Unreachable strings of the sender die; their IDs' slots move on.
            let keep: Vec<_> = roots.iter().map(|&r| source.root(r)).collect();
            source.collect();
            for k in keep {
                source.unroot(k);
            }
        }
    }
}

/// The example of `docs/formats.md`: `{}` in both encodings.
#[test]
fn the_documented_example_bytes_are_what_the_writer_writes() {
    let mut heap = Heap::new();
    let o = Value::Object(heap.new_object());
    assert_eq!(
        clone::serialize(&mut heap, o, CANONICAL).expect("serializes"),
        [0x04, 0x02, 0x66, 0x00, 0x01, 0x00]
    );
    assert_eq!(
        clone::serialize(&mut heap, o, IN_PROCESS).expect("serializes"),
        [0x04, 0x01, 0x00, 0x62, 0x00, 0x01, 0x00]
    );
}

// ----- session templates -------------------------------------------------------

/// A session message (id 1): its number, its definitions (count, bytes) and
/// its value.
fn session_message(seq: u8, count: u8, definitions: &[u8], value: &[u8]) -> Vec<u8> {
    let mut m = vec![V, 1, 2, 1, 0, 0, 0, 0, 0, 0, 0, seq, count];
    m.extend_from_slice(definitions);
    m.extend_from_slice(value);
    m
}

/// The offset of a session message's value when its number is below 128 and
/// it defines nothing.
const SESSION_VALUE_AT: usize = 13;

/// A value block word of a number.
fn word(n: f64) -> [u8; 8] {
    n.to_bits().to_le_bytes()
}

#[test]
fn session_templates_are_refused_where_they_are_malformed() {
    let nested = 0xFFFD_0000_0000_0000u64.to_le_bytes();
    let one_leaf = [3, 0, 3, 2, 1, 0]; // template #0: an array of one leaf
    let mut many = vec![3, 0, 0xAF, 0x02, 2, 0xAC, 0x02];
    many.extend([0; 300]);
    let x_shape = [2, 0, 3, 1, 1, b'x']; // shape #0: {x}
    let two_fields = [3, 0, 5, 1, 0, 2, 0, 0]; // template #0: shape #0, 2 fields
    let mut mismatch = x_shape.to_vec();
    mismatch.extend(two_fields);
    let mut t_two = vec![b't', 0];
    t_two.extend(word(1.0));
    t_two.extend(word(2.0));
    let mut t_nested = vec![b't', 0];
    t_nested.extend(nested);
    let mut t_short = vec![b't', 0];
    t_short.extend(word(1.0));
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (
            vec![V, 1, 0, b't', 0],
            "session template in a message outside a session",
        ),
        (
            session_message(0, 0, &[], b"t\x00"),
            "undefined session template",
        ),
        (
            session_message(0, 1, &[3, 0, 1, 0], b"_"),
            "session template's root is a leaf",
        ),
        (
            session_message(0, 1, &[3, 0, 1, 9], b"_"),
            "unknown session template node",
        ),
        (
            session_message(0, 1, &[3, 0, 3, 2, 0, 0], b"_"),
            "session template is longer than its nodes",
        ),
        (session_message(0, 1, &[3, 0, 2, 2, 1], b"_"), "truncated"),
        (
            session_message(0, 1, &[3, 64, 2, 2, 0], b"_"),
            "session template slot out of range",
        ),
        (
            session_message(0, 1, &[3, 0, 4, 1, 0x80, 0x02, 0], b"_"),
            "session shape slot out of range",
        ),
        (
            session_message(0, 1, &many, b"_"),
            "session template has too many nodes",
        ),
        (
            session_message(0, 1, &one_leaf, &[b'A', 1, b't', 0, b'$', 0, 1]),
            "session template anywhere but at the message's root",
        ),
        (
            session_message(0, 2, &mismatch, &t_two),
            "field count differs from its shape's",
        ),
        (
            session_message(0, 1, &two_fields, &t_two),
            "undefined session shape",
        ),
        (
            session_message(0, 1, &one_leaf, &t_nested),
            "nested word in a session template's value block",
        ),
        (
            session_message(0, 1, &[3, 0, 4, 2, 2, 0, 0], &t_short),
            "value block",
        ),
    ];
    let mut heap = Heap::new();
    for (bytes, expected) in cases {
        assert_refused(&mut heap, &bytes, expected);
    }
    // Well-formed, the same bytes read: an array of one leaf, and `{x}`
    // inside an array.
    let mut one = vec![b't', 0];
    one.extend(word(1.5));
    let v = Deserializer::new()
        .deserialize(&mut heap, &session_message(0, 1, &one_leaf, &one))
        .expect("reads");
    assert_eq!(render(&mut heap, v), "#0[len 1: 0: Number(1.5) ]");
    let mut defs = x_shape.to_vec();
    defs.extend([3, 0, 6, 2, 1, 1, 0, 1, 0]);
    let v = Deserializer::new()
        .deserialize(&mut heap, &session_message(0, 2, &defs, &one))
        .expect("reads");
    assert_eq!(render(&mut heap, v), "#0[len 1: 0: #1{ x: Number(1.5) } ]");
    check_clone_shapes(&mut heap, v);
}

/// Which messages of a session travel by template: a tree of flat objects
/// and dense arrays (more than one flat object of leaves); the rest by tags,
/// as before. Every message reads back whole, with the shapes `{}` plus its
/// keys gives.
#[test]
fn a_session_sends_trees_by_template_and_the_rest_by_tags() {
    let mut heap = Heap::new();
    let key = |heap: &mut Heap, k: &str| heap.key(k);
    let object = |heap: &mut Heap, fields: &[(&str, Value)]| {
        let o = heap.new_object();
        for &(k, v) in fields {
            let k = heap.key(k);
            heap.set(o, k, v, StoreOrigin::Named).expect("set");
        }
        o
    };
    let mut cases: Vec<(&str, Value, bool)> = Vec::new();
    let entry = payloads::build(&mut heap, "session_entry").expect("a payload");
    cases.push(("session_entry", Value::Object(entry), true));
    let flat = payloads::build(&mut heap, "flat16").expect("a payload");
    cases.push(("one flat object of leaves", Value::Object(flat), false));
    let s = heap.string("a");
    let leaves = heap
        .new_array(&[Value::from(1), s, Value::Bool(true)])
        .expect("values of this heap");
    cases.push(("an array of leaves", Value::Object(leaves), true));
    let a = object(&mut heap, &[("a", Value::from(1))]);
    let b = object(&mut heap, &[("a", Value::Number(2.5))]);
    let objects = heap
        .new_array(&[Value::Object(a), Value::Object(b)])
        .expect("values of this heap");
    cases.push(("an array of objects", Value::Object(objects), true));
    let shared = object(
        &mut heap,
        &[("x", Value::Object(a)), ("y", Value::Object(a))],
    );
    cases.push(("an object reached twice", Value::Object(shared), false));
    let cycle = object(&mut heap, &[("n", Value::from(1))]);
    let self_key = key(&mut heap, "self");
    heap.set(cycle, self_key, Value::Object(cycle), StoreOrigin::Named)
        .expect("set");
    cases.push(("a cycle", Value::Object(cycle), false));
    let holey = heap
        .new_array(&[Value::from(1), Value::from(2), Value::from(3)])
        .expect("values of this heap");
    heap.delete(holey, PropertyKey::Index(1)).expect("delete");
    let holder = object(&mut heap, &[("h", Value::Object(holey))]);
    cases.push(("an array with a hole", Value::Object(holder), false));
    let named = heap
        .new_array(&[Value::from(1)])
        .expect("values of this heap");
    let name = key(&mut heap, "name");
    heap.set(named, name, s, StoreOrigin::Named).expect("set");
    let holder = object(&mut heap, &[("n", Value::Object(named))]);
    cases.push((
        "an array with a named property",
        Value::Object(holder),
        false,
    ));
    let with_elements = object(&mut heap, &[("a", Value::Object(a))]);
    heap.set(with_elements, PropertyKey::Index(0), s, StoreOrigin::Keyed)
        .expect("set");
    cases.push((
        "an object with elements",
        Value::Object(with_elements),
        false,
    ));
    let dictionary = object(
        &mut heap,
        &[("p", Value::from(1)), ("q", Value::Object(a)), ("r", s)],
    );
    let p = key(&mut heap, "p");
    heap.delete(dictionary, p).expect("delete");
    assert_eq!(heap.has_fast_properties(dictionary), Some(false));
    cases.push(("a dictionary object", Value::Object(dictionary), false));

    for (name, value, templated) in cases {
        let expected = render(&mut heap, value);
        let mut writer = Serializer::new(SESSION);
        let mut reader = Deserializer::new();
        let mut target = Heap::new();
        for n in 0..3 {
            let bytes = writer.serialize(&mut heap, value).expect("serializes");
            if n > 0 {
                assert_eq!(bytes[SESSION_VALUE_AT - 1], 0, "{name}: no definitions");
                assert_eq!(
                    bytes[SESSION_VALUE_AT] == b't',
                    templated,
                    "{name}: {}",
                    clone::dump(&bytes, None).unwrap_or_default()
                );
            }
            let copy = reader.deserialize(&mut target, &bytes).expect("reads");
            assert_eq!(render(&mut target, copy), expected, "{name}");
            check_clone_shapes(&mut target, copy);
        }
        assert_eq!(target.verify(), Ok(()));
    }
}

/// A template names shape slots: when other shapes take them, the next
/// message by the template defines them again, and reads the same.
#[test]
fn a_template_outlives_its_shape_slots_being_taken() {
    let mut source = Heap::new();
    let entry = Value::Object(payloads::build(&mut source, "session_entry").expect("a payload"));
    let expected = render(&mut source, entry);
    let mut writer = Serializer::new(SESSION);
    let mut reader = Deserializer::new();
    let mut target = Heap::new();
    let first = writer.serialize(&mut source, entry).expect("serializes");
    reader.deserialize(&mut target, &first).expect("reads");
    // Six hundred other shapes, over 256 shape slots.
    for i in 0..600 {
        let o = source.new_object();
        let k = source.key(&format!("k{i}"));
        source
            .set(o, k, Value::from(i), StoreOrigin::Named)
            .expect("set");
        let bytes = writer
            .serialize(&mut source, Value::Object(o))
            .expect("serializes");
        reader.deserialize(&mut target, &bytes).expect("reads");
    }
    let again = writer.serialize(&mut source, entry).expect("serializes");
    // Message 601: two bytes of number, then the definition count.
    assert!(again[13] > 0, "the shapes are defined again");
    assert_eq!(
        again[13 + usize::from(again[13] > 127) + 1..].first(),
        Some(&2),
        "a shape first"
    );
    // And the value is the template's: `t`, its slot, 11 leaf words.
    assert_eq!(again[again.len() - 11 * 8 - 2], b't');
    let copy = reader.deserialize(&mut target, &again).expect("reads");
    assert_eq!(render(&mut target, copy), expected);
    check_clone_shapes(&mut target, copy);
    assert_eq!(target.verify(), Ok(()));
}

/// A root of the shape a template carried last is walked first; when this
/// time it is no tree (an object reached twice), it travels by tags, and
/// by template again once it is a tree again.
#[test]
fn a_templated_root_that_stops_being_a_tree_travels_by_tags() {
    let mut source = Heap::new();
    let root = payloads::build(&mut source, "session_entry").expect("a payload");
    let (meta, counters) = (source.key("meta"), source.key("counters"));
    let meta_value = source.get(root, meta).expect("get");
    let counters_value = source.get(root, counters).expect("get");
    let mut writer = Serializer::new(SESSION);
    let mut reader = Deserializer::new();
    let mut target = Heap::new();
    for (n, shared) in [false, false, true, false].into_iter().enumerate() {
        let v = if shared { meta_value } else { counters_value };
        source
            .set(root, counters, v, StoreOrigin::Named)
            .expect("set");
        let expected = render(&mut source, Value::Object(root));
        let bytes = writer
            .serialize(&mut source, Value::Object(root))
            .expect("serializes");
        if n > 0 {
            assert_eq!(
                bytes[SESSION_VALUE_AT - 1],
                0,
                "message {n}: no definitions"
            );
            assert_eq!(bytes[SESSION_VALUE_AT] == b't', !shared, "message {n}");
        }
        let copy = reader.deserialize(&mut target, &bytes).expect("reads");
        assert_eq!(render(&mut target, copy), expected, "message {n}");
        check_clone_shapes(&mut target, copy);
    }
    assert_eq!(target.verify(), Ok(()));
}
