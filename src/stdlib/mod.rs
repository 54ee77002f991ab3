//! A model standard library built from natives, modules and lazy properties.
//!
//! [`runtime`] registers the natives and modules of a model of Node's `stream`
//! (see [`stream`]) and, optionally, synthetic modules of a chosen size
//! ([`synthetic`]) for scaling benchmarks. A heap created with that runtime
//! (`Heap::with_runtime`) loads modules on `require` and resolves lazy properties
//! on first read.
//!
//! The helpers here build the pieces every module needs: constructors (a function
//! object with a `prototype` object whose `constructor` points back), methods
//! (opaque function objects: the model runs no JavaScript, so methods have names
//! and identity but no behaviour; the few functions whose behaviour a caller can
//! observe through the model are natives), and accessors.

pub mod stream;
pub mod synthetic;

use crate::atoms::PropertyKey;
use crate::error::JsError;
use crate::heap::module::Runtime;
use crate::heap::native::RegistryError;
use crate::heap::{Heap, PropertyDescriptor};
use crate::object::ObjectId;
use crate::policy::StoreOrigin;
use crate::shape::Attrs;
use crate::value::Value;

pub use synthetic::SyntheticSpec;

/// A runtime with the model `stream` library and one synthetic module per spec.
pub fn runtime(synthetic: &[SyntheticSpec]) -> Result<Runtime, RegistryError> {
    let mut rt = Runtime::new();
    stream::register(&mut rt)?;
    for spec in synthetic {
        synthetic::register(&mut rt, spec)?;
    }
    Ok(rt)
}

/// `o.name = value` (a named store, as module code writes exports).
pub(crate) fn put(heap: &mut Heap, o: ObjectId, name: &str, value: Value) -> Result<(), JsError> {
    let key = heap.key(name);
    heap.set(o, key, value, StoreOrigin::Named)?;
    Ok(())
}

/// `Object.defineProperty(o, name, {value, writable, enumerable: false, configurable})`.
pub(crate) fn define_hidden(
    heap: &mut Heap,
    o: ObjectId,
    name: &str,
    value: Value,
    writable: bool,
    configurable: bool,
) -> Result<(), JsError> {
    let key = heap.key(name);
    let mut attrs = Attrs::empty();
    attrs.set(Attrs::WRITABLE, writable);
    attrs.set(Attrs::CONFIGURABLE, configurable);
    heap.define_property(o, key, PropertyDescriptor::data(value, attrs))
}

/// A method: `proto.name = function () {}` (enumerable, as Node's prototype
/// assignments are) or, with `enumerable: false`, a class-style method.
pub(crate) fn method(
    heap: &mut Heap,
    o: ObjectId,
    name: &str,
    enumerable: bool,
) -> Result<(), JsError> {
    let f = Value::Object(heap.new_function(false));
    if enumerable {
        put(heap, o, name, f)
    } else {
        define_hidden(heap, o, name, f, true, true)
    }
}

/// An accessor `name` with an opaque getter (and setter when `settable`), not
/// enumerable, configurable: how Node's stream prototypes define their state
/// views (`ObjectDefineProperties(Readable.prototype, {readable: {get, set}})`).
pub(crate) fn accessor(
    heap: &mut Heap,
    o: ObjectId,
    name: &str,
    settable: bool,
) -> Result<(), JsError> {
    let key = heap.key(name);
    let get = Value::Object(heap.new_function(false));
    let set = settable.then(|| Value::Object(heap.new_function(false)));
    heap.define_property(
        o,
        key,
        PropertyDescriptor {
            get: Some(get),
            set,
            enumerable: Some(false),
            configurable: Some(true),
            ..Default::default()
        },
    )
}

/// A constructor and its prototype: `function Name() {}` whose `prototype`
/// inherits from `parent` (Node's `ObjectSetPrototypeOf(Name.prototype,
/// Parent.prototype)`; `None`: `Object.prototype`), with a non-enumerable
/// `constructor` pointing back.
pub(crate) fn constructor(
    heap: &mut Heap,
    parent: Option<ObjectId>,
) -> Result<(ObjectId, ObjectId), JsError> {
    let ctor = heap.new_function(false);
    let proto = match parent {
        Some(p) => heap.object_create_known(Some(p)),
        None => heap.new_object(),
    };
    // Function.prototype objects are writable, not enumerable, not configurable.
    define_hidden(heap, ctor, "prototype", Value::Object(proto), true, false)?;
    define_hidden(heap, proto, "constructor", Value::Object(ctor), true, true)?;
    Ok((ctor, proto))
}

/// JavaScript's `ToBoolean`, for natives reading flags.
pub(crate) fn truthy(heap: &Heap, v: Value) -> bool {
    heap.to_boolean(v)
}

/// `o[name]` for a native's argument: `undefined` for primitives.
pub(crate) fn read(heap: &mut Heap, o: Value, name: &str) -> Result<Value, JsError> {
    match o {
        Value::Object(id) => {
            let key: PropertyKey = heap.key(name);
            heap.get(id, key)
        }
        _ => Ok(Value::Undefined),
    }
}
