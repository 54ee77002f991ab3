//! # shapeshift
//!
//! An embeddable object-shape engine: hidden classes (shapes) and their transition
//! trees, fast and dictionary properties, null-prototype objects and inline caches,
//! modelled on V8 (Node 20 / V8 11.3) and checked against it.
//!
//! ## How the pieces fit
//!
//! The crate is in layers; a module uses its own layer or the ones below, never
//! above (`tests/layers.rs` checks it).
//!
//! 0. **Values and policy.** [`ids`] defines every typed index ([`ObjectId`],
//!    [`ShapeId`], …) with one macro; [`atoms`] interns property keys
//!    ([`PropertyKey`]: array index, string, symbol); [`value`] is the `Copy`
//!    [`Value`]; [`policy`] holds every V8 threshold and rule, each citing the V8
//!    function that decides it; [`error`] is the JavaScript exception type;
//!    [`schema`] derives a snapshot's schema hash from the archived types;
//!    [`layered`] is the archived-base-plus-overlay table a restored heap reads
//!    through.
//! 1. **Objects and shapes.** [`shape`] is the shape arena (roots, add, prototype
//!    and integrity transitions, shared descriptor tables); [`object`] is the
//!    object storage (fast slots, dictionaries, elements).
//! 2. **The heap.** [`heap`] owns the tables and implements the operations
//!    (literals, get/set, define, delete, prototypes, assign, spread, freeze …);
//!    [`native`] and [`module`] are its code side (native functions and module
//!    initializers by ID, a [`Runtime`]); [`trace`] records transitions and
//!    draws trees as DOT; [`Heap::display`] prints a value as Node's
//!    `util.inspect` does.
//! 3. **Caches, snapshots, clone.** [`ic`] holds the load, store and literal
//!    inline caches; [`snapshot`] writes, maps, validates and restores
//!    snapshots; [`clone`] is structured clone (a wire format with a shape fast
//!    path); [`port`] and [`worker`] carry messages between threads that each
//!    restore their own heap from one shared snapshot; [`stdlib`] models Node's
//!    `stream` library for the startup snapshot.
//! 4. **The interpreter.** [`script`] parses and runs shape scripts (the
//!    JavaScript checked against Node), one inline cache per
//!    property-access site.
//!
//! ## From a snapshot to workers and messages
//!
//! The whole path an embedder takes: run the modules once, publish the heap as
//! a snapshot, map it once per process, restore a heap per worker thread in
//! place (nothing is copied up front), and send values between workers as
//! structured-clone messages.
//!
//! ```
//! use shapeshift::{
//!     Heap, MessagePort, Online, Policy, Snapshot, SnapshotBuilder, Startup, StoreOrigin, Value,
//!     Worker,
//! };
//! use std::sync::Arc;
//! use std::time::Duration;
//!
//! // The natives and modules heaps refer to by ID: here the model `stream` library.
//! let runtime = Arc::new(shapeshift::stdlib::runtime(&[]).unwrap());
//!
//! // A heap that ran `stream`, published as a snapshot (temporary file, fsync, rename).
//! let mut heap = Heap::with_runtime(Policy::node20(), runtime.clone());
//! let stream = heap.require_named("stream").unwrap();
//! let dir = tempfile::tempdir().unwrap();
//! let path = dir.path().join("stdlib.snap");
//! SnapshotBuilder::new(&heap).root("stream", stream).write(&path).unwrap();
//!
//! // Mapped and validated once; every worker shares it.
//! let snapshot = Arc::new(Snapshot::open(&path, &runtime).unwrap());
//!
//! // Four workers restore their own heaps from it, come online, and each posts
//! // an object to the parent through its own port.
//! let online = Online::new();
//! let mut ports = Vec::new();
//! let mut workers = Vec::new();
//! for i in 0..4 {
//!     let (here, mut there) = MessagePort::pair();
//!     ports.push(here);
//!     let startup = Startup::Snapshot(snapshot.clone());
//!     let worker = Worker::spawn(runtime.clone(), startup, online.clone(), move |heap| {
//!         let o = heap.new_object();
//!         let k = heap.key("worker");
//!         heap.set(o, k, Value::from(i), StoreOrigin::Named).unwrap();
//!         there.post_message(heap, Value::Object(o)).unwrap();
//!     });
//!     workers.push(worker.unwrap());
//! }
//! assert!(online.wait_for(4, Duration::from_secs(30)));
//!
//! // The parent reads each message into its own heap.
//! let k = heap.key("worker");
//! for (i, port) in ports.iter_mut().enumerate() {
//!     let Value::Object(copy) = port.receive(&mut heap).unwrap() else {
//!         panic!("an object was posted")
//!     };
//!     assert_eq!(heap.get(copy, k).unwrap(), Value::from(i as i32));
//! }
//! for worker in workers {
//!     worker.join().unwrap();
//! }
//! ```
//!
//! The command line, the tour, the results page and the stress run live in the
//! `shapeshift-cli` crate, so that an embedder builds none of them. `DESIGN.md`
//! maps the code and its invariants; `docs/v8-rules.md` is the table of V8 rules
//! and `docs/formats.md` the byte formats.
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
//! assert_eq!(heap.has_fast_properties(defaults), Some(false));
//! // … while {...defaults} followed by Object.setPrototypeOf(copy, null) stays fast.
//! let copy = heap.spread(Value::Object(defaults)).unwrap();
//! heap.set_prototype_of(copy, None).unwrap();
//! assert_eq!(heap.has_fast_properties(copy), Some(true));
//! let path = heap.key("path");
//! let slash = heap.string("/");
//! heap.set(copy, path, slash, StoreOrigin::Named).unwrap();
//! assert_eq!(heap.has_fast_properties(copy), Some(true));
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
pub mod layered;
pub mod object;
pub mod policy;
pub mod port;
pub mod schema;
pub mod script;
pub mod shape;
pub mod snapshot;
pub mod stdlib;
mod strings;
pub mod value;
pub mod worker;

pub use heap::{module, native, trace};

pub use clone::{CloneError, CloneOptions};
pub use port::MessagePort;
pub use snapshot::{Snapshot, SnapshotBuilder, SnapshotError};
pub use worker::{Online, Startup, Worker};

pub use atoms::{Atom, Atoms, PropertyKey, SymbolEntry, SymbolId};
pub use error::{JsError, JsErrorKind};
pub use heap::{
    CollectionStats, FunctionFlavour, Heap, HeapStats, Intrinsics, LayoutBuild, LayoutError,
    LayoutPrototype, LiteralEntry, ObjectCounts, ObjectLayout, OwnProperty, PropertyDescriptor,
    RootId, ShapeCounts, TableBytes, ValueDisplay,
};
pub use ic::{BoundLoad, IcState, LiteralIc, LoadIc, StoreIc};
pub use module::{LazyEntry, ModuleId, ModuleRegistry, ModuleState, Runtime};
pub use native::{NativeFn, NativeRegistry};
pub use object::{Elements, ObjectId, PropertySlot};
pub use policy::{DeletePolicy, Policy, PolicyError, SpreadClone, StoreOrigin, V8Version};
pub use shape::{Attrs, ElementsKind, IntegrityLevel, Representation, ShapeId};
pub use trace::TraceEvent;
pub use value::{NativeId, StrId, Value};

/// The README's code examples, compiled and run as doctests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
