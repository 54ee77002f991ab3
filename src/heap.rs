//! The heap: arenas of shapes, objects and strings, and the object operations.
//!
//! One `Heap` per worker, single-threaded. Everything is addressed by typed indices
//! ([`ObjectId`], [`ShapeId`], [`StrId`], [`Atom`]), so the heap is a
//! handful of flat vectors: cheap to walk, cheap to archive, and free of reference
//! cycles. There is no garbage collector: objects and shapes live as long as their
//! heap (benchmarks use [`Heap::rewind_objects`] to drop what an iteration made).
//!
//! # Operations
//!
//! Every operation that JavaScript exposes is a method here, and each produces V8's
//! observable result for mode (`%HasFastProperties`), shape identity
//! (`%HaveSameMap`) and key order (`Reflect.ownKeys`). The decisions are the
//! [`Policy`]'s; the mechanisms are [`crate::shape`] and [`crate::object`]. Whenever
//! an object's shape changes, a [`TraceEvent`] is recorded if tracing is on.
//!
//! Functions in the model are opaque: `function () {}` objects exist, have shapes,
//! and can be getters or setters, but calling one runs an empty body and returns
//! `undefined`. Native functions ([`Value::Native`]) are called through a native
//! registry; a heap without one reports a clear `TypeError`.

use crate::atoms::{Atom, Atoms, PropertyKey};
use crate::error::JsError;
use crate::module::{LazyEntry, ModuleId, ModuleState, Runtime};
use crate::native::{LAZY_GETTER, LAZY_SETTER};
use crate::object::{DictEntry, Dictionary, Elements, Header, JsObject, ObjectId, PropertySlot};
use crate::policy::{
    self, DeletePolicy, ELEMENTS_MAX_GAP, FIELDS_ADDED, LiteralRoot, Policy, StoreOrigin,
};
use crate::shape::{
    AddOutcome, ArchivedShapeTable, Attrs, DescriptorValue, FieldLocation, IntegrityLevel,
    ObjectKind, RootKind, ShapeId, ShapeTable, TransitionKey, apply_integrity,
};
use crate::snapshot::Snapshot;
use crate::trace::TraceEvent;
use crate::value::NativeId;
use crate::value::{ArchivedValue, StrId, Value};
use elsa::FrozenMap;
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeMap;
use std::sync::Arc;

/// One entry of an object literal, in source order.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum LiteralEntry {
    /// `key: value`, `'key': value`, `3: value`, shorthand or method. `computed` is
    /// true for `[expr]: value` (which V8 stores after the boilerplate).
    Property {
        /// The key.
        key: PropertyKey,
        /// The value.
        value: Value,
        /// Whether the key was computed (`[expr]`).
        computed: bool,
    },
    /// `...expr`.
    Spread(Value),
    /// `__proto__: null` written literally: the object is born in dictionary mode.
    NullProto,
    /// `__proto__: expr` for any other expression (its value: an object or null).
    Proto(Value),
}

/// A property descriptor as `Object.defineProperty` takes it: absent fields are
/// `None`.
#[derive(Copy, Clone, PartialEq, Debug, Default)]
pub struct PropertyDescriptor {
    /// `value`.
    pub value: Option<Value>,
    /// `writable`.
    pub writable: Option<bool>,
    /// `get`.
    pub get: Option<Value>,
    /// `set`.
    pub set: Option<Value>,
    /// `enumerable`.
    pub enumerable: Option<bool>,
    /// `configurable`.
    pub configurable: Option<bool>,
}

impl PropertyDescriptor {
    /// A data descriptor with every attribute given.
    pub fn data(value: Value, attrs: Attrs) -> Self {
        PropertyDescriptor {
            value: Some(value),
            writable: Some(attrs.contains(Attrs::WRITABLE)),
            enumerable: Some(attrs.contains(Attrs::ENUMERABLE)),
            configurable: Some(attrs.contains(Attrs::CONFIGURABLE)),
            ..Default::default()
        }
    }

    /// True if `get` or `set` is present.
    pub fn is_accessor(&self) -> bool {
        self.get.is_some() || self.set.is_some()
    }

    /// True if `value` or `writable` is present.
    pub fn is_data(&self) -> bool {
        self.value.is_some() || self.writable.is_some()
    }
}

/// A snapshot of one own property: what `Object.getOwnPropertyDescriptor` returns.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct OwnProperty {
    /// The value or accessor pair.
    pub slot: PropertySlot,
    /// The attributes (with [`Attrs::ACCESSOR`] for accessors).
    pub attrs: Attrs,
}

/// Well-known objects every heap starts with.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Copy, Clone, Debug, PartialEq, Eq)]
pub struct Intrinsics {
    /// `Object.prototype`.
    pub object_prototype: ObjectId,
    /// `Function.prototype`.
    pub function_prototype: ObjectId,
    /// `Array.prototype`.
    pub array_prototype: ObjectId,
}

/// A position in the object arenas, from [`Heap::object_mark`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ObjectMark {
    objects: u32,
    inobject_slots: u32,
    strings: u32,
    string_bytes: usize,
}

/// The heap. See the module docs.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Clone, Debug)]
pub struct Heap {
    atoms: Atoms,
    strings: crate::strings::StringArena,
    /// Bytes of strings this heap made (the model has no collector, so an
    /// embedder can bound it; see [`Heap::string_bytes`]).
    #[rkyv(with = rkyv::with::Skip)]
    string_bytes: usize,
    shapes: ShapeTable,
    /// Per object: shape and in-object base (what an IC hit reads).
    pub(crate) headers: Vec<Header>,
    /// Per object: out-of-object fields, dictionary, elements, flags.
    pub(crate) objects: Vec<JsObject>,
    /// Every object's in-object slots, back to back.
    pub(crate) inobject_slots: Vec<Value>,
    policy: Policy,
    intrinsics: Intrinsics,
    length_atom: Atom,
    #[rkyv(with = rkyv::with::Skip)]
    trace: Option<Vec<TraceEvent>>,
    /// Reused by copies (`{...s}`, `Object.assign`) to collect source properties.
    #[rkyv(with = rkyv::with::Skip)]
    scratch: Vec<(PropertyKey, Value)>,
    /// The natives and modules this heap's values refer to by ID (not archived:
    /// a restored heap gets the restoring process's runtime, checked against the
    /// snapshot's fingerprint).
    #[rkyv(with = rkyv::with::Skip)]
    runtime: Arc<Runtime>,
    /// Per module (by ID): whether it ran in this heap, and its exports.
    modules: Vec<ModuleState>,
    /// Pending lazy properties: (holder, key) → the module whose export it reads.
    /// Plain data, no closures, so that a snapshot can archive it.
    lazy: BTreeMap<(ObjectId, PropertyKey), LazyEntry>,
    /// Lazy properties being resolved right now (a cycle of lazy exports would
    /// otherwise recurse forever).
    #[rkyv(with = rkyv::with::Skip)]
    resolving: FxHashSet<(ObjectId, PropertyKey)>,
    /// The snapshot a restored heap reads its first objects and strings from
    /// (`None` for a heap built from scratch).
    #[rkyv(with = rkyv::with::Skip)]
    base: Option<Arc<Snapshot>>,
    /// Objects `0..base_objects` live in `base` until touched; the overlay's
    /// `headers`/`objects` hold objects from `base_objects` on.
    #[rkyv(with = rkyv::with::Skip)]
    base_objects: u32,
    /// In-object slots `0..base_slots` are `base`'s; the overlay's
    /// `inobject_slots` hold slots from `base_slots` on.
    #[rkyv(with = rkyv::with::Skip)]
    base_slots: u32,
    /// Strings `0..base_strings` are `base`'s.
    #[rkyv(with = rkyv::with::Skip)]
    base_strings: u32,
    /// Headers of snapshot objects changed since the restore.
    #[rkyv(with = rkyv::with::Skip)]
    base_headers: FxHashMap<u32, Header>,
    /// Bodies of snapshot objects copied out of the archive (on first access:
    /// boxed so that a `&JsObject` handed out stays valid while others are added).
    #[rkyv(with = rkyv::with::Skip)]
    base_bodies: Bodies,
    /// The clone fast path's per-shape facts (flat or not, encoded key list).
    #[rkyv(with = rkyv::with::Skip)]
    pub(crate) clone_shapes: crate::clone::ShapeCache,
}

/// Snapshot object bodies copied into a restored heap, append-only so that
/// `&JsObject`s handed out from `&Heap` stay valid while more are copied.
#[derive(Clone, Default)]
struct Bodies(FrozenMap<u32, Box<JsObject>>);

impl std::fmt::Debug for Bodies {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Bodies({} copied)", self.0.len())
    }
}

impl Default for Heap {
    fn default() -> Self {
        Self::new()
    }
}

impl Heap {
    /// A heap with the Node 20 policy.
    pub fn new() -> Self {
        Self::with_policy(Policy::node20())
    }

    /// A heap with a chosen policy and no natives or modules beyond the heap's own.
    pub fn with_policy(policy: Policy) -> Self {
        Self::with_runtime(policy, Arc::new(Runtime::new()))
    }

    /// A heap with a chosen policy whose natives and modules come from `runtime`.
    pub fn with_runtime(policy: Policy, runtime: Arc<Runtime>) -> Self {
        let mut atoms = Atoms::new();
        let length_atom = atoms.intern("length");
        let mut heap = Heap {
            atoms,
            strings: Default::default(),
            string_bytes: 0,
            shapes: ShapeTable::new(),
            headers: Vec::new(),
            objects: Vec::new(),
            inobject_slots: Vec::new(),
            policy,
            intrinsics: Intrinsics {
                object_prototype: ObjectId(0),
                function_prototype: ObjectId(0),
                array_prototype: ObjectId(0),
            },
            length_atom,
            trace: None,
            scratch: Vec::new(),
            runtime,
            modules: Vec::new(),
            lazy: BTreeMap::new(),
            resolving: FxHashSet::default(),
            base: None,
            base_objects: 0,
            base_slots: 0,
            base_strings: 0,
            base_headers: FxHashMap::default(),
            base_bodies: Bodies::default(),
            clone_shapes: Default::default(),
        };
        // V8 keeps the builtin prototypes fast (%HasFastProperties is true for all three).
        let object_prototype = heap.alloc_fast(ObjectKind::Ordinary, RootKind::Builtin, None, 4);
        let function_prototype = heap.alloc_fast(
            ObjectKind::Ordinary,
            RootKind::Builtin,
            Some(object_prototype),
            4,
        );
        let array_prototype = heap.alloc_fast(
            ObjectKind::Ordinary,
            RootKind::Builtin,
            Some(object_prototype),
            4,
        );
        for o in [object_prototype, function_prototype, array_prototype] {
            let copy = heap.shapes.prototype_copy(heap.shape_of(o));
            heap.set_shape(o, copy);
            let obj = heap.object_mut(o);
            obj.is_prototype = true;
            obj.should_be_fast = true;
        }
        heap.intrinsics = Intrinsics {
            object_prototype,
            function_prototype,
            array_prototype,
        };
        heap
    }

    // ----- accessors -------------------------------------------------------------

    /// The policy in force.
    pub fn policy(&self) -> Policy {
        self.policy
    }

    /// The interned keys.
    pub fn atoms(&self) -> &Atoms {
        &self.atoms
    }

    /// The shape arena.
    pub fn shapes(&self) -> &ShapeTable {
        &self.shapes
    }

    /// The well-known objects.
    pub fn intrinsics(&self) -> Intrinsics {
        self.intrinsics
    }

    /// Interns a key, classifying array indices (`"3"` → `Index(3)`).
    pub fn key(&mut self, name: &str) -> PropertyKey {
        self.atoms.key(name)
    }

    /// A fresh symbol key.
    pub fn symbol(&mut self, description: &str) -> PropertyKey {
        PropertyKey::Symbol(self.atoms.new_symbol(description))
    }

    /// Allocates a string value.
    pub fn string(&mut self, s: &str) -> Value {
        self.string_bytes += s.len();
        let i = self.strings.push(s);
        Value::String(StrId(self.base_strings + i as u32))
    }

    /// Bytes of the strings this heap has made since it was created or restored
    /// (every string is kept: the model has no garbage collector).
    pub fn string_bytes(&self) -> usize {
        self.string_bytes
    }

    /// Number of strings (a restored heap's snapshot strings included).
    pub fn string_count(&self) -> usize {
        self.base_strings as usize + self.strings.len()
    }

    /// JavaScript's `ToBoolean`.
    pub fn to_boolean(&self, v: Value) -> bool {
        match v {
            Value::Undefined | Value::Null => false,
            Value::Bool(b) => b,
            Value::Number(x) => !(x == 0.0 || x.is_nan()),
            Value::String(s) => !self.str(s).is_empty(),
            Value::Object(_) | Value::Native(_) => true,
        }
    }

    /// The text of a string value.
    #[inline]
    pub fn str(&self, id: StrId) -> &str {
        match id.0.checked_sub(self.base_strings) {
            Some(i) => self.strings.get(i as usize).unwrap_or("<unknown string>"),
            // A snapshot's strings are read in place.
            None => self
                .base_image()
                .and_then(|image| image.strings.get(id.0 as usize))
                .unwrap_or("<unknown string>"),
        }
    }

    /// The object with arena index `index`, if there is one (for walking every
    /// object, e.g. to compare two heaps).
    pub fn object_id(&self, index: u32) -> Option<ObjectId> {
        ((index as usize) < self.object_count()).then_some(ObjectId(index))
    }

    /// Number of objects in the arena (intrinsics included).
    pub fn object_count(&self) -> usize {
        self.base_objects as usize + self.objects.len()
    }

    /// The object for an ID (everything but its shape and in-object slots).
    ///
    /// An object of a restored heap's snapshot is read from the archive and kept
    /// in the overlay from then on (its body is copied once, on first access);
    /// see [`Heap::restore`].
    #[inline]
    pub fn object(&self, id: ObjectId) -> &JsObject {
        match self
            .objects
            .get(id.0.wrapping_sub(self.base_objects) as usize)
        {
            Some(o) => o,
            None => self.base_body(id.0),
        }
    }

    /// The object for an ID, to modify it.
    #[inline]
    fn object_mut(&mut self, id: ObjectId) -> &mut JsObject {
        match id.0.checked_sub(self.base_objects) {
            Some(i) => &mut self.objects[i as usize],
            None => {
                self.base_body(id.0);
                match self.base_bodies.0.as_mut().get_mut(&id.0) {
                    Some(body) => body,
                    // `base_body` just inserted it.
                    None => unreachable!("a base object's body is materialized before use"),
                }
            }
        }
    }

    /// The header of an object (shape and in-object base).
    #[inline(always)]
    fn header(&self, id: ObjectId) -> Header {
        // One bounds check decides both layers: a snapshot object's ID wraps
        // around to an index past the overlay.
        match self
            .headers
            .get(id.0.wrapping_sub(self.base_objects) as usize)
        {
            Some(h) => *h,
            None => self.base_header(id.0),
        }
    }

    /// The header of an object, to modify it (a snapshot object's header is
    /// copied into the overlay first).
    #[inline]
    fn header_mut(&mut self, id: ObjectId) -> &mut Header {
        match id.0.checked_sub(self.base_objects) {
            Some(i) => &mut self.headers[i as usize],
            None => {
                let h = self.base_header(id.0);
                self.base_headers.entry(id.0).or_insert(h)
            }
        }
    }

    /// In-object slot `index` of the slot arena (base region from the archive).
    #[inline(always)]
    fn slot(&self, index: u32) -> Option<Value> {
        match self
            .inobject_slots
            .get(index.wrapping_sub(self.base_slots) as usize)
        {
            Some(v) => Some(*v),
            None if index < self.base_slots => self.base_slot(index),
            None => None,
        }
    }

    /// The in-object slots of `id`, writable: a snapshot object's slots are
    /// copied into the overlay on its first write (copy-on-write).
    fn slots_mut(&mut self, id: ObjectId) -> &mut [Value] {
        let cap = self.inobject_capacity_of(id);
        let mut base = self.header(id).inobject_base;
        if base < self.base_slots {
            let copy: Vec<Value> = (0..cap)
                .map(|i| self.slot(base + i).unwrap_or_default())
                .collect();
            let new_base = self.base_slots + self.inobject_slots.len() as u32;
            self.inobject_slots.extend_from_slice(&copy);
            self.header_mut(id).inobject_base = new_base;
            base = new_base;
        }
        let start = (base - self.base_slots) as usize;
        &mut self.inobject_slots[start..start + cap as usize]
    }

    /// The current shape of an object.
    #[inline(always)]
    pub fn shape_of(&self, id: ObjectId) -> ShapeId {
        self.header(id).shape
    }

    #[inline]
    fn set_shape(&mut self, id: ObjectId, shape: ShapeId) {
        self.header_mut(id).shape = shape;
    }

    /// Reads a field at a location taken from the object's current shape.
    #[inline(always)]
    pub(crate) fn read_location(&self, id: ObjectId, location: FieldLocation) -> Value {
        match location {
            FieldLocation::InObject(i) => self
                .slot(self.header(id).inobject_base + i)
                .unwrap_or_default(),
            FieldLocation::OutOfObject(i) => self.out_of_object_field(id, i),
        }
    }

    /// Out-of-object field `i`: read in place for a snapshot object whose body
    /// was not copied yet.
    #[inline]
    fn out_of_object_field(&self, id: ObjectId, i: u32) -> Value {
        if let Some(o) = self
            .objects
            .get(id.0.wrapping_sub(self.base_objects) as usize)
        {
            return o.out_of_object.get(i as usize).copied().unwrap_or_default();
        }
        self.base_out_of_object_field(id, i)
    }

    #[cold]
    fn base_out_of_object_field(&self, id: ObjectId, i: u32) -> Value {
        if id.0 < self.base_objects
            && self.base_bodies.0.get(&id.0).is_none()
            && let Some(image) = self.base_image()
            && let Some(body) = image.objects.get(id.0 as usize)
        {
            return body
                .out_of_object
                .get(i as usize)
                .map_or(Value::Undefined, archived_value);
        }
        self.object(id)
            .out_of_object
            .get(i as usize)
            .copied()
            .unwrap_or_default()
    }

    /// In-object field `index` of `id` if the object's shape is `shape`: the
    /// inline-cache hit path (one header read, one compare, one slot read).
    ///
    /// The slot read stays bounds-checked: an inline cache is not tied to one heap,
    /// so a cached (shape, index) pair may meet an object of another heap whose
    /// shape number happens to match. (An unchecked read measured 7% faster on
    /// `load/ic_hit_fast`; not worth a soundness hole in a safe API.)
    #[inline(always)]
    pub(crate) fn read_inobject_if(
        &self,
        id: ObjectId,
        shape: ShapeId,
        index: u32,
    ) -> Option<Value> {
        // The overlay's objects and slots, inline; anything in the snapshot's
        // layer (or a miss) out of line.
        if let Some(h) = self
            .headers
            .get(id.0.wrapping_sub(self.base_objects) as usize)
        {
            if h.shape != shape {
                return None;
            }
            let slot = (h.inobject_base + index).wrapping_sub(self.base_slots);
            return self.inobject_slots.get(slot as usize).copied();
        }
        // A snapshot object not written yet: the cache's out-of-line path reads
        // it (`read_location`).
        None
    }

    /// Field `index` of a fast object.
    #[inline]
    pub fn field(&self, id: ObjectId, index: u32) -> Value {
        let cap = self.inobject_capacity_of(id);
        if index < cap {
            self.read_location(id, FieldLocation::InObject(index))
        } else {
            self.read_location(id, FieldLocation::OutOfObject(index - cap))
        }
    }

    /// Overwrites field `index` of a fast object.
    #[inline]
    pub(crate) fn write_field(&mut self, id: ObjectId, index: u32, value: Value) {
        let cap = self.inobject_capacity_of(id);
        if index < cap {
            self.slots_mut(id)[index as usize] = value;
        } else {
            self.object_mut(id).out_of_object[(index - cap) as usize] = value;
        }
    }

    /// The values of a fast object's first `count` fields, in field order.
    fn field_values(&self, id: ObjectId, count: u32) -> Vec<Value> {
        (0..count).map(|i| self.field(id, i)).collect()
    }

    /// Drops fields from `count` on: in-object slots are cleared, the
    /// out-of-object store shrinks (its capacity stays, as V8's property array does).
    fn truncate_fields(&mut self, id: ObjectId, count: u32) {
        let cap = self.object(id).inobject_capacity;
        if count < cap {
            for slot in &mut self.slots_mut(id)[count as usize..] {
                *slot = Value::Undefined;
            }
        }
        self.object_mut(id)
            .out_of_object
            .truncate(count.saturating_sub(cap) as usize);
    }

    /// V8's `%HasFastProperties`: the object is not in dictionary mode.
    pub fn has_fast_properties(&self, id: ObjectId) -> bool {
        !self.shapes.get(self.shape_of(id)).is_dictionary()
    }

    /// V8's `%HaveSameMap`.
    pub fn same_shape(&self, a: ObjectId, b: ObjectId) -> bool {
        self.shape_of(a) == self.shape_of(b)
    }

    /// `Object.getPrototypeOf`.
    pub fn get_prototype_of(&self, id: ObjectId) -> Option<ObjectId> {
        self.shapes.get(self.shape_of(id)).prototype()
    }

    /// `Object.isExtensible`.
    pub fn is_extensible(&self, id: ObjectId) -> bool {
        self.shapes.get(self.shape_of(id)).is_extensible()
    }

    /// A mark to [`Heap::rewind_objects`] to.
    pub fn object_mark(&self) -> ObjectMark {
        ObjectMark {
            objects: self.objects.len() as u32,
            inobject_slots: self.inobject_slots.len() as u32,
            strings: self.strings.len() as u32,
            string_bytes: self.string_bytes,
        }
    }

    /// Discards every object and string made after `mark`, the way an arena is
    /// reset. IDs of those objects and strings must no longer be used (they would
    /// name others or none). Shapes and keys are kept, so transitions made
    /// meanwhile stay cached. Used by benchmarks to run millions of iterations in
    /// bounded memory, and by the clone reader to drop what a bad message built.
    pub fn rewind_objects(&mut self, mark: ObjectMark) {
        self.headers.truncate(mark.objects as usize);
        self.objects.truncate(mark.objects as usize);
        self.inobject_slots.truncate(mark.inobject_slots as usize);
        self.strings.truncate(mark.strings as usize);
        self.string_bytes = mark.string_bytes.min(self.string_bytes);
    }

    // ----- tracing ---------------------------------------------------------------

    /// Turns the event trace on or off (turning it on clears it).
    pub fn set_tracing(&mut self, on: bool) {
        self.trace = on.then(Vec::new);
    }

    /// The events recorded since tracing was turned on or last taken.
    pub fn take_trace(&mut self) -> Vec<TraceEvent> {
        self.trace.as_mut().map(std::mem::take).unwrap_or_default()
    }

    #[inline]
    fn record(&mut self, event: impl FnOnce() -> TraceEvent) {
        if let Some(t) = &mut self.trace {
            t.push(event());
        }
    }

    /// A short name for an object in traces and DOT: `#12`, or the intrinsic's name.
    pub fn object_label(&self, id: ObjectId) -> String {
        let i = self.intrinsics;
        if id == i.object_prototype {
            "Object.prototype".into()
        } else if id == i.function_prototype {
            "Function.prototype".into()
        } else if id == i.array_prototype {
            "Array.prototype".into()
        } else {
            format!("#{}", id.0)
        }
    }

    /// A prototype's name for traces and DOT (`null` for none).
    pub fn prototype_label(&self, proto: Option<ObjectId>) -> String {
        proto.map_or_else(|| "null".into(), |p| self.object_label(p))
    }

    // ----- allocation ------------------------------------------------------------

    fn alloc(&mut self, shape: ShapeId) -> ObjectId {
        let id = ObjectId(self.base_objects + self.objects.len() as u32);
        let s = self.shapes.get(shape);
        let dictionary = s.is_dictionary().then(|| Box::new(Dictionary::default()));
        let inobject_capacity = s.inobject_capacity();
        let inobject_base = self.base_slots + self.inobject_slots.len() as u32;
        self.inobject_slots.resize(
            self.inobject_slots.len() + inobject_capacity as usize,
            Value::Undefined,
        );
        self.headers.push(Header {
            shape,
            inobject_base,
        });
        // Copied from a constant, then the two fields that vary: building the
        // whole body on the stack made the compiler copy it out in pieces that
        // stalled store forwarding (measured: most of an allocation's time).
        const EMPTY: JsObject = JsObject {
            inobject_capacity: 0,
            out_of_object: Vec::new(),
            dictionary: None,
            elements: Elements::Dense(Vec::new()),
            is_prototype: false,
            should_be_fast: false,
            native: None,
        };
        self.objects.push(EMPTY);
        if let Some(body) = self.objects.last_mut() {
            body.inobject_capacity = inobject_capacity;
            body.dictionary = dictionary;
        }
        id
    }

    fn alloc_fast(
        &mut self,
        kind: ObjectKind,
        root_kind: RootKind,
        proto: Option<ObjectId>,
        inobject: u32,
    ) -> ObjectId {
        let shape = self.shapes.root(kind, root_kind, proto, inobject);
        self.alloc(shape)
    }

    fn alloc_dictionary(&mut self, proto: Option<ObjectId>, reason: &'static str) -> ObjectId {
        let shape = self.shapes.slow_dictionary(ObjectKind::Ordinary, proto);
        let id = self.alloc(shape);
        self.record(|| TraceEvent::NewDictionary { object: id, reason });
        id
    }

    /// `{}`: the Object function's initial map, 4 in-object slots.
    pub fn new_object(&mut self) -> ObjectId {
        let map = self.object_function_map();
        self.alloc(map)
    }

    /// `Object.create(proto)`. With `None` the object is born in dictionary mode
    /// (V8: `slow_object_with_null_prototype_map`); otherwise `proto` becomes a
    /// prototype (normalized under the V8 policy) and the object gets the
    /// `Object.create` map for it: 4 in-object slots, cached per prototype.
    pub fn object_create(&mut self, proto: Option<ObjectId>) -> ObjectId {
        match proto {
            None => self.alloc_dictionary(None, "ObjectCreateNull"),
            Some(p) => {
                self.make_prototype(p);
                self.alloc_fast(
                    ObjectKind::Ordinary,
                    RootKind::ObjectFunction,
                    Some(p),
                    policy::INITIAL_OBJECT_INOBJECT_SLOTS,
                )
            }
        }
    }

    /// An array literal `[a, b, …]` (dense elements).
    pub fn new_array(&mut self, values: &[Value]) -> ObjectId {
        let proto = Some(self.intrinsics.array_prototype);
        let id = self.alloc_fast(ObjectKind::Array, RootKind::Builtin, proto, 0);
        self.object_mut(id).elements = Elements::Dense(values.iter().map(|&v| Some(v)).collect());
        id
    }

    /// An opaque function object: `function () {}` or, with `arrow`, `() => {}`.
    /// The two kinds have different maps, as in V8.
    pub fn new_function(&mut self, arrow: bool) -> ObjectId {
        let proto = Some(self.intrinsics.function_prototype);
        let kind = if arrow {
            ObjectKind::ArrowFunction
        } else {
            ObjectKind::Function
        };
        self.alloc_fast(kind, RootKind::Builtin, proto, 0)
    }

    /// An object literal. Follows V8's `CreateObjectLiteral` and the bytecode
    /// generator's `VisitObjectLiteral`:
    ///
    /// - `__proto__: null` (literally) makes a dictionary-mode object from birth;
    /// - otherwise the root map comes from the literal map cache, with in-object
    ///   slots = the number of entries that are not array indices or `__proto__`
    ///   (spreads and computed keys count); counts 0 and 4 get the Object
    ///   function's map, as `{}` does ([`policy::literal_root`]);
    ///   literals of [`LITERAL_MAP_CACHE_SIZE`](policy::LITERAL_MAP_CACHE_SIZE) or
    ///   more entries are built slow and migrated to a fresh, unshared fast map;
    /// - a literal whose first property (`__proto__` aside) is a spread (V8's
    ///   `CloneObject`) or a computed key starts from the Object function's map
    ///   like `{}` (its boilerplate is empty);
    /// - the constant part (entries before the first computed key or spread) forms
    ///   the boilerplate; `__proto__: expr` in it applies after the boilerplate;
    ///   later entries apply one by one, in order.
    pub fn object_literal(&mut self, entries: &[LiteralEntry]) -> Result<ObjectId, JsError> {
        let null_proto = entries.iter().any(|e| matches!(e, LiteralEntry::NullProto));
        // A literal whose first property (ignoring `__proto__`) is a spread or a
        // computed key has an empty boilerplate: `{...s, …}` compiles to V8's
        // CloneObject, `{[k]: v, …}` to an empty object literal; both start from
        // the Object function's initial map, like `{}`, and add the rest one by
        // one. Everything else starts from a boilerplate of the literal's size.
        let starts_empty = matches!(
            entries
                .iter()
                .find(|e| !matches!(e, LiteralEntry::NullProto | LiteralEntry::Proto(_))),
            Some(LiteralEntry::Spread(_) | LiteralEntry::Property { computed: true, .. })
        );
        let boilerplate_len = entries
            .iter()
            .position(|e| {
                matches!(
                    e,
                    LiteralEntry::Spread(_) | LiteralEntry::Property { computed: true, .. }
                )
            })
            .unwrap_or(entries.len());
        let (boilerplate, dynamic) = entries.split_at(boilerplate_len);
        let id = if null_proto {
            self.alloc_dictionary(None, "NullPrototypeLiteral")
        } else if starts_empty {
            self.new_object()
        } else {
            let count = entries
                .iter()
                .filter(|e| match e {
                    LiteralEntry::Property { key, computed, .. } => *computed || !key.is_index(),
                    LiteralEntry::Spread(_) => true,
                    LiteralEntry::NullProto | LiteralEntry::Proto(_) => false,
                })
                .count() as u32;
            let proto = Some(self.intrinsics.object_prototype);
            match policy::literal_root(count) {
                LiteralRoot::ObjectFunction => self.new_object(),
                LiteralRoot::Cache(inobject) => {
                    self.alloc_fast(ObjectKind::Ordinary, RootKind::Literal, proto, inobject)
                }
                LiteralRoot::Slow => self.alloc_dictionary(proto, "SlowLiteral"),
            }
        };
        let mut deferred_proto = None;
        for entry in boilerplate {
            match *entry {
                LiteralEntry::Property { key, value, .. } => {
                    self.create_data_property(id, key, value, StoreOrigin::Named)?
                }
                LiteralEntry::Proto(v) => deferred_proto = Some(v),
                LiteralEntry::NullProto | LiteralEntry::Spread(_) => {}
            }
        }
        if !self.has_fast_properties(id) && !null_proto {
            self.migrate_to_fast(id, "FastLiteral");
        }
        if let Some(v) = deferred_proto {
            self.literal_set_prototype(id, v)?;
        }
        for entry in dynamic {
            match *entry {
                LiteralEntry::Property { key, value, .. } => {
                    self.create_data_property(id, key, value, StoreOrigin::Named)?
                }
                LiteralEntry::Spread(source) => self.copy_data_properties(id, source)?,
                LiteralEntry::Proto(v) => self.literal_set_prototype(id, v)?,
                LiteralEntry::NullProto => {}
            }
        }
        Ok(id)
    }

    fn literal_set_prototype(&mut self, id: ObjectId, v: Value) -> Result<(), JsError> {
        // `__proto__: 1` is ignored, as in JavaScript.
        match v {
            Value::Null => self.set_prototype_of(id, None),
            Value::Object(p) => self.set_prototype_of(id, Some(p)),
            _ => Ok(()),
        }
    }

    /// `JSObject::MigrateSlowToFast`: a dictionary object with at most
    /// `kMaxNumberOfDescriptors` properties gets a fresh detached fast shape.
    fn migrate_to_fast(&mut self, id: ObjectId, reason: &'static str) {
        let obj = self.object(id);
        let Some(dict) = obj.dictionary.as_deref() else {
            return;
        };
        if dict.len() > policy::MAX_NUMBER_OF_DESCRIPTORS as usize {
            return;
        }
        let shape = self.shapes.get(self.shape_of(id));
        let (kind, proto) = (shape.kind(), shape.prototype());
        let mut descriptors = Vec::with_capacity(dict.len());
        let mut slots = Vec::with_capacity(dict.len());
        for (&key, entry) in dict {
            match entry.slot {
                PropertySlot::Data(v) => {
                    slots.push(v);
                    descriptors.push((key, entry.attrs, None));
                }
                PropertySlot::Accessor { get, set } => {
                    descriptors.push((key, entry.attrs, Some((get, set))))
                }
            }
        }
        let inobject = self.object(id).inobject_capacity;
        let is_prototype = self.object(id).is_prototype;
        let extensible = shape.is_extensible();
        let to =
            self.shapes
                .detached_with(kind, proto, inobject, extensible, is_prototype, descriptors);
        self.set_shape(id, to);
        self.object_mut(id).dictionary = None;
        self.replace_fields(id, &slots);
        self.record(|| TraceEvent::MigrateToFast {
            object: id,
            to,
            reason,
        });
    }

    // ----- the prototype role ------------------------------------------------------

    /// Marks `id` as a prototype: V8's `JSObject::OptimizeAsPrototype`. The first
    /// time an object becomes a prototype it is normalized (under
    /// [`Policy::normalize_prototypes`]) and gets a shape of its own, shared with
    /// no other object (V8 copies its map as a prototype map).
    fn make_prototype(&mut self, id: ObjectId) {
        let obj = self.object_mut(id);
        if obj.is_prototype {
            return;
        }
        obj.is_prototype = true;
        if self.policy.normalize_prototypes && self.has_fast_properties(id) {
            // `normalize` picks an unshared dictionary shape for prototypes.
            self.normalize(id, "NormalizeAsPrototype");
        } else {
            let copy = self.shapes.prototype_copy(self.shape_of(id));
            self.set_shape(id, copy);
        }
    }

    /// V8's `JSObject::MakePrototypesFast`, run by a named store's IC miss: every
    /// prototype on `id`'s chain is marked "should be fast" and, if in dictionary
    /// mode, migrated to a fresh fast shape (`"OptimizeAsPrototype"`). Stops at the
    /// first prototype already marked (its own prototypes were marked with it).
    fn make_prototypes_fast(&mut self, id: ObjectId) {
        let mut at = self.get_prototype_of(id);
        while let Some(p) = at {
            let obj = self.object_mut(p);
            if obj.should_be_fast {
                return;
            }
            if obj.is_prototype {
                obj.should_be_fast = true;
                if !self.has_fast_properties(p) {
                    self.migrate_to_fast(p, "OptimizeAsPrototype");
                }
            }
            at = self.get_prototype_of(p);
        }
    }

    /// V8's `JSObject::ReoptimizeIfPrototype`: a prototype marked "should be fast"
    /// goes back to fast mode (a fresh shape) after an operation normalized it.
    /// V8 calls it after deletes and after accessor definitions.
    fn reoptimize_if_prototype(&mut self, id: ObjectId) {
        let obj = self.object(id);
        if obj.is_prototype && obj.should_be_fast && obj.dictionary.is_some() {
            self.migrate_to_fast(id, "OptimizeAsPrototype");
        }
    }

    /// Re-optimizes `id`'s direct prototype if it is marked "should be fast" but
    /// sits in dictionary mode (say, after a reconfiguration normalized it).
    /// Measured on the V8 paths that compute a store or accessor handler for a
    /// fast receiver (named and keyed stores reaching the runtime, accessor
    /// definitions); only the direct prototype is affected, not those above it.
    fn reoptimize_direct_prototype(&mut self, id: ObjectId) {
        if !self.has_fast_properties(id) {
            return;
        }
        if let Some(p) = self.get_prototype_of(id) {
            self.reoptimize_if_prototype(p);
        }
    }

    /// The dictionary shape `id` gets: the shared one for its prototype, or an
    /// unshared one if `id` is itself a prototype.
    fn dictionary_shape(
        &mut self,
        id: ObjectId,
        kind: ObjectKind,
        proto: Option<ObjectId>,
        extensible: bool,
    ) -> ShapeId {
        if self.object(id).is_prototype {
            self.shapes
                .unshared_dictionary(kind, proto, extensible, true)
        } else {
            self.shapes.dictionary(kind, proto, extensible)
        }
    }

    // ----- mode changes ------------------------------------------------------------

    /// Moves a fast object to dictionary mode (V8: `JSObject::NormalizeProperties`).
    pub fn normalize(&mut self, id: ObjectId, reason: &'static str) {
        let from = self.shape_of(id);
        let shape = self.shapes.get(from);
        if shape.is_dictionary() {
            return;
        }
        let (kind, proto, extensible) = (shape.kind(), shape.prototype(), shape.is_extensible());
        let values = self.field_values(id, shape.field_count());
        let descriptors = self.shapes.descriptors(from);
        let mut dict = Dictionary::with_capacity_and_hasher(descriptors.len(), Default::default());
        for d in descriptors {
            let slot = match d.value {
                DescriptorValue::Field(i) => PropertySlot::Data(values[i as usize]),
                DescriptorValue::Accessor { get, set } => PropertySlot::Accessor { get, set },
            };
            dict.insert(
                d.key,
                DictEntry {
                    slot,
                    attrs: d.attrs,
                },
            );
        }
        let to = self.dictionary_shape(id, kind, proto, extensible);
        self.truncate_fields(id, 0);
        self.set_shape(id, to);
        let obj = self.object_mut(id);
        obj.out_of_object = Vec::new();
        obj.dictionary = Some(Box::new(dict));
        self.record(|| TraceEvent::Normalize {
            object: id,
            from,
            reason,
        });
    }

    /// Moves a fast object to `to`, made by a transition from its current shape.
    fn transition(&mut self, id: ObjectId, to: ShapeId, key: TransitionKey, created: bool) {
        let from = self.shape_of(id);
        self.set_shape(id, to);
        self.record(|| TraceEvent::Transition {
            object: id,
            from,
            to,
            key,
            created,
        });
    }

    /// A store IC hit that adds a property: swap to `to` (a recorded add transition
    /// from the current shape) and append the value.
    #[inline]
    pub(crate) fn apply_cached_add(&mut self, id: ObjectId, to: ShapeId, value: Value) {
        if self.trace.is_some() {
            let key = self.shapes.get(to).created_by().map(|(_, k)| k);
            if let Some(key) = key {
                self.transition(id, to, key, false);
            }
        } else {
            self.set_shape(id, to);
        }
        self.push_field(id, value);
    }

    /// Appends a field value, growing the out-of-object part by
    /// [`FIELDS_ADDED`] when full (V8's property array growth).
    ///
    /// Called right after the object moved to the shape that added the field, so
    /// the new field is that shape's last one.
    #[inline]
    pub(crate) fn push_field(&mut self, id: ObjectId, value: Value) {
        let index = self.shapes.get(self.shape_of(id)).field_count() - 1;
        if index < self.object(id).inobject_capacity {
            self.slots_mut(id)[index as usize] = value;
        } else {
            let store = &mut self.object_mut(id).out_of_object;
            if store.len() == store.capacity() {
                store.reserve_exact(FIELDS_ADDED as usize);
            }
            store.push(value);
        }
    }

    /// Sets all fields of a fast object (in field order) after a shape change that
    /// renumbered them.
    fn replace_fields(&mut self, id: ObjectId, values: &[Value]) {
        self.truncate_fields(id, 0);
        let cap = self.object(id).inobject_capacity as usize;
        let inline = values.len().min(cap);
        self.slots_mut(id)[..inline].copy_from_slice(&values[..inline]);
        let store = &mut self.object_mut(id).out_of_object;
        store.clear();
        store.reserve_exact(
            policy::out_of_object_capacity(values.len() as u32, cap as u32) as usize,
        );
        store.extend_from_slice(&values[inline..]);
    }

    // ----- own property access -----------------------------------------------------

    /// The own property `key` of `id`, if any.
    pub fn get_own_property(&self, id: ObjectId, key: PropertyKey) -> Option<OwnProperty> {
        let shape = self.shapes.get(self.shape_of(id));
        // A named key of a fast, non-array object is decided by its shape alone
        // (and read through `field`), which keeps a snapshot object's body in
        // the archive.
        if !key.is_index() && !shape.is_dictionary() && shape.kind() != ObjectKind::Array {
            return self.shape_property(id, key);
        }
        let obj = self.object(id);
        if let PropertyKey::Index(i) = key {
            return obj.elements.get(i).map(|e| OwnProperty {
                slot: e.slot,
                attrs: e.attrs,
            });
        }
        if key == PropertyKey::String(self.length_atom)
            && self.shapes.get(self.shape_of(id)).kind() == ObjectKind::Array
        {
            return Some(OwnProperty {
                slot: PropertySlot::Data(Value::Number(f64::from(obj.elements.length()))),
                attrs: Attrs::WRITABLE,
            });
        }
        if let Some(dict) = obj.dictionary.as_deref() {
            return dict.get(&key).map(|e| OwnProperty {
                slot: e.slot,
                attrs: e.attrs,
            });
        }
        self.shape_property(id, key)
    }

    /// The own property `key` of a fast object, from its shape's descriptors.
    fn shape_property(&self, id: ObjectId, key: PropertyKey) -> Option<OwnProperty> {
        self.shapes
            .lookup(self.shape_of(id), key)
            .map(|(_, d)| OwnProperty {
                slot: match d.value {
                    DescriptorValue::Field(i) => PropertySlot::Data(self.field(id, i)),
                    DescriptorValue::Accessor { get, set } => PropertySlot::Accessor { get, set },
                },
                attrs: d.attrs,
            })
    }

    /// Calls `function` with `this` and `args`: a native (a [`Value::Native`] or a
    /// native function object) runs its registered Rust function; an opaque
    /// script function returns `undefined`; anything else is a `TypeError`.
    pub fn call(&mut self, function: Value, this: Value, args: &[Value]) -> Result<Value, JsError> {
        let native = match function {
            Value::Native(n) => Some(n),
            Value::Object(o) => match self.kind_of(o) {
                ObjectKind::Function | ObjectKind::ArrowFunction => self.object(o).native,
                _ => {
                    return Err(JsError::type_error(format!(
                        "{} is not a function",
                        self.object_tag(o)
                    )));
                }
            },
            _ => return Err(JsError::type_error("value is not a function")),
        };
        let Some(native) = native else {
            return Ok(Value::Undefined);
        };
        match self.runtime.natives.function(native) {
            Some(f) => f(self, this, args),
            None => Err(JsError::type_error(format!(
                "native function #{} is not in this heap's registry",
                native.0
            ))),
        }
    }

    /// The value of `holder`'s own property `key` (held in `slot`) as read through
    /// `receiver`: data as is; a getter is called with `receiver` as `this`; a
    /// pending lazy property is resolved (its module loads).
    pub(crate) fn read_slot(
        &mut self,
        holder: ObjectId,
        receiver: ObjectId,
        key: PropertyKey,
        slot: PropertySlot,
    ) -> Result<Value, JsError> {
        match slot {
            PropertySlot::Data(v) => Ok(v),
            PropertySlot::Accessor { get, .. } => {
                if self.is_native(get, LAZY_GETTER) && self.lazy.contains_key(&(holder, key)) {
                    return self.resolve_lazy(holder, key);
                }
                if get == Value::Undefined {
                    return Ok(Value::Undefined);
                }
                self.call(get, Value::Object(receiver), &[])
            }
        }
    }

    /// `o[key]`: own property, then along the prototype chain. Getters run (and
    /// may change the heap), hence `&mut`.
    pub fn get(&mut self, id: ObjectId, key: PropertyKey) -> Result<Value, JsError> {
        let mut at = Some(id);
        while let Some(o) = at {
            if let Some(p) = self.get_own_property(o, key) {
                return self.read_slot(o, id, key, p.slot);
            }
            at = self.get_prototype_of(o);
        }
        Ok(Value::Undefined)
    }

    /// `o[key] = value` in sloppy mode (JavaScript's `OrdinarySet`): returns whether
    /// the store happened (false for read-only targets, non-extensible objects and
    /// setter-less accessors). `origin` says whether it was written as a named or a
    /// keyed store, which decides V8's limit and, as in V8's store IC runtime
    /// path, whether the prototypes on the chain are made fast again
    /// ([`Policy::make_prototypes_fast`]). `set` models a store that reaches V8's
    /// runtime, as every first execution of a store site does; a
    /// [`StoreIc`](crate::StoreIc) hit models the cached path that does not.
    pub fn set(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        value: Value,
        origin: StoreOrigin,
    ) -> Result<bool, JsError> {
        let own = self.get_own_property(id, key);
        let fast = self.has_fast_properties(id);
        let shape = self.shape_of(id);
        let own_field_is_const = fast
            && self
                .shapes
                .lookup(shape, key)
                .is_some_and(|(_, d)| d.constant && matches!(d.value, DescriptorValue::Field(_)));
        // V8's generic store stub completes some stores itself and others reach
        // `StoreIC::Store` (which runs `MakePrototypesFast` first). The stub does:
        // stores to an own accessor or read-only property; stores to a mutable own
        // field (a const field needs the runtime to check and generalize it);
        // adds along an existing transition; and, on a dictionary-mode receiver,
        // any store the dictionary can take (own writable, or an add while
        // extensible).
        let handled_in_stub = key.is_index()
            || match own {
                Some(p)
                    if p.attrs.contains(Attrs::ACCESSOR) || !p.attrs.contains(Attrs::WRITABLE) =>
                {
                    true
                }
                Some(_) => !fast || !own_field_is_const,
                None if !fast => self.is_extensible(id),
                None => self
                    .shapes
                    .find_transition(
                        shape,
                        &TransitionKey::Add {
                            key,
                            attrs: Attrs::DEFAULT,
                        },
                    )
                    .is_some(),
            };
        if self.policy.make_prototypes_fast && !handled_in_stub {
            if origin == StoreOrigin::Named {
                self.make_prototypes_fast(id);
            }
            self.reoptimize_direct_prototype(id);
        }
        if let Some(p) = own {
            return match p.slot {
                PropertySlot::Accessor { set, .. } => self.call_setter(set, id, id, key, value),
                PropertySlot::Data(_) if !p.attrs.contains(Attrs::WRITABLE) => Ok(false),
                PropertySlot::Data(old) => {
                    // Writing a different value over a const field generalizes it
                    // to mutable, in place (V8's field constness tracking). A keyed
                    // store (and `Object.assign`) generalizes it even when the value
                    // is the same: V8's keyed store handlers do not check const
                    // fields, so the field is made mutable before one is cached
                    // (measured: `proto_fast_after_same_value_keyed_store`).
                    if own_field_is_const
                        && (origin == StoreOrigin::Keyed || !self.same_value(old, value))
                    {
                        self.shapes.mark_field_mutable(shape, key);
                    }
                    self.write_own_data(id, key, value);
                    Ok(true)
                }
            };
        }
        let mut at = self.get_prototype_of(id);
        while let Some(o) = at {
            if let Some(p) = self.get_own_property(o, key) {
                match p.slot {
                    PropertySlot::Accessor { set, .. } => {
                        return self.call_setter(set, o, id, key, value);
                    }
                    PropertySlot::Data(_) if !p.attrs.contains(Attrs::WRITABLE) => {
                        return Ok(false);
                    }
                    PropertySlot::Data(_) => break,
                }
            }
            at = self.get_prototype_of(o);
        }
        if !self.is_extensible(id) {
            return Ok(false);
        }
        self.add_property(id, key, PropertySlot::Data(value), Attrs::DEFAULT, origin);
        Ok(true)
    }

    /// Runs the setter `setter` of `holder`'s accessor `key` for a store through
    /// `receiver`. A pending lazy property's setter does what Node's does: it
    /// redefines the property on its holder as a writable data property (the
    /// module is not loaded).
    fn call_setter(
        &mut self,
        setter: Value,
        holder: ObjectId,
        receiver: ObjectId,
        key: PropertyKey,
        value: Value,
    ) -> Result<bool, JsError> {
        match setter {
            Value::Undefined => Ok(false),
            setter
                if self.is_native(setter, LAZY_SETTER)
                    && self.lazy.contains_key(&(holder, key)) =>
            {
                self.settle_lazy(holder, key, value)?;
                Ok(true)
            }
            other => self
                .call(other, Value::Object(receiver), &[value])
                .map(|_| true),
        }
    }

    /// Overwrites the value of an existing own writable data property.
    fn write_own_data(&mut self, id: ObjectId, key: PropertyKey, value: Value) {
        if let PropertyKey::Index(i) = key {
            self.write_element(id, i, value);
            return;
        }
        if key == PropertyKey::String(self.length_atom)
            && self.shapes.get(self.shape_of(id)).kind() == ObjectKind::Array
        {
            self.set_array_length(id, value);
            return;
        }
        let shape = self.shape_of(id);
        if let Some(dict) = self.object_mut(id).dictionary.as_deref_mut() {
            if let Some(e) = dict.get_mut(&key) {
                e.slot = PropertySlot::Data(value);
            }
        } else if let Some((_, d)) = self.shapes.lookup(shape, key)
            && let DescriptorValue::Field(i) = d.value
        {
            self.write_field(id, i, value);
        }
    }

    pub(crate) fn set_array_length(&mut self, id: ObjectId, value: Value) {
        let Value::Number(n) = value else { return };
        if !(n >= 0.0 && n <= f64::from(u32::MAX) && n.fract() == 0.0) {
            return;
        }
        let len = n as u32;
        match &mut self.object_mut(id).elements {
            // Growing by holes is bounded like element stores are: array lengths
            // are not modelled beyond the elements (V8 would keep the length and
            // switch to dictionary elements; a huge dense resize would exhaust
            // memory instead).
            Elements::Dense(v) if len as usize > v.len() + ELEMENTS_MAX_GAP as usize => {}
            Elements::Dense(v) => v.resize(len as usize, None),
            Elements::Sparse(m) => {
                m.split_off(&len);
            }
        }
    }

    fn write_element(&mut self, id: ObjectId, index: u32, value: Value) {
        match &mut self.object_mut(id).elements {
            Elements::Dense(v) => {
                let i = index as usize;
                if i < v.len() {
                    v[i] = Some(value);
                } else if index - v.len() as u32 <= ELEMENTS_MAX_GAP {
                    v.resize(i, None);
                    v.push(Some(value));
                } else {
                    let m = self.object_mut(id).elements.make_sparse();
                    m.insert(
                        index,
                        DictEntry {
                            slot: PropertySlot::Data(value),
                            attrs: Attrs::DEFAULT,
                        },
                    );
                }
            }
            Elements::Sparse(m) => {
                m.entry(index)
                    .and_modify(|e| e.slot = PropertySlot::Data(value))
                    .or_insert(DictEntry {
                        slot: PropertySlot::Data(value),
                        attrs: Attrs::DEFAULT,
                    });
            }
        }
    }

    /// Adds a new own property (the key must not exist; the object must be
    /// extensible). Fast objects take a transition or normalize, as the policy says.
    fn add_property(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        slot: PropertySlot,
        attrs: Attrs,
        origin: StoreOrigin,
    ) {
        if let PropertyKey::Index(i) = key {
            match slot {
                PropertySlot::Data(v) if attrs == Attrs::DEFAULT => self.write_element(id, i, v),
                _ => {
                    self.object_mut(id)
                        .elements
                        .make_sparse()
                        .insert(i, DictEntry { slot, attrs });
                }
            }
            return;
        }
        let from = self.shape_of(id);
        if !self.shapes.get(from).is_dictionary() {
            let accessor = match slot {
                PropertySlot::Accessor { get, set } => Some((get, set)),
                PropertySlot::Data(_) => None,
            };
            let is_prototype = self.object(id).is_prototype;
            let outcome =
                self.shapes
                    .add_property(from, key, attrs, accessor, origin, is_prototype);
            let (to, created) = match outcome {
                AddOutcome::Followed(to) => (to, false),
                AddOutcome::Created(to) => (to, true),
                AddOutcome::Normalize(reason) => {
                    self.normalize(id, reason);
                    self.add_property(id, key, slot, attrs, origin);
                    if accessor.is_some() {
                        self.reoptimize_if_prototype(id);
                    }
                    return;
                }
            };
            let tkey = self
                .shapes
                .get(to)
                .created_by()
                .map_or(TransitionKey::Add { key, attrs }, |(_, k)| k);
            self.transition(id, to, tkey, created);
            if let PropertySlot::Data(v) = slot {
                self.push_field(id, v);
            }
            return;
        }
        let attrs = match slot {
            PropertySlot::Accessor { .. } => (attrs | Attrs::ACCESSOR) - Attrs::WRITABLE,
            PropertySlot::Data(_) => attrs - Attrs::ACCESSOR,
        };
        if let Some(dict) = self.object_mut(id).dictionary.as_deref_mut() {
            dict.insert(key, DictEntry { slot, attrs });
        }
    }

    /// JavaScript's `CreateDataProperty`: define `key` as a default data property
    /// (used by literals and spreads). Throws on non-configurable or
    /// non-extensible targets, as `CreateDataPropertyOrThrow` does.
    pub fn create_data_property(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        value: Value,
        origin: StoreOrigin,
    ) -> Result<(), JsError> {
        // Transition first, as V8's stores do: a recorded add transition for the
        // key proves the key is absent and the shape fast and extensible.
        let add = TransitionKey::Add {
            key,
            attrs: Attrs::DEFAULT,
        };
        if !key.is_index()
            && let Some(to) = self.shapes.find_transition(self.shape_of(id), &add)
        {
            self.transition(id, to, add, false);
            self.push_field(id, value);
            return Ok(());
        }
        match self.get_own_property(id, key) {
            Some(p) if p.attrs == Attrs::DEFAULT => {
                self.write_own_data(id, key, value);
                Ok(())
            }
            Some(_) => {
                self.define_property(id, key, PropertyDescriptor::data(value, Attrs::DEFAULT))
            }
            None if !self.is_extensible(id) => Err(JsError::type_error(format!(
                "Cannot add property {}, object is not extensible",
                self.atoms.display(key)
            ))),
            None => {
                self.add_property(id, key, PropertySlot::Data(value), Attrs::DEFAULT, origin);
                Ok(())
            }
        }
    }

    // ----- defineProperty ----------------------------------------------------------

    fn same_value(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => {
                (x.is_nan() && y.is_nan())
                    || (x == y && x.is_sign_negative() == y.is_sign_negative())
            }
            (Value::String(x), Value::String(y)) => x == y || self.str(x) == self.str(y),
            _ => a == b,
        }
    }

    /// `Object.defineProperty(o, key, desc)`, with the spec's validation
    /// (`ValidateAndApplyPropertyDescriptor`) and V8's shape effects:
    ///
    /// - a new property takes an add transition (data field or constant accessor
    ///   pair); an existing transition with a different accessor pair normalizes;
    /// - changing attributes or turning an accessor into data replays the tree
    ///   (V8's `MapUpdater`) and stays fast;
    /// - turning data into an accessor, or changing an accessor pair, normalizes.
    pub fn define_property(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        desc: PropertyDescriptor,
    ) -> Result<(), JsError> {
        self.define_property_inner(id, key, desc)?;
        // A redefinition of the value or accessors replaces a pending lazy
        // property for good; one that only changes enumerable/configurable
        // keeps the lazy accessor (as in Node).
        if !self.lazy.is_empty() && (desc.is_accessor() || desc.is_data()) {
            self.lazy.remove(&(id, key));
        }
        Ok(())
    }

    fn define_property_inner(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        desc: PropertyDescriptor,
    ) -> Result<(), JsError> {
        if desc.is_accessor() && desc.is_data() {
            return Err(JsError::type_error(
                "Invalid property descriptor. Cannot both specify accessors and a value or writable attribute",
            ));
        }
        for f in [desc.get, desc.set].into_iter().flatten() {
            let callable = match f {
                Value::Undefined | Value::Native(_) => true,
                Value::Object(o) => matches!(
                    self.shapes.get(self.shape_of(o)).kind(),
                    ObjectKind::Function | ObjectKind::ArrowFunction
                ),
                _ => false,
            };
            if !callable {
                return Err(JsError::type_error("Getter must be a function"));
            }
        }
        if desc.is_accessor() && self.policy.make_prototypes_fast {
            self.reoptimize_direct_prototype(id);
        }
        let name = || self.atoms.display(key).to_string();
        let Some(current) = self.get_own_property(id, key) else {
            if !self.is_extensible(id) {
                return Err(JsError::type_error(format!(
                    "Cannot define property {}, object is not extensible",
                    name()
                )));
            }
            let mut attrs = Attrs::empty();
            attrs.set(Attrs::ENUMERABLE, desc.enumerable == Some(true));
            attrs.set(Attrs::CONFIGURABLE, desc.configurable == Some(true));
            let slot = if desc.is_accessor() {
                attrs |= Attrs::ACCESSOR;
                PropertySlot::Accessor {
                    get: desc.get.unwrap_or_default(),
                    set: desc.set.unwrap_or_default(),
                }
            } else {
                attrs.set(Attrs::WRITABLE, desc.writable == Some(true));
                PropertySlot::Data(desc.value.unwrap_or_default())
            };
            self.add_property(id, key, slot, attrs, StoreOrigin::Named);
            return Ok(());
        };
        let redefine = || {
            Err(JsError::type_error(format!(
                "Cannot redefine property: {}",
                name()
            )))
        };
        let cur_accessor = current.attrs.contains(Attrs::ACCESSOR);
        if !current.attrs.contains(Attrs::CONFIGURABLE) {
            if desc.configurable == Some(true)
                || desc
                    .enumerable
                    .is_some_and(|e| e != current.attrs.contains(Attrs::ENUMERABLE))
                || (desc.is_accessor() && !cur_accessor)
                || (desc.is_data() && cur_accessor)
            {
                return redefine();
            }
            match current.slot {
                PropertySlot::Data(v) if !current.attrs.contains(Attrs::WRITABLE) => {
                    if desc.writable == Some(true)
                        || desc.value.is_some_and(|nv| !self.same_value(nv, v))
                    {
                        return redefine();
                    }
                }
                PropertySlot::Accessor { get, set } => {
                    if desc.get.is_some_and(|g| g != get) || desc.set.is_some_and(|s| s != set) {
                        return redefine();
                    }
                }
                PropertySlot::Data(_) => {}
            }
        }
        // The merged result.
        let mut attrs = current.attrs - Attrs::ACCESSOR - Attrs::WRITABLE;
        if let Some(e) = desc.enumerable {
            attrs.set(Attrs::ENUMERABLE, e);
        }
        if let Some(c) = desc.configurable {
            attrs.set(Attrs::CONFIGURABLE, c);
        }
        let slot = match (desc.is_accessor(), desc.is_data(), current.slot) {
            (true, _, PropertySlot::Accessor { get, set }) => PropertySlot::Accessor {
                get: desc.get.unwrap_or(get),
                set: desc.set.unwrap_or(set),
            },
            (true, _, PropertySlot::Data(_)) => PropertySlot::Accessor {
                get: desc.get.unwrap_or_default(),
                set: desc.set.unwrap_or_default(),
            },
            (false, true, PropertySlot::Accessor { .. }) => {
                attrs.set(Attrs::WRITABLE, desc.writable == Some(true));
                PropertySlot::Data(desc.value.unwrap_or_default())
            }
            (false, _, PropertySlot::Accessor { get, set }) => PropertySlot::Accessor { get, set },
            (false, _, PropertySlot::Data(v)) => {
                attrs.set(
                    Attrs::WRITABLE,
                    desc.writable
                        .unwrap_or(current.attrs.contains(Attrs::WRITABLE)),
                );
                PropertySlot::Data(desc.value.unwrap_or(v))
            }
        };
        if matches!(slot, PropertySlot::Accessor { .. }) {
            attrs |= Attrs::ACCESSOR;
        }
        if let PropertyKey::Index(i) = key {
            let m = self.object_mut(id).elements.make_sparse();
            m.insert(i, DictEntry { slot, attrs });
            return Ok(());
        }
        if key == PropertyKey::String(self.length_atom)
            && self.shapes.get(self.shape_of(id)).kind() == ObjectKind::Array
        {
            if let PropertySlot::Data(v) = slot {
                self.set_array_length(id, v);
            }
            return Ok(());
        }
        self.apply_redefinition(id, key, current, slot, attrs);
        Ok(())
    }

    fn apply_redefinition(
        &mut self,
        id: ObjectId,
        key: PropertyKey,
        current: OwnProperty,
        slot: PropertySlot,
        attrs: Attrs,
    ) {
        let from = self.shape_of(id);
        if !self.shapes.get(from).is_dictionary() {
            let same_kind = matches!(
                (current.slot, slot),
                (PropertySlot::Data(_), PropertySlot::Data(_))
                    | (PropertySlot::Accessor { .. }, PropertySlot::Accessor { .. })
            );
            if same_kind && attrs == current.attrs {
                match slot {
                    PropertySlot::Data(v) => self.write_own_data(id, key, v),
                    PropertySlot::Accessor { .. } if slot == current.slot => {}
                    PropertySlot::Accessor { .. } => {
                        self.normalize(id, "AccessorsOverwritingAccessors")
                    }
                }
            } else if matches!(slot, PropertySlot::Accessor { .. }) {
                // Data → accessor, or an accessor with new attributes.
                let reason = if same_kind {
                    "AccessorsWithAttributes"
                } else {
                    "AccessorsOverwritingNonAccessors"
                };
                self.normalize(id, reason);
            } else {
                match self.shapes.reconfigure(from, key, attrs, None) {
                    Ok(to) => {
                        self.migrate_fields(id, to, key, slot);
                        self.record(|| TraceEvent::Reconfigure {
                            object: id,
                            from,
                            to,
                        });
                        return;
                    }
                    Err(reason) => self.normalize(id, reason),
                }
            }
        }
        if let Some(dict) = self.object_mut(id).dictionary.as_deref_mut()
            && let Some(e) = dict.get_mut(&key)
        {
            *e = DictEntry { slot, attrs };
        }
        // V8's `LookupIterator::TransitionToAccessorProperty` ends with
        // `ReoptimizeIfPrototype`; reconfiguring to data (MapUpdater) does not.
        if matches!(slot, PropertySlot::Accessor { .. }) {
            self.reoptimize_if_prototype(id);
        }
    }

    /// Moves a fast object to shape `to` (same keys, possibly different field
    /// numbering), moving values by key; `key` gets `slot`.
    fn migrate_fields(&mut self, id: ObjectId, to: ShapeId, key: PropertyKey, slot: PropertySlot) {
        let from = self.shape_of(id);
        let old = self.field_values(id, self.shapes.get(from).field_count());
        let mut slots = vec![Value::Undefined; self.shapes.get(to).field_count() as usize];
        for d in self.shapes.descriptors(to) {
            if let DescriptorValue::Field(i) = d.value {
                let v = if d.key == key {
                    match slot {
                        PropertySlot::Data(v) => v,
                        PropertySlot::Accessor { .. } => Value::Undefined,
                    }
                } else {
                    match self.shapes.lookup(from, d.key).map(|(_, d)| d.value) {
                        Some(DescriptorValue::Field(j)) => old[j as usize],
                        _ => Value::Undefined,
                    }
                };
                slots[i as usize] = v;
            }
        }
        self.set_shape(id, to);
        self.replace_fields(id, &slots);
    }

    // ----- delete --------------------------------------------------------------------

    /// `delete o[key]` in sloppy mode: false for non-configurable properties. On a
    /// fast object, deleting the last-added property rolls back to the parent shape
    /// (V8 `DeleteObjectPropertyFast`) under [`DeletePolicy::RollbackLast`]; any
    /// other delete normalizes (`"DeletingProperty"`).
    pub fn delete(&mut self, id: ObjectId, key: PropertyKey) -> Result<bool, JsError> {
        let deleted = self.delete_inner(id, key)?;
        if deleted && !self.lazy.is_empty() {
            self.lazy.remove(&(id, key));
        }
        Ok(deleted)
    }

    fn delete_inner(&mut self, id: ObjectId, key: PropertyKey) -> Result<bool, JsError> {
        let Some(current) = self.get_own_property(id, key) else {
            return Ok(true);
        };
        if !current.attrs.contains(Attrs::CONFIGURABLE) {
            return Ok(false);
        }
        if let PropertyKey::Index(i) = key {
            match &mut self.object_mut(id).elements {
                Elements::Dense(v) => {
                    if let Some(e) = v.get_mut(i as usize) {
                        *e = None;
                    }
                }
                Elements::Sparse(m) => {
                    m.remove(&i);
                }
            }
            return Ok(true);
        }
        let from = self.shape_of(id);
        if !self.shapes.get(from).is_dictionary() {
            if self.policy.delete == DeletePolicy::RollbackLast
                && let Some(to) = self.shapes.rollback_target(from, key)
            {
                let fields = self.shapes.get(to).field_count();
                self.set_shape(id, to);
                self.truncate_fields(id, fields);
                self.record(|| TraceEvent::Rollback {
                    object: id,
                    from,
                    to,
                });
                return Ok(true);
            }
            self.normalize(id, "DeletingProperty");
        }
        if let Some(dict) = self.object_mut(id).dictionary.as_deref_mut() {
            dict.shift_remove(&key);
        }
        self.reoptimize_if_prototype(id);
        Ok(true)
    }

    // ----- prototypes ----------------------------------------------------------------

    /// `Object.setPrototypeOf(o, proto)`. On a fast object this is a prototype
    /// transition: it stays fast, and objects of one shape that get the same
    /// prototype share the result. `proto` becomes a prototype (see
    /// [`Policy::normalize_prototypes`]). Throws for non-extensible objects and
    /// cycles, as JavaScript does.
    pub fn set_prototype_of(
        &mut self,
        id: ObjectId,
        proto: Option<ObjectId>,
    ) -> Result<(), JsError> {
        let from = self.shape_of(id);
        if self.shapes.get(from).prototype() == proto {
            return Ok(());
        }
        if id == self.intrinsics.object_prototype {
            return Err(JsError::type_error(
                "Immutable prototype object 'Object.prototype' cannot have their prototype set",
            ));
        }
        if !self.is_extensible(id) {
            return Err(JsError::type_error("#<Object> is not extensible"));
        }
        let mut at = proto;
        while let Some(p) = at {
            if p == id {
                return Err(JsError::type_error("Cyclic __proto__ value"));
            }
            at = self.get_prototype_of(p);
        }
        if let Some(p) = proto {
            self.make_prototype(p);
        }
        let from = self.shape_of(id);
        let shape = self.shapes.get(from);
        if shape.is_dictionary() {
            // V8 copies a dictionary map for each prototype change: never shared.
            let kind = shape.kind();
            let is_prototype = self.object(id).is_prototype;
            let to = self
                .shapes
                .unshared_dictionary(kind, proto, true, is_prototype);
            self.set_shape(id, to);
        } else {
            let (to, created) = self.shapes.prototype_transition(from, proto);
            self.transition(id, to, TransitionKey::Prototype(proto), created);
        }
        Ok(())
    }

    // ----- integrity levels -----------------------------------------------------------

    /// `Object.preventExtensions`.
    pub fn prevent_extensions(&mut self, id: ObjectId) {
        self.apply_integrity_level(id, IntegrityLevel::PreventExtensions);
    }

    /// `Object.seal`.
    pub fn seal(&mut self, id: ObjectId) {
        self.apply_integrity_level(id, IntegrityLevel::Seal);
    }

    /// `Object.freeze`.
    pub fn freeze(&mut self, id: ObjectId) {
        self.apply_integrity_level(id, IntegrityLevel::Freeze);
    }

    /// Applies an integrity level: an attribute transition on fast objects (they stay
    /// fast and equal objects share the result), attribute edits on dictionary objects.
    /// Elements other than under `preventExtensions` become sparse with the new
    /// attributes.
    fn apply_integrity_level(&mut self, id: ObjectId, level: IntegrityLevel) {
        // V8's `TestIntegrityLevel` first: an object that already satisfies the
        // level (e.g. an empty non-extensible object, which is vacuously sealed and
        // frozen) keeps its map.
        if self.test_integrity_level(id, level) {
            return;
        }
        if level != IntegrityLevel::PreventExtensions && !self.object(id).elements.is_empty() {
            let m = self.object_mut(id).elements.make_sparse();
            for e in m.values_mut() {
                e.attrs = apply_integrity(e.attrs, level);
            }
        }
        let from = self.shape_of(id);
        let shape = self.shapes.get(from);
        if shape.is_dictionary() {
            let (kind, proto) = (shape.kind(), shape.prototype());
            // V8 copies a dictionary map for each integrity change
            // (`"SlowCopyForPreventExtensions"`), so it is never shared.
            let is_prototype = self.object(id).is_prototype;
            let to = self
                .shapes
                .unshared_dictionary(kind, proto, false, is_prototype);
            self.set_shape(id, to);
            if let Some(dict) = self.object_mut(id).dictionary.as_deref_mut() {
                for e in dict.values_mut() {
                    e.attrs = apply_integrity(e.attrs, level);
                }
            }
        } else {
            if shape.integrity() >= Some(level) {
                return;
            }
            let (to, created) = self.shapes.integrity_transition(from, level);
            self.transition(id, to, TransitionKey::Integrity(level), created);
        }
    }

    /// JavaScript's `TestIntegrityLevel` (`Object.isSealed` / `Object.isFrozen`,
    /// and "not extensible" for `PreventExtensions`).
    pub fn test_integrity_level(&self, id: ObjectId, level: IntegrityLevel) -> bool {
        if self.is_extensible(id) {
            return false;
        }
        self.own_keys(id).into_iter().all(|k| {
            let Some(p) = self.get_own_property(id, k) else {
                return true;
            };
            match level {
                IntegrityLevel::PreventExtensions => true,
                IntegrityLevel::Seal => !p.attrs.contains(Attrs::CONFIGURABLE),
                IntegrityLevel::Freeze => {
                    !p.attrs.contains(Attrs::CONFIGURABLE)
                        && (p.attrs.contains(Attrs::ACCESSOR) || !p.attrs.contains(Attrs::WRITABLE))
                }
            }
        })
    }

    // ----- keys and copies -------------------------------------------------------------

    /// `Reflect.ownKeys`: array indices ascending, then string keys in insertion
    /// order, then symbols in insertion order.
    pub fn own_keys(&self, id: ObjectId) -> Vec<PropertyKey> {
        let obj = self.object(id);
        let mut keys: Vec<PropertyKey> = obj
            .elements
            .indices()
            .into_iter()
            .map(PropertyKey::Index)
            .collect();
        if self.shapes.get(self.shape_of(id)).kind() == ObjectKind::Array {
            keys.push(PropertyKey::String(self.length_atom));
        }
        let named: Vec<PropertyKey> = match obj.dictionary.as_deref() {
            Some(dict) => dict.keys().copied().collect(),
            None => self
                .shapes
                .descriptors(self.shape_of(id))
                .iter()
                .map(|d| d.key)
                .collect(),
        };
        keys.extend(named.iter().filter(|k| matches!(k, PropertyKey::String(_))));
        keys.extend(named.iter().filter(|k| matches!(k, PropertyKey::Symbol(_))));
        keys
    }

    /// `Object.keys`: own enumerable string keys (indices included), in order.
    pub fn keys(&self, id: ObjectId) -> Vec<PropertyKey> {
        self.own_keys(id)
            .into_iter()
            .filter(|&k| !matches!(k, PropertyKey::Symbol(_)))
            .filter(|&k| {
                self.get_own_property(id, k)
                    .is_some_and(|p| p.attrs.contains(Attrs::ENUMERABLE))
            })
            .collect()
    }

    /// Appends the own enumerable properties of `source` to `out`, in
    /// `Reflect.ownKeys` order, with their values (getters called). A fast source is
    /// read straight from its descriptors and slots (V8's fast path for fast-mode
    /// sources); a dictionary source goes through the generic key walk.
    pub(crate) fn enumerable_own_values(
        &mut self,
        source: ObjectId,
        out: &mut Vec<(PropertyKey, Value)>,
    ) -> Result<(), JsError> {
        // Slots first (no getter runs while the tables are borrowed), values after.
        let mut slots: Vec<(PropertyKey, PropertySlot)> = Vec::new();
        self.enumerable_own_slots(source, &mut slots);
        out.reserve(slots.len());
        // Once a getter has run, it may have changed the object: every later
        // key is read afresh, and skipped if it is gone (V8's
        // `WriteJSObjectPropertiesSlow`: `GetProperty` per key, "if the property
        // is no longer found, do not serialize it").
        let mut code_ran = false;
        for (key, slot) in slots {
            let slot = match (code_ran, slot) {
                (false, PropertySlot::Data(v)) => {
                    out.push((key, v));
                    continue;
                }
                _ => match self.get_own_property(source, key) {
                    Some(p) => p.slot,
                    None => continue,
                },
            };
            code_ran |= matches!(slot, PropertySlot::Accessor { .. });
            let value = self.read_slot(source, source, key, slot)?;
            out.push((key, value));
        }
        Ok(())
    }

    /// The own enumerable properties of `source` as slots, in `Reflect.ownKeys`
    /// order (indices, strings, then symbols); no getter runs.
    pub(crate) fn enumerable_own_slots(
        &self,
        source: ObjectId,
        slots: &mut Vec<(PropertyKey, PropertySlot)>,
    ) {
        let obj = self.object(source);
        for i in obj.elements.indices() {
            if let Some(e) = obj.elements.get(i)
                && e.attrs.contains(Attrs::ENUMERABLE)
            {
                slots.push((PropertyKey::Index(i), e.slot));
            }
        }
        if obj.dictionary.is_none() {
            let descriptors = self.shapes.descriptors(self.shape_of(source));
            slots.reserve(descriptors.len());
            let is_symbol = |k: PropertyKey| matches!(k, PropertyKey::Symbol(_));
            for symbols in [false, true] {
                for d in descriptors {
                    if d.attrs.contains(Attrs::ENUMERABLE) && is_symbol(d.key) == symbols {
                        let slot = match d.value {
                            DescriptorValue::Field(i) => PropertySlot::Data(self.field(source, i)),
                            DescriptorValue::Accessor { get, set } => {
                                PropertySlot::Accessor { get, set }
                            }
                        };
                        slots.push((d.key, slot));
                    }
                }
            }
        } else {
            for key in self.own_keys(source) {
                if key.is_index() {
                    continue;
                }
                if let Some(p) = self.get_own_property(source, key)
                    && p.attrs.contains(Attrs::ENUMERABLE)
                {
                    slots.push((key, p.slot));
                }
            }
        }
    }

    /// The own enumerable properties of a copy source (`{...source}`,
    /// `Object.assign`), into the heap's reusable scratch buffer: objects as
    /// [`Heap::enumerable_own_values`] reads them, strings as one property per
    /// character, other primitives as nothing. Return the buffer with
    /// `self.scratch = buf` when done.
    fn take_source_values(&mut self, source: Value) -> Result<Vec<(PropertyKey, Value)>, JsError> {
        let mut buf = std::mem::take(&mut self.scratch);
        buf.clear();
        match source {
            Value::Object(s) => self.enumerable_own_values(s, &mut buf)?,
            Value::String(s) => {
                let chars: Vec<String> = self.str(s).chars().map(String::from).collect();
                for (i, c) in chars.iter().enumerate() {
                    let v = self.string(c);
                    buf.push((PropertyKey::Index(i as u32), v));
                }
            }
            _ => {}
        }
        Ok(buf)
    }

    /// JavaScript's `CopyDataProperties`, as `{...source}` runs it: every own
    /// enumerable property of `source` becomes a data property of `target`
    /// (named-store limits). `null`, `undefined` and other primitives copy nothing;
    /// strings copy their characters.
    pub fn copy_data_properties(&mut self, target: ObjectId, source: Value) -> Result<(), JsError> {
        let values = self.take_source_values(source)?;
        for &(key, value) in &values {
            self.create_data_property(target, key, value, StoreOrigin::Named)?;
        }
        self.scratch = values;
        Ok(())
    }

    /// `{...source}`: a new object from the Object function's map, filled by
    /// [`Heap::copy_data_properties`].
    pub fn spread(&mut self, source: Value) -> Result<ObjectId, JsError> {
        self.object_literal(&[LiteralEntry::Spread(source)])
    }

    /// `Object.assign(target, ...sources)`: `[[Set]]` of every own enumerable property
    /// of each source, as keyed stores (V8 uses `StoreOrigin::kMaybeKeyed`, so the
    /// soft limit applies). Fast sources take the descriptor fast path; dictionary
    /// sources the generic key walk. Throws if a store fails, as `Object.assign` does.
    pub fn assign(&mut self, target: ObjectId, sources: &[Value]) -> Result<(), JsError> {
        for &source in sources {
            let values = self.take_source_values(source)?;
            for &(key, value) in &values {
                if !self.set(target, key, value, StoreOrigin::Keyed)? {
                    return Err(JsError::type_error(self.failed_store_message(target, key)));
                }
            }
            self.scratch = values;
        }
        Ok(())
    }
}

/// Table sizes of an archived heap (what `shapeshift snapshot inspect` shows).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageCounts {
    /// Interned keys.
    pub atoms: usize,
    /// Strings.
    pub strings: usize,
    /// Shapes.
    pub shapes: usize,
    /// Shared descriptor tables.
    pub descriptor_tables: usize,
    /// Objects.
    pub objects: usize,
    /// In-object slots.
    pub inobject_slots: usize,
    /// Pending lazy properties.
    pub lazy_entries: usize,
    /// Modules initialized in the archived heap.
    pub loaded_modules: Vec<ModuleId>,
}

impl ArchivedHeap {
    /// The archived shape arena.
    pub(crate) fn shape_table(&self) -> &ArchivedShapeTable {
        &self.shapes
    }

    /// The sizes of the archived tables.
    pub fn counts(&self) -> ImageCounts {
        ImageCounts {
            atoms: self.atoms.len(),
            strings: self.strings.len(),
            shapes: self.shapes.shape_count(),
            descriptor_tables: self.shapes.table_count(),
            objects: self.objects.len(),
            inobject_slots: self.inobject_slots.len(),
            lazy_entries: self.lazy.len(),
            loaded_modules: self
                .modules
                .iter()
                .enumerate()
                .filter(|(_, m)| matches!(m, crate::module::ArchivedModuleState::Loaded(_)))
                .map(|(i, _)| ModuleId(i as u32))
                .collect(),
        }
    }
}

/// Converts an archived value (a snapshot's) to a value.
fn archived_value(v: &ArchivedValue) -> Value {
    match v {
        ArchivedValue::Undefined => Value::Undefined,
        ArchivedValue::Null => Value::Null,
        ArchivedValue::Bool(b) => Value::Bool(*b),
        ArchivedValue::Number(x) => Value::Number(x.to_native()),
        ArchivedValue::String(s) => Value::String(StrId(s.0.to_native())),
        ArchivedValue::Object(o) => Value::Object(ObjectId(o.0.to_native())),
        ArchivedValue::Native(n) => Value::Native(NativeId(n.0.to_native())),
    }
}

/// Deserializes an archived part of a snapshot's heap. The archive was
/// validated when the snapshot was opened (or vouched for by the caller of the
/// trusted opening), and these types' deserialization cannot fail otherwise.
pub(crate) fn unarchive<T, A>(archived: &A) -> T
where
    A: rkyv::Deserialize<T, rkyv::rancor::Strategy<rkyv::de::Pool, rkyv::rancor::Panic>>,
{
    match rkyv::deserialize::<T, rkyv::rancor::Panic>(archived) {
        Ok(v) => v,
        Err(never) => match never {},
    }
}

/// Restoring from a snapshot: a heap that reads the archive in place.
impl Heap {
    /// A heap restored from `snapshot`, running on `runtime` (the one the
    /// snapshot was opened for; its fingerprint was checked then).
    ///
    /// The restore does not visit the snapshot's objects, slots or strings: they
    /// stay in the mapped archive and are read in place. An object is copied into
    /// the heap's own overlay when it is written (its header and in-object slots,
    /// copy-on-write) or when its body (out-of-object fields, dictionary,
    /// elements, flags) is first needed other than for a field read. New
    /// objects, strings, shapes and transitions live in the overlay. What *is*
    /// copied at restore is proportional to the snapshot's shapes, atoms, module
    /// states and pending lazy entries, not to its objects: the shape arena and
    /// the key interner (both need hash indexes for lookups), the module cache and
    /// the lazy table. Lazy entries resolve on first access in this heap only.
    pub fn restore(snapshot: Arc<Snapshot>, runtime: Arc<Runtime>) -> Heap {
        let image = &snapshot.image().heap;
        let mut heap = Heap {
            atoms: unarchive(&image.atoms),
            strings: Default::default(),
            string_bytes: 0,
            shapes: ShapeTable::restore(snapshot.clone()),
            headers: Vec::new(),
            objects: Vec::new(),
            inobject_slots: Vec::new(),
            policy: unarchive(&image.policy),
            intrinsics: unarchive(&image.intrinsics),
            length_atom: unarchive(&image.length_atom),
            trace: None,
            scratch: Vec::new(),
            runtime,
            modules: unarchive(&image.modules),
            lazy: unarchive(&image.lazy),
            resolving: FxHashSet::default(),
            base: None,
            base_objects: image.headers.len() as u32,
            base_slots: image.inobject_slots.len() as u32,
            base_strings: image.strings.len() as u32,
            base_headers: FxHashMap::default(),
            base_bodies: Bodies::default(),
            clone_shapes: Default::default(),
        };
        heap.base = Some(snapshot);
        heap
    }

    /// Whether this heap reads objects from a snapshot.
    pub fn is_restored(&self) -> bool {
        self.base.is_some()
    }

    /// How many snapshot objects have been copied into this heap's overlay so far
    /// (bodies copied on first access; headers copied on first write).
    pub fn copied_snapshot_objects(&self) -> (usize, usize) {
        (self.base_bodies.0.len(), self.base_headers.len())
    }

    fn base_image(&self) -> Option<&ArchivedHeap> {
        self.base.as_deref().map(|s| &s.image().heap)
    }

    #[cold]
    fn base_header(&self, i: u32) -> Header {
        if let Some(h) = self.base_headers.get(&i) {
            return *h;
        }
        match self
            .base_image()
            .and_then(|image| image.headers.get(i as usize))
        {
            Some(h) => Header {
                shape: ShapeId(h.shape.0.to_native()),
                inobject_base: h.inobject_base.to_native(),
            },
            // Only IDs below `base_objects` (the archive's length) come here.
            None => unreachable!("snapshot object #{i} is out of the archive's range"),
        }
    }

    #[cold]
    fn base_slot(&self, index: u32) -> Option<Value> {
        self.base_image()
            .and_then(|image| image.inobject_slots.get(index as usize))
            .map(archived_value)
    }

    #[cold]
    fn base_body(&self, i: u32) -> &JsObject {
        if let Some(body) = self.base_bodies.0.get(&i) {
            return body;
        }
        let body: JsObject = match self
            .base_image()
            .and_then(|image| image.objects.get(i as usize))
        {
            Some(archived) => unarchive(archived),
            None => unreachable!("snapshot object #{i} is out of the archive's range"),
        };
        self.base_bodies.0.insert(i, Box::new(body))
    }

    /// In-object capacity of `id`, without copying a snapshot object's body.
    #[inline]
    fn inobject_capacity_of(&self, id: ObjectId) -> u32 {
        if id.0 < self.base_objects
            && self.base_bodies.0.get(&id.0).is_none()
            && let Some(body) = self
                .base_image()
                .and_then(|image| image.objects.get(id.0 as usize))
        {
            return body.inobject_capacity.to_native();
        }
        self.object(id).inobject_capacity
    }

    /// An owned copy of this heap with every snapshot object, slot and string
    /// copied out of the archive: what a snapshot of a restored heap archives.
    pub fn flattened(&self) -> Heap {
        let mut flat = self.clone();
        if self.base.is_none() {
            return flat;
        }
        let n = self.object_count() as u32;
        flat.headers = (0..n).map(|i| self.header(ObjectId(i))).collect();
        flat.objects = (0..n).map(|i| self.object(ObjectId(i)).clone()).collect();
        // Slot indices stay as they are: base slots first, then the overlay's.
        let base_slots: Vec<Value> = (0..self.base_slots)
            .map(|i| self.base_slot(i).unwrap_or_default())
            .collect();
        flat.inobject_slots = base_slots;
        flat.inobject_slots.extend_from_slice(&self.inobject_slots);
        flat.strings = Default::default();
        for i in 0..self.base_strings + self.strings.len() as u32 {
            flat.strings.push(self.str(StrId(i)));
        }
        flat.shapes = self.shapes.flattened();
        flat.base = None;
        flat.base_objects = 0;
        flat.base_slots = 0;
        flat.base_strings = 0;
        flat.base_headers = FxHashMap::default();
        flat.base_bodies = Bodies::default();
        flat.clone_shapes = Default::default();
        flat
    }
}

/// Natives, modules and lazy properties.
impl Heap {
    /// The natives and modules this heap refers to by ID.
    pub fn runtime(&self) -> &Arc<Runtime> {
        &self.runtime
    }

    /// Gives a heap restored from a snapshot the runtime its natives and modules
    /// refer to (checked against the snapshot's fingerprint when it was opened).
    pub(crate) fn attach_runtime(&mut self, runtime: Arc<Runtime>) {
        self.runtime = runtime;
    }

    /// Whether `v` is a native function (value or function object) calling `native`.
    fn is_native(&self, v: Value, native: NativeId) -> bool {
        match v {
            Value::Native(n) => n == native,
            Value::Object(o) => {
                (o.0 as usize) < self.object_count() && self.object(o).native == Some(native)
            }
            _ => false,
        }
    }

    /// A function object that calls the registered native `native` (V8's
    /// `FunctionTemplate` instances: an ordinary function map, an external
    /// reference inside).
    pub fn new_native_function(&mut self, native: NativeId) -> ObjectId {
        let f = self.new_function(false);
        self.object_mut(f).native = Some(native);
        f
    }

    /// A function object for the native registered as `name`.
    pub fn native_function(&mut self, name: &str) -> Result<ObjectId, JsError> {
        let id = self.runtime.natives.id(name).ok_or_else(|| {
            JsError::type_error(format!(
                "no native function `{name}` in this heap's registry"
            ))
        })?;
        Ok(self.new_native_function(id))
    }

    /// Where module `m` stands in this heap.
    pub fn module_state(&self, m: ModuleId) -> ModuleState {
        self.modules
            .get(m.0 as usize)
            .copied()
            .unwrap_or(ModuleState::Unloaded)
    }

    /// The modules initialized in this heap, in ID order.
    pub fn loaded_modules(&self) -> Vec<ModuleId> {
        (0..self.modules.len() as u32)
            .map(ModuleId)
            .filter(|&m| matches!(self.module_state(m), ModuleState::Loaded(_)))
            .collect()
    }

    /// Node's `require(id)`: the module's exports, running its initializer the
    /// first time. A failed initializer leaves the module unloaded (a later
    /// `require` runs it again) and reports [`JsErrorKind::ModuleInit`](crate::error::JsErrorKind::ModuleInit); requiring a
    /// module while it initializes is a cycle, reported as a `TypeError`.
    pub fn require(&mut self, m: ModuleId) -> Result<Value, JsError> {
        let Some(name) = self.runtime.modules.name(m) else {
            return Err(JsError::type_error(format!(
                "no module #{} in this heap's registry",
                m.0
            )));
        };
        let index = m.0 as usize;
        if self.modules.len() <= index {
            self.modules.resize(index + 1, ModuleState::Unloaded);
        }
        match self.modules[index] {
            ModuleState::Loaded(exports) => return Ok(exports),
            ModuleState::Initializing => {
                return Err(JsError::type_error(format!(
                    "module `{name}` was required while it initializes (a require cycle)"
                )));
            }
            ModuleState::Unloaded => {}
        }
        let Some(init) = self.runtime.modules.init(m) else {
            return Err(JsError::type_error(format!(
                "module `{name}` has no initializer"
            )));
        };
        self.modules[index] = ModuleState::Initializing;
        match init(self) {
            Ok(exports) => {
                self.modules[index] = ModuleState::Loaded(exports);
                Ok(exports)
            }
            Err(e) => {
                self.modules[index] = ModuleState::Unloaded;
                Err(JsError::module_init(name, e))
            }
        }
    }

    /// [`Heap::require`] by module name.
    pub fn require_named(&mut self, name: &str) -> Result<Value, JsError> {
        let m = self
            .runtime
            .modules
            .id(name)
            .ok_or_else(|| JsError::type_error(format!("Cannot find module '{name}'")))?;
        self.require(m)
    }

    /// Node's `defineLazyProperties(target, id, keys, enumerable)`: each name
    /// becomes a configurable accessor property (enumerable as asked) whose first
    /// read loads `module` and turns the property into an ordinary writable data
    /// property holding `module`'s export of the same name; an assignment before
    /// that turns it into a data property holding the assigned value, without
    /// loading the module. As in Node, every property gets its own getter and
    /// setter function objects (so two objects given the same lazy names do not
    /// share a map: V8 sees different accessor pairs). The pending entry is
    /// (target, key, module): data, archivable.
    pub fn define_lazy_properties(
        &mut self,
        target: ObjectId,
        module: ModuleId,
        names: &[&str],
        enumerable: bool,
    ) -> Result<(), JsError> {
        if self.runtime.modules.name(module).is_none() {
            return Err(JsError::type_error(format!(
                "no module #{} in this heap's registry",
                module.0
            )));
        }
        for name in names {
            let key = self.key(name);
            let get = self.new_native_function(LAZY_GETTER);
            let set = self.new_native_function(LAZY_SETTER);
            self.define_property(
                target,
                key,
                PropertyDescriptor {
                    get: Some(Value::Object(get)),
                    set: Some(Value::Object(set)),
                    enumerable: Some(enumerable),
                    configurable: Some(true),
                    ..Default::default()
                },
            )?;
            self.lazy.insert(
                (target, key),
                LazyEntry {
                    module,
                    loaded: None,
                },
            );
        }
        Ok(())
    }

    /// The pending lazy properties: (holder, key, module), ordered.
    pub fn lazy_entries(&self) -> impl Iterator<Item = (ObjectId, PropertyKey, ModuleId)> + '_ {
        self.lazy.iter().map(|(&(o, k), e)| (o, k, e.module))
    }

    /// Whether `holder`'s property `key` is a pending lazy property.
    pub fn is_lazy(&self, holder: ObjectId, key: PropertyKey) -> bool {
        self.lazy.contains_key(&(holder, key))
    }

    /// A lazy property's getter, as Node's: load the module, read its export,
    /// settle the property to it.
    fn resolve_lazy(&mut self, holder: ObjectId, key: PropertyKey) -> Result<Value, JsError> {
        let Some(&entry) = self.lazy.get(&(holder, key)) else {
            return Ok(Value::Undefined);
        };
        if let Some(value) = entry.loaded {
            // Read before, but the settle failed (e.g. the holder is frozen).
            return Ok(value);
        }
        if !self.resolving.insert((holder, key)) {
            return Err(JsError::range_error("Maximum call stack size exceeded"));
        }
        let read = self
            .require(entry.module)
            .and_then(|exports| match exports {
                Value::Object(e) => self.get(e, key),
                _ => Ok(Value::Undefined),
            });
        self.resolving.remove(&(holder, key));
        let value = read?;
        if value != Value::Undefined
            && let Some(e) = self.lazy.get_mut(&(holder, key))
        {
            e.loaded = Some(value);
        }
        // The module's initializer may itself have settled or redefined it.
        if self.lazy.contains_key(&(holder, key)) {
            self.settle_lazy(holder, key, value)?;
        }
        Ok(value)
    }

    /// A lazy property's setter, as Node's: redefine it as a writable data
    /// property (configurable and enumerable stay as they were).
    fn settle_lazy(
        &mut self,
        holder: ObjectId,
        key: PropertyKey,
        value: Value,
    ) -> Result<(), JsError> {
        // `define_property` drops the entry once the redefinition succeeded; a
        // failed one (a frozen holder) leaves it pending.
        self.define_property(
            holder,
            key,
            PropertyDescriptor {
                value: Some(value),
                writable: Some(true),
                ..Default::default()
            },
        )
    }

    /// A null-prototype mapping object that keeps fast properties, built the way
    /// Node's fix builds them: an ordinary literal first, then
    /// `Object.setPrototypeOf(o, null)` (a prototype transition of a fast map).
    /// Compare [`Heap::null_proto_literal`], which V8 makes a dictionary from birth.
    pub fn null_proto_mapping(
        &mut self,
        entries: &[(PropertyKey, Value)],
    ) -> Result<ObjectId, JsError> {
        let literal: Vec<LiteralEntry> = entries
            .iter()
            .map(|&(key, value)| LiteralEntry::Property {
                key,
                value,
                computed: false,
            })
            .collect();
        let o = self.object_literal(&literal)?;
        self.set_prototype_of(o, None)?;
        Ok(o)
    }

    /// `{__proto__: null, k: v, …}`: the same mapping as a null-prototype literal,
    /// which V8 creates in dictionary mode (for contrast with
    /// [`Heap::null_proto_mapping`]).
    pub fn null_proto_literal(
        &mut self,
        entries: &[(PropertyKey, Value)],
    ) -> Result<ObjectId, JsError> {
        let mut literal = vec![LiteralEntry::NullProto];
        literal.extend(entries.iter().map(|&(key, value)| LiteralEntry::Property {
            key,
            value,
            computed: false,
        }));
        self.object_literal(&literal)
    }
}

impl Heap {
    /// What kind of object `id` is (ordinary, array, function).
    pub fn kind_of(&self, id: ObjectId) -> ObjectKind {
        self.shapes.get(self.shape_of(id)).kind()
    }

    /// How V8 names an object in messages: `#<Object>`, or `[object Array]` /
    /// `[object Object]` for arrays and null-prototype objects.
    pub fn object_tag(&self, id: ObjectId) -> &'static str {
        match (self.kind_of(id), self.get_prototype_of(id)) {
            (ObjectKind::Array, _) => "[object Array]",
            (ObjectKind::Function | ObjectKind::ArrowFunction, _) => "#<Function>",
            (ObjectKind::Ordinary, None) => "[object Object]",
            (ObjectKind::Ordinary, Some(_)) => "#<Object>",
        }
    }

    /// V8's message for a `[[Set]]` that failed in strict code (`Object.assign`).
    fn failed_store_message(&self, target: ObjectId, key: PropertyKey) -> String {
        let name = self.atoms.display(key);
        let mut at = Some(target);
        while let Some(o) = at {
            if let Some(p) = self.get_own_property(o, key) {
                if let PropertySlot::Accessor { .. } = p.slot {
                    return format!(
                        "Cannot set property {name} of {} which has only a getter",
                        self.object_tag(target)
                    );
                }
                break;
            }
            at = self.get_prototype_of(o);
        }
        if self.get_own_property(target, key).is_none() && !self.is_extensible(target) {
            return format!("Cannot add property {name}, object is not extensible");
        }
        format!(
            "Cannot assign to read only property '{name}' of object '{}'",
            self.object_tag(target)
        )
    }

    /// `structuredClone(value)` within one heap, with the shapes V8's
    /// `ValueDeserializer` gives the copy: the value is written in the clone
    /// format and read back ([`crate::clone`]), as V8 does.
    ///
    /// - an ordinary object (whatever its prototype or mode) becomes a fresh object
    ///   from the Object function's map (`{}`), and its own enumerable properties
    ///   are added in `Reflect.ownKeys` order as named adds
    ///   (`ReadJSObjectProperties` follows or makes add transitions), so a copy
    ///   shares the map of `{}` + the same named stores; index keys become elements;
    /// - an array becomes an array with the same elements, then its other own
    ///   enumerable properties;
    /// - getters are called (opaque functions give `undefined`), non-enumerable,
    ///   symbol-keyed and inherited properties are skipped;
    /// - shared references and cycles keep their identity in the copy (the
    ///   serializer's back-references);
    /// - a function throws [`JsErrorKind::DataClone`](crate::error::JsErrorKind::DataClone);
    ///   nesting deeper than [`MAX_CLONE_DEPTH`](crate::clone::MAX_CLONE_DEPTH)
    ///   throws `RangeError: Maximum call stack size exceeded`, as V8 does when
    ///   its stack runs out.
    pub fn structured_clone(&mut self, value: Value) -> Result<Value, JsError> {
        crate::clone::clone_within(self, value)
    }
}

/// What the clone format needs from the heap.
impl Heap {
    /// What the clone format knows about this heap's shapes (see
    /// [`ShapeCache`](crate::clone::ShapeCache)).
    pub fn clone_cache(&self) -> &crate::clone::ShapeCache {
        &self.clone_shapes
    }

    /// The identity of the snapshot this heap was restored from, if any
    /// ([`Snapshot::identity`]).
    pub fn snapshot_identity(&self) -> Option<u64> {
        self.base.as_ref().map(|s| s.identity())
    }

    /// The Object function's initial map (`{}`'s shape).
    pub(crate) fn object_function_map(&mut self) -> ShapeId {
        if let Some(map) = self.clone_shapes.object_function_map {
            return map;
        }
        let proto = Some(self.intrinsics.object_prototype);
        let map = self.shapes.root(
            ObjectKind::Ordinary,
            RootKind::ObjectFunction,
            proto,
            policy::INITIAL_OBJECT_INOBJECT_SLOTS,
        );
        self.clone_shapes.object_function_map = Some(map);
        map
    }

    /// Adds a string-keyed data property with default attributes to shape
    /// `shape` as a named store would (follow, make, or normalize).
    pub(crate) fn add_shape_property(&mut self, shape: ShapeId, key: PropertyKey) -> AddOutcome {
        self.shapes
            .add_property(shape, key, Attrs::DEFAULT, None, StoreOrigin::Named, false)
    }

    /// Appends fields `fields` of fast object `id` to `out`, in that order.
    #[inline]
    pub(crate) fn read_fields(&self, id: ObjectId, fields: &[u32], out: &mut Vec<Value>) {
        // An overlay object: its slots and property array, looked up once.
        if let Some(i) = id.0.checked_sub(self.base_objects)
            && let (Some(h), Some(o)) = (self.headers.get(i as usize), self.objects.get(i as usize))
            && let Some(start) = h.inobject_base.checked_sub(self.base_slots)
        {
            let cap = o.inobject_capacity;
            let slots = self.inobject_slots.get(start as usize..).unwrap_or(&[]);
            out.extend(fields.iter().map(|&f| {
                let v = if f < cap {
                    slots.get(f as usize)
                } else {
                    o.out_of_object.get((f - cap) as usize)
                };
                v.copied().unwrap_or_default()
            }));
            return;
        }
        let cap = self.inobject_capacity_of(id);
        let base = self.header(id).inobject_base;
        out.extend(fields.iter().map(|&f| {
            if f < cap {
                self.slot(base + f).unwrap_or_default()
            } else {
                self.out_of_object_field(id, f - cap)
            }
        }));
    }

    /// Gives `id`, a new object still with `{}`'s map and no properties, the
    /// shape `shape` (a descendant of `{}`'s map by data adds) and its fields
    /// `values`, at once: the end of V8's transitioning property loop in
    /// `ReadJSObjectProperties`.
    pub(crate) fn store_fields_of_new_object(
        &mut self,
        id: ObjectId,
        shape: ShapeId,
        values: &[Value],
    ) {
        let s = self.shapes.get(shape);
        debug_assert_eq!(s.field_count() as usize, values.len());
        debug_assert_eq!(s.inobject_capacity(), self.object(id).inobject_capacity);
        let cap = self.object(id).inobject_capacity as usize;
        let out_cap = s.out_of_object_capacity() as usize;
        self.set_shape(id, shape);
        let inline = values.len().min(cap);
        self.slots_mut(id)[..inline].copy_from_slice(&values[..inline]);
        if values.len() > cap {
            let store = &mut self.object_mut(id).out_of_object;
            store.reserve_exact(out_cap);
            store.extend_from_slice(&values[cap..]);
        }
    }

    /// True when `shape` is what a plain literal with `keys` reaches in this
    /// heap: a fast ordinary shape with `Object.prototype`, extensible, whose
    /// descriptors are exactly `keys`, each a default-attribute data field
    /// numbered in order ([`crate::ic::LiteralIc`] checks this on every hit).
    pub(crate) fn is_plain_literal_shape(&self, shape: ShapeId, keys: &[PropertyKey]) -> bool {
        if shape.0 as usize >= self.shapes.len() {
            return false;
        }
        let s = self.shapes.get(shape);
        // A detached shape (a large literal migrated from dictionary mode, or
        // an add that was not recorded) belongs to one object: never share it.
        if s.is_dictionary()
            || s.is_detached()
            || !s.is_extensible()
            || s.kind() != ObjectKind::Ordinary
            || s.prototype() != Some(self.intrinsics.object_prototype)
            || s.field_count() as usize != keys.len()
        {
            return false;
        }
        let descriptors = self.shapes.descriptors(shape);
        descriptors.len() == keys.len()
            && descriptors.iter().zip(keys).enumerate().all(|(i, (d, k))| {
                d.key == *k
                    && d.attrs == Attrs::DEFAULT
                    && d.value == DescriptorValue::Field(i as u32)
            })
    }

    /// A new fast object of `shape` whose fields, in order, are `values` (one per
    /// field of the shape): what V8's deserializer does once it has followed the
    /// transitions (`JSObject::AllocateStorageForMap`, then the stores). The
    /// out-of-object store gets the capacity the shape's adds would have grown.
    pub(crate) fn alloc_with_fields(&mut self, shape: ShapeId, values: &[Value]) -> ObjectId {
        let s = self.shapes.get(shape);
        debug_assert!(!s.is_dictionary() && s.field_count() as usize == values.len());
        let cap = s.inobject_capacity() as usize;
        let out_cap = s.out_of_object_capacity() as usize;
        let id = self.alloc(shape);
        let inline = values.len().min(cap);
        let start = self.inobject_slots.len() - cap;
        self.inobject_slots[start..start + inline].copy_from_slice(&values[..inline]);
        if values.len() > cap {
            let store = &mut self.objects[(id.0 - self.base_objects) as usize].out_of_object;
            store.reserve_exact(out_cap);
            store.extend_from_slice(&values[cap..]);
        }
        id
    }
}

impl Heap {
    /// Checks that every ID the heap's tables hold is in range (shapes, objects,
    /// strings, atoms, symbols, natives of `natives`, modules of `modules`), then
    /// the structural invariants ([`Heap::verify`]). An archive from outside the
    /// process passes this before it is used: bytecheck proves the bytes form
    /// valid archived types, this proves they form a heap.
    pub fn check_references(&self, natives: usize, modules: usize) -> Result<(), String> {
        if self.base.is_some() {
            return Err("check_references runs on owned heaps (flatten a restored one)".into());
        }
        let objects = self.objects.len();
        if self.headers.len() != objects {
            return Err("headers and objects differ in number".into());
        }
        self.strings.check()?;
        let object_ok = |o: ObjectId| (o.0 as usize) < objects;
        let value_ok = |v: Value| match v {
            Value::String(s) => (s.0 as usize) < self.strings.len(),
            Value::Object(o) => object_ok(o),
            Value::Native(n) => (n.0 as usize) < natives,
            _ => true,
        };
        let key_ok = |k: PropertyKey| self.atoms.key_in_range(k);
        self.shapes
            .check_references(&key_ok, &value_ok, &object_ok)?;
        let slots = self.inobject_slots.len();
        // In range, known attribute bits, and the accessor bit saying what the
        // slot holds.
        let entry_ok = |e: &DictEntry| {
            let known = Attrs::from_bits(e.attrs.bits()).is_some();
            let accessor = e.attrs.contains(Attrs::ACCESSOR);
            known
                && match e.slot {
                    PropertySlot::Data(v) => !accessor && value_ok(v),
                    PropertySlot::Accessor { get, set } => {
                        accessor && value_ok(get) && value_ok(set)
                    }
                }
        };
        for (i, (h, o)) in self.headers.iter().zip(&self.objects).enumerate() {
            let bad = (h.shape.0 as usize) >= self.shapes.len()
                || o.inobject_capacity > policy::MAX_INOBJECT_PROPERTIES
                || h.inobject_base as usize + o.inobject_capacity as usize > slots
                || !o.out_of_object.iter().all(|&v| value_ok(v))
                || o.native.is_some_and(|n| (n.0 as usize) >= natives)
                || !o
                    .dictionary
                    .as_deref()
                    .is_none_or(|d| d.iter().all(|(&k, e)| key_ok(k) && entry_ok(e)))
                || !match &o.elements {
                    Elements::Dense(v) => v.iter().all(|e| e.is_none_or(value_ok)),
                    Elements::Sparse(m) => m
                        .iter()
                        .all(|(&i, e)| i <= crate::atoms::MAX_ARRAY_INDEX && entry_ok(e)),
                };
            if bad {
                return Err(format!("object #{i} refers outside the heap"));
            }
        }
        if !self.inobject_slots.iter().all(|&v| value_ok(v)) {
            return Err("an in-object slot refers outside the heap".into());
        }
        self.check_prototype_chains()?;
        let i = self.intrinsics;
        if !(object_ok(i.object_prototype)
            && object_ok(i.function_prototype)
            && object_ok(i.array_prototype))
            || (self.length_atom.0 as usize) >= self.atoms.len()
        {
            return Err("the intrinsics refer outside the heap".into());
        }
        if self.modules.len() > modules
            || self
                .modules
                .iter()
                .any(|m| matches!(m, ModuleState::Loaded(v) if !value_ok(*v)))
        {
            return Err("the module cache refers outside the heap or the runtime".into());
        }
        if self.lazy.iter().any(|(&(o, k), e)| {
            !object_ok(o)
                || !key_ok(k)
                || e.module.0 as usize >= modules
                || !e.loaded.is_none_or(value_ok)
        }) {
            return Err("a lazy entry refers outside the heap or the runtime".into());
        }
        self.verify()
    }

    /// Every prototype chain ends (`[[SetPrototypeOf]]` refuses a cycle, so a
    /// heap that has one was not made by the engine; every walk up a chain, as
    /// in `get` and `set`, would never return). Linear: each object is walked
    /// once, marked on the way, then marked done.
    fn check_prototype_chains(&self) -> Result<(), String> {
        const UNSEEN: u8 = 0;
        const ON_PATH: u8 = 1;
        const DONE: u8 = 2;
        let mut state = vec![UNSEEN; self.objects.len()];
        let mut path = Vec::new();
        for start in 0..self.objects.len() {
            let mut at = Some(start);
            while let Some(o) = at {
                match state[o] {
                    DONE => break,
                    ON_PATH => return Err(format!("object #{o} is its own prototype's prototype")),
                    _ => {}
                }
                state[o] = ON_PATH;
                path.push(o);
                at = self
                    .get_prototype_of(ObjectId(o as u32))
                    .map(|p| p.0 as usize);
            }
            for o in path.drain(..) {
                state[o] = DONE;
            }
        }
        Ok(())
    }

    /// Checks the heap's structural invariants and describes the first broken one:
    /// every fast object has its shape's in-object capacity, exactly its shape's
    /// out-of-object field count in its property store, and no dictionary; every dictionary-mode object has a dictionary shape and table;
    /// no shape descriptor is an array index or repeats a key; field indices are
    /// dense. Used by the model-based tests after every step.
    pub fn verify(&self) -> Result<(), String> {
        for id in self.shapes.ids() {
            let descriptors = self.shapes.descriptors(id);
            let mut fields = 0;
            // Small prefixes are compared pairwise; larger ones through a set,
            // so a heap of many large shapes verifies in linear time.
            let mut seen = rustc_hash::FxHashSet::default();
            let large = descriptors.len() > crate::policy::DESCRIPTOR_LINEAR_SEARCH_MAX;
            for (i, d) in descriptors.iter().enumerate() {
                if d.key.is_index() {
                    return Err(format!("shape s{} has an index key", id.index()));
                }
                let repeated = if large {
                    !seen.insert(d.key)
                } else {
                    descriptors[..i].iter().any(|e| e.key == d.key)
                };
                if repeated {
                    return Err(format!("shape s{} repeats a key", id.index()));
                }
                if let DescriptorValue::Field(f) = d.value {
                    if f != fields {
                        return Err(format!("shape s{} numbers fields out of order", id.index()));
                    }
                    fields += 1;
                }
                if d.attrs.contains(Attrs::ACCESSOR)
                    != matches!(d.value, DescriptorValue::Accessor { .. })
                {
                    return Err(format!(
                        "shape s{} has an accessor bit mismatch",
                        id.index()
                    ));
                }
            }
            if fields != self.shapes.get(id).field_count() {
                return Err(format!("shape s{} miscounts its fields", id.index()));
            }
        }
        for i in 0..self.object_count() as u32 {
            let (obj, header) = (self.object(ObjectId(i)), self.header(ObjectId(i)));
            let shape = self.shapes.get(header.shape);
            if shape.is_dictionary() != obj.dictionary.is_some() {
                return Err(format!("object #{i}: shape mode and storage disagree"));
            }
            if !shape.is_dictionary() && shape.inobject_capacity() != obj.inobject_capacity {
                return Err(format!(
                    "object #{i}: in-object capacity differs from its shape's"
                ));
            }
            let out_of_object = shape.field_count().saturating_sub(obj.inobject_capacity);
            if !shape.is_dictionary() && obj.out_of_object.len() != out_of_object as usize {
                return Err(format!(
                    "object #{i}: {} out-of-object slots for {} fields",
                    obj.out_of_object.len(),
                    shape.field_count()
                ));
            }
            if let Some(dict) = obj.dictionary.as_deref()
                && dict.keys().any(|k| k.is_index())
            {
                return Err(format!("object #{i}: index key in the property dictionary"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_object_has_four_inobject_slots() {
        let mut h = Heap::new();
        let o = h.new_object();
        assert_eq!(h.shapes().get(h.shape_of(o)).inobject_capacity(), 4);
        assert!(h.has_fast_properties(o));
    }

    #[test]
    fn out_of_object_store_grows_by_three() {
        let mut h = Heap::new();
        let o = h.new_object();
        let mut caps = Vec::new();
        for i in 0..10 {
            let k = h.key(&format!("k{i}"));
            h.set(o, k, Value::from(i), StoreOrigin::Named).unwrap();
            caps.push(h.shapes().get(h.shape_of(o)).out_of_object_capacity());
        }
        assert_eq!(caps, [0, 0, 0, 0, 3, 3, 3, 6, 6, 6]);
    }

    #[test]
    fn get_walks_the_prototype_chain() {
        let mut h = Heap::new();
        let p = h.new_object();
        let x = h.key("x");
        h.set(p, x, Value::from(7), StoreOrigin::Named).unwrap();
        let c = h.object_create(Some(p));
        assert_eq!(h.get(c, x), Ok(Value::from(7)));
        assert!(!h.has_fast_properties(p), "prototypes are normalized");
        assert!(h.has_fast_properties(c));
    }

    #[test]
    fn read_only_and_frozen_stores_are_ignored() {
        let mut h = Heap::new();
        let o = h.new_object();
        let x = h.key("x");
        h.set(o, x, Value::from(1), StoreOrigin::Named).unwrap();
        h.freeze(o);
        assert_eq!(h.set(o, x, Value::from(2), StoreOrigin::Named), Ok(false));
        let y = h.key("y");
        assert_eq!(h.set(o, y, Value::from(2), StoreOrigin::Named), Ok(false));
        assert_eq!(h.get(o, x), Ok(Value::from(1)));
        assert!(
            h.define_property(
                o,
                x,
                PropertyDescriptor {
                    value: Some(Value::from(3)),
                    ..Default::default()
                }
            )
            .is_err()
        );
    }

    #[test]
    fn delete_policy_switch() {
        for (policy, stays_fast) in [(Policy::node20(), true), (Policy::v8_12_2(), false)] {
            let mut h = Heap::with_policy(policy);
            let (x, y) = (h.key("x"), h.key("y"));
            let o = h.new_object();
            h.set(o, x, Value::from(1), StoreOrigin::Named).unwrap();
            h.set(o, y, Value::from(2), StoreOrigin::Named).unwrap();
            assert_eq!(h.delete(o, y), Ok(true));
            assert_eq!(h.has_fast_properties(o), stays_fast, "{policy:?}");
            assert_eq!(h.own_keys(o), vec![x]);
            h.verify().unwrap();
        }
    }

    #[test]
    fn cyclic_prototypes_are_rejected() {
        let mut h = Heap::new();
        let a = h.new_object();
        let b = h.object_create(Some(a));
        assert!(h.set_prototype_of(a, Some(b)).is_err());
    }
}

#[cfg(test)]
mod snapshot_consistency_tests {
    use super::*;
    use crate::snapshot::{Snapshot, SnapshotBuilder, SnapshotError};

    /// Archives a heap whose tables were tampered with (the bytes stay a valid
    /// rkyv archive with a correct checksum) and expects `Snapshot::open` to
    /// refuse it.
    fn refused(tamper: impl FnOnce(&mut Heap)) -> String {
        let rt = Arc::new(Runtime::new());
        let mut heap = Heap::with_runtime(Policy::node20(), rt.clone());
        let o = heap.new_object();
        let k = heap.key("x");
        let s = heap.string("s");
        heap.set(o, k, s, StoreOrigin::Named).unwrap();
        tamper(&mut heap);
        let dir =
            std::env::temp_dir().join(format!("shapeshift-consistency-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        static CASE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let case = CASE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path = dir.join(format!("case{case}.snap"));
        SnapshotBuilder::new(&heap)
            .root("o", Value::Object(o))
            .write(&path)
            .unwrap();
        let err = Snapshot::open(&path, &rt).unwrap_err();
        let _ = std::fs::remove_file(&path);
        match err {
            SnapshotError::InvalidArchive(m) => m,
            other => panic!("expected an invalid archive, got {other}"),
        }
    }

    #[test]
    fn archives_that_are_not_heaps_are_refused_at_open() {
        let last = |h: &Heap| h.headers.len() - 1;
        assert!(
            refused(|h| {
                let i = last(h);
                h.headers[i].shape = ShapeId(9_999)
            })
            .contains("refers outside")
        );
        assert!(
            refused(|h| {
                let i = last(h);
                h.headers[i].inobject_base = 1 << 30
            })
            .contains("refers outside")
        );
        assert!(
            refused(|h| h.inobject_slots.push(Value::Object(ObjectId(77))))
                .contains("in-object slot")
        );
        assert!(
            refused(|h| h.inobject_slots[0] = Value::String(StrId(5))).contains("in-object slot")
        );
        assert!(refused(|h| h.intrinsics.array_prototype = ObjectId(1_000)).contains("intrinsics"));
        assert!(
            refused(|h| h.modules.push(ModuleState::Loaded(Value::Null))).contains("module cache")
        );
        // Structural invariants too: a fast object missing its out-of-object field.
        assert!(
            refused(|h| {
                let i = last(h);
                h.objects[i].inobject_capacity = 0;
            })
            .contains("object #")
        );
    }
}
