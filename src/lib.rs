//! # shapeshift
//!
//! An embeddable object-shape engine: hidden classes (shapes) and their transition
//! trees, fast and dictionary properties, null-prototype objects and inline caches,
//! modelled on V8 (Node 20 / V8 11.3) and checked against it.
//!
//! ## How the pieces fit
//!
//! - [`atoms`] interns property keys ([`PropertyKey`]: array index, string, symbol).
//! - [`value`] is the `Copy` [`Value`] type; objects are [`ObjectId`]s.
//! - [`shape`] is the shape arena: roots, add/prototype/integrity transitions,
//!   shared descriptor tables, reconfiguration by replay.
//! - [`object`] is the object storage: fast slots, dictionary tables, elements.
//! - [`policy`] holds every V8 threshold and rule, each citing the V8 function
//!   that decides it; [`Policy`] switches between Node 20 and V8 12.2+ deletes.
//! - [`heap`] owns the arenas and implements the operations (literals, get/set,
//!   define, delete, prototypes, assign, spread, freeze …).
//! - [`ic`] holds the load and store inline caches.
//! - [`native`] and [`module`] are the code side of a heap: native functions and
//!   module initializers by ID (a [`Runtime`]); heaps load modules once and keep
//!   lazy properties as (object, key, module) entries.
//! - [`trace`] records transition events and renders transition trees as DOT.
//! - [`script`] parses and runs shape scripts (the JavaScript subset checked
//!   against Node) on a heap, one inline cache per property-access site.
//! - [`snapshot`] is the snapshot file layer: header, atomic publishing,
//!   mapped opening with checksum and archive validation.
//! - [`stdlib`] is a model of Node's `stream` library (eager constructors, lazy
//!   `pipeline`/`promises`/operators) and synthetic modules of any size.
//! - [`clone`] is structured clone between heaps: a wire format with a shape
//!   fast path, in-process and canonical encodings; [`port`] carries its
//!   messages between threads, and [`exchange`] measures two workers doing so.
//! - [`worker`] runs threads that each restore their own heap from one shared
//!   snapshot, and tells the parent when they are online.
//! - [`scenarios`] holds the design notes' workloads (the http options chain),
//!   shared by the example, benchmarks, CLI and tests.
//!
//! See `DESIGN.md` for the invariants and the table of V8 rules.
//!
//! ```
//! use shapeshift::{Heap, LiteralEntry, StoreOrigin, Value};
//! let mut heap = Heap::new();
//! let (host, port) = (heap.key("host"), heap.key("port"));
//! let localhost = heap.string("localhost");
//! // {__proto__: null, host: 'localhost', port: 80} is born in dictionary mode …
//! let defaults = heap.object_literal(&[
//!     LiteralEntry::NullProto,
//!     LiteralEntry::Property { key: host, value: localhost, computed: false },
//!     LiteralEntry::Property { key: port, value: Value::from(80), computed: false },
//! ]).unwrap();
//! assert!(!heap.has_fast_properties(defaults));
//! // … while {...defaults} followed by Object.setPrototypeOf(copy, null) stays fast.
//! let copy = heap.spread(Value::Object(defaults)).unwrap();
//! heap.set_prototype_of(copy, None).unwrap();
//! assert!(heap.has_fast_properties(copy));
//! let path = heap.key("path");
//! let slash = heap.string("/");
//! heap.set(copy, path, slash, StoreOrigin::Named).unwrap();
//! assert!(heap.has_fast_properties(copy));
//! ```

#![warn(missing_docs)]

// The schema derive names `::shapeshift::schema`, inside this crate too.
extern crate self as shapeshift;

pub mod atoms;
pub mod clone;
pub mod error;
pub mod heap;
pub mod ic;
pub mod ids;
pub mod module;
pub mod native;
pub mod object;
pub mod policy;
pub mod port;
pub mod schema;
pub mod script;
pub mod shape;
pub mod snapshot;
pub mod stdlib;
mod strings;
pub mod trace;
pub mod value;
pub mod worker;

pub use atoms::{Atom, Atoms, PropertyKey, SymbolId};
pub use error::{JsError, JsErrorKind};
pub use heap::{Heap, Intrinsics, LiteralEntry, ObjectMark, OwnProperty, PropertyDescriptor};
pub use ic::{IcState, LiteralIc, LoadIc, StoreIc};
pub use module::{LazyEntry, ModuleId, ModuleRegistry, ModuleState, Runtime};
pub use native::{NativeFn, NativeRegistry};
pub use object::{ObjectId, PropertySlot};
pub use policy::{DeletePolicy, Policy, StoreOrigin};
pub use shape::{Attrs, IntegrityLevel, ShapeId};
pub use trace::TraceEvent;
pub use value::{NativeId, StrId, Value};

/// The README's code examples, compiled and run as doctests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
