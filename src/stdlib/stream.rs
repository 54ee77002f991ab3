//! A model of Node 20's `stream` module, shaped like the real one.
//!
//! The constructors, prototypes, method names, accessors and statics are Node
//! 20's (listed from `node -e "Reflect.ownKeys(require('stream').Readable.prototype)"`
//! and friends): `Readable.prototype` carries 21 methods and 13 accessors plus
//! 13 stream operators; `Duplex.prototype` inherits from it and adds the writable
//! side; `Transform` and `PassThrough` follow; all of them sit on the legacy
//! `Stream.prototype`, which sits on `EventEmitter.prototype`.
//!
//! The rarely used exports are lazy here, each in a module of its own, mapped by
//! name with [`Heap::define_lazy_properties`]. This is the project's design (so
//! that a startup snapshot can leave them out), not Node 20's layout: in Node 20
//! `pipeline`, `finished`, `compose`, `addAbortSignal` and the operators are plain
//! data properties and only `promises` is an accessor, so these objects' shapes
//! differ from Node's where those properties are concerned.
//!
//! | property | on | module |
//! |---|---|---|
//! | `pipeline` | `Stream` | `internal/streams/pipeline` |
//! | `finished` | `Stream` | `internal/streams/end-of-stream` |
//! | `compose` | `Stream` | `internal/streams/compose` |
//! | `addAbortSignal` | `Stream` | `internal/streams/add-abort-signal` |
//! | `promises` | `Stream` | `stream/promises` (its exports; `.promises` is itself) |
//! | `map`, `filter`, … (13 operators) | `Readable.prototype` (not enumerable) | `internal/streams/operators` |
//!
//! Methods are opaque functions (the model runs no JavaScript); the helpers a
//! caller can observe are natives: `isDestroyed`, `isErrored`, `isDisturbed`,
//! `isReadable`, `isWritable` read the flags of the object they are given, and
//! `getDefaultHighWaterMark` / `setDefaultHighWaterMark` read and write the
//! defaults kept in module `internal/streams/state` (16 KiB, 16 objects), as
//! Node's `internal/streams/state.js` keeps them.

use super::{accessor, constructor, define_hidden, method, put, read, truthy};
use crate::error::JsError;
use crate::heap::Heap;
use crate::heap::module::Runtime;
use crate::heap::native::RegistryError;
use crate::object::ObjectId;
use crate::value::Value;

/// `EventEmitter.prototype`'s methods (Node 20).
pub const EVENT_EMITTER_METHODS: &[&str] = &[
    "setMaxListeners",
    "getMaxListeners",
    "emit",
    "addListener",
    "on",
    "prependListener",
    "once",
    "prependOnceListener",
    "removeListener",
    "off",
    "removeAllListeners",
    "listeners",
    "rawListeners",
    "listenerCount",
    "eventNames",
];

/// `Readable.prototype`'s methods (Node 20, without the operators).
pub const READABLE_METHODS: &[&str] = &[
    "destroy",
    "_undestroy",
    "_destroy",
    "push",
    "unshift",
    "isPaused",
    "setEncoding",
    "read",
    "_read",
    "pipe",
    "unpipe",
    "on",
    "addListener",
    "removeListener",
    "off",
    "removeAllListeners",
    "resume",
    "pause",
    "wrap",
    "iterator",
];

/// `Readable.prototype`'s accessors, and whether each has a setter.
pub const READABLE_ACCESSORS: &[(&str, bool)] = &[
    ("readable", true),
    ("readableDidRead", false),
    ("readableAborted", false),
    ("readableHighWaterMark", false),
    ("readableBuffer", false),
    ("readableFlowing", true),
    ("readableLength", false),
    ("readableObjectMode", false),
    ("readableEncoding", false),
    ("errored", false),
    ("closed", false),
    ("destroyed", true),
    ("readableEnded", false),
];

/// The stream operators on `Readable.prototype`, lazy from `internal/streams/operators`.
pub const OPERATORS: &[&str] = &[
    "asIndexedPairs",
    "drop",
    "filter",
    "flatMap",
    "map",
    "take",
    "compose",
    "every",
    "forEach",
    "reduce",
    "toArray",
    "some",
    "find",
];

/// `Writable.prototype`'s methods.
pub const WRITABLE_METHODS: &[&str] = &[
    "pipe",
    "write",
    "cork",
    "uncork",
    "setDefaultEncoding",
    "_write",
    "end",
    "destroy",
    "_undestroy",
    "_destroy",
];

/// `Writable.prototype`'s accessors.
pub const WRITABLE_ACCESSORS: &[(&str, bool)] = &[
    ("closed", false),
    ("destroyed", true),
    ("writable", true),
    ("writableFinished", false),
    ("writableObjectMode", false),
    ("writableBuffer", false),
    ("writableEnded", false),
    ("writableNeedDrain", false),
    ("writableHighWaterMark", false),
    ("writableCorked", false),
    ("writableLength", false),
    ("errored", false),
    ("writableAborted", false),
];

/// `Duplex.prototype`'s own methods (the rest comes from `Readable.prototype`).
pub const DUPLEX_METHODS: &[&str] = &[
    "write",
    "cork",
    "uncork",
    "setDefaultEncoding",
    "_write",
    "end",
    "destroy",
];

/// `Duplex.prototype`'s own accessors.
pub const DUPLEX_ACCESSORS: &[(&str, bool)] = &[
    ("writable", true),
    ("writableHighWaterMark", false),
    ("writableObjectMode", false),
    ("writableBuffer", false),
    ("writableLength", false),
    ("writableFinished", false),
    ("writableCorked", false),
    ("writableEnded", false),
    ("writableNeedDrain", false),
    ("destroyed", true),
];

/// The lazy statics of `Stream`, with the module each maps to.
pub const LAZY_STATICS: &[(&str, &str)] = &[
    ("pipeline", "internal/streams/pipeline"),
    ("addAbortSignal", "internal/streams/add-abort-signal"),
    ("finished", "internal/streams/end-of-stream"),
    ("compose", "internal/streams/compose"),
    ("promises", "stream/promises"),
];

/// Node's default high-water marks (`internal/streams/state.js`, Node 20).
pub const DEFAULT_HIGH_WATER_MARK_BYTES: f64 = 16384.0;
/// Node's default high-water mark in object mode.
pub const DEFAULT_HIGH_WATER_MARK_OBJECTS: f64 = 16.0;

fn exports_object(v: Value, module: &str) -> Result<ObjectId, JsError> {
    v.as_object()
        .ok_or_else(|| JsError::type_error(format!("module `{module}` did not export an object")))
}

fn require_object(heap: &mut Heap, module: &str) -> Result<ObjectId, JsError> {
    let v = heap.require_named(module)?;
    exports_object(v, module)
}

fn prototype_of_ctor(heap: &mut Heap, ctor: ObjectId) -> Result<ObjectId, JsError> {
    let v = read(heap, Value::Object(ctor), "prototype")?;
    exports_object(v, "a constructor's prototype")
}

/// `require('internal/streams/legacy').Stream.prototype`.
fn legacy_stream_prototype(heap: &mut Heap) -> Result<ObjectId, JsError> {
    let legacy = require_object(heap, "internal/streams/legacy")?;
    let stream = read(heap, Value::Object(legacy), "Stream")?;
    prototype_of_ctor(heap, exports_object(stream, "Stream")?)
}

/// The ID of a module this library registered.
fn module_id(heap: &Heap, name: &str) -> Result<crate::heap::module::ModuleId, JsError> {
    heap.runtime()
        .modules
        .id(name)
        .ok_or_else(|| JsError::type_error(format!("Cannot find module '{name}'")))
}

/// A stream class as Node's files build one: a constructor whose prototype
/// inherits from `parent` and gets `methods` (enumerable assignments),
/// `_writev = null` when `writev`, then `accessors`.
fn stream_class(
    heap: &mut Heap,
    parent: ObjectId,
    methods: &[&str],
    writev: bool,
    accessors: &[(&str, bool)],
) -> Result<(ObjectId, ObjectId), JsError> {
    let (ctor, proto) = constructor(heap, Some(parent))?;
    for name in methods {
        method(heap, proto, name, true)?;
    }
    if writev {
        put(heap, proto, "_writev", Value::Null)?;
    }
    for &(name, settable) in accessors {
        accessor(heap, proto, name, settable)?;
    }
    Ok((ctor, proto))
}

/// Enumerable methods `names` on `o` (`o.name = function () {}` each).
fn enumerable_methods(heap: &mut Heap, o: ObjectId, names: &[&str]) -> Result<(), JsError> {
    for name in names {
        method(heap, o, name, true)?;
    }
    Ok(())
}

fn flag_native(name: &'static str) -> fn(&mut Heap, Value, &[Value]) -> Result<Value, JsError> {
    // Each helper reads one or two flags of its argument, as Node's utils read
    // the stream's state.
    match name {
        "stream.isDestroyed" => |h, _, a| {
            let s = a.first().copied().unwrap_or(Value::Undefined);
            let v = read(h, s, "destroyed")?;
            Ok(Value::Bool(truthy(h, v)))
        },
        "stream.isErrored" => |h, _, a| {
            let s = a.first().copied().unwrap_or(Value::Undefined);
            let v = read(h, s, "errored")?;
            Ok(Value::Bool(truthy(h, v)))
        },
        "stream.isDisturbed" => |h, _, a| {
            let s = a.first().copied().unwrap_or(Value::Undefined);
            let v = read(h, s, "readableDidRead")?;
            Ok(Value::Bool(truthy(h, v)))
        },
        "stream.isReadable" => |h, _, a| {
            let s = a.first().copied().unwrap_or(Value::Undefined);
            let readable = read(h, s, "readable")?;
            let destroyed = read(h, s, "destroyed")?;
            Ok(Value::Bool(truthy(h, readable) && !truthy(h, destroyed)))
        },
        _ => |h, _, a| {
            let s = a.first().copied().unwrap_or(Value::Undefined);
            let writable = read(h, s, "writable")?;
            let destroyed = read(h, s, "destroyed")?;
            Ok(Value::Bool(truthy(h, writable) && !truthy(h, destroyed)))
        },
    }
}

fn high_water_mark_key(heap: &Heap, object_mode: Value) -> &'static str {
    if truthy(heap, object_mode) {
        "defaultHighWaterMarkObjectMode"
    } else {
        "defaultHighWaterMarkBytes"
    }
}

fn get_default_high_water_mark(
    heap: &mut Heap,
    _: Value,
    args: &[Value],
) -> Result<Value, JsError> {
    let state = require_object(heap, "internal/streams/state")?;
    let key = high_water_mark_key(heap, args.first().copied().unwrap_or(Value::Undefined));
    read(heap, Value::Object(state), key)
}

fn set_default_high_water_mark(
    heap: &mut Heap,
    _: Value,
    args: &[Value],
) -> Result<Value, JsError> {
    let value = match args.get(1) {
        Some(Value::Number(n)) if *n >= 0.0 => Value::Number(*n),
        other => {
            return Err(JsError::range_error(format!(
                "The value of \"value\" is out of range. It must be >= 0. Received {other:?}"
            )));
        }
    };
    let state = require_object(heap, "internal/streams/state")?;
    let key = high_water_mark_key(heap, args.first().copied().unwrap_or(Value::Undefined));
    put(heap, state, key, value)?;
    Ok(Value::Undefined)
}

/// The natives `stream` exposes, in registration order.
pub const NATIVES: &[&str] = &[
    "stream.isDestroyed",
    "stream.isDisturbed",
    "stream.isErrored",
    "stream.isReadable",
    "stream.isWritable",
    "stream.getDefaultHighWaterMark",
    "stream.setDefaultHighWaterMark",
];

/// Registers the natives and modules of the model `stream` library.
pub fn register(rt: &mut Runtime) -> Result<(), RegistryError> {
    for &name in NATIVES {
        let f = match name {
            "stream.getDefaultHighWaterMark" => get_default_high_water_mark,
            "stream.setDefaultHighWaterMark" => set_default_high_water_mark,
            other => flag_native(other),
        };
        rt.natives.register(name, f)?;
    }
    let m = &mut rt.modules;
    m.register("events", |heap| {
        let (ee, proto) = constructor(heap, None)?;
        put(heap, proto, "_events", Value::Undefined)?;
        put(heap, proto, "_eventsCount", Value::from(0))?;
        put(heap, proto, "_maxListeners", Value::Undefined)?;
        for name in EVENT_EMITTER_METHODS {
            method(heap, proto, name, true)?;
        }
        put(heap, ee, "defaultMaxListeners", Value::from(10))?;
        put(heap, ee, "EventEmitter", Value::Object(ee))?;
        Ok(Value::Object(ee))
    })?;
    m.register("internal/streams/state", |heap| {
        let state = heap.new_object();
        put(
            heap,
            state,
            "defaultHighWaterMarkBytes",
            Value::Number(DEFAULT_HIGH_WATER_MARK_BYTES),
        )?;
        put(
            heap,
            state,
            "defaultHighWaterMarkObjectMode",
            Value::Number(DEFAULT_HIGH_WATER_MARK_OBJECTS),
        )?;
        Ok(Value::Object(state))
    })?;
    m.register("internal/streams/legacy", |heap| {
        let ee = require_object(heap, "events")?;
        let ee_proto = prototype_of_ctor(heap, ee)?;
        let (stream, proto) = constructor(heap, Some(ee_proto))?;
        enumerable_methods(heap, proto, &["pipe", "eventNames"])?;
        let exports = heap.new_object();
        put(heap, exports, "Stream", Value::Object(stream))?;
        Ok(Value::Object(exports))
    })?;
    m.register("internal/streams/operators", |heap| {
        let exports = heap.new_object();
        for name in OPERATORS {
            let f = Value::Object(heap.new_function(false));
            put(heap, exports, name, f)?;
        }
        Ok(Value::Object(exports))
    })?;
    m.register("internal/streams/readable", |heap| {
        let stream_proto = legacy_stream_prototype(heap)?;
        let (readable, proto) = stream_class(
            heap,
            stream_proto,
            READABLE_METHODS,
            false,
            READABLE_ACCESSORS,
        )?;
        let operators = module_id(heap, "internal/streams/operators")?;
        heap.define_lazy_properties(proto, operators, OPERATORS, false)?;
        enumerable_methods(
            heap,
            readable,
            &[
                "ReadableState",
                "_fromList",
                "from",
                "fromWeb",
                "toWeb",
                "wrap",
            ],
        )?;
        Ok(Value::Object(readable))
    })?;
    m.register("internal/streams/writable", |heap| {
        let stream_proto = legacy_stream_prototype(heap)?;
        let (writable, _) = stream_class(
            heap,
            stream_proto,
            WRITABLE_METHODS,
            true,
            WRITABLE_ACCESSORS,
        )?;
        enumerable_methods(heap, writable, &["WritableState", "fromWeb", "toWeb"])?;
        Ok(Value::Object(writable))
    })?;
    m.register("internal/streams/duplex", |heap| {
        let readable = require_object(heap, "internal/streams/readable")?;
        require_object(heap, "internal/streams/writable")?;
        let readable_proto = prototype_of_ctor(heap, readable)?;
        let (duplex, _) =
            stream_class(heap, readable_proto, DUPLEX_METHODS, true, DUPLEX_ACCESSORS)?;
        enumerable_methods(heap, duplex, &["fromWeb", "toWeb", "from"])?;
        Ok(Value::Object(duplex))
    })?;
    m.register("internal/streams/transform", |heap| {
        let duplex = require_object(heap, "internal/streams/duplex")?;
        let duplex_proto = prototype_of_ctor(heap, duplex)?;
        let (transform, proto) = constructor(heap, Some(duplex_proto))?;
        enumerable_methods(heap, proto, &["_final", "_transform", "_write", "_read"])?;
        Ok(Value::Object(transform))
    })?;
    m.register("internal/streams/passthrough", |heap| {
        let transform = require_object(heap, "internal/streams/transform")?;
        let transform_proto = prototype_of_ctor(heap, transform)?;
        let (passthrough, proto) = constructor(heap, Some(transform_proto))?;
        method(heap, proto, "_transform", true)?;
        Ok(Value::Object(passthrough))
    })?;
    for (name, export) in [
        ("internal/streams/pipeline", "pipeline"),
        ("internal/streams/end-of-stream", "finished"),
        ("internal/streams/compose", "compose"),
        ("internal/streams/add-abort-signal", "addAbortSignal"),
    ] {
        m.register(name, move |heap| {
            let exports = heap.new_object();
            let f = Value::Object(heap.new_function(false));
            put(heap, exports, export, f)?;
            Ok(Value::Object(exports))
        })?;
    }
    m.register("stream/promises", |heap| {
        let exports = heap.new_object();
        for name in ["finished", "pipeline"] {
            let f = Value::Object(heap.new_function(false));
            put(heap, exports, name, f)?;
        }
        // `require('stream').promises === require('stream/promises')`: the lazy
        // `promises` property reads this module's `promises` export, itself.
        define_hidden(
            heap,
            exports,
            "promises",
            Value::Object(exports),
            true,
            true,
        )?;
        Ok(Value::Object(exports))
    })?;
    m.register("stream", |heap| {
        let legacy = require_object(heap, "internal/streams/legacy")?;
        let stream = read(heap, Value::Object(legacy), "Stream")?;
        let stream = exports_object(stream, "Stream")?;
        for name in [
            "isDestroyed",
            "isDisturbed",
            "isErrored",
            "isReadable",
            "isWritable",
        ] {
            let f = heap.native_function(&format!("stream.{name}"))?;
            put(heap, stream, name, Value::Object(f))?;
        }
        for (name, module) in [
            ("Readable", "internal/streams/readable"),
            ("Writable", "internal/streams/writable"),
            ("Duplex", "internal/streams/duplex"),
            ("Transform", "internal/streams/transform"),
            ("PassThrough", "internal/streams/passthrough"),
        ] {
            let ctor = heap.require_named(module)?;
            put(heap, stream, name, ctor)?;
        }
        method(heap, stream, "duplexPair", true)?;
        for &(name, module) in LAZY_STATICS {
            let id = module_id(heap, module)?;
            heap.define_lazy_properties(stream, id, &[name], true)?;
        }
        method(heap, stream, "destroy", true)?;
        for name in ["setDefaultHighWaterMark", "getDefaultHighWaterMark"] {
            let f = heap.native_function(&format!("stream.{name}"))?;
            put(heap, stream, name, Value::Object(f))?;
        }
        put(heap, stream, "Stream", Value::Object(stream))?;
        enumerable_methods(
            heap,
            stream,
            &["_isArrayBufferView", "_isUint8Array", "_uint8ArrayToBuffer"],
        )?;
        Ok(Value::Object(stream))
    })?;
    Ok(())
}
