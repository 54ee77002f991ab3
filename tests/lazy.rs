//! Natives, modules and lazy properties: Node's `defineLazyProperties` semantics,
//! module caching and failure, the null-prototype mapping object, and the model
//! `stream` library (summarized as an insta snapshot).

use shapeshift::stdlib::{self, SyntheticSpec};
use shapeshift::{
    Heap, JsErrorKind, LoadIc, ModuleState, ObjectId, Policy, PropertySlot, Runtime, StoreOrigin,
    Value,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

#[macro_use]
mod support;

fn stream_heap() -> Heap {
    let rt = stdlib::runtime(&[]).expect("the stdlib registers");
    Heap::with_runtime(Policy::node20(), Arc::new(rt))
}

fn obj(v: Value) -> ObjectId {
    v.as_object().expect("an object")
}

fn get(heap: &mut Heap, o: ObjectId, name: &str) -> Value {
    let k = heap.key(name);
    heap.get(o, k).expect("get")
}

fn keys_json(heap: &Heap, keys: Vec<shapeshift::PropertyKey>) -> String {
    let parts: Vec<String> = keys
        .into_iter()
        .map(|k| format!("\"{}\"", heap.atoms().display(k)))
        .collect();
    format!("[{}]", parts.join(","))
}

#[test]
fn a_module_initializes_once_and_its_exports_are_cached() {
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let mut rt = Runtime::new();
    let m = rt
        .modules
        .register("counted", |heap| {
            RUNS.fetch_add(1, Ordering::SeqCst);
            Ok(Value::Object(heap.new_object()))
        })
        .unwrap();
    let mut heap = Heap::with_runtime(Policy::node20(), Arc::new(rt));
    assert_eq!(
        heap.module_state(m).expect("an ID this heap handed out"),
        ModuleState::Unloaded
    );
    let a = heap.require(m).unwrap();
    let b = heap.require(m).unwrap();
    assert_eq!(a, b);
    assert_eq!(RUNS.load(Ordering::SeqCst), 1);
    assert_eq!(
        heap.module_state(m).expect("an ID this heap handed out"),
        ModuleState::Loaded(a)
    );
    assert_eq!(heap.loaded_modules(), vec![m]);
}

#[test]
fn a_failing_initializer_leaves_a_clear_error_and_no_cached_module() {
    static ATTEMPTS: AtomicUsize = AtomicUsize::new(0);
    let mut rt = Runtime::new();
    let flaky = rt
        .modules
        .register("flaky", |heap| {
            // Builds half its exports, then fails the first time.
            let half = heap.new_object();
            let k = heap.key("half");
            heap.set(half, k, Value::from(1), StoreOrigin::Named)?;
            if ATTEMPTS.fetch_add(1, Ordering::SeqCst) == 0 {
                return Err(shapeshift::JsError::type_error("disk on fire"));
            }
            Ok(Value::Object(half))
        })
        .unwrap();
    let cyclic = rt
        .modules
        .register("cyclic", |heap| heap.require_named("cyclic"))
        .unwrap();
    let mut heap = Heap::with_runtime(Policy::node20(), Arc::new(rt));
    let target = heap.new_object();
    heap.define_lazy_properties(target, flaky, &["half"], true)
        .unwrap();
    let half = heap.key("half");
    let err = heap.get(target, half).unwrap_err();
    assert_eq!(
        err.to_string(),
        "module `flaky` failed to initialize: TypeError: disk on fire"
    );
    assert_eq!(
        heap.module_state(flaky)
            .expect("an ID this heap handed out"),
        ModuleState::Unloaded
    );
    assert!(
        heap.is_lazy(target, half),
        "the lazy entry survives a failed load"
    );
    heap.verify().unwrap();
    // The heap stays usable, and the next read runs the initializer again.
    let v = heap.get(target, half).unwrap();
    assert!(matches!(
        heap.module_state(flaky)
            .expect("an ID this heap handed out"),
        ModuleState::Loaded(_)
    ));
    assert_eq!(v, heap.get(target, half).unwrap());
    assert!(!heap.is_lazy(target, half));
    // A require cycle is an error too, and leaves the module unloaded.
    let err = heap.require(cyclic).unwrap_err();
    let JsErrorKind::ModuleInit { module, cause } = err.kind() else {
        panic!("not a module error: {err}");
    };
    assert_eq!(module, "cyclic");
    assert!(cause.to_string().contains("require cycle"), "{cause}");
    assert_eq!(
        heap.module_state(cyclic)
            .expect("an ID this heap handed out"),
        ModuleState::Unloaded
    );
    heap.verify().unwrap();
}

#[test]
fn a_lazily_read_export_is_the_module_export_every_time() {
    let mut heap = stream_heap();
    let stream = obj(heap.require_named("stream").unwrap());
    let pipeline_module = heap
        .runtime()
        .modules
        .id("internal/streams/pipeline")
        .unwrap();
    assert_eq!(
        heap.module_state(pipeline_module)
            .expect("an ID this heap handed out"),
        ModuleState::Unloaded
    );
    let first = get(&mut heap, stream, "pipeline");
    assert!(matches!(
        heap.module_state(pipeline_module)
            .expect("an ID this heap handed out"),
        ModuleState::Loaded(_)
    ));
    let second = get(&mut heap, stream, "pipeline");
    assert_eq!(first, second);
    let exports = obj(heap.require(pipeline_module).unwrap());
    assert_eq!(first, get(&mut heap, exports, "pipeline"));
    // Resolved: an ordinary writable data property, enumerable as before.
    let k = heap.key("pipeline");
    let p = heap.get_own_property(stream, k).unwrap();
    assert!(matches!(p.slot, PropertySlot::Data(v) if v == first));
    assert!(
        p.attrs
            .contains(shapeshift::Attrs::WRITABLE | shapeshift::Attrs::ENUMERABLE)
    );
    heap.verify().unwrap();
}

#[test]
fn assignment_before_the_first_read_replaces_the_lazy_entry() {
    let mut heap = stream_heap();
    let stream = obj(heap.require_named("stream").unwrap());
    let compose = heap
        .runtime()
        .modules
        .id("internal/streams/compose")
        .unwrap();
    let k = heap.key("compose");
    assert!(heap.is_lazy(stream, k));
    heap.set(stream, k, Value::from(42), StoreOrigin::Named)
        .unwrap();
    assert!(!heap.is_lazy(stream, k));
    assert_eq!(
        heap.module_state(compose)
            .expect("an ID this heap handed out"),
        ModuleState::Unloaded,
        "not loaded"
    );
    assert_eq!(heap.get(stream, k).unwrap(), Value::from(42));
    assert_eq!(
        heap.module_state(compose)
            .expect("an ID this heap handed out"),
        ModuleState::Unloaded
    );
}

#[test]
fn a_warm_load_ic_reads_a_resolved_lazy_property_as_a_field() {
    let mut heap = stream_heap();
    let stream = obj(heap.require_named("stream").unwrap());
    let k = heap.key("finished");
    let mut ic = LoadIc::new(k);
    let first = ic.load(&mut heap, stream).unwrap();
    assert!(!heap.is_lazy(stream, k));
    for _ in 0..3 {
        assert_eq!(ic.load(&mut heap, stream).unwrap(), first);
    }
    assert_eq!(ic.state().name(), "monomorphic");
}

#[test]
fn copies_read_lazy_properties_as_getters_would() {
    let mut heap = stream_heap();
    let stream = obj(heap.require_named("stream").unwrap());
    let copy = heap.spread(Value::Object(stream)).unwrap();
    // Every enumerable lazy static was read, so its module loaded.
    for (name, module) in stdlib::stream::LAZY_STATICS {
        let m = heap.runtime().modules.id(module).unwrap();
        assert!(
            matches!(
                heap.module_state(m).expect("an ID this heap handed out"),
                ModuleState::Loaded(_)
            ),
            "{name}"
        );
        let k = heap.key(name);
        assert!(!heap.is_lazy(stream, k));
        assert_eq!(heap.get(copy, k).unwrap(), heap.get(stream, k).unwrap());
    }
    assert_eq!(heap.lazy_entries().count(), stdlib::stream::OPERATORS.len());
}

/// Mirrors `tests/lazy/own_keys.js` (Node's `defineLazyProperties`, run with
/// `--expose-internals`) and compares with Node's recorded output.
#[test]
fn own_keys_and_modes_match_node() {
    let mut heap = stream_heap();
    let stream_module = heap.runtime().modules.id("stream").unwrap();
    let mut out = Vec::new();
    let o = heap.new_object();
    let a = heap.key("a");
    heap.set(o, a, Value::from(1), StoreOrigin::Named).unwrap();
    heap.define_lazy_properties(o, stream_module, &["Readable", "pipeline"], true)
        .unwrap();
    heap.define_lazy_properties(o, stream_module, &["finished"], false)
        .unwrap();
    let z = heap.key("z");
    heap.set(o, z, Value::from(1), StoreOrigin::Named).unwrap();
    let line = |heap: &Heap, extra: &str| {
        format!(
            "{} {} {}{extra}",
            keys_json(heap, heap.own_keys(o).expect("an ID this heap handed out")),
            keys_json(heap, heap.keys(o).expect("an ID this heap handed out")),
            heap.has_fast_properties(o) == Some(true)
        )
    };
    out.push(line(&heap, ""));
    let p = get(&mut heap, o, "pipeline");
    let same = get(&mut heap, o, "pipeline") == p;
    out.push(line(&heap, &format!(" {same}")));
    let readable = heap.key("Readable");
    heap.set(o, readable, Value::from(5), StoreOrigin::Named)
        .unwrap();
    let five = match heap.get(o, readable).unwrap() {
        Value::Number(n) => n.to_string(),
        other => format!("{other:?}"),
    };
    out.push(line(&heap, &format!(" {five}")));
    get(&mut heap, o, "finished");
    let finished = heap.key("finished");
    let d = heap.get_own_property(o, finished).unwrap();
    out.push(line(
        &heap,
        &format!(
            " {{\"writable\":{},\"enumerable\":{},\"configurable\":{}}}",
            d.attrs.contains(shapeshift::Attrs::WRITABLE),
            d.attrs.contains(shapeshift::Attrs::ENUMERABLE),
            d.attrs.contains(shapeshift::Attrs::CONFIGURABLE)
        ),
    ));
    let (x, y) = (heap.new_object(), heap.new_object());
    heap.define_lazy_properties(x, stream_module, &["x", "y"], true)
        .unwrap();
    heap.define_lazy_properties(y, stream_module, &["x", "y"], true)
        .unwrap();
    out.push(format!(
        "{} {} {}",
        heap.has_fast_properties(x) == Some(true),
        heap.has_fast_properties(y) == Some(true),
        heap.same_shape(x, y) == Some(true)
    ));
    let q = heap.new_object();
    heap.define_lazy_properties(q, stream_module, &["Writable"], true)
        .unwrap();
    let kid = heap
        .object_create(Some(q))
        .expect("a prototype of this heap");
    let writable = heap.key("Writable");
    heap.set(kid, writable, Value::from(7), StoreOrigin::Named)
        .unwrap();
    let d = heap.get_own_property(q, writable).unwrap();
    let PropertySlot::Data(Value::Number(v)) = d.slot else {
        panic!("q.Writable is not data: {d:?}");
    };
    out.push(format!(
        "{} {{\"value\":{v},\"writable\":{},\"enumerable\":{},\"configurable\":{}}} {v}",
        keys_json(
            &heap,
            heap.own_keys(kid).expect("an ID this heap handed out")
        ),
        d.attrs.contains(shapeshift::Attrs::WRITABLE),
        d.attrs.contains(shapeshift::Attrs::ENUMERABLE),
        d.attrs.contains(shapeshift::Attrs::CONFIGURABLE)
    ));
    let recorded = include_str!("lazy/own_keys.out");
    let expected: Vec<&str> = recorded.lines().collect();
    assert_eq!(out, expected);
    heap.verify().unwrap();
}

#[test]
fn null_prototype_mapping_objects_stay_fast_when_built_literal_first() {
    let mut heap = stream_heap();
    let entries: Vec<_> = ["pipeline", "finished", "compose"]
        .iter()
        .enumerate()
        .map(|(i, n)| (heap.key(n), Value::from(i as i32)))
        .collect();
    let mapping = heap.null_proto_mapping(&entries).unwrap();
    assert_eq!(heap.has_fast_properties(mapping), Some(true));
    assert_eq!(
        heap.get_prototype_of(mapping)
            .expect("an ID this heap handed out"),
        None
    );
    let literal = heap.null_proto_literal(&entries).unwrap();
    assert_eq!(
        heap.has_fast_properties(literal),
        Some(false),
        "{{__proto__: null, …}} is a dictionary"
    );
    assert_eq!(
        heap.get_prototype_of(literal)
            .expect("an ID this heap handed out"),
        None
    );
    assert_eq!(
        heap.own_keys(mapping).expect("an ID this heap handed out"),
        heap.own_keys(literal).expect("an ID this heap handed out")
    );
}

#[test]
fn natives_are_values_by_id_and_run_their_rust_function() {
    let mut heap = stream_heap();
    let stream = obj(heap.require_named("stream").unwrap());
    let get_hwm = get(&mut heap, stream, "getDefaultHighWaterMark");
    let set_hwm = get(&mut heap, stream, "setDefaultHighWaterMark");
    let native = heap
        .object(obj(get_hwm))
        .expect("an ID this heap handed out")
        .native()
        .unwrap();
    assert_eq!(
        heap.runtime().natives.name(native),
        Some("stream.getDefaultHighWaterMark")
    );
    let this = Value::Object(stream);
    assert_eq!(
        heap.call(get_hwm, this, &[Value::Bool(false)]),
        Ok(Value::from(16384))
    );
    heap.call(set_hwm, this, &[Value::Bool(false), Value::from(1024)])
        .unwrap();
    assert_eq!(
        heap.call(get_hwm, this, &[Value::Bool(false)]),
        Ok(Value::from(1024))
    );
    assert_eq!(
        heap.call(get_hwm, this, &[Value::Bool(true)]),
        Ok(Value::from(16))
    );
    let err = heap
        .call(set_hwm, this, &[Value::Bool(true), Value::from(-1)])
        .unwrap_err();
    assert_eq!(err.name(), "RangeError");
    // Flag readers look at the object they are given.
    let is_destroyed = get(&mut heap, stream, "isDestroyed");
    let s = heap.new_object();
    assert_eq!(
        heap.call(is_destroyed, this, &[Value::Object(s)]),
        Ok(Value::Bool(false))
    );
    let k = heap.key("destroyed");
    heap.set(s, k, Value::Bool(true), StoreOrigin::Named)
        .unwrap();
    assert_eq!(
        heap.call(is_destroyed, this, &[Value::Object(s)]),
        Ok(Value::Bool(true))
    );
    // Another runtime's registry does not know the stream natives.
    let mut bare = Heap::new();
    assert!(bare.native_function("stream.isDestroyed").is_err());
}

#[test]
fn registry_fingerprints_track_names() {
    let a = stdlib::runtime(&[]).unwrap();
    let b = stdlib::runtime(&[]).unwrap();
    assert_eq!(a.fingerprint(), b.fingerprint());
    assert_eq!(a.natives.fingerprint(), b.natives.fingerprint());
    let c = stdlib::runtime(&[SyntheticSpec {
        name: "synthetic/small",
        objects: 10,
        properties_per_object: 4,
        strings: 4,
    }])
    .unwrap();
    assert_ne!(a.fingerprint(), c.fingerprint(), "a module more changes it");
    assert_eq!(a.natives.fingerprint(), c.natives.fingerprint());
}

#[test]
fn synthetic_modules_have_the_requested_size() {
    let spec = SyntheticSpec {
        name: "synthetic/1k",
        objects: 1000,
        properties_per_object: 6,
        strings: 50,
    };
    let rt = stdlib::runtime(&[spec]).unwrap();
    let mut heap = Heap::with_runtime(Policy::node20(), Arc::new(rt));
    let before = heap.object_count();
    let exports = obj(heap.require_named("synthetic/1k").unwrap());
    // The items, their array, the exports object.
    assert_eq!(heap.object_count() - before, 1000 + 2);
    let items = obj(get(&mut heap, exports, "items"));
    let first = obj(heap.get(items, shapeshift::PropertyKey::Index(0)).unwrap());
    let last = obj(heap
        .get(items, shapeshift::PropertyKey::Index(999))
        .unwrap());
    assert_eq!(
        heap.keys(first).expect("an ID this heap handed out").len(),
        6
    );
    assert_eq!(
        heap.keys(last).expect("an ID this heap handed out").len(),
        7,
        "every eighth object links to the previous one"
    );
    assert_eq!(heap.has_fast_properties(first), Some(true));
    heap.verify().unwrap();
}

/// The stream library at a glance: modules and their state after
/// `require('stream')`, the exports' keys, prototype sizes, object and shape
/// counts. Reviewed as a snapshot: a change in the library's shape shows here.
#[test]
fn stream_library_summary() {
    let mut heap = stream_heap();
    let base = (heap.object_count(), heap.shapes().len());
    let stream = obj(heap.require_named("stream").unwrap());
    let mut s = String::new();
    let rt = heap.runtime().clone();
    s.push_str("modules after require('stream'):\n");
    for m in rt.modules.ids() {
        let state = match heap.module_state(m).expect("an ID this heap handed out") {
            ModuleState::Loaded(_) => "loaded",
            ModuleState::Initializing => "initializing",
            ModuleState::Unloaded => "lazy",
        };
        s.push_str(&format!(
            "  {:<36} {state}\n",
            rt.modules.name(m).unwrap_or("?")
        ));
    }
    s.push_str(&format!(
        "stream keys: {}\n",
        keys_json(
            &heap,
            heap.own_keys(stream).expect("an ID this heap handed out")
        )
    ));
    let lazy: Vec<String> = heap
        .lazy_entries()
        .map(|(o, k, m)| {
            format!(
                "{}#{}→{}",
                heap.atoms().display(k),
                o.index(),
                rt.modules.name(m).unwrap_or("?")
            )
        })
        .collect();
    s.push_str(&format!(
        "pending lazy properties ({}): {}\n",
        lazy.len(),
        lazy.join(", ")
    ));
    for ctor in [
        "Readable",
        "Writable",
        "Duplex",
        "Transform",
        "PassThrough",
        "Stream",
    ] {
        let c = obj(get(&mut heap, stream, ctor));
        let p = obj(get(&mut heap, c, "prototype"));
        s.push_str(&format!(
            "{ctor}.prototype: {} own keys, {} mode; {ctor}: {} own keys\n",
            heap.own_keys(p).expect("an ID this heap handed out").len(),
            if heap.has_fast_properties(p) == Some(true) {
                "fast"
            } else {
                "dictionary"
            },
            heap.own_keys(c).expect("an ID this heap handed out").len()
        ));
    }
    s.push_str(&format!(
        "objects: {} (+{}), shapes: {} (+{}), natives: {}, modules: {}\n",
        heap.object_count(),
        heap.object_count() - base.0,
        heap.shapes().len(),
        heap.shapes().len() - base.1,
        rt.natives.len(),
        rt.modules.len()
    ));
    heap.verify().unwrap();
    snapshot!("stream_library_summary", s);
}

/// The edge cases of Node's `defineLazyProperties` (checked with
/// `node --expose-internals`): a read of a frozen holder's lazy property throws
/// `Cannot redefine property` once and then returns the export Node's getter
/// cached; an attribute-only redefinition keeps the property lazy; a sealed
/// holder's lazy setter throws and leaves the accessor.
#[test]
fn lazy_edge_cases_match_node() {
    let mut heap = stream_heap();
    let stream = heap.runtime().modules.id("stream").unwrap();
    let pipeline = heap.key("pipeline");

    let t = heap.new_object();
    heap.define_lazy_properties(t, stream, &["pipeline", "finished"], true)
        .unwrap();
    heap.freeze(t).expect("an object of this heap");
    let err = heap.get(t, pipeline).unwrap_err();
    assert_eq!(
        err.to_string(),
        "TypeError: Cannot redefine property: pipeline"
    );
    let v = heap
        .get(t, pipeline)
        .expect("the second read returns the cached export");
    assert!(
        matches!(v, Value::Object(o) if heap.kind_of(o).expect("an ID this heap handed out") == shapeshift::shape::ObjectKind::Function)
    );

    let u = heap.new_object();
    heap.define_lazy_properties(u, stream, &["pipeline"], true)
        .unwrap();
    let hidden = shapeshift::PropertyDescriptor {
        enumerable: Some(false),
        ..Default::default()
    };
    heap.define_property(u, pipeline, hidden).unwrap();
    assert!(
        heap.is_lazy(u, pipeline),
        "attribute-only defines keep the lazy accessor"
    );
    let resolved = heap.get(u, pipeline).unwrap();
    assert_eq!(resolved, v);
    let d = heap.get_own_property(u, pipeline).unwrap();
    assert!(d.attrs.contains(shapeshift::Attrs::WRITABLE));
    assert!(!d.attrs.contains(shapeshift::Attrs::ENUMERABLE));

    let y = heap.new_object();
    heap.define_lazy_properties(y, stream, &["pipeline"], true)
        .unwrap();
    heap.seal(y).expect("an object of this heap");
    let err = heap
        .set(y, pipeline, Value::from(3), StoreOrigin::Named)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "TypeError: Cannot redefine property: pipeline"
    );
    assert!(heap.is_lazy(y, pipeline), "the accessor stays");
    heap.verify().unwrap();
}

#[test]
fn a_cycle_of_lazy_exports_is_a_range_error_not_a_stack_overflow() {
    let mut rt = Runtime::new();
    // Module `a`'s exports read `x` lazily from module `b`, whose exports read
    // `x` lazily from `a`.
    rt.modules
        .register("a", |heap| {
            let e = heap.new_object();
            let b = heap.runtime().modules.id("b").expect("b");
            heap.define_lazy_properties(e, b, &["x"], true)?;
            Ok(Value::Object(e))
        })
        .unwrap();
    rt.modules
        .register("b", |heap| {
            let e = heap.new_object();
            let a = heap.runtime().modules.id("a").expect("a");
            heap.define_lazy_properties(e, a, &["x"], true)?;
            Ok(Value::Object(e))
        })
        .unwrap();
    let mut heap = Heap::with_runtime(Policy::node20(), Arc::new(rt));
    let a = obj(heap.require_named("a").unwrap());
    let x = heap.key("x");
    let err = heap.get(a, x).unwrap_err();
    assert_eq!(
        err.to_string(),
        "RangeError: Maximum call stack size exceeded"
    );
    heap.verify().unwrap();
}
